import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The configuration file, command-line overrides, and user templates.
@Suite struct ConfigurationAndTemplatesTests {
    @Test func configurationFileSetsEveryOptionAndFlagsWin() throws {
        let workspace = try OutputWorkspace(schema: "enum Some_Status { IN_PROGRESS DONE }\nscalar URL\ninput I { url: URL, status: Some_Status }\n")
        try """
            {
              "_comment": "keys starting with _ are ignored",
              "schema": "schema.graphql",
              "output": "Generated/Types",
              "module": "AppTypes",
              "enumCaseStyle": "camelCase",
              "nilFields": "omit",
              "customScalars": {"URL": {"type": "Foundation.URL", "imports": ["Foundation"]}},
              "renames": {"Some_Status": "Status", "Some_Status.DONE": "finished"},
              "relay": {"path": "../Vendor/Relay.swift"},
              "layout": "package",
              "typeFiles": "per-type"
            }
            """.write(toFile: workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path, atomically: true, encoding: .utf8)
        let run = Tool.run(["--layout", "sources"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        let out = workspace.root.appendingPathComponent("Generated/Types")
        let enumFile = try String(contentsOf: out.appendingPathComponent("Enums/Some_Status.graphql.swift"), encoding: .utf8)
        #expect(enumFile.contains("public enum Status: String"))
        #expect(enumFile.contains("case inProgress = \"IN_PROGRESS\""))
        #expect(enumFile.contains("case finished = \"DONE\""))
        let scalars = try String(contentsOf: out.appendingPathComponent("CustomScalars.graphql.swift"), encoding: .utf8)
        #expect(scalars.contains("import Foundation\n"))
        #expect(scalars.contains("public typealias URL = Foundation.URL"))
        let input = try String(contentsOf: out.appendingPathComponent("InputObjects/I.graphql.swift"), encoding: .utf8)
        #expect(input.contains("if let value = self.url {"))
        // --layout sources won over the file's "package".
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Package.swift").path))
        #expect(run.output.hasPrefix("Generated AppTypes in Generated/Types: "), "\(run.output)")
    }

    /// `relay.path` is relative to the configuration file, like its other paths, and the
    /// generated `Package.swift` gives it relative to itself, so the file is the same on every
    /// machine; an absolute path and `--relay-path` (relative to the package) are written as given.
    @Test func relayPathsInPackageSwiftAreRelativeToThePackage() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let root = workspace.root
        try FileManager.default.createDirectory(at: root.appendingPathComponent("config"), withIntermediateDirectories: true)
        try """
            {"schema": "../schema.graphql", "output": "../Generated/Types", "relay": {"path": "../Vendor/Relay.swift"}}
            """.write(toFile: root.appendingPathComponent("config/gen.json").path, atomically: true, encoding: .utf8)
        let fromSubfolder = Tool.run(["--config", root.appendingPathComponent("config/gen.json").path, "--quiet"], in: root.path)
        #expect(fromSubfolder.status == 0, "\(fromSubfolder.errors)")
        let package = try String(contentsOf: root.appendingPathComponent("Generated/Types/Package.swift"), encoding: .utf8)
        #expect(package.contains(".package(path: \"../../Vendor/Relay.swift\")"), "\(package)")

        try """
            {"schema": "schema.graphql", "output": "Absolute", "relay": {"path": "/opt/Relay.swift"}}
            """.write(toFile: root.appendingPathComponent(ConfigurationFile.defaultFileName).path, atomically: true, encoding: .utf8)
        #expect(Tool.run(["--quiet"], in: root.path).status == 0)
        let absolute = try String(contentsOf: root.appendingPathComponent("Absolute/Package.swift"), encoding: .utf8)
        #expect(absolute.contains(".package(path: \"/opt/Relay.swift\")"))

        let flagRun = Tool.run(["-o", root.appendingPathComponent("Flag").path, "--relay-path", "../Vendor/Relay.swift", "--quiet"], in: root.path)
        #expect(flagRun.status == 0, "\(flagRun.errors)")
        let flag = try String(contentsOf: root.appendingPathComponent("Flag/Package.swift"), encoding: .utf8)
        #expect(flag.contains(".package(path: \"../Vendor/Relay.swift\")"))
    }

    /// The output folder spelled through a symbolic link gets the same `Package.swift`.
    @Test func relayPathIsTheSameWhenTheOutputIsReachedThroughALink() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let root = workspace.root
        let app = root.appendingPathComponent("real/app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: workspace.schema, toPath: app.appendingPathComponent("schema.graphql").path)
        try #"{"schema": "schema.graphql", "output": "Gen/SharedTypes", "relay": {"path": "../Vendor/Relay.swift"}}"#
            .write(toFile: app.appendingPathComponent("gen.json").path, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("app").path, withDestinationPath: app.path)
        let config = app.appendingPathComponent("gen.json").path
        #expect(Tool.run(["--config", config, "--quiet"], in: root.path).status == 0)
        let package = app.appendingPathComponent("Gen/SharedTypes/Package.swift").path
        let first = try String(contentsOfFile: package, encoding: .utf8)
        #expect(first.contains(#".package(path: "../../../Vendor/Relay.swift")"#), "\(first)")
        let linked = Tool.run(["--config", config, "-o", root.appendingPathComponent("app/Gen/SharedTypes").path], in: root.path)
        #expect(linked.output.contains("is up to date"), "\(linked.output) \(linked.errors)")
        #expect(try String(contentsOfFile: package, encoding: .utf8) == first)
    }

    @Test func unknownKeysAndBadValuesAreErrorsWithLocations() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let config = workspace.root.appendingPathComponent("config.json").path
        try "{\n  \"modul\": \"X\",\n  \"nilFields\": \"never\",\n  \"layout\": \"bazle\"\n}\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = Tool.run([workspace.schema, "-o", workspace.output, "--config", config], in: workspace.root.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("config.json:2:3: error: Unknown key \"modul\" in the configuration; did you mean \"module\"?\n"), "\(run.errors)")
        #expect(run.errors.contains("config.json:3:16: error: \"nilFields\" must be one of \"null\", \"omit\", found \"never\".\n"))
        #expect(run.errors.contains("config.json:4:13: error: \"layout\" must be one of \"package\", \"sources\", \"bazel\", found \"bazle\"; did you mean \"bazel\"?\n"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
    }

    /// `relay` is checked like the rest of the file: unknown keys and values of the wrong kind
    /// are errors at their place, not quietly ignored.
    @Test func relayKeysAreChecked() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let config = workspace.root.appendingPathComponent("config.json").path
        try #"{"relay": {"url": "https://github.com/relay-tools/Relay.swift", "from": 2, "exact": "1.2.0"}}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let run = Tool.run([workspace.schema, "-o", workspace.output, "--config", config], in: workspace.root.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("config.json:1:76: error: Unknown key \"exact\" in \"relay\""), "\(run.errors)")
        #expect(run.errors.contains("error: \"relay.from\" must be a string, found a number."), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
    }

    /// A rename that matches nothing (a typo) is reported, and the run goes on.
    @Test func unusedRenamesAreWarnings() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }\ninput I { a: E }\n")
        let config = workspace.root.appendingPathComponent("config.json").path
        try #"{"renames": {"Nope": "X", "E.NOPE": "y", "I.a": "first", "E": "Kind"}}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let run = Tool.run([workspace.schema, "-o", workspace.output, "--config", config, "--type-files", "per-type"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("warning: The rename \"Nope\" is not used: the schema has no enum, input object or custom scalar named \"Nope\"."), "\(run.errors)")
        #expect(run.errors.contains("warning: The rename \"E.NOPE\" is not used: \"E\" has no member named \"NOPE\"."), "\(run.errors)")
        #expect(!run.errors.contains("I.a"))
        #expect(workspace.contents("Sources/Out/InputObjects/I.graphql.swift")?.contains("public var first: Kind?") == true)
    }

    @Test func badModuleNamesAndOptionValuesAreUsageErrors() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let dashed = Tool.run([workspace.schema, "-o", workspace.root.appendingPathComponent("shared-types").path], in: workspace.root.path)
        #expect(dashed.status == 2)
        #expect(dashed.errors.contains("'shared-types' cannot be the module name: \"shared-types\" is not a Swift identifier; pass --module NAME, such as --module SharedTypes (or set"), "\(dashed.errors)")
        // No example where capitalizing gives no module name either.
        let relay = Tool.run([workspace.schema, "-o", workspace.root.appendingPathComponent("relay-").path], in: workspace.root.path)
        #expect(relay.errors.contains("'relay-' cannot be the module name: \"relay-\" is not a Swift identifier; pass --module NAME (or set"), "\(relay.errors)")
        #expect(Tool.run([workspace.schema, "-o", workspace.output, "--nil-fields", "maybe"], in: workspace.root.path).status == 2)
        #expect(Tool.run([workspace.schema], in: workspace.root.path).status == 2)
    }

    @Test func templatesCanBeReplacedByFileName() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let templates = workspace.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// Generated by gen-shared-types for ACME ({{schemaFiles}}).\n".write(to: templates.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
        let run = workspace.generate(["--templates", templates.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(workspace.contents("Sources/Out/Enums/E.graphql.swift")?.hasPrefix("// Generated by gen-shared-types for ACME (schema.graphql).\n\nimport Relay\n") == true)
    }

    /// With a header of the user's that does not begin like the tool's, its files are still its
    /// own through the manifest: a later run updates them and removes stale ones; a file edited
    /// by hand since is a user's file, as without the header.
    @Test func filesUnderAHeaderOfTheUsersAreStillTheToolsOwn() throws {
        let workspace = try OutputWorkspace(schema: "enum A { X Y }\nenum B { P Q }\ninput I { a: A }\n")
        let templates = workspace.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// Copyright ACME\n// Made by gen-shared-types from {{schemaFiles}}.\n".write(to: templates.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
        #expect(workspace.generate(["--templates", templates.path]).status == 0)
        try workspace.setSchema("enum A { X Y }\ninput I { a: A, b: Int }\n")
        let run = workspace.generate(["--templates", templates.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("(0 added, 2 changed, 1 removed"), "\(run.output)")
        #expect(workspace.contents("Sources/Out/Enums/B.graphql.swift") == nil)
        #expect(workspace.contents("Sources/Out/InputObjects/I.graphql.swift")?.contains("public var b: Int?") == true)

        try ((workspace.contents("Sources/Out/Enums/A.graphql.swift") ?? "") + "// mine\n").write(toFile: workspace.path("Sources/Out/Enums/A.graphql.swift"), atomically: true, encoding: .utf8)
        try workspace.setSchema("enum A { X Y Z }\ninput I { a: A, b: Int }\n")
        let edited = workspace.generate(["--templates", templates.path])
        #expect(edited.status == 1)
        #expect(edited.errors.contains("A.graphql.swift: a file not generated by gen-shared-types"), "\(edited.errors)")
    }

    /// The pipeline hands the manifest it read at the start to the planner instead of
    /// reading it twice; the planner must then go by that record alone.
    @Test func thePlannerUsesTheManifestItIsGiven() throws {
        let workspace = try OutputWorkspace(schema: "enum A { X Y }\n")
        let templates = workspace.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// Copyright ACME\n".write(to: templates.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
        #expect(workspace.generate(["--templates", templates.path]).status == 0)
        let changed = [GeneratedFile(path: "Sources/Out/Enums/A.graphql.swift", contents: Array("// Copyright ACME\nchanged\n".utf8))]
        let writer = OutputWriter(directory: workspace.output)

        let record = Manifest.readRecord(in: workspace.output)
        #expect(record != nil)
        for plan in [writer.plan(changed, home: nil), writer.plan(changed, home: nil, manifest: record)] {
            #expect(try plan.get().changed.map(\.path) == ["Sources/Out/Enums/A.graphql.swift"])
        }
        // Told there is no manifest, the file under the user's header is not the tool's.
        guard case .failure(let error) = writer.plan(changed, home: nil, manifest: nil) else {
            Issue.record("planned over a file no manifest vouches for")
            return
        }
        #expect(error.diagnostics.map(\.message).joined().contains("a file not generated by gen-shared-types"))
    }

    @Test func aBrokenTemplateIsAnErrorAtItsLocation() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let templates = workspace.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{> header}}\n\npublic enum {{name}} {\n{{%cases}}\n}\n".write(to: templates.appendingPathComponent("enum.swift.mustache"), atomically: true, encoding: .utf8)
        try "x".write(to: templates.appendingPathComponent("enums.mustache"), atomically: true, encoding: .utf8)
        let run = workspace.generate(["--templates", templates.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("enum.swift.mustache:4:1: error:"))
        #expect(run.errors.contains("enums.mustache: not a template name"))
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
    }
}
