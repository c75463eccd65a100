// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

/// A scalar read from the store by the older `SelectorData.get` path (mismatches trap).
public protocol ReadableScalar {
    init(from value: SelectorData.Value)
}

extension Int: ReadableScalar {
    public init(from value: SelectorData.Value) {
        guard case let .int(number) = value else {
            preconditionFailure("expected an Int, found \(value)")
        }
        self = number
    }
}

extension Double: ReadableScalar {
    public init(from value: SelectorData.Value) {
        switch value {
        case let .float(number): self = number
        case let .int(number): self = Double(number)
        default: preconditionFailure("expected a Double, found \(value)")
        }
    }
}

extension String: ReadableScalar {
    public init(from value: SelectorData.Value) {
        guard case let .string(text) = value else {
            preconditionFailure("expected a String, found \(value)")
        }
        self = text
    }
}

extension Bool: ReadableScalar {
    public init(from value: SelectorData.Value) {
        switch value {
        case let .bool(flag): self = flag
        case let .int(number): self = number != 0
        default: preconditionFailure("expected a Bool, found \(value)")
        }
    }
}

/// How a `String`-backed enum is read: `init(rawValue:)`, force-unwrapped (an unknown value traps).
extension RawRepresentable where RawValue == String {
    public init(from value: SelectorData.Value) {
        guard case let .string(text) = value else {
            preconditionFailure("expected a String, found \(value)")
        }
        self.init(rawValue: text)!
    }
}
