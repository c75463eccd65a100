// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

public protocol VariableDataConvertible: VariableValueConvertible {
    var variableData: VariableData { get }
}

extension VariableDataConvertible {
    public var variableValue: VariableValue { .object(variableData) }
}

extension VariableData: VariableDataConvertible {
    public var variableData: VariableData { self }
}

extension Dictionary: VariableDataConvertible where Key == String, Value: VariableValueConvertible {
    public var variableData: VariableData { VariableData(self) }
}
