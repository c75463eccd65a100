import MustacheEngine

extension TemplateContexts {
    /// The context of `enum.swift.mustache` and `future-proof-enum.swift.mustache` (and their
    /// `known-cases` partial): the enum, its cases, and for a wide enum its case parts.
    func enumDeclaration(_ swiftEnum: SwiftEnum) -> TemplateValue {
        let spelling = module.spelling
        let cases = swiftEnum.cases.enumerated().map { index, enumCase in
            TemplateValue.object([
                "name": .string(enumCase.name.source),
                "rawValue": .string(enumCase.rawValueLiteral),
                "docLines": .strings(enumCase.docLines),
                "deprecation": TemplateValue(enumCase.deprecationLiteral),
                "spaced": .bool(isSpaced(at: index, doc: enumCase.doc, deprecation: enumCase.deprecationLiteral)),
            ])
        }
        let hasDeprecatedCases = swiftEnum.cases.contains { $0.deprecationLiteral != nil }
        return file(codingTypes.merging([
            "name": .string(swiftEnum.name.source),
            "docLines": .strings(swiftEnum.docLines),
            "stringType": .string(swiftEnum.stringSpelling),
            "knownCasesProtocol": .string(swiftEnum.knownCasesProtocolName),
            "knownCasesRequirement": .string(swiftEnum.knownCasesRequirementName),
            "hasDeprecatedCases": .bool(hasDeprecatedCases),
            "explicitAllCases": .bool(hasDeprecatedCases),
            // A `switch` would name deprecated cases, and is slow to type-check for a wide enum.
            "rawValueTable": .bool(hasDeprecatedCases || swiftEnum.isWide),
            "unknownCase": .string(SwiftEnum.unknownCaseName),
            "knownCasesMember": .string(SwiftEnum.knownCasesMemberName),
            "casesByRawValue": .string(SwiftEnum.casesByRawValueName),
            "makeCasesByRawValue": .string(SwiftEnum.makeCasesByRawValueName),
            "cases": .list(cases),
            "nonExhaustive": .bool(options.nonExhaustiveEnums),
            "conformances": .string(options.futureProofEnums ? spelling.futureProofEnumConformances : spelling.enumConformances),
            "wide": .bool(swiftEnum.isWide),
            "caseCount": .int(swiftEnum.cases.count),
            "caseParts": .list(swiftEnum.caseParts.enumerated().map { number, part in
                // A part's `switch` needs a `default` unless its cases are all the enum's (one part,
                // possible only in tests' layouts, and no unknown-value case).
                .object(["number": .int(number), "cases": .list(Array(cases[part.cases])),
                         "knownCasesName": .string(part.knownCasesName), "knownRawValueName": .string(part.knownRawValueName),
                         "hasOtherCases": .bool(swiftEnum.caseParts.count > 1 || options.futureProofEnums)])
            }),
        ]) { _, own in own })
    }
}
