/// When a generated type is wide enough to need the shapes that keep the Swift compiler fast,
/// and how large the parts of those shapes are.
///
/// The compiler's cost for the simple shapes grows with the number of members: an input
/// object's synthesized `==` and memberwise `init` (the definite-initialization analysis of
/// that `init` grows with the cube of the field count), an enum's synthesized
/// `init(rawValue:)` and `rawValue` and a literal listing its cases (faster than linearly). Up
/// to the limits the simple shapes stay well within the type-checking budget per body, and the
/// output reads like the runtime's own generator's; wider types take the part-based shapes
/// (Benchmarks/README.md, "Type-checking the generated code").
struct WideTypeLayout: Sendable, Equatable {
    /// Input objects with more fields than this store them in parts. The slowest body of a
    /// simple input is its synthesized `==`, which grows with the field count and the mix of
    /// field types; this limit keeps it at about half the budget on a loaded 2-core machine.
    var inputFieldLimit: Int
    /// The fields per part. A part's `==` is synthesized too (a written one is an operator
    /// overload: every file that compares anything would depend on it, so a change to the
    /// input would recompile the whole module), so a part is no wider than a simple input.
    var inputPartSize: Int
    /// Enums with more values than this look raw values up in a table built once.
    var enumValueLimit: Int
    /// The cases per part where a wide enum lists its cases in code.
    var enumPartSize: Int

    static let standard = WideTypeLayout(inputFieldLimit: 30, inputPartSize: 30, enumValueLimit: 100, enumPartSize: 100)

    /// `count` items split into consecutive parts of `size` (the last may be shorter).
    static func parts(count: Int, size: Int) -> [Range<Int>] {
        let size = max(1, size)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }
}
