// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

/// A map of variable names to values. The map itself is internal: other modules build one
/// only through the initializers (including a dictionary literal) and `merge(_:)`.
@dynamicMemberLookup
public struct VariableData: Encodable, Hashable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
    var fields: [String: VariableValue]

    public init() {
        fields = [:]
    }

    public init(_ data: [String: VariableValueConvertible]) {
        fields = [:]
        for (name, value) in data {
            fields[name] = value.variableValue
        }
    }

    public init(dictionaryLiteral elements: (String, VariableValueConvertible)...) {
        fields = [:]
        for (name, value) in elements {
            fields[name] = value.variableValue
        }
    }

    public var isEmpty: Bool { fields.isEmpty }

    public subscript(dynamicMember key: String) -> VariableValue? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    /// Copies every field of `other` over this one's (the other side wins on a clash).
    public mutating func merge(_ other: VariableDataConvertible) {
        fields.merge(other.variableData.fields) { _, theirs in theirs }
    }

    public func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(fields)
    }

    /// Empty when there are no fields, else `{name:value,...}` with names sorted.
    public var description: String {
        guard !fields.isEmpty else { return "" }
        let parts = fields.keys.sorted().map { name in "\(name):\(fields[name]!.description)" }
        return "{" + parts.joined(separator: ",") + "}"
    }
}
