/// The text of a curl configuration (`curl --config`): one `name = "value"` line per option.
///
/// The whole request goes to curl this way, on its standard input, so that no header (a
/// token) appears on its command line, which other users of the machine can read.
struct CurlConfiguration {
    private(set) var text = ""

    /// Adds an option without a value (`silent`).
    mutating func add(_ name: String) {
        text += name + "\n"
    }

    /// Adds `name = "value"`, escaping `"` and `\` as curl expects. Returns false and adds
    /// nothing when `value` has a control character other than tab: a line break would end
    /// the line early and let the rest of the value add an option of its own.
    @discardableResult
    mutating func add(_ name: String, _ value: String) -> Bool {
        guard !value.utf8.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") }) else { return false }
        var quoted = ""
        for character in value.unicodeScalars {
            if character == "\"" || character == "\\" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(character)
        }
        text += "\(name) = \"\(quoted)\"\n"
        return true
    }
}
