// The experiments compile generated-looking code that imports `Relay`. They use the real
// Relay.swift runtime of ../shared/relay-swift (`RelayRuntime`); in a clone without ../shared,
// this small stand-in written for these tests: the public surface that generated enums and input
// objects touch (names, labels, requirements, conformances and the protocol extensions that
// supply defaults), with trivial bodies.

enum RelayStandIn {
    static let source = #"""
    public enum VariableValue: Encodable, Hashable, CustomStringConvertible {
        case null
        case string(String)
        case int(Int)
        case bool(Bool)
        case float(Double)
        case object(VariableData)
        case array([VariableValue])

        public var description: String { "\(self)" }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .string(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .float(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            }
        }
    }

    @dynamicMemberLookup
    public struct VariableData: Encodable, Hashable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
        var fields: [String: VariableValue]

        public init() { fields = [:] }

        public init(_ data: [String: VariableValueConvertible]) {
            fields = data.mapValues { $0.variableValue }
        }

        public init(dictionaryLiteral elements: (String, VariableValueConvertible)...) {
            fields = [:]
            for (key, value) in elements { fields[key] = value.variableValue }
        }

        public var isEmpty: Bool { fields.isEmpty }
        public var description: String { "\(fields)" }
        public mutating func merge(_ other: VariableData) { fields.merge(other.fields) { $1 } }
        public subscript(dynamicMember key: String) -> VariableValue? { fields[key] }
        public func encode(to encoder: Encoder) throws { try fields.encode(to: encoder) }
    }

    public protocol VariableValueConvertible {
        var variableValue: VariableValue { get }
    }

    public protocol VariableDataConvertible: VariableValueConvertible {
        var variableData: VariableData { get }
    }

    extension VariableDataConvertible {
        public var variableValue: VariableValue { .object(variableData) }
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
    extension Optional: VariableValueConvertible where Wrapped: VariableValueConvertible {
        public var variableValue: VariableValue { self?.variableValue ?? .null }
    }
    extension Array: VariableValueConvertible where Element: VariableValueConvertible {
        public var variableValue: VariableValue { .array(map { $0.variableValue }) }
    }
    extension Dictionary: VariableValueConvertible where Key == String, Value: VariableValueConvertible {
        public var variableValue: VariableValue { .object(VariableData(self)) }
    }

    public struct SelectorData: Equatable {
        public enum Value: Equatable {
            case int(Int)
            case float(Double)
            case string(String)
            case bool(Bool)
            case array([Value?])
            case object(SelectorData?)
            case objects([SelectorData?]?)
        }
    }

    public struct EmptyVariables: VariableDataConvertible {
        public init() {}
        public var variableData: VariableData { VariableData() }
    }

    public protocol ReadableScalar {
        init(from value: SelectorData.Value)
    }

    extension RawRepresentable where RawValue == String {
        public var variableValue: VariableValue { .string(rawValue) }

        public init(from value: SelectorData.Value) {
            guard case .string(let text) = value else { preconditionFailure("not a string") }
            self.init(rawValue: text)!
        }
    }
    """#
}
