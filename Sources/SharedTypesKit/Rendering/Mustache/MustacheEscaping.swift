/// How `{{name}}` tags escape the text they insert. `{{{name}}}` and `{{&name}}`
/// never escape.
public enum MustacheEscaping: Sendable {
    /// HTML escaping, as the Mustache specification requires: `& < > " '` become entities.
    case html
    /// No escaping; for generating source code.
    case none
}

extension MustacheEscaping {
    /// Appends `text` to `output`, escaped as this mode requires.
    func append(_ text: String, to output: inout String) {
        guard self == .html else {
            output += text
            return
        }
        let utf8 = text.utf8
        var chunkStart = utf8.startIndex
        var index = chunkStart
        while index != utf8.endIndex {
            let entity: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: entity = nil
            }
            if let entity {
                // ASCII bytes always sit on character boundaries, so these indices slice safely.
                output += text[chunkStart..<index]
                output += entity
                chunkStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if chunkStart == utf8.startIndex {
            output += text
        } else {
            output += text[chunkStart..<utf8.endIndex]
        }
    }
}
