import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The options for teams switching from Relay.swift's compiler-plugin types:
/// `warningsOnDeprecatedUsage`, `nullableDefaults`, the `relay-plugin` preset, and custom
/// scalars read from a relay-compiler configuration.
@Suite struct PluginCompatibilityTests {
    typealias Workspace = OutputWorkspace

    static let schema = """
        enum Status { OPEN CLOSED @deprecated(reason: "Use OPEN.") }
        input Page {
          first: Int = 10
          after: String
          size: Int! = 20
          legacy: Boolean @deprecated(reason: "Ignored.")
        }

        """

    /// The generated files by name, a file per type (`Status.graphql.swift`).
    static func files(_ options: GenerationOptions) throws -> [String: String] {
        var options = options
        options.typeFiles = .perType
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "schema.graphql", bytes: Array(schema.utf8))]).model)
        let output = GenerationPipeline.generate(model, options: options)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        var result: [String: String] = [:]
        for file in output.files { result[FileSystem.lastPathComponent(file.path)] = file.text }
        return result
    }

    @Test func deprecationAttributesAreIncludedByDefaultAndCanBeLeftOut() throws {
        let included = try Self.files(GenerationOptions(moduleName: "M"))
        #expect(included["Status.graphql.swift"]?.contains(#"@available(*, deprecated, message: "Use OPEN.")"#) == true)
        #expect(included["Page.graphql.swift"]?.contains(#"@available(*, deprecated, message: "Ignored.")"#) == true)

        var options = GenerationOptions(moduleName: "M")
        options.warningsOnDeprecatedUsage = .exclude
        let excluded = try Self.files(options)
        for (name, text) in excluded {
            #expect(!text.contains("@available"), "\(name)")
        }
        // The reason stays in the doc comment; the field is a plain stored property, and the
        // enum's `allCases` is the synthesized one again.
        let status = try #require(excluded["Status.graphql.swift"])
        #expect(status.contains("    /// Deprecated: Use OPEN.\n    case closed = \"CLOSED\""))
        #expect(!status.contains("allCases"))
        let page = try #require(excluded["Page.graphql.swift"])
        #expect(page.contains("    /// Deprecated: Ignored.\n    public var legacy: Bool?"))
        #expect(!page.contains("__legacy"))
    }

    @Test func nullableFieldsDefaultToTheGraphQLDefaultOrToNil() throws {
        let schemaDefaults = try #require(Self.files(GenerationOptions(moduleName: "M"))["Page.graphql.swift"])
        #expect(schemaDefaults.contains("first: Int? = 10,"))

        var options = GenerationOptions(moduleName: "M")
        options.nullableDefaults = .nil
        let nilDefaults = try #require(Self.files(options)["Page.graphql.swift"])
        #expect(nilDefaults.contains("first: Int? = nil,"))
        #expect(nilDefaults.contains("after: String? = nil,"))
        // A non-null field keeps its default: leaving it out cannot send null.
        #expect(nilDefaults.contains("size: Int = 20,"))
        // The doc comment still gives the server's default.
        #expect(nilDefaults.contains("/// GraphQL default: `10`."))
    }

    @Test func thePresetSetsThePluginShapesAndKeysAndFlagsWinOverIt() throws {
        let workspace = try Workspace(schema: Self.schema)
        let config = workspace.root.path + "/gen-shared-types.json"
        let page = "Sources/Out/InputObjects/Page.graphql.swift"

        try #"{"preset": "relay-plugin"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        #expect(workspace.generate().status == 0)
        let preset = try #require(workspace.contents(page))
        #expect(preset.contains("first: Int? = nil,"))
        #expect(!preset.contains("@available"))
        #expect(workspace.contents("Sources/Out/Enums/Status.graphql.swift")?.contains("@available") == false)

        // A key of the file wins over the preset.
        try #"{"preset": "relay-plugin", "nullableDefaults": "schema"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        #expect(workspace.generate().status == 0)
        let keyed = try #require(workspace.contents(page))
        #expect(keyed.contains("first: Int? = 10,"))
        #expect(!keyed.contains("@available"))

        // So does a flag, and --preset alone works without the file's key.
        try "{}".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(workspace.generate(["--preset", "relay-plugin", "--warnings-on-deprecated-usage", "include"]).status == 0)
        let flagged = try #require(workspace.contents(page))
        #expect(flagged.contains("first: Int? = nil,"))
        #expect(flagged.contains("@available"))

        let bad = workspace.generate(["--preset", "relay"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("--preset must be relay-plugin or swiftui-graphql, found 'relay'\n"))
        try #"{"preset": "plugin"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let badKey = workspace.generate()
        #expect(badKey.status == 1)
        #expect(badKey.errors.contains(#""preset" must be one of "relay-plugin", "swiftui-graphql", found "plugin"."#), "\(badKey.errors)")
    }

    /// What `Page()` (every argument left out) sends, for each `nullableDefaults` and
    /// `nilFields`: built and run against the Relay module.
    @Test func whatLeavingOutTheArgumentSendsInEachMode() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gst-wire-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("schema.graphql").path
        try "input Page { first: Int = 10, after: String }\n".write(toFile: schema, atomically: true, encoding: .utf8)
        var targets: [CompileHarness.Target] = []
        var program = "import Foundation\nimport Relay\n"
        let modes: [(String, GenerationOptions.NullableDefaults, GenerationOptions.NilFields)] = [
            ("WireSchemaNull", .schema, .null), ("WireSchemaOmit", .schema, .omit),
            ("WireNilNull", .nil, .null), ("WireNilOmit", .nil, .omit),
        ]
        for (name, defaults, nilFields) in modes {
            var options = GenerationOptions(moduleName: name)
            options.nullableDefaults = defaults
            options.nilFields = nilFields
            targets.append(.init(name: name, files: try CompileHarness.generate([schema], options: options).files))
            program += "import \(name)\n"
        }
        program += """
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            func show(_ name: String, _ data: VariableData) {
                print(name, String(decoding: try! encoder.encode(data), as: UTF8.self))
            }
            show("schema-null", WireSchemaNull.Page().variableData)
            show("schema-omit", WireSchemaOmit.Page().variableData)
            show("nil-null", WireNilNull.Page().variableData)
            show("nil-omit", WireNilOmit.Page().variableData)

            """
        targets.append(.init(name: "WireProgram", files: [GeneratedFile(path: "main.swift", text: program)],
                             dependencies: ["Relay"] + modes.map(\.0), isExecutable: true))
        let result = try CompileHarness.build(package: "NullableDefaultsWire", targets: targets)
        #expect(result.succeeded, "\(result.problems)")
        guard result.succeeded else { return }
        let run = try CompileHarness.runExecutable("WireProgram", in: result)
        #expect(run.output == """
            schema-null {"after":null,"first":10}
            schema-omit {"first":10}
            nil-null {"after":null,"first":null}
            nil-omit {}

            """)
    }

    @Test func badOptionValuesAreUsageErrors() throws {
        let workspace = try Workspace(schema: Self.schema)
        let deprecation = workspace.generate(["--warnings-on-deprecated-usage", "no"])
        #expect(deprecation.status == 2)
        #expect(deprecation.errors.contains("--warnings-on-deprecated-usage must be include or exclude, found 'no'\n"))
        let defaults = workspace.generate(["--nullable-defaults", "none"])
        #expect(defaults.status == 2)
        #expect(defaults.errors.contains("--nullable-defaults must be schema or nil, found 'none'\n"))
    }
}

/// Custom scalars from a relay-compiler JSON configuration, merged with the tool's own.
@Suite struct RelayCompilerConfigurationTests {
    typealias Workspace = OutputWorkspace

    static let schema = "scalar DateTime\nscalar URI\nscalar Money\ninput Filter { since: DateTime, link: URI, price: Money }\n"
    static let scalarsFile = "Sources/Out/CustomScalars.graphql.swift"

    static func workspace(config: String?, relay: String, relayName: String = "relay.config.json") throws -> Workspace {
        let workspace = try Workspace(schema: schema)
        if let config {
            try config.write(toFile: workspace.root.path + "/gen-shared-types.json", atomically: true, encoding: .utf8)
        }
        try relay.write(toFile: workspace.root.path + "/" + relayName, atomically: true, encoding: .utf8)
        return workspace
    }

    @Test func scalarsOfTheRelayConfigurationAreUsedAndDisagreementsWarnNamingBothFiles() throws {
        let workspace = try Self.workspace(
            config: """
                {
                  "relayConfig": "relay.config.json",
                  "customScalars": {
                    "DateTime": {"type": "Foundation.Date", "imports": ["Foundation"]},
                    "Money": "Decimal"
                  }
                }
                """,
            relay: """
                {
                  "src": ".",
                  "customScalars": {
                    "DateTime": "Date",
                    "URI": "URL",
                    "Money": "String"
                  }
                }
                """)
        let run = workspace.generate()
        #expect(run.status == 0)
        // `Foundation.Date` with Foundation imported is the relay file's `Date`: no warning.
        #expect(!run.errors.contains("DateTime"), "\(run.errors)")
        #expect(run.errors.contains(#"gen-shared-types.json:5:5: warning: The custom scalar "Money" is "Decimal" in gen-shared-types.json but "String" in relay-compiler's configuration relay.config.json:6:5; the shared module uses "Decimal""#), "\(run.errors)")
        let scalars = try #require(workspace.contents(Self.scalarsFile))
        #expect(scalars.contains("public typealias DateTime = Foundation.Date"))
        // A Foundation type from the relay file brings its import.
        #expect(scalars.contains("import Foundation"))
        #expect(scalars.contains("public typealias URI = URL"))
        #expect(scalars.contains("public typealias Money = Decimal"))
    }

    @Test func theFlagNamesAPackageJSONAndTheNewerKeyIsReadToo() throws {
        let workspace = try Self.workspace(
            config: nil,
            relay: #"{"name": "app", "relay": {"customScalarTypes": {"DateTime": {"name": "String", "path": "./scalars"}, "Money": "Double"}}}"#,
            relayName: "package.json")
        let run = workspace.generate(["--relay-config", "package.json"])
        #expect(run.status == 0, "\(run.errors)")
        let scalars = try #require(workspace.contents(Self.scalarsFile))
        #expect(scalars.contains("public typealias DateTime = String"))
        #expect(scalars.contains("public typealias Money = Double"))
        #expect(!scalars.contains("import Foundation"))
    }

    @Test func noRelayConfigurationIsReadUnlessNamed() throws {
        let workspace = try Self.workspace(config: nil, relay: #"{"customScalars": {"Money": "Double"}}"#)
        #expect(workspace.generate().status == 0)
        #expect(workspace.contents(Self.scalarsFile)?.contains("public typealias Money = String") == true)
    }

    /// Each bad file fails the run with an error pointing into it.
    @Test(arguments: [
        ("relay.config.json", #"{"customScalars": {"Money": "Double",}}"#, "relay.config.json:1:"),
        ("relay.config.json", #"["customScalars"]"#, "relay.config.json:1:1: error: A relay-compiler configuration must be a JSON object, found an array."),
        ("relay.config.json", #"{"customScalars": ["Money"]}"#, #"relay.config.json:1:19: error: "customScalars" must be an object mapping scalar names to types, found an array."#),
        ("relay.config.json", #"{"customScalars": {"Money": 1}}"#, #"relay.config.json:1:29: error: Custom scalar "Money" must map to a type name, found a number."#),
        ("relay.config.json", #"{"customScalars": {"Money": {"name": "Double"}}}"#, #"error: Custom scalar "Money" must map to a type name, found an object."#),
        ("relay.config.json", #"{"customScalarTypes": {"Money": {"path": "./money"}}}"#, #"error: Custom scalar "Money" needs a "name" string (the type)."#),
        ("relay.config.json", #"{"customScalarTypes": {"Money": ""}}"#, #"error: Custom scalar "Money" maps to an empty type name."#),
        ("relay.config.json", #"{"customScalars": {}, "customScalarTypes": {}}"#, #"error: The relay-compiler configuration has both "customScalars""#),
        ("relay.config.json", #"{"projects": {"web": {"customScalarTypes": {}}}}"#, #"error: Multi-project relay-compiler configurations ("projects") are not read"#),
        ("package.json", #"{"name": "app"}"#, #"package.json:1:1: error: This package.json has no "relay" key"#),
        ("package.json", #"{"relay": "relay.json"}"#, "package.json:1:11: error: A relay-compiler configuration must be a JSON object, found a string."),
        // What Relay.swift's example apps ship: a program, not data.
        ("relay.config.js", "module.exports = {\n  customScalars: { URL: 'URL' },\n};\n",
         #"error: relay.config.js is JavaScript, which gen-shared-types does not run; point --relay-config (or "relayConfig") at a relay.config.json or a package.json with a "relay" key, or list the custom scalars in "customScalars" of gen-shared-types.json"#),
    ])
    func badRelayConfigurationsAreErrorsInTheirFile(name: String, text: String, expected: String) throws {
        let workspace = try Self.workspace(config: #"{"relayConfig": "\#(name)"}"#, relay: text, relayName: name)
        let run = workspace.generate()
        #expect(run.status == 1)
        #expect(run.errors.contains(expected), "\(run.errors)")
        #expect(workspace.contents(Self.scalarsFile) == nil)
    }

    @Test func aMissingRelayConfigurationIsAnErrorAndTheKeyMustBeAString() throws {
        let missing = try Self.workspace(config: #"{"relayConfig": "nowhere.json"}"#, relay: "{}")
        let run = missing.generate()
        #expect(run.status == 1)
        #expect(run.errors.contains("nowhere.json"), "\(run.errors)")

        let wrong = try Self.workspace(config: #"{"relayConfig": true}"#, relay: "{}")
        let wrongRun = wrong.generate()
        #expect(wrongRun.status == 1)
        #expect(wrongRun.errors.contains(#""relayConfig" must be a string, found a boolean."#), "\(wrongRun.errors)")
    }
}
