import Testing
@testable import SharedTypesSupport
@testable import TestSupport

/// `JSONWriter.appendQuoted` escapes exactly the control characters, the quote and the
/// backslash, wherever they are in a string.
@Suite struct JSONQuotingTests {
    /// The quoted form, one byte at a time.
    static func quotedByteByByte(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case ..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    static func check(_ bytes: [UInt8]) {
        // Strings are UTF-8: only check the quoted text for valid UTF-8 (every case below is).
        let text = String(decoding: bytes, as: UTF8.self)
        guard Array(text.utf8) == bytes else { return }
        var out: [UInt8] = []
        JSONWriter.appendQuoted(text, to: &out)
        #expect(out == quotedByteByByte(bytes), "\(text.debugDescription)")
    }

    @Test func everyEscapedByteIsFoundAtEveryPositionOfShortAndLongStrings() {
        // Each byte that needs escaping, and its neighbours that do not, at every offset of
        // strings from 0 to 40 bytes: inside a word, at its edges, and in the bytes after the
        // last whole word.
        let special: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x22, 0x5C]
        let harmless: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, UInt8(ascii: "a")]
        for length in 0...40 {
            let plain = [UInt8](repeating: UInt8(ascii: "x"), count: length)
            Self.check(plain)
            for position in 0..<length {
                for byte in special + harmless {
                    var bytes = plain
                    bytes[position] = byte
                    Self.check(bytes)
                }
            }
        }
    }

    @Test func multiByteCharactersNeedNoEscaping() {
        // Bytes of 0x80 and above neither need escaping nor hide a byte that does beside them.
        for text in ["Grüße", "日本語のテキスト", "emoji 😀 and more text", "é\"é", "ü\\", "\u{7F}\u{80}\u{7FF}\u{800}"] {
            Self.check(Array(text.utf8))
        }
    }

    @Test func randomStringsMatchTheByteByByteRule() {
        var random = SplitMix64(seed: 0x4A53_4F4E)
        for _ in 0..<5_000 {
            let length = Int(random.next() % 70)
            // Mostly printable ASCII, sometimes a byte that needs escaping.
            let bytes = (0..<length).map { _ -> UInt8 in
                let value = random.next()
                return value % 23 == 0 ? UInt8(value >> 8 & 0x1F) : UInt8(0x20 + value >> 16 % 0x5F)
            }
            Self.check(bytes)
        }
    }
}
