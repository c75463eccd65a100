/// Type references, directives and value literals, shared by every kind of definition.
extension Parser {
    // MARK: Types

    mutating func parseTypeReference() throws(SyntaxError) -> TypeReference {
        let type: TypeReference
        if token.kind == .bracketLeft {
            try enterNesting()
            try advance()
            let inner = try parseTypeReference()
            try expect(.bracketRight)
            depth -= 1
            type = .list(inner)
        } else {
            type = .named(try parseName().value)
        }
        if try skip(.bang) { return .nonNull(type) }
        return type
    }

    // MARK: Directives and arguments

    mutating func parseDirectives(isConstant: Bool) throws(SyntaxError) -> [DirectiveNode] {
        var directives: [DirectiveNode] = []
        while token.kind == .at {
            try advance()
            let name = try parseName()
            directives.append(DirectiveNode(name: name, arguments: try parseArguments(isConstant: isConstant)))
        }
        return directives
    }

    /// `(name: value ...)`, or nothing when no `(` follows.
    mutating func parseArguments(isConstant: Bool) throws(SyntaxError) -> [ArgumentNode] {
        guard try skip(.parenLeft) else { return [] }
        var arguments: [ArgumentNode] = []
        repeat {
            let name = try parseName()
            try expect(.colon)
            arguments.append(ArgumentNode(name: name, valueNode: try parseValue(isConstant: isConstant)))
        } while !(try skip(.parenRight))
        return arguments
    }

    // MARK: Values

    /// A value literal; variables are allowed unless `isConstant` (default values, and
    /// arguments of directives in the type system and on variable definitions).
    mutating func parseValue(isConstant: Bool) throws(SyntaxError) -> ValueNode {
        let offset = token.start
        switch token.kind {
        case .bracketLeft:
            try enterNesting()
            try advance()
            var items: [ValueNode] = []
            while !(try skip(.bracketRight)) {
                items.append(try parseValue(isConstant: isConstant))
            }
            depth -= 1
            return ValueNode(kind: .list(items), offset: offset)
        case .braceLeft:
            try enterNesting()
            try advance()
            var fields: [ObjectFieldNode] = []
            while !(try skip(.braceRight)) {
                let name = try parseName()
                try expect(.colon)
                fields.append(ObjectFieldNode(name: name, value: try parseValue(isConstant: isConstant)))
            }
            depth -= 1
            return ValueNode(kind: .object(fields), offset: offset)
        case .int, .float:
            let text = lexer.text(token)
            let kind: ValueNode.Kind = token.kind == .int ? .int(text) : .float(text)
            try advance()
            return ValueNode(kind: kind, offset: offset)
        case .string, .blockString:
            let kind = ValueNode.Kind.string(lexer.stringValue(token), block: token.kind == .blockString)
            try advance()
            return ValueNode(kind: kind, offset: offset)
        case .name:
            let name = lexer.name(token)
            try advance()
            switch name {
            case "true": return ValueNode(kind: .boolean(true), offset: offset)
            case "false": return ValueNode(kind: .boolean(false), offset: offset)
            case "null": return ValueNode(kind: .null, offset: offset)
            default: return ValueNode(kind: .enumValue(name), offset: offset)
            }
        case .dollar:
            let dollar = token
            try advance()
            if isConstant {
                // graphql-js's wording: the variable by name, or the `$` alone.
                guard token.kind == .name else { throw SyntaxError(offset: dollar.start, message: "Unexpected \(describe(dollar)).") }
                throw SyntaxError(offset: dollar.start, message: "Unexpected variable \"$\(lexer.name(token))\" in constant value.")
            }
            return ValueNode(kind: .variable(try parseName().value), offset: offset)
        default:
            throw unexpected()
        }
    }

    mutating func enterNesting() throws(SyntaxError) {
        depth += 1
        if depth > Parser.maxNestingDepth {
            throw SyntaxError(offset: token.start, message: "Nesting is deeper than the limit of \(Parser.maxNestingDepth) levels.")
        }
    }
}
