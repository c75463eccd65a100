/// A GraphQL value literal, as written in a default value (`[]`, `RIGHT`, `{a: 1}`, `"x"`).
///
/// Numbers keep their source spelling so that printing and generation never change them.
public indirect enum Value: Hashable, Sendable {
    /// A variable, `$name`, by its name without the `$`. The readers never produce one:
    /// default values and directive arguments must be constant.
    case variable(String)
    /// An integer, as spelled in the source (`42`, `-7`).
    case int(String)
    /// A float, as spelled in the source (`1.5`, `2e-3`).
    case float(String)
    /// A string: its decoded text (block strings dedented as GraphQL specifies), and whether
    /// it was written as a block string (`"""..."""`), so that it prints back the same way.
    case string(String, block: Bool)
    /// The literal `true` or `false`.
    case boolean(Bool)
    /// The `null` literal.
    case null
    /// An enum value, by name: any name other than `true`, `false` and `null`. Whether the
    /// enum has such a value is not checked when the literal is read.
    case enumValue(String)
    /// A list literal, its items in the order written.
    case list([Value])
    /// An input object literal, its fields in the order written.
    case object([ObjectField])

    /// One `name: value` field of an input object literal.
    public struct ObjectField: Hashable, Sendable {
        /// The field's name as written.
        public var name: String
        /// The field's value literal.
        public var value: Value

        /// A field made of this name and value.
        package init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }
}
