/// Checks that a file is well-formed UTF-8 before any reader looks at it, so readers can
/// decode text without checking each byte again.
package enum UTF8Validation {
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or nil.
    package static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F // no surrogates
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            if second < lower || second > upper { return index }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }

    /// The diagnostic for an invalid byte.
    package static func diagnostic(file: SourceFile, offset: Int) -> Diagnostic {
        let byte = offset < file.bytes.count ? file.bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return .error("Invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); the file must be UTF-8 encoded.", at: SourceLocation(file: file, offset: offset))
    }
}
