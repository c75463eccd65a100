/// The type-system definitions: schema, directive and type definitions and extensions.
extension Parser {
    // MARK: Schema and directive definitions

    /// `schema @dir { query: Query ... }` or its extension, appended to `schemaDefinitions`
    /// once it is read whole.
    mutating func parseSchemaDefinition(isExtension: Bool) throws(SyntaxError) {
        let offset = token.start
        try expectKeyword("schema")
        let directives = try parseDirectives(isConstant: true)
        var node = SchemaDefinitionNode(isExtension: isExtension, offset: offset, operationTypes: [])
        if isExtension && token.kind != .braceLeft {
            if directives.isEmpty { throw unexpected() }
            schemaDefinitions.append(node)
            return
        }
        try expect(.braceLeft)
        repeat {
            guard token.kind == .name, let operation = OperationKind(rawValue: lexer.name(token)) else {
                throw unexpected()
            }
            let operationOffset = token.start
            try advance()
            try expect(.colon)
            node.operationTypes.append(OperationTypeDefinitionNode(operation: operation, offset: operationOffset, type: try parseName()))
        } while !(try skip(.braceRight))
        schemaDefinitions.append(node)
    }

    mutating func parseDirectiveDefinition() throws(SyntaxError) {
        try expectKeyword("directive")
        try expect(.at)
        _ = try parseName()
        try skipArgumentDefinitions()
        _ = try skipKeyword("repeatable")
        try expectKeyword("on")
        _ = try skip(.pipe)
        repeat {
            let location = try parseName()
            if !Parser.directiveLocations.contains(location.value) {
                throw SyntaxError(offset: location.offset, message: "Unexpected Name \"\(location.value)\".")
            }
        } while try skip(.pipe)
    }

    static let directiveLocations: Set<String> = [
        "QUERY", "MUTATION", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION", "FRAGMENT_SPREAD",
        "INLINE_FRAGMENT", "VARIABLE_DEFINITION", "SCHEMA", "SCALAR", "OBJECT", "FIELD_DEFINITION",
        "ARGUMENT_DEFINITION", "INTERFACE", "UNION", "ENUM", "ENUM_VALUE", "INPUT_OBJECT",
        "INPUT_FIELD_DEFINITION",
    ]

    // MARK: Type definitions

    mutating func parseTypeDefinition(keyword: String, description: String?, start: Int, isExtension: Bool) throws(SyntaxError) -> TypeDefinitionNode {
        try advance() // the kind keyword
        let name = try parseName()
        var node: TypeDefinitionNode
        switch keyword {
        case "scalar":
            let directives = try parseDirectives(isConstant: true)
            if isExtension && directives.isEmpty { throw unexpected() }
            node = TypeDefinitionNode(kind: .scalar, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
        case "type", "interface":
            let interfaces = try parseImplementsInterfaces()
            let directives = try parseDirectives(isConstant: true)
            let fields = try parseFieldDefinitions()
            if isExtension && interfaces.isEmpty && directives.isEmpty && fields.isEmpty { throw unexpected() }
            node = TypeDefinitionNode(kind: keyword == "type" ? .object : .interface, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
            node.interfaces = interfaces
            node.fields = fields
        case "union":
            let directives = try parseDirectives(isConstant: true)
            var members: [NameNode] = []
            if try skip(.equals) {
                _ = try skip(.pipe)
                repeat { members.append(try parseName()) } while try skip(.pipe)
            }
            if isExtension && directives.isEmpty && members.isEmpty { throw unexpected() }
            node = TypeDefinitionNode(kind: .union, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
            node.members = members
        case "enum":
            let directives = try parseDirectives(isConstant: true)
            node = TypeDefinitionNode(kind: .enumType, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
            if try skip(.braceLeft) {
                repeat { node.enumValues.append(try parseEnumValueDefinition()) } while !(try skip(.braceRight))
            } else if isExtension && directives.isEmpty {
                throw unexpected()
            }
        default: // input
            let directives = try parseDirectives(isConstant: true)
            node = TypeDefinitionNode(kind: .inputObject, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
            if try skip(.braceLeft) {
                repeat { node.inputFields.append(try parseInputValueDefinition()) } while !(try skip(.braceRight))
            } else if isExtension && directives.isEmpty {
                throw unexpected()
            }
        }
        return node
    }

    /// `implements A & B`: the interfaces named, none when there is no `implements`.
    mutating func parseImplementsInterfaces() throws(SyntaxError) -> [NameNode] {
        guard try skipKeyword("implements") else { return [] }
        _ = try skip(.ampersand)
        var interfaces: [NameNode] = []
        repeat {
            interfaces.append(try parseName())
        } while try skip(.ampersand)
        return interfaces
    }

    /// `{ field(arg: T): T @dir ... }` of an object or interface: its fields, none when there
    /// is no body (a body holds at least one). Descriptions are skipped undecoded: most of a
    /// real schema's text is object fields with arguments and their descriptions.
    mutating func parseFieldDefinitions() throws(SyntaxError) -> [FieldDefinitionNode] {
        guard try skip(.braceLeft) else { return [] }
        var fields: [FieldDefinitionNode] = []
        repeat {
            if token.kind == .string || token.kind == .blockString { try advance() }
            let name = try parseName()
            var arguments: [InputValueDefinitionNode] = []
            if try skip(.parenLeft) {
                repeat {
                    arguments.append(try parseInputValueDefinition(keepingDescription: false))
                } while !(try skip(.parenRight))
            }
            try expect(.colon)
            let typeOffset = token.start
            let type = try parseTypeReference()
            let directives = try parseDirectives(isConstant: true)
            fields.append(FieldDefinitionNode(name: name, arguments: arguments, type: type, typeOffset: typeOffset, directives: directives))
        } while !(try skip(.braceRight))
        return fields
    }

    /// Checks the syntax of a directive definition's `(arg: T = default @dir ...)`, building
    /// nothing: directive definitions are not kept.
    mutating func skipArgumentDefinitions() throws(SyntaxError) {
        guard try skip(.parenLeft) else { return }
        repeat {
            if token.kind == .string || token.kind == .blockString { try advance() }
            _ = try parseName()
            try expect(.colon)
            _ = try parseTypeReference()
            if try skip(.equals) { _ = try parseValue(isConstant: true) }
            _ = try parseDirectives(isConstant: true)
        } while !(try skip(.parenRight))
    }

    mutating func parseEnumValueDefinition() throws(SyntaxError) -> EnumValueDefinitionNode {
        let description = try parseDescription()
        if token.kind == .name {
            let value = lexer.name(token)
            if value == "true" || value == "false" || value == "null" {
                throw SyntaxError(offset: token.start, message: "Name \"\(value)\" is reserved and cannot be used for an enum value.")
            }
        }
        let name = try parseName()
        let directives = try parseDirectives(isConstant: true)
        return EnumValueDefinitionNode(description: description, name: name, directives: directives)
    }

    /// An input field, or with `keepingDescription: false` a field argument, whose description
    /// is skipped undecoded (left nil).
    mutating func parseInputValueDefinition(keepingDescription: Bool = true) throws(SyntaxError) -> InputValueDefinitionNode {
        var description: String?
        if keepingDescription {
            description = try parseDescription()
        } else if token.kind == .string || token.kind == .blockString {
            try advance()
        }
        let name = try parseName()
        try expect(.colon)
        let typeOffset = token.start
        let type = try parseTypeReference()
        var defaultValue: Value?
        var defaultValueOffset = 0
        if try skip(.equals) {
            defaultValueOffset = token.start
            defaultValue = try parseValue(isConstant: true).value
        }
        let directives = try parseDirectives(isConstant: true)
        return InputValueDefinitionNode(description: description, name: name, type: type, typeOffset: typeOffset, defaultValue: defaultValue, defaultValueOffset: defaultValueOffset, directives: directives)
    }

    mutating func parseDescription() throws(SyntaxError) -> String? {
        guard token.kind == .string || token.kind == .blockString else { return nil }
        let value = lexer.stringValue(token)
        try advance()
        return value
    }
}
