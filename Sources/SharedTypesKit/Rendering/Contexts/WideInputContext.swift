/// The members a wide input object's context adds: every field with the expression that
/// reaches its storage (`__fields3.name`, `__fields3.name.value` when boxed), and the parts
/// with their own fields.
final class WideInputContext {
    private let module: ModuleContextValues
    private let storage: SwiftInputObject.WideStorage
    private let fields: WideFieldContext
    private let parts: WidePartContext

    init(_ input: SwiftInputObject, storage: SwiftInputObject.WideStorage, module: ModuleContextValues) {
        self.module = module
        self.storage = storage
        // Fields listed part by part; each part's fields are a run of these positions.
        var entries: [WideFieldContext.Entry] = []
        var positions: [Range<Int>] = []
        for (number, part) in storage.parts.enumerated() {
            let start = entries.count
            for index in part.fields {
                entries.append(WideFieldContext.Entry(field: index, part: number))
            }
            positions.append(start..<entries.count)
        }
        fields = WideFieldContext(input.fields, parts: storage.parts, entries: entries)
        parts = WidePartContext(storage.parts, positions: positions, fields: fields)
    }

    /// The top-level members of a wide input object; `nil` for the others.
    func rootValue(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .fields: return .views(TemplateViewList(source: fields, indices: 0..<fields.count))
        case .parts: return .views(TemplateViewList(source: parts, indices: storage.parts.indices))
        case .partSize: return .int(module.inputPartSize)
        case .equalFunction: return .string(storage.equalFunction)
        case .variableDataMember: return .string(storage.variableDataMember)
        case .addVariableDataMember: return .string(storage.addVariableDataMember)
        case .hashableType: return .string(module.hashableType)
        case .sendableType: return .string(module.sendableType)
        case .equatableType: return .string(module.equatableType)
        case .boolType: return .string(module.boolType)
        default: return nil
        }
    }
}

/// One item of a wide input object's `fields` (or of a part's `fields`), by position in the
/// part-by-part listing.
private final class WideFieldContext: TemplateViewSource {
    struct Entry {
        /// Index into the input object's fields.
        var field: Int
        /// Index into the storage's parts.
        var part: Int
    }

    private let fields: [SwiftInputObject.Field]
    private let fieldValues: InputFieldContext
    private let parts: [SwiftInputObject.WideStorage.Part]
    private let entries: [Entry]

    init(_ fields: [SwiftInputObject.Field], parts: [SwiftInputObject.WideStorage.Part], entries: [Entry]) {
        self.fields = fields
        fieldValues = InputFieldContext(fields)
        self.parts = parts
        self.entries = entries
    }

    var count: Int { entries.count }

    override func value(of key: TemplateKey, at position: Int) -> TemplateValue? {
        let entry = entries[position]
        switch key {
        case .storage:
            let field = fields[entry.field]
            return .string(parts[entry.part].propertyName + "." + field.name.source + (field.isIndirect ? ".value" : ""))
        case .last:
            return .bool(entry.field == fields.count - 1)
        case .lastInPart:
            return .bool(entry.field == parts[entry.part].fields.upperBound - 1)
        default:
            return fieldValues.fieldValue(of: key, at: entry.field)
        }
    }
}

/// One item of a wide input object's `parts`.
private final class WidePartContext: TemplateViewSource {
    private let parts: [SwiftInputObject.WideStorage.Part]
    /// Each part's run of positions in `fields`.
    private let positions: [Range<Int>]
    private let fields: WideFieldContext

    init(_ parts: [SwiftInputObject.WideStorage.Part], positions: [Range<Int>], fields: WideFieldContext) {
        self.parts = parts
        self.positions = positions
        self.fields = fields
    }

    override func value(of key: TemplateKey, at number: Int) -> TemplateValue? {
        let part = parts[number]
        switch key {
        case .typeName: return .string(part.typeName)
        case .propertyName: return .string(part.propertyName)
        case .first: return .bool(number == 0)
        case .last: return .bool(number == parts.count - 1)
        case .fields: return .views(TemplateViewList(source: fields, indices: positions[number]))
        default: return nil
        }
    }
}
