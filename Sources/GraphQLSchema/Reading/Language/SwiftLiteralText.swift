import SharedTypesSupport

/// The text of one Swift string literal (`"..."`, `"""..."""`, or either raw with `#`s), laid
/// out at the literal's own offsets, so that an offset into the GraphQL it holds is an offset
/// into the Swift file.
///
/// Plain bytes stay as they are, line breaks included. An escape sequence is longer than the
/// character it stands for, so it becomes that character and spaces filling the rest of its
/// length. The spaces go where the GraphQL around it ignores them whenever it can:
/// - outside GraphQL strings and comments, before the character (`\"` opening a string
///   becomes ` "`, `\t` becomes ` ⇥`);
/// - after a character that closes a string or a comment (`\"` closing a string becomes `" `,
///   `\n` ending a comment becomes `⏎ `);
/// - inside a GraphQL string, a backslash goes last and the character it escapes first, so
///   that the GraphQL escape stays whole (Swift `\\\"` becomes ` \" `), and so does the first
///   quote of a block string's closing `"""`; any other character goes first, and the string
///   holds a space more (string values decide no type that documents use).
///
/// `\t`, `\n`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{...}` stand for their character (a GraphQL
/// string broken by `\n` is an error, as it is for relay-compiler). A line continuation (`\`
/// ending a line of a multi-line literal) stands for nothing: it becomes spaces, its line break
/// too, since relay-compiler reads one line there. A string interpolation `\(...)` and an
/// escape Swift does not know are errors at their backslash, as relay-compiler reads only the
/// literal's text. In raw literals (`#"..."#`) escapes take the `#`s (`\#n`, `\#(`) and a lone
/// `\` is itself. Known limit: a `"""` written with its middle quote escaped (`"\""`) cannot
/// stay in one piece and reads as two strings.
struct SwiftLiteralText {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let source: [UInt8]
    /// The `#`s around the literal (0 for a plain one): escapes are `\#n`, `\#(`.
    let hashes: Int
    let isMultiline: Bool
    /// The bytes between the delimiters.
    let content: Range<Int>

    /// The literal that the token `start..<end` of `source` is, or nil when it is not a string
    /// literal (a number, a `#/regex/#`).
    init?(source: [UInt8], start: Int, end: Int) {
        var hashes = 0
        while start + hashes < end && source[start + hashes] == Byte.hash { hashes += 1 }
        let quote = start + hashes
        guard quote < end, source[quote] == Byte.quote else { return nil }
        let isMultiline = quote + 2 < end && source[quote + 1] == Byte.quote && source[quote + 2] == Byte.quote
        let delimiter = isMultiline ? 3 : 1
        let contentStart = quote + delimiter
        let contentEnd = end - hashes - delimiter
        guard contentStart <= contentEnd else { return nil }
        self.source = source
        self.hashes = hashes
        self.isMultiline = isMultiline
        content = contentStart..<contentEnd
    }

    /// The spaces and tabs before the closing `"""` on its line: what Swift removes from
    /// every line. 0 for a single-line literal, or when the delimiter does not start its line.
    var indentation: Int {
        guard isMultiline else { return 0 }
        var index = content.upperBound
        while index > content.lowerBound && (source[index - 1] == Byte.space || source[index - 1] == Byte.tab) { index -= 1 }
        guard index > content.lowerBound, source[index - 1] == Byte.lineFeed || source[index - 1] == Byte.carriageReturn else { return 0 }
        return content.upperBound - index
    }

    /// Writes the text into `output[content]` (`output` is as long as `source`); on failure
    /// it may have written part of it.
    func write(into output: inout [UInt8]) throws(Failure) {
        var mode = GraphQLMode()
        var index = content.lowerBound
        while index < content.upperBound {
            let byte = source[index]
            guard byte == Byte.backslash && hashesFollow(index + 1) else {
                output[index] = byte
                if mode.state == .stringEscape || Byte.isSignificant(byte) {
                    mode.pass(byte, lookahead: { count in quotesFollow(index + 1, count: count) })
                }
                index += 1
                continue
            }
            let escape = try decodeEscape(at: index)
            var encoded: [UInt8] = []
            if let scalar = escape.scalar { UTF8.encode(scalar) { encoded.append($0) } }
            let first: UInt8? = encoded.count == 1 ? encoded[0] : nil
            let lookahead = { (count: Int) in quotesFollow(escape.end, count: count) }
            let atEnd = !encoded.isEmpty && mode.placesEscapeLast(first, lookahead: lookahead)
            let textStart = atEnd ? escape.end - encoded.count : index
            for position in index..<escape.end { output[position] = Byte.space }
            for (offset, value) in encoded.enumerated() { output[textStart + offset] = value }
            if !encoded.isEmpty { mode.pass(first ?? Byte.other, lookahead: lookahead) }
            index = escape.end
        }
    }

    // MARK: Escapes

    private struct Escape {
        /// What it stands for; nil for a line continuation.
        var scalar: Unicode.Scalar?
        var end: Int
    }

    /// The escape whose backslash is at `index` (its `#`s follow).
    private func decodeEscape(at index: Int) throws(Failure) -> Escape {
        let letter = index + 1 + hashes
        guard letter < content.upperBound else { throw invalid(at: index, end: letter) }
        switch source[letter] {
        case UInt8(ascii: "("):
            throw Failure(message: "A graphql literal cannot hold a string interpolation: relay-compiler reads the literal's text as written.", offset: index)
        case UInt8(ascii: "n"): return Escape(scalar: "\n", end: letter + 1)
        case UInt8(ascii: "t"): return Escape(scalar: "\t", end: letter + 1)
        case UInt8(ascii: "r"): return Escape(scalar: "\r", end: letter + 1)
        case UInt8(ascii: "0"): return Escape(scalar: "\0", end: letter + 1)
        case Byte.backslash: return Escape(scalar: "\\", end: letter + 1)
        case Byte.quote: return Escape(scalar: "\"", end: letter + 1)
        case UInt8(ascii: "'"): return Escape(scalar: "'", end: letter + 1)
        case UInt8(ascii: "u"):
            return try decodeUnicodeEscape(at: index, letter: letter)
        case Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn:
            guard isMultiline else { throw invalid(at: index, end: letter + 1) }
            var cursor = letter
            while cursor < content.upperBound && (source[cursor] == Byte.space || source[cursor] == Byte.tab) { cursor += 1 }
            guard cursor < content.upperBound, source[cursor] == Byte.lineFeed || source[cursor] == Byte.carriageReturn else {
                throw invalid(at: index, end: letter + 1)
            }
            if source[cursor] == Byte.carriageReturn && cursor + 1 < content.upperBound && source[cursor + 1] == Byte.lineFeed { cursor += 1 }
            return Escape(scalar: nil, end: cursor + 1)
        default:
            throw invalid(at: index, end: letter + 1)
        }
    }

    /// `\u{1F600}`: one to eight hexadecimal digits naming a Unicode scalar.
    private func decodeUnicodeEscape(at index: Int, letter: Int) throws(Failure) -> Escape {
        var cursor = letter + 1
        guard cursor < content.upperBound, source[cursor] == UInt8(ascii: "{") else { throw invalid(at: index, end: cursor) }
        cursor += 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < content.upperBound, digits < 8, let digit = Lexer.hexValue(source[cursor]) {
            value = value << 4 | UInt32(digit)
            digits += 1
            cursor += 1
        }
        guard digits > 0, cursor < content.upperBound, source[cursor] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            throw invalid(at: index, end: min(cursor + 1, content.upperBound))
        }
        return Escape(scalar: scalar, end: cursor + 1)
    }

    private func invalid(at index: Int, end: Int) -> Failure {
        // Quote the sequence whole: up to the end of a character, never past the line.
        var stop = min(max(end, index + 1), content.upperBound)
        while stop < content.upperBound && source[stop] & 0xC0 == 0x80 { stop += 1 }
        if let lineBreak = source[index..<stop].firstIndex(where: { $0 == Byte.lineFeed || $0 == Byte.carriageReturn }) { stop = lineBreak }
        let text = String(decoding: source[index..<stop], as: UTF8.self)
        return Failure(message: "Invalid escape sequence \"\(text)\" in a Swift string literal.", offset: index)
    }

    private func hashesFollow(_ position: Int) -> Bool {
        guard position + hashes <= content.upperBound else { return false }
        for offset in 0..<hashes where source[position + offset] != Byte.hash { return false }
        return true
    }

    /// Whether the next `count` characters from `position` are quotes (plain or escaped).
    private func quotesFollow(_ position: Int, count: Int) -> Bool {
        var cursor = position
        for _ in 0..<count {
            guard cursor < content.upperBound else { return false }
            if source[cursor] == Byte.quote {
                cursor += 1
            } else if source[cursor] == Byte.backslash, hashesFollow(cursor + 1), cursor + 1 + hashes < content.upperBound,
                      source[cursor + 1 + hashes] == Byte.quote {
                cursor += 2 + hashes
            } else {
                return false
            }
        }
        return true
    }
}

/// Where a character stands in the GraphQL text, as far as placing an escape's padding needs:
/// in code, in a string (just after its backslash, or not), in a block string, in a comment.
private struct GraphQLMode {
    enum State {
        case code, string, stringEscape, blockString, comment
    }

    var state = State.code
    /// Quotes still to come of a `"""` (or an escaped `\"""`) already seen whole.
    var quotesToPass = 0

    /// Whether an escape standing for `character` (nil when it is not one ASCII byte) goes
    /// after its padding, to touch what follows, rather than before it. `lookahead(n)` says
    /// whether n quotes follow it.
    func placesEscapeLast(_ character: UInt8?, lookahead: (Int) -> Bool) -> Bool {
        if quotesToPass > 0 { return false }
        switch state {
        case .code: return true
        case .string: return character == Byte.backslash
        case .stringEscape, .comment: return false
        case .blockString:
            return (character == Byte.quote && lookahead(2)) || (character == Byte.backslash && lookahead(3))
        }
    }

    /// Moves past `character` (`Byte.other` for anything that is not ASCII).
    mutating func pass(_ character: UInt8, lookahead: (Int) -> Bool) {
        if quotesToPass > 0 {
            quotesToPass -= 1
            return
        }
        switch state {
        case .code:
            if character == UInt8(ascii: "#") {
                state = .comment
            } else if character == Byte.quote {
                if lookahead(2) {
                    state = .blockString
                    quotesToPass = 2
                } else {
                    state = .string
                }
            }
        case .string:
            if character == Byte.backslash {
                state = .stringEscape
            } else if character == Byte.quote || character == Byte.lineFeed || character == Byte.carriageReturn {
                state = .code
            }
        case .stringEscape:
            state = .string
        case .blockString:
            if character == Byte.backslash && lookahead(3) {
                quotesToPass = 3
            } else if character == Byte.quote && lookahead(2) {
                state = .code
                quotesToPass = 2
            }
        case .comment:
            if character == Byte.lineFeed || character == Byte.carriageReturn { state = .code }
        }
    }
}

private enum Byte {
    static let hash = UInt8(ascii: "#")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    /// Stands for any character the modes do not look at.
    static let other = UInt8(0x80)

    /// The bytes that change the mode (any byte does right after a string's backslash).
    static func isSignificant(_ byte: UInt8) -> Bool {
        byte == quote || byte == backslash || byte == hash || byte == lineFeed || byte == carriageReturn
    }
}
