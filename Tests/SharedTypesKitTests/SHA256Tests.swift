import Testing
@testable import SharedTypesKit

/// The manifest's fingerprint depends on this being exactly SHA-256: FIPS 180-4 test vectors,
/// fed whole and in pieces that straddle block boundaries.
@Suite struct SHA256Tests {
    static let vectors: [(message: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ]

    @Test func matchesTheStandardTestVectors() {
        for (message, digest) in Self.vectors {
            var hash = SHA256()
            hash.update(message)
            #expect(hash.finalizeHex() == digest, "\(message)")
        }
    }

    @Test func givesTheSameDigestHoweverTheInputIsSplit() {
        let bytes = Array(Self.vectors[3].message.utf8)
        for split in [1, 3, 55, 56, 63, 64, 65, 100] {
            var hash = SHA256()
            var start = 0
            while start < bytes.count {
                let end = min(start + split, bytes.count)
                hash.update(Array(bytes[start..<end]))
                start = end
            }
            #expect(hash.finalizeHex() == Self.vectors[3].digest, "pieces of \(split)")
        }
    }

    @Test func hashesAMillionBytes() {
        var hash = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(chunk) }
        #expect(hash.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
