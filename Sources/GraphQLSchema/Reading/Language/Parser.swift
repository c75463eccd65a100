import SharedTypesSupport

/// A recursive-descent parser for GraphQL (October 2021 edition): type-system documents (SDL)
/// and executable documents (operations and fragments, with client schema extensions among
/// them), with graphql-js's error messages.
///
/// After a syntax error it skips to the next definition keyword at the start of a line
/// and carries on, so one run reports the errors of several definitions.
struct Parser {
    /// Deepest nesting of list types, list or object values and selection sets accepted; real
    /// documents nest a handful of levels, and the limit keeps hostile input from exhausting
    /// the stack (the parser recurses once per level).
    static let maxNestingDepth = 64

    var lexer: Lexer
    var token: Token
    var depth = 0
    var errors: [SyntaxError] = []
    /// How far a definition keyword may be indented and still start a line, where recovery
    /// resumes: 0 in a file, the indentation of a multi-line Swift literal's lines in one
    /// (Swift removes it from the literal's text; see `SwiftLiteralText`).
    var lineIndentation = 0
    /// The `schema` definitions and extensions read so far (see `parseSchemaDefinition`).
    var schemaDefinitions: [SchemaDefinitionNode] = []

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
        return (SchemaDocument(file: file, types: types, schemaDefinitions: parser.schemaDefinitions), parser.diagnostics(in: file))
    }

    /// One part of the bytes read as a document of its own: the text of one
    /// `graphql("""...""")` literal of a Swift file.
    struct Segment {
        var range: Range<Int>
        /// How far the literal's lines are indented (see `lineIndentation`).
        var indentation: Int
    }

    /// Parses an executable document: operations, fragments, and type-system definitions and
    /// extensions among them (which go to `typeDefinitions`).
    ///
    /// `bytes`, when given, are read instead of `file.bytes`; they must be as long, since
    /// offsets into them are reported as offsets into `file` (a Swift file's bytes with all
    /// but its graphql literals' text blanked, see `SwiftDocumentExtractor`). `segments`, when
    /// given, are the parts read, each a document of its own (one per literal; an empty one
    /// is an error); without them the whole input is one document. Invalid UTF-8 is reported
    /// before parsing starts.
    static func parseExecutable(_ file: SourceFile, bytes: [UInt8]? = nil, segments: [Segment]? = nil) -> (document: ExecutableDocument, diagnostics: [Diagnostic]) {
        let source = bytes ?? file.bytes
        var document = ExecutableDocument(file: file, definitions: [], typeDefinitions: [])
        if let invalid = UTF8Validation.firstInvalidByte(in: source) {
            return (document, [UTF8Validation.diagnostic(file: file, offset: invalid)])
        }
        var parser = Parser(bytes: source)
        let empty = segments == nil ? Parser.emptyFileMessage : "Unexpected <EOF>: the graphql literal has no definitions."
        for segment in segments ?? [Segment(range: 0..<source.count, indentation: 0)] {
            if segments != nil { parser.lexer.restrict(to: segment.range) }
            parser.lineIndentation = segment.indentation
            parser.parseDefinitions(emptyMessage: empty) { (parser: inout Parser) throws(SyntaxError) in
                try parser.parseExecutableDefinition(into: &document)
            }
        }
        return (document, parser.diagnostics(in: file))
    }

    /// Parses a single constant value literal filling `bytes` (a default value from an
    /// introspection result). Errors carry offsets into `bytes`.
    static func parseConstantValue(_ bytes: [UInt8]) -> Result<Value, SyntaxError> {
        var parser = Parser(bytes: bytes)
        do {
            try parser.advance()
            let value = try parser.parseValue(isConstant: true)
            try parser.expect(.endOfFile)
            return .success(value.value)
        } catch {
            return .failure(error)
        }
    }

    func diagnostics(in file: SourceFile) -> [Diagnostic] {
        errors.map { Diagnostic.error($0.message, at: SourceLocation(file: file, offset: $0.offset)) }
    }

    static let emptyFileMessage = "Unexpected <EOF>: the file has no definitions."

    // MARK: Document

    mutating func parseDocument() -> [TypeDefinitionNode] {
        var types: [TypeDefinitionNode] = []
        parseDefinitions(emptyMessage: Parser.emptyFileMessage) { (parser: inout Parser) throws(SyntaxError) in
            if let definition = try parser.parseDefinition() { types.append(definition) }
        }
        return types
    }

    /// Reads definitions with `parseOne` up to the end of input, recovering after each error;
    /// input with no definition at all is the error `emptyMessage`.
    mutating func parseDefinitions(emptyMessage: String, _ parseOne: (inout Parser) throws(SyntaxError) -> Void) {
        do {
            try advance()
            if token.kind == .endOfFile {
                errors.append(SyntaxError(offset: token.start, message: emptyMessage))
            }
        } catch {
            errors.append(error)
            recover()
        }
        while token.kind != .endOfFile {
            // A definition abandoned halfway leaves its nesting counted.
            depth = 0
            do {
                try parseOne(&self)
            } catch {
                errors.append(error)
                recover()
            }
        }
    }

    /// Skips tokens until one that can start a definition at the beginning of a line.
    mutating func recover() {
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

    static let definitionKeywords: Set<String> = [
        "schema", "scalar", "type", "interface", "union", "enum", "input", "directive", "extend",
        "query", "mutation", "subscription", "fragment",
    ]

    /// Whether only a line break (or the start of input) and at most `lineIndentation` spaces
    /// or tabs precede `token`.
    func startsLine(_ token: Token) -> Bool {
        let bytes = lexer.bytes
        var index = token.start
        let lowest = max(0, token.start - lineIndentation)
        while index > lowest && (bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")) {
            index -= 1
        }
        return index == 0 || bytes[index - 1] == UInt8(ascii: "\n") || bytes[index - 1] == UInt8(ascii: "\r")
    }

    mutating func parseDefinition() throws(SyntaxError) -> TypeDefinitionNode? {
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

    // MARK: Tokens

    mutating func advance() throws(SyntaxError) {
        token = try lexer.next()
    }

    mutating func parseName() throws(SyntaxError) -> NameNode {
        guard token.kind == .name else {
            throw SyntaxError(offset: token.start, message: "Expected Name, found \(describe(token)).")
        }
        let node = NameNode(value: lexer.name(token), offset: token.start)
        try advance()
        return node
    }

    mutating func expect(_ kind: TokenKind) throws(SyntaxError) {
        guard token.kind == kind else {
            throw SyntaxError(offset: token.start, message: "Expected \(kind.displayName), found \(describe(token)).")
        }
        try advance()
    }

    mutating func skip(_ kind: TokenKind) throws(SyntaxError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    mutating func expectKeyword(_ keyword: String) throws(SyntaxError) {
        guard try skipKeyword(keyword) else {
            throw SyntaxError(offset: token.start, message: "Expected \"\(keyword)\", found \(describe(token)).")
        }
    }

    mutating func skipKeyword(_ keyword: String) throws(SyntaxError) -> Bool {
        guard token.kind == .name, lexer.name(token) == keyword else { return false }
        try advance()
        return true
    }

    func unexpected() -> SyntaxError {
        SyntaxError(offset: token.start, message: "Unexpected \(describe(token)).")
    }

    /// graphql-js's spelling of a token in messages: `"}"`, `Name "foo"`, `<EOF>`.
    func describe(_ token: Token) -> String {
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
        copy.reposition(min(offset, limit))
        return copy
    }
}