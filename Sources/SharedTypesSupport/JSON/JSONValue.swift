/// A JSON value read from a file, with the byte offset of its first character
/// (`{`, `[`, `"`, `-`, a digit, or the first letter of `true`/`false`/`null`).
///
/// Offsets are positions in `SourceFile.bytes` (a skipped byte-order mark counts), so
/// `SourceLocation(file: file, offset: value.offset)` points at the value in the file.
package struct JSONValue: Sendable {
    /// The value's JSON type and contents; nested values carry their own offsets.
    enum Kind: Sendable {
        /// The literal `null`, which is not the same as a missing member.
        case null
        /// The literal `true` or `false`.
        case bool(Bool)
        /// A number, kept as written.
        case number(JSONNumber)
        /// A string, decoded, with the offset of its opening quote.
        case string(JSONString)
        /// The elements in file order.
        case array([JSONValue])
        /// The members in file order.
        case object(JSONObject)
    }

    /// The JSON type and contents; `stringValue`, `arrayValue` and the like read it without
    /// a `switch`.
    var kind: Kind
    /// Byte offset of the value's first character in its file.
    package var offset: Int

    /// `offset` is where the value starts in its file; leave it 0 for a value built in code.
    init(_ kind: Kind, offset: Int = 0) {
        self.kind = kind
        self.offset = offset
    }

    /// Where the value starts in `file`.
    package func location(in file: SourceFile) -> SourceLocation {
        SourceLocation(file: file, offset: offset)
    }

    /// Whether the value is `null`. A missing member is not `null`: subscripts return `nil`
    /// for it.
    package var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The flag if the value is `true` or `false`; `nil` for every other kind (nothing is
    /// converted).
    package var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The number as written, if the value is a number.
    package var numberValue: JSONNumber? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The number as an `Int`, if it is written as an integer that fits.
    package var intValue: Int? { numberValue?.int }

    /// The number as a finite `Double`.
    var doubleValue: Double? { numberValue?.double }

    /// The decoded string.
    package var stringValue: String? {
        if case .string(let value) = kind { return value.value }
        return nil
    }

    /// The string with what is needed to map positions inside it back to the file.
    package var jsonString: JSONString? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The elements in file order, if the value is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    /// The object with its members, if the value is an object.
    package var objectValue: JSONObject? {
        if case .object(let value) = kind { return value }
        return nil
    }

    /// The member named `key` if this is an object that has one.
    package subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The JSON type's name with an article, for messages such as
    /// "Expected a string, found an array.": `null`, `a boolean`, `a number`,
    /// `a string`, `an array`, `an object`.
    package var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON number, kept as written so that no precision is lost.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number's text as it appears in the file (valid RFC 8259 number syntax).
    package let raw: String

    /// `raw` must be valid JSON number syntax; the reader guarantees it.
    init(raw: String) {
        self.raw = raw
    }

    /// The number with `value`'s decimal text as `raw`.
    init(_ value: Int) {
        self.raw = String(value)
    }

    /// `raw`: the number as written.
    package var description: String { raw }

    /// Whether the number has neither a fraction nor an exponent.
    var isInteger: Bool {
        !raw.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The value if the number is written as an integer (no fraction, no exponent)
    /// and fits in `Int`; otherwise `nil`.
    var int: Int? {
        var value = 0
        var negative = false
        var sawDigit = false
        for (index, byte) in raw.utf8.enumerated() {
            if index == 0 && byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            // Accumulate negative numbers downwards so that Int.min fits.
            let (next, overflow2) = negative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
            sawDigit = true
        }
        return sawDigit ? value : nil
    }

    /// The nearest `Double`, or `nil` when the number is out of `Double`'s range (`1e400`).
    var double: Double? {
        guard let value = Double(raw), value.isFinite else { return nil }
        return value
    }
}

/// A decoded JSON string plus what is needed to find positions inside it in the file.
package struct JSONString: Sendable {
    /// The decoded text.
    package var value: String
    /// Byte offset of the opening `"` in the file.
    var offset: Int
    /// Whether the literal contains escape sequences. Without escapes the decoded UTF-8
    /// bytes are exactly the file's bytes after the opening quote. `true` is always safe
    /// (it only makes `sourceOffset` re-scan the literal).
    var hasEscapes: Bool

    /// `offset` is that of the opening quote in the file; see `hasEscapes` for when `true` is
    /// needed.
    init(value: String, offset: Int, hasEscapes: Bool) {
        self.value = value
        self.offset = offset
        self.hasEscapes = hasEscapes
    }

    /// The byte offset in `file` of the character at `decodedOffset` in `value.utf8`.
    ///
    /// An offset that falls inside a character written as an escape maps to the escape's
    /// backslash; an offset at or past the end maps to the closing quote. Meant for error
    /// reporting only: with escapes it re-scans the literal.
    package func sourceOffset(ofDecodedUTF8Offset decodedOffset: Int, in file: SourceFile) -> Int {
        let target = max(0, decodedOffset)
        if !hasEscapes {
            return offset + 1 + min(target, value.utf8.count)
        }
        let bytes = file.bytes
        let count = bytes.count
        var index = offset + 1
        var decoded = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index }
            if byte != UInt8(ascii: "\\") {
                // Unescaped bytes map one to one.
                if decoded >= target { return index }
                decoded += 1
                index += 1
                continue
            }
            // An escape: how many raw bytes it spans and how many decoded bytes it makes.
            var rawLength = 2
            var decodedLength = 1
            if index + 1 < count && bytes[index + 1] == UInt8(ascii: "u"),
               let unit = JSONString.hexQuad(bytes, at: index + 2) {
                rawLength = 6
                if unit < 0x80 {
                    decodedLength = 1
                } else if unit < 0x800 {
                    decodedLength = 2
                } else if (0xD800...0xDBFF).contains(unit) && index + 7 < count
                            && bytes[index + 6] == UInt8(ascii: "\\") && bytes[index + 7] == UInt8(ascii: "u"),
                          let low = JSONString.hexQuad(bytes, at: index + 8), (0xDC00...0xDFFF).contains(low) {
                    rawLength = 12
                    decodedLength = 4
                } else {
                    decodedLength = 3
                }
            }
            if target < decoded + decodedLength { return index }
            decoded += decodedLength
            index += rawLength
        }
        return min(index, count)
    }

    static func hexQuad(_ bytes: [UInt8], at start: Int) -> UInt32? {
        guard start >= 0 && start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in start..<start + 4 {
            guard let digit = hexDigitValue(bytes[index]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }
}

func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte &- UInt8(ascii: "a") &+ 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte &- UInt8(ascii: "A") &+ 10)
    default: return nil
    }
}

/// A JSON object: members in file order, with lookup by key.
///
/// Keys compare by their UTF-8 bytes (not by Unicode canonical equivalence, as `String`'s
/// `==` would). Small objects are searched linearly; objects with more than
/// `JSONObject.indexThreshold` members carry a hash index.
package struct JSONObject: Sendable {
    /// One `"key": value` pair, with where its key is in the file.
    package struct Member: Sendable {
        /// The decoded key.
        package var key: String
        /// Byte offset of the key's opening `"`.
        package var keyOffset: Int
        /// The value after the colon, with its own offset.
        package var value: JSONValue

        /// Leave `keyOffset` 0 for a member built in code.
        init(key: String, keyOffset: Int = 0, value: JSONValue) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }

        /// The key as a `JSONString`, to map positions inside it back to the file.
        var keyString: JSONString {
            JSONString(value: key, offset: keyOffset, hasEscapes: true)
        }
    }

    /// Objects with more members than this get a hash index for lookups.
    static let indexThreshold = 16

    /// Every member in file order (or in the order given to `init`), duplicate keys included.
    package private(set) var members: [Member]
    /// First occurrence of each key; only for large objects.
    private var index: [JSONKey: Int]?

    /// With duplicate keys, lookups find the first member.
    init(_ members: [Member]) {
        self.members = members
        self.index = nil
        if members.count > JSONObject.indexThreshold {
            var index: [JSONKey: Int] = [:]
            index.reserveCapacity(members.count)
            for (position, member) in members.enumerated() where index[JSONKey(member.key)] == nil {
                index[JSONKey(member.key)] = position
            }
            self.index = index
        }
    }

    /// The number of members, duplicate keys included.
    var count: Int { members.count }
    /// Whether the object is `{}`.
    var isEmpty: Bool { members.isEmpty }
    /// The members' keys in order, duplicates included.
    package var keys: [String] { members.map(\.key) }

    /// The value of the member named `key`.
    package subscript(key: String) -> JSONValue? {
        member(named: key)?.value
    }

    /// The member named `key` (with its key's offset).
    func member(named key: String) -> Member? {
        if let index {
            guard let position = index[JSONKey(key)] else { return nil }
            return members[position]
        }
        for member in members where utf8Equal(member.key, key) {
            return member
        }
        return nil
    }
}

/// A dictionary key that compares and hashes strings by their UTF-8 bytes.
struct JSONKey: Hashable, Sendable {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        utf8Equal(lhs.string, rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
    }
}

/// Byte-wise string equality (no Unicode normalisation).
package func utf8Equal(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8)
}
