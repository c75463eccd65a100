/// The type-system definitions: schema, directive and type definitions and extensions.
extension Parser {
    // MARK: Schema and directive definitions (syntax only)

    mutating func parseSchemaDefinition(isExtension: Bool) throws(SyntaxError) {
        try expectKeyword("schema")
        let directives = try parseDirectives(isConstant: true)
        if isExtension && token.kind != .braceLeft {
            if directives.isEmpty { throw unexpected() }
            return
        }
        try expect(.braceLeft)
        repeat {
            guard token.kind == .name, ["query", "mutation", "subscription"].contains(lexer.name(token)) else {
                throw unexpected()
            }
            try advance()
            try expect(.colon)
            _ = try parseName()
        } while !(try skip(.braceRight))
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
            let hasFields = try parseFieldDefinitions()
            if isExtension && interfaces == 0 && directives.isEmpty && !hasFields { throw unexpected() }
            node = TypeDefinitionNode(kind: keyword == "type" ? .object : .interface, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
        case "union":
            let directives = try parseDirectives(isConstant: true)
            var hasMembers = false
            if try skip(.equals) {
                hasMembers = true
                _ = try skip(.pipe)
                repeat { _ = try parseName() } while try skip(.pipe)
            }
            if isExtension && directives.isEmpty && !hasMembers { throw unexpected() }
            node = TypeDefinitionNode(kind: .union, isExtension: isExtension, offset: start, name: name, description: description, directives: directives)
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

    /// `implements A & B`; returns how many interfaces were named.
    mutating func parseImplementsInterfaces() throws(SyntaxError) -> Int {
        guard try skipKeyword("implements") else { return 0 }
        _ = try skip(.ampersand)
        var count = 0
        repeat {
            _ = try parseName()
            count += 1
        } while try skip(.ampersand)
        return count
    }

    /// `{ field(arg: T): T @dir ... }` of an object or interface; returns whether a body was present.
    mutating func parseFieldDefinitions() throws(SyntaxError) -> Bool {
        guard try skip(.braceLeft) else { return false }
        repeat {
            if token.kind == .string || token.kind == .blockString { try advance() }
            _ = try parseName()
            try skipArgumentDefinitions()
            try expect(.colon)
            _ = try parseTypeReference()
            _ = try parseDirectives(isConstant: true)
        } while !(try skip(.braceRight))
        return true
    }

    /// Checks the syntax of `(arg: T = default @dir ...)`, building nothing: the generator
    /// needs no field or directive arguments, and most of a real schema's text is object
    /// fields with arguments and their descriptions.
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

    mutating func parseInputValueDefinition() throws(SyntaxError) -> InputValueDefinitionNode {
        let description = try parseDescription()
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
