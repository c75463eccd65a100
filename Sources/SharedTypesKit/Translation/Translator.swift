/// Turns the schema model into Swift declarations: names (with keyword escaping, clash
/// resolution and renames), Swift types, init defaults, doc comments, deprecations and
/// indirect storage. Warnings are collected, never thrown.
struct Translator {
    let model: SchemaModel
    let options: GenerationOptions
    private(set) var diagnostics = DiagnosticBag()

    init(model: SchemaModel, options: GenerationOptions) {
        self.model = model
        self.options = options
    }

    static func translate(_ model: SchemaModel, options: GenerationOptions) -> (module: SwiftModule, diagnostics: [Diagnostic]) {
        var translator = Translator(model: model, options: options)
        let module = translator.translate()
        return (module, translator.diagnostics.diagnostics)
    }

    private mutating func translate() -> SwiftModule {
        // Type names first: everything else refers to them.
        var typeNames: [String: SwiftIdentifier] = [:]
        let allTypes: [(name: String, location: SourceLocation?)] = model.enums.map { ($0.name, $0.location) }
            + model.inputObjects.map { ($0.name, $0.location) }
            + model.customScalars.map { ($0.name, $0.location) }
        for (name, location) in allTypes {
            let identifier = InterimNaming.typeName(name, moduleName: options.moduleName, renames: options.renames)
            if identifier.name != name && options.renames[name] == nil {
                diagnostics.warning("Type \"\(name)\" is named \"\(identifier.name)\" in Swift: \"\(name)\" would clash with the module or a name the generated code uses.", at: location)
            }
            typeNames[name] = identifier
        }
        let spelling = QualifiedNames(generatedTypeNames: Set(typeNames.values.map(\.name)))

        var scalarTypes: [String: String] = [:]
        var scalarImports: [String] = []
        let aliases: [SwiftScalarAlias] = model.customScalars.map { scalar in
            let mapping = options.customScalars[scalar.name]
            let type = mapping?.type ?? spelling.string
            scalarImports.append(contentsOf: mapping?.imports ?? [])
            let name = typeNames[scalar.name] ?? SwiftIdentifier(scalar.name)
            scalarTypes[scalar.name] = type
            var doc = InterimNaming.docLines(scalar.description)
            if let url = scalar.specifiedByURL {
                if !doc.isEmpty { doc.append("///") }
                doc.append(contentsOf: InterimNaming.docLines("Specified by <\(url)>."))
            }
            return SwiftScalarAlias(graphQLName: scalar.name, name: name, type: type, docLines: doc)
        }

        let enums = model.enums.map { translateEnum($0, name: typeNames[$0.name] ?? SwiftIdentifier($0.name)) }
        var enumsByName: [String: SwiftEnum] = [:]
        for swiftEnum in enums { enumsByName[swiftEnum.graphQLName] = swiftEnum }

        let types = SwiftTypeMapper(typeNames: typeNames, spelling: spelling)
        let defaults = DefaultValueTranslator(enums: enumsByName, customScalarTypes: scalarTypes, spelling: spelling, typeKinds: model.typeKinds)
        let indirectFields = RecursionDetector.fieldsNeedingIndirection(in: model.inputObjects)

        var inputObjects: [SwiftInputObject] = []
        var oneOfInputs: [SwiftOneOfInput] = []
        for input in model.inputObjects {
            let name = typeNames[input.name] ?? SwiftIdentifier(input.name)
            let boxed = indirectFields[input.name] ?? []
            if input.isOneOf {
                oneOfInputs.append(translateOneOf(input, name: name, types: types, boxed: boxed))
            } else {
                inputObjects.append(translateInput(input, name: name, types: types, defaults: defaults, boxed: boxed))
            }
        }
        var seenImports = Set<String>()
        return SwiftModule(
            name: options.moduleName,
            enums: enums,
            inputObjects: inputObjects,
            oneOfInputs: oneOfInputs,
            scalarAliases: aliases,
            scalarImports: scalarImports.filter { seenImports.insert($0).inserted }.sorted(),
            needsIndirectStorage: inputObjects.contains { $0.fields.contains(where: \.isIndirect) },
            spelling: spelling
        )
    }

    // MARK: Enums

    private mutating func translateEnum(_ type: EnumType, name: SwiftIdentifier) -> SwiftEnum {
        let reserved: Set<String> = ["description", "rawValue", "allCases", "hashValue", "init", "variableValue", "hash"]
        let (caseNames, warnings) = InterimNaming.members(type.values.map(\.name), owner: type.name, style: options.enumCaseStyle, reserved: reserved, renames: options.renames)
        for warning in warnings { diagnostics.warning(warning.message, at: type.location) }
        let cases = zip(type.values, caseNames).map { value, caseName in
            SwiftEnum.Case(
                graphQLName: value.name,
                name: caseName,
                rawValueLiteral: InterimNaming.stringLiteral(value.name),
                docLines: InterimNaming.docLines(value.description),
                deprecationLiteral: value.deprecationReason.map(InterimNaming.stringLiteral)
            )
        }
        return SwiftEnum(graphQLName: type.name, name: name, docLines: InterimNaming.docLines(type.description), cases: cases)
    }

    // MARK: Input objects

    private mutating func fieldNames(_ input: InputObjectType, reserved: Set<String>) -> [SwiftIdentifier] {
        let (names, warnings) = InterimNaming.members(input.fields.map(\.name), owner: input.name, style: nil, reserved: reserved, renames: options.renames)
        for warning in warnings { diagnostics.warning(warning.message, at: input.location) }
        return names
    }

    private mutating func translateInput(_ input: InputObjectType, name: SwiftIdentifier, types: SwiftTypeMapper, defaults: DefaultValueTranslator, boxed: Set<String>) -> SwiftInputObject {
        let names = fieldNames(input, reserved: ["variableData", "variableValue", "hashValue", "hash"])
        var fields: [SwiftInputObject.Field] = []
        for (field, fieldName) in zip(input.fields, names) {
            let type = types.swiftType(field.type)
            var doc = InterimNaming.docLines(field.description)
            var defaultExpression: String? = field.type.isNonNull ? nil : "nil"
            if let value = field.defaultValue {
                if !doc.isEmpty { doc.append("///") }
                doc.append("/// GraphQL default: `\(value.graphQLLiteral.replacing("`", with: "'"))`.")
                switch defaults.translate(value, for: field.type) {
                case .expression(let expression): defaultExpression = expression
                case .notExpressible: break
                case .invalid(let reason):
                    diagnostics.warning("The default value of \(input.name).\(field.name) is not used in Swift: \(reason).", at: field.defaultValueLocation ?? field.location)
                }
            }
            fields.append(SwiftInputObject.Field(
                graphQLName: field.name,
                name: fieldName,
                type: type,
                isOptional: !field.type.isNonNull,
                defaultExpression: defaultExpression,
                docLines: doc,
                deprecationLiteral: field.deprecationReason.map(InterimNaming.stringLiteral),
                isIndirect: boxed.contains(field.name),
                wireNameLiteral: InterimNaming.stringLiteral(field.name)
            ))
        }
        return SwiftInputObject(graphQLName: input.name, name: name, docLines: InterimNaming.docLines(input.description), fields: fields)
    }

    private mutating func translateOneOf(_ input: InputObjectType, name: SwiftIdentifier, types: SwiftTypeMapper, boxed: Set<String>) -> SwiftOneOfInput {
        let names = fieldNames(input, reserved: ["variableData", "variableValue", "hashValue", "hash"])
        let cases = zip(input.fields, names).map { field, caseName in
            SwiftOneOfInput.Case(
                graphQLName: field.name,
                name: caseName,
                type: types.swiftType(.nonNull(field.type.nullable)),
                docLines: InterimNaming.docLines(field.description),
                deprecationLiteral: field.deprecationReason.map(InterimNaming.stringLiteral),
                isIndirect: boxed.contains(field.name),
                wireNameLiteral: InterimNaming.stringLiteral(field.name)
            )
        }
        return SwiftOneOfInput(graphQLName: input.name, name: name, docLines: InterimNaming.docLines(input.description), cases: cases)
    }
}

/// GraphQL type references as Swift types: non-null to plain, nullable to optional, lists to
/// arrays, built-in scalars to Swift's, everything else by its generated name.
struct SwiftTypeMapper {
    var typeNames: [String: SwiftIdentifier]
    var spelling: QualifiedNames

    func swiftType(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return nonOptional(inner)
        default: return nonOptional(type) + "?"
        }
    }

    private func nonOptional(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return nonOptional(inner)
        case .list(let element): return "[" + swiftType(element) + "]"
        case .named(let name):
            switch name {
            case "String", "ID": return spelling.string
            case "Int": return spelling.int
            case "Float": return spelling.double
            case "Boolean": return spelling.bool
            default: return typeNames[name]?.source ?? name
            }
        }
    }
}
