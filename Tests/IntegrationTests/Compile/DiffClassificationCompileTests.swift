import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// Checks `diff`'s classification against the compiler: for every change kind (and the
/// options its severity depends on), the module is generated from an old and a new schema,
/// client code that apps typically write against the old module is type-checked against both,
/// and what the compiler says must agree with the severity the diff reports:
///
/// - breaking: some client snippet that compiled against the old module fails (the case
///   names which);
/// - order only: a snippet fails, or the generated code shows the new order;
/// - dangerous: every snippet still compiles, and either one gains a warning (an error with
///   warnings as errors) or the generated code shows what is sent differently;
/// - safe: every snippet compiles, without a new warning.
///
/// The generated modules of every variant build as one package (`CompileHarness`); the
/// client snippets of all variants are then type-checked with two `swiftc -typecheck` runs,
/// one against the old modules and one against the new.
@Suite(.serialized) struct DiffClassificationCompileTests {
    /// Generated code that shows a change the compiler cannot: `holds` is given the old and
    /// the new module's text.
    struct Evidence: Sendable {
        var description: String
        var holds: @Sendable (_ old: String, _ new: String) -> Bool
    }

    /// One change: the types it touches on each side, the kind the diff must report on
    /// `type`, and client code written against the old module.
    struct Case: Sendable {
        var name: String
        var kind: ChangeKind
        var type: String
        var old: String
        var new: String
        /// Label and function body; each is type-checked in a file of its own.
        var snippets: [(label: String, body: String)]
        /// The snippets the compiler rejects against the new module.
        var breaks: Set<String> = []
        /// The snippets that gain a warning against the new module.
        var warns: Set<String> = []
        var evidence: Evidence? = nil
    }

    struct Variant: Sendable {
        var name: String
        var options: GenerationOptions
        var cases: [Case]

        var oldModule: String { "DiffCheck\(name)Old" }
        var newModule: String { "DiffCheck\(name)New" }
    }

    static func options(_ configure: (inout GenerationOptions) -> Void = { _ in }) -> GenerationOptions {
        var options = GenerationOptions(moduleName: "SharedTypes")
        configure(&options)
        options.layout = .sources
        return options
    }

    static let variants: [Variant] = [
        Variant(name: "Plain", options: options(), cases: DiffClassificationCases.plain),
        Variant(name: "FutureProof", options: options { $0.futureProofEnums = true }, cases: DiffClassificationCases.futureProof),
        Variant(name: "NonExhaustive", options: options { $0.nonExhaustiveEnums = true }, cases: DiffClassificationCases.nonExhaustive),
        Variant(name: "NonExhaustiveFutureProof", options: options { $0.nonExhaustiveEnums = true; $0.futureProofEnums = true },
                cases: DiffClassificationCases.nonExhaustiveFutureProof),
        Variant(name: "Codable", options: options { $0.runtime = .codable }, cases: DiffClassificationCases.codable),
        Variant(name: "RelayPlugin", options: options { GenerationPreset.relayPlugin.apply(to: &$0) }, cases: DiffClassificationCases.relayPlugin),
        Variant(name: "SwiftUIGraphQL", options: options { GenerationPreset.swiftUIGraphQL.apply(to: &$0) }, cases: DiffClassificationCases.oneOfStructs),
        Variant(name: "OneOfStructNull", options: options { GenerationPreset.swiftUIGraphQL.apply(to: &$0); $0.nilFields = .null },
                cases: DiffClassificationCases.oneOfStructsSendingNull),
    ]

    /// What the compiler said about one snippet file.
    struct Verdict: Sendable {
        var errors: [String] = []
        var warnings: [String] = []
    }

    struct Results: Sendable {
        /// Per snippet file name, against the old and the new modules.
        var old: [String: Verdict]
        var new: [String: Verdict]
        /// The generated modules' text, by module name.
        var text: [String: String]
    }

    static func schema(_ variant: Variant, new: Bool) -> String {
        variant.cases.map { new ? $0.new : $0.old }.joined(separator: "\n")
    }

    static func model(_ sdl: String, _ path: String) throws -> SchemaModel {
        let read = SchemaReader.read(files: [SourceFile(path: path, text: sdl)])
        guard let model = read.model else { throw CompileHarness.HarnessError("schema errors in \(path): \(read.diagnostics.map(\.message))") }
        return model
    }

    static func fileName(_ variant: Variant, _ testCase: Case, _ label: String) -> String {
        "\(variant.name)_\(testCase.name)_\(label).swift"
    }

    /// The snippet files of every variant against its old or new module, plus the helpers.
    static func clientFiles(new: Bool) -> [GeneratedFile] {
        var files = [GeneratedFile(path: "Helpers.swift", text: """
            import Foundation
            import Relay

            /// What an app does with an input: hand it to Relay as variables.
            func sendVariables<Value: VariableDataConvertible>(_ value: Value) { _ = value.variableData }
            /// What an app does with an input under the codable runtime: encode it.
            func encodeJSON<Value: Encodable>(_ value: Value) { _ = try? JSONEncoder().encode(value) }

            """)]
        for variant in variants {
            let module = new ? variant.newModule : variant.oldModule
            let relay = variant.options.runtime == .codable ? "" : "import Relay\n"
            for testCase in variant.cases {
                for snippet in testCase.snippets {
                    let function = "\(variant.name)_\(testCase.name)_\(snippet.label)"
                    files.append(GeneratedFile(path: fileName(variant, testCase, snippet.label), text: """
                        import Foundation
                        \(relay)import \(module)

                        func \(function)() {
                        \(snippet.body)
                        }

                        """))
                }
            }
        }
        return files
    }

    static let results: Result<Results, Error> = Result {
        var targets: [CompileHarness.Target] = []
        var text: [String: String] = [:]
        for variant in variants {
            for (module, new) in [(variant.oldModule, false), (variant.newModule, true)] {
                var options = variant.options
                options.moduleName = module
                let model = try model(schema(variant, new: new), new ? "new.graphql" : "old.graphql")
                let output = GenerationPipeline.generate(model, options: options)
                if output.diagnostics.contains(where: { $0.severity == .error }) {
                    throw CompileHarness.HarnessError("generation of \(module) failed: \(output.diagnostics.map(\.message))")
                }
                let swiftFiles = output.files.filter { $0.path.hasSuffix(".swift") }
                text[module] = swiftFiles.map { String(decoding: $0.contents, as: UTF8.self) }.joined(separator: "\n")
                targets.append(.init(name: module, files: swiftFiles, dependencies: options.runtime == .codable ? [] : ["Relay"]))
            }
        }
        let build = try CompileHarness.build(package: "DiffClassification", targets: targets)
        guard build.succeeded else { throw CompileHarness.HarnessError("the generated modules did not build:\n\(build.problems)") }
        let modules = build.packageDirectory.appendingPathComponent(".build/debug/Modules")
        let runtime = try RelayRuntime.current.get()
        func typecheck(new: Bool) throws -> [String: Verdict] {
            let folder = build.packageDirectory.appendingPathComponent(new ? "Clients/New" : "Clients/Old")
            let files = clientFiles(new: new)
            try CompileHarness.sync(files, into: folder)
            let paths = files.map { folder.appendingPathComponent($0.path).path }
            let (_, output) = try CompileHarness.run(["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "5", "-module-name", "DiffClients",
                                                      "-I", modules.path] + runtime.compilerFlags + paths)
            var verdicts: [String: Verdict] = [:]
            var unplaced: [String] = []
            for line in output.split(separator: "\n").map(String.init) where line.contains("error: ") || line.contains("warning: ") {
                // Notes and the compiler's excerpts of the source repeat the message indented.
                guard !line.hasPrefix(" ") else { continue }
                guard let file = files.first(where: { line.hasPrefix(folder.appendingPathComponent($0.path).path + ":") }), file.path != "Helpers.swift" else {
                    unplaced.append(line)
                    continue
                }
                if line.contains(": error: ") { verdicts[file.path, default: Verdict()].errors.append(line) }
                if line.contains(": warning: ") { verdicts[file.path, default: Verdict()].warnings.append(line) }
            }
            // A problem outside the snippets (a module not found, the helpers) would make every
            // snippet's verdict meaningless.
            guard unplaced.isEmpty else {
                throw CompileHarness.HarnessError("type-checking the clients failed outside the snippets:\n\(unplaced.prefix(20).joined(separator: "\n"))")
            }
            return verdicts
        }
        return Results(old: try typecheck(new: false), new: try typecheck(new: true), text: text)
    }

    static func variantNamed(_ name: String) throws -> Variant {
        try #require(variants.first { $0.name == name })
    }

    /// Every case of every variant, as `Variant/Case`, one test each.
    static let caseNames: [String] = variants.flatMap { variant in variant.cases.map { variant.name + "/" + $0.name } }

    @Test(arguments: caseNames)
    func theCompilerAgreesWithTheClassification(_ name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let variant = try Self.variantNamed(parts[0])
        let testCase = try #require(variant.cases.first { $0.name == parts[1] })
        let results = try Self.results.get()

        // The classification.
        let changes = SchemaDiff.changes(from: try Self.model(Self.schema(variant, new: false), "old.graphql"),
                                         to: try Self.model(Self.schema(variant, new: true), "new.graphql"), options: variant.options)
        let matching = changes.filter { $0.typeName == testCase.type && $0.kind == testCase.kind }
        let severity = try #require(matching.map(\.severity).max(), "no \(testCase.kind.rawValue) change on \(testCase.type)")

        // The compiler.
        var broken: Set<String> = []
        var warned: Set<String> = []
        for snippet in testCase.snippets {
            let file = Self.fileName(variant, testCase, snippet.label)
            let before = results.old[file] ?? Verdict()
            let after = results.new[file] ?? Verdict()
            #expect(before.errors.isEmpty, "\(snippet.label) does not compile against the old module: \(before.errors)")
            if !after.errors.isEmpty { broken.insert(snippet.label) }
            if after.warnings.count > before.warnings.count { warned.insert(snippet.label) }
        }
        #expect(broken == testCase.breaks, "compile errors against the new module: \(broken.sorted())")
        #expect(warned == testCase.warns, "new warnings against the new module: \(warned.sorted())")
        var evidenceHolds = false
        if let evidence = testCase.evidence {
            evidenceHolds = evidence.holds(results.text[variant.oldModule] ?? "", results.text[variant.newModule] ?? "")
            #expect(evidenceHolds, "the generated code does not show: \(evidence.description)")
        }

        // They agree.
        let reasons = matching.map(\.reason)
        switch severity {
        case .breaking:
            #expect(!broken.isEmpty, "classified breaking, yet every snippet compiles: \(reasons)")
        case .orderOnly:
            #expect(!broken.isEmpty || evidenceHolds, "classified order only, yet nothing shows the new order: \(reasons)")
        case .dangerous:
            #expect(broken.isEmpty, "classified dangerous, yet \(broken.sorted()) no longer compile: \(reasons)")
            #expect(!warned.isEmpty || evidenceHolds, "classified dangerous, yet nothing warns or shows a change: \(reasons)")
        case .safe:
            #expect(broken.isEmpty, "classified safe, yet \(broken.sorted()) no longer compile: \(reasons)")
            #expect(warned.isEmpty, "classified safe, yet \(warned.sorted()) gain a warning: \(reasons)")
        }
    }

    /// docs/diff.md's table names every case, so the documentation cannot drift from the test.
    @Test func everyCaseIsDocumented() throws {
        let section = try #require(DocumentationText.section("Checked by the compiler", in: try DocumentationText.read("docs/diff.md")))
        for variant in Self.variants {
            for testCase in variant.cases {
                #expect(section.contains(testCase.name + "`"), "\(variant.name)/\(testCase.name) in docs/diff.md")
            }
        }
    }

    /// Every change kind is checked by at least one case.
    @Test func everyKindHasACase() {
        let covered = Set(Self.variants.flatMap { $0.cases.map(\.kind) })
        #expect(Set(ChangeKind.allCases).subtracting(covered).isEmpty, "\(Set(ChangeKind.allCases).subtracting(covered))")
    }
}
