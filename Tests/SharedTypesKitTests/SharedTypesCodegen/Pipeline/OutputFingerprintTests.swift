import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The manifest's fingerprints must change whenever any generation option changes: otherwise a
/// run after an option change finds the old output "up to date" and keeps it.
@Suite struct OutputFingerprintTests {
    /// One change for every stored property of `GenerationOptions`, by its name. A new option
    /// fails `everyOptionIsChangedHere` until a change of it is added.
    static let changes: [(option: String, change: @Sendable (inout GenerationOptions) -> Void)] = [
        ("moduleName", { $0.moduleName = "Other" }),
        ("enumCaseStyle", { $0.enumCaseStyle = .camelCase }),
        ("futureProofEnums", { $0.futureProofEnums = true }),
        ("nonExhaustiveEnums", { $0.nonExhaustiveEnums = true }),
        ("hashableInputs", { $0.hashableInputs = false }),
        ("runtime", { $0.runtime = .codable }),
        ("nilFields", { $0.nilFields = .omit }),
        ("warningsOnDeprecatedUsage", { $0.warningsOnDeprecatedUsage = .exclude }),
        ("nullableDefaults", { $0.nullableDefaults = .nil }),
        ("oneOfInputs", { $0.oneOfInputs = .struct }),
        ("customScalars", { $0.customScalars["DateTime"] = .init(type: "Foundation.Date", imports: ["Foundation"]) }),
        ("renames", { $0.renames["Color"] = "Colour" }),
        ("runtimePackage", { $0.runtimePackage = .path("../Relay.swift") }),
        ("layout", { $0.layout = .sources }),
        ("accessLevel", { $0.accessLevel = .internal }),
        ("typeFiles", { $0.typeFiles = .perType }),
        ("bazelRuntimeLabel", { $0.bazelRuntimeLabel = "//third_party:Relay" }),
        ("wideTypeLayout", { $0.wideTypeLayout.enumValueLimit = 3 }),
    ]

    static let schema = SourceFile(path: "schema.graphql", bytes: Array("enum Color { RED }\ninput I { a: Int }\n".utf8))

    static func fingerprints(_ options: GenerationOptions) throws -> (model: String, input: String) {
        let model = try #require(SchemaReader.read(files: [schema]).model)
        return (OutputFingerprint.model(model, options: options, templateIdentity: "t"),
                OutputFingerprint.input([schema], options: options, templateIdentity: "t"))
    }

    @Test func everyOptionIsChangedHere() {
        let stored = Mirror(reflecting: GenerationOptions(moduleName: "M")).children.compactMap(\.label)
        #expect(Set(stored) == Set(Self.changes.map(\.option)), "add a change of each new option to OutputFingerprintTests.changes")
    }

    @Test(arguments: changes.map(\.option))
    func changingAnOptionChangesBothFingerprints(option: String) throws {
        let base = GenerationOptions(moduleName: "M")
        var changed = base
        try #require(Self.changes.first { $0.option == option }).change(&changed)
        #expect(changed != base)
        let before = try Self.fingerprints(base)
        let after = try Self.fingerprints(changed)
        #expect(before.model != after.model)
        #expect(before.input != after.input)
    }

    @Test func theSameOptionsGiveTheSameFingerprints() throws {
        var first = GenerationOptions(moduleName: "M")
        var second = first
        // Dictionaries filled in different orders describe the same options.
        for name in ["A", "B", "C", "D", "E"] { first.renames[name] = name + "1" }
        for name in ["E", "D", "C", "B", "A"] { second.renames[name] = name + "1" }
        #expect(try Self.fingerprints(first) == Self.fingerprints(second))
        #expect(CanonicalDescription.of(first) == CanonicalDescription.of(second))
    }

    @Test func theDescriptionNamesEveryOptionAndQuotesStrings() {
        var options = GenerationOptions(moduleName: "M\"x")
        options.renames = ["b": "2", "a": "1"]
        // With the labels the fingerprint uses: renamed options keep the names manifests know.
        let text = CanonicalDescription.of(options, labels: GenerationOptions.fingerprintLabels)
        #expect(text.hasPrefix("{moduleName=\"M\\\"x\",enumCaseStyle=lowercase,"))
        #expect(text.contains("renames=[{key=\"a\",value=\"1\"},{key=\"b\",value=\"2\"}]"))
        #expect(text.contains("relay=remote({url=\"https://github.com/relay-tools/Relay.swift\",from=\"1.1.0\"})"))
        #expect(text.contains("bazelRelayLabel=\"@relay_swift//:Relay\""))
    }
}
