/// The lookups resolving documents needs, built once from a schema model: each type's kind,
/// the fields of object and interface types, union members, enum values and input fields.
struct SchemaIndex {
    let model: SchemaModel
    let kinds: [String: TypeKind]
    let composites: [String: CompositeType]
    let enums: [String: EnumType]
    let inputObjects: [String: InputObjectType]
    /// The names of the input types (scalars, enums, input objects), sorted, for suggestions.
    let inputTypeNames: [String]
    /// The names of the object, interface and union types, sorted, for suggestions.
    let compositeTypeNames: [String]
    /// Per composite type, its fields by name.
    private let fieldsByType: [String: [String: FieldDefinition]]
    /// Per enum, its values' names.
    private let enumValues: [String: Set<String>]

    init(_ model: SchemaModel) {
        self.model = model
        var kinds = model.typeKinds
        for name in builtInScalarNames { kinds[name] = .scalar }
        self.kinds = kinds
        inputTypeNames = kinds.compactMap { $0.value.isInputType ? $0.key : nil }.sorted { $0.utf8Precedes($1) }
        compositeTypeNames = model.compositeTypes.map(\.name)
        var composites: [String: CompositeType] = [:]
        var fieldsByType: [String: [String: FieldDefinition]] = [:]
        for type in model.compositeTypes {
            composites[type.name] = type
            var fields: [String: FieldDefinition] = [:]
            for field in type.fields where fields[field.name] == nil { fields[field.name] = field }
            fieldsByType[type.name] = fields
        }
        self.composites = composites
        self.fieldsByType = fieldsByType
        var enums: [String: EnumType] = [:]
        var enumValues: [String: Set<String>] = [:]
        for type in model.enums {
            enums[type.name] = type
            enumValues[type.name] = Set(type.values.map(\.name))
        }
        self.enums = enums
        self.enumValues = enumValues
        var inputObjects: [String: InputObjectType] = [:]
        for type in model.inputObjects { inputObjects[type.name] = type }
        self.inputObjects = inputObjects
    }

    /// The root type of `kind`'s operations, if the schema has one.
    func rootType(_ kind: OperationKind) -> String? {
        switch kind {
        case .query: return model.rootOperationTypes.query
        case .mutation: return model.rootOperationTypes.mutation
        case .subscription: return model.rootOperationTypes.subscription
        }
    }

    /// The field `name` of the object or interface type `type`.
    func field(_ name: String, on type: String) -> FieldDefinition? {
        fieldsByType[type]?[name]
    }

    /// Whether `value` is a value of the enum `type`.
    func enumHasValue(_ type: String, _ value: String) -> Bool {
        enumValues[type]?.contains(value) ?? false
    }

    /// Whether values of `name` may be selected from: object, interface or union.
    func isComposite(_ name: String) -> Bool {
        switch kinds[name] {
        case .object, .interface, .union: return true
        default: return false
        }
    }

    /// A custom scalar: a scalar the schema defines, not a built-in one.
    func isCustomScalar(_ name: String) -> Bool {
        kinds[name] == .scalar && !builtInScalarNames.contains(name)
    }

    /// Whether the generated module holds a Swift type for `name`: an enum, an input object or a
    /// custom scalar.
    func isGenerated(_ name: String) -> Bool {
        switch kinds[name] {
        case .enumType, .inputObject: return true
        case .scalar: return !builtInScalarNames.contains(name)
        default: return false
        }
    }
}
