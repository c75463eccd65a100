/// A canonical text of a value, made from its stored properties by reflection: what the output
/// fingerprint records of the generation options.
///
/// Reflection rather than a hand-kept list, so that an option added to `GenerationOptions`
/// is fingerprinted without anyone remembering to add it (a hand-kept list once went stale and
/// reported stale output as up to date). Structs list every stored property by name, in
/// declaration order; dictionaries and sets are sorted, so the text never depends on hashing
/// order; strings are quoted and escaped.
enum CanonicalDescription {
    /// `labels` renames the value's own stored properties in the text (not those of its members).
    static func of(_ value: Any, labels: [String: String] = [:]) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?, .tuple?:
            let members = mirror.children.map { "\($0.label.map { labels[$0] ?? $0 } ?? "_")=\(of($0.value))" }
            return "{" + members.joined(separator: ",") + "}"
        case .enum?:
            guard let payload = mirror.children.first else { return String(describing: value) }
            return "\(payload.label ?? "_")(\(of(payload.value)))"
        case .optional?:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .dictionary?, .set?:
            return "[" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "]"
        case .collection?:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ",") + "]"
        default:
            return String(reflecting: value)
        }
    }
}
