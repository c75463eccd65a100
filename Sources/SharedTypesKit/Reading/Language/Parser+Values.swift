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

    // MARK: Directives

    mutating func parseDirectives(isConstant: Bool) throws(SyntaxError) -> [DirectiveNode] {
        var directives: [DirectiveNode] = []
        while token.kind == .at {
            try advance()
            let name = try parseName()
            var arguments: [ArgumentNode] = []
            if try skip(.parenLeft) {
                repeat {
                    let argumentName = try parseName()
                    try expect(.colon)
                    let valueOffset = token.start
                    arguments.append(ArgumentNode(name: argumentName, value: try parseValue(isConstant: isConstant), valueOffset: valueOffset))
                } while !(try skip(.parenRight))
            }
            directives.append(DirectiveNode(name: name, arguments: arguments))
        }
        return directives
    }

    // MARK: Values

    mutating func parseValue(isConstant: Bool) throws(SyntaxError) -> Value {
        switch token.kind {
        case .bracketLeft:
            try enterNesting()
            try advance()
            var items: [Value] = []
            while !(try skip(.bracketRight)) {
                items.append(try parseValue(isConstant: isConstant))
            }
            depth -= 1
            return .list(items)
        case .braceLeft:
            try enterNesting()
            try advance()
            var fields: [Value.ObjectField] = []
            while !(try skip(.braceRight)) {
                let name = try parseName()
                try expect(.colon)
                fields.append(Value.ObjectField(name: name.value, value: try parseValue(isConstant: isConstant)))
            }
            depth -= 1
            return .object(fields)
        case .int, .float:
            let text = lexer.text(token)
            let value: Value = token.kind == .int ? .int(text) : .float(text)
            try advance()
            return value
        case .string, .blockString:
            let value = Value.string(lexer.stringValue(token), block: token.kind == .blockString)
            try advance()
            return value
        case .name:
            let name = lexer.name(token)
            try advance()
            switch name {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "null": return .null
            default: return .enumValue(name)
            }
        case .dollar:
            let start = token.start
            try advance()
            let name = try parseName()
            if isConstant {
                throw SyntaxError(offset: start, message: "Unexpected variable \"$\(name.value)\" in constant value.")
            }
            return .variable(name.value)
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
