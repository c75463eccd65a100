// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

/// One GraphQL variable value, as Relay sends it in the request's JSON.
public enum VariableValue: Encodable, Hashable, CustomStringConvertible {
    case null
    case string(String)
    case int(Int)
    case bool(Bool)
    case float(Double)
    case object(VariableData)
    case array([VariableValue])

    public func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .null: try single.encodeNil()
        case let .string(text): try single.encode(text)
        case let .int(number): try single.encode(number)
        case let .bool(flag): try single.encode(flag)
        case let .float(number): try single.encode(number)
        case let .object(object): try single.encode(object)
        case let .array(items): try single.encode(items)
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case let .string(text): return text.debugDescription
        case let .int(number): return String(number)
        case let .bool(flag): return String(flag)
        case let .float(number): return String(number)
        case let .object(object): return object.description
        case let .array(items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        }
    }
}
