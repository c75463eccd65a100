import SharedTypesSupport

/// A 64-bit hash that is stable across runs, machines and Swift versions (unlike `Hasher`),
/// for detecting change. FNV-1a's multiply-xor step applied to eight bytes at a
/// time, with a shift folding high bits back in. Not for security: it only has to notice
/// edits, not resist forgeries.
struct ContentHash {
    private(set) var value = FNV1a.offsetBasis

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        var offset = 0
        let count = bytes.count
        while offset + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* FNV1a.prime
            hash ^= hash >> 29
            offset += 8
        }
        while offset < count {
            hash = FNV1a.mix(hash, bytes[offset])
            offset += 1
        }
        value = hash
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Hashes the string's UTF-8 bytes followed by a separator, so that `("ab", "c")` and
    /// `("a", "bc")` differ.
    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        value = FNV1a.mix(value, 0xFF)
    }

    /// An absent string hashes differently from every present one, the empty one included.
    mutating func update(_ text: String?) {
        guard let text else { return update("-") }
        value = FNV1a.mix(value, UInt8(ascii: "+"))
        update(text)
    }

    /// How many characters `hex` always has: 16 lowercase hex digits.
    static let hexLength = 16

    /// The hash as 16 lowercase hex digits.
    var hex: String {
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: Self.hexLength) { buffer in
            for position in 0..<Self.hexLength {
                let nibble = Int((value >> UInt64(60 - 4 * position)) & 0xF)
                buffer[position] = digits.utf8Start[nibble]
            }
            return Self.hexLength
        }
    }

    static func of(_ bytes: [UInt8]) -> String {
        var hash = ContentHash()
        hash.update(bytes)
        return hash.hex
    }
}
