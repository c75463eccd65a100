import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

@Suite struct MemberNamingTests {
    private func names(_ result: MemberNames) -> [String] { result.identifiers.map(\.name) }
    private func sources(_ result: MemberNames) -> [String] { result.identifiers.map(\.source) }
    private func messages(_ result: MemberNames, _ severity: NamingDiagnostic.Severity = .warning) -> [String] {
        result.diagnostics.filter { $0.severity == severity }.map(\.message)
    }

    // MARK: Keywords and generated members

    @Test func keywordsGetBackticksSilently() {
        let result = SwiftNaming.enumCaseNames(["DEFAULT", "SELF", "IN", "INIT", "NONE", "DRAFT"], enumName: "E")
        #expect(sources(result) == ["`default`", "`self`", "`in`", "`init`", "none", "draft"])
        #expect(result.diagnostics.isEmpty)
        #expect(result.identifiers[4].isAmbiguousInOptionalContext)
    }

    @Test func unusableEnumCasesAreRenamedWithAWarning() {
        let result = SwiftNaming.enumCaseNames(["Type", "Protocol", "RawValue", "AllCases", "allCases", "__unknown", "description", "rawValue"],
                                               enumName: "Kind", style: .unchanged)
        #expect(names(result) == ["Type_", "Protocol_", "RawValue_", "AllCases_", "allCases_", "__unknown_", "description", "rawValue"])
        #expect(messages(result).count == 6)
        #expect(messages(result)[0] == "Enum value \"Type\" of \"Kind\" is named \"Type_\" in Swift because \"Type\" cannot be used: a member named like this would be read as the metatype (\"T.Type\", \"T.Protocol\").")
    }

    @Test func inputFieldRules() {
        let result = SwiftNaming.inputFieldNames(["self", "in", "Type", "await", "variableData", "variableValue", "hashValue", "hash", "description", "_"],
                                                 inputName: "Filter")
        #expect(sources(result) == ["self_", "`in`", "`Type`", "`await`", "variableData_", "variableValue_", "hashValue_", "hash", "description", "`_`"])
        #expect(result.identifiers.map(\.argumentLabel) == ["self_", "in", "Type", "await", "variableData_", "variableValue_", "hashValue_", "hash", "description", "`_`"])
        #expect(messages(result).count == 4)
    }

    @Test func oneOfFieldRules() {
        let result = SwiftNaming.inputFieldNames(["self", "Type", "variableData", "id"], inputName: "SearchBy", isOneOf: true)
        #expect(sources(result) == ["`self`", "Type_", "variableData", "id"])
        #expect(messages(result) == ["Field \"Type\" of \"SearchBy\" is named \"Type_\" in Swift because \"Type\" cannot be used: a member named like this would be read as the metatype (\"T.Type\", \"T.Protocol\")."])
    }

    // MARK: Clashes

    @Test func theMemberWhoseNameAlreadyFitsKeepsIt() {
        let result = SwiftNaming.enumCaseNames(["updated_desc", "UPDATED_DESC"], enumName: "MergeRequestSort")
        #expect(names(result) == ["updated_desc", "UPDATED_DESC"])
        #expect(messages(result) == ["Enum values \"updated_desc\" and \"UPDATED_DESC\" of \"MergeRequestSort\" both map to Swift name \"updated_desc\"; \"UPDATED_DESC\" is named \"UPDATED_DESC\"."])
        // The order of the members does not matter.
        let reversed = SwiftNaming.enumCaseNames(["UPDATED_DESC", "updated_desc"], enumName: "MergeRequestSort")
        #expect(names(reversed) == ["UPDATED_DESC", "updated_desc"])
    }

    @Test func caseSensitiveNamesDoNotClashInUnchangedStyle() {
        let result = SwiftNaming.enumCaseNames(["updated_desc", "UPDATED_DESC"], enumName: "E", style: .unchanged)
        #expect(names(result) == ["updated_desc", "UPDATED_DESC"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func withoutAKeeperEveryoneFallsBackToTheGraphQLName() {
        let result = SwiftNaming.enumCaseNames(["Foo_Bar", "FOO_BAR"], enumName: "E", style: .camelCase)
        #expect(names(result) == ["Foo_Bar", "FOO_BAR"])
        #expect(messages(result) == ["Enum values \"Foo_Bar\" and \"FOO_BAR\" of \"E\" both map to Swift name \"fooBar\"; \"Foo_Bar\" is named \"Foo_Bar\", \"FOO_BAR\" is named \"FOO_BAR\"."])
    }

    @Test func threeWayClash() {
        let result = SwiftNaming.enumCaseNames(["a_b", "A_B", "aB"], enumName: "E", style: .camelCase)
        #expect(names(result) == ["a_b", "A_B", "aB"])
        #expect(messages(result) == ["Enum values \"a_b\", \"A_B\" and \"aB\" of \"E\" all map to Swift name \"aB\"; \"a_b\" is named \"a_b\", \"A_B\" is named \"A_B\"."])
    }

    @Test func fallbacksThatStillClashGetNumbers() {
        // `variableData` is renamed to `variableData_`, which another field already is.
        let result = SwiftNaming.inputFieldNames(["variableData", "variableData_"], inputName: "I")
        #expect(names(result) == ["variableData_2", "variableData_"])
        #expect(messages(result).last == "Input fields \"variableData\" and \"variableData_\" of \"I\" both map to Swift name \"variableData_\"; \"variableData\" is named \"variableData_2\".")

        // Lowercase `description` and `DESCRIPTION` clash; `description` keeps the name.
        let cases = SwiftNaming.enumCaseNames(["DESCRIPTION", "description", "Description"], enumName: "E")
        #expect(names(cases) == ["DESCRIPTION", "description", "Description"])
    }

    @Test func numbersSkipTakenNames() {
        // `variableData` falls back to `variableData_`, held by a field; `variableData_2` is taken too.
        let result = SwiftNaming.inputFieldNames(["variableData", "variableData_", "variableData_2"], inputName: "I")
        #expect(names(result) == ["variableData_3", "variableData_", "variableData_2"])
    }

    @Test func unrelatedMembersDoNotChangeNames() {
        let small = SwiftNaming.enumCaseNames(["updated_desc", "UPDATED_DESC", "DRAFT"], enumName: "E")
        let large = SwiftNaming.enumCaseNames(["ZZZ", "updated_desc", "POSTED", "UPDATED_DESC", "DRAFT", "draft_"], enumName: "E")
        #expect(names(small) == ["updated_desc", "UPDATED_DESC", "draft"])
        #expect(names(large) == ["zzz", "updated_desc", "posted", "UPDATED_DESC", "draft", "draft_"])
    }

    @Test func resultsAreDistinctForManyNames() {
        var values: [String] = []
        for a in ["A", "a", "_a", "A_", "a_"] {
            for b in ["B", "b", "_B", "b_", "1", "_1"] {
                values.append(a + b)
                values.append(a + "_" + b)
            }
        }
        values = Array(Set(values)).sorted()
        for style in EnumCaseStyle.allCases {
            let result = SwiftNaming.enumCaseNames(values, enumName: "E", style: style)
            #expect(Set(names(result)).count == values.count, "\(style)")
            #expect(result.identifiers.allSatisfy { SwiftIdentifier.isIdentifier($0.name) })
        }
    }

    // MARK: Renames

    @Test func renamesWin() {
        let result = SwiftNaming.enumCaseNames(["UPDATED_DESC", "updated_desc"], enumName: "E",
                                               renames: ["UPDATED_DESC": "updatedDescending", "updated_desc": "`default`"])
        #expect(sources(result) == ["updatedDescending", "`default`"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aRenameHoldsItsNameAgainstAutomaticNames() {
        let result = SwiftNaming.enumCaseNames(["A", "b"], enumName: "E", renames: ["A": "b"])
        #expect(names(result) == ["b", "b_2"])
        #expect(messages(result) == ["Enum value \"b\" of \"E\" maps to Swift name \"b\", which is chosen for \"A\"; \"b\" is named \"b_2\"."])
    }

    @Test func invalidRenamesAreErrors() {
        let result = SwiftNaming.inputFieldNames(["a", "b", "c", "d", "e"], inputName: "I",
                                                 renames: ["a": "1abc", "b": "self", "c": "x y", "d": "$0", "e": "__a"])
        #expect(names(result) == ["a", "b", "c", "d", "e"])
        #expect(messages(result, .error) == [
            "The Swift name \"1abc\" chosen for Input field \"a\" of \"I\" is not a Swift identifier.",
            "The Swift name \"self\" chosen for Input field \"b\" of \"I\" cannot be used: it is a Swift keyword that cannot be used here even in backticks.",
            "The Swift name \"x y\" chosen for Input field \"c\" of \"I\" is not a Swift identifier.",
            "The Swift name \"$0\" chosen for Input field \"d\" of \"I\" cannot be used: names starting with \"$\" are reserved for the compiler.",
            // The storage of a deprecated field `a` would be `__a`.
            "The Swift name \"__a\" chosen for Input field \"e\" of \"I\" cannot be used: names beginning with \"__\" are reserved for the generated code's own declarations.",
        ])
    }

    @Test func duplicateRenamesAreErrors() {
        let result = SwiftNaming.enumCaseNames(["A", "B"], enumName: "E", renames: ["A": "x", "B": "x"])
        #expect(names(result) == ["x", "b"])
        #expect(messages(result, .error).count == 1)
    }
}
