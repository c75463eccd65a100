import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Which types take the wide shapes (`WideTypeLayout`), and what those shapes contain. That
/// they compile and behave is checked by `WideTypesCompileTests` and by the kitchen-sink
/// variants of `GeneratedCodeCompileTests` that put every type through the wide shapes.
@Suite struct WideTypeShapeTests {
    static let layout = WideTypeLayout.standard

    static func generate(_ schema: String, _ configure: (inout GenerationOptions) -> Void = { _ in }) throws -> [String: String] {
        let read = SchemaReader.read(files: [SourceFile(path: "wide.graphql", text: schema)])
        let model = try #require(read.model)
        var options = GenerationOptions(moduleName: "Wide")
        options.layout = .sources
        options.typeFiles = .perType
        configure(&options)
        let output = GenerationPipeline.generate(model, options: options)
        #expect(!output.diagnostics.contains { $0.severity == .error })
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.text) })
    }

    static func input(fields: Int, extra: String = "") -> String {
        "input In {\n" + (0..<fields).map { "  f\($0): \($0 % 3 == 0 ? "Int!" : "String")\n" }.joined() + extra + "}\n"
    }

    static func enumeration(values: Int, deprecated: Bool = false) -> String {
        "enum E {\n" + (0..<values).map { "  V\($0)\(deprecated && $0 == 1 ? " @deprecated" : "")\n" }.joined() + "}\n"
    }

    @Test func inputsUpToTheLimitStoreTheirFieldsDirectly() throws {
        let text = try #require(try Self.generate(Self.input(fields: Self.layout.inputFieldLimit))["InputObjects/In.graphql.swift"])
        #expect(text.contains("    public var f1: String?\n"))
        #expect(text.contains("        self.f\(Self.layout.inputFieldLimit - 1) = f\(Self.layout.inputFieldLimit - 1)\n"))
        #expect(!text.contains("__Fields"))
        #expect(!text.contains("static func =="))
    }

    @Test func widerInputsStoreTheirFieldsInParts() throws {
        let justOver = try #require(try Self.generate(Self.input(fields: Self.layout.inputFieldLimit + 1))["InputObjects/In.graphql.swift"])
        #expect(justOver.contains("    private struct __Fields0: Hashable, Sendable {\n"))
        #expect(!justOver.contains("self.f0 = f0"))

        // Wide enough for a second, short part; the last field a `String?`.
        let over = max(Self.layout.inputFieldLimit, Self.layout.inputPartSize) + 1
        let count = (over - 1) % 3 == 0 ? over + 1 : over
        try #require(count > Self.layout.inputPartSize && count < 2 * Self.layout.inputPartSize)
        let files = try Self.generate(Self.input(fields: count))
        let text = try #require(files["InputObjects/In.graphql.swift"])
        let parts = (count + Self.layout.inputPartSize - 1) / Self.layout.inputPartSize
        for part in 0..<parts {
            #expect(text.contains("    private var __fields\(part): __Fields\(part)\n"))
            #expect(text.contains("    private struct __Fields\(part): Hashable, Sendable {\n"))
            #expect(text.contains("        __fields\(part) = __Fields\(part)(\n"))
        }
        #expect(!text.contains("__Fields\(parts)"))
        let last = count - 1
        #expect(text.contains("""
                public var f\(last): String? {
                    get { __fields\(parts - 1).f\(last) }
                    set { __fields\(parts - 1).f\(last) = newValue }
                }
            """))
        // The parts' `==` is synthesized: a written one would be an operator every file of the
        // module depends on.
        #expect(!text.contains("func =="))
        #expect(!text.contains("__equal"))
        #expect(text.contains("        var data = __fields0.__variableData\n        data.merge(__fields1.__variableData)\n"))
        #expect(!text.contains("self.f0 = f0"))

        let omit = try #require(try Self.generate(Self.input(fields: count)) { $0.nilFields = .omit }["InputObjects/In.graphql.swift"])
        #expect(omit.contains("        __fields1.__addVariableData(to: &fields)\n"))
        #expect(omit.contains("            if let value = self.f\(last) {\n"))
    }

    /// Schemas cannot have fields beginning with `__` (the readers refuse them), but a model
    /// built through the library's API can.
    @Test func storageNamesNeverClashWithFields() throws {
        // A full first part, then the two fields in the second.
        let fields = max(Self.layout.inputFieldLimit, Self.layout.inputPartSize)
        var model = try #require(SchemaReader.read(files: [SourceFile(path: "wide.graphql", text: Self.input(fields: fields))]).model)
        for name in ["__x", "___fields0"] {
            model.inputObjects[0].fields.append(InputField(name: name, description: nil, type: .named("Int"), defaultValue: nil, deprecationReason: nil, location: nil))
        }
        var options = GenerationOptions(moduleName: "Wide")
        options.layout = .sources
        options.typeFiles = .perType
        let output = GenerationPipeline.generate(model, options: options)
        let text = try #require(output.files.first { $0.path == "InputObjects/In.graphql.swift" }?.text)
        #expect(text.contains("    private var ____fields0: ____Fields0\n"))
        #expect(text.contains("get { ____fields1.___fields0 }"))
    }

    @Test func nameShadowedBySchemaTypeIsQualified() throws {
        let schema = Self.input(fields: Self.layout.inputFieldLimit + 1) + "input Sendable { a: Int }\n"
        let text = try #require(try Self.generate(schema)["InputObjects/In.graphql.swift"])
        #expect(text.contains("    private struct __Fields0: Hashable, Swift.Sendable {\n"))
    }

    @Test func enumsUpToTheLimitMatchRawValuesInOneSwitch() throws {
        let count = Self.layout.enumValueLimit
        let text = try #require(try Self.generate(Self.enumeration(values: count))["Enums/E.graphql.swift"])
        #expect(text.contains("""
                public init?(rawValue: String) {
                    switch rawValue {
                    case "V0": self = .v0
            """))
        #expect(text.contains("""
                    case "V\(count - 1)": self = .v\(count - 1)
                    default: return nil
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .v0: return "V0"
            """))
        #expect(!text.contains("casesByRawValue"))
        #expect(!text.contains("knownRawValue"))
    }

    @Test func enumsWithDeprecatedValuesLookRawValuesUpInATable() throws {
        let text = try #require(try Self.generate(Self.enumeration(values: 3, deprecated: true))["Enums/E.graphql.swift"])
        #expect(text.contains("public static let allCases: [E] = Self.__knownCases"))
        #expect(text.contains("guard let value = Self.casesByRawValue[rawValue] else {"))
        #expect(text.contains("        case .v1: return \"V1\"\n"))
        // Naming the deprecated case outside a deprecated context would be a warning.
        #expect(!text.contains("self = .v1"))
    }

    @Test func widerEnumsSpellTheirRawValuesInParts() throws {
        let count = Self.layout.enumValueLimit + 1
        let text = try #require(try Self.generate(Self.enumeration(values: count))["Enums/E.graphql.swift"])
        #expect(text.contains("""
                public var rawValue: String {
                    if let rawValue = self.knownRawValue0 { return rawValue }
                    if let rawValue = self.knownRawValue1 { return rawValue }
                    return "" // unreachable: every case is in one of the parts
                }

            """))
        #expect(text.contains("""
                private var knownRawValue1: String? {
                    switch self {
                    case .v100: return "V100"
                    default: return nil
                    }
                }

            """))
        #expect(!text.contains("knownRawValue2"))
    }

    @Test func widerEnumsLookRawValuesUpInATable() throws {
        let count = Self.layout.enumValueLimit + 1
        let text = try #require(try Self.generate(Self.enumeration(values: count))["Enums/E.graphql.swift"])
        #expect(text.contains("    public init?(rawValue: String) {\n        guard let value = Self.casesByRawValue[rawValue] else {\n"))
        // Built by a function, whose body the job that emits the module skips.
        #expect(text.contains("    private static let casesByRawValue: [String: E] = makeCasesByRawValue()\n"))
        #expect(text.contains("    private static func makeCasesByRawValue() -> [String: E] {\n"))
        // Without deprecated values `allCases` stays synthesized.
        #expect(!text.contains("allCases: [E]"))
        #expect(!text.contains("knownCases"))
    }

    @Test func futureProofEnumsMatchRawValuesLikePlainOnes() throws {
        let narrow = try #require(try Self.generate(Self.enumeration(values: Self.layout.enumValueLimit)) { $0.futureProofEnums = true }["Enums/E.graphql.swift"])
        #expect(narrow.contains("    public init(rawValue: String) {\n        switch rawValue {\n        case \"V0\": self = .v0\n"))
        #expect(narrow.contains("        default: self = .__unknown(rawValue)\n        }\n"))
        #expect(!narrow.contains("casesByRawValue"))

        for text in [try Self.generate(Self.enumeration(values: 3, deprecated: true)) { $0.futureProofEnums = true },
                     try Self.generate(Self.enumeration(values: Self.layout.enumValueLimit + 1)) { $0.futureProofEnums = true }] {
            let file = try #require(text["Enums/E.graphql.swift"])
            #expect(file.contains("        self = Self.casesByRawValue[rawValue] ?? .__unknown(rawValue)\n"))
            #expect(file.contains("    private static let casesByRawValue: [String: E] = makeCasesByRawValue()\n"))
            #expect(!file.contains("self = .v1\n"))
        }
    }

    @Test func widerEnumsWithDeprecatedValuesListTheirCasesInParts() throws {
        let count = Self.layout.enumValueLimit + 1
        let text = try #require(try Self.generate(Self.enumeration(values: count, deprecated: true))["Enums/E.graphql.swift"])
        #expect(text.contains("    public static let allCases: [E] = Self.__knownCases\n"))
        #expect(!text.contains(".compactMap(E.init(rawValue:))"))
        #expect(text.contains("        cases.append(contentsOf: knownCases1)\n"))
        #expect(!text.contains("knownCases2"))
        #expect(text.contains("    @available(*, deprecated, message: \"Lists deprecated cases.\")\n    private static var knownCases1: [E] {\n        [\n            .v100,\n        ]\n"))
    }

    @Test func futureProofEnumsListTheirCasesInPartsWhenWide() throws {
        let narrow = try #require(try Self.generate(Self.enumeration(values: Self.layout.enumValueLimit)) { $0.futureProofEnums = true }["Enums/E.graphql.swift"])
        // Named after the enum: a requirement name shared by every enum would make the compiler
        // recompile every file that lists known cases whenever one of them changed.
        #expect(narrow.contains("    fileprivate static var __knownCasesOfE: [E] {\n        [\n            .v0,\n"))
        #expect(narrow.contains("    static var __knownCases: [E] {\n        __knownCasesOfE\n    }\n"))
        #expect(!narrow.contains("knownCases0"))
        let wide = try #require(try Self.generate(Self.enumeration(values: Self.layout.enumValueLimit + 1)) { $0.futureProofEnums = true }["Enums/E.graphql.swift"])
        #expect(wide.contains("        cases.reserveCapacity(\(Self.layout.enumValueLimit + 1))\n        cases.append(contentsOf: knownCases0)\n        cases.append(contentsOf: knownCases1)\n        return cases\n"))
        #expect(wide.contains("    private static var knownCases1: [E] {\n        [\n            .v100,\n        ]\n"))
    }
}
