import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The adoption workflow for real: generate the shared module, prune a copy of the plugin's
/// pristine output with the command line, then build the pruned files and the shared module
/// as two modules (warnings as errors) and run a program that uses both.
///
/// The files build and run against the real Relay.swift runtime (`RelayRuntime`). Only in a
/// fresh clone without `../shared/relay-swift` is the Relay module the stand-in plus
/// `Fixtures/Relay/OperationSide/OperationRuntime.swift` (`RelayStandIn.operationSide`: the operation-side API the
/// documented stand-in does not declare). It is its own package in `.build-compile-tests/`,
/// so it never contends with the generated-code build.
@Suite(.serialized) struct PrunedOperationsCompileTests {
    static let program = TestPaths.fixtures.appendingPathComponent("RelayOperations/Program")

    struct Prepared {
        var build: CompileHarness.BuildResult
        var pruneOutput: String
        var pruneErrors: String
    }

    static let prepared: Result<Prepared, Error> = Result {
        let workspace = try PruneWorkspace()
        let prune = workspace.prune()
        guard prune.status == 0 else { throw CompileHarness.HarnessError("prune failed: \(prune.errors)") }
        let shared = try files(in: workspace.path("SharedTypes/Sources/SharedTypes"))
        let operations = try files(in: workspace.path("Generated"))
        let runtime = [GeneratedFile(path: "OperationRuntime.swift", contents: [UInt8](try Data(contentsOf: RelayStandIn.operationSide)))]
        let program = try files(in: Self.program.path)
        let build = try CompileHarness.build(package: "PrunedOperations", targets: [
            .init(name: "SharedTypes", files: shared),
            .init(name: "PrunedOperations", files: operations, dependencies: ["Relay", "SharedTypes"]),
            .init(name: "PrunedOperationsProgram", files: program, dependencies: ["Relay", "SharedTypes", "PrunedOperations"], isExecutable: true),
        ], relayExtras: runtime)
        return Prepared(build: build, pruneOutput: prune.output, pruneErrors: prune.errors)
    }

    /// Every Swift file below `directory`, with paths relative to it.
    static func files(in directory: String) throws -> [GeneratedFile] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { throw CompileHarness.HarnessError("cannot read \(directory)") }
        var result: [GeneratedFile] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + relative) else { continue }
            result.append(GeneratedFile(path: relative, contents: [UInt8](data)))
        }
        return result.sorted { $0.path < $1.path }
    }

    static func requireBuild() throws -> Prepared {
        let prepared = try Self.prepared.get()
        if !prepared.build.succeeded {
            Issue.record("the pruned operations did not build:\n\(prepared.build.problems)")
        }
        return prepared
    }

    @Test func prunedFilesAndTheSharedModuleCompileAsTwoModules() throws {
        let prepared = try Self.requireBuild()
        #expect(prepared.build.succeeded)
        #expect(prepared.pruneErrors == "")
        #expect(prepared.pruneOutput.contains("removed 2 enums and 2 input objects, added 5 imports."))
    }

    @Test func prunedOperationsRunWithTheSharedTypes() throws {
        let prepared = try Self.requireBuild()
        try #require(prepared.build.succeeded)
        let (status, output) = try CompileHarness.runExecutable("PrunedOperationsProgram", in: prepared.build)
        #expect(status == 0, "\(output)")
        #expect(output == """
            addTodo: {"connections":["client:todos"],"input":{"clientMutationId":null,"text":"Buy milk","userId":"me"}}
            changeTodoStatus: {"input":{"clientMutationId":null,"complete":true,"id":"t1","userId":"me"}}
            postsByStatus: {"status":"DRAFT"} {"status":null}
            query text kept: true
            posts: ["Hello POSTED"]
            fragment: DRAFT ONLY_ME true
            shared input: Buy milk

            """)
    }
}
