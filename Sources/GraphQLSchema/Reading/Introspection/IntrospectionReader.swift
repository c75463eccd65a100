import SharedTypesSupport

/// Reads an introspection result (`{"data": {"__schema": ...}}` or `{"__schema": ...}`)
/// into the schema model. Every shape error names what was expected and points at the
/// JSON value concerned; default values are parsed as GraphQL literals, with errors
/// pointing into the JSON string.
struct IntrospectionReader {
    let file: SourceFile
    var diagnostics = DiagnosticBag()

    private init(file: SourceFile) {
        self.file = file
    }

    static func read(_ file: SourceFile) -> (model: SchemaModel, diagnostics: [Diagnostic]) {
        var reader = IntrospectionReader(file: file)
        let model = reader.read()
        return (model, reader.diagnostics.diagnostics)
    }

    private var emptyModel: SchemaModel {
        SchemaModel(enums: [], inputObjects: [], customScalars: [], typeKinds: [:], sourceFileNames: [file.fileName])
    }

    private mutating func read() -> SchemaModel {
        let root: JSONValue
        do {
            root = try JSONReader.parse(file)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return emptyModel
        }
        return read(root)
    }

    private mutating func read(_ root: JSONValue) -> SchemaModel {
        guard let schema = findSchema(root) else { return emptyModel }
        guard let types = array(schema, "types", in: "__schema") else { return emptyModel }

        // Each defined type's kind and where it is.
        var definitions: [String: (kind: TypeKind, offset: Int)] = [:]
        var enums: [EnumType] = []
        var inputObjects: [InputObjectType] = []
        var scalars: [ScalarType] = []
        var compositeTypes: [CompositeType] = []

        for type in types {
            guard let object = type.objectValue else {
                error("Expected a type object in \"types\", found \(type.kindDescription).", at: type)
                continue
            }
            guard let name = self.name(type, in: "a type"),
                  let kindText = string(type, "kind", in: "type \"\(name)\"") else { continue }
            guard let kind = IntrospectionReader.kind(named: kindText) else {
                error("Unknown type kind \"\(kindText)\" for type \"\(name)\"; expected SCALAR, OBJECT, INTERFACE, UNION, ENUM or INPUT_OBJECT.", at: object["kind"] ?? type)
                continue
            }
            if let first = definitions.updateValue((kind, type.offset), forKey: name) {
                definitions[name] = first
                error("There can be only one type named \"\(name)\".", at: type, notes: [.note("\"\(name)\" is first defined here.", at: SourceLocation(file: file, offset: first.offset))])
                continue
            }
            if SchemaModel.isReservedName(name) {
                // The introspection types of every result; any other such name is the schema's own.
                if !SchemaModel.introspectionTypeNames.contains(name) { error(SchemaModel.reservedNameMessage(name), at: object["name"] ?? type) }
                continue
            }
            if builtInScalarNames.contains(name) {
                // As in SDL: declaring a built-in scalar again is harmless, another kind is not.
                if kind != .scalar { error("There can be only one type named \"\(name)\": it is a built-in scalar.", at: object["name"] ?? type) }
                continue
            }
            let description = optionalString(type, "description")
            let location = type.location(in: file)
            switch kind {
            case .enumType:
                guard let values = array(type, "enumValues", in: "enum \"\(name)\"") else { continue }
                var enumValues: [EnumValue] = []
                for value in values {
                    guard let valueName = self.name(value, in: "a value of enum \"\(name)\"", isEnumValue: true) else { continue }
                    enumValues.append(EnumValue(name: valueName, description: optionalString(value, "description"),
                                                deprecationReason: optionalString(value, "deprecationReason"),
                                                location: value.location(in: file)))
                }
                enums.append(EnumType(name: name, description: description, values: enumValues, location: location))
            case .inputObject:
                guard let fields = array(type, "inputFields", in: "input object \"\(name)\"") else { continue }
                var inputFields: [InputField] = []
                for field in fields {
                    guard let fieldName = self.name(field, in: "a field of input object \"\(name)\""),
                          let typeValue = value(field, "type", in: "field \"\(name).\(fieldName)\""),
                          let typeReference = typeReference(typeValue, depth: 0) else { continue }
                    var defaultValue: Value?
                    var defaultLocation: SourceLocation?
                    if let raw = field.objectValue?["defaultValue"], !raw.isNull {
                        defaultLocation = raw.location(in: file)
                        defaultValue = parseDefaultValue(raw)
                    }
                    inputFields.append(InputField(name: fieldName, description: optionalString(field, "description"),
                                                  type: typeReference, defaultValue: defaultValue,
                                                  deprecationReason: optionalString(field, "deprecationReason"),
                                                  location: field.location(in: file), typeLocation: typeValue.location(in: file),
                                                  defaultValueLocation: defaultLocation))
                }
                let isOneOf = optionalBool(type, "isOneOf") ?? false
                inputObjects.append(InputObjectType(name: name, description: description, isOneOf: isOneOf, fields: inputFields, location: location))
            case .scalar:
                scalars.append(ScalarType(name: name, description: description, specifiedByURL: optionalString(type, "specifiedByURL") ?? optionalString(type, "specifiedByUrl"), location: location))
            case .object, .interface, .union:
                compositeTypes.append(compositeType(type, name: name, kind: kind))
            }
        }
        var typeKinds = definitions.mapValues(\.kind)
        for name in builtInScalarNames where typeKinds[name] == nil { typeKinds[name] = .scalar }
        let file = self.file
        let roots = rootOperationTypes(schema, typeKinds: typeKinds) { [definitions] name in
            definitions[name].map { SourceLocation(file: file, offset: $0.offset) }
        }
        return SchemaModel(enums: enums.sorted { $0.name < $1.name },
                           inputObjects: inputObjects.sorted { $0.name < $1.name },
                           customScalars: scalars.sorted { $0.name < $1.name },
                           typeKinds: typeKinds, sourceFileNames: [file.fileName],
                           compositeTypes: compositeTypes.sorted { $0.name.utf8Precedes($1.name) },
                           rootOperationTypes: roots)
    }

    private static func kind(named text: String) -> TypeKind? {
        switch text {
        case "OBJECT": return .object
        case "SCALAR": return .scalar
        case "ENUM": return .enumType
        case "INPUT_OBJECT": return .inputObject
        case "INTERFACE": return .interface
        case "UNION": return .union
        default: return nil
        }
    }

    /// Finds `__schema` at the top or under `data`; explains what was found otherwise.
    private mutating func findSchema(_ root: JSONValue) -> JSONValue? {
        guard let object = root.objectValue else {
            error("Expected an introspection result: a JSON object with \"__schema\" or \"data\": {\"__schema\": ...}, found \(root.kindDescription).", at: root)
            return nil
        }
        if let schema = object["__schema"] { return requireObject(schema, "\"__schema\"") }
        if let data = object["data"] {
            if let schema = data.objectValue?["__schema"] { return requireObject(schema, "\"data.__schema\"") }
            if data.isNull, let errors = object["errors"] {
                reportGraphQLErrors(errors)
                return nil
            }
            error("Expected \"data\" to hold \"__schema\" (an introspection result), found \(data.objectValue.map { "an object with keys " + $0.keys.prefix(5).map(quotedForMessage).joined(separator: ", ") } ?? data.kindDescription).", at: data)
            return nil
        }
        if let errors = object["errors"] {
            reportGraphQLErrors(errors)
            return nil
        }
        let keys = object.keys.prefix(5).map(quotedForMessage).joined(separator: ", ")
        error("Expected an introspection result with \"__schema\" or \"data\": {\"__schema\": ...}, found an object with keys \(keys.isEmpty ? "(none)" : keys). Is this an SDL file with a .json name, or a different JSON document?", at: root)
        return nil
    }

    private mutating func reportGraphQLErrors(_ errors: JSONValue) {
        let messages = errors.arrayValue?.compactMap { $0.objectValue?["message"]?.stringValue } ?? []
        let summary = messages.isEmpty ? "" : ": " + messages.prefix(3).joined(separator: "; ")
        error("The file holds a GraphQL error response, not an introspection result\(summary).", at: errors)
    }

    private mutating func requireObject(_ value: JSONValue, _ what: String) -> JSONValue? {
        guard value.objectValue != nil else {
            error("Expected \(what) to be an object, found \(value.kindDescription).", at: value)
            return nil
        }
        return value
    }

    // MARK: Type references

    mutating func typeReference(_ value: JSONValue, depth: Int) -> TypeReference? {
        guard depth <= Parser.maxNestingDepth else {
            error("Type reference nesting is deeper than the limit of \(Parser.maxNestingDepth) levels.", at: value)
            return nil
        }
        guard value.objectValue != nil, let kind = string(value, "kind", in: "a type reference") else {
            if value.objectValue == nil { error("Expected a type reference object, found \(value.kindDescription).", at: value) }
            return nil
        }
        switch kind {
        case "NON_NULL", "LIST":
            guard let inner = value.objectValue?["ofType"], !inner.isNull else {
                error("Expected \"ofType\" in a \(kind) type reference.", at: value)
                return nil
            }
            guard let innerType = typeReference(inner, depth: depth + 1) else { return nil }
            if kind == "NON_NULL" {
                if innerType.isNonNull {
                    error("A NON_NULL type reference cannot wrap another NON_NULL.", at: inner)
                    return nil
                }
                return .nonNull(innerType)
            }
            return .list(innerType)
        default:
            guard let name = self.name(value, in: "a \(kind) type reference") else { return nil }
            return .named(name)
        }
    }

    // MARK: Default values

    mutating func parseDefaultValue(_ raw: JSONValue) -> Value? {
        guard let string = raw.jsonString else {
            error("Expected \"defaultValue\" to be a string holding a GraphQL value, found \(raw.kindDescription).", at: raw)
            return nil
        }
        switch Parser.parseConstantValue(Array(string.value.utf8)) {
        case .success(let value):
            return value
        case .failure(let syntaxError):
            let offset = string.sourceOffset(ofDecodedUTF8Offset: syntaxError.offset, in: file)
            error("Invalid default value \(Value.stringLiteral(shortenedForMessage(string.value))): \(syntaxError.message)", at: SourceLocation(file: file, offset: offset))
            return nil
        }
    }

    // MARK: Field access

    mutating func value(_ object: JSONValue, _ key: String, in context: @autoclosure () -> String) -> JSONValue? {
        guard let found = object.objectValue?[key] else {
            error("Missing \"\(key)\" in \(context()).", at: object)
            return nil
        }
        return found
    }

    mutating func string(_ object: JSONValue, _ key: String, in context: @autoclosure () -> String) -> String? {
        guard let found = value(object, key, in: context()) else { return nil }
        guard let text = found.stringValue else {
            error("Expected \"\(key)\" of \(context()) to be a string, found \(found.kindDescription).", at: found)
            return nil
        }
        return text
    }

    mutating func array(_ object: JSONValue, _ key: String, in context: @autoclosure () -> String) -> [JSONValue]? {
        guard let found = value(object, key, in: context()) else { return nil }
        guard let items = found.arrayValue else {
            error("Expected \"\(key)\" of \(context()) to be an array, found \(found.kindDescription).", at: found)
            return nil
        }
        return items
    }

    /// The `"name"` member, which must be a GraphQL name: it becomes a Swift identifier and a
    /// file name, so anything else (`"../x"`, `"a b"`, `""`) is an error.
    mutating func name(_ object: JSONValue, in context: @autoclosure () -> String, isEnumValue: Bool = false) -> String? {
        guard let text = string(object, "name", in: context()) else { return nil }
        guard GraphQLName.isValid(text) else {
            error("Expected \"name\" of \(context()) to be a GraphQL name (letters, digits and underscores, not starting with a digit), found \(quotedForMessage(text)).", at: object.objectValue?["name"] ?? object)
            return nil
        }
        if isEnumValue && GraphQLName.isReservedForEnumValues(text) {
            error("Name \"\(text)\" is reserved and cannot be used for an enum value.", at: object.objectValue?["name"] ?? object)
            return nil
        }
        return text
    }

    /// A string member that may be absent or null (descriptions, deprecation reasons).
    mutating func optionalString(_ object: JSONValue, _ key: String) -> String? {
        guard let found = object.objectValue?[key], !found.isNull else { return nil }
        guard let text = found.stringValue else {
            error("Expected \"\(key)\" to be a string or null, found \(found.kindDescription).", at: found)
            return nil
        }
        return text
    }

    /// A member that is absent, null, `true` or `false`; anything else is an error (read as absent).
    private mutating func optionalBool(_ object: JSONValue, _ key: String) -> Bool? {
        guard let found = object.objectValue?[key], !found.isNull else { return nil }
        guard let flag = found.boolValue else {
            error("Expected \"\(key)\" to be true, false or null, found \(found.kindDescription).", at: found)
            return nil
        }
        return flag
    }

    mutating func error(_ message: String, at value: JSONValue, notes: [Diagnostic] = []) {
        diagnostics.error(message, at: value.location(in: file), notes: notes)
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.error(message, at: location)
    }
}
