import SharedTypesSupport

/// One token of Swift source text, as far as pruning generated files needs to tell tokens
/// apart. Whitespace is not a token; comments are.
package struct SwiftToken: Sendable {
    package enum Kind: Sendable, Equatable {
        /// A name or keyword, `backticked` ones included.
        case identifier
        /// One byte of punctuation or operator: `{ } ( ) [ ] : , = ; . @ ? ! < > -` and so on.
        case punctuation
        /// A string literal of any form (`"..."`, `"""..."""`, `#"..."#`), a `#/regex/#`
        /// literal, or a number.
        case literal
        /// `#if`, `#else`, `#elseif`, `#endif`, `#available`, ...
        case directive
        /// `//` or `/* */`.
        case comment
        /// `///` or `/** */`.
        case docComment
    }

    package var kind: Kind
    /// Byte offsets: `start..<end`.
    package var start: Int
    package var end: Int
    /// How many `(`, `[` and `{` enclose the token. A bracket has the depth of the code
    /// around it, so a top-level declaration's braces both have depth 0.
    package var depth: Int
    /// The 0-based lines of the token's first and last byte.
    package var line: Int
    package var endLine: Int
    /// Whether only whitespace precedes the token on its line.
    package var startsLine: Bool
    /// For a bracket, the index of the bracket that matches it; otherwise -1.
    package var partner: Int = -1

    package var isComment: Bool { kind == .comment || kind == .docComment }
}

/// Splits Swift source into `SwiftToken`s, tracking comments (nested block comments too),
/// every form of string literal (with interpolations holding more code and strings),
/// `#/regex/#` literals and bracket nesting, so that braces inside strings and comments never
/// count. It is no full Swift lexer: it knows what finding declarations needs, and reports
/// anything it cannot follow (an unterminated literal, unbalanced brackets) as a failure
/// instead of guessing.
///
/// Bare `/regex/` literals are not recognised (they cannot be told from division without
/// parsing expressions); generated code does not use them.
package struct SwiftTokenizer {
    package struct Failure: Error, Sendable {
        package var message: String
        /// Byte offset the problem is reported at.
        package var offset: Int
    }

    /// Interpolations nest at most this deep (`"\("\("...")")"`).
    static let maxInterpolationDepth = 32

    let bytes: [UInt8]
    private var index = 0
    private var line = 0
    private var atLineStart = true
    private var tokens: [SwiftToken] = []
    private var openBrackets: [Int] = [] // token indexes
    private var interpolationDepth = 0
    /// Whether the token being scanned is the first on its line (captured before scanning
    /// it, since a multi-line literal moves to later lines).
    private var tokenStartsLine = true

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of `bytes`, or the first problem that keeps it from being followed safely.
    package static func tokenize(_ bytes: [UInt8]) -> Result<[SwiftToken], Failure> {
        var tokenizer = SwiftTokenizer(bytes: bytes)
        do {
            try tokenizer.scanCode(insideInterpolation: false)
        } catch {
            return .failure(error)
        }
        if let open = tokenizer.openBrackets.last {
            let token = tokenizer.tokens[open]
            return .failure(Failure(message: "'\(Character(Unicode.Scalar(bytes[token.start])))' is never closed", offset: token.start))
        }
        return .success(tokenizer.tokens)
    }

    // MARK: - Code

    /// Scans code until the end of input or, inside an interpolation, until the `)` that
    /// closes it (consumed). Tokens are recorded only outside interpolations.
    private mutating func scanCode(insideInterpolation: Bool) throws(Failure) {
        var localParens = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            tokenStartsLine = atLineStart
            switch byte {
            case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0:
                index += 1
            case ASCII.lineFeed, ASCII.carriageReturn:
                consumeLineBreak()
            case ASCII.slash where peek(1) == ASCII.slash:
                let start = index
                let isDoc = peek(2) == ASCII.slash && peek(3) != ASCII.slash
                while index < count && bytes[index] != ASCII.lineFeed && bytes[index] != ASCII.carriageReturn { index += 1 }
                record(isDoc ? .docComment : .comment, from: start, startLine: line, record: !insideInterpolation)
            case ASCII.slash where peek(1) == ASCII.star:
                let start = index
                let startLine = line
                let isDoc = peek(2) == ASCII.star && peek(3) != ASCII.star && peek(3) != ASCII.slash
                try skipBlockComment()
                record(isDoc ? .docComment : .comment, from: start, startLine: startLine, record: !insideInterpolation)
            case ASCII.quote:
                let start = index
                let startLine = line
                try skipString(hashes: 0)
                record(.literal, from: start, startLine: startLine, record: !insideInterpolation)
            case ASCII.hash:
                let start = index
                let startLine = line
                var hashes = 0
                while index + hashes < count && bytes[index + hashes] == ASCII.hash { hashes += 1 }
                let next = peek(hashes)
                if next == ASCII.quote {
                    index += hashes
                    try skipString(hashes: hashes)
                    record(.literal, from: start, startLine: startLine, record: !insideInterpolation)
                } else if next == ASCII.slash {
                    index += hashes
                    try skipRegex(hashes: hashes, start: start)
                    record(.literal, from: start, startLine: startLine, record: !insideInterpolation)
                } else if hashes == 1, let letter = next, isWordStart(letter) {
                    index += 1
                    while index < count && isWordByte(bytes[index]) { index += 1 }
                    record(.directive, from: start, startLine: startLine, record: !insideInterpolation)
                } else {
                    index += 1
                    record(.punctuation, from: start, startLine: startLine, record: !insideInterpolation)
                }
            case ASCII.backtick:
                let start = index
                index += 1
                while index < count && bytes[index] != ASCII.backtick && bytes[index] != ASCII.lineFeed && bytes[index] != ASCII.carriageReturn { index += 1 }
                guard index < count && bytes[index] == ASCII.backtick else {
                    throw Failure(message: "unterminated `identifier`", offset: start)
                }
                index += 1
                record(.identifier, from: start, startLine: line, record: !insideInterpolation)
            case ASCII.zero...ASCII.nine:
                let start = index
                index += 1
                while index < count {
                    let next = bytes[index]
                    if isWordByte(next) {
                        index += 1
                    } else if next == ASCII.dot, let after = peek(1), after >= ASCII.zero && after <= ASCII.nine {
                        index += 2
                    } else {
                        break
                    }
                }
                record(.literal, from: start, startLine: line, record: !insideInterpolation)
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
                if insideInterpolation {
                    if byte == ASCII.openParen { localParens += 1 }
                    index += 1
                } else {
                    index += 1
                    record(.punctuation, from: index - 1, startLine: line, record: true)
                    openBrackets.append(tokens.count - 1)
                }
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                if insideInterpolation {
                    index += 1
                    if byte == ASCII.closeParen {
                        if localParens == 0 { return }
                        localParens -= 1
                    }
                } else {
                    try closeBracket(byte)
                }
            default:
                let start = index
                if isWordStart(byte) {
                    index += 1
                    while index < count && isWordByte(bytes[index]) { index += 1 }
                    record(.identifier, from: start, startLine: line, record: !insideInterpolation)
                } else {
                    index += 1
                    record(.punctuation, from: start, startLine: line, record: !insideInterpolation)
                }
            }
        }
        if insideInterpolation {
            throw Failure(message: "unterminated string interpolation", offset: max(0, count - 1))
        }
    }

    private mutating func closeBracket(_ byte: UInt8) throws(Failure) {
        let opener: UInt8 = byte == ASCII.closeParen ? ASCII.openParen : byte == ASCII.closeBracket ? ASCII.openBracket : ASCII.openBrace
        guard let open = openBrackets.last else {
            throw Failure(message: "'\(Character(Unicode.Scalar(byte)))' closes nothing", offset: index)
        }
        guard bytes[tokens[open].start] == opener else {
            throw Failure(message: "'\(Character(Unicode.Scalar(byte)))' does not match the '\(Character(Unicode.Scalar(bytes[tokens[open].start])))' it closes", offset: index)
        }
        openBrackets.removeLast()
        index += 1
        record(.punctuation, from: index - 1, startLine: line, record: true)
        tokens[tokens.count - 1].partner = open
        tokens[open].partner = tokens.count - 1
    }

    private mutating func record(_ kind: SwiftToken.Kind, from start: Int, startLine: Int, record: Bool) {
        defer { atLineStart = false }
        guard record else { return }
        tokens.append(SwiftToken(kind: kind, start: start, end: index, depth: openBrackets.count, line: startLine, endLine: line, startsLine: tokenStartsLine))
    }

    // MARK: - Trivia and literals

    private mutating func consumeLineBreak() {
        if bytes[index] == ASCII.carriageReturn && peek(1) == ASCII.lineFeed { index += 1 }
        index += 1
        line += 1
        atLineStart = true
    }

    private mutating func skipBlockComment() throws(Failure) {
        let start = index
        var nesting = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == ASCII.slash && peek(1) == ASCII.star {
                nesting += 1
                index += 2
            } else if byte == ASCII.star && peek(1) == ASCII.slash {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                consumeLineBreak()
            } else {
                index += 1
            }
        }
        throw Failure(message: "unterminated '/*' comment", offset: start)
    }

    /// Skips a string literal; `index` is at its first `"` (after any `#`s).
    private mutating func skipString(hashes: Int) throws(Failure) {
        let start = index - hashes
        let multiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        index += multiline ? 3 : 1
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                guard hashesFollow(index + 1, hashes) else {
                    index += 1 // a plain backslash in a raw string
                    continue
                }
                index += 1 + hashes
                guard index < count else { break }
                if bytes[index] == ASCII.openParen {
                    index += 1
                    interpolationDepth += 1
                    guard interpolationDepth <= SwiftTokenizer.maxInterpolationDepth else {
                        throw Failure(message: "string interpolations nest deeper than \(SwiftTokenizer.maxInterpolationDepth) levels", offset: index)
                    }
                    let savedStartsLine = tokenStartsLine
                    try scanCode(insideInterpolation: true)
                    tokenStartsLine = savedStartsLine
                    interpolationDepth -= 1
                } else if bytes[index] == ASCII.lineFeed || bytes[index] == ASCII.carriageReturn {
                    guard multiline else { break }
                    consumeLineBreak() // a line continuation
                } else {
                    index += 1
                }
                continue
            }
            if byte == ASCII.quote {
                if multiline {
                    if peek(1) == ASCII.quote && peek(2) == ASCII.quote && hashesFollow(index + 3, hashes) {
                        index += 3 + hashes
                        return
                    }
                } else if hashesFollow(index + 1, hashes) {
                    index += 1 + hashes
                    return
                }
                index += 1
                continue
            }
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                guard multiline else { break }
                consumeLineBreak()
                continue
            }
            index += 1
        }
        throw Failure(message: multiline ? "unterminated multi-line string literal" : "unterminated string literal", offset: start)
    }

    /// Skips a `#/regex/#` literal; `index` is at its `/`.
    private mutating func skipRegex(hashes: Int, start: Int) throws(Failure) {
        index += 1
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                index += 2
            } else if byte == ASCII.slash && hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                return
            } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                consumeLineBreak()
            } else {
                index += 1
            }
        }
        throw Failure(message: "unterminated regex literal", offset: start)
    }

    private func hashesFollow(_ position: Int, _ hashes: Int) -> Bool {
        guard position + hashes <= bytes.count else { return false }
        for offset in 0..<hashes where bytes[position + offset] != ASCII.hash { return false }
        return true
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }
}

/// Bytes that start a name; every non-ASCII byte counts, so Unicode names stay whole.
@inline(__always)
private func isWordStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
}

@inline(__always)
private func isWordByte(_ byte: UInt8) -> Bool {
    isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
}

private enum ASCII {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
