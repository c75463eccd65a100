/// Names beginning with `__`, which GraphQL reserves for introspection.
///
/// No type, enum value or input field of the model may have one (graphql-core's schema
/// validation rejects them too), so the generated code can name its own helpers with that
/// prefix (`__unknown`, the storage `__field` of a deprecated field) without clashing with
/// anything from a schema.
extension SchemaModel {
    /// The introspection types every introspection result lists; they are left out of the model.
    static let introspectionTypeNames: Set<String> = [
        "__Schema", "__Type", "__TypeKind", "__Field", "__InputValue", "__EnumValue", "__Directive",
        "__DirectiveLocation",
    ]

    /// Whether `name` begins with `__`.
    package static func isReservedName(_ name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        return utf8.next() == UInt8(ascii: "_") && utf8.next() == UInt8(ascii: "_")
    }

    /// graphql-core's message for a reserved name where the schema defines something.
    static func reservedNameMessage(_ name: String) -> String {
        "Name \"\(name)\" must not begin with \"__\", which is reserved by GraphQL introspection."
    }
}
