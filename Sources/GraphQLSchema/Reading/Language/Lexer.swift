/// Splits GraphQL source text into tokens, working directly on UTF-8 bytes.
///
/// The buffer must be valid UTF-8 (checked once by `UTF8Validation` before lexing).
/// Whitespace, line terminators, commas, comments and a leading byte-order mark are
/// insignificant and skipped.
///
/// It reads `bytes` up to `limit`, which is their end unless `restrict(to:)` narrows the
/// input to one part of them (one `graphql("...")` literal of a Swift file): offsets stay
/// offsets into the whole of `bytes`, and the end of the part is the end of input.
struct Lexer {
    let bytes: [UInt8]
    private(set) var position: Int
    /// Where input ends: no token reaches past it.
    private(set) var limit: Int

    mutating func reposition(_ offset: Int) {
        position = offset
    }

    /// Reads only `range` of `bytes` from now on, from its start (clamped to the bytes).
    mutating func restrict(to range: Range<Int>) {
        limit = min(range.upperBound, bytes.count)
        position = min(range.lowerBound, limit)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        limit = bytes.count
        // U+FEFF encoded as UTF-8.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
        } else {
            position = 0
        }
    }

    /// Reads the next significant token.
    mutating func next() throws(SyntaxError) -> Token {
        skipIgnored()
        let count = limit
        let start = position
        guard start < count else { return Token(kind: .endOfFile, start: count, end: count) }
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "!"): return punctuator(.bang)
        case UInt8(ascii: "$"): return punctuator(.dollar)
        case UInt8(ascii: "&"): return punctuator(.ampersand)
        case UInt8(ascii: "("): return punctuator(.parenLeft)
        case UInt8(ascii: ")"): return punctuator(.parenRight)
        case UInt8(ascii: ":"): return punctuator(.colon)
        case UInt8(ascii: "="): return punctuator(.equals)
        case UInt8(ascii: "@"): return punctuator(.at)
        case UInt8(ascii: "["): return punctuator(.bracketLeft)
        case UInt8(ascii: "]"): return punctuator(.bracketRight)
        case UInt8(ascii: "{"): return punctuator(.braceLeft)
        case UInt8(ascii: "|"): return punctuator(.pipe)
        case UInt8(ascii: "}"): return punctuator(.braceRight)
        case UInt8(ascii: "."):
            if start + 2 < count && bytes[start + 1] == UInt8(ascii: ".") && bytes[start + 2] == UInt8(ascii: ".") {
                position = start + 3
                return Token(kind: .spread, start: start, end: start + 3)
            }
        case UInt8(ascii: "\""):
            if start + 2 < count && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"") {
                return try readBlockString(start: start)
            }
            return try readString(start: start)
        default:
            if Lexer.isNameStart(byte) { return readName(start: start) }
            if Lexer.isDigit(byte) || byte == UInt8(ascii: "-") { return try readNumber(start: start) }
        }
        if byte == UInt8(ascii: "'") {
            throw SyntaxError(offset: start, message: "Unexpected single quote character ('), did you mean to use a double quote (\")?")
        }
        throw SyntaxError(offset: start, message: "Unexpected character: \(describeCharacter(at: start)).")
    }

    private mutating func punctuator(_ kind: TokenKind) -> Token {
        let start = position
        position += 1
        return Token(kind: kind, start: start, end: start + 1)
    }

    private mutating func skipIgnored() {
        let count = limit
        while position < count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "#"):
                position += 1
                while position < count && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") {
                    position += 1
                }
            case 0xEF where position + 2 < count && bytes[position + 1] == 0xBB && bytes[position + 2] == 0xBF:
                position += 3 // a byte-order mark is ignored wherever it appears
            default:
                return
            }
        }
    }

    // MARK: Names

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func readName(start: Int) -> Token {
        var end = start + 1
        while end < limit && Lexer.isNameContinue(bytes[end]) { end += 1 }
        position = end
        return Token(kind: .name, start: start, end: end)
    }

    // MARK: Numbers

    private mutating func readNumber(start: Int) throws(SyntaxError) -> Token {
        var index = start
        var isFloat = false
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < limit && bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < limit && Lexer.isDigit(bytes[index]) {
                throw SyntaxError(offset: index, message: "Invalid number, unexpected digit after 0: \(describeCharacter(at: index)).")
            }
        } else {
            index = try readDigits(from: index)
        }
        if index < limit && bytes[index] == UInt8(ascii: ".") {
            isFloat = true
            index = try readDigits(from: index + 1)
        }
        if index < limit && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isFloat = true
            index += 1
            if index < limit && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            index = try readDigits(from: index)
        }
        // A number may not run straight into a name or a dot (`1.2.3`, `12abc`).
        if index < limit && (bytes[index] == UInt8(ascii: ".") || Lexer.isNameStart(bytes[index])) {
            throw SyntaxError(offset: index, message: "Invalid number, expected digit but got: \(describeCharacter(at: index)).")
        }
        position = index
        return Token(kind: isFloat ? .float : .int, start: start, end: index)
    }

    private func readDigits(from start: Int) throws(SyntaxError) -> Int {
        guard start < limit, Lexer.isDigit(bytes[start]) else {
            throw SyntaxError(offset: start, message: "Invalid number, expected digit but got: \(describeCharacter(at: start)).")
        }
        var index = start + 1
        while index < limit && Lexer.isDigit(bytes[index]) { index += 1 }
        return index
    }

    // MARK: Strings

    /// Scans a `"..."` string, checking its escapes; the value is decoded later by `stringValue`.
    private mutating func readString(start: Int) throws(SyntaxError) -> Token {
        var index = start + 1
        let count = limit
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return Token(kind: .string, start: start, end: index + 1)
            }
            if byte == UInt8(ascii: "\\") {
                index = try checkEscape(at: index)
                continue
            }
            // Any Unicode scalar but a line terminator may appear in a string (October 2021 spec).
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        throw SyntaxError(offset: index, message: "Unterminated string.")
    }

    /// Validates the escape sequence at `index` (a backslash) and returns the offset after it.
    private func checkEscape(at index: Int) throws(SyntaxError) -> Int {
        guard let escape = decodeEscape(at: index) else {
            throw SyntaxError(offset: index, message: invalidEscapeMessage(at: index))
        }
        return escape.end
    }

    /// Decodes the escape sequence starting at the backslash at `index`.
    /// Returns the scalar and the offset after the sequence, or nil when it is invalid.
    func decodeEscape(at index: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        guard index + 1 < limit else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): return ("\"", index + 2)
        case UInt8(ascii: "\\"): return ("\\", index + 2)
        case UInt8(ascii: "/"): return ("/", index + 2)
        case UInt8(ascii: "b"): return ("\u{08}", index + 2)
        case UInt8(ascii: "f"): return ("\u{0C}", index + 2)
        case UInt8(ascii: "n"): return ("\n", index + 2)
        case UInt8(ascii: "r"): return ("\r", index + 2)
        case UInt8(ascii: "t"): return ("\t", index + 2)
        case UInt8(ascii: "u"): return decodeUnicodeEscape(at: index)
        default: return nil
        }
    }

    private func decodeUnicodeEscape(at index: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        if index + 2 < limit && bytes[index + 2] == UInt8(ascii: "{") {
            // Variable-width form: \u{1F600}
            var value: UInt32 = 0
            var cursor = index + 3
            var digits = 0
            while cursor < limit, let digit = Lexer.hexValue(bytes[cursor]) {
                value = value &* 16 &+ UInt32(digit)
                digits += 1
                if value > 0x10FFFF { return nil }
                cursor += 1
            }
            guard digits > 0, cursor < limit, bytes[cursor] == UInt8(ascii: "}"),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, cursor + 1)
        }
        guard let lead = fixedHex(at: index + 2) else { return nil }
        if let scalar = Unicode.Scalar(lead) { return (scalar, index + 6) }
        // A leading surrogate must be followed by an escaped trailing surrogate.
        if (0xD800...0xDBFF).contains(lead), index + 7 < limit,
           bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
           let trail = fixedHex(at: index + 8), (0xDC00...0xDFFF).contains(trail),
           let scalar = Unicode.Scalar(0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)) {
            return (scalar, index + 12)
        }
        return nil
    }

    private func fixedHex(at index: Int) -> UInt32? {
        guard index + 4 <= limit else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = Lexer.hexValue(bytes[index + offset]) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func invalidEscapeMessage(at index: Int) -> String {
        let isUnicode = index + 1 < limit && bytes[index + 1] == UInt8(ascii: "u")
        // Quote the sequence as far as it goes: `\u{...}`, `\uXXXX`, or the backslash and one character.
        var end = index + 2
        if isUnicode {
            if index + 2 < limit && bytes[index + 2] == UInt8(ascii: "{") {
                end = index + 3
                while end < limit && bytes[end] != UInt8(ascii: "}") && bytes[end] != UInt8(ascii: "\"") && end - index < 12 { end += 1 }
                if end < limit && bytes[end] == UInt8(ascii: "}") { end += 1 }
            } else {
                end = index + 2
                while end < limit && end < index + 6 && Lexer.hexValue(bytes[end]) != nil { end += 1 }
                // The character that ends the sequence, whole (it may take several bytes).
                if end < limit && end < index + 6 && bytes[end] != UInt8(ascii: "\"") { end += utf8Length(of: bytes[end]) }
            }
        } else if index + 1 < limit {
            end = index + 1 + utf8Length(of: bytes[index + 1])
        }
        end = min(end, limit)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return isUnicode ? "Invalid Unicode escape sequence: \"\(text)\"." : "Invalid character escape sequence: \"\(text)\"."
    }

    private func utf8Length(of leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// Scans a `"""..."""` block string; the value is decoded later by `blockStringValue`.
    private mutating func readBlockString(start: Int) throws(SyntaxError) -> Token {
        let bytes = self.bytes // see `rawBlockString`
        let quote = UInt8(ascii: "\"")
        var index = start + 3
        let count = limit
        while index < count {
            let byte = bytes[index]
            if byte == quote, index + 2 < count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                position = index + 3
                return Token(kind: .blockString, start: start, end: index + 3)
            }
            if byte == UInt8(ascii: "\\"), index + 3 < count, bytes[index + 1] == quote, bytes[index + 2] == quote, bytes[index + 3] == quote {
                index += 4
                continue
            }
            index += 1
        }
        throw SyntaxError(offset: count, message: "Unterminated string.")
    }

    // MARK: Describing characters in messages

    /// `"x"` for printable ASCII, `U+00E9` otherwise, `<EOF>` past the end: graphql-js's spelling.
    func describeCharacter(at index: Int) -> String {
        guard index < limit else { return "<EOF>" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F {
            return byte == UInt8(ascii: "\"") ? "'\"'" : "\"\(Character(Unicode.Scalar(byte)))\""
        }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return Lexer.codePointName(scalar.value)
        }
        return Lexer.codePointName(UInt32(byte))
    }

    static func codePointName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
