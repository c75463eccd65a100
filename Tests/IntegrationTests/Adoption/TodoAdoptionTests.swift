import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// Adoption end to end on real files: the shared module of Relay.swift's to-do schema, and
/// copies of the real relay-compiler output of Relay.swift's example apps
/// (`../shared/relay-swift/examples`: `RelayTodo/__generated__` and
/// `RelayTestHelpers/__GeneratedToDo__`), pruned with the command line. Each folder is then
/// compiled as one app module that depends on the shared module, against the real runtime,
/// with no app file edited: the pruned files, the app's own `ChangeTodoStatus.swift`, a file
/// that names each pruned type as Relay.swift's tests do, and one that builds them through
/// implicit members; once more with `MemberImportVisibility`. The programs print the
/// variables they build, and must print what the same files print unpruned, with the
/// plugin's own copies of the types.
@Suite(.serialized, .needs(.corpus), .needs(.relayRuntime)) struct TodoAdoptionTests {
    static let examples = RelayRuntime.source.appendingPathComponent("examples")
    static let schema = TestPaths.corpusRoot.appendingPathComponent("relay-swift-todo/schema.graphql").path

    /// One example folder: where it is, and the app code compiled with it.
    struct App {
        var name: String
        var folder: String
        /// Files of the example app compiled as they are.
        var appFiles: [String]
        var namedTypes: String
        var implicitMembers: String
    }

    static let apps = [
        App(name: "TodoApp", folder: "RelayTodo/__generated__", appFiles: ["RelayTodo/ChangeTodoStatus.swift"], namedTypes: """
            // Names the pruned type, as Relay.swift's tests do; no import of the shared module.
            import Relay

            func namedTypeVariables() -> [(String, VariableData)] {
                let input = ChangeTodoStatusInput(complete: true, id: "todo-1", userId: "me")
                return [("ChangeTodoStatusMutation(input: ChangeTodoStatusInput(...))", ChangeTodoStatusMutation(input: input).variables.variableData)]
            }

            """, implicitMembers: """
            import Relay

            func implicitMemberVariables() -> [(String, VariableData)] {
                let variables: ChangeTodoStatusMutation.Variables = .init(input: .init(complete: false, id: "todo-2", userId: "you"))
                return [("ChangeTodoStatusMutation.Variables = .init(input: .init(...))", variables.variableData)]
            }

            """),
        App(name: "TestHelpers", folder: "RelayTestHelpers/__GeneratedToDo__", appFiles: [], namedTypes: """
            // Names each pruned type, as Relay.swift's MutationTests do; no import of the shared module.
            import Relay

            func namedTypeVariables() -> [(String, VariableData)] {
                let add = AddTodoInput(text: "Buy milk", userId: "me")
                let change = ChangeTodoStatusInput(complete: true, id: "todo-1", userId: "me")
                let remove = RemoveTodoInput(id: "todo-1", userId: "me")
                return [
                    ("AddTodoAppendEdgeMutation", AddTodoAppendEdgeMutation(input: add, connections: ["client:todos"]).variables.variableData),
                    ("AddTodoPrependNodeMutation", AddTodoPrependNodeMutation(input: add, connections: []).variables.variableData),
                    ("ChangeTodoStatusMutation", ChangeTodoStatusMutation(input: change).variables.variableData),
                    ("RemoveTodoMutation", RemoveTodoMutation(input: remove).variables.variableData),
                    ("RemoveTodoEdgeMutation", RemoveTodoEdgeMutation(input: remove, connections: ["client:todos"]).variables.variableData),
                ]
            }

            """, implicitMembers: """
            import Relay

            func implicitMemberVariables() -> [(String, VariableData)] {
                let add: AddTodoAppendNodeMutation.Variables = .init(input: .init(text: "Walk", userId: "you"), connections: [])
                let change: ChangeTodoStatusMutation.Variables = .init(input: .init(complete: false, id: "todo-2", userId: "you"))
                let remove: RemoveTodoMutation.Variables = .init(input: .init(id: "todo-2", userId: "you"))
                return [("add", add.variableData), ("change", change.variableData), ("remove", remove.variableData)]
            }

            """),
    ]

    static let program = """
        import Foundation
        import Relay

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (label, data) in namedTypeVariables() + implicitMemberVariables() {
            let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "<encoding failed>"
            print("\\(label): \\(json)")
        }

        """

    struct Prepared {
        var workspace: URL
        var prune: Tool.Run
        var build: CompileHarness.BuildResult
    }

    static let prepared: Result<Prepared, Error> = Result {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("gst-todo-adoption-\(getpid())")
        try? FileManager.default.removeItem(at: workspace)
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let generate = Tool.run([schema, "-o", workspace.appendingPathComponent("SharedTypes").path, "--quiet"], in: workspace.path)
        guard generate.status == 0 else { throw CompileHarness.HarnessError("generate failed: \(generate.errors)") }
        for app in apps {
            let copy = workspace.appendingPathComponent(app.folder)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: examples.appendingPathComponent(app.folder), to: copy)
        }
        let prune = Tool.run(["prune"] + apps.map(\.folder) + ["--manifest", "SharedTypes"], in: workspace.path)
        guard prune.status == 0 else { throw CompileHarness.HarnessError("prune failed: \(prune.errors)") }

        var targets = [try sharedTarget(in: workspace)]
        for app in apps {
            let common = try appCode(app)
            let pruned = try PrunedOperationsCompileTests.files(in: workspace.appendingPathComponent(app.folder).path)
            let unpruned = try PrunedOperationsCompileTests.files(in: examples.appendingPathComponent(app.folder).path)
            targets.append(.init(name: app.name, files: pruned + common, dependencies: ["Relay", "SharedTypes"], isExecutable: true))
            targets.append(.init(name: app.name + "MemberImportVisibility", files: pruned + common, dependencies: ["Relay", "SharedTypes"], isExecutable: true,
                                 extraFlags: ["-enable-upcoming-feature", "MemberImportVisibility"]))
            targets.append(.init(name: app.name + "Unpruned", files: unpruned + common, isExecutable: true))
        }
        let build = try CompileHarness.build(package: "TodoAdoption", targets: targets)
        return Prepared(workspace: workspace, prune: prune, build: build)
    }

    static func sharedTarget(in workspace: URL) throws -> CompileHarness.Target {
        .init(name: "SharedTypes", files: try PrunedOperationsCompileTests.files(in: workspace.appendingPathComponent("SharedTypes/Sources/SharedTypes").path))
    }

    /// The app's own files, the two files that use the pruned types, and the program.
    static func appCode(_ app: App) throws -> [GeneratedFile] {
        var files = [
            GeneratedFile(path: "NamedTypes.swift", text: app.namedTypes),
            GeneratedFile(path: "ImplicitMembers.swift", text: app.implicitMembers),
            GeneratedFile(path: "main.swift", text: program),
        ]
        for file in app.appFiles {
            let data = try Data(contentsOf: examples.appendingPathComponent(file))
            files.append(GeneratedFile(path: URL(fileURLWithPath: file).lastPathComponent, contents: [UInt8](data)))
        }
        return files
    }

    static func requireBuild() throws -> Prepared {
        let prepared = try prepared.get()
        if !prepared.build.succeeded {
            Issue.record("the pruned Todo apps did not build:\n\(prepared.build.problems)")
        }
        return prepared
    }

    @Test func pruneRemovesThePluginsCopiesAndWritesTheReExport() throws {
        let prepared = try Self.prepared.get()
        #expect(prepared.prune.errors == "")
        let output = prepared.prune.output
        #expect(output.contains("pruned RelayTodo/__generated__/ChangeTodoStatusMutation.graphql.swift: removed input object ChangeTodoStatusInput, added import SharedTypes\n"), "\(output)")
        #expect(output.contains("wrote RelayTodo/__generated__/\(ModuleExportFile.fileName): @_exported import SharedTypes\n"), "\(output)")
        #expect(output.contains("wrote RelayTestHelpers/__GeneratedToDo__/\(ModuleExportFile.fileName): @_exported import SharedTypes\n"), "\(output)")
        for app in Self.apps {
            let files = try PrunedOperationsCompileTests.files(in: prepared.workspace.appendingPathComponent(app.folder).path)
            for file in files {
                #expect(!file.text.contains("public struct AddTodoInput") && !file.text.contains("public struct ChangeTodoStatusInput")
                        && !file.text.contains("public struct RemoveTodoInput"), "\(file.path)")
            }
        }
        // Pruning again changes nothing, and --check agrees.
        let check = Tool.run(["prune"] + Self.apps.map(\.folder) + ["--manifest", "SharedTypes", "--check"], in: prepared.workspace.path)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let again = Tool.run(["prune"] + Self.apps.map(\.folder) + ["--manifest", "SharedTypes"], in: prepared.workspace.path)
        #expect(again.output.contains("already pruned for SharedTypes; nothing changed"), "\(again.output)")
    }

    @Test func theAppsCompileWithTheSharedModuleAndNoEditedFile() throws {
        let prepared = try Self.requireBuild()
        #expect(prepared.build.succeeded)
    }

    @Test(arguments: apps.map(\.name))
    func prunedAppsSendWhatTheUnprunedAppsSend(app: String) throws {
        let prepared = try Self.requireBuild()
        try #require(prepared.build.succeeded)
        let unpruned = try CompileHarness.runExecutable(app + "Unpruned", in: prepared.build)
        #expect(unpruned.status == 0)
        #expect(unpruned.output.contains("\"userId\":\"me\""), "\(unpruned.output)")
        for variant in [app, app + "MemberImportVisibility"] {
            let pruned = try CompileHarness.runExecutable(variant, in: prepared.build)
            #expect(pruned.status == 0)
            #expect(pruned.output == unpruned.output, "\(variant)")
        }
    }

    /// The gap the re-export closes is real: without it, the same app module fails where app
    /// code names a pruned type, and, under MemberImportVisibility, where it reaches one
    /// through implicit members.
    @Test func withoutTheReExportTheAppsDoNotCompile() throws {
        let prepared = try Self.prepared.get()
        let app = Self.apps[0]
        let pruned = try PrunedOperationsCompileTests.files(in: prepared.workspace.appendingPathComponent(app.folder).path)
            .filter { $0.path != ModuleExportFile.fileName }
        let build = try CompileHarness.build(package: "TodoAdoptionWithoutReExport", targets: [
            try Self.sharedTarget(in: prepared.workspace),
            .init(name: app.name, files: pruned + (try Self.appCode(app)), dependencies: ["Relay", "SharedTypes"], isExecutable: true,
                  extraFlags: ["-enable-upcoming-feature", "MemberImportVisibility"]),
        ])
        #expect(!build.succeeded)
        #expect(build.log.contains("NamedTypes.swift:5:17: error: cannot find 'ChangeTodoStatusInput' in scope"), "\(build.problems)")
        // The example app's own file, as relay-compiler users write it.
        #expect(build.log.contains("ChangeTodoStatus.swift:18:38: error: initializer 'init(complete:id:userId:clientMutationId:)' is not available due to missing import of defining module 'SharedTypes'"), "\(build.problems)")
        #expect(build.log.contains("ImplicitMembers.swift:4:71: error: initializer 'init(complete:id:userId:clientMutationId:)' is not available due to missing import of defining module 'SharedTypes'"), "\(build.problems)")
    }
}
