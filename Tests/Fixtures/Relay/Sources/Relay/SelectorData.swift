// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md.
// Signatures, conformances and access levels follow relay-tools/Relay.swift; the bodies are our own.
// Nothing here is Sendable, because nothing in Relay.swift is.

/// Data read from the store. Only the type, its conformances and `Value` are public here.
public struct SelectorData: Decodable, Equatable {
    var data: [String: Value?] = [:]

    public enum Value: Equatable {
        case int(Int)
        case float(Double)
        case string(String)
        case bool(Bool)
        case array([Value?])
        case object(SelectorData?)
        case objects([SelectorData?]?)
    }

    init() {}

    /// Stand-in only: reads a plain JSON object (Relay itself decodes this type through its own
    /// store decoder, so this path is never what an app runs).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        for key in container.allKeys {
            data[key.stringValue] = try container.decode(DecodedValue.self, forKey: key).value
        }
    }
}

struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A JSON value turned into a `SelectorData.Value?` (null becomes nil).
struct DecodedValue: Decodable {
    var value: SelectorData.Value?

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { value = nil; return }
            if let flag = try? single.decode(Bool.self) { value = .bool(flag); return }
            if let number = try? single.decode(Int.self) { value = .int(number); return }
            if let number = try? single.decode(Double.self) { value = .float(number); return }
            if let text = try? single.decode(String.self) { value = .string(text); return }
        }
        if var list = try? decoder.unkeyedContainer() {
            var items: [SelectorData.Value?] = []
            while !list.isAtEnd {
                items.append(try list.decode(DecodedValue.self).value)
            }
            var objects: [SelectorData?] = []
            for item in items {
                switch item {
                case nil: objects.append(nil)
                case let .object(object)?: objects.append(object)
                default: value = .array(items); return
                }
            }
            value = items.isEmpty ? .array([]) : .objects(objects)
            return
        }
        value = .object(try SelectorData(from: decoder))
    }
}
