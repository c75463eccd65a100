/// A recursive-descent parser for the type-system part of GraphQL (October 2021 edition),
/// with graphql-js's error messages.
///
/// After a syntax error it skips to the next definition keyword at the start of a line
/// and carries on, so one run reports the errors of several definitions.
struct Parser {
    /// Deepest nesting of list types and list or object values accepted; real schemas nest
    /// a handful of levels, and the limit keeps hostile input from exhausting the stack.
    static let maxNestingDepth = 64

    private var lexer: Lexer
    private var token: Token
    private var depth = 0
    private(set) var errors: [SyntaxError] = []

    private init(bytes: [UInt8]) {
        lexer = Lexer(bytes: bytes)
        token = Token(kind: .startOfFile, start: 0, end: 0)
    }

    /// Parses a whole SDL file. Invalid UTF-8 is reported before parsing starts.
    static func parse(_ file: SourceFile) -> (document: SchemaDocument, diagnostics: [Diagnostic]) {
        if let invalid = UTF8Validation.firstInvalidByte(in: file.bytes) {
            return (SchemaDocument(file: file, types: []), [UTF8Validation.diagnostic(file: file, offset: invalid)])
        }
        var parser = Parser(bytes: file.bytes)
        let types = parser.parseDocument()
        let diagnostics = parser.errors.map { Diagnostic.error($0.message, at: SourceLocation(file: file, offset: $0.offset)) }
        return (SchemaDocument(file: file, types: types), diagnostics)
    }

    /// Parses a single constant value literal filling `bytes` (a default value from an
    /// introspection result). Errors carry offsets into `bytes`.
    static func parseConstantValue(_ bytes: [UInt8]) -> Result<Value, SyntaxError> {
        var parser = Parser(bytes: bytes)
        do {
            try parser.advance()
            let value = try parser.parseValue(isConstant: true)
            try parser.expect(.endOfFile)
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Document

    private mutating func parseDocument() -> [TypeDefinitionNode] {
        var types: [TypeDefinitionNode] = []
        do {
            try advance()
            if token.kind == .endOfFile {
                errors.append(SyntaxError(offset: token.start, message: "Unexpected <EOF>: the file has no definitions."))
            }
        } catch {
            errors.append(error)
            recover()
        }
        while token.kind != .endOfFile {
            do {
                if let definition = try parseDefinition() { types.append(definition) }
            } catch {
                errors.append(error)
                recover()
            }
        }
        return types
    }

    /// Skips tokens until one that can start a definition at the beginning of a line.
    private mutating func recover() {
        while true {
            do {
                try advance()
            } catch {
                // Keep skipping: past the bad character and on.
                lexer = lexer.skipping(to: error.offset + 1)
                continue
            }
            if token.kind == .endOfFile { return }
            if startsLine(token) && (token.kind == .string || token.kind == .blockString
                || (token.kind == .name && Parser.definitionKeywords.contains(lexer.name(token)))) {
                return
            }
        }
    }

    private static let definitionKeywords: Set<String> = [
        "schema", "scalar", "type", "interface", "union", "enum", "input", "directive", "extend",
        "query", "mutation", "subscription", "fragment",
    ]

    private func startsLine(_ token: Token) -> Bool {
        token.start == 0 || lexer.bytes[token.start - 1] == UInt8(ascii: "\n") || lexer.bytes[token.start - 1] == UInt8(ascii: "\r")
    }

    private mutating func parseDefinition() throws(SyntaxError) -> TypeDefinitionNode? {
        let start = token.start
        // Decoded only for the kinds the model keeps (most descriptions in large schemas are
        // on object types).
        var descriptionToken: Token?
        if token.kind == .string || token.kind == .blockString {
            descriptionToken = token
            try advance()
        }
        if token.kind == .braceLeft {
            throw SyntaxError(offset: token.start, message: "Operations are not allowed in a schema file: found an anonymous query (\"{\"). Pass only type definitions (SDL) or an introspection result.")
        }
        guard token.kind == .name else { throw unexpected() }
        let keyword = lexer.name(token)
        switch keyword {
        case "schema":
            try parseSchemaDefinition(isExtension: false)
            return nil
        case "scalar", "type", "interface", "union", "enum", "input":
            let kept = keyword == "scalar" || keyword == "enum" || keyword == "input"
            let description = kept ? descriptionToken.map { lexer.stringValue($0) } : nil
            return try parseTypeDefinition(keyword: keyword, description: description, start: start, isExtension: false)
        case "directive":
            try parseDirectiveDefinition()
            return nil
        default:
            break
        }
        if descriptionToken != nil {
            throw SyntaxError(offset: token.start, message: "Unexpected description, descriptions are supported only on type definitions.")
        }
        switch keyword {
        case "extend":
            try advance()
            guard token.kind == .name else { throw unexpected() }
            let extended = lexer.name(token)
            switch extended {
            case "schema":
                try parseSchemaDefinition(isExtension: true)
                return nil
            case "scalar", "type", "interface", "union", "enum", "input":
                return try parseTypeDefinition(keyword: extended, description: nil, start: start, isExtension: true)
            default:
                throw unexpected()
            }
        case "query", "mutation", "subscription", "fragment":
            throw SyntaxError(offset: token.start, message: "Operations are not allowed in a schema file: found a \"\(keyword)\" definition. Pass only type definitions (SDL) or an introspection result.")
        default:
            throw unexpected()
        }
    }

    // MARK: Schema and directive definitions (syntax only)

    private mutating func parseSchemaDefinition(isExtension: Bool) throws(SyntaxError) {
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

    private mutating func parseDirectiveDefinition() throws(SyntaxError) {
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

    private static let directiveLocations: Set<String> = [
        "QUERY", "MUTATION", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION", "FRAGMENT_SPREAD",
        "INLINE_FRAGMENT", "VARIABLE_DEFINITION", "SCHEMA", "SCALAR", "OBJECT", "FIELD_DEFINITION",
        "ARGUMENT_DEFINITION", "INTERFACE", "UNION", "ENUM", "ENUM_VALUE", "INPUT_OBJECT",
        "INPUT_FIELD_DEFINITION",
    ]

    // MARK: Type definitions

    private mutating func parseTypeDefinition(keyword: String, description: String?, start: Int, isExtension: Bool) throws(SyntaxError) -> TypeDefinitionNode {
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
    private mutating func parseImplementsInterfaces() throws(SyntaxError) -> Int {
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
    private mutating func parseFieldDefinitions() throws(SyntaxError) -> Bool {
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
    private mutating func skipArgumentDefinitions() throws(SyntaxError) {
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

    private mutating func parseEnumValueDefinition() throws(SyntaxError) -> EnumValueDefinitionNode {
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

    private mutating func parseInputValueDefinition() throws(SyntaxError) -> InputValueDefinitionNode {
        let description = try parseDescription()
        let name = try parseName()
        try expect(.colon)
        let typeOffset = token.start
        let type = try parseTypeReference()
        var defaultValue: Value?
        var defaultValueOffset = 0
        if try skip(.equals) {
            defaultValueOffset = token.start
            defaultValue = try parseValue(isConstant: true)
        }
        let directives = try parseDirectives(isConstant: true)
        return InputValueDefinitionNode(description: description, name: name, type: type, typeOffset: typeOffset, defaultValue: defaultValue, defaultValueOffset: defaultValueOffset, directives: directives)
    }

    private mutating func parseDescription() throws(SyntaxError) -> String? {
        guard token.kind == .string || token.kind == .blockString else { return nil }
        let value = lexer.stringValue(token)
        try advance()
        return value
    }

    // MARK: Types

    private mutating func parseTypeReference() throws(SyntaxError) -> TypeReference {
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

    private mutating func parseDirectives(isConstant: Bool) throws(SyntaxError) -> [DirectiveNode] {
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

    private mutating func parseValue(isConstant: Bool) throws(SyntaxError) -> Value {
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

    private mutating func enterNesting() throws(SyntaxError) {
        depth += 1
        if depth > Parser.maxNestingDepth {
            throw SyntaxError(offset: token.start, message: "Nesting is deeper than the limit of \(Parser.maxNestingDepth) levels.")
        }
    }

    // MARK: Tokens

    private mutating func advance() throws(SyntaxError) {
        token = try lexer.next()
    }

    private mutating func parseName() throws(SyntaxError) -> NameNode {
        guard token.kind == .name else {
            throw SyntaxError(offset: token.start, message: "Expected Name, found \(describe(token)).")
        }
        let node = NameNode(value: lexer.name(token), offset: token.start)
        try advance()
        return node
    }

    private mutating func expect(_ kind: TokenKind) throws(SyntaxError) {
        guard token.kind == kind else {
            throw SyntaxError(offset: token.start, message: "Expected \(kind.displayName), found \(describe(token)).")
        }
        try advance()
    }

    private mutating func skip(_ kind: TokenKind) throws(SyntaxError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    private mutating func expectKeyword(_ keyword: String) throws(SyntaxError) {
        guard try skipKeyword(keyword) else {
            throw SyntaxError(offset: token.start, message: "Expected \"\(keyword)\", found \(describe(token)).")
        }
    }

    private mutating func skipKeyword(_ keyword: String) throws(SyntaxError) -> Bool {
        guard token.kind == .name, lexer.name(token) == keyword else { return false }
        try advance()
        return true
    }

    private func unexpected() -> SyntaxError {
        SyntaxError(offset: token.start, message: "Unexpected \(describe(token)).")
    }

    /// graphql-js's spelling of a token in messages: `"}"`, `Name "foo"`, `<EOF>`.
    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .name, .int, .float:
            return "\(token.kind.rawValue) \"\(lexer.text(token))\""
        case .string, .blockString:
            return "\(token.kind.rawValue) \"\(lexer.stringValue(token))\""
        default:
            return token.kind.displayName
        }
    }
}

extension Lexer {
    /// A lexer that resumes scanning at `offset` (used to skip past a bad character).
    func skipping(to offset: Int) -> Lexer {
        var copy = self
        copy.reposition(min(offset, bytes.count))
        return copy
    }
}
