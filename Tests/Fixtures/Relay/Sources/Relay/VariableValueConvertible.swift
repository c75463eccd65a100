// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

public protocol VariableValueConvertible {
    var variableValue: VariableValue { get }
}

extension VariableValue: VariableValueConvertible {
    public var variableValue: VariableValue { self }
}

extension String: VariableValueConvertible {
    public var variableValue: VariableValue { .string(self) }
}

extension Int: VariableValueConvertible {
    public var variableValue: VariableValue { .int(self) }
}

extension Bool: VariableValueConvertible {
    public var variableValue: VariableValue { .bool(self) }
}

extension Double: VariableValueConvertible {
    public var variableValue: VariableValue { .float(self) }
}

/// `nil` is sent as an explicit JSON null.
extension Optional: VariableValueConvertible where Wrapped: VariableValueConvertible {
    public var variableValue: VariableValue {
        guard let wrapped = self else { return .null }
        return wrapped.variableValue
    }
}

extension Array: VariableValueConvertible where Element: VariableValueConvertible {
    public var variableValue: VariableValue { .array(map { $0.variableValue }) }
}

extension Dictionary: VariableValueConvertible where Key == String, Value: VariableValueConvertible {
    public var variableValue: VariableValue { .object(variableData) }
}

/// How a `String`-backed enum becomes a variable: its raw value.
extension RawRepresentable where RawValue == String {
    public var variableValue: VariableValue { .string(rawValue) }
}
