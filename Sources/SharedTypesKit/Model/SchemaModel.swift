/// What the generator needs from a schema: its enums, input objects and custom scalars,
/// each sorted by name, plus the kind of every named type for reference checks.
public struct SchemaModel: Sendable {
    public var enums: [EnumType]
    public var inputObjects: [InputObjectType]
    public var customScalars: [ScalarType]
    /// The kind of every type the schema defines (including object, interface and union
    /// types, which the generator does not emit) and of the built-in scalars.
    public var typeKinds: [String: TypeKind]
    /// The schema files' names, without folders, in the order given.
    public var sourceFileNames: [String]

    public init(enums: [EnumType], inputObjects: [InputObjectType], customScalars: [ScalarType], typeKinds: [String: TypeKind], sourceFileNames: [String]) {
        self.enums = enums
        self.inputObjects = inputObjects
        self.customScalars = customScalars
        self.typeKinds = typeKinds
        self.sourceFileNames = sourceFileNames
    }
}

/// The kinds of named GraphQL types.
public enum TypeKind: String, Sendable {
    case scalar, object, interface, union, enumType = "enum", inputObject = "input object"

    /// Whether a value of this kind may be used as an input (argument or input field).
    public var isInputType: Bool {
        switch self {
        case .scalar, .enumType, .inputObject: return true
        case .object, .interface, .union: return false
        }
    }
}

/// The scalars every schema has; they are never listed as custom scalars.
public let builtInScalarNames: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]

public struct EnumType: Sendable {
    public var name: String
    public var description: String?
    public var values: [EnumValue]
    public var location: SourceLocation?

    public init(name: String, description: String?, values: [EnumValue], location: SourceLocation?) {
        self.name = name
        self.description = description
        self.values = values
        self.location = location
    }
}

public struct EnumValue: Sendable {
    public var name: String
    public var description: String?
    /// The deprecation reason; `nil` when the value is not deprecated.
    public var deprecationReason: String?
    public var location: SourceLocation?

    public init(name: String, description: String?, deprecationReason: String?, location: SourceLocation?) {
        self.name = name
        self.description = description
        self.deprecationReason = deprecationReason
        self.location = location
    }
}

public struct InputObjectType: Sendable {
    public var name: String
    public var description: String?
    /// Declared with `@oneOf`: exactly one field must be given.
    public var isOneOf: Bool
    public var fields: [InputField]
    public var location: SourceLocation?

    public init(name: String, description: String?, isOneOf: Bool, fields: [InputField], location: SourceLocation?) {
        self.name = name
        self.description = description
        self.isOneOf = isOneOf
        self.fields = fields
        self.location = location
    }
}

public struct InputField: Sendable {
    public var name: String
    public var description: String?
    public var type: TypeReference
    public var defaultValue: Value?
    public var deprecationReason: String?
    public var location: SourceLocation?
    /// Where the type reference is written (for errors about it).
    public var typeLocation: SourceLocation?
    /// Where the default value is written (for warnings about it).
    public var defaultValueLocation: SourceLocation?

    public init(name: String, description: String?, type: TypeReference, defaultValue: Value?, deprecationReason: String?, location: SourceLocation?, typeLocation: SourceLocation? = nil, defaultValueLocation: SourceLocation? = nil) {
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

public struct ScalarType: Sendable {
    public var name: String
    public var description: String?
    public var specifiedByURL: String?
    public var location: SourceLocation?

    public init(name: String, description: String?, specifiedByURL: String?, location: SourceLocation?) {
        self.name = name
        self.description = description
        self.specifiedByURL = specifiedByURL
        self.location = location
    }
}
