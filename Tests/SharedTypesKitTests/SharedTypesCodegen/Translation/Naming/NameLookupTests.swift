import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// Naming's lookups follow the plain `String` forms of the rules, including `String`'s
/// canonical equivalence for names that are not ASCII.
@Suite struct NameLookupTests {
    private static let kinds: [SwiftNameKind] = [.enumCase, .oneOfCase, .inputField, .typeName]

    /// Every listed name, some near misses, and names that are not ASCII (U+212A KELVIN SIGN is
    /// canonically equivalent to "K", so "Coding\u{212A}ey" equals "CodingKey" as a `String`).
    private static var probes: [String] {
        var names = Set(SwiftNameRules.reservedWords)
        names.formUnion(SwiftNameRules.inputFieldExtraKeywords)
        names.formUnion(SwiftNameRules.typeNameExtraKeywords)
        names.formUnion(SwiftNameRules.enumCaseConflicts.keys)
        names.formUnion(SwiftNameRules.oneOfCaseConflicts.keys)
        names.formUnion(RuntimeNameTables.of().inputFieldConflicts.keys)
        names.formUnion(RuntimeNameTables.of().typeNameConflicts.keys)
        var probes = names.sorted()
        for name in names.sorted() {
            probes.append(name + "_")
            probes.append(String(name.dropLast()))
            probes.append("x" + name)
        }
        probes += ["", "$", "$0", "knownCases0", "knownCases12", "knownCasesX", "draft", "café", "Coding\u{212A}ey", "\u{212A}", "é"]
        return probes
    }

    /// `SwiftNameRules.spelling(of:as:)` as the sets state it, with `String` lookups.
    private func referenceSpelling(of name: String, as kind: SwiftNameKind) -> SwiftNameSpelling {
        if let first = name.utf8.first, first == UInt8(ascii: "$") {
            return name.utf8.count == 1 ? .backticks : .rename(.dollarPrefix)
        }
        let reserved = SwiftNameRules.reservedWords.contains(name)
        switch kind {
        case .enumCase:
            if let conflict = SwiftNameRules.enumCaseConflicts[name] { return .rename(conflict) }
            if SwiftNameRules.isNumberedKnownCases(name) { return .rename(.generatedMember) }
            return reserved ? .backticks : .bare
        case .oneOfCase:
            if let conflict = SwiftNameRules.oneOfCaseConflicts[name] { return .rename(conflict) }
            return reserved ? .backticks : .bare
        case .inputField:
            if let conflict = RuntimeNameTables.of().inputFieldConflicts[name] { return .rename(conflict) }
            return reserved || SwiftNameRules.inputFieldExtraKeywords.contains(name) ? .backticks : .bare
        case .typeName:
            if let conflict = RuntimeNameTables.of().typeNameConflicts[name] { return .rename(conflict) }
            return reserved || SwiftNameRules.typeNameExtraKeywords.contains(name) ? .backticks : .bare
        }
    }

    @Test func spellingAgreesWithTheSets() {
        for name in Self.probes {
            for kind in Self.kinds {
                #expect(SwiftNameRules.spelling(of: name, as: kind) == referenceSpelling(of: name, as: kind), "\(name) as \(kind)")
            }
        }
        #expect(SwiftNameRules.spelling(of: "Coding\u{212A}ey", as: .typeName) == .rename(.standardLibraryTypeName))
    }

    @Test func lowercasingAgreesWithTheStandardLibraryOnASCII() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let name = generator.name(allowingNonASCII: false)
            #expect(CaseConversion.lowercased(name) == name.lowercased())
        }
        #expect(CaseConversion.lowercased("ÉTAT_X") == "état_x")
    }

    @Test func plainStringLiteralsAreTheTextInQuotes() {
        #expect(SwiftSourceText.stringLiteral("DRAFT") == "\"DRAFT\"")
        #expect(SwiftSourceText.stringLiteral("a longer value with spaces, past fifteen bytes") == "\"a longer value with spaces, past fifteen bytes\"")
        #expect(SwiftSourceText.stringLiteral("") == "\"\"")
        #expect(SwiftSourceText.stringLiteral("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
        #expect(SwiftSourceText.stringLiteral("tab\there") == "\"tab\\there\"")
    }
}

/// Names from a small alphabet, so that equal names are common.
private extension SplitMix64 {
    mutating func name(allowingNonASCII: Bool) -> String {
        let ascii = ["a", "B", "_", "1", "Z", "self", "K"]
        let other = ["é", "e\u{301}", "\u{212A}"]
        let pieces = allowingNonASCII ? ascii + other : ascii
        return (0..<(1 + Int(next() % 3))).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
    }
}
