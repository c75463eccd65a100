/// The GraphQL `Name` grammar: `[_A-Za-z][_0-9A-Za-z]*`.
///
/// The SDL lexer only ever produces such names; an introspection result is checked with
/// this, because its names become Swift identifiers and file names.
enum GraphQLName {
    static func isValid(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), Lexer.isNameStart(first) else { return false }
        while let byte = bytes.next() {
            if !Lexer.isNameContinue(byte) { return false }
        }
        return true
    }

    /// Names an enum value cannot have, because they are literals in GraphQL values.
    static func isReservedForEnumValues(_ text: String) -> Bool {
        text == "true" || text == "false" || text == "null"
    }
}
