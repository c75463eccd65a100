/// When a generated type is wide enough to need the shapes that keep the Swift compiler fast,
/// and how large the parts of those shapes are.
///
/// The compiler's cost for the simple shapes grows with the number of members (measured with
/// swiftc 6.3.1, debug build, on the 1,000-field input and 2,000-value enum of
/// `Benchmarks/run`; README, "Performance"):
/// - an input object's synthesized `==` takes ~0.35 ms per field to type-check (~330 ms for
///   1,000 fields), its memberwise `init` ~0.04 ms per field, and definite-initialization
///   analysis of that `init` grows with the cube of the field count (250 fields: 0.8 s,
///   500: 7 s, 1,000: 65 s of a 70 s compile);
/// - an enum's synthesized `init(rawValue:)`, a `switch` over string patterns, takes ~0.06 ms
///   per value (~125 ms for 2,000 values); a literal listing the cases grows faster than
///   linearly (100 cases: 3 ms, 2,000: 260 ms).
///
/// Up to the limits the simple shapes stay below about a third of the 50 ms budget per body,
/// and the output reads like Relay.swift's own; wider types take the part-based shapes.
struct WideTypeLayout: Sendable, Equatable {
    /// Input objects with more fields than this store them in parts.
    var inputFieldLimit: Int
    /// The fields per part. 50 keeps every body of a part under ~5 ms, while the 20 parts
    /// of a 1,000-field input keep the outer `==` and `init` small (25 per part doubles the
    /// outer `==`; 100 per part triples the cost of each part's `variableData` literal).
    var inputPartSize: Int
    /// Enums with more values than this look raw values up in a table built once.
    var enumValueLimit: Int
    /// The cases per part where a wide enum lists its cases in code (~3 ms per part).
    var enumPartSize: Int

    static let standard = WideTypeLayout(inputFieldLimit: 50, inputPartSize: 50, enumValueLimit: 100, enumPartSize: 100)

    /// `count` items split into consecutive parts of `size` (the last may be shorter).
    static func parts(count: Int, size: Int) -> [Range<Int>] {
        let size = max(1, size)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }
}
