// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
import Testing
@testable import SharedTypesCodegen

/// A scratch folder holding `SharedTypes/` (generated from `schema`) and `Generated/` (a
/// copy of the pristine plugin output).
final class PruneWorkspace {
    static let schema = TestPaths.fixtures.appendingPathComponent("RelayOperations/schema.graphql").path
    static let fixtureNames = ["AddTodoAppendEdgeMutation", "AddTodoPrependEdgeMutation", "ChangeTodoStatusMutation", "PostRow_post", "PostsByStatusQuery"]

    let root: URL

    /// `typeFiles`, when given, is passed as `--type-files` to the generate run.
    init(schema: String = PruneWorkspace.schema, typeFiles: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gst-prune-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        let layout = typeFiles.map { ["--type-files", $0] } ?? []
        let generate = Tool.run([schema, "-o", root.appendingPathComponent("SharedTypes").path, "--quiet"] + layout)
        try #require(generate.status == 0, "\(generate.errors)")
        for name in PruneWorkspace.fixtureNames {
            let file = "\(name).graphql.swift"
            try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("RelayOperations/Pristine/\(file)"), to: root.appendingPathComponent("Generated/\(file)"))
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func prune(_ arguments: [String] = []) -> Tool.Run {
        Tool.run(["prune", "Generated", "--manifest", "SharedTypes/shared-types.json"] + arguments, in: root.path)
    }

    func run(_ arguments: [String]) -> Tool.Run {
        Tool.run(arguments, in: root.path)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func contents(_ relative: String) -> String? {
        try? String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path(relative)).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(toFile: path(relative), atomically: true, encoding: .utf8)
    }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path(relative)))?[.modificationDate] as? Date
    }

    /// The contents of every file in `Generated/`.
    func generated() -> [String: String] {
        var result: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path("Generated"))) ?? [] {
            result[name] = contents("Generated/\(name)")
        }
        return result
    }
}
#endif
