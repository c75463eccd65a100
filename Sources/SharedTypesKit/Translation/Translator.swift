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

    /// Splits the `renames` option into type renames (`"Type"`) and member renames per type
    /// (`"Type.member"`).
    private var typeRenames: [String: String] {
        options.renames.filter { !$0.key.contains(".") }
    }

    private func memberRenames(of type: String) -> [String: String] {
        if options.renames.isEmpty { return [:] }
        var result: [String: String] = [:]
        for (key, value) in options.renames where key.hasPrefix(type + ".") {
            result[String(key.dropFirst(type.count + 1))] = value
        }
        return result
    }

    /// Warns about `renames` entries that name no generated type or member (a typo would
    /// otherwise go unnoticed).
    private mutating func reportUnusedRenames() {
        for key in options.renames.keys.sorted() {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard let typeName = parts.first else { continue }
            let isGenerated = model.typeKinds[typeName].map { [.enumType, .inputObject, .scalar].contains($0) } ?? false
            guard isGenerated && !builtInScalarNames.contains(typeName) else {
                diagnostics.warning("The rename \"\(key)\" is not used: the schema has no enum, input object or custom scalar named \"\(typeName)\".", at: nil)
                continue
            }
            guard parts.count == 2 else { continue }
            let members = model.enums.first { $0.name == typeName }.map(\.valueNames)
                ?? model.inputObjects.first { $0.name == typeName }.map(\.fieldNames) ?? []
            if !members.contains(parts[1]) {
                diagnostics.warning("The rename \"\(key)\" is not used: \"\(typeName)\" has no member named \"\(parts[1])\".", at: nil)
            }
        }
    }

    /// Reports naming diagnostics at the member they name first (`Input field "self" of ...`),
    /// or at the type.
    private mutating func report(_ naming: [NamingDiagnostic], at location: SourceLocation?, members: [(name: String, location: SourceLocation?)] = []) {
        Self.report(naming, at: location, members: members, into: &diagnostics)
    }

    private static func report(_ naming: [NamingDiagnostic], at location: SourceLocation?, members: [(name: String, location: SourceLocation?)], into diagnostics: inout DiagnosticBag) {
        for item in naming {
            let memberLocation = members.first { item.message.contains("\"\($0.name)\" of") }?.location
            diagnostics.append(Diagnostic(item.severity == .error ? .error : .warning, item.message, at: memberLocation ?? location))
        }
    }

    private mutating func translate() -> SwiftModule {
        let partial = translateEnums()
        return translateInputObjects(completing: partial, indirectFields: RecursionDetector.fieldsNeedingIndirection(in: model.inputObjects))
    }

    /// The module translated up to its enums: every type's Swift name, the custom scalars and
    /// the enums, with no input objects yet. Enum files can be rendered from `module` alone;
    /// `translateInputObjects(completing:)` adds the rest.
    struct PartialModule: Sendable {
        var module: SwiftModule
        fileprivate var typeNames: [String: SwiftIdentifier]
        fileprivate var scalarTypes: [String: String]
    }

    /// The first step of `translate`: names, custom scalars and enums.
    mutating func translateEnums() -> PartialModule {
        var partial = translateNames()
        translateEnums(into: &partial)
        return partial
    }

    /// The first name of every dotted name in the custom scalars' Swift types (`Foundation` of
    /// `Foundation.Date` and of `[String: Foundation.Data]`): modules, or types, that the
    /// generated typealiases reach through, which a generated type of that name would hide.
    static func qualifyingModules(_ swiftTypes: [String]) -> Set<String> {
        var modules: Set<String> = []
        for type in swiftTypes {
            var name = ""
            var isFirst = true
            for character in type + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    name.append(character)
                } else if character == "." {
                    if isFirst && !name.isEmpty { modules.insert(name) }
                    isFirst = false
                    name = ""
                } else {
                    isFirst = true
                    name = ""
                }
            }
        }
        return modules
    }

    /// Every type's Swift name and the custom scalars: a module with neither enums nor input
    /// objects yet, whose names and spellings are final.
    mutating func translateNames() -> PartialModule {
        // Type names first: everything else refers to them.
        let allTypes: [(name: String, location: SourceLocation?)] = model.enums.map { ($0.name, $0.location) }
            + model.inputObjects.map { ($0.name, $0.location) }
            + model.customScalars.map { ($0.name, $0.location) }
        let resolved = SwiftNaming.typeNames(allTypes.map(\.name), moduleName: options.moduleName, renames: typeRenames,
                                             qualifyingModules: Self.qualifyingModules(options.customScalars.values.map(\.type)))
        var typeNames = [String: SwiftIdentifier](minimumCapacity: allTypes.count)
        for (type, identifier) in zip(allTypes, resolved.identifiers) {
            typeNames[type.name] = identifier
        }
        for item in resolved.diagnostics {
            // Attribute each message to the first type it names.
            let location = allTypes.first { item.message.contains("\"\($0.name)\"") }?.location
            report([item], at: location)
        }
        let spelling = Self.qualifiedNames(typeNames)
        reportUnusedRenames()

        var scalarTypes: [String: String] = [:]
        var scalarImports: [String] = []
        let aliases: [SwiftScalarAlias] = model.customScalars.map { scalar in
            let mapping = options.customScalars[scalar.name]
            let type = mapping?.type ?? spelling.string
            scalarImports.append(contentsOf: mapping?.imports ?? [])
            let name = identifier(scalar.name, typeNames)
            scalarTypes[scalar.name] = type
            let doc = DocComment(scalar.description, note: scalar.specifiedByURL.map { "Specified by <\($0)>." })
            return SwiftScalarAlias(graphQLName: scalar.name, name: name, type: type, doc: doc)
        }

        var seenImports = Set<String>()
        let module = SwiftModule(
            name: options.moduleName,
            enums: [],
            inputObjects: [],
            oneOfInputs: [],
            scalarAliases: aliases,
            scalarImports: scalarImports.filter { seenImports.insert($0).inserted }.sorted(),
            needsIndirectStorage: false,
            spelling: spelling
        )
        return PartialModule(module: module, typeNames: typeNames, scalarTypes: scalarTypes)
    }

    /// Adds the enums to `partial` (from `translateNames`). With `each`, they are translated
    /// one after the other on this thread, in the model's order, and each is handed to `each`
    /// as soon as it is done, for another thread to render meanwhile; without, on every core.
    /// Diagnostics keep the model's order either way.
    mutating func translateEnums(into partial: inout PartialModule, each: ((SwiftEnum) -> Void)? = nil) {
        let typeNames = partial.typeNames
        if let each {
            partial.module.enums.reserveCapacity(model.enums.count)
            for type in model.enums {
                let (swiftEnum, bag) = translateEnum(type, typeNames: typeNames)
                diagnostics.append(contentsOf: bag.diagnostics)
                partial.module.enums.append(swiftEnum)
                each(swiftEnum)
            }
            return
        }
        // Each type translates on its own (the names it refers to are settled), so the work is
        // spread over the cores.
        let enumResults = model.enums.concurrentMap { [self, typeNames] type in translateEnum(type, typeNames: typeNames) }
        for (_, bag) in enumResults { diagnostics.append(contentsOf: bag.diagnostics) }
        partial.module.enums = enumResults.map(\.0)
    }

    /// One enum and the diagnostics translating it reported, apart from the others'.
    private func translateEnum(_ type: EnumType, typeNames: [String: SwiftIdentifier]) -> (SwiftEnum, DiagnosticBag) {
        var bag = DiagnosticBag()
        let swiftEnum = translateEnum(type, name: identifier(type.name, typeNames), diagnostics: &bag)
        return (swiftEnum, bag)
    }

    /// The second step of `translate`: the input objects, which complete `partial`'s module.
    /// `indirectFields` is `RecursionDetector.fieldsNeedingIndirection(in: model.inputObjects)`.
    mutating func translateInputObjects(completing partial: PartialModule, indirectFields: [String: Set<String>]) -> SwiftModule {
        var module = partial.module
        module.inputObjects.reserveCapacity(model.inputObjects.count)
        let typeNames = partial.typeNames
        var enumsByName: [String: SwiftEnum] = [:]
        for swiftEnum in module.enums { enumsByName[swiftEnum.graphQLName] = swiftEnum }

        let types = SwiftTypeMapper(typeNames: typeNames, spelling: module.spelling)
        let defaults = DefaultValueTranslator(enums: enumsByName, customScalarTypes: partial.scalarTypes, spelling: module.spelling, typeKinds: model.typeKinds)

        let inputResults = model.inputObjects.concurrentMap { [self, typeNames] input in
            var bag = DiagnosticBag()
            let name = identifier(input.name, typeNames)
            let boxed = indirectFields[input.name] ?? []
            let translated: TranslatedInput = input.isOneOf
                ? .oneOf(translateOneOf(input, name: name, types: types, boxed: boxed, diagnostics: &bag))
                : .inputObject(translateInput(input, name: name, types: types, defaults: defaults, boxed: boxed, diagnostics: &bag))
            return (translated, bag)
        }
        for (translated, bag) in inputResults {
            switch translated {
            case .inputObject(let input): module.inputObjects.append(input)
            case .oneOf(let input): module.oneOfInputs.append(input)
            }
            diagnostics.append(contentsOf: bag.diagnostics)
        }
        module.needsIndirectStorage = module.inputObjects.contains { $0.fields.contains(where: \.isIndirect) }
        return module
    }

    /// The spellings of Swift's and Relay's names next to the generated types `typeNames`.
    private static func qualifiedNames(_ typeNames: [String: SwiftIdentifier]) -> QualifiedNames {
        let generated = typeNames.values.map(\.name)
        if let table = ASCIINameTable(generated) {
            return QualifiedNames { table.firstPosition(of: $0) != nil }
        }
        return QualifiedNames(generatedTypeNames: Set(generated))
    }

    // MARK: Enums

    private enum TranslatedInput {
        case inputObject(SwiftInputObject)
        case oneOf(SwiftOneOfInput)
    }

    private func translateEnum(_ type: EnumType, name: SwiftIdentifier, diagnostics: inout DiagnosticBag) -> SwiftEnum {
        let naming = SwiftNaming.enumCaseNames(type.valueNames, enumName: type.name, style: options.enumCaseStyle, renames: memberRenames(of: type.name))
        if !naming.diagnostics.isEmpty {
            Self.report(naming.diagnostics, at: type.location, members: type.values.map { ($0.name, $0.location) }, into: &diagnostics)
        }
        // Read in place (see the end of SchemaModel.swift).
        let cases = type.values.withUnsafeBufferPointer { values in
            values.indices.map { index in
                SwiftEnum.Case(
                    graphQLName: values[index].name,
                    name: naming.identifiers[index],
                    doc: DocComment(values[index].description),
                    deprecationLiteral: values[index].deprecationReason.map(SwiftSourceText.stringLiteral)
                )
            }
        }
        let layout = options.wideTypeLayout
        let caseParts = cases.count > layout.enumValueLimit ? WideTypeLayout.parts(count: cases.count, size: layout.enumPartSize) : []
        return SwiftEnum(graphQLName: type.name, name: name, doc: DocComment(type.description), cases: cases, caseParts: caseParts)
    }

    // MARK: Input objects

    private func swiftFieldNames(_ input: InputObjectType, diagnostics: inout DiagnosticBag) -> [SwiftIdentifier] {
        let naming = SwiftNaming.inputFieldNames(input.fieldNames, inputName: input.name, isOneOf: input.isOneOf, renames: memberRenames(of: input.name))
        if !naming.diagnostics.isEmpty {
            Self.report(naming.diagnostics, at: input.location, members: input.fields.map { ($0.name, $0.location) }, into: &diagnostics)
        }
        return naming.identifiers
    }

    /// The resolved name of a type; every type of the model has one.
    private func identifier(_ graphQLName: String, _ names: [String: SwiftIdentifier]) -> SwiftIdentifier {
        names[graphQLName] ?? SwiftIdentifier(graphQLName, as: .typeName) ?? SwiftIdentifier(unchecked: graphQLName + "_", needsBackticks: false)
    }

    private func translateInput(_ input: InputObjectType, name: SwiftIdentifier, types: SwiftTypeMapper, defaults: DefaultValueTranslator, boxed: Set<String>, diagnostics: inout DiagnosticBag) -> SwiftInputObject {
        let names = swiftFieldNames(input, diagnostics: &diagnostics)
        var fields: [SwiftInputObject.Field] = []
        fields.reserveCapacity(input.fields.count)
        // Read in place (see the end of SchemaModel.swift).
        input.fields.withUnsafeBufferPointer { inputFields in
            for index in inputFields.indices {
                let type = types.swiftType(inputFields[index].type)
                let isNonNull = inputFields[index].type.isNonNull
                var doc = DocComment(inputFields[index].description)
                var defaultExpression: String? = isNonNull ? nil : "nil"
                if let value = inputFields[index].defaultValue {
                    // Through the doc-comment rules, like a description: a block string's line
                    // breaks become comment lines, and control characters are dropped.
                    doc.note = "GraphQL default: `\(Self.withoutBackticks(value.graphQLLiteral))`."
                    switch defaults.translate(value, for: inputFields[index].type) {
                    case .expression(let expression): defaultExpression = expression
                    case .notExpressible: break
                    case .invalid(let reason):
                        diagnostics.warning("The default value of \(input.name).\(inputFields[index].name) is not used in Swift: \(reason).",
                                            at: inputFields[index].defaultValueLocation ?? inputFields[index].location)
                    }
                }
                fields.append(SwiftInputObject.Field(
                    graphQLName: inputFields[index].name,
                    name: names[index],
                    type: type,
                    isOptional: !isNonNull,
                    defaultExpression: defaultExpression,
                    doc: doc,
                    deprecationLiteral: inputFields[index].deprecationReason.map(SwiftSourceText.stringLiteral),
                    isIndirect: !boxed.isEmpty && boxed.contains(inputFields[index].name)
                ))
            }
        }
        let layout = options.wideTypeLayout
        var storage: SwiftInputObject.WideStorage?
        if fields.count > layout.inputFieldLimit {
            // One more underscore than any field name starts with, and at least two.
            let underscores = fields.map { $0.name.name.utf8.prefix { $0 == UInt8(ascii: "_") }.count }.max() ?? 0
            let prefix = String(repeating: "_", count: max(2, underscores + 1))
            let parts = WideTypeLayout.parts(count: fields.count, size: layout.inputPartSize).enumerated().map { number, range in
                SwiftInputObject.WideStorage.Part(typeName: "\(prefix)Fields\(number)", propertyName: "\(prefix)fields\(number)", fields: range)
            }
            storage = SwiftInputObject.WideStorage(namePrefix: prefix, parts: parts)
        }
        return SwiftInputObject(graphQLName: input.name, name: name, doc: DocComment(input.description), fields: fields, wideStorage: storage)
    }

    /// `literal` with its backticks written as `'`, so that it fits in a code span.
    private static func withoutBackticks(_ literal: String) -> String {
        literal.utf8.contains(UInt8(ascii: "`")) ? literal.replacing("`", with: "'") : literal
    }

    private func translateOneOf(_ input: InputObjectType, name: SwiftIdentifier, types: SwiftTypeMapper, boxed: Set<String>, diagnostics: inout DiagnosticBag) -> SwiftOneOfInput {
        let names = swiftFieldNames(input, diagnostics: &diagnostics)
        let cases = zip(input.fields, names).map { field, caseName in
            SwiftOneOfInput.Case(
                graphQLName: field.name,
                name: caseName,
                type: types.swiftType(.nonNull(field.type.nullable)),
                doc: DocComment(field.description),
                deprecationLiteral: field.deprecationReason.map(SwiftSourceText.stringLiteral),
                isIndirect: !boxed.isEmpty && boxed.contains(field.name)
            )
        }
        return SwiftOneOfInput(graphQLName: input.name, name: name, doc: DocComment(input.description), cases: cases)
    }
}

/// GraphQL type references as Swift types: non-null to plain, nullable to optional, lists to
/// arrays, built-in scalars to Swift's, everything else by its generated name.
struct SwiftTypeMapper {
    private let typeNames: [String: SwiftIdentifier]
    let spelling: QualifiedNames
    /// The GraphQL names of `typeNames` by bytes, when they are ASCII, with the Swift source
    /// of each: looked up for every field.
    private let graphQLNames: ASCIINameTable?
    private let sources: [String]

    init(typeNames: [String: SwiftIdentifier], spelling: QualifiedNames) {
        self.typeNames = typeNames
        self.spelling = spelling
        var names: [String] = []
        var sources: [String] = []
        names.reserveCapacity(typeNames.count)
        sources.reserveCapacity(typeNames.count)
        for (name, identifier) in typeNames {
            names.append(name)
            sources.append(identifier.source)
        }
        graphQLNames = ASCIINameTable(names)
        self.sources = sources
    }

    /// The Swift source of the generated type for GraphQL type `name`.
    private func source(of name: String) -> String? {
        guard let graphQLNames else { return typeNames[name]?.source }
        return graphQLNames.firstPosition(of: name).map { sources[$0] }
    }

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
            default: return source(of: name) ?? name
            }
        }
    }
}
