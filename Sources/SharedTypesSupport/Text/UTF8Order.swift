extension String {
    /// Whether this string sorts before `other` by their UTF-8 bytes (the order of Unicode
    /// code points), the order names are kept in everywhere in the output.
    package func utf8Precedes(_ other: String) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}
