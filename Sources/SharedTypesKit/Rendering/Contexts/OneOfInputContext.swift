/// The context of `one-of-input.swift.mustache`: the `@oneOf` input and its cases (`fields`).
final class OneOfInputContext: TemplateViewSource {
    private let module: ModuleContextValues
    private let input: SwiftOneOfInput
    private let cases: OneOfCaseContext

    init(_ input: SwiftOneOfInput, module: ModuleContextValues) {
        self.module = module
        self.input = input
        cases = OneOfCaseContext(input.cases)
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .imports: return .strings(module.imports)
        case .name: return .string(input.name.source)
        case .docLines: return .strings(input.docLines)
        case .conformances: return .string(module.inputConformances)
        case .variableDataType: return .string(module.variableDataType)
        case .fields: return .views(TemplateViewList(source: cases, indices: input.cases.indices))
        default: return module.header(key)
        }
    }
}

/// One item of a `@oneOf` input's `fields`.
private final class OneOfCaseContext: TemplateViewSource {
    private let cases: [SwiftOneOfInput.Case]

    init(_ cases: [SwiftOneOfInput.Case]) {
        self.cases = cases
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        // Members are read in place: copying a whole case would retain every string in it.
        switch key {
        case .name: return .string(cases[index].name.source)
        case .type: return .string(cases[index].type)
        case .docLines: return .strings(cases[index].docLines)
        case .deprecation: return TemplateValue(cases[index].deprecationLiteral)
        case .indirect: return .bool(cases[index].isIndirect)
        case .wireName: return .string(cases[index].wireNameLiteral)
        case .spaced: return .bool(isSpaced(at: index, doc: cases[index].doc, deprecation: cases[index].deprecationLiteral))
        default: return nil
        }
    }
}
