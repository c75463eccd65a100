/// How `{{name}}` tags escape the text they insert. `{{{name}}}` and `{{&name}}`
/// never escape.
public enum MustacheEscaping: Sendable {
    /// HTML escaping, as the Mustache specification requires: `& < > " '` become entities.
    case html
    /// No escaping; for generating source code.
    case none
}

extension MustacheEscaping {
    /// Appends the UTF-8 of `text` to `output`, escaped as this mode requires.
    func append(_ text: String, to output: inout MustacheOutput) {
        guard self == .html else {
            output.append(utf8: text)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(Self.ampersand)
            case UInt8(ascii: "<"): output.append(Self.lessThan)
            case UInt8(ascii: ">"): output.append(Self.greaterThan)
            case UInt8(ascii: "\""): output.append(Self.quote)
            case UInt8(ascii: "'"): output.append(Self.apostrophe)
            default: output.append(byte)
            }
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
