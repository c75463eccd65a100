/// A GraphQL value literal, as written in a default value (`[]`, `RIGHT`, `{a: 1}`, `"x"`).
///
/// Numbers keep their source spelling so that printing and generation never change them.
public indirect enum Value: Hashable, Sendable {
    case variable(String)
    case int(String)
    case float(String)
    case string(String, block: Bool)
    case boolean(Bool)
    case null
    case enumValue(String)
    case list([Value])
    case object([ObjectField])

    public struct ObjectField: Hashable, Sendable {
        public var name: String
        public var value: Value

        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }
}
