import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// With the `swiftui-graphql` preset the module is a drop-in for SwiftUIGraphQL's
/// `schema.swift` (issue #45): app code written against its enums and input objects
/// (`SwiftUIGraphQLClient`, made from each schema) compiles unchanged against the module, in
/// Swift 5 and 6 modes, warnings as errors, importing Foundation and a stand-in `SwiftUIGraphQL`
/// module that declares every public type name of the real one; and what it sends is what
/// SwiftUIGraphQL's synthesized `Codable` sends. One package for everything (compiles are slow).
@Suite(.serialized) struct SwiftUIGraphQLDropInTests {
    static func presetOptions(_ moduleName: String) -> GenerationOptions {
        var options = GenerationOptions(moduleName: moduleName)
        GenerationPreset.swiftUIGraphQL.apply(to: &options)
        options.layout = .sources
        return options
    }

    /// The schemas whose clients are built: the repository's, then the corpus's (when ../shared
    /// is there), with a module name each.
    static let schemas: [(name: String, path: String)] = {
        let repository = ["todo.graphql", "kitchen-sink.graphql", "hostile-names.graphql"].map { file in
            ("Repo_" + file.replacingOccurrences(of: ".graphql", with: "").replacingOccurrences(of: "-", with: "_"),
             TestPaths.repositoryRoot.appendingPathComponent("schemas/" + file).path)
        }
        let corpus = TestPaths.corpusSchemas.map { schema in
            (GeneratedCodeCompileTests.moduleName(for: schema), TestPaths.corpusRoot.appendingPathComponent(schema).path)
        }
        return repository + corpus
    }()

    struct Prepared {
        var targets: [CompileHarness.Target] = []
        /// Schema name → why it has no client (SwiftUIGraphQL's own output would not compile).
        var skipped: [String: String] = [:]
        var built: [String] = []
        /// Schema name → the types its client leaves out, with reasons.
        var excluded: [String: [String: String]] = [:]
        /// Schema name → how many enums and input objects its client uses.
        var used: [String: Int] = [:]
    }

    static let prepared: Result<Prepared, Error> = Result {
        var prepared = Prepared()
        prepared.targets.append(.init(name: "SwiftUIGraphQL", files: SwiftUIGraphQLClient.standInRuntime, dependencies: [], swift6: true))
        for schema in schemas {
            let read = SchemaReader.read(paths: [schema.path])
            guard let model = read.model else { throw CompileHarness.HarnessError("\(schema.name): schema errors") }
            let module = "SUI" + schema.name
            let options = presetOptions(module)
            let client = SwiftUIGraphQLClient(model: model, module: Translator.translate(model, options: options).module, generated: module)
            if let reason = client.skipReason {
                prepared.skipped[schema.name] = reason
                continue
            }
            let output = GenerationPipeline.generate(model, options: options)
            prepared.targets.append(.init(name: module, files: output.files, dependencies: [], swift6: true))
            for swift6 in [false, true] {
                prepared.targets.append(.init(name: module + (swift6 ? "Client6" : "Client5"), files: client.files,
                                              dependencies: ["SwiftUIGraphQL", module], swift6: swift6))
            }
            prepared.built.append(schema.name)
            prepared.excluded[schema.name] = client.excluded
            prepared.used[schema.name] = model.enums.count + model.inputObjects.count - client.excluded.count
        }
        // Types named like SwiftUIGraphQL's, beside its module: no ambiguity.
        let clash = try generate(clashSchema, options: presetOptions("SUIClash"))
        prepared.targets.append(.init(name: "SUIClash", files: clash, dependencies: [], swift6: true))
        prepared.targets.append(.init(name: "SUIClashClient", files: [GeneratedFile(path: "Client.swift", text: clashClient)],
                                      dependencies: ["SwiftUIGraphQL", "SUIClash"], swift6: true))
        // What todo.graphql's types send, against SwiftUIGraphQL's shapes' synthesized Codable.
        prepared.targets.append(.init(name: "SUIWire", files: [GeneratedFile(path: "main.swift", text: wireProgram)],
                                      dependencies: ["SwiftUIGraphQL", "SUIRepo_todo", "SUIRepo_todoClient6"], isExecutable: true, swift6: true))
        return prepared
    }

    static let build: Result<CompileHarness.BuildResult, Error> = Result {
        try CompileHarness.build(package: "SwiftUIGraphQLDropIn", targets: try prepared.get().targets)
    }

    static func generate(_ schema: String, options: GenerationOptions) throws -> [GeneratedFile] {
        let read = SchemaReader.read(files: [SourceFile(path: "clash.graphql", text: schema)])
        guard let model = read.model else { throw CompileHarness.HarnessError("schema errors") }
        return GenerationPipeline.generate(model, options: options).files
    }

    static let clashSchema = """
        enum OperationType { QUERY_ACCESS MODIFY }
        input Cache { key: String }
        scalar Value
        input Uses { kind: OperationType, cache: Cache, value: Value }

        """

    /// Names SwiftUIGraphQL's types bare and the module's renamed ones: with the module's
    /// types kept as `OperationType`, `Cache` and `Value`, the bare names would be ambiguous.
    static let clashClient = """
        import SwiftUIGraphQL
        import SUIClash

        public func useBoth() -> Int {
            let runtimeKind: OperationType = OperationType()
            let runtimeCache: Cache = Cache()
            let runtimeValue: Value = Value()
            let kind: OperationType_ = .query_access
            let cache = Cache_(key: "k")
            let value: Value_ = "v"
            let uses = Uses(kind: kind, cache: cache, value: value)
            _ = (runtimeKind, runtimeCache, runtimeValue)
            return uses.kind == .modify ? 0 : 1
        }

        """

    /// SwiftUIGraphQL's shapes of todo.graphql's `TodoKey` and `AddTodoInput`, with synthesized
    /// `Codable` as its generator leaves them, encode to the same bytes as the module's types.
    static let wireProgram = """
        import Foundation
        import SwiftUIGraphQL
        import SUIRepo_todo
        import SUIRepo_todoClient6

        struct ReferenceTodoKey: Hashable, Codable, Sendable {
            let id: ID?
            let text: String?
        }
        struct ReferenceAddTodoInput: Hashable, Codable, Sendable {
            let text: String
            let userId: ID
            let priority: Priority?
            let tags: [String]?
            let due: Date?
            let clientMutationId: String?
        }

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        func json<T: Encodable>(_ value: T) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        func check(_ ours: String, _ reference: String) {
            if ours != reference {
                print("mismatch: \\(ours) != \\(reference)")
                exit(1)
            }
            print(ours)
        }
        try check(json(TodoKey(id: "1", text: nil)), json(ReferenceTodoKey(id: "1", text: nil)))
        try check(json(TodoKey(id: nil, text: "t")), json(ReferenceTodoKey(id: nil, text: "t")))
        try check(json(TodoKey(id: nil, text: nil)), json(ReferenceTodoKey(id: nil, text: nil)))
        try check(json(AddTodoInput(text: "a", userId: "u", priority: nil, tags: nil, due: nil, clientMutationId: nil)),
                  json(ReferenceAddTodoInput(text: "a", userId: "u", priority: nil, tags: nil, due: nil, clientMutationId: nil)))
        try check(json(AddTodoInput(text: "a", userId: "u", priority: .high, tags: ["x"], due: Date(timeIntervalSince1970: 0), clientMutationId: "m")),
                  json(ReferenceAddTodoInput(text: "a", userId: "u", priority: .high, tags: ["x"], due: Date(timeIntervalSince1970: 0), clientMutationId: "m")))
        let decoder = JSONDecoder()
        let key = try decoder.decode(TodoKey.self, from: Data(#"{"text":"t"}"#.utf8))
        check("\\(key.id as Any) \\(key.text as Any)", "nil Optional(\\"t\\")")
        try runClient()
        print("all checks passed")

        """

    static func requireBuild() throws -> CompileHarness.BuildResult {
        let result = try build.get()
        if !result.succeeded {
            Issue.record("the SwiftUIGraphQL drop-in package did not build:\n\(result.problems)")
        }
        return result
    }

    @Test func clientsOfSwiftUIGraphQLsShapesCompileAgainstThePresetsModule() throws {
        let prepared = try Self.prepared.get()
        for (schema, reason) in prepared.skipped.sorted(by: { $0.key < $1.key }) {
            print("SwiftUIGraphQLDropInTests: no client for \(schema): \(reason)")
        }
        for schema in prepared.built {
            let left = prepared.excluded[schema] ?? [:]
            print("SwiftUIGraphQLDropInTests: \(schema): \(prepared.used[schema] ?? 0) types used, \(left.count) left out")
            for (type, reason) in left.sorted(by: { $0.key < $1.key }).prefix(5) {
                print("  \(type): \(reason)")
            }
        }
        #expect(prepared.built.contains("Repo_todo"))
        // The only type of todo.graphql whose SwiftUIGraphQL declaration does not compile.
        #expect(prepared.excluded["Repo_todo"].map { Array($0.keys) } == ["TodoFilter"])
        let result = try Self.requireBuild()
        #expect(result.succeeded)
    }

    /// Every corpus schema either has a client or a reason why SwiftUIGraphQL could not have
    /// generated a compiling `schema.swift` for it; built only beside ../shared.
    @Test(.needs(.corpus)) func everyCorpusSchemaHasAClientOrAReason() throws {
        let prepared = try Self.prepared.get()
        for schema in TestPaths.corpusSchemas {
            let name = GeneratedCodeCompileTests.moduleName(for: schema)
            #expect(prepared.built.contains(name) || prepared.skipped[name] != nil, "\(name)")
        }
        #expect(!prepared.built.filter { $0.hasPrefix("Corpus_") }.isEmpty, "no corpus schema was built")
    }

    @Test func theWireJSONIsSwiftUIGraphQLs() throws {
        let result = try Self.requireBuild()
        try #require(result.succeeded)
        let (status, output) = try CompileHarness.runExecutable("SUIWire", in: result)
        #expect(status == 0, "\(output)")
        #expect(output.contains(#"{"id":"1"}"#), "\(output)")
        #expect(output.contains(#"{"text":"t"}"#), "\(output)")
        #expect(output.hasSuffix("all checks passed\n"), "\(output)")
    }
}
