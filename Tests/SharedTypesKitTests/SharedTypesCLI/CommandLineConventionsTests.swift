import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import SharedTypesCLI
@testable import TestSupport

/// What a user of Swift command-line tools expects: suggestions for typos, `help COMMAND`,
/// `-q` everywhere, contradictory options refused, and messages that name paths the same way
/// every run.
@Suite struct CommandLineConventionsTests {
    // MARK: Did you mean

    @Test func editDistanceCountsInsertionsDeletionsReplacementsAndSwaps() {
        func distance(_ a: String, _ b: String) -> Int {
            Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("", "abc") == 3)
        #expect(distance("generate", "generate") == 0)
        #expect(distance("genrate", "generate") == 1)
        #expect(distance("outptu", "output") == 1)
        #expect(distance("modle", "model") == 1)
        #expect(distance("kitten", "sitting") == 3)
    }

    @Test func onlyCloseMatchesAreSuggested() {
        #expect(Suggestion.closest(to: "genrate", among: ["generate", "model", "init"]) == "generate")
        #expect(Suggestion.closest(to: "--outptu", among: ["--output", "--module"]) == "--output")
        #expect(Suggestion.closest(to: "ouptut", among: ["schema", "output", "module"]) == "output")
        #expect(Suggestion.closest(to: "frobnicate", among: ["generate", "model", "init"]) == nil)
        // Short words get one edit at most: "ab" is not a typo of "init".
        #expect(Suggestion.closest(to: "int", among: ["init"]) == "init")
        #expect(Suggestion.closest(to: "ab", among: ["init", "diff"]) == nil)
        #expect(Suggestion.closest(to: "Modul", among: ["module"]) == "module")
    }

    @Test func aMistypedCommandOrOptionGetsASuggestion() {
        let command = Tool.run(["genrate", "-o", "Out"], in: "/nonexistent-working-directory")
        #expect(command.status == 2)
        #expect(command.errors.hasPrefix("error: unknown command 'genrate'; did you mean 'generate'?\n"), "\(command.errors)")
        let option = Tool.run([TestPaths.todoSchema, "-o", "Out", "--outptu", "X"])
        #expect(option.status == 2)
        #expect(option.errors.hasPrefix("error: unknown option '--outptu'; did you mean '--output'?\n"), "\(option.errors)")
        let prune = Tool.run(["prune", "Ops", "--manfest", "M"])
        #expect(prune.errors.hasPrefix("error: unknown option '--manfest'; did you mean '--manifest'?\n"), "\(prune.errors)")
        let far = Tool.run(["model", "--frobnicate", TestPaths.todoSchema])
        #expect(far.errors.hasPrefix("error: unknown option '--frobnicate'\n"), "\(far.errors)")
    }

    @Test func mistypedConfigurationKeysGetASuggestion() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let config = workspace.root.appendingPathComponent("config.json").path
        try #"{"ouptut": "X", "relay": {"pth": "x"}, "customScalars": {"A": {"tpe": "String"}}, "colour": 1}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let run = Tool.run([workspace.schema, "-o", workspace.output, "--config", config], in: workspace.root.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("error: Unknown key \"ouptut\" in the configuration; did you mean \"output\"?\n"), "\(run.errors)")
        #expect(run.errors.contains("error: Unknown key \"pth\" in \"relay\"; did you mean \"path\"?\n"), "\(run.errors)")
        #expect(run.errors.contains("error: Unknown key \"tpe\" in custom scalar \"A\"; did you mean \"type\"?\n"), "\(run.errors)")
        #expect(run.errors.contains("error: Unknown key \"colour\" in the configuration; known keys are schema, output, documents, module,"), "\(run.errors)")
    }

    // MARK: Help and version

    @Test func helpCommandPrintsWhatCommandHelpPrints() {
        for command in GenSharedTypes.commands {
            let help = Tool.run(["help", command.name])
            let flag = Tool.run([command.name, "--help"])
            #expect(help.status == 0)
            #expect(help.output == flag.output, "\(command.name)")
            #expect(help.output.hasPrefix("OVERVIEW: \(command.summary)"))
        }
        #expect(Tool.run(["help"]).output == Tool.run(["--help"]).output)
        let unknown = Tool.run(["help", "genrate"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("error: unknown command 'genrate'; did you mean 'generate'?\n"), "\(unknown.errors)")
        #expect(Tool.run(["help", "generate", "model"]).status == 2)
    }

    @Test func theOverviewListsVersionAndHelp() {
        let overview = Tool.run(["--help"]).output
        #expect(overview.contains("\n  --version     Print the version (gen-shared-types \(GenSharedTypes.version)).\n"), "\(overview)")
        #expect(overview.contains("\n  --help, -h    Show this overview.\n"))
        #expect(overview.contains("'gen-shared-types help <command>'"))
        #expect(Tool.run(["--version"]).output == "gen-shared-types \(GenSharedTypes.version)\n")
    }

    // MARK: --quiet

    @Test func everyCommandTakesQuiet() throws {
        for command in GenSharedTypes.commands {
            for flag in ["-q", "--quiet"] {
                let parsed = try ParsedArguments([flag], specs: command.allOptions)
                #expect(parsed.has("--quiet"), "\(command.name) \(flag)")
            }
            #expect(command.helpText.contains("  --quiet, -q "), "\(command.name)")
        }
        let model = Tool.run(["model", "-q", TestPaths.todoSchema])
        #expect(model.status == 0)
        #expect(model.output.hasPrefix("{"), "the result is still printed")
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let initRun = Tool.run(["init", "-q"], in: workspace.root.path)
        #expect(initRun.status == 0, "\(initRun.errors)")
        #expect(initRun.output.isEmpty && initRun.errors.isEmpty)
    }

    @Test func quietLeavesOutWarningsButNotErrors() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let loud = workspace.generate(["--relay-path", "../Missing"])
        #expect(loud.status == 0)
        #expect(loud.errors.contains("warning: "), "\(loud.errors)")
        let quiet = workspace.generate(["--relay-path", "../Missing", "-q"])
        #expect(quiet.status == 0)
        #expect(quiet.errors.isEmpty && quiet.output.isEmpty, "\(quiet.errors)\(quiet.output)")
        let failing = Tool.run(["model", "-q", "/nonexistent/schema.graphql"])
        #expect(failing.status == 1)
        #expect(failing.errors.contains("error: "))
    }

    // MARK: Options that make no sense together

    @Test func contradictoryOptionsAreUsageErrors() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        func refused(_ arguments: [String], _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let run = Tool.run(arguments, in: workspace.root.path)
            #expect(run.status == 2, "\(arguments)", sourceLocation: sourceLocation)
            #expect(run.errors.hasPrefix("error: \(message)"), "\(run.errors)", sourceLocation: sourceLocation)
            #expect(run.output.isEmpty, sourceLocation: sourceLocation)
        }
        let generate = [workspace.schema, "-o", workspace.output]
        refused(generate + ["--verbose"], "--verbose needs --check")
        refused(generate + ["-v"], "--verbose needs --check")
        refused(generate + ["--check", "--verbose", "--quiet"], "--quiet and --verbose")
        refused(generate + ["--layout", "sources", "--relay-path", "../Relay.swift"], "--relay-path sets Relay.swift's place in Package.swift, which layout sources does not write")
        refused(generate + ["--layout", "bazel", "--relay-path", "../Relay.swift"], "--relay-path sets Relay.swift's place in Package.swift, which layout bazel does not write")
        refused(generate + ["--bazel-relay-label", "@relay//:Relay"], "--bazel-relay-label sets Relay.swift's label in BUILD.bazel, which only layout bazel writes")
        refused(["prune", workspace.root.path, "--manifest", workspace.output, "--verbose"], "--verbose needs --check")
        // The layout from the configuration file counts too.
        let config = workspace.root.appendingPathComponent("config.json").path
        try #"{"layout": "sources"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        refused(generate + ["--config", config, "--relay-path", "../Relay.swift"], "--relay-path sets Relay.swift's place in Package.swift, which layout sources does not write")
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
        // What does make sense still works.
        #expect(workspace.generate(["--layout", "bazel", "--bazel-relay-label", "@relay//:Relay", "-q"]).status == 0)
        #expect(workspace.generate(["--layout", "bazel", "--bazel-relay-label", "@relay//:Relay", "--check", "--verbose"]).status == 0)
    }

    // MARK: Missing settings

    @Test func withoutSchemaOrConfigurationTheErrorNamesTheFileLookedFor() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let none = Tool.run(["generate"], in: workspace.root.path)
        #expect(none.status == 2)
        #expect(none.errors.hasPrefix("error: no schema files given, and there is no configuration file: gen-shared-types.json is not in the working directory (\(workspace.root.path))."), "\(none.errors)")
        #expect(none.errors.contains("gen-shared-types init"))

        try #"{"output": "Out"}"#.write(toFile: workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path, atomically: true, encoding: .utf8)
        let noSchema = Tool.run(["generate"], in: workspace.root.path)
        #expect(noSchema.status == 2)
        #expect(noSchema.errors.hasPrefix("error: no schema files given: none on the command line, and gen-shared-types.json has no \"schema\"\n"), "\(noSchema.errors)")
        try #"{"schema": "schema.graphql"}"#.write(toFile: workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path, atomically: true, encoding: .utf8)
        let noOutput = Tool.run(["generate"], in: workspace.root.path)
        #expect(noOutput.status == 2)
        #expect(noOutput.errors.hasPrefix("error: no output folder given (-o DIR): none on the command line, and gen-shared-types.json has no \"output\"\n"), "\(noOutput.errors)")
    }

    // MARK: --relay-path

    /// `--relay-path` is relative to the output folder, as SwiftPM reads `Package.swift`. A
    /// path with no package there gets a warning (the files are written all the same), and
    /// when the path names a package from the working directory, the path that would work.
    @Test func relayPathIsCheckedFromTheOutputFolder() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let vendor = workspace.root.appendingPathComponent("Vendor/Relay.swift")
        try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(to: vendor.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let fromWorkingDirectory = workspace.generate(["--relay-path", "Vendor/Relay.swift"])
        #expect(fromWorkingDirectory.status == 0)
        #expect(fromWorkingDirectory.errors == """
            warning: the generated Package.swift depends on Relay.swift at "Vendor/Relay.swift", relative to the output folder Out \
            as SwiftPM reads it, but there is no Package.swift in Out/Vendor/Relay.swift; --relay-path is relative to the output \
            folder: did you mean --relay-path ../Vendor/Relay.swift?

            """, "\(fromWorkingDirectory.errors)")
        #expect(workspace.contents("Package.swift")?.contains(#".package(path: "Vendor/Relay.swift")"#) == true, "written as given")

        let right = workspace.generate(["--relay-path", "../Vendor/Relay.swift"])
        #expect(right.status == 0)
        #expect(right.errors.isEmpty, "\(right.errors)")
        #expect(workspace.generate(["--relay-path", vendor.path]).errors.isEmpty)

        // relay.path in a configuration file is relative to the file, and checked the same way.
        let config = workspace.root.appendingPathComponent("config.json").path
        try #"{"relay": {"path": "Vendor/Missing"}}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let fromConfig = workspace.generate(["--config", config])
        #expect(fromConfig.status == 0)
        #expect(fromConfig.errors.hasPrefix(#"warning: the generated Package.swift depends on Relay.swift at "../Vendor/Missing", relative to the output folder Out as SwiftPM reads it, but there is no Package.swift in Vendor/Missing"#), "\(fromConfig.errors)")
    }

    // MARK: Summary lines

    /// The summary names the output folder relative to the working directory however it was
    /// given, and says "up to date" in the same words with and without --check.
    @Test func summaryLinesAreTheSameEveryRun() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }\ninput I { e: E }\n")
        try #"{"schema": "schema.graphql", "output": "Out"}"#
            .write(toFile: workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path, atomically: true, encoding: .utf8)
        func withoutTime(_ text: String) -> String {
            text.replacingOccurrences(of: #"in \d+ ms"#, with: "in N ms", options: .regularExpression)
        }
        let first = Tool.run(["generate"], in: workspace.root.path)
        #expect(withoutTime(first.output) == "Generated Out in Out: 1 enum, 1 input object, 0 scalars in N ms (4 added, 0 changed, 0 removed, 0 unchanged)\n", "\(first.output)")
        let upToDate = "Out in Out is up to date: 1 enum, 1 input object, 0 scalars in N ms (0 added, 0 changed, 0 removed, 4 unchanged)\n"
        for arguments in [["generate"], ["generate", "--check"], [workspace.schema, "-o", workspace.root.path + "/./Out/"],
                          [workspace.schema, "-o", workspace.output, "--check"]] {
            let run = Tool.run(arguments, in: workspace.root.path)
            #expect(run.status == 0, "\(arguments) \(run.errors)")
            #expect(withoutTime(run.output) == upToDate, "\(arguments)")
        }
        // A module name of its own, and a folder outside the working directory, named absolutely.
        let outside = Tool.run([workspace.schema, "-o", workspace.output, "--module", "M", "--check"], in: "/")
        #expect(outside.output.hasPrefix("M in \(String(workspace.output.dropFirst())) is out of date: "), "\(outside.output)")
        let elsewhere = Tool.run([workspace.schema, "-o", workspace.output, "--check"], in: TestPaths.repositoryRoot.path)
        #expect(elsewhere.output.hasPrefix("Out in \(workspace.output) is up to date: "), "\(elsewhere.output)")
    }

    /// Diagnostics in a file the configuration names give its path from the working directory.
    @Test func diagnosticsNameFilesFromTheWorkingDirectory() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A ? }")
        try #"{"schema": "schema.graphql", "output": "Out"}"#
            .write(toFile: workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path, atomically: true, encoding: .utf8)
        let run = Tool.run(["generate"], in: workspace.root.path)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("schema.graphql:1:12: error: "), "\(run.errors)")
    }
}
