/// The context of `enum.swift.mustache` and `future-proof-enum.swift.mustache` (and their
/// `known-cases` partial): the enum, its cases, and for a wide enum its case parts.
///
/// Each member is a typed property, which compiled templates read directly; `value(of:at:)`
/// answers the same members by key for the template interpreter. `ContextShape.enumFile`
/// lists them for the template compiler.
final class EnumContext: TemplateViewSource {
    private let module: ModuleContextValues
    private let swiftEnum: SwiftEnum
    let hasDeprecatedCases: Bool
    private let cases: EnumCaseContext
    private let caseParts: EnumCasePartContext
    /// The string type as the enum's body writes it: a case named `String` (possible with
    /// `enumCaseStyle` `unchanged`) hides the type there in expressions (`decode(String.self)`).
    let stringType: String

    init(_ swiftEnum: SwiftEnum, module: ModuleContextValues) {
        self.module = module
        self.swiftEnum = swiftEnum
        stringType = swiftEnum.cases.contains { $0.name.name == module.stringType } ? "Swift.String" : module.stringType
        hasDeprecatedCases = swiftEnum.cases.contains { $0.deprecationLiteral != nil }
        let cases = EnumCaseContext(swiftEnum.cases)
        self.cases = cases
        caseParts = EnumCasePartContext(swiftEnum.caseParts, cases: cases)
    }

    var version: String { module.version }
    var schemaFiles: String { module.schemaFiles }
    var imports: [String] { module.imports }
    var name: String { swiftEnum.name.source }
    var docLines: [String] { swiftEnum.docLines }
    // Private to the file; `__` keeps it apart from every name a schema can bring.
    var knownCasesProtocol: String { "__" + swiftEnum.name.name + "KnownCases" }
    var decoderType: String { module.decoderType }
    var unknownCase: String { "__unknown" }
    var caseItems: ContextItems<EnumCaseContext> { ContextItems(source: cases, indices: swiftEnum.cases.indices) }
    var conformances: String { module.enumConformances }
    var isWide: Bool { swiftEnum.isWide }
    var caseCount: Int { swiftEnum.cases.count }
    var casePartItems: ContextItems<EnumCasePartContext> { ContextItems(source: caseParts, indices: swiftEnum.caseParts.indices) }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .version: return .string(version)
        case .schemaFiles: return .string(schemaFiles)
        case .imports: return .strings(imports)
        case .name: return .string(name)
        case .docLines: return .strings(docLines)
        case .stringType: return .string(stringType)
        case .knownCasesProtocol: return .string(knownCasesProtocol)
        case .decoderType: return .string(decoderType)
        case .hasDeprecatedCases, .explicitAllCases: return .bool(hasDeprecatedCases)
        case .unknownCase: return .string(unknownCase)
        case .cases: return caseItems.templateValue
        case .conformances: return .string(conformances)
        case .wide: return .bool(isWide)
        case .caseCount: return .int(caseCount)
        case .caseParts: return casePartItems.templateValue
        default: return nil
        }
    }
}

/// One item of an enum's `cases`, or of a case part's.
final class EnumCaseContext: TemplateViewSource {
    private let cases: [SwiftEnum.Case]

    init(_ cases: [SwiftEnum.Case]) {
        self.cases = cases
    }

    // Members are read in place: copying a whole case would retain every string in it.
    func name(at index: Int) -> String { cases[index].name.source }
    func rawValue(at index: Int) -> String { cases[index].rawValueLiteral }
    func docLines(at index: Int) -> [String] { cases[index].docLines }
    func deprecation(at index: Int) -> String? { cases[index].deprecationLiteral }
    func isSpaced(at index: Int) -> Bool {
        SharedTypesKit.isSpaced(at: index, doc: cases[index].doc, deprecation: cases[index].deprecationLiteral)
    }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .name: return .string(name(at: index))
        case .rawValue: return .string(rawValue(at: index))
        case .docLines: return .strings(docLines(at: index))
        case .deprecation: return TemplateValue(deprecation(at: index))
        case .spaced: return .bool(isSpaced(at: index))
        default: return nil
        }
    }
}

/// One item of a wide enum's `caseParts`: its `number` and its `cases`.
final class EnumCasePartContext: TemplateViewSource {
    private let parts: [Range<Int>]
    private let cases: EnumCaseContext

    init(_ parts: [Range<Int>], cases: EnumCaseContext) {
        self.parts = parts
        self.cases = cases
    }

    func number(at index: Int) -> Int { index }
    func caseItems(at index: Int) -> ContextItems<EnumCaseContext> { ContextItems(source: cases, indices: parts[index]) }

    override func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        switch key {
        case .number: return .int(number(at: index))
        case .cases: return caseItems(at: index).templateValue
        default: return nil
        }
    }
}
