/// How `{{name}}` tags escape the text they insert. `{{{name}}}` and `{{&name}}`
/// never escape.
package enum MustacheEscaping: Sendable {
    /// HTML escaping, as the Mustache specification requires: `& < > " '` become entities.
    case html
    /// No escaping; for generating source code.
    case none
}

extension MustacheEscaping {
    /// Appends the UTF-8 of `text` to `output`, escaped as this mode requires.
    func append(_ text: String, to output: inout [UInt8]) {
        guard self == .html else {
            output.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}
