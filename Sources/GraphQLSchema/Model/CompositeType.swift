import SharedTypesSupport

/// An object, interface or union type: what operations select fields from. The generator
/// emits none of them; reading documents needs them to resolve each selection to its type.
package struct CompositeType: Sendable {
    /// The type's name as the schema spells it.
    package var name: String
    /// `.object`, `.interface` or `.union`.
    package var kind: TypeKind
    /// The fields in schema order (the definition's, then each extension's in the order the
    /// files were given; in an introspection result, the order of `fields`); empty for a union.
    package var fields: [FieldDefinition]
    /// The interfaces an object or interface type implements, in the order written.
    package var interfaces: [String]
    /// A union's member types, in the order written; empty for other kinds.
    package var members: [String]
    /// Where the type is defined: its name in the SDL definition, or its object in an
    /// introspection result.
    package var location: SourceLocation?
    /// Where each of `interfaces` is named (for errors about it), in the same order; empty
    /// when not known.
    var interfaceLocations: [SourceLocation?] = []
    /// Where each of `members` is named (for errors about it), in the same order; empty
    /// when not known.
    var memberLocations: [SourceLocation?] = []

    /// A type made of these parts, as the readers build it.
    package init(name: String, kind: TypeKind, fields: [FieldDefinition], interfaces: [String], members: [String], location: SourceLocation?) {
        self.name = name
        self.kind = kind
        self.fields = fields
        self.interfaces = interfaces
        self.members = members
        self.location = location
    }
}

/// A field of an object or interface type.
package struct FieldDefinition: Sendable {
    /// The field's name as the schema spells it.
    package var name: String
    /// The field's type as written, with its list and non-null wrappers.
    package var type: TypeReference
    /// The arguments in the order written.
    package var arguments: [ArgumentDefinition]
    /// The deprecation reason, as for input fields; nil when the field is not deprecated.
    package var deprecationReason: String?
    /// Where the field is defined: its name in SDL, or its object in an introspection result.
    package var location: SourceLocation?
    /// Where the type reference is written (for errors about it).
    package var typeLocation: SourceLocation?

    /// A field made of these parts, as the readers build it; the type's location may be
    /// left out.
    package init(name: String, type: TypeReference, arguments: [ArgumentDefinition], deprecationReason: String?, location: SourceLocation?, typeLocation: SourceLocation? = nil) {
        self.name = name
        self.type = type
        self.arguments = arguments
        self.deprecationReason = deprecationReason
        self.location = location
        self.typeLocation = typeLocation
    }
}

/// An argument of a field.
package struct ArgumentDefinition: Sendable {
    /// The argument's name as the schema spells it.
    package var name: String
    /// The argument's type as written.
    package var type: TypeReference
    /// The default value literal; nil when the argument has none.
    package var defaultValue: Value?
    /// Where the argument is defined: its name in SDL, or its object in an introspection result.
    package var location: SourceLocation?
    /// Where the type reference is written (for errors about it).
    package var typeLocation: SourceLocation?

    /// An argument made of these parts, as the readers build it; the type's location may be
    /// left out.
    package init(name: String, type: TypeReference, defaultValue: Value?, location: SourceLocation?, typeLocation: SourceLocation? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
        self.typeLocation = typeLocation
    }

    /// Whether an operation must pass it: non-null and without a default.
    package var isRequired: Bool { type.isNonNull && defaultValue == nil }
}

/// The root types of a schema's operations: from its `schema { ... }` definition, or else
/// the types named `Query`, `Mutation` and `Subscription` where they exist.
package struct RootOperationTypes: Sendable, Equatable {
    /// The query root type's name; nil when the schema has none.
    package var query: String?
    /// The mutation root type's name; nil when the schema has none.
    package var mutation: String?
    /// The subscription root type's name; nil when the schema has none.
    package var subscription: String?

    /// Roots with these names.
    package init(query: String?, mutation: String?, subscription: String?) {
        self.query = query
        self.mutation = mutation
        self.subscription = subscription
    }
}
