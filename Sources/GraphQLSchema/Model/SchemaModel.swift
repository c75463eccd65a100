import SharedTypesSupport

/// What the generator needs from a schema: its enums, input objects and custom scalars,
/// each sorted by name, plus the kind of every named type for reference checks, and the
/// object, interface and union types and root types that reading operations resolves
/// against.
public struct SchemaModel: Sendable {
    /// The enum types, sorted by name (by UTF-8 bytes).
    public var enums: [EnumType]
    /// The input object types, sorted by name (by UTF-8 bytes).
    public var inputObjects: [InputObjectType]
    /// The custom scalars, sorted by name (by UTF-8 bytes).
    public var customScalars: [ScalarType]
    /// The kind of every type the schema defines (including object, interface and union
    /// types, which the generator does not emit) and of the built-in scalars.
    package var typeKinds: [String: TypeKind]
    /// The schema files' names, without folders, in the order given.
    package var sourceFileNames: [String]
    /// The object, interface and union types, sorted by name (by UTF-8 bytes).
    package var compositeTypes: [CompositeType]
    /// The root types of queries, mutations and subscriptions.
    package var rootOperationTypes: RootOperationTypes

    /// A model made of these parts, as given: the lists are not sorted here (the readers
    /// sort them before building it).
    package init(enums: [EnumType], inputObjects: [InputObjectType], customScalars: [ScalarType], typeKinds: [String: TypeKind], sourceFileNames: [String],
                compositeTypes: [CompositeType] = [], rootOperationTypes: RootOperationTypes = RootOperationTypes(query: nil, mutation: nil, subscription: nil)) {
        self.enums = enums
        self.compositeTypes = compositeTypes
        self.rootOperationTypes = rootOperationTypes
        self.inputObjects = inputObjects
        self.customScalars = customScalars
        self.typeKinds = typeKinds
        self.sourceFileNames = sourceFileNames
    }
}

/// The kinds of named GraphQL types.
package enum TypeKind: String, Sendable {
    /// The raw values are the kinds' lower-case names (`enum`, `input object`), as the
    /// diff's JSON report writes them.
    case scalar, object, interface, union, enumType = "enum", inputObject = "input object"

    /// Whether a value of this kind may be used as an input (argument or input field).
    package var isInputType: Bool {
        switch self {
        case .scalar, .enumType, .inputObject: return true
        case .object, .interface, .union: return false
        }
    }
}

/// The scalars every schema has; they are never listed as custom scalars.
package let builtInScalarNames: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]

/// An enum type, with the values of its extensions merged in.
public struct EnumType: Sendable {
    /// The type's name as the schema spells it.
    public var name: String
    /// The type's description, decoded (block strings dedented as GraphQL specifies);
    /// nil when it has none.
    public var description: String?
    /// The values in schema order: in SDL, the definition's, then each extension's in the
    /// order the files were given; in an introspection result, the order of `enumValues`.
    public var values: [EnumValue]
    /// Where the type is defined: its name in the SDL definition (not an extension), or its
    /// object in an introspection result. The readers always set it.
    package var location: SourceLocation?

    /// A type made of these parts, as the readers build it.
    package init(name: String, description: String?, values: [EnumValue], location: SourceLocation?) {
        self.name = name
        self.description = description
        self.values = values
        self.location = location
    }
}

/// One value of an enum type.
public struct EnumValue: Sendable {
    /// The value's name as the schema spells it: never `true`, `false` or `null`.
    public var name: String
    /// The value's description, decoded (block strings dedented as GraphQL specifies);
    /// nil when it has none.
    public var description: String?
    /// The deprecation reason; `nil` when the value is not deprecated.
    public var deprecationReason: String?
    /// Where the value is defined: its name in SDL, or its object in an introspection result.
    package var location: SourceLocation?

    /// A value made of these parts, as the readers build it.
    package init(name: String, description: String?, deprecationReason: String?, location: SourceLocation?) {
        self.name = name
        self.description = description
        self.deprecationReason = deprecationReason
        self.location = location
    }
}

/// An input object type, with the fields of its extensions merged in.
public struct InputObjectType: Sendable {
    /// The type's name as the schema spells it.
    public var name: String
    /// The type's description, decoded (block strings dedented as GraphQL specifies);
    /// nil when it has none.
    public var description: String?
    /// Declared with `@oneOf`: exactly one field must be given.
    public var isOneOf: Bool
    /// The fields in schema order: in SDL, the definition's, then each extension's in the
    /// order the files were given; in an introspection result, the order of `inputFields`.
    public var fields: [InputField]
    /// Where the type is defined: its name in the SDL definition (not an extension), or its
    /// object in an introspection result. The readers always set it.
    package var location: SourceLocation?

    /// A type made of these parts, as the readers build it.
    package init(name: String, description: String?, isOneOf: Bool, fields: [InputField], location: SourceLocation?) {
        self.name = name
        self.description = description
        self.isOneOf = isOneOf
        self.fields = fields
        self.location = location
    }
}

/// One field of an input object type.
public struct InputField: Sendable {
    /// The field's name as the schema spells it.
    public var name: String
    /// The field's description, decoded (block strings dedented as GraphQL specifies);
    /// nil when it has none.
    public var description: String?
    /// The field's type as written, with its list and non-null wrappers.
    public var type: TypeReference
    /// The default value literal; nil when the field has none. From an introspection result,
    /// it is the `defaultValue` string parsed as GraphQL.
    public var defaultValue: Value?
    /// The deprecation reason: the `reason` of `@deprecated`, or `defaultDeprecationReason`
    /// when it gives none (from an introspection result, its `deprecationReason` as is); nil
    /// when the field is not deprecated or the reason is an explicit `null`.
    public var deprecationReason: String?
    /// Where the field is defined: its name in SDL, or its object in an introspection result.
    package var location: SourceLocation?
    /// Where the type reference is written (for errors about it).
    package var typeLocation: SourceLocation?
    /// Where the default value is written (for warnings about it).
    package var defaultValueLocation: SourceLocation?

    /// A field made of these parts, as the readers build it; the type and default value
    /// locations may be left out.
    package init(name: String, description: String?, type: TypeReference, defaultValue: Value?, deprecationReason: String?, location: SourceLocation?, typeLocation: SourceLocation? = nil, defaultValueLocation: SourceLocation? = nil) {
        self.name = name
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.deprecationReason = deprecationReason
        self.location = location
        self.typeLocation = typeLocation
        self.defaultValueLocation = defaultValueLocation
    }
}

/// A custom scalar: one the schema defines other than the built-in scalars.
public struct ScalarType: Sendable {
    /// The scalar's name as the schema spells it.
    public var name: String
    /// The scalar's description, decoded (block strings dedented as GraphQL specifies); nil
    /// when it has none.
    public var description: String?
    /// The URL given by `@specifiedBy(url:)` on the definition or an extension (the last one
    /// read wins), or an introspection result's `specifiedByURL`; nil when there is none.
    package var specifiedByURL: String?
    /// Where the scalar is defined: its name in the SDL definition (not an extension), or its
    /// object in an introspection result. The readers always set it.
    package var location: SourceLocation?

    /// A scalar made of these parts, as the readers build it.
    package init(name: String, description: String?, specifiedByURL: String?, location: SourceLocation?) {
        self.name = name
        self.description = description
        self.specifiedByURL = specifiedByURL
        self.location = location
    }
}
