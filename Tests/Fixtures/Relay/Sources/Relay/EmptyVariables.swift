// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

/// The `Variables` of an operation that declares none.
public struct EmptyVariables: VariableDataConvertible {
    public init() {}

    public var variableData: VariableData { VariableData() }
}
