/// Reads strict RFC 8259 JSON into a `JSONValue` tree whose values and keys carry byte offsets.
///
/// - Iterative (a stack of open containers), so deep input cannot overflow the call stack.
///   `maxDepth` bounds nesting; keep it modest, because releasing or writing a tree is
///   recursive in its depth.
/// - Errors point at the offending byte: trailing commas, leading zeros, `NaN`, single
///   quotes, control characters in strings, bad escapes, unpaired surrogate escapes,
///   invalid UTF-8 (anywhere), trailing garbage, empty input, duplicate keys (with a note
///   at the first occurrence), nesting deeper than `maxDepth`.
/// - A UTF-8 byte-order mark at the start is skipped.
package enum JSONReader {
    /// How many arrays and objects may be open inside one another unless `parse` is told
    /// otherwise.
    static let defaultMaxDepth = 512

    /// The one JSON value that makes up the whole of `file`, with offsets into `file.bytes`.
    ///
    /// Stops at the first problem and throws one error pointing at it (a duplicate key has a
    /// note at its first occurrence). `maxDepth` is how many arrays and objects may be open
    /// inside one another; values below 1 count as 1.
    package static func parse(_ file: SourceFile, maxDepth: Int = JSONReader.defaultMaxDepth) throws(DiagnosticsError) -> JSONValue {
        var parser = JSONParser(file: file, maxDepth: max(1, maxDepth))
        return try parser.parseDocument()
    }
}

private enum ASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let minus = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}

/// An array or object whose contents are being read.
private struct OpenContainer {
    var isObject: Bool
    /// Offset of the `[` or `{`.
    var offset: Int
    var elements: [JSONValue] = []
    var members: [JSONObject.Member] = []
    /// The key of the member whose value is being read, and the offset of its opening quote.
    var key = ""
    var keyOffset = 0
    /// Where each key is, once the object is too large to compare a new key with each member.
    var keyOffsets: [JSONKey: Int] = [:]

    /// Takes `key`, whose opening quote is at `offset`, as the key of the member to be read
    /// next; or returns where an earlier member has the same key.
    mutating func startMember(key: String, at offset: Int) -> Int? {
        if members.count < JSONObject.indexThreshold {
            if let earlier = members.first(where: { utf8Equal($0.key, key) }) { return earlier.keyOffset }
        } else {
            if keyOffsets.isEmpty {
                for member in members { keyOffsets[JSONKey(member.key)] = member.keyOffset }
            }
            if let earlier = keyOffsets.updateValue(offset, forKey: JSONKey(key)) { return earlier }
        }
        self.key = key
        keyOffset = offset
        return nil
    }
}

private struct JSONParser {
    let file: SourceFile
    let bytes: [UInt8]
    let maxDepth: Int
    var position = 0
    /// Open containers, innermost last.
    var open: [OpenContainer] = []

    init(file: SourceFile, maxDepth: Int) {
        self.file = file
        self.bytes = file.bytes
        self.maxDepth = maxDepth
    }

    // MARK: Structure

    mutating func parseDocument() throws(DiagnosticsError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        if position >= bytes.count {
            throw error("Expected a JSON value, found \(position == 0 ? "an empty file" : "only whitespace").", at: position)
        }
        parsing: while true {
            // Here a value must start.
            guard position < bytes.count else { throw expected("a value", at: position) }
            let start = position
            var value: JSONValue
            switch bytes[start] {
            case ASCII.quote:
                value = JSONValue(.string(try parseString()), offset: start)
            case ASCII.openBracket, ASCII.openBrace:
                if open.count >= maxDepth {
                    throw error("JSON nesting exceeds the limit of \(maxDepth) levels.", at: start)
                }
                let isObject = bytes[start] == ASCII.openBrace
                position += 1
                skipWhitespace()
                if at(isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    position += 1
                    value = JSONValue(isObject ? .object(JSONObject([])) : .array([]), offset: start)
                } else {
                    open.append(OpenContainer(isObject: isObject, offset: start))
                    if isObject {
                        guard at(ASCII.quote) else { throw expected("a string key or '}' in object", at: position) }
                        try readKey()
                    }
                    continue parsing
                }
            case ASCII.minus, ASCII.zero...ASCII.nine:
                value = try parseNumber()
            case UInt8(ascii: "t"):
                value = try parseLiteral("true", .bool(true))
            case UInt8(ascii: "f"):
                value = try parseLiteral("false", .bool(false))
            case UInt8(ascii: "n"):
                value = try parseLiteral("null", .null)
            default:
                throw expected("a value", at: start)
            }

            // `value` is complete: add it to the innermost container, closing containers as they end.
            while true {
                skipWhitespace()
                guard let isObject = open.last?.isObject else {
                    if position < bytes.count { throw expected("end of input after the top-level value", at: position) }
                    return value
                }
                let top = open.count - 1
                if isObject {
                    open[top].members.append(JSONObject.Member(key: open[top].key, keyOffset: open[top].keyOffset, value: value))
                } else {
                    open[top].elements.append(value)
                }
                if at(ASCII.comma) {
                    let comma = position
                    position += 1
                    skipWhitespace()
                    if isObject {
                        guard at(ASCII.quote) else {
                            if at(ASCII.closeBrace) {
                                throw error("Trailing comma in object: expected another member after ',', found '}'.", at: comma)
                            }
                            throw expected("a string key after ',' in object", at: position)
                        }
                        try readKey()
                    } else if at(ASCII.closeBracket) {
                        throw error("Trailing comma in array: expected another element after ',', found ']'.", at: comma)
                    }
                    continue parsing
                }
                guard at(isObject ? ASCII.closeBrace : ASCII.closeBracket) else {
                    throw expected(isObject ? "',' or '}' after object member" : "',' or ']' after array element", at: position)
                }
                position += 1
                let closed = open.removeLast()
                value = JSONValue(closed.isObject ? .object(JSONObject(closed.members)) : .array(closed.elements), offset: closed.offset)
            }
        }
    }

    /// Whether the byte at `position` is `byte`.
    func at(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    /// Reads the innermost object's next key (at a `"`), checks it against the object's earlier
    /// keys, and reads the `:` after it.
    mutating func readKey() throws(DiagnosticsError) {
        let offset = position
        let key = try parseString().value
        if let first = open[open.count - 1].startMember(key: key, at: offset) {
            throw duplicateKey(key, at: offset, first: first)
        }
        skipWhitespace()
        guard at(ASCII.colon) else { throw expected("':' after object key", at: position) }
        position += 1
        skipWhitespace()
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.space, ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn: position += 1
            default: return
            }
        }
    }

    mutating func parseLiteral(_ literal: String, _ kind: JSONValue.Kind) throws(DiagnosticsError) -> JSONValue {
        let start = position
        let end = start + literal.utf8.count
        // `truex` is reported as a whole word, not as garbage after `true`.
        guard end <= bytes.count, bytes[start..<end].elementsEqual(literal.utf8), !(end < bytes.count && isWordByte(bytes[end])) else {
            throw expected("a value", at: start)
        }
        position = end
        return JSONValue(kind, offset: start)
    }

    // MARK: Numbers

    mutating func parseNumber() throws(DiagnosticsError) -> JSONValue {
        let start = position
        if at(ASCII.minus) { position += 1 }
        guard position < bytes.count && isDigit(bytes[position]) else {
            throw expected("a digit after '-'", at: position)
        }
        if at(ASCII.zero) {
            if position + 1 < bytes.count && isDigit(bytes[position + 1]) {
                throw error("Numbers must not have leading zeros.", at: position)
            }
            position += 1
        } else {
            skipDigits()
        }
        if at(UInt8(ascii: ".")) {
            position += 1
            guard position < bytes.count && isDigit(bytes[position]) else {
                throw expected("a digit after the decimal point", at: position)
            }
            skipDigits()
        }
        if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
            position += 1
            if at(UInt8(ascii: "+")) || at(ASCII.minus) { position += 1 }
            guard position < bytes.count && isDigit(bytes[position]) else {
                throw expected("a digit in the exponent", at: position)
            }
            skipDigits()
        }
        let raw = String(decoding: bytes[start..<position], as: UTF8.self)
        return JSONValue(.number(JSONNumber(raw: raw)), offset: start)
    }

    mutating func skipDigits() {
        while position < bytes.count && isDigit(bytes[position]) { position += 1 }
    }

    // MARK: Strings

    /// Reads the string literal whose opening quote is at `position`, leaving `position` after
    /// its closing quote.
    mutating func parseString() throws(DiagnosticsError) -> JSONString {
        let quote = position
        // The bytes decoded so far, up to `runStart`; from there on the bytes are as written.
        var decoded: [UInt8] = []
        var hasEscapes = false
        position += 1
        var runStart = position
        while true {
            guard position < bytes.count else { throw error("Unterminated string.", at: quote) }
            let byte = bytes[position]
            if byte == ASCII.quote {
                let text = hasEscapes ? String(decoding: decoded + bytes[runStart..<position], as: UTF8.self)
                    : String(decoding: bytes[runStart..<position], as: UTF8.self)
                position += 1
                return JSONString(value: text, offset: quote, hasEscapes: hasEscapes)
            } else if byte == ASCII.backslash {
                decoded.append(contentsOf: bytes[runStart..<position])
                try decodeEscape(into: &decoded, quote: quote)
                hasEscapes = true
                runStart = position
            } else if byte < 0x20 {
                throw controlCharacterInString(at: position)
            } else if byte >= 0x80 {
                position += try validUTF8Length(at: position)
            } else {
                position += 1
            }
        }
    }

    /// Appends what the escape sequence at `position` (a backslash) stands for to `decoded`
    /// and moves past it.
    mutating func decodeEscape(into decoded: inout [UInt8], quote: Int) throws(DiagnosticsError) {
        let backslash = position
        guard backslash + 1 < bytes.count else { throw error("Unterminated string.", at: quote) }
        let escaped = bytes[backslash + 1]
        position += 2
        switch escaped {
        case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"): decoded.append(escaped)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try unicodeEscape(at: backslash)
            var scalar = unit
            position = backslash + 6
            if (0xD800...0xDBFF).contains(unit) {
                guard backslash + 7 < bytes.count && bytes[backslash + 6] == ASCII.backslash && bytes[backslash + 7] == UInt8(ascii: "u"),
                      let low = hexQuad(at: backslash + 8), (0xDC00...0xDFFF).contains(low) else {
                    throw error("Unpaired high surrogate escape '\(escapeText(at: backslash))': it must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'.", at: backslash)
                }
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                position = backslash + 12
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("Unpaired low surrogate escape '\(escapeText(at: backslash))': it must follow a high surrogate escape '\\uD800'...'\\uDBFF'.", at: backslash)
            }
            if let scalar = Unicode.Scalar(scalar) { UTF8.encode(scalar) { decoded.append($0) } }
        default:
            throw invalidEscape(at: backslash)
        }
    }

    /// The code unit of the `\uXXXX` escape whose backslash is at `i`.
    func unicodeEscape(at i: Int) throws(DiagnosticsError) -> UInt32 {
        if let unit = hexQuad(at: i + 2) { return unit }
        // Show the escape up to the first byte that is not a hex digit.
        var end = i + 2
        while end < i + 6 && end < bytes.count && hexDigitValue(bytes[end]) != nil { end += 1 }
        var shown = String(decoding: bytes[i..<end], as: UTF8.self)
        let found: String
        if end < bytes.count && bytes[end] >= 0x21 && bytes[end] < 0x7F {
            shown.unicodeScalars.append(Unicode.Scalar(bytes[end]))
            found = "'\(Character(Unicode.Scalar(bytes[end])))'"
        } else {
            if end < bytes.count && bytes[end] >= 0x80, validUTF8LengthOrNil(at: end) == nil {
                return try invalidUTF8(at: end)
            }
            found = describe(at: end).text
        }
        throw error("Invalid escape sequence '\(shown)': expected four hexadecimal digits after '\\u', found \(found).", at: i)
    }

    func hexQuad(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for k in start..<start + 4 {
            guard let digit = hexDigitValue(bytes[k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// `\uXXXX` as written at `i`.
    func escapeText(at i: Int) -> String {
        String(decoding: bytes[i..<min(i + 6, bytes.count)], as: UTF8.self)
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence starting at `i` (a byte >= 0x80), or an
    /// error at `i`.
    func validUTF8Length(at i: Int) throws(DiagnosticsError) -> Int {
        if let length = validUTF8LengthOrNil(at: i) { return length }
        return try invalidUTF8(at: i)
    }

    func validUTF8LengthOrNil(at i: Int) -> Int? {
        let lead = bytes[i]
        func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            k < bytes.count && bytes[k] >= low && bytes[k] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(i + 1) ? 2 : nil
        case 0xE0:
            return continuation(i + 1, 0xA0) && continuation(i + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(i + 1) && continuation(i + 2) ? 3 : nil
        case 0xED:
            return continuation(i + 1, 0x80, 0x9F) && continuation(i + 2) ? 3 : nil
        case 0xF0:
            return continuation(i + 1, 0x90) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        case 0xF4:
            return continuation(i + 1, 0x80, 0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        default:
            return nil
        }
    }

    func invalidUTF8<T>(at i: Int) throws(DiagnosticsError) -> T {
        throw error("Invalid UTF-8 byte \(hexByte(bytes[i])).", at: i)
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int, notes: [Diagnostic] = []) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: SourceLocation(file: file, offset: offset), notes: notes)])
    }

    /// "Expected `what`, found <the text at i>." — or an invalid UTF-8 error if that is what is at `i`.
    func expected(_ what: String, at i: Int) -> DiagnosticsError {
        if i < bytes.count && bytes[i] >= 0x80 && validUTF8LengthOrNil(at: i) == nil {
            return error("Invalid UTF-8 byte \(hexByte(bytes[i])).", at: i)
        }
        let found = describe(at: i)
        let hint = found.hint.map { " (\($0))" } ?? ""
        return error("Expected \(what), found \(found.text)\(hint).", at: i)
    }

    func duplicateKey(_ key: String, at offset: Int, first: Int) -> DiagnosticsError {
        let shown = quotedForMessage(key)
        return error("Duplicate key \(shown) in object.", at: offset, notes: [
            .note("\(shown) first appears here.", at: SourceLocation(file: file, offset: first)),
        ])
    }

    func controlCharacterInString(at i: Int) -> DiagnosticsError {
        let byte = bytes[i]
        let name: String
        switch byte {
        case 0x00: name = "NUL byte (U+0000)"
        case ASCII.lineFeed, ASCII.carriageReturn: name = "line break (\(scalarName(UInt32(byte))))"
        case ASCII.tab: name = "tab (U+0009)"
        default: name = "control character \(scalarName(UInt32(byte)))"
        }
        let advice = byte == ASCII.lineFeed || byte == ASCII.carriageReturn
            ? "strings cannot span lines; write '\\n', or is the closing '\"' missing?"
            : "control characters must be written as escapes such as '\\t' or '\\u0000'"
        return error("Unescaped \(name) in string; \(advice).", at: i)
    }

    func invalidEscape(at i: Int) -> DiagnosticsError {
        let next = i + 1
        let byte = bytes[next]
        if byte >= 0x21 && byte < 0x7F {
            return error("Invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'.", at: i)
        }
        if byte >= 0x80 {
            guard validUTF8LengthOrNil(at: next) != nil else {
                return error("Invalid UTF-8 byte \(hexByte(byte)).", at: next)
            }
            return error("Invalid escape sequence: '\\' followed by \(describe(at: next).text).", at: i)
        }
        return error("Invalid escape sequence: '\\' followed by \(describe(at: next).text).", at: i)
    }

    /// How the input at `i` is shown after "found": `end of input`, `'x'`, `'NaN'` (whole
    /// words), `"'"`, `a space`, `a line break`, `a NUL byte`, `control character U+0001`,
    /// `'é'`, `character U+00A0`.
    func describe(at i: Int) -> (text: String, hint: String?) {
        guard i < bytes.count else { return ("end of input", nil) }
        let byte = bytes[i]
        if byte == 0 { return ("a NUL byte", nil) }
        if byte == ASCII.space { return ("a space", nil) }
        if byte == ASCII.tab { return ("a tab", nil) }
        if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return ("a line break", nil) }
        if byte < 0x20 || byte == 0x7F { return ("control character \(scalarName(UInt32(byte)))", nil) }
        if byte == UInt8(ascii: "'") { return ("\"'\"", "JSON strings use double quotes") }
        if isWordByte(byte) {
            var end = i
            while end < bytes.count && end - i < 32 && isWordByte(bytes[end]) { end += 1 }
            var word = String(decoding: bytes[i..<end], as: UTF8.self)
            if end < bytes.count && isWordByte(bytes[end]) { word += "..." }
            let hint: String?
            switch word {
            case "NaN", "Infinity", "inf", "nan": hint = "JSON has no NaN or infinity"
            case "True", "False", "None", "Null", "TRUE", "FALSE", "NULL": hint = "JSON's literals are lowercase 'true', 'false' and 'null'"
            case "undefined": hint = "JSON has no 'undefined'; use 'null'"
            default: hint = nil
            }
            return ("'\(word)'", hint)
        }
        if byte < 0x80 { return ("'\(Character(Unicode.Scalar(byte)))'", nil) }
        guard let length = validUTF8LengthOrNil(at: i) else { return ("byte \(hexByte(byte))", nil) }
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in i + 1..<i + length { value = value << 6 | UInt32(bytes[k] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return ("byte \(hexByte(byte))", nil) }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control, .nonspacingMark,
             .enclosingMark, .spacingMark, .unassigned, .privateUse, .surrogate:
            return ("character \(scalarName(value))", nil)
        default:
            return ("'\(Character(scalar))'", nil)
        }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= ASCII.zero && byte <= ASCII.nine }

    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }
}

/// `0xFF`.
func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
}

/// `U+00E9`.
func scalarName(_ value: UInt32) -> String {
    var digits = String(value, radix: 16, uppercase: true)
    while digits.count < 4 { digits = "0" + digits }
    return "U+" + digits
}

/// A key or string shown in a message: JSON-quoted and escaped, shortened if long.
package func quotedForMessage(_ text: String) -> String {
    var out: [UInt8] = []
    JSONWriter.appendQuoted(shortenedForMessage(text), to: &out)
    return String(decoding: out, as: UTF8.self)
}

/// `text`, or its first characters and `...` when it is too long to quote in a message
/// whole (a megabyte-long default value would make a megabyte-long line).
package func shortenedForMessage(_ text: String, maxScalars: Int = 60) -> String {
    guard text.utf8.count > maxScalars, text.unicodeScalars.count > maxScalars else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxScalars - 3))) + "..."
}
