/// Fragment arguments, relay-compiler's extension of GraphQL documents: a fragment declares
/// variables of its own with `@argumentDefinitions(x: {type: "Episode!", defaultValue: JEDI})`,
/// which the operations that spread it need not define (they pass them with `@arguments`).
/// Their types are variable types like any other, so they count as uses (`UsedTypeSet`).
extension DocumentResolver {
    /// Whether `directive` declares fragment arguments (it is not checked as a directive).
    static func isFragmentArgumentsDirective(_ directive: DirectiveNode) -> Bool {
        directive.name.value == "argumentDefinitions"
    }

    /// Checks the fragment arguments `node` declares and notes their types' uses; returns their
    /// names.
    mutating func walkFragmentArguments(_ node: FragmentDefinitionNode) -> Set<String> {
        var locals: Set<String> = []
        for directive in node.directives where Self.isFragmentArgumentsDirective(directive) {
            for argument in directive.arguments {
                locals.insert(argument.name.value)
                walkArgumentDefinition(argument)
            }
        }
        return locals
    }

    /// `x: {type: "Episode!", defaultValue: JEDI}`: the type is a variable type like any other.
    mutating func walkArgumentDefinition(_ argument: ArgumentNode) {
        guard case .object(let fields) = argument.valueNode.kind,
              let typeField = fields.first(where: { $0.name.value == "type" }) else {
            error("Argument \"\(argument.name.value)\" of @argumentDefinitions needs a type: {type: \"Type\"}.", at: argument.valueNode.offset)
            return
        }
        guard case .string(let text, _) = typeField.value.kind else {
            error("The type of argument \"\(argument.name.value)\" of @argumentDefinitions must be a string, such as \"Episode!\".", at: typeField.value.offset)
            return
        }
        guard let type = TypeReferenceText.parse(text) else {
            error("\"\(text)\" is not a GraphQL type (argument \"\(argument.name.value)\" of @argumentDefinitions).", at: typeField.value.offset)
            return
        }
        useVariableType(type, at: typeField.value.offset, variable: argument.name.value, how: "argument $\(argument.name.value) of \(label)")
        if let defaultField = fields.first(where: { $0.name.value == "defaultValue" }) {
            checkValue(defaultField.value, against: type)
        }
    }
}

/// Reads a type written in a string, as a fragment argument's `{type: "[ID!]!"}` writes it: a
/// name, a list in brackets, each optionally followed by `!`; spaces allowed.
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
