import Foundation
import Testing
@testable import SharedTypesTools
@testable import TestSupport

/// `gen-shared-types diff` on the command line: argument handling, configuration, mixed
/// SDL and JSON sides, exit statuses.
@Suite struct DiffCommandTests {
    /// A temporary folder holding `files`; tests remove it with `defer { folder.remove() }`.
    struct Folder {
        let path: String

        init(_ files: [String: String]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("gst-diff-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for (name, text) in files {
                try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
            }
        }

        func file(_ name: String) -> String { path + "/" + name }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    static let oldSchema = "enum Status { OPEN DONE }\ninput Filter { status: Status }\n"
    static let newSchema = "enum Status { OPEN DONE }\ninput Filter { status: Status\n text: String }\n"
    static let breakingSchema = "enum Status { OPEN DONE LATER }\ninput Filter { status: Status }\n"

    /// The old schema as an introspection result.
    static let oldIntrospection = """
        {"data": {"__schema": {"types": [
          {"kind": "ENUM", "name": "Status", "enumValues": [
            {"name": "OPEN", "description": null, "isDeprecated": false, "deprecationReason": null},
            {"name": "DONE", "description": null, "isDeprecated": false, "deprecationReason": null}]},
          {"kind": "INPUT_OBJECT", "name": "Filter", "inputFields": [
            {"name": "status", "description": null, "type": {"kind": "ENUM", "name": "Status", "ofType": null}, "defaultValue": null}]}
        ]}}}
        """

    static func run(_ arguments: [String], in directory: String = TestPaths.repositoryRoot.path) -> Tool.Run {
        Tool.run(arguments, in: directory)
    }

    @Test func safeChangesExitZeroAtEveryThreshold() throws {
        let folder = try Folder(["old.graphql": Self.oldSchema, "new.graphql": Self.newSchema])
        defer { folder.remove() }
        for failOn in ["never", "breaking", "dangerous"] {
            let run = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--fail-on", failOn])
            #expect(run.status == 0, "\(failOn)")
            #expect(run.errors.isEmpty)
            #expect(run.output.contains("0 breaking, 0 dangerous, 1 safe"))
            #expect(run.output.contains("`Filter.init(status:)` gains parameter `text: String? = nil`."))
        }
    }

    /// A second `--to` is a mistake, not a third side read into the new one.
    @Test func toGivenTwiceIsAUsageError() throws {
        let folder = try Folder(["old.graphql": Self.oldSchema, "new.graphql": Self.newSchema])
        defer { folder.remove() }
        let run = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--to", folder.file("old.graphql")])
        #expect(run.status == 2)
        #expect(run.errors.contains("--to given more than once"), "\(run.errors)")
    }

    @Test func failOnDecidesTheExitStatus() throws {
        let folder = try Folder(["old.graphql": Self.oldSchema, "new.graphql": Self.breakingSchema, "deprecating.graphql": "enum Status { OPEN DONE @deprecated }\ninput Filter { status: Status }\n"])
        defer { folder.remove() }
        let old = folder.file("old.graphql")
        #expect(Self.run(["diff", old, "--to", folder.file("new.graphql")]).status == 0)
        #expect(Self.run(["diff", old, "--to", folder.file("new.graphql"), "--fail-on", "never"]).status == 0)
        let breaking = Self.run(["diff", old, "--to", folder.file("new.graphql"), "--fail-on", "breaking"])
        #expect(breaking.status == 1)
        #expect(breaking.output.contains("Breaking (1)"))
        #expect(breaking.errors.isEmpty)
        #expect(Self.run(["diff", old, "--to", folder.file("new.graphql"), "--fail-on=dangerous"]).status == 1)
        #expect(Self.run(["diff", old, "--to", folder.file("deprecating.graphql"), "--fail-on", "breaking"]).status == 0)
        #expect(Self.run(["diff", old, "--to", folder.file("deprecating.graphql"), "--fail-on", "dangerous"]).status == 1)
    }

    @Test func sidesMayMixSDLAndIntrospectionAndSeveralFiles() throws {
        let folder = try Folder([
            "old.json": Self.oldIntrospection,
            "enums.graphql": "enum Status { OPEN DONE }\n",
            "inputs.graphql": "input Filter { status: Status\n text: String }\n",
        ])
        defer { folder.remove() }
        let forward = Self.run(["diff", folder.file("old.json"), "--to", folder.file("enums.graphql"), folder.file("inputs.graphql"), "--format", "json"])
        #expect(forward.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(forward.output.utf8)) as? [String: Any])
        #expect(document["new"] as? [String] == [folder.file("enums.graphql"), folder.file("inputs.graphql")])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.map { $0["coordinate"] as? String } == ["Filter.text"])

        // Options may come between the files of a side and after them.
        let backward = Self.run(["diff", folder.file("enums.graphql"), "--format", "json", folder.file("inputs.graphql"), "--to", folder.file("old.json"), "--fail-on", "breaking"])
        #expect(backward.status == 1)
        let removed = try #require(try JSONSerialization.jsonObject(with: Data(backward.output.utf8)) as? [String: Any])
        #expect((removed["changes"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["inputFieldRemoved"])
    }

    @Test func namingFollowsTheConfigurationFileAndFlags() throws {
        let folder = try Folder([
            "old.graphql": Self.oldSchema,
            "new.graphql": Self.breakingSchema,
            "gen-shared-types.json": #"{"renames": {"Status": "TaskStatus"}, "enumCaseStyle": "unchanged"}"#,
        ])
        defer { folder.remove() }
        // The configuration file is found in the working directory.
        let configured = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql")], in: folder.path)
        #expect(configured.status == 0)
        #expect(configured.output.contains("Swift: `TaskStatus` gains case `.LATER`."))
        let flagWins = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--enum-case-style", "camelCase"], in: folder.path)
        #expect(flagWins.output.contains("Swift: `TaskStatus` gains case `.later`."))
        let explicit = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--config", folder.file("gen-shared-types.json")])
        #expect(explicit.output.contains("`TaskStatus` gains case `.LATER`"))
        let futureProof = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--future-proof-enums", "--fail-on", "dangerous"])
        #expect(futureProof.status == 1)
        #expect(futureProof.output.contains("Breaking (1)"))
        #expect(futureProof.output.contains("that list every case and `.__unknown` (future-proof enums)"))
        // The module name renames a type that has the same name.
        let module = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--module", "Status"])
        #expect(module.output.contains("`Status_` gains case `.later`"))
    }

    @Test func badSchemasExitOneAndReportBothSides() throws {
        let folder = try Folder(["bad-old.graphql": "enum A {\n  X ?\n}\n", "bad-new.graphql": "input I { a: Missing }\n"])
        defer { folder.remove() }
        let run = Self.run(["diff", folder.file("bad-old.graphql"), "--to", folder.file("bad-new.graphql")])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("bad-old.graphql:2:5: error: Unexpected character: \"?\"."))
        #expect(run.errors.contains("bad-new.graphql:1:14: error:"))
        let missing = Self.run(["diff", "/nonexistent/old.graphql", "--to", "/nonexistent/new.graphql"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("error: /nonexistent/old.graphql: cannot read file"))
    }

    @Test func badConfigurationExitsOne() throws {
        let folder = try Folder(["s.graphql": Self.oldSchema, "config.json": #"{"renamez": {}}"#])
        defer { folder.remove() }
        let run = Self.run(["diff", folder.file("s.graphql"), "--to", folder.file("s.graphql"), "--config", folder.file("config.json")])
        #expect(run.status == 1)
        #expect(run.errors.contains("Unknown key \"renamez\""))
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try Folder(["s.graphql": Self.oldSchema])
        defer { folder.remove() }
        let schema = folder.file("s.graphql")
        let cases: [([String], String)] = [
            (["diff", schema], "error: no new schema given: pass --to NEW...\n"),
            // Two files without --to: most likely the old schema and the new.
            (["diff", schema, "new.graphql"], "error: no new schema given: pass --to NEW...; did you mean 'diff \(schema) --to new.graphql'?"),
            (["diff", "--to", schema], "error: no old schema files given"),
            (["diff", schema, "--to"], "error: no new schema files given after --to"),
            (["diff", schema, "--to", schema, "--format", "html"], "error: --format must be text, markdown, json, github or junit, found 'html'\n"),
            (["diff", schema, "--to", schema, "--fail-on", "safe"], "error: --fail-on must be breaking, dangerous, orderOnly or never, found 'safe'\n"),
            (["diff", schema, "--to", schema, "--format", "markdwon"], "error: --format must be text, markdown, json, github or junit, found 'markdwon'; did you mean 'markdown'?"),
            (["diff", schema, "--to", schema, "--enum-case-style", "snake"], "error: --enum-case-style must be lowercase, camelCase or unchanged, found 'snake'\n"),
            (["diff", schema, "--to", schema, "--module", "default"], "error: 'default' cannot be the module name"),
            // What only writing files needs is not an option of diff.
            (["diff", schema, "--to", schema, "--templates", "x"], "error: unknown option '--templates'"),
            (["diff", schema, "--to", schema, "--check"], "error: unknown option '--check'"),
            // The options are checked as generate checks them.
            (["diff", schema, "--to", schema, "--access-level", "internal"], "error: access level internal needs --layout sources"),
            (["diff", schema, "--to", schema, "--nil-fields", "skip"], "error: --nil-fields must be null or omit, found 'skip'\n"),
        ]
        for (arguments, message) in cases {
            let run = Self.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.hasPrefix(message), "\(arguments): \(run.errors)")
            #expect(run.errors.contains("USAGE: gen-shared-types diff OLD... --to NEW..."), "\(arguments)")
        }
    }

    @Test func help() {
        let run = Self.run(["diff", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: gen-shared-types diff OLD... --to NEW..."))
        #expect(run.output.contains("--fail-on SEVERITY"))
        #expect(Self.run(["--help"]).output.contains("  diff "))
    }

    @Test func markdownFormatOnTheCommandLine() throws {
        let folder = try Folder(["old.graphql": Self.oldSchema, "new.graphql": Self.breakingSchema])
        defer { folder.remove() }
        let run = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("## Schema changes\n"))
        #expect(run.output.contains("| enum value added | 1 | 0 | 0 |"))
        #expect(run.output.contains("### Breaking (1)"))
    }

    /// The configuration file and flags generate reads decide the classification: the enums'
    /// form, their access level, the nil mode.
    @Test func classificationFollowsTheOptionsOfGenerate() throws {
        let folder = try Folder([
            "old.graphql": Self.oldSchema,
            "new.graphql": Self.breakingSchema,
            "nonexhaustive.json": #"{"nonExhaustiveEnums": true}"#,
            "internal.json": #"{"nonExhaustiveEnums": true, "layout": "sources", "accessLevel": "internal"}"#,
        ])
        defer { folder.remove() }
        let old = folder.file("old.graphql")
        let new = folder.file("new.graphql")
        let plain = Self.run(["diff", old, "--to", new, "--fail-on", "breaking"])
        #expect(plain.status == 1)
        #expect(plain.output.contains("Classified for plain enums, nil fields sent as null."))
        for options in [["--config", folder.file("nonexhaustive.json")], ["--non-exhaustive-enums"]] {
            let run = Self.run(["diff", old, "--to", new, "--fail-on", "breaking"] + options)
            #expect(run.status == 0, "\(options)")
            #expect(run.output.contains("0 breaking, 1 dangerous, 0 safe"), "\(options)")
            #expect(run.output.contains("Classified for non-exhaustive enums, nil fields sent as null."))
            #expect(run.output.contains("clients switch with `@unknown default`, so they keep compiling, but with a warning that `.later` is not handled"))
        }
        let both = Self.run(["diff", old, "--to", new, "--non-exhaustive-enums", "--future-proof-enums", "--fail-on", "dangerous"])
        #expect(both.status == 1)
        #expect(both.output.contains("Dangerous (1)"))
        let internalLevel = Self.run(["diff", old, "--to", new, "--config", folder.file("internal.json"), "--fail-on", "breaking"])
        #expect(internalLevel.status == 1)
        #expect(internalLevel.output.contains("Classified for exhaustive enums (access level internal)"))
        let omit = Self.run(["diff", old, "--to", new, "--nil-fields", "omit", "--format", "json"])
        #expect(omit.output.contains("\"nilFields\": \"omit\""))
    }

    /// `-o DIR` names the module as generate names it.
    @Test func outputFolderNamesTheModule() throws {
        let folder = try Folder(["old.graphql": Self.oldSchema, "new.graphql": Self.breakingSchema])
        defer { folder.remove() }
        let run = Self.run(["diff", folder.file("old.graphql"), "--to", folder.file("new.graphql"), "-o", "Generated/Status/"])
        #expect(run.status == 0)
        #expect(run.output.contains("`Status_` gains case `.later`"), "\(run.output)")
    }

    /// A schema read once from SDL and once from an introspection result in another order:
    /// order-only changes exit 0 unless `--fail-on orderOnly`.
    @Test func orderOnlyChangesFailOnlyWhenAskedTo() throws {
        let folder = try Folder(["old.json": Self.oldIntrospection, "sorted.graphql": "enum Status { DONE OPEN }\ninput Filter { status: Status }\n"])
        defer { folder.remove() }
        let arguments = ["diff", folder.file("old.json"), "--to", folder.file("sorted.graphql")]
        for failOn in ["never", "breaking", "dangerous"] {
            #expect(Self.run(arguments + ["--fail-on", failOn]).status == 0, "\(failOn)")
        }
        let strict = Self.run(arguments + ["--fail-on", "orderOnly"])
        #expect(strict.status == 1)
        #expect(strict.output.contains("0 breaking, 0 dangerous, 1 order only, 0 safe"))
    }

    @Test func ciFormatsOnTheCommandLine() throws {
        let folder = try Folder(["old.graphql": Self.oldSchema, "new.graphql": Self.breakingSchema])
        defer { folder.remove() }
        let new = folder.file("new.graphql")
        let github = Self.run(["diff", folder.file("old.graphql"), "--to", new, "--format", "github", "--fail-on", "breaking"])
        #expect(github.status == 1)
        #expect(github.output.hasPrefix("::error file=\(DiffGitHubRenderer.escapeProperty(new)),line=1,title=Breaking schema change (enum value added)::Enum value `Status.LATER` added%0A"))
        let junit = Self.run(["diff", folder.file("old.graphql"), "--to", new, "--format", "junit"])
        #expect(junit.status == 0)
        #expect(junit.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"gen-shared-types diff\" tests=\"1\" failures=\"1\""))
    }
}
