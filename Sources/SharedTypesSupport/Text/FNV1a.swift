/// 64-bit FNV-1a, the byte hash that the name tables and
/// `ContentHash` build on: fast, and the same on every run and machine (unlike `Hasher`).
package enum FNV1a {
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    package static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// `hash` with one more byte mixed in.
    @inline(__always)
    package static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* prime
    }
}
