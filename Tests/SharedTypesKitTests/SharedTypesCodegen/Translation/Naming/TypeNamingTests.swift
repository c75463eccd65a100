import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

@Suite struct TypeNamingTests {
    @Test(arguments: [
        ("PostStatus", "PostStatus"), ("Swift", "Swift_"), ("Relay", "Relay_"), ("RelaySwiftUI", "RelaySwiftUI_"),
        ("SharedTypes", "SharedTypes_"), ("Self", "Self_"), ("Any", "Any_"), ("_", "__"), ("Type", "Type_"),
        ("Protocol", "Protocol_"), ("Bool", "Bool_"), ("Decodable", "Decodable_"), ("VariableData", "VariableData_"),
        ("ConcreteRequest", "ConcreteRequest_"), ("hash", "hash_"), ("variableValue", "variableValue_"),
        ("Data", "Data"), ("Node", "Node"), ("Operation", "Operation"), ("Array", "Array"),
    ])
    func renamedTypes(_ graphQLName: String, _ swiftName: String) {
        let (identifier, diagnostics) = SwiftNaming.typeName(for: graphQLName, moduleName: "SharedTypes")
        #expect(identifier.name == swiftName)
        #expect(!identifier.needsBackticks)
        #expect(diagnostics.count == (graphQLName == swiftName ? 0 : 1))
    }

    @Test func typeNamedLikeTheModule() {
        let (identifier, diagnostics) = SwiftNaming.typeName(for: "Shop", moduleName: "Shop")
        #expect(identifier.name == "Shop_")
        #expect(diagnostics.map(\.message) == ["Type \"Shop\" is named \"Shop_\" in Swift because \"Shop\" cannot be used: it is the generated module's name, which qualifies the module's types."])
    }

    @Test func keywordTypesAreEscapedWithAWarning() {
        let (identifier, diagnostics) = SwiftNaming.typeName(for: "default", moduleName: "SharedTypes")
        #expect(identifier.source == "`default`")
        #expect(diagnostics.map(\.message) == ["Type \"default\" is written `default` in Swift; Relay.swift's operation files write type names without backticks and will not compile where they use it."])
        #expect(SwiftNaming.typeName(for: "some", moduleName: "M").identifier.source == "`some`")
        #expect(SwiftNaming.typeName(for: "get", moduleName: "M").identifier.source == "get")
    }

    @Test func renamedTypesDoNotTakeOtherTypesNames() {
        let result = SwiftNaming.typeNames(["Self", "Self_", "Swift"], moduleName: "SharedTypes")
        #expect(result.identifiers.map(\.name) == ["Self_2", "Self_", "Swift_"])
    }

    @Test func typeRenames() {
        let result = SwiftNaming.typeNames(["Swift", "Foo", "Bar"], moduleName: "M",
                                           renames: ["Swift": "SwiftLanguage", "Foo": "Relay", "Bar": "1x"])
        #expect(result.identifiers.map(\.name) == ["SwiftLanguage", "Foo", "Bar"])
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 2)
    }

    @Test(arguments: [
        ("SharedTypes", true), ("Type", true), ("Protocol", true), ("café", true), ("_Shared", true),
        ("Swift", false), ("Relay", false), ("RelaySwiftUI", false), ("default", false), ("self", false),
        ("Any", false), ("some", false), ("any", false), ("await", false), ("1abc", false),
        ("abc-d", false), ("", false), ("$x", false), ("a b", false),
    ])
    func moduleNames(_ name: String, _ valid: Bool) {
        #expect(SwiftNaming.isValidModuleName(name) == valid)
        #expect((SwiftNaming.moduleNameProblem(name) == nil) == valid)
    }

    /// The example a usage error gives for a module name derived from a folder's name.
    @Test(arguments: [
        ("artsy-metaphysics", "ArtsyMetaphysics"), ("shared types", "SharedTypes"), ("api.v2", "ApiV2"),
        ("my_app-types", "My_appTypes"), ("café-types", "CaféTypes"), ("default", "Default"), ("some", "Some"),
        ("relay-", nil), ("-Swift", nil), ("2021-schema", nil), ("---", nil), ("", nil), ("SharedTypes", nil),
    ] as [(String, String?)])
    func suggestedModuleNames(_ name: String, _ suggestion: String?) {
        #expect(SwiftNaming.suggestedModuleName(for: name) == suggestion)
        if let suggestion { #expect(SwiftNaming.isValidModuleName(suggestion)) }
    }
}

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("a", true), ("_", true), ("a1", true), ("café", true), ("日本語", true), ("😀", true),
        ("a\u{301}", true), ("a$b", true), ("ab$", true), ("$", true), ("$0", true), ("Ωmega", true),
        ("1a", false), ("a-b", false), ("", false), ("a b", false), ("\u{301}a", false),
        ("`a`", false), ("a.b", false), ("\u{FFFD}", false), ("a\u{FFFD}", false), ("→", false),
    ])
    func identifierGrammar(_ text: String, _ valid: Bool) {
        #expect(SwiftIdentifier.isIdentifier(text) == valid)
    }

    @Test func spellings() {
        #expect(SwiftIdentifier("default", as: .enumCase)?.source == "`default`")
        #expect(SwiftIdentifier("`default`", as: .inputField)?.source == "`default`")
        #expect(SwiftIdentifier("draft", as: .enumCase)?.source == "draft")
        #expect(SwiftIdentifier("Type", as: .enumCase) == nil)
        #expect(SwiftIdentifier("Type", as: .inputField)?.source == "`Type`")
        #expect(SwiftIdentifier("self", as: .inputField) == nil)
        #expect(SwiftIdentifier("self", as: .oneOfCase)?.source == "`self`")
        #expect(SwiftIdentifier("1x", as: .enumCase) == nil)
        #expect(SwiftIdentifier("$", as: .enumCase)?.source == "`$`")
        #expect(SwiftIdentifier("$x", as: .enumCase) == nil)
        #expect(SwiftIdentifier("in", as: .inputField)?.argumentLabel == "in")
        #expect(SwiftIdentifier("inout", as: .inputField)?.argumentLabel == "`inout`")
        #expect(SwiftIdentifier("_", as: .inputField)?.argumentLabel == "`_`")
        #expect(SwiftIdentifier("x", as: .typeName)?.description == "x")
    }

    /// A type named like a module that a custom scalar's Swift type is reached through would
    /// hide the module in the generated typealias (`Foundation.URL`).
    @Test func typesNamedLikeQualifyingModulesAreRenamed() {
        let result = SwiftNaming.typeNames(["Foundation", "MyKit", "Other"], moduleName: "M", qualifyingModules: ["Foundation", "MyKit"])
        #expect(result.identifiers.map(\.name) == ["Foundation_", "MyKit_", "Other"])
        #expect(result.diagnostics.first?.message == "Type \"Foundation\" is named \"Foundation_\" in Swift because \"Foundation\" cannot be used: generated code qualifies names with a module of this name.")
        #expect(Translator.qualifyingModules(["Foundation.Date", "[String: MyKit.JSON]?", "Int", "Dictionary<String, Base.Data.Bytes>"])
            == ["Foundation", "MyKit", "Base"])
    }

    @Test func implicitMemberExpressions() {
        let none = SwiftIdentifier("none", as: .enumCase)!
        let keyword = SwiftIdentifier("default", as: .enumCase)!
        #expect(none.implicitMemberExpression(optionalContext: false) == ".none")
        #expect(none.implicitMemberExpression(optionalContext: true) == ".some(.none)")
        #expect(keyword.implicitMemberExpression(optionalContext: true) == ".`default`")
    }
}
