/// The context of `input-object.swift.mustache` and `wide-input-object.swift.mustache`: the
/// input object and its fields, and for a wide one its storage parts.
final class InputObjectContext: TemplateViewSource {
    private let module: ModuleContextValues
    private let input: SwiftInputObject
    private let layout: Layout

    private enum Layout {
        /// Fields stored directly.
        case narrow(InputFieldContext, hasStorage: Bool)
        case wide(WideInputContext)
    }

    init(_ input: SwiftInputObject, module: ModuleContextValues) {
        self.module = module
        self.input = input
        if let storage = input.wideStorage {
            layout = .wide(WideInputContext(input, storage: storage, module: module))
        } else {
            // Deprecated fields are computed over private storage, so the module's own init and
            // variableData never touch a deprecated member.
            let hasStorage = input.fields.contains { $0.isIndirect || $0.deprecationLiteral != nil }
            layout = .narrow(InputFieldContext(input.fields), hasStorage: hasStorage)
        }
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch layout {
        case .narrow(let fields, let hasStorage):
            switch key {
            case .fields: return .views(TemplateViewList(source: fields, indices: input.fields.indices))
            case .hasStorage: return .bool(hasStorage)
            default: break
            }
        case .wide(let wide):
            if let value = wide.rootValue(of: key) { return value }
        }
        switch key {
        case .imports: return .strings(module.imports)
        case .name: return .string(input.name.source)
        case .docLines: return .strings(input.docLines)
        case .conformances: return .string(module.inputConformances)
        case .hasFields: return .bool(!input.fields.isEmpty)
        case .initOnOneLine: return .bool(input.fields.count <= 3)
        case .indirectType: return .string(module.indirectType)
        case .sendsNull: return .bool(module.sendsNull)
        case .variableDataType: return .string(module.variableDataType)
        case .variableValueConvertibleType: return .string(module.variableValueConvertibleType)
        case .stringType: return .string(module.stringType)
        default: return module.header(key)
        }
    }
}

/// What the templates of input objects show of one field, wide or not.
enum InputFieldValues {
    /// The member `key` of `fields[index]`, read in place: copying a whole field would retain
    /// every string in it.
    static func value(of key: TemplateKey, fields: [SwiftInputObject.Field], index: Int) -> TemplateValue? {
        switch key {
        case .name: return .string(fields[index].name.source)
        case .label: return .string(fields[index].name.argumentLabel)
        case .type: return .string(fields[index].type)
        case .optional: return .bool(fields[index].isOptional)
        case .defaultValue: return TemplateValue(fields[index].defaultExpression)
        case .docLines: return .strings(fields[index].docLines)
        case .deprecation: return TemplateValue(fields[index].deprecationLiteral)
        case .indirect: return .bool(fields[index].isIndirect)
        case .wireName: return .string(fields[index].wireNameLiteral)
        case .spaced: return .bool(isSpaced(at: index, docLines: fields[index].docLines, deprecation: fields[index].deprecationLiteral))
        default: return nil
        }
    }
}

/// One item of a (not wide) input object's `fields`.
private final class InputFieldContext: TemplateViewSource {
    private let fields: [SwiftInputObject.Field]

    init(_ fields: [SwiftInputObject.Field]) {
        self.fields = fields
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .storageName:
            return fields[index].isIndirect || fields[index].deprecationLiteral != nil ? .string("__" + fields[index].name.name) : .null
        case .last:
            return .bool(index == fields.count - 1)
        default:
            return InputFieldValues.value(of: key, fields: fields, index: index)
        }
    }
}
