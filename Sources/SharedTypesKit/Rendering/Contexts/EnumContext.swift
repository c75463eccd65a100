/// The context of `enum.swift.mustache` and `future-proof-enum.swift.mustache` (and their
/// `known-cases` partial): the enum, its cases, and for a wide enum its case parts.
final class EnumContext: TemplateViewSource {
    private let module: ModuleContextValues
    private let swiftEnum: SwiftEnum
    private let hasDeprecatedCases: Bool
    private let cases: EnumCaseContext
    private let caseParts: EnumCasePartContext
    /// The string type as the enum's body writes it: a case named `String` (possible with
    /// `enumCaseStyle` `unchanged`) hides the type there in expressions (`decode(String.self)`).
    private let stringType: String

    init(_ swiftEnum: SwiftEnum, module: ModuleContextValues) {
        self.module = module
        self.swiftEnum = swiftEnum
        stringType = swiftEnum.cases.contains { $0.name.name == module.stringType } ? "Swift.String" : module.stringType
        hasDeprecatedCases = swiftEnum.cases.contains { $0.deprecationLiteral != nil }
        let cases = EnumCaseContext(swiftEnum.cases)
        self.cases = cases
        caseParts = EnumCasePartContext(swiftEnum.caseParts, cases: cases)
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .imports: return .strings(module.imports)
        case .name: return .string(swiftEnum.name.source)
        case .docLines: return .strings(swiftEnum.docLines)
        case .stringType: return .string(stringType)
        // Private to the file; `__` keeps it apart from every name a schema can bring.
        case .knownCasesProtocol: return .string("__" + swiftEnum.name.name + "KnownCases")
        case .decoderType: return .string(module.decoderType)
        case .hasDeprecatedCases, .explicitAllCases: return .bool(hasDeprecatedCases)
        case .unknownCase: return .string("__unknown")
        case .cases: return .views(TemplateViewList(source: cases, indices: swiftEnum.cases.indices))
        case .conformances: return .string(module.enumConformances)
        case .wide: return .bool(swiftEnum.isWide)
        case .caseCount: return .int(swiftEnum.cases.count)
        case .caseParts: return .views(TemplateViewList(source: caseParts, indices: swiftEnum.caseParts.indices))
        default: return module.header(key)
        }
    }
}

/// One item of an enum's `cases`, or of a case part's.
private final class EnumCaseContext: TemplateViewSource {
    private let cases: [SwiftEnum.Case]

    init(_ cases: [SwiftEnum.Case]) {
        self.cases = cases
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        // Members are read in place: copying a whole case would retain every string in it.
        switch key {
        case .name: return .string(cases[index].name.source)
        case .rawValue: return .string(cases[index].rawValueLiteral)
        case .docLines: return .strings(cases[index].docLines)
        case .deprecation: return TemplateValue(cases[index].deprecationLiteral)
        case .spaced: return .bool(isSpaced(at: index, docLines: cases[index].docLines, deprecation: cases[index].deprecationLiteral))
        default: return nil
        }
    }
}

/// One item of a wide enum's `caseParts`: its `number` and its `cases`.
private final class EnumCasePartContext: TemplateViewSource {
    private let parts: [Range<Int>]
    private let cases: EnumCaseContext

    init(_ parts: [Range<Int>], cases: EnumCaseContext) {
        self.parts = parts
        self.cases = cases
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .number: return .int(index)
        case .cases: return .views(TemplateViewList(source: cases, indices: parts[index]))
        default: return nil
        }
    }
}
