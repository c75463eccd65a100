/// The executable grammar: operations, fragments, selection sets (graphql-js 16's parser
/// without its experimental options).
extension Parser {
    /// One definition of an executable document: an operation or a fragment, or a type-system
    /// definition or extension (a client schema extension), read as in a schema file.
    mutating func parseExecutableDefinition(into document: inout ExecutableDocument) throws(SyntaxError) {
        switch token.kind {
        case .braceLeft:
            document.definitions.append(.operation(try parseOperationDefinition()))
            return
        case .name:
            switch lexer.name(token) {
            case "query", "mutation", "subscription":
                document.definitions.append(.operation(try parseOperationDefinition()))
                return
            case "fragment":
                document.definitions.append(.fragment(try parseFragmentDefinition()))
                return
            default:
                break
            }
        case .string, .blockString:
            // A description belongs to a type-system definition; before the shorthand query
            // graphql-js reports the brace.
            var ahead = lexer
            if let next = try? ahead.next(), next.kind == .braceLeft {
                try advance()
                throw unexpected()
            }
        default:
            break
        }
        if let definition = try parseDefinition() {
            document.typeDefinitions.append(definition)
        }
    }

    // MARK: Operations

    /// `query Name($v: T = 1) @dir { ... }`, `mutation`, `subscription`, or the shorthand
    /// `{ ... }`.
    mutating func parseOperationDefinition() throws(SyntaxError) -> OperationDefinitionNode {
        let offset = token.start
        if token.kind == .braceLeft {
            return OperationDefinitionNode(kind: .query, name: nil, offset: offset, variables: [], directives: [], selections: try parseSelectionSet())
        }
        guard token.kind == .name, let kind = OperationKind(rawValue: lexer.name(token)) else { throw unexpected() }
        try advance()
        let name = token.kind == .name ? try parseName() : nil
        let variables = try parseVariableDefinitions()
        let directives = try parseDirectives(isConstant: false)
        return OperationDefinitionNode(kind: kind, name: name, offset: offset, variables: variables, directives: directives, selections: try parseSelectionSet())
    }

    /// `($a: T = default @dir, ...)`, or nothing when no `(` follows.
    mutating func parseVariableDefinitions() throws(SyntaxError) -> [VariableDefinitionNode] {
        guard try skip(.parenLeft) else { return [] }
        var variables: [VariableDefinitionNode] = []
        repeat {
            let dollar = token.start
            try expect(.dollar)
            let name = try parseName()
            try expect(.colon)
            let typeOffset = token.start
            let type = try parseTypeReference()
            let defaultValue = try skip(.equals) ? try parseValue(isConstant: true) : nil
            let directives = try parseDirectives(isConstant: true)
            variables.append(VariableDefinitionNode(name: NameNode(value: name.value, offset: dollar), type: type, typeOffset: typeOffset,
                                                    defaultValue: defaultValue, directives: directives))
        } while !(try skip(.parenRight))
        return variables
    }

    // MARK: Fragments

    /// `fragment Name on Type @dir { ... }`.
    mutating func parseFragmentDefinition() throws(SyntaxError) -> FragmentDefinitionNode {
        let offset = token.start
        try expectKeyword("fragment")
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeCondition = try parseName()
        let directives = try parseDirectives(isConstant: false)
        return FragmentDefinitionNode(name: name, offset: offset, typeCondition: typeCondition, directives: directives, selections: try parseSelectionSet())
    }

    /// A fragment's name: any name but `on`.
    mutating func parseFragmentName() throws(SyntaxError) -> NameNode {
        if token.kind == .name && lexer.name(token) == "on" { throw unexpected() }
        return try parseName()
    }

    // MARK: Selections

    /// `{ selection ... }`: at least one selection. Each selection set is a level of nesting.
    mutating func parseSelectionSet() throws(SyntaxError) -> [SelectionNode] {
        guard token.kind == .braceLeft else {
            throw SyntaxError(offset: token.start, message: "Expected \"{\", found \(describe(token)).")
        }
        try enterNesting()
        try advance()
        var selections: [SelectionNode] = []
        repeat {
            selections.append(try parseSelection())
        } while !(try skip(.braceRight))
        depth -= 1
        return selections
    }

    mutating func parseSelection() throws(SyntaxError) -> SelectionNode {
        if token.kind == .spread { return try parseFragmentSelection() }
        return .field(try parseField())
    }

    /// `alias: name(arg: value) @dir { ... }`.
    mutating func parseField() throws(SyntaxError) -> FieldNode {
        let nameOrAlias = try parseName()
        var alias: NameNode?
        var name = nameOrAlias
        if try skip(.colon) {
            alias = nameOrAlias
            name = try parseName()
        }
        let arguments = try parseArguments(isConstant: false)
        let directives = try parseDirectives(isConstant: false)
        let selections = token.kind == .braceLeft ? try parseSelectionSet() : []
        return FieldNode(alias: alias, name: name, arguments: arguments, directives: directives, selections: selections)
    }

    /// `...Name @dir`, `... on Type @dir { ... }` or `... @dir { ... }`.
    mutating func parseFragmentSelection() throws(SyntaxError) -> SelectionNode {
        let offset = token.start
        try expect(.spread)
        let hasTypeCondition = try skipKeyword("on")
        if !hasTypeCondition && token.kind == .name {
            let name = try parseName()
            return .fragmentSpread(FragmentSpreadNode(name: name, offset: offset, directives: try parseDirectives(isConstant: false)))
        }
        let typeCondition = hasTypeCondition ? try parseName() : nil
        let directives = try parseDirectives(isConstant: false)
        return .inlineFragment(InlineFragmentNode(offset: offset, typeCondition: typeCondition, directives: directives, selections: try parseSelectionSet()))
    }
}
