import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Generated modules compile, warnings as errors, against the real Relay.swift runtime (the
/// stand-in in a fresh clone without ../shared, see `RelayRuntime`): every
/// schema of the shared corpus, the kitchen-sink schema in every option combination, an
/// operations module shaped like Relay.swift's output that imports a generated module, and
/// programs that run the generated code. Without ../shared the build leaves out the corpus
/// and the operations module (whose schema is in the corpus).
@Suite(.serialized) struct GeneratedCodeCompileTests {
    static let kitchenSink = TestPaths.repositoryRoot.appendingPathComponent("schemas/kitchen-sink.graphql").path
    /// Names that collide with what the generated code declares or refers to.
    static let hostileNames = TestPaths.repositoryRoot.appendingPathComponent("schemas/hostile-names.graphql").path

    /// Module name for a corpus schema: `github-2021/schema.json` → `Corpus_github_2021_json`.
    static func moduleName(for schema: String) -> String {
        let folder = schema.split(separator: "/").first.map(String.init) ?? schema
        let suffix = schema.hasSuffix(".json") ? "_json" : "_graphql"
        return "Corpus_" + folder.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() + suffix
    }

    static func fixtureFiles(_ folder: String) -> [GeneratedFile] {
        let directory = TestPaths.fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".swift") }.compactMap { name in
            FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map { GeneratedFile(path: name, contents: [UInt8]($0)) }
        }
    }

    /// The one build all tests here look at.
    static let build: Result<CompileHarness.BuildResult, Error> = Result {
        var targets: [CompileHarness.Target] = []
        for schema in TestPaths.corpusSchemas {
            let name = moduleName(for: schema)
            let output = try CompileHarness.generate([TestPaths.corpusRoot.appendingPathComponent(schema).path], options: GenerationOptions(moduleName: name))
            targets.append(.init(name: name, files: output.files))
        }
        var variants: [(String, GenerationOptions, Bool)] = []
        var defaults = GenerationOptions(moduleName: "KitchenSink")
        variants.append(("KitchenSink", defaults, false))
        defaults.moduleName = "KitchenSinkSwift6"
        defaults.typeFiles = .perType
        variants.append(("KitchenSinkSwift6", defaults, true))
        var omit = GenerationOptions(moduleName: "KitchenSinkOmit")
        omit.nilFields = .omit
        omit.typeFiles = .perType
        variants.append(("KitchenSinkOmit", omit, false))
        var futureProof = GenerationOptions(moduleName: "KitchenSinkFutureProof")
        futureProof.futureProofEnums = true
        futureProof.enumCaseStyle = .camelCase
        variants.append(("KitchenSinkFutureProof", futureProof, true))
        var unchanged = GenerationOptions(moduleName: "KitchenSinkUnchanged")
        unchanged.enumCaseStyle = .unchanged
        unchanged.customScalars = ["DateTime": .init(type: "Foundation.Date", imports: ["Foundation"]), "JSON": .init(type: "[String: Int]")]
        variants.append(("KitchenSinkUnchanged", unchanged, false))
        // Files that join a target of the app's own package: `package` declarations, which the
        // behaviour program (another target of the package) uses.
        var packageAccess = GenerationOptions(moduleName: "KitchenSinkPackage")
        packageAccess.layout = .sources
        packageAccess.accessLevel = .package
        variants.append(("KitchenSinkPackage", packageAccess, true))
        // The same schema with every type of more than one member in the wide shapes, whose
        // behaviour programs must print exactly what the simple shapes print; all in one file.
        for (name, options, swift6) in variants where ["KitchenSink", "KitchenSinkOmit", "KitchenSinkFutureProof"].contains(name) {
            var wide = options
            wide.moduleName = "KitchenSinkWide" + name.dropFirst("KitchenSink".count)
            wide.wideTypeLayout = .everyTypeWide
            wide.typeFiles = .single
            variants.append((wide.moduleName, wide, swift6))
        }
        for (name, options, swift6) in variants {
            var files = try CompileHarness.generate([kitchenSink], options: options).files
            if !options.customScalars.isEmpty {
                // What an app adds when it maps a scalar to a type Relay cannot send.
                files.append(GeneratedFile(path: "AppConformances.swift", text: """
                    import Foundation
                    import Relay

                    extension Foundation.Date: Relay.VariableValueConvertible {
                        public var variableValue: Relay.VariableValue { .float(timeIntervalSince1970) }
                    }

                    """))
            }
            targets.append(.init(name: name, files: files, swift6: swift6))
        }
        for (suffix, configure) in hostileNameVariants {
            var options = GenerationOptions(moduleName: "HostileNames" + suffix)
            configure(&options)
            targets.append(.init(name: options.moduleName, files: try CompileHarness.generate([hostileNames], options: options).files))
        }
        // Operation code in Relay.swift's shapes that imports a generated module.
        if SharedResource.corpus.isPresent {
            let todo = try CompileHarness.generate([TestPaths.corpusRoot.appendingPathComponent("relay-swift-todo/schema.graphql").path], options: GenerationOptions(moduleName: "SharedTypes"))
            targets.append(.init(name: "SharedTypes", files: todo.files))
            targets.append(.init(name: "RelayOperations", files: fixtureFiles("RelayOperations/UsesShared"), dependencies: ["Relay", "SharedTypes"]))
        }
        for variant in behaviourVariants where variant != "Internal" {
            targets.append(.init(name: "Behaviour\(variant)", files: behaviourProgram(for: "KitchenSink" + variant), dependencies: ["Relay", "KitchenSink" + variant], isExecutable: true))
        }
        // `@nonexhaustive` enums: a client in another module switches with `@unknown default`
        // (Swift 6, warnings as errors), and keeps compiling, warned, once the schema adds a
        // value to the enum it switches over.
        var nonExhaustive = GenerationOptions(moduleName: "KitchenSinkNonExhaustive")
        nonExhaustive.nonExhaustiveEnums = true
        targets.append(.init(name: "KitchenSinkNonExhaustive", files: try CompileHarness.generate([kitchenSink], options: nonExhaustive).files, swift6: true))
        targets.append(.init(name: "NonExhaustiveClient", files: [nonExhaustiveClient(importing: "KitchenSinkNonExhaustive")],
                             dependencies: ["KitchenSinkNonExhaustive"], swift6: true))
        var grown = nonExhaustive
        grown.moduleName = "KitchenSinkNonExhaustiveGrown"
        targets.append(.init(name: grown.moduleName, files: try CompileHarness.generate([grownKitchenSink()], options: grown).files, swift6: true))
        targets.append(.init(name: "NonExhaustiveClientAfterUpgrade", files: [nonExhaustiveClient(importing: grown.moduleName)],
                             dependencies: [grown.moduleName], swift6: true, warningsAsErrors: false))
        // Input objects without `Hashable` (`hashableInputs` false): the simple and the wide
        // shapes, the recursive ones through the box, in both language modes.
        for (name, wide, swift6) in [("KitchenSinkUnhashable", false, true), ("KitchenSinkWideUnhashable", true, false)] {
            var unhashable = GenerationOptions(moduleName: name)
            unhashable.hashableInputs = false
            if wide { unhashable.wideTypeLayout = .everyTypeWide }
            targets.append(.init(name: name, files: try CompileHarness.generate([kitchenSink], options: unhashable).files, swift6: swift6))
        }
        var openAndNonExhaustive = nonExhaustive
        openAndNonExhaustive.moduleName = "KitchenSinkNonExhaustiveFutureProof"
        openAndNonExhaustive.futureProofEnums = true
        targets.append(.init(name: openAndNonExhaustive.moduleName, files: try CompileHarness.generate([kitchenSink], options: openAndNonExhaustive).files, swift6: true))
        // `internal` declarations compiled into the very target that uses them: the behaviour
        // program and the generated files are one module.
        var internalAccess = GenerationOptions(moduleName: "KitchenSinkInternal")
        internalAccess.layout = .sources
        internalAccess.accessLevel = .internal
        let internalFiles = try CompileHarness.generate([kitchenSink], options: internalAccess).files
        targets.append(.init(name: "BehaviourInternal", files: internalFiles + behaviourProgram(for: "KitchenSinkInternal", importsModule: false),
                             dependencies: ["Relay"], isExecutable: true, swift6: true))
        return try CompileHarness.build(package: "Generated", targets: targets)
    }

    /// A client of a non-exhaustive module: it switches over `Sort` (`ASC`, `DESC`) the way
    /// SE-0487 asks, with `@unknown default`.
    static func nonExhaustiveClient(importing module: String) -> GeneratedFile {
        GeneratedFile(path: "Client.swift", text: """
            import \(module)

            public func describe(_ sort: Sort) -> String {
                switch sort {
                case .asc: return "ascending"
                case .desc: return "descending"
                @unknown default: return "unknown"
                }
            }

            """)
    }

    /// The kitchen-sink schema after an upgrade that adds `RANDOM` to `Sort`.
    static func grownKitchenSink() throws -> String {
        let text = try String(contentsOfFile: kitchenSink, encoding: .utf8)
        let grown = text.replacingOccurrences(of: "enum Sort {\n  ASC\n  DESC\n}", with: "enum Sort {\n  ASC\n  DESC\n  RANDOM\n}")
        guard grown != text else { throw CompileHarness.HarnessError("schemas/kitchen-sink.graphql no longer declares Sort as ASC, DESC") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kitchen-sink-grown-\(getpid()).graphql").path
        try grown.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The option combinations the hostile-names schema is compiled in: every template, the
    /// case style that keeps `String` as a case name, and every way of spreading types over files.
    static let hostileNameVariants: [(String, @Sendable (inout GenerationOptions) -> Void)] = [
        ("", { _ in }),
        ("Open", { $0.futureProofEnums = true; $0.enumCaseStyle = .unchanged }),
        ("Omit", { $0.nilFields = .omit; $0.typeFiles = .perType }),
        ("Wide", { $0.wideTypeLayout = .everyTypeWide; $0.futureProofEnums = true; $0.nilFields = .omit; $0.typeFiles = .single }),
        ("WideRaw", { $0.wideTypeLayout = .everyTypeWide; $0.enumCaseStyle = .unchanged }),
        ("Unhashable", { $0.hashableInputs = false }),
        ("WideUnhashable", { $0.wideTypeLayout = .everyTypeWide; $0.hashableInputs = false; $0.nilFields = .omit }),
    ]

    /// The kitchen-sink modules a behaviour program runs (the suffix after `KitchenSink`).
    static let behaviourVariants = ["", "Omit", "FutureProof", "Wide", "WideOmit", "WideFutureProof", "Package", "Internal"]

    /// The expected output a behaviour variant prints: the wide shapes print what the simple
    /// ones do (`Wide` → `Default`, `WideOmit` → `Omit`), and so do the access levels.
    static func expectedOutputName(_ variant: String) -> String {
        if variant == "Package" || variant == "Internal" { return "Default" }
        let simple = variant.hasPrefix("Wide") ? String(variant.dropFirst("Wide".count)) : variant
        return simple.isEmpty ? "Default" : simple
    }

    /// The behaviour program's source for one kitchen-sink variant: the fixture with the
    /// module name substituted.
    static func behaviourProgram(for module: String, importsModule: Bool = true) -> [GeneratedFile] {
        let path = TestPaths.fixtures.appendingPathComponent("Behaviour/main.swift").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let variant = expectedOutputName(String(module.dropFirst("KitchenSink".count)))
        let imports = importsModule ? "import \(module)\n" : ""
        return [GeneratedFile(path: "main.swift", text: text.replacingOccurrences(of: "import KitchenSink\n", with: imports + "let variant = \"\(variant)\"\n"))]
    }

    static func requireBuild() throws -> CompileHarness.BuildResult {
        let result = try build.get()
        if !result.succeeded {
            Issue.record("the generated package did not build:\n\(result.problems)")
        }
        return result
    }

    /// After the schema added a value, the client without a case for it still compiles; when
    /// this build compiled it, the compiler said why (a warning, not an error).
    @Test func aNonExhaustiveEnumThatGrewKeepsItsClientsCompiling() throws {
        let result = try Self.requireBuild()
        #expect(result.succeeded)
        if result.log.contains("NonExhaustiveClientAfterUpgrade/Client.swift") {
            #expect(result.log.contains("switch must be exhaustive") || result.log.contains("add missing case"), "\(result.log)")
        }
    }

    @Test func everyGeneratedModuleCompilesWithoutWarnings() throws {
        let result = try Self.requireBuild()
        #expect(result.succeeded)
    }

    /// The corpus modules and the Relay-shaped operations are built only beside ../shared.
    @Test(.needs(.corpus)) func theCorpusModulesAndRelayShapedOperationsCompile() throws {
        let result = try Self.requireBuild()
        #expect(result.succeeded)
        let sources = result.packageDirectory.appendingPathComponent("Sources")
        for target in TestPaths.corpusSchemas.map(Self.moduleName(for:)) + ["SharedTypes", "RelayOperations"] {
            #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(target).path), "\(target)")
        }
    }

    @Test(arguments: behaviourVariants)
    func generatedCodeBehaves(variant: String) throws {
        let result = try Self.requireBuild()
        try #require(result.succeeded)
        let (status, output) = try CompileHarness.runExecutable("Behaviour\(variant)", in: result)
        #expect(status == 0, "\(output)")
        let expectedPath = TestPaths.fixtures.appendingPathComponent("Behaviour/expected-\(Self.expectedOutputName(variant)).txt").path
        let expected = (try? String(contentsOfFile: expectedPath, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" && output != expected && !variant.hasPrefix("Wide") {
            try output.write(toFile: expectedPath, atomically: true, encoding: .utf8)
        }
        #expect(output == expected)
    }

    /// The generated Package.swift itself resolves and builds, depending on a local Relay
    /// checkout as monorepos that vendor Relay.swift do. The checkout is the stand-in package:
    /// ../shared/relay-swift is not a SwiftPM package (Relay.swift's own needs Combine).
    @Test func generatedPackageBuilds() throws {
        let directory = CompileHarness.root.appendingPathComponent("package/TodoTypes")
        let relay = RelayStandIn.package.path
        let schema = TestPaths.repositoryRoot.appendingPathComponent("schemas/todo.graphql").path
        let run = Tool.run([schema, "-o", directory.path, "--relay-path", relay, "--quiet"])
        #expect(run.status == 0, "\(run.errors)")
        let (status, log) = try CompileHarness.run(["swift", "build", "--package-path", directory.path, "-Xswiftc", "-warnings-as-errors"])
        #expect(status == 0, "\(log.split(separator: "\n").filter { $0.contains("error") }.prefix(20).joined(separator: "\n"))")
    }
}
