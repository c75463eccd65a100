import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// Compares two schema models and lists every change to their enums, input objects and
/// custom scalars, each classified by its effect on Swift code that uses the generated module
/// (see `ChangeClassification`) and naming the generated Swift symbol it touches.
///
/// Changes come sorted by type name; within a type, changes to the type itself come first,
/// then its members in schema order (a removed member where it used to be), each member's
/// changes in the order of `ChangeKind`.
public enum SchemaDiff {
    /// - Parameter options: the generation options both sides are named with (renames, enum
    ///   case style, module name) and that decide some severities (`futureProofEnums`,
    ///   `nonExhaustiveEnums` with `accessLevel` and `layout`, `nilFields`).
    public static func changes(from old: SchemaModel, to new: SchemaModel, options: GenerationOptions) -> [SchemaChange] {
        var differ = SchemaDiffer(old: old, new: new, options: options)
        differ.run()
        return differ.changes
    }

    /// The members of both sides in one order: the new side's, with each removed member
    /// placed after the last member that preceded it in the old side and still exists.
    static func mergedOrder(old: [String], new: [String]) -> [String] {
        let newNames = Set(new)
        var removedAfter: [String: [String]] = [:]
        var leadingRemoved: [String] = []
        var anchor: String?
        for name in old {
            if newNames.contains(name) {
                anchor = name
            } else if let anchor {
                removedAfter[anchor, default: []].append(name)
            } else {
                leadingRemoved.append(name)
            }
        }
        var result = leadingRemoved
        for name in new {
            result.append(name)
            result.append(contentsOf: removedAfter[name] ?? [])
        }
        return result
    }
}

/// A generated type of a model, of any kind.
private enum ModelType {
    case enumType(EnumType)
    case inputObject(InputObjectType)
    case scalar(ScalarType)

    var name: String {
        switch self {
        case .enumType(let type): return type.name
        case .inputObject(let type): return type.name
        case .scalar(let type): return type.name
        }
    }

    var kind: TypeKind {
        switch self {
        case .enumType: return .enumType
        case .inputObject: return .inputObject
        case .scalar: return .scalar
        }
    }

    /// `Enum`, `Input object`, `Custom scalar`: how summaries name the kind.
    var kindTitle: String {
        switch self {
        case .enumType: return "Enum"
        case .inputObject: return "Input object"
        case .scalar: return "Custom scalar"
        }
    }

    static func index(_ model: SchemaModel) -> [String: ModelType] {
        var result: [String: ModelType] = [:]
        for type in model.enums { result[type.name] = .enumType(type) }
        for type in model.inputObjects { result[type.name] = .inputObject(type) }
        for type in model.customScalars { result[type.name] = .scalar(type) }
        return result
    }
}

private struct SchemaDiffer {
    let oldTypes: [String: ModelType]
    let newTypes: [String: ModelType]
    let oldSwift: SwiftSymbolTable
    let newSwift: SwiftSymbolTable
    let options: GenerationOptions
    private(set) var changes: [SchemaChange] = []

    init(old: SchemaModel, new: SchemaModel, options: GenerationOptions) {
        oldTypes = ModelType.index(old)
        newTypes = ModelType.index(new)
        oldSwift = SwiftSymbolTable(old, options: options)
        newSwift = SwiftSymbolTable(new, options: options)
        self.options = options
    }

    private typealias Verdict = ChangeClassification.Verdict

    /// Whether `input` is generated as an enum with a case per field: a `@oneOf` input, unless
    /// `oneOfInputs` is `struct`, which declares it as a struct of optional fields like any other.
    private func isEnum(_ input: InputObjectType) -> Bool {
        input.isOneOf && options.oneOfInputs == .enum
    }

    private func code(_ text: String) -> String { ChangeClassification.code(text) }

    mutating func run() {
        for name in Set(oldTypes.keys).union(newTypes.keys).sorted() {
            switch (oldTypes[name], newTypes[name]) {
            case (nil, let added?):
                typeAdded(added)
            case (let removed?, nil):
                typeRemoved(removed)
            case (.enumType(let old)?, .enumType(let new)?):
                compareEnums(old, new)
            case (.inputObject(let old)?, .inputObject(let new)?):
                compareInputs(old, new)
            case (.scalar(let old)?, .scalar(let new)?):
                compareScalars(old, new)
            case (let old?, let new?):
                // Another kind of type under the same name: a different Swift declaration.
                typeRemoved(old)
                typeAdded(new)
            case (nil, nil):
                break
            }
        }
    }

    private mutating func add(
        _ kind: ChangeKind, _ verdict: Verdict, type: String, typeKind: TypeKind, member: String? = nil,
        old: String? = nil, new: String? = nil, summary: String, symbol: String, effect: String
    ) {
        let location = newLocation(type: type, member: member)
        changes.append(SchemaChange(
            kind: kind, severity: verdict.severity, typeName: type, typeKind: typeKind, member: member,
            oldValue: old, newValue: new, summary: summary, swiftSymbol: symbol, swiftEffect: effect,
            reason: verdict.reason, newFile: location?.file.path, newLine: location?.lineAndColumn.line))
    }

    /// Where a change is in the new schema: the member's definition, else (a removed member)
    /// its type's; `nil` for a type the new schema lacks.
    private func newLocation(type: String, member: String?) -> SourceLocation? {
        switch newTypes[type] {
        case .enumType(let type)?:
            return member.flatMap { name in type.values.first { $0.name == name }?.location } ?? type.location
        case .inputObject(let type)?:
            return member.flatMap { name in type.fields.first { $0.name == name }?.location } ?? type.location
        case .scalar(let type)?:
            return type.location
        case nil:
            return nil
        }
    }

    // MARK: Types

    private mutating func typeAdded(_ type: ModelType) {
        let swiftName = newSwift.typeName(type.name)
        var summary = "\(type.kindTitle) \(code(type.name)) added"
        let declaration: String
        switch type {
        case .enumType: declaration = "public enum"
        case .inputObject(let input):
            declaration = isEnum(input) ? "public enum" : "public struct"
            if input.isOneOf { summary += " (@oneOf)" }
        case .scalar: declaration = "public typealias"
        }
        let verdict = ChangeClassification.typeAdded(swiftName: swiftName, aliasTarget: newSwift.aliasTarget(swiftName))
        add(.typeAdded, verdict, type: type.name, typeKind: type.kind,
            new: type.name, summary: summary, symbol: swiftName, effect: "New \(code(declaration + " " + swiftName)).")
    }

    private mutating func typeRemoved(_ type: ModelType) {
        let swiftName = oldSwift.typeName(type.name)
        add(.typeRemoved, ChangeClassification.typeRemoved(swiftName: swiftName), type: type.name, typeKind: type.kind,
            old: type.name, summary: "\(type.kindTitle) \(code(type.name)) removed", symbol: swiftName,
            effect: "\(code(swiftName)) is no longer generated.")
    }

    /// A type's Swift name changed although its GraphQL name did not.
    private mutating func compareTypeNames(_ name: String, kind: TypeKind) {
        let before = oldSwift.typeName(name)
        let after = newSwift.typeName(name)
        guard before != after else { return }
        add(.swiftNameChanged, ChangeClassification.swiftNameChanged(), type: name, typeKind: kind,
            old: before, new: after, summary: "Swift name of \(code(name)) changed", symbol: before,
            effect: "\(code(before)) is now \(code(after)).")
    }

    private mutating func compareDescriptions(_ old: String?, _ new: String?, type: String, typeKind: TypeKind, member: String? = nil, what: String, symbol: String) {
        guard old != new else { return }
        let coordinate = member.map { type + "." + $0 } ?? type
        add(.descriptionChanged, ChangeClassification.descriptionChanged(), type: type, typeKind: typeKind, member: member,
            old: old, new: new, summary: "\(what) \(code(coordinate)) changed", symbol: symbol,
            effect: "The doc comment of \(code(symbol)) changes.")
    }

    // MARK: Enums

    private mutating func compareEnums(_ old: EnumType, _ new: EnumType) {
        let name = new.name
        let swiftName = newSwift.typeName(name)
        if commonOrderDiffers(old.values.map(\.name), new.values.map(\.name)) {
            add(.enumValuesReordered, ChangeClassification.enumValuesReordered(enumName: swiftName, orderOnly: Set(old.values.map(\.name)) == Set(new.values.map(\.name))), type: name, typeKind: .enumType,
                old: old.values.map(\.name).joined(separator: ", "), new: new.values.map(\.name).joined(separator: ", "),
                summary: "Values of enum \(code(name)) reordered", symbol: swiftName + ".allCases",
                effect: "The order of \(code(swiftName + ".allCases")) changes.")
        }
        compareTypeNames(name, kind: .enumType)
        compareDescriptions(old.description, new.description, type: name, typeKind: .enumType, what: "Description of enum", symbol: swiftName)

        var oldValues: [String: EnumValue] = [:]
        for value in old.values { oldValues[value.name] = value }
        var newValues: [String: EnumValue] = [:]
        for value in new.values { newValues[value.name] = value }
        for member in SchemaDiff.mergedOrder(old: old.values.map(\.name), new: new.values.map(\.name)) {
            switch (oldValues[member], newValues[member]) {
            case (nil, let added?):
                let symbol = newSwift.enumCase(name, member)
                add(.enumValueAdded, ChangeClassification.enumValueAdded(enumName: swiftName, graphQLValue: member, caseName: newSwift.caseName(name, member), options: options),
                    type: name, typeKind: .enumType, member: member, new: member,
                    summary: "Enum value \(code(name + "." + member)) added\(added.deprecationReason == nil ? "" : " (deprecated)")",
                    symbol: symbol, effect: "\(code(swiftName)) gains case \(code("." + newSwift.caseName(name, member))).")
            case (let removed?, nil):
                let symbol = oldSwift.enumCase(name, member)
                add(.enumValueRemoved, ChangeClassification.enumValueRemoved(caseName: oldSwift.caseName(name, member), wasDeprecated: removed.deprecationReason != nil),
                    type: name, typeKind: .enumType, member: member, old: member,
                    summary: "Enum value \(code(name + "." + member)) removed\(removed.deprecationReason == nil ? "" : " (was deprecated)")",
                    symbol: symbol, effect: "The case \(code(symbol)) is removed.")
            case (let before?, let after?):
                compareEnumValue(name, before, after)
            case (nil, nil):
                break
            }
        }
    }

    private mutating func compareEnumValue(_ enumName: String, _ old: EnumValue, _ new: EnumValue) {
        let member = new.name
        let coordinate = enumName + "." + member
        let symbol = oldSwift.enumCase(enumName, member)
        compareDeprecation(old.deprecationReason, new.deprecationReason, type: enumName, typeKind: .enumType, member: member,
                           what: "Enum value", deprecated: .enumValueDeprecated, undeprecated: .enumValueUndeprecated,
                           symbol: symbol, declaration: "The case \(code(symbol))")
        let before = oldSwift.caseName(enumName, member)
        let after = newSwift.caseName(enumName, member)
        if before != after {
            add(.swiftNameChanged, ChangeClassification.swiftNameChanged(), type: enumName, typeKind: .enumType, member: member,
                old: before, new: after, summary: "Swift name of \(code(coordinate)) changed", symbol: symbol,
                effect: "\(code(symbol)) is now \(code(newSwift.enumCase(enumName, member))).")
        }
        compareDescriptions(old.description, new.description, type: enumName, typeKind: .enumType, member: member,
                            what: "Description of enum value", symbol: newSwift.enumCase(enumName, member))
    }

    /// Deprecated, undeprecated, or a new reason.
    private mutating func compareDeprecation(
        _ old: String?, _ new: String?, type: String, typeKind: TypeKind, member: String, what: String,
        deprecated: ChangeKind, undeprecated: ChangeKind, symbol: String, declaration: String, isProperty: Bool = false
    ) {
        let coordinate = code(type + "." + member)
        // With `warningsOnDeprecatedUsage` `exclude` the reason goes into the doc comment only,
        // so no code gains or loses a warning.
        let marked = options.warningsOnDeprecatedUsage == .include
        switch (old, new) {
        case (nil, let reason?):
            add(deprecated, marked ? ChangeClassification.deprecated(symbol: symbol, isProperty: isProperty) : ChangeClassification.deprecatedWithoutWarning(),
                type: type, typeKind: typeKind, member: member, new: reason, summary: "\(what) \(coordinate) deprecated", symbol: symbol,
                effect: marked ? "\(declaration) is marked \(code(availability(reason)))."
                    : "\(declaration)'s doc comment says it is deprecated (warningsOnDeprecatedUsage is exclude).")
        case (let reason?, nil):
            add(undeprecated, marked ? ChangeClassification.undeprecated() : ChangeClassification.descriptionChanged(),
                type: type, typeKind: typeKind, member: member, old: reason, summary: "\(what) \(coordinate) no longer deprecated", symbol: symbol,
                effect: marked ? "\(declaration) is no longer marked deprecated." : "\(declaration)'s doc comment no longer says it is deprecated.")
        case (let before?, let after?) where before != after:
            add(.deprecationReasonChanged, marked ? ChangeClassification.deprecationReasonChanged() : ChangeClassification.descriptionChanged(),
                type: type, typeKind: typeKind, member: member, old: before, new: after, summary: "Deprecation reason of \(coordinate) changed", symbol: symbol,
                effect: marked ? "\(declaration) is marked \(code(availability(after))) instead." : "\(declaration)'s doc comment gives the new reason.")
        default:
            break
        }
    }

    /// The attribute the generator writes for a deprecation (the reason as a Swift literal,
    /// so it stays on one line).
    private func availability(_ reason: String) -> String {
        "@available(*, deprecated, message: \(SwiftSourceText.stringLiteral(reason)))"
    }

    /// Whether the members both sides have come in a different order.
    private func commonOrderDiffers(_ old: [String], _ new: [String]) -> Bool {
        let oldNames = Set(old)
        let newNames = Set(new)
        return old.filter(newNames.contains) != new.filter(oldNames.contains)
    }

    // MARK: Input objects

    private mutating func compareInputs(_ old: InputObjectType, _ new: InputObjectType) {
        let name = new.name
        let oldSwiftName = oldSwift.typeName(name)
        if old.isOneOf != new.isOneOf && options.oneOfInputs == .struct {
            add(new.isOneOf ? .oneOfAdded : .oneOfRemoved, ChangeClassification.oneOfChangedInStruct(swiftName: oldSwiftName, nowOneOf: new.isOneOf, nilFields: options.resolvedNilFields),
                type: name, typeKind: .inputObject,
                summary: "Input object \(code(name)) is \(new.isOneOf ? "now" : "no longer") @oneOf", symbol: oldSwiftName,
                effect: "\(code(oldSwiftName)) stays a struct (`oneOfInputs` `struct`).")
        } else if !old.isOneOf && new.isOneOf {
            add(.oneOfAdded, ChangeClassification.oneOfAdded(swiftName: oldSwiftName), type: name, typeKind: .inputObject,
                summary: "Input object \(code(name)) is now @oneOf", symbol: oldSwiftName,
                effect: "\(code(oldSwiftName)) becomes an enum with a case per field.")
        } else if old.isOneOf && !new.isOneOf {
            add(.oneOfRemoved, ChangeClassification.oneOfRemoved(swiftName: oldSwiftName), type: name, typeKind: .inputObject,
                summary: "Input object \(code(name)) is no longer @oneOf", symbol: oldSwiftName,
                effect: "\(code(oldSwiftName)) becomes a struct with a memberwise init.")
        }
        if !isEnum(old) && !isEnum(new) && commonOrderDiffers(old.fields.map(\.name), new.fields.map(\.name)) {
            let before = oldSwift.initializer(name)
            add(.inputFieldsReordered, ChangeClassification.inputFieldsReordered(orderOnly: sameFieldsApartFromOrder(old, new)), type: name, typeKind: .inputObject,
                old: old.fields.map(\.name).joined(separator: ", "), new: new.fields.map(\.name).joined(separator: ", "),
                summary: "Fields of input object \(code(name)) reordered", symbol: before,
                effect: "\(code(before)) becomes \(code(newSwift.initializer(name))).")
        }
        compareTypeNames(name, kind: .inputObject)
        compareDescriptions(old.description, new.description, type: name, typeKind: .inputObject, what: "Description of input object", symbol: newSwift.typeName(name))

        var oldFields: [String: InputField] = [:]
        for field in old.fields { oldFields[field.name] = field }
        var newFields: [String: InputField] = [:]
        for field in new.fields { newFields[field.name] = field }
        for member in SchemaDiff.mergedOrder(old: old.fields.map(\.name), new: new.fields.map(\.name)) {
            switch (oldFields[member], newFields[member]) {
            case (nil, let added?):
                fieldAdded(added, to: new, oldShapeIsStruct: !isEnum(old))
            case (let removed?, nil):
                fieldRemoved(removed, from: old)
            case (let before?, let after?):
                compareField(before, after, old: old, new: new)
            case (nil, nil):
                break
            }
        }
    }

    /// Whether both sides have the same fields, each with the same type and default.
    private func sameFieldsApartFromOrder(_ old: InputObjectType, _ new: InputObjectType) -> Bool {
        guard old.fields.count == new.fields.count else { return false }
        var oldFields: [String: InputField] = [:]
        for field in old.fields { oldFields[field.name] = field }
        return new.fields.allSatisfy { field in
            guard let before = oldFields[field.name], before.type == field.type else { return false }
            return before.defaultValue.map { comparable(normalized($0), as: before.type) }
                == field.defaultValue.map { comparable(normalized($0), as: field.type) }
        }
    }

    /// `text: String!`, `priority: Priority = NORMAL`.
    private func graphQLField(_ field: InputField) -> String {
        field.name + ": " + typeAndDefault(field)
    }

    /// `String!`, `Priority = NORMAL`.
    private func typeAndDefault(_ field: InputField) -> String {
        field.type.graphQLString + (field.defaultValue.map { " = " + normalized($0).graphQLLiteral } ?? "")
    }

    private mutating func fieldAdded(_ field: InputField, to input: InputObjectType, oldShapeIsStruct: Bool) {
        let name = input.name
        var variant = field.type.isNonNull ? "non-null" : "nullable"
        if field.defaultValue != nil { variant += " with default" }
        let summary = "Input field \(code(input.name + "." + graphQLField(field))) added (\(variant))"
        if isEnum(input) {
            let caseName = newSwift.memberName(name, field.name)
            let payload = newSwift.oneOfCase(name, field.name)?.type ?? field.type.graphQLString
            add(.inputFieldAdded, ChangeClassification.oneOfFieldAdded(enumName: newSwift.typeName(name)), type: name, typeKind: .inputObject,
                member: field.name, new: field.type.graphQLString, summary: summary, symbol: newSwift.member(name, field.name),
                effect: "\(code(newSwift.typeName(name))) gains case \(code("." + caseName + "(" + payload + ")")).")
            return
        }
        let symbol = oldShapeIsStruct ? oldSwift.initializer(name) : newSwift.initializer(name)
        let parameter = newSwift.parameter(name, field.name)
        let verdict = ChangeClassification.inputFieldAdded(
            parameter: newSwift.memberName(name, field.name), swiftDefault: newSwift.field(name, field.name)?.defaultExpression,
            graphQLDefault: field.defaultValue.map { normalized($0).graphQLLiteral })
        add(.inputFieldAdded, verdict, type: name, typeKind: .inputObject, member: field.name,
            new: typeAndDefault(field),
            summary: summary, symbol: symbol, effect: "\(code(symbol)) gains parameter \(code(parameter)).")
    }

    private mutating func fieldRemoved(_ field: InputField, from input: InputObjectType) {
        let name = input.name
        let summary = "Input field \(code(name + "." + graphQLField(field))) removed"
        let swiftName = oldSwift.memberName(name, field.name)
        if isEnum(input) {
            let symbol = oldSwift.member(name, field.name)
            add(.inputFieldRemoved, ChangeClassification.oneOfFieldRemoved(caseName: swiftName), type: name, typeKind: .inputObject,
                member: field.name, old: field.type.graphQLString, summary: summary, symbol: symbol,
                effect: "The case \(code(symbol)) is removed.")
            return
        }
        let symbol = oldSwift.initializer(name)
        add(.inputFieldRemoved, ChangeClassification.inputFieldRemoved(parameter: swiftName), type: name, typeKind: .inputObject,
            member: field.name, old: typeAndDefault(field),
            summary: summary, symbol: symbol,
            effect: "\(code(symbol)) loses parameter \(code(swiftName)), and the property \(code(oldSwift.member(name, field.name))) is removed.")
    }

    /// The init parameter of a struct field on one side; `nil` for a `@oneOf` input.
    private func parameter(_ table: SwiftSymbolTable, _ input: InputObjectType, _ field: InputField) -> ChangeClassification.Parameter? {
        guard let swiftField = table.field(input.name, field.name) else { return nil }
        return ChangeClassification.Parameter(
            graphQLDefault: field.defaultValue.map { normalized($0).graphQLLiteral },
            swiftDefault: swiftField.defaultExpression,
            isNullable: !field.type.isNonNull)
    }

    /// The Swift type of a field: the property's, or the `@oneOf` case's payload.
    private func swiftType(_ table: SwiftSymbolTable, _ input: InputObjectType, _ field: InputField) -> String {
        table.field(input.name, field.name)?.type ?? table.oneOfCase(input.name, field.name)?.type ?? field.type.graphQLString
    }

    private mutating func compareField(_ oldField: InputField, _ newField: InputField, old: InputObjectType, new: InputObjectType) {
        let name = new.name
        let member = newField.name
        let coordinate = code(name + "." + member)
        let symbol = oldSwift.member(name, member)
        let oldParameter = parameter(oldSwift, old, oldField)
        let newParameter = parameter(newSwift, new, newField)
        let swiftParameterName = newSwift.memberName(name, member)

        if oldField.type != newField.type {
            let before = swiftType(oldSwift, old, oldField)
            let after = swiftType(newSwift, new, newField)
            let becomesRequired = oldParameter?.swiftDefault != nil && newParameter != nil && newParameter?.swiftDefault == nil
            let aspects = ChangeClassification.typeChangeAspects(old: oldField.type, new: newField.type)
            let sameSwiftType = oldSwift.resolvingAliases(before) == newSwift.resolvingAliases(after)
            let verdict = ChangeClassification.inputFieldTypeChanged(
                old: oldField.type, new: newField.type, oldSwiftType: before, newSwiftType: after,
                sameSwiftType: sameSwiftType, becomesRequired: becomesRequired)
            let effect = before == after
                ? "\(code(symbol)) keeps the Swift type \(code(after))."
                : sameSwiftType
                    ? "\(code(symbol)) is declared \(code(after)) instead of \(code(before)), the same Swift type."
                    : "\(code(symbol)) changes type from \(code(before)) to \(code(after))."
            add(.inputFieldTypeChanged, verdict, type: name, typeKind: .inputObject, member: member,
                old: oldField.type.graphQLString, new: newField.type.graphQLString,
                summary: "Input field \(coordinate) type changed: \(code(oldField.type.graphQLString)) → \(code(newField.type.graphQLString)) (\(aspects.joined(separator: ", ")))",
                symbol: symbol, effect: effect)
        }

        let oldDefault = oldField.defaultValue.map(normalized)
        let newDefault = newField.defaultValue.map(normalized)
        let defaultKind: ChangeKind?
        switch (oldDefault, newDefault) {
        case (nil, .some): defaultKind = .inputFieldDefaultAdded
        case (.some, nil): defaultKind = .inputFieldDefaultRemoved
        case (let before?, let after?) where comparable(before, as: oldField.type) != comparable(after, as: newField.type):
            defaultKind = .inputFieldDefaultChanged
        default:
            // The GraphQL default is the same value; the Swift one may still differ (a deprecated
            // enum value cannot be a default in Swift). Written another way (`1.0`, `1`), only
            // whether Swift has the value at all can differ. A type change explains its own.
            func hasSwiftValue(_ parameter: ChangeClassification.Parameter?) -> Bool {
                parameter?.swiftDefault.map { $0 != "nil" } ?? false
            }
            let swiftDiffers = oldParameter != nil && newParameter != nil && (oldDefault == newDefault
                ? oldParameter?.swiftDefault != newParameter?.swiftDefault
                : hasSwiftValue(oldParameter) != hasSwiftValue(newParameter))
            defaultKind = swiftDiffers && oldField.type == newField.type ? .swiftDefaultChanged : nil
        }
        if let defaultKind {
            // The init as it was, unless the input only became a struct now.
            let initializer = oldParameter == nil && newParameter != nil ? newSwift.initializer(name) : oldSwift.initializer(name)
            let verdict = ChangeClassification.parameterDefaultChanged(parameter: swiftParameterName, old: oldParameter, new: newParameter, nilFields: options.resolvedNilFields)
            let oldText = oldDefault?.graphQLLiteral
            let newText = newDefault?.graphQLLiteral
            let summary: String
            switch defaultKind {
            case .inputFieldDefaultAdded: summary = "Default of input field \(coordinate) added: \(code(newText ?? ""))"
            case .inputFieldDefaultRemoved: summary = "Default \(code(oldText ?? "")) of input field \(coordinate) removed"
            case .inputFieldDefaultChanged: summary = "Default of input field \(coordinate) changed: \(code(oldText ?? "")) → \(code(newText ?? ""))"
            default: summary = "Swift default of input field \(coordinate) changed (GraphQL default \(code(newText ?? "none")))"
            }
            let swiftOld = defaultKind == .swiftDefaultChanged ? oldParameter?.swiftDefault ?? "none" : oldText
            let swiftNew = defaultKind == .swiftDefaultChanged ? newParameter?.swiftDefault ?? "none" : newText
            add(defaultKind, verdict, type: name, typeKind: .inputObject, member: member, old: swiftOld, new: swiftNew,
                summary: summary, symbol: initializer,
                effect: "\(code(initializer)): \(defaultEffect(swiftParameterName, old: oldParameter, new: newParameter)).")
        }

        let declaration = isEnum(new) && isEnum(old) ? "The case \(code(symbol))" : "The property \(code(symbol))"
        compareDeprecation(oldField.deprecationReason, newField.deprecationReason, type: name, typeKind: .inputObject, member: member,
                           what: "Input field", deprecated: .inputFieldDeprecated, undeprecated: .inputFieldUndeprecated,
                           symbol: symbol, declaration: declaration, isProperty: !isEnum(new))
        if isEnum(old) == isEnum(new) {
            let before = oldSwift.memberName(name, member)
            let after = newSwift.memberName(name, member)
            if before != after {
                add(.swiftNameChanged, ChangeClassification.swiftNameChanged(), type: name, typeKind: .inputObject, member: member,
                    old: before, new: after, summary: "Swift name of \(coordinate) changed", symbol: symbol,
                    effect: "\(code(symbol)) is now \(code(newSwift.member(name, member))).")
            }
        }
        compareDescriptions(oldField.description, newField.description, type: name, typeKind: .inputObject, member: member,
                            what: "Description of input field", symbol: newSwift.member(name, member))
    }

    /// What happens to an init parameter's default, in Swift terms.
    private func defaultEffect(_ name: String, old: ChangeClassification.Parameter?, new: ChangeClassification.Parameter?) -> String {
        let parameter = code(name)
        switch (old?.swiftDefault, new?.swiftDefault) {
        case (let before?, nil) where new != nil: return "parameter \(parameter) loses its default \(code(before)) and becomes required"
        case (nil, let after?) where old != nil: return "parameter \(parameter) gains the default \(code(after))"
        case (let before?, let after?) where before != after: return "the default of parameter \(parameter) changes from \(code(before)) to \(code(after))"
        case (let same?, _?): return "parameter \(parameter) keeps the default \(code(same))"
        default:
            if old != nil && new != nil { return "parameter \(parameter) stays required" }
            if let after = new?.swiftDefault { return "parameter \(parameter) has the default \(code(after))" }
            return "parameter \(parameter) has no default"
        }
    }

    // MARK: Custom scalars

    private mutating func compareScalars(_ old: ScalarType, _ new: ScalarType) {
        let name = new.name
        let swiftName = newSwift.typeName(name)
        compareTypeNames(name, kind: .scalar)
        compareDescriptions(old.description, new.description, type: name, typeKind: .scalar, what: "Description of custom scalar", symbol: swiftName)
        // The specification URL is part of the typealias's doc comment, and with the codable
        // runtime it can decide the Swift type.
        compareDescriptions(old.specifiedByURL, new.specifiedByURL, type: name, typeKind: .scalar, what: "@specifiedBy URL of custom scalar", symbol: swiftName)
        if let before = oldSwift.aliasTarget(oldSwift.typeName(name)), let after = newSwift.aliasTarget(swiftName), before != after {
            add(.scalarSwiftTypeChanged, ChangeClassification.scalarSwiftTypeChanged(), type: name, typeKind: .scalar,
                old: before, new: after, summary: "Swift type of custom scalar \(code(name)) changed", symbol: swiftName,
                effect: "\(code(swiftName)) now stands for \(code(after)) instead of \(code(before)).")
        }
    }

    // MARK: Values

    /// The value as GraphQL coerces it for a field of `type`, for telling whether two defaults
    /// are the same value: a single item given for a list type is a one-item list (`ASC` is
    /// `[ASC]`), a `Float` compares by value (`1`, `1.0` and `1e0`), an object's fields in any
    /// order, and strings in either form. (Inside objects the field types are not looked up:
    /// there only the last two apply, and numbers compare as written.)
    private func comparable(_ value: Value, as type: TypeReference?) -> Value {
        var unwrapped = type
        if case .nonNull(let inner)? = unwrapped { unwrapped = inner }
        if case .list(let itemType)? = unwrapped {
            switch value {
            case .list(let items): return .list(items.map { comparable($0, as: itemType) })
            case .null: return .null
            default: return .list([comparable(value, as: itemType)])
            }
        }
        switch value {
        case .string(let text, _):
            return .string(text, block: false)
        case .int(let raw), .float(let raw):
            guard case .named("Float")? = unwrapped, let number = Double(raw) else { return value }
            return .float(String(number))
        case .list(let items):
            return .list(items.map { comparable($0, as: nil) })
        case .object(let fields):
            let sorted = fields.sorted { $0.name.utf8Precedes($1.name) }
            return .object(sorted.map { Value.ObjectField(name: $0.name, value: comparable($0.value, as: nil)) })
        default:
            return value
        }
    }

    /// The value with string literals' block form forgotten: `"""x"""` and `"x"` are the same default.
    private func normalized(_ value: Value) -> Value {
        switch value {
        case .string(let text, _): return .string(text, block: false)
        case .list(let items): return .list(items.map(normalized))
        case .object(let fields): return .object(fields.map { Value.ObjectField(name: $0.name, value: normalized($0.value)) })
        default: return value
        }
    }
}
