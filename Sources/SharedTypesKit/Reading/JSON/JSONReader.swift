/// Reads strict RFC 8259 JSON into a `JSONValue` tree whose values and keys carry byte offsets.
///
/// - Works on the file's bytes directly; strings without escapes are scanned eight bytes
///   at a time and become `String`s in one step.
/// - Iterative (an explicit stack of open containers), so deep input cannot overflow the
///   call stack. `maxDepth` bounds nesting; keep it modest, because releasing or writing a
///   tree is recursive in its depth.
/// - Errors point at the offending byte: trailing commas, leading zeros, `NaN`, single
///   quotes, control characters in strings, bad escapes, unpaired surrogate escapes,
///   invalid UTF-8 (anywhere), trailing garbage, empty input, duplicate keys (with a note
///   at the first occurrence), nesting deeper than `maxDepth`.
/// - A UTF-8 byte-order mark at the start is skipped.
public enum JSONReader {
    /// How many arrays and objects may be open inside one another unless `parse` is told
    /// otherwise.
    public static let defaultMaxDepth = 512

    /// The one JSON value that makes up the whole of `file`, with offsets into `file.bytes`.
    ///
    /// Stops at the first problem and throws one error pointing at it (a duplicate key has a
    /// note at its first occurrence). `maxDepth` is how many arrays and objects may be open
    /// inside one another; values below 1 count as 1.
    public static func parse(_ file: SourceFile, maxDepth: Int = JSONReader.defaultMaxDepth) throws(DiagnosticsError) -> JSONValue {
        let result: Result<JSONValue, DiagnosticsError> = file.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return .failure(DiagnosticsError([
                    .error("Expected a JSON value, found an empty file.", at: SourceLocation(file: file, offset: 0)),
                ]))
            }
            var parser = JSONParser(file: file, bytes: buffer, base: UnsafeRawPointer(base), maxDepth: maxDepth)
            do throws(DiagnosticsError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

private enum ASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}

private struct JSONParser: ~Copyable {
    let file: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    let base: UnsafeRawPointer
    let count: Int
    let maxDepth: Int
    /// Decoding buffer for strings with escapes; reused.
    var scratch: [UInt8] = []
    /// Open containers, innermost last.
    var frames: [Frame] = []
    /// Finished elements and member values of all open containers; each container's
    /// values are moved into an exact-size array when it closes.
    var values = MoveStack<JSONValue>(capacity: 256)
    /// Keys of all open objects, parallel to their values.
    var keys = MoveStack<KeyRecord>(capacity: 64)

    struct Frame {
        var isObject: Bool
        /// Offset of the `[` or `{`.
        var offset: Int
        var valueBase: Int
        var keyBase: Int
        /// Built once an object has more than `JSONObject.indexThreshold` members.
        var index: [JSONKey: Int]? = nil
        /// One bit per `keySignature` of the object's keys: keys whose bit is not yet set
        /// cannot be duplicates, so most keys skip the comparison with earlier keys.
        var keySignatures: UInt64 = 0
    }

    static let keyCacheSize = 256

    struct CachedKey {
        var start: Int
        var length: Int
        var string: String
    }

    /// Recently read short keys by a hash of their bytes (a miss just replaces the slot).
    var keyCache = [CachedKey](repeating: CachedKey(start: 0, length: -1, string: ""), count: JSONParser.keyCacheSize)

    struct KeyRecord {
        var key: String
        /// Offset of the opening quote.
        var offset: Int
        /// Offset of the closing quote.
        var end: Int
        var hasEscapes: Bool
    }

    init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, base: UnsafeRawPointer, maxDepth: Int) {
        self.file = file
        self.bytes = bytes
        self.base = base
        self.count = bytes.count
        self.maxDepth = max(1, maxDepth)
    }

    // MARK: Structure

    mutating func parseDocument() throws(DiagnosticsError) -> JSONValue {
        var i = 0
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        i = skipWhitespace(i)
        if i >= count {
            throw error("Expected a JSON value, found \(i == 0 ? "an empty file" : "only whitespace").", at: i)
        }
        var value: JSONValue
        parsing: while true {
            // Here a value must start at `i`.
            guard i < count else { throw expected("a value", at: i) }
            let byte = bytes[i]
            switch byte {
            case ASCII.quote:
                let (text, hasEscapes, next) = try parseString(at: i)
                value = JSONValue(.string(JSONString(value: text, offset: i, hasEscapes: hasEscapes)), offset: i)
                i = next
            case ASCII.openBracket, ASCII.openBrace:
                if frames.count >= maxDepth {
                    throw error("JSON nesting exceeds the limit of \(maxDepth) levels.", at: i)
                }
                let open = i
                i = skipWhitespace(i + 1)
                if byte == ASCII.openBracket {
                    if i < count && bytes[i] == ASCII.closeBracket {
                        value = JSONValue(.array([]), offset: open)
                        i += 1
                    } else {
                        frames.append(Frame(isObject: false, offset: open, valueBase: values.count, keyBase: keys.count))
                        continue parsing
                    }
                } else {
                    if i < count && bytes[i] == ASCII.closeBrace {
                        value = JSONValue(.object(JSONObject(members: [], index: nil)), offset: open)
                        i += 1
                    } else {
                        frames.append(Frame(isObject: true, offset: open, valueBase: values.count, keyBase: keys.count))
                        guard i < count && bytes[i] == ASCII.quote else {
                            throw expected("a string key or '}' in object", at: i)
                        }
                        i = try parseKey(at: i)
                        continue parsing
                    }
                }
            case ASCII.minus, ASCII.zero...ASCII.nine:
                (value, i) = try parseNumber(at: i)
            case UInt8(ascii: "t"):
                try expectLiteral("true", at: i)
                value = JSONValue(.bool(true), offset: i)
                i += 4
            case UInt8(ascii: "f"):
                try expectLiteral("false", at: i)
                value = JSONValue(.bool(false), offset: i)
                i += 5
            case UInt8(ascii: "n"):
                try expectLiteral("null", at: i)
                value = JSONValue(.null, offset: i)
                i += 4
            default:
                throw expected("a value", at: i)
            }

            // `value` is complete: add it to the innermost container, closing containers as they end.
            while true {
                i = skipWhitespace(i)
                guard let frame = frames.last else {
                    if i < count { throw expected("end of input after the top-level value", at: i) }
                    return value
                }
                values.push(value)
                if frame.isObject {
                    if i < count && bytes[i] == ASCII.comma {
                        let comma = i
                        i = skipWhitespace(i + 1)
                        guard i < count && bytes[i] == ASCII.quote else {
                            if i < count && bytes[i] == ASCII.closeBrace {
                                throw error("Trailing comma in object: expected another member after ',', found '}'.", at: comma)
                            }
                            throw expected("a string key after ',' in object", at: i)
                        }
                        i = try parseKey(at: i)
                        continue parsing
                    } else if i < count && bytes[i] == ASCII.closeBrace {
                        frames.removeLast()
                        value = JSONValue(.object(JSONObject(members: popMembers(frame), index: frame.index)), offset: frame.offset)
                        i += 1
                    } else {
                        throw expected("',' or '}' after object member", at: i)
                    }
                } else {
                    if i < count && bytes[i] == ASCII.comma {
                        let comma = i
                        i = skipWhitespace(i + 1)
                        if i < count && bytes[i] == ASCII.closeBracket {
                            throw error("Trailing comma in array: expected another element after ',', found ']'.", at: comma)
                        }
                        continue parsing
                    } else if i < count && bytes[i] == ASCII.closeBracket {
                        frames.removeLast()
                        value = JSONValue(.array(values.popArray(from: frame.valueBase)), offset: frame.offset)
                        i += 1
                    } else {
                        throw expected("',' or ']' after array element", at: i)
                    }
                }
            }
        }
    }

    /// Moves the keys and values of the closing object `frame` into one exact-size array.
    mutating func popMembers(_ frame: Frame) -> [JSONObject.Member] {
        let memberCount = values.count - frame.valueBase
        guard memberCount > 0 && keys.count - frame.keyBase == memberCount else { return [] }
        let keyPointer = keys.pointer(at: frame.keyBase)
        let valuePointer = values.pointer(at: frame.valueBase)
        let members = [JSONObject.Member](unsafeUninitializedCapacity: memberCount) { buffer, initialized in
            guard let destination = buffer.baseAddress else { return }
            for k in 0..<memberCount {
                let record = (keyPointer + k).move()
                (destination + k).initialize(to: JSONObject.Member(key: record.key, keyOffset: record.offset, value: (valuePointer + k).move()))
            }
            initialized = memberCount
        }
        if members.count == memberCount {
            keys.forget(from: frame.keyBase)
            values.forget(from: frame.valueBase)
        } else {
            keys.removeAll(from: frame.keyBase)
            values.removeAll(from: frame.valueBase)
        }
        return members
    }

    /// Reads an object key at `i` (a `"`), checks it against the object's earlier keys,
    /// and reads the `:`. Returns the position of the member's value.
    mutating func parseKey(at i: Int) throws(DiagnosticsError) -> Int {
        let (key, hasEscapes, next) = try parseKeyString(at: i)
        let top = frames.count - 1
        let keyBase = frames[top].keyBase
        let position = keys.count - keyBase
        let end = next - 1
        if frames[top].index != nil {
            if let first = frames[top].index?.updateValue(position, forKey: JSONKey(key)) {
                throw duplicateKey(key, at: i, first: keys.pointer(at: keyBase + first).pointee.offset)
            }
        } else {
            let signature = keySignature(key, hasEscapes: hasEscapes, start: i + 1, end: end)
            if frames[top].keySignatures & signature != 0 {
                for k in keyBase..<keys.count {
                    let earlier = keys.pointer(at: k)
                    let same: Bool
                    if !hasEscapes && !earlier.pointee.hasEscapes {
                        same = rawBytesEqual(earlier.pointee.offset + 1, earlier.pointee.end, i + 1, end)
                    } else {
                        same = utf8Equal(earlier.pointee.key, key)
                    }
                    if same { throw duplicateKey(key, at: i, first: earlier.pointee.offset) }
                }
            }
            frames[top].keySignatures |= signature
            if position + 1 > JSONObject.indexThreshold {
                // Large object: switch to a hash index.
                var index: [JSONKey: Int] = [:]
                index.reserveCapacity(2 * (position + 1))
                for k in keyBase..<keys.count {
                    index[JSONKey(keys.pointer(at: k).pointee.key)] = k - keyBase
                }
                index[JSONKey(key)] = position
                frames[top].index = index
            }
        }
        keys.push(KeyRecord(key: key, offset: i, end: end, hasEscapes: hasEscapes))
        var j = skipWhitespace(next)
        guard j < count && bytes[j] == ASCII.colon else {
            throw expected("':' after object key", at: j)
        }
        j = skipWhitespace(j + 1)
        return j
    }

    /// A bit derived from the key's decoded UTF-8 length, first and last byte.
    @inline(__always)
    func keySignature(_ key: String, hasEscapes: Bool, start: Int, end: Int) -> UInt64 {
        var length = end - start
        var first: UInt8 = 0
        var last: UInt8 = 0
        if hasEscapes {
            let utf8 = key.utf8
            length = utf8.count
            first = utf8.first ?? 0
            last = utf8.last ?? 0
        } else if length > 0 {
            first = bytes[start]
            last = bytes[end - 1]
        }
        let mixed = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9 &+ UInt64(first) &* 31 &+ UInt64(last) &* 0x2B1
        return 1 << ((mixed ^ (mixed >> 6)) & 63)
    }

    @inline(__always)
    func rawBytesEqual(_ start1: Int, _ end1: Int, _ start2: Int, _ end2: Int) -> Bool {
        guard end1 - start1 == end2 - start2 else { return false }
        var a = start1
        var b = start2
        while a < end1 {
            if bytes[a] != bytes[b] { return false }
            a += 1
            b += 1
        }
        return true
    }

    @inline(__always)
    func skipWhitespace(_ start: Int) -> Int {
        var i = start
        while i < count {
            let byte = bytes[i]
            if byte > ASCII.space { return i }
            if byte == ASCII.space {
                i += 1
                // Indentation: skip eight spaces at a time.
                while i + 8 <= count && base.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 {
                    i += 8
                }
            } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn || byte == ASCII.tab {
                i += 1
            } else {
                return i
            }
        }
        return i
    }

    func expectLiteral(_ literal: StaticString, at i: Int) throws(DiagnosticsError) {
        let length = literal.utf8CodeUnitCount
        guard i + length <= count else { throw expected("a value", at: i) }
        let matches = literal.withUTF8Buffer { text in
            for k in 0..<length where bytes[i + k] != text[k] { return false }
            return true
        }
        // `truex` is reported as a whole word, not as garbage after `true`.
        guard matches && !(i + length < count && isWordByte(bytes[i + length])) else {
            throw expected("a value", at: i)
        }
    }

    // MARK: Numbers

    func parseNumber(at start: Int) throws(DiagnosticsError) -> (JSONValue, Int) {
        var i = start
        if bytes[i] == ASCII.minus {
            i += 1
        }
        guard i < count && isDigit(bytes[i]) else {
            throw expected("a digit after '-'", at: i)
        }
        if bytes[i] == ASCII.zero {
            if i + 1 < count && isDigit(bytes[i + 1]) {
                throw error("Numbers must not have leading zeros.", at: i)
            }
            i += 1
        } else {
            while i < count && isDigit(bytes[i]) { i += 1 }
        }
        if i < count && bytes[i] == ASCII.dot {
            i += 1
            guard i < count && isDigit(bytes[i]) else {
                throw expected("a digit after the decimal point", at: i)
            }
            while i < count && isDigit(bytes[i]) { i += 1 }
        }
        if i < count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            i += 1
            if i < count && (bytes[i] == ASCII.plus || bytes[i] == ASCII.minus) { i += 1 }
            guard i < count && isDigit(bytes[i]) else {
                throw expected("a digit in the exponent", at: i)
            }
            while i < count && isDigit(bytes[i]) { i += 1 }
        }
        let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        return (JSONValue(.number(JSONNumber(raw: raw)), offset: start), i)
    }

    // MARK: Strings

    /// Reads the string literal whose opening quote is at `quote`.
    /// Returns the decoded text, whether it had escapes, and the position after the closing quote.
    mutating func parseString(at quote: Int) throws(DiagnosticsError) -> (String, Bool, Int) {
        let start = quote + 1
        var i = start
        while true {
            // Skip eight ordinary bytes at a time.
            while i + 8 <= count && !JSONParser.needsAttention(base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                i += 8
            }
            guard i < count else { throw error("Unterminated string.", at: quote) }
            let byte = bytes[i]
            if byte == ASCII.quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                return (text, false, i + 1)
            } else if byte == ASCII.backslash {
                return try parseEscapedString(quote: quote, firstEscape: i)
            } else if byte < 0x20 {
                throw controlCharacterInString(at: i)
            } else if byte >= 0x80 {
                i += try validUTF8Length(at: i)
            } else {
                i += 1
            }
        }
    }

    /// Like `parseString`, but short keys without escapes come from a small cache of
    /// recently seen keys, saving the validation and creation of a new `String`
    /// (introspection results repeat a handful of keys tens of thousands of times).
    @inline(__always)
    mutating func parseKeyString(at quote: Int) throws(DiagnosticsError) -> (String, Bool, Int) {
        let start = quote + 1
        var end = start
        while end < count && end - start <= 16 {
            let byte = bytes[end]
            if byte == ASCII.quote { break }
            if byte < 0x20 || byte >= 0x7F || byte == ASCII.backslash { return try parseString(at: quote) }
            end += 1
        }
        guard end < count && bytes[end] == ASCII.quote else { return try parseString(at: quote) }
        let length = end - start
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        if length > 0 {
            hash ^= UInt64(bytes[start]) &* 0x100_0000_01B3 ^ UInt64(bytes[end - 1]) &* 0xC2B2_AE3D_27D4_EB4F
            hash ^= UInt64(bytes[start + length / 2]) << 17
        }
        let slot = Int(truncatingIfNeeded: (hash ^ (hash >> 29)) & UInt64(JSONParser.keyCacheSize - 1))
        if keyCache[slot].length == length && rawBytesEqual(keyCache[slot].start, keyCache[slot].start + length, start, end) {
            return (keyCache[slot].string, false, end + 1)
        }
        let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        keyCache[slot] = CachedKey(start: start, length: length, string: string)
        return (string, false, end + 1)
    }

    /// Whether any of the eight bytes is `"`, `\`, a control character or non-ASCII.
    /// (Exact: the lowest such byte always sets its high bit in the result.)
    @inline(__always)
    static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let flags = (quotes &- ones) | (backslashes &- ones) | (word &- ones &* 0x20) | word
        return flags & 0x8080_8080_8080_8080 != 0
    }

    mutating func parseEscapedString(quote: Int, firstEscape: Int) throws(DiagnosticsError) -> (String, Bool, Int) {
        scratch.removeAll(keepingCapacity: true)
        var runStart = quote + 1
        var i = firstEscape
        while true {
            while i + 8 <= count && !JSONParser.needsAttention(base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                i += 8
            }
            guard i < count else { throw error("Unterminated string.", at: quote) }
            let byte = bytes[i]
            if byte >= 0x20 && byte < 0x80 && byte != ASCII.quote && byte != ASCII.backslash {
                i += 1
                continue
            }
            if byte >= 0x80 {
                i += try validUTF8Length(at: i)
                continue
            }
            if byte < 0x20 { throw controlCharacterInString(at: i) }
            if i > runStart {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            }
            if byte == ASCII.quote {
                let text = String(decoding: scratch, as: UTF8.self)
                return (text, true, i + 1)
            }
            // A backslash.
            guard i + 1 < count else { throw error("Unterminated string.", at: quote) }
            let escaped = bytes[i + 1]
            switch escaped {
            case ASCII.quote, ASCII.backslash, ASCII.slash: scratch.append(escaped)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                let unit = try unicodeEscape(at: i)
                var scalar = unit
                var length = 6
                if (0xD800...0xDBFF).contains(unit) {
                    guard i + 7 < count && bytes[i + 6] == ASCII.backslash && bytes[i + 7] == UInt8(ascii: "u"),
                          let low = hexQuad(at: i + 8), (0xDC00...0xDFFF).contains(low) else {
                        throw error("Unpaired high surrogate escape '\(escapeText(at: i))': it must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'.", at: i)
                    }
                    scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    length = 12
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw error("Unpaired low surrogate escape '\(escapeText(at: i))': it must follow a high surrogate escape '\\uD800'...'\\uDBFF'.", at: i)
                }
                appendUTF8(scalar)
                i += length
                runStart = i
                continue
            default:
                throw invalidEscape(at: i)
            }
            i += 2
            runStart = i
        }
    }

    /// The code unit of the `\uXXXX` escape whose backslash is at `i`.
    func unicodeEscape(at i: Int) throws(DiagnosticsError) -> UInt32 {
        if let unit = hexQuad(at: i + 2) { return unit }
        // Show the escape up to the first byte that is not a hex digit.
        var end = i + 2
        while end < i + 6 && end < count && hexDigitValue(bytes[end]) != nil { end += 1 }
        var shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
        let found: String
        if end < count && bytes[end] >= 0x21 && bytes[end] < 0x7F {
            shown.unicodeScalars.append(Unicode.Scalar(bytes[end]))
            found = "'\(Character(Unicode.Scalar(bytes[end])))'"
        } else {
            if end < count && bytes[end] >= 0x80, validUTF8LengthOrNil(at: end) == nil {
                return try invalidUTF8(at: end)
            }
            found = describe(at: end).text
        }
        throw error("Invalid escape sequence '\(shown)': expected four hexadecimal digits after '\\u', found \(found).", at: i)
    }

    func hexQuad(at start: Int) -> UInt32? {
        guard start + 4 <= count else { return nil }
        var value: UInt32 = 0
        for k in start..<start + 4 {
            guard let digit = hexDigitValue(bytes[k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// `\uXXXX` as written at `i`.
    func escapeText(at i: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<min(i + 6, count)]), as: UTF8.self)
    }

    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (scalar >> 6)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (scalar >> 12)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (scalar >> 18)))
            scratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence starting at `i` (a byte >= 0x80), or an
    /// error at `i`.
    @inline(__always)
    func validUTF8Length(at i: Int) throws(DiagnosticsError) -> Int {
        if let length = validUTF8LengthOrNil(at: i) { return length }
        return try invalidUTF8(at: i)
    }

    func validUTF8LengthOrNil(at i: Int) -> Int? {
        let lead = bytes[i]
        @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            k < count && bytes[k] >= low && bytes[k] <= high
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
        if i < count && bytes[i] >= 0x80 && validUTF8LengthOrNil(at: i) == nil {
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
        guard i < count else { return ("end of input", nil) }
        let byte = bytes[i]
        if byte == 0 { return ("a NUL byte", nil) }
        if byte == ASCII.space { return ("a space", nil) }
        if byte == ASCII.tab { return ("a tab", nil) }
        if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return ("a line break", nil) }
        if byte < 0x20 || byte == 0x7F { return ("control character \(scalarName(UInt32(byte)))", nil) }
        if byte == UInt8(ascii: "'") { return ("\"'\"", "JSON strings use double quotes") }
        if isWordByte(byte) {
            var end = i
            while end < count && end - i < 32 && isWordByte(bytes[end]) { end += 1 }
            var word = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
            if end < count && isWordByte(bytes[end]) { word += "..." }
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

    @inline(__always)
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
func quotedForMessage(_ text: String) -> String {
    var out: [UInt8] = []
    JSONWriter.appendQuoted(shortenedForMessage(text), to: &out)
    return String(decoding: out, as: UTF8.self)
}

/// `text`, or its first characters and `...` when it is too long to quote in a message
/// whole (a megabyte-long default value would make a megabyte-long line).
func shortenedForMessage(_ text: String, maxScalars: Int = 60) -> String {
    guard text.utf8.count > maxScalars, text.unicodeScalars.count > maxScalars else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxScalars - 3))) + "..."
}

/// A stack whose top elements can be moved (not copied: no retain/release) into a new
/// exact-size array, so that each JSON container is allocated once.
struct MoveStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        self.base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Valid until the next `push`. `index` must be in `0..<count`.
    func pointer(at index: Int) -> UnsafeMutablePointer<Element> {
        base + index
    }

    /// Moves the elements from `start` on into a new array.
    mutating func popArray(from start: Int) -> [Element] {
        let popped = count - start
        guard popped > 0 else { return [] }
        let source = base + start
        let array = [Element](unsafeUninitializedCapacity: popped) { buffer, initialized in
            guard let destination = buffer.baseAddress else { return }
            destination.moveInitialize(from: source, count: popped)
            initialized = popped
        }
        if array.count == popped {
            count = start
        } else {
            removeAll(from: start)
        }
        return array
    }

    /// Drops the elements from `start` on without deinitialising them (the caller moved them out).
    mutating func forget(from start: Int) {
        count = start
    }

    mutating func removeAll(from start: Int) {
        (base + start).deinitialize(count: count - start)
        count = start
    }
}
