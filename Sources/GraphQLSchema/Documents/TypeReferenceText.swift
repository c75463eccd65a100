/// Reads a type written in a string, as Relay's `@argumentDefinitions(x: {type: "[ID!]!"})`
/// writes it: a name, a list in brackets, each optionally followed by `!`; spaces allowed.
enum TypeReferenceText {
    /// Lists nest at most this deep, as in the parser.
    static let maxDepth = Parser.maxNestingDepth

    /// The type, or nil when `text` is not one.
    static func parse(_ text: String) -> TypeReference? {
        let bytes = Array(text.utf8)
        var index = 0
        guard let type = parseType(bytes, &index, depth: 0) else { return nil }
        skipSpaces(bytes, &index)
        return index == bytes.count ? type : nil
    }

    private static func parseType(_ bytes: [UInt8], _ index: inout Int, depth: Int) -> TypeReference? {
        guard depth <= maxDepth else { return nil }
        skipSpaces(bytes, &index)
        guard index < bytes.count else { return nil }
        var type: TypeReference
        if bytes[index] == UInt8(ascii: "[") {
            index += 1
            guard let inner = parseType(bytes, &index, depth: depth + 1) else { return nil }
            skipSpaces(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            type = .list(inner)
        } else {
            let start = index
            guard Lexer.isNameStart(bytes[index]) else { return nil }
            while index < bytes.count, Lexer.isNameStart(bytes[index]) || Lexer.isDigit(bytes[index]) { index += 1 }
            type = .named(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        skipSpaces(bytes, &index)
        if index < bytes.count, bytes[index] == UInt8(ascii: "!") {
            index += 1
            type = .nonNull(type)
        }
        return type
    }

    private static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }
}
