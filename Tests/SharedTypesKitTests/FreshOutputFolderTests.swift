import Foundation
import Testing
@testable import SharedTypesKit

/// A new output folder is written in a hidden staging folder while files are generated and
/// renamed into place at the end: it appears complete or not at all, with nothing left beside it.
@Suite struct FreshOutputFolderTests {
    typealias Workspace = OutputFolderTests.Workspace
    static let schema = OutputFolderTests.schema

    /// Entries of `folder` that look like a staging folder.
    static func stagingLeftovers(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".gen-shared-types-") }
    }

    @Test func aNewFolderAndItsMissingParentsAppearComplete() throws {
        let workspace = try Workspace(schema: Self.schema)
        let output = workspace.root.appendingPathComponent("deep/er/Out").path
        let run = CommandLineTests.run([workspace.schema, "-o", output], in: workspace.root.path)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("(5 added, 0 changed, 0 removed, 0 unchanged)\n"), "\(run.output)")
        let manifest = try String(contentsOfFile: output + "/shared-types.json", encoding: .utf8)
        #expect(manifest.hasPrefix(Manifest.marker))
        #expect(FileManager.default.fileExists(atPath: output + "/" + OutputFolderTests.colorFile))
        #expect(try Self.stagingLeftovers(in: workspace.root.path).isEmpty)
        // The same output as writing file by file into an existing folder.
        let existing = workspace.root.appendingPathComponent("Existing/Out").path
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: true)
        #expect(CommandLineTests.run([workspace.schema, "-o", existing], in: workspace.root.path).status == 0)
        for file in [OutputFolderTests.colorFile, "Package.swift", "Sources/Out/InputObjects/Filter.graphql.swift"] {
            #expect(try String(contentsOfFile: output + "/" + file, encoding: .utf8) == String(contentsOfFile: existing + "/" + file, encoding: .utf8))
        }
    }

    @Test func aFailureAfterSomeFilesWereWrittenLeavesNothing() throws {
        let workspace = try Workspace(schema: Self.schema)
        let templates = workspace.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        // Enums render first and fine; the input object then fails.
        try "{{> nonexistent}}\n".write(to: templates.appendingPathComponent("input-object.swift.mustache"), atomically: true, encoding: .utf8)
        let run = workspace.generate(["--templates", templates.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("Unknown partial \"nonexistent\""))
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
        #expect(try Self.stagingLeftovers(in: workspace.root.path).isEmpty)
    }

    @Test func checkNeverCreatesTheFolder() throws {
        let workspace = try Workspace(schema: Self.schema)
        #expect(workspace.generate(["--check"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
        #expect(try Self.stagingLeftovers(in: workspace.root.path).isEmpty)
    }

    @Test func aFileWhereAParentFolderMustGoFailsAsBefore() throws {
        let workspace = try Workspace(schema: Self.schema)
        try "x".write(toFile: workspace.root.appendingPathComponent("file.txt").path, atomically: true, encoding: .utf8)
        let run = CommandLineTests.run([workspace.schema, "-o", workspace.root.appendingPathComponent("file.txt/Out").path], in: workspace.root.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot create directory"))
        #expect(try Self.stagingLeftovers(in: workspace.root.path).isEmpty)
    }
}
