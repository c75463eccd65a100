#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string sorts before `other` by their UTF-8 bytes (the order of Unicode
    /// code points), the order names are kept in everywhere in the output. Compares the bytes
    /// in place: a `UTF8View`'s `lexicographicallyPrecedes` steps through its iterator a byte
    /// at a time, which made sorting a schema's names cost hundreds of instructions a pair.
    func utf8Precedes(_ other: String) -> Bool {
        let inPlace = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                if common > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress {
                    let order = memcmp(leftStart, rightStart, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if let inPlace, let precedes = inPlace { return precedes }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}
