/// The top-level members every input object's context has, wide or not.
struct InputObjectMembers {
    let module: ModuleContextValues
    let input: SwiftInputObject

    var version: String { module.version }
    var schemaFiles: String { module.schemaFiles }
    var imports: [String] { module.imports }
    var name: String { input.name.source }
    var docLines: [String] { input.docLines }
    var conformances: String { module.inputConformances }
    var hasFields: Bool { !input.fields.isEmpty }
    var initOnOneLine: Bool { input.fields.count <= 3 }
    var indirectType: String { module.indirectType }
    var sendsNull: Bool { module.sendsNull }
    var variableDataType: String { module.variableDataType }
    var variableValueConvertibleType: String { module.variableValueConvertibleType }
    var stringType: String { module.stringType }

    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .version: return .string(version)
        case .schemaFiles: return .string(schemaFiles)
        case .imports: return .strings(imports)
        case .name: return .string(name)
        case .docLines: return .strings(docLines)
        case .conformances: return .string(conformances)
        case .hasFields: return .bool(hasFields)
        case .initOnOneLine: return .bool(initOnOneLine)
        case .indirectType: return .string(indirectType)
        case .sendsNull: return .bool(sendsNull)
        case .variableDataType: return .string(variableDataType)
        case .variableValueConvertibleType: return .string(variableValueConvertibleType)
        case .stringType: return .string(stringType)
        default: return nil
        }
    }
}

/// The context of `input-object.swift.mustache`: an input object whose fields are stored
/// directly (not wide), and its fields.
///
/// Members are typed properties, which compiled templates read directly; `value(of:at:)`
/// answers them by key for the template interpreter. `ContextShape.inputObjectFile` lists them
/// for the template compiler.
final class InputObjectContext: TemplateViewSource {
    let members: InputObjectMembers
    private let fields: InputFieldContext
    /// Whether some field is stored privately: deprecated fields are computed over private
    /// storage, so the module's own init and variableData never touch a deprecated member.
    let hasStorage: Bool

    init(_ input: SwiftInputObject, module: ModuleContextValues) {
        members = InputObjectMembers(module: module, input: input)
        fields = InputFieldContext(input.fields)
        hasStorage = input.fields.contains { $0.isIndirect || $0.deprecationLiteral != nil }
    }

    var fieldItems: ContextItems<InputFieldContext> { ContextItems(source: fields, indices: members.input.fields.indices) }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .fields: return fieldItems.templateValue
        case .hasStorage: return .bool(hasStorage)
        default: return members.value(of: key)
        }
    }
}

/// The context of `wide-input-object.swift.mustache`: an input object whose fields are stored
/// in parts, its fields and its parts.
final class WideInputObjectContext: TemplateViewSource {
    private let members: InputObjectMembers
    private let wide: WideInputContext

    init(_ input: SwiftInputObject, storage: SwiftInputObject.WideStorage, module: ModuleContextValues) {
        members = InputObjectMembers(module: module, input: input)
        wide = WideInputContext(input, storage: storage, module: module)
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        wide.rootValue(of: key) ?? members.value(of: key)
    }
}

/// One item of a (not wide) input object's `fields`; a wide one's fields answer its `fieldValue`.
final class InputFieldContext: TemplateViewSource {
    private let fields: [SwiftInputObject.Field]
    /// Made once: templates name a field's storage several times.
    private let storageNames: [String?]

    init(_ fields: [SwiftInputObject.Field]) {
        self.fields = fields
        storageNames = fields.map { $0.isIndirect || $0.deprecationLiteral != nil ? "__" + $0.name.name : nil }
    }

    // Members are read in place: copying a whole field would retain every string in it.
    func name(at index: Int) -> String { fields[index].name.source }
    func label(at index: Int) -> String { fields[index].name.argumentLabel }
    func type(at index: Int) -> String { fields[index].type }
    func isOptional(at index: Int) -> Bool { fields[index].isOptional }
    func defaultValue(at index: Int) -> String? { fields[index].defaultExpression }
    func docLines(at index: Int) -> [String] { fields[index].docLines }
    func deprecation(at index: Int) -> String? { fields[index].deprecationLiteral }
    func isIndirect(at index: Int) -> Bool { fields[index].isIndirect }
    func wireName(at index: Int) -> String { fields[index].wireNameLiteral }
    func isSpaced(at index: Int) -> Bool {
        SharedTypesKit.isSpaced(at: index, doc: fields[index].doc, deprecation: fields[index].deprecationLiteral)
    }
    /// The private stored property behind a boxed or deprecated field; `nil` for a field
    /// stored as itself.
    func storageName(at index: Int) -> String? {
        storageNames[index]
    }
    func isLast(at index: Int) -> Bool { index == fields.count - 1 }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .storageName: return TemplateValue(storageName(at: index))
        case .last: return .bool(isLast(at: index))
        default: return fieldValue(of: key, at: index)
        }
    }

    /// The members a field has in every input object's template, wide or not.
    func fieldValue(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .name: return .string(name(at: index))
        case .label: return .string(label(at: index))
        case .type: return .string(type(at: index))
        case .optional: return .bool(isOptional(at: index))
        case .defaultValue: return TemplateValue(defaultValue(at: index))
        case .docLines: return .strings(docLines(at: index))
        case .deprecation: return TemplateValue(deprecation(at: index))
        case .indirect: return .bool(isIndirect(at: index))
        case .wireName: return .string(wireName(at: index))
        case .spaced: return .bool(isSpaced(at: index))
        default: return nil
        }
    }
}
