import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// `prune .` at a monorepo's root, for real: two copies of Relay.swift's `RelayTodo` example
/// (its relay-compiler output and its `ChangeTodoStatus.swift`) under `Apps/A` and `Apps/B`,
/// the shared module of the to-do schema (`--layout sources`) beside them, pruned in one run
/// from the root; each app then compiles as a module of its own against the real runtime under
/// `MemberImportVisibility`, with no app file edited.
@Suite(.serialized, .needs(.corpus), .needs(.relayRuntime)) struct TodoMonorepoTests {
    static let example = RelayRuntime.source.appendingPathComponent("examples/RelayTodo")
    static let schema = TestPaths.corpusRoot.appendingPathComponent("relay-swift-todo/schema.graphql").path
    static let apps = ["A", "B"]

    struct Prepared {
        var root: URL
        var prune: Tool.Run
        var build: CompileHarness.BuildResult
    }

    static let prepared: Result<Prepared, Error> = Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gst-todo-monorepo-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let generate = Tool.run([schema, "-o", "Shared/SharedTypes", "--layout", "sources", "--quiet"], in: root.path)
        guard generate.status == 0 else { throw CompileHarness.HarnessError("generate failed: \(generate.errors)") }
        for app in apps {
            let folder = root.appendingPathComponent("Apps/\(app)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: example.appendingPathComponent("__generated__"), to: folder.appendingPathComponent("__generated__"))
            try FileManager.default.copyItem(at: example.appendingPathComponent("ChangeTodoStatus.swift"), to: folder.appendingPathComponent("ChangeTodoStatus.swift"))
        }
        let prune = Tool.run(["prune", ".", "--manifest", "Shared/SharedTypes"], in: root.path)
        guard prune.status == 0 else { throw CompileHarness.HarnessError("prune failed: \(prune.errors)") }

        let shared = try PrunedOperationsCompileTests.files(in: root.appendingPathComponent("Shared/SharedTypes").path)
        var targets: [CompileHarness.Target] = [.init(name: "SharedTypes", files: shared)]
        for app in apps {
            let folder = root.appendingPathComponent("Apps/\(app)")
            let generated = try PrunedOperationsCompileTests.files(in: folder.appendingPathComponent("__generated__").path)
            let own = GeneratedFile(path: "ChangeTodoStatus.swift", contents: [UInt8](try Data(contentsOf: folder.appendingPathComponent("ChangeTodoStatus.swift"))))
            targets.append(.init(name: "TodoApp\(app)", files: generated + [own], dependencies: ["Relay", "SharedTypes"],
                                 extraFlags: ["-enable-upcoming-feature", "MemberImportVisibility"]))
        }
        let build = try CompileHarness.build(package: "TodoMonorepo", targets: targets)
        return Prepared(root: root, prune: prune, build: build)
    }

    @Test func pruneAtTheRootWritesOneReExportIntoEachApp() throws {
        let prepared = try Self.prepared.get()
        #expect(prepared.prune.errors == "")
        let output = prepared.prune.output
        for app in Self.apps {
            #expect(output.contains("wrote ./Apps/\(app)/__generated__/\(ModuleExportFile.fileName): @_exported import SharedTypes\n"), "\(output)")
        }
        #expect(!FileManager.default.fileExists(atPath: prepared.root.appendingPathComponent(ModuleExportFile.fileName).path))
        // Pruning again changes nothing, and --check agrees.
        let check = Tool.run(["prune", ".", "--manifest", "Shared/SharedTypes", "--check"], in: prepared.root.path)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
    }

    /// Of RelayTodo's five operation files only `ChangeTodoStatusMutation` names a shared type
    /// (`ChangeTodoStatusInput`): only it gets the import.
    @Test func onlyTheFileThatNamesASharedTypeImportsIt() throws {
        let prepared = try Self.prepared.get()
        for app in Self.apps {
            let folder = prepared.root.appendingPathComponent("Apps/\(app)/__generated__")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".graphql.swift") {
                let pruned = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let original = try String(contentsOf: Self.example.appendingPathComponent("__generated__/\(name)"), encoding: .utf8)
                if name == "ChangeTodoStatusMutation.graphql.swift" {
                    #expect(pruned.contains("import Relay\nimport SharedTypes\n"), "\(name)")
                    #expect(!pruned.contains("public struct ChangeTodoStatusInput"), "\(name)")
                } else {
                    #expect(pruned == original, "\(name)")
                }
            }
        }
    }

    @Test func bothAppsCompileUnderMemberImportVisibility() throws {
        let prepared = try Self.prepared.get()
        #expect(prepared.build.succeeded, "\(prepared.build.problems)")
    }
}
