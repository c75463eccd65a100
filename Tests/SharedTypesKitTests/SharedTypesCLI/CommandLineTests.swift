import Foundation
import Testing
@testable import SharedTypesCLI
@testable import TestSupport

/// The command line as a user meets it: exit statuses, output streams, help.
@Suite struct CommandLineTests {



    @Test func modelPrintsJSONAndExitsZero() throws {
        let run = Tool.run(["model", TestPaths.todoSchema])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("{\n \"enums\": [\n  {\n   \"name\": \"Priority\""))
        #expect(run.output.contains("\"default\": \"NORMAL\""))
    }

    /// The example in docs/limits-and-diagnostics.md is what `model` prints for its schema.
    @Test func theModelExampleInTheDocsIsTheRealOutput() throws {
        let section = try #require(DocumentationText.after("The model: `gen-shared-types model`", in: try DocumentationText.read("docs/limits-and-diagnostics.md")))
        let schemaText = try #require(DocumentationText.fencedBlock("graphql", in: section))
        let json = try #require(DocumentationText.fencedBlock("json", in: section))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gst-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("schema.graphql").path
        try (schemaText + "\n").write(toFile: schema, atomically: true, encoding: .utf8)
        let run = Tool.run(["model", schema])
        #expect(run.status == 0, "\(run.errors)")
        let printed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? NSDictionary
        let documented = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
        #expect(printed != nil && printed == documented)
    }

    @Test func badInputExitsOneWithSwiftcStyleDiagnostics() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gst-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.graphql").path
        try "enum Color {\n  RED\n  GREEN ?\n}\ninput I { a: Colour }\ninput J { b: = }\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = Tool.run(["model", path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == """
            \(path):3:9: error: Unexpected character: "?".
              GREEN ?
                    ^
            \(path):6:14: error: Expected Name, found "=".
            input J { b: = }
                         ^

            """)
    }

    @Test func missingFileAndDirectoryAreClearErrors() {
        let missing = Tool.run(["model", "/nonexistent/schema.graphql"])
        #expect(missing.status == 1)
        #expect(missing.errors == "error: /nonexistent/schema.graphql: cannot read file: no such file or directory\n")
        let directory = Tool.run(["model", TestPaths.repositoryRoot.path])
        #expect(directory.status == 1)
        #expect(directory.errors.hasSuffix(": is a directory, not a schema file\n"))
    }

    @Test func usageErrorsExitTwo() {
        #expect(Tool.run([]).status == 2)
        let unknown = Tool.run(["model", "--frobnicate", TestPaths.todoSchema])
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("error: unknown option '--frobnicate'\nUSAGE: gen-shared-types model SCHEMA..."))
        #expect(Tool.run(["model"]).status == 2)
    }

    /// A mistyped command is a usage error naming it, not a schema file that cannot be read; a
    /// file of that name is still a schema. `--help` after `--` is an operand.
    @Test func aMistypedCommandIsAUsageError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gst-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let typo = Tool.run(["genrate", "-o", "Out"], in: directory.path)
        #expect(typo.status == 2)
        #expect(typo.errors.hasPrefix("error: unknown command 'genrate'"), "\(typo.errors)")
        try FileManager.default.copyItem(atPath: TestPaths.todoSchema, toPath: directory.appendingPathComponent("schema").path)
        let schema = Tool.run(["schema", "-o", directory.appendingPathComponent("Out").path, "--check"], in: directory.path)
        #expect(!schema.errors.contains("unknown command"), "\(schema.errors)")
        let operand = Tool.run(["model", "--", "--help"], in: directory.path)
        #expect(!operand.output.contains("USAGE:"), "\(operand.output)")
    }

    @Test func everyCommandHasHelp() {
        for command in GenSharedTypes.commands {
            let run = Tool.run([command.name, "--help"])
            #expect(run.status == 0)
            #expect(run.output.contains("USAGE: gen-shared-types"), "\(command.name)")
        }
        let overview = Tool.run(["--help"])
        #expect(overview.status == 0)
        #expect(overview.output.contains("COMMANDS:"))
    }

    /// A library user may run the commands for another folder than the process's: relative
    /// paths are relative to the `currentDirectory` given, for every command.
    @Test func relativePathsAreRelativeToTheGivenWorkingFolder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gst-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "enum Color { RED }\ninput Point { x: Int! }\n".write(to: directory.appendingPathComponent("schema.graphql"), atomically: true, encoding: .utf8)
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/schema.graphql"))

        let generate = Tool.run(["schema.graphql", "-o", "Out", "--quiet"], in: directory.path)
        #expect(generate.status == 0, "\(generate.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/Out/Package.swift"))
        #expect(Tool.run(["schema.graphql", "-o", "Out", "--check"], in: directory.path).status == 0)

        let model = Tool.run(["model", "schema.graphql"], in: directory.path)
        #expect(model.status == 0, "\(model.errors)")
        #expect(model.output.contains("\"Color\""))

        let diff = Tool.run(["diff", "schema.graphql", "--to", "schema.graphql"], in: directory.path)
        #expect(diff.status == 0, "\(diff.errors)")

        #expect(Tool.run(["init", "settings.json"], in: directory.path).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/settings.json"))
        let configured = Tool.run(["--config", "settings.json", "schema.graphql", "-o", "Other", "--quiet"], in: directory.path)
        #expect(configured.status == 0, "\(configured.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/Other/Package.swift"))
    }
}
