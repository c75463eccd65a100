import SharedTypesSupport

/// Object, interface and union types and the root operation types of an introspection
/// result. As real tools are, it is lenient about lists a shortened introspection query
/// leaves out: a missing or null `fields`, `args`, `interfaces` or `possibleTypes` is empty,
/// and a missing or null root type is no root.
extension IntrospectionReader {
    /// The type `type` describes, of `kind` `.object`, `.interface` or `.union`.
    mutating func compositeType(_ type: JSONValue, name: String, kind: TypeKind) -> CompositeType {
        let context = "\(kind.keyword) \"\(name)\""
        var fields = FieldCollector(typeName: name)
        var interfaces: [String] = []
        var interfaceLocations: [SourceLocation?] = []
        var members: [String] = []
        var memberLocations: [SourceLocation?] = []
        if kind == .union {
            for member in optionalArray(type, "possibleTypes", in: context) {
                guard let memberName = self.name(member, in: "a possible type of \(context)") else { continue }
                members.append(memberName)
                memberLocations.append(member.location(in: file))
            }
        } else {
            for field in optionalArray(type, "fields", in: context) {
                guard let definition = fieldDefinition(field, of: name, in: context) else { continue }
                fields.add(definition, diagnostics: &diagnostics)
            }
            for interface in optionalArray(type, "interfaces", in: context) {
                guard let interfaceName = self.name(interface, in: "an interface of \(context)") else { continue }
                interfaces.append(interfaceName)
                interfaceLocations.append(interface.location(in: file))
            }
        }
        var composite = CompositeType(name: name, kind: kind, fields: fields.fields, interfaces: interfaces, members: members, location: type.location(in: file))
        composite.interfaceLocations = interfaceLocations
        composite.memberLocations = memberLocations
        return composite
    }

    /// A field of the type named `typeName` (`context` names its kind too); nil (reported)
    /// when its name or type is unusable.
    private mutating func fieldDefinition(_ field: JSONValue, of typeName: String, in context: String) -> FieldDefinition? {
        guard let fieldName = self.name(field, in: "a field of \(context)"),
              let typeValue = value(field, "type", in: "field \"\(typeName).\(fieldName)\""),
              let type = typeReference(typeValue, depth: 0) else { return nil }
        var arguments: [ArgumentDefinition] = []
        for argument in optionalArray(field, "args", in: "field \"\(typeName).\(fieldName)\"") {
            guard let argumentName = self.name(argument, in: "an argument of field \"\(typeName).\(fieldName)\""),
                  let argumentTypeValue = value(argument, "type", in: "argument \"\(typeName).\(fieldName)(\(argumentName):)\""),
                  let argumentType = typeReference(argumentTypeValue, depth: 0) else { continue }
            var defaultValue: Value?
            if let raw = argument.objectValue?["defaultValue"], !raw.isNull {
                defaultValue = parseDefaultValue(raw)
            }
            arguments.append(ArgumentDefinition(name: argumentName, type: argumentType, defaultValue: defaultValue,
                                                location: argument.location(in: file), typeLocation: argumentTypeValue.location(in: file)))
        }
        return FieldDefinition(name: fieldName, type: type, arguments: arguments, deprecationReason: optionalString(field, "deprecationReason"),
                               location: field.location(in: file), typeLocation: typeValue.location(in: file))
    }

    /// `__schema`'s `queryType`, `mutationType` and `subscriptionType` names (objects with a
    /// `name`); each must be an object type `typeKinds` holds. `definedAt` gives where a
    /// type is, for notes.
    mutating func rootOperationTypes(_ schema: JSONValue, typeKinds: [String: TypeKind], definedAt: (String) -> SourceLocation?) -> RootOperationTypes {
        var roots = RootOperationTypes(query: nil, mutation: nil, subscription: nil)
        for operation in OperationKind.all {
            let key = "\(operation.rawValue)Type"
            guard let found = schema.objectValue?[key], !found.isNull else { continue }
            guard found.objectValue != nil else {
                error("Expected \"\(key)\" of __schema to be an object with a \"name\", or null, found \(found.kindDescription).", at: found)
                continue
            }
            guard let name = self.name(found, in: "__schema.\(key)") else { continue }
            if let problem = RootOperationTypes.problem(with: name, as: operation, typeKinds: typeKinds) {
                var notes: [Diagnostic] = []
                if let kind = problem.kind, let defined = definedAt(name) {
                    notes.append(.note("\"\(name)\" is defined here as \(kind.article) \(kind.keyword) type.", at: defined))
                }
                error(problem.message, at: found, notes: notes)
                continue
            }
            roots[operation] = name
        }
        return roots
    }

    /// The array member `key`: empty when it is absent or null; an error (and empty) when it
    /// is something else.
    private mutating func optionalArray(_ object: JSONValue, _ key: String, in context: @autoclosure () -> String) -> [JSONValue] {
        guard let found = object.objectValue?[key], !found.isNull else { return [] }
        guard let items = found.arrayValue else {
            error("Expected \"\(key)\" of \(context()) to be an array or null, found \(found.kindDescription).", at: found)
            return []
        }
        return items
    }
}
