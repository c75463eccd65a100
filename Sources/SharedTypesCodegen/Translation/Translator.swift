import GraphQLSchema
import SharedTypesSupport

/// Turns the schema model into Swift declarations: names (with keyword escaping, clash
/// resolution and renames), Swift types, init defaults, doc comments, deprecations and
/// indirect storage. Warnings are collected, never thrown.
package struct Translator {
    let model: SchemaModel
    let options: GenerationOptions
    private var diagnostics = DiagnosticBag()
    /// Every type's Swift name by its GraphQL name; resolved first, since everything else
    /// refers to them.
    private var typeNames: [String: SwiftIdentifier] = [:]

    private init(model: SchemaModel, options: GenerationOptions) {
        self.model = model
        self.options = options
    }

    package static func translate(_ model: SchemaModel, options: GenerationOptions) -> (module: SwiftModule, diagnostics: [Diagnostic]) {
        var translator = Translator(model: model, options: options)
        let module = translator.translate()
        return (module, translator.diagnostics.diagnostics)
    }

    private mutating func translate() -> SwiftModule {
        resolveTypeNames()
        reportUnusedRenames()
        let spelling = QualifiedNames(generatedTypeNames: Set(typeNames.values.map(\.name)), runtime: options.profile)

        var scalarTypes: [String: String] = [:]
        var scalarImports: [String] = []
        let aliases: [SwiftScalarAlias] = model.customScalars.map { scalar in
            let mapping = scalarMapping(scalar)
            let type = mapping?.type ?? spelling.string
            scalarImports.append(contentsOf: mapping?.imports ?? [])
            scalarTypes[scalar.name] = type
            var note = scalar.specifiedByURL.map { "Specified by <\($0)>." }
            if options.customScalars[scalar.name] == nil, let coding = specification(of: scalar)?.note {
                note = (note.map { $0 + " " } ?? "") + coding
            }
            let doc = DocComment(scalar.description, note: note)
            let name = identifier(scalar.name)
            let framework = name.name == scalar.name ? nil : appFramework(ofScalar: scalar)
            return SwiftScalarAlias(graphQLName: scalar.name, name: name, type: type, doc: doc,
                                    keptFromFramework: typeRenames[scalar.name] == nil ? framework : nil)
        }
        var seenImports = Set<String>()
        var module = SwiftModule(
            name: options.moduleName,
            enums: [],
            inputObjects: [],
            oneOfInputs: [],
            scalarAliases: aliases,
            scalarImports: scalarImports.filter { seenImports.insert($0).inserted }.sorted(),
            needsIndirectStorage: false,
            spelling: spelling
        )

        for type in model.enums {
            module.enums.append(translateEnum(type, spelling: spelling))
        }

        var enumsByName: [String: SwiftEnum] = [:]
        for swiftEnum in module.enums { enumsByName[swiftEnum.graphQLName] = swiftEnum }
        let types = SwiftTypeMapper(typeNames: typeNames, spelling: spelling)
        let defaults = DefaultValueTranslator(enums: enumsByName, customScalarTypes: scalarTypes, spelling: spelling, typeKinds: model.typeKinds)
        let indirectFields = RecursionDetector.fieldsNeedingIndirection(in: model.inputObjects)
        for input in model.inputObjects {
            let boxed = indirectFields[input.name] ?? []
            if input.isOneOf && options.oneOfInputs == .struct {
                // SwiftUIGraphQL's shape: a struct of optional fields, which never sends `null`
                // (a @oneOf value must have exactly one key, and it non-null).
                var shaped = translateInput(input, types: types, defaults: defaults, boxed: boxed)
                shaped.omitsNilFields = true
                module.inputObjects.append(shaped)
            } else if input.isOneOf {
                module.oneOfInputs.append(translateOneOf(input, types: types, boxed: boxed))
            } else {
                module.inputObjects.append(translateInput(input, types: types, defaults: defaults, boxed: boxed))
            }
        }
        module.needsIndirectStorage = module.inputObjects.contains { $0.fields.contains(where: \.isIndirect) }
        return module
    }

    /// Resolves `typeNames` for the enums, input objects and custom scalars, reporting each
    /// naming diagnostic at the first type it names.
    private mutating func resolveTypeNames() {
        let allTypes: [(name: String, location: SourceLocation?)] = model.enums.map { ($0.name, $0.location) }
            + model.inputObjects.map { ($0.name, $0.location) }
            + model.customScalars.map { ($0.name, $0.location) }
        let mappedTypes = options.customScalars.values.map(\.type) + model.customScalars.compactMap { specification(of: $0)?.mapping.type }
        let resolved = SwiftNaming.typeNames(allTypes.map(\.name), moduleName: options.moduleName, renames: typeRenames,
                                             qualifyingModules: Self.qualifyingModules(mappedTypes),
                                             keptFromApps: keptFromApps(allTypes.map(\.name)), runtime: options.runtime)
        for (type, identifier) in zip(allTypes, resolved.identifiers) {
            typeNames[type.name] = identifier
        }
        for item in resolved.diagnostics {
            let location = allTypes.first { item.message.contains("\"\($0.name)\"") }?.location
            report([item], at: location)
        }
    }

    /// The types whose automatic name gets `_` appended to leave the bare name to app files:
    /// custom scalars named like a framework's type (`appFramework(ofScalar:)`), and types of
    /// any kind named like a public type of the runtime's module (`RuntimeProfile.reservedTypeNames`;
    /// the default runtime's are renamed by the naming rules anyway).
    private func keptFromApps(_ typeNames: [String]) -> Set<String> {
        var kept = Set(model.customScalars.filter { appFramework(ofScalar: $0) != nil }.map(\.name))
        kept.formUnion(typeNames.filter(options.profile.reservedTypeNames.contains))
        return kept
    }

    /// The framework (`Foundation`, `SwiftUI`, `Swift`) whose type of the same name app files
    /// write unqualified, when the custom scalar `name` is named like it and stands for another
    /// type: its typealias gets `_` appended unless `renames` names it, so that an app file
    /// importing the framework and the module still means the framework's type by the bare
    /// name. Operation files never name the typealias (the runtime's generator writes the
    /// scalar's Swift type itself), so this costs them nothing; enums and input objects, which they do
    /// name, keep their names.
    private func appFramework(ofScalar scalar: ScalarType) -> String? {
        SwiftNameRules.appFrameworkClash(swiftName: scalar.name, aliasTarget: scalarMapping(scalar)?.type)
    }

    /// The Swift type of a custom scalar: its `customScalars` entry, else the type its
    /// `@specifiedBy` URL names (`SpecifiedScalars`) when the runtime maps those; nil for `String`.
    private func scalarMapping(_ scalar: ScalarType) -> GenerationOptions.ScalarMapping? {
        options.customScalars[scalar.name] ?? specification(of: scalar)?.mapping
    }

    /// The specification a scalar without a `customScalars` entry is mapped by, or nil.
    private func specification(of scalar: ScalarType) -> SpecifiedScalars.Specification? {
        guard options.profile.mapsSpecifiedScalars, options.customScalars[scalar.name] == nil else { return nil }
        return SpecifiedScalars.specification(for: scalar.specifiedByURL)
    }

    /// The resolved name of a type; every type of the model has one.
    private func identifier(_ graphQLName: String) -> SwiftIdentifier {
        typeNames[graphQLName] ?? SwiftIdentifier(graphQLName, as: .typeName) ?? SwiftIdentifier(unchecked: graphQLName + "_", needsBackticks: false)
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
            let members = model.enums.first { $0.name == typeName }?.values.map(\.name)
                ?? model.inputObjects.first { $0.name == typeName }?.fields.map(\.name) ?? []
            if !members.contains(parts[1]) {
                diagnostics.warning("The rename \"\(key)\" is not used: \"\(typeName)\" has no member named \"\(parts[1])\".", at: nil)
            }
        }
    }

    /// Reports naming diagnostics at the member they name first (`Input field "self" of ...`),
    /// or at the type.
    private mutating func report(_ naming: [NamingDiagnostic], at location: SourceLocation?, members: [(name: String, location: SourceLocation?)] = []) {
        for item in naming {
            let memberLocation = members.first { item.message.contains("\"\($0.name)\" of") }?.location
            diagnostics.append(Diagnostic(item.severity == .error ? .error : .warning, item.message, at: memberLocation ?? location))
        }
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

    // MARK: Deprecations

    /// The message of a member's `@available(*, deprecated)`, as a Swift literal; nil when
    /// the member is not deprecated or `warningsOnDeprecatedUsage` is `exclude`.
    private func deprecationLiteral(_ reason: String?) -> String? {
        options.warningsOnDeprecatedUsage == .include ? reason.map(SwiftSourceText.stringLiteral) : nil
    }

    /// `doc`, with a `Deprecated:` paragraph when the member is deprecated but gets no
    /// attribute, so the reason still shows in the editor.
    private func deprecationNoted(_ doc: DocComment, _ reason: String?) -> DocComment {
        guard options.warningsOnDeprecatedUsage == .exclude, let reason else { return doc }
        var noted = doc
        noted.note = (doc.note.map { $0 + "\n\n" } ?? "") + "Deprecated: " + reason
        return noted
    }

    // MARK: Enums

    private mutating func translateEnum(_ type: EnumType, spelling: QualifiedNames) -> SwiftEnum {
        let naming = SwiftNaming.enumCaseNames(type.values.map(\.name), enumName: type.name, style: options.enumCaseStyle, renames: memberRenames(of: type.name),
                                                runtime: options.runtime)
        report(naming.diagnostics, at: type.location, members: type.values.map { ($0.name, $0.location) })
        let cases = zip(type.values, naming.identifiers).map { value, name in
            SwiftEnum.Case(
                graphQLName: value.name,
                name: name,
                doc: deprecationNoted(DocComment(value.description), value.deprecationReason),
                deprecationLiteral: deprecationLiteral(value.deprecationReason)
            )
        }
        let layout = options.wideTypeLayout
        let caseParts = cases.count <= layout.enumValueLimit ? [] : WideTypeLayout.parts(count: cases.count, size: layout.enumPartSize).enumerated().map {
            SwiftEnum.CasePart(number: $0, cases: $1)
        }
        let name = identifier(type.name)
        let knownCases = SwiftEnum.knownCasesNames(enumName: name)
        return SwiftEnum(graphQLName: type.name, name: name, doc: DocComment(type.description), cases: cases, caseParts: caseParts,
                         knownCasesProtocolName: knownCases.protocol, knownCasesRequirementName: knownCases.requirement,
                         stringSpelling: cases.contains { $0.name.name == spelling.string } ? "Swift.String" : spelling.string)
    }

    // MARK: Input objects

    private mutating func swiftFieldNames(_ input: InputObjectType) -> [SwiftIdentifier] {
        let naming = SwiftNaming.inputFieldNames(input.fields.map(\.name), inputName: input.name, isOneOf: input.isOneOf && options.oneOfInputs == .enum,
                                                renames: memberRenames(of: input.name), runtime: options.runtime)
        report(naming.diagnostics, at: input.location, members: input.fields.map { ($0.name, $0.location) })
        return naming.identifiers
    }

    private mutating func translateInput(_ input: InputObjectType, types: SwiftTypeMapper, defaults: DefaultValueTranslator, boxed: Set<String>) -> SwiftInputObject {
        var fields: [SwiftInputObject.Field] = []
        for (field, name) in zip(input.fields, swiftFieldNames(input)) {
            let isNonNull = field.type.isNonNull
            var doc = DocComment(field.description)
            var defaultExpression: String? = isNonNull ? nil : "nil"
            if let value = field.defaultValue {
                // Through the doc-comment rules, like a description: a block string's line
                // breaks become comment lines, and control characters are dropped.
                doc.note = "GraphQL default: `\(value.graphQLLiteral.replacing("`", with: "'"))`."
                let keepsNil = !isNonNull && options.nullableDefaults == .nil
                switch keepsNil ? .notExpressible : defaults.translate(value, for: field.type) {
                case .expression(let expression): defaultExpression = expression
                case .notExpressible: break
                case .invalid(let reason):
                    diagnostics.warning("The default value of \(input.name).\(field.name) is not used in Swift: \(reason).",
                                        at: field.defaultValueLocation ?? field.location)
                }
            }
            fields.append(SwiftInputObject.Field(
                graphQLName: field.name,
                name: name,
                type: types.swiftType(field.type),
                isOptional: !isNonNull,
                defaultExpression: defaultExpression,
                doc: deprecationNoted(doc, field.deprecationReason),
                deprecationLiteral: deprecationLiteral(field.deprecationReason),
                isIndirect: boxed.contains(field.name)
            ))
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
            for part in parts {
                for index in part.fields {
                    fields[index].partStorage = part.propertyName + "." + fields[index].name.source + (fields[index].isIndirect ? ".value" : "")
                }
            }
            storage = SwiftInputObject.WideStorage(namePrefix: prefix, parts: parts,
                                                   memberNames: options.profile.wideInputPartMembers.mapValues { prefix + $0 })
        } else {
            for index in fields.indices where fields[index].isIndirect || fields[index].deprecationLiteral != nil {
                fields[index].storageName = "__" + fields[index].name.name
            }
        }
        return SwiftInputObject(graphQLName: input.name, name: identifier(input.name), doc: DocComment(input.description), fields: fields, wideStorage: storage)
    }

    private mutating func translateOneOf(_ input: InputObjectType, types: SwiftTypeMapper, boxed: Set<String>) -> SwiftOneOfInput {
        let cases = zip(input.fields, swiftFieldNames(input)).map { field, caseName in
            SwiftOneOfInput.Case(
                graphQLName: field.name,
                name: caseName,
                type: types.swiftType(.nonNull(field.type.nullable)),
                doc: deprecationNoted(DocComment(field.description), field.deprecationReason),
                deprecationLiteral: deprecationLiteral(field.deprecationReason),
                isIndirect: boxed.contains(field.name)
            )
        }
        let name = identifier(input.name)
        return SwiftOneOfInput(graphQLName: input.name, name: name, doc: DocComment(input.description), cases: cases,
                               decodingProtocolName: "__" + name.name + "Decoding", decodeFunctionName: "__decode" + name.name)
    }
}

/// GraphQL type references as Swift types: non-null to plain, nullable to optional, lists to
/// arrays, built-in scalars to Swift's, everything else by its generated name.
struct SwiftTypeMapper {
    let typeNames: [String: SwiftIdentifier]
    let spelling: QualifiedNames

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
