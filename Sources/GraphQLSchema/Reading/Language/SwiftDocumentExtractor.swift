import SharedTypesSupport

/// Finds the GraphQL of a Swift file: the text of every `graphql("...")` literal, as
/// Relay.swift's apps write their operations and relay-compiler's Swift plugin finds them.
///
/// A literal counts when it is the single argument, unlabelled, of a call of the plain
/// identifier `graphql` (not `x.graphql(...)`); any string literal form counts (`"..."`,
/// `"""..."""`, raw `#"..."#`). Calls with other arguments, and `graphql(` inside comments or
/// strings, are not looked at. The result is as long as the file: each literal's text in place
/// (see `SwiftLiteralText` for escapes) and every other byte a space, line breaks kept, so that
/// an offset into it is an offset into the Swift file and errors show the Swift line. Each
/// literal is a document of its own (`Parser.Segment`), as relay-compiler reads it.
enum SwiftDocumentExtractor {
    struct Extraction {
        /// As many bytes as the file: the literals' text, spaces elsewhere.
        var bytes: [UInt8]
        /// Where each literal's text is, in file order; a literal with an error is left out.
        var segments: [Parser.Segment]
        /// Invalid UTF-8, a file the tokenizer cannot follow, interpolations and bad escapes.
        var diagnostics: [Diagnostic]
    }

    static func extract(_ file: SourceFile) -> Extraction {
        let source = file.bytes
        var extraction = Extraction(bytes: source.map { $0 == lineFeed || $0 == carriageReturn ? $0 : space }, segments: [], diagnostics: [])
        if let invalid = UTF8Validation.firstInvalidByte(in: source) {
            extraction.diagnostics.append(UTF8Validation.diagnostic(file: file, offset: invalid))
            return extraction
        }
        let tokens: [SwiftToken]
        switch SwiftTokenizer.tokenize(source) {
        case .success(let all):
            tokens = all.filter { !$0.isComment }
        case .failure(let failure):
            extraction.diagnostics.append(.error("Cannot look for graphql literals in this Swift file: \(failure.message).", at: SourceLocation(file: file, offset: failure.offset)))
            return extraction
        }
        for index in tokens.indices where isGraphQLCall(tokens, at: index, in: source) {
            let token = tokens[index + 2]
            guard let literal = SwiftLiteralText(source: source, start: token.start, end: token.end) else { continue }
            do {
                try literal.write(into: &extraction.bytes)
                extraction.segments.append(Parser.Segment(range: literal.content, indentation: literal.indentation))
            } catch {
                // Blank again what was written (a line continuation blanked its line break).
                for position in literal.content {
                    extraction.bytes[position] = source[position] == lineFeed || source[position] == carriageReturn ? source[position] : space
                }
                extraction.diagnostics.append(.error(error.message, at: SourceLocation(file: file, offset: error.offset)))
            }
        }
        return extraction
    }

    /// Whether `tokens[index]` starts `graphql(LITERAL)` (comments are not in `tokens`).
    private static func isGraphQLCall(_ tokens: [SwiftToken], at index: Int, in source: [UInt8]) -> Bool {
        guard tokens[index].kind == .identifier, index + 3 < tokens.count,
              source[tokens[index].start..<tokens[index].end].elementsEqual(name) else { return false }
        if index > 0, tokens[index - 1].kind == .punctuation, source[tokens[index - 1].start] == UInt8(ascii: ".") { return false }
        return isPunctuation(tokens[index + 1], "(", in: source) && tokens[index + 2].kind == .literal
            && isPunctuation(tokens[index + 3], ")", in: source)
    }

    private static func isPunctuation(_ token: SwiftToken, _ character: Unicode.Scalar, in source: [UInt8]) -> Bool {
        token.kind == .punctuation && token.end == token.start + 1 && source[token.start] == UInt8(ascii: character)
    }

    private static let name = Array("graphql".utf8)
    private static let space = UInt8(ascii: " ")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
