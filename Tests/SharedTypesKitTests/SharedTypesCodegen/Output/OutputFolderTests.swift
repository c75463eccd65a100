import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import SharedTypesCLI
@testable import TestSupport

/// The generate command owns its output folder: incremental, atomic, never touching files it
/// did not write, checkable with --check, and described by its manifest.
@Suite struct OutputFolderTests {


    /// docs/output-folder.md describes the manifest: every key a real one holds is named there.
    @Test func theManifestsKeysAreDocumented() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema + "scalar Date\n")
        #expect(workspace.generate().status == 0)
        let manifest = try #require(workspace.contents("shared-types.json"))
        let root = try JSONReader.parse(SourceFile(path: "shared-types.json", bytes: Array(manifest.utf8)))
        let top = try #require(root.objectValue)
        var keys = top.keys
        for list in ["types", "files"] {
            for entry in top[list]?.arrayValue ?? [] { keys += entry.objectValue?.keys ?? [] }
        }
        let kinds = (top["types"]?.arrayValue ?? []).compactMap { $0.objectValue?["kind"]?.stringValue }
        #expect(Set(kinds) == ["enum", "input object", "scalar"])
        let text = try #require(DocumentationText.section("The manifest: `shared-types.json`", in: try DocumentationText.read("docs/output-folder.md")))
        for key in Set(keys) {
            #expect(text.contains("\"\(key)\":") && text.contains("`\(key)`"), "\(key) in docs/output-folder.md's manifest section")
        }
        for kind in Set(kinds) {
            #expect(text.contains("\"\(kind)\""), "kind \(kind) in docs/output-folder.md")
        }
    }

    @Test func unchangedFilesAreNotRewritten() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        let first = workspace.generate()
        #expect(first.status == 0, "\(first.errors)")
        let before = try #require(workspace.modificationDate(OutputWorkspace.colorFile))
        Thread.sleep(forTimeInterval: 0.02)
        try workspace.setSchema(OutputWorkspace.sampleSchema.replacingOccurrences(of: "S M", with: "S M L"))
        let run = workspace.generate()
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("(0 added, 2 changed, 0 removed, 3 unchanged)\n"), "\(run.output)")
        #expect(workspace.modificationDate(OutputWorkspace.colorFile) == before)
        #expect(workspace.contents(OutputWorkspace.sizeFile)?.contains("case l = \"L\"") == true)
    }

    @Test func anUpToDateOutputIsVerifiedNotRegenerated() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        let again = workspace.generate()
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("Out in Out is up to date: 2 enums, 1 input object, 0 scalars in "))
        #expect(again.output.hasSuffix("(0 added, 0 changed, 0 removed, 5 unchanged)\n"))
    }

    /// The manifest's input fingerprint lets a re-run skip reading the schema; anything that
    /// could change the output must defeat it.
    @Test func theInputFingerprintSkipsReadingOnlyWhenNothingChanged() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        let inputLine = { (text: String?) in text?.split(separator: "\n").first { $0.contains(#""input":"#) }.map(String.init) }
        let first = try #require(inputLine(workspace.contents(Manifest.fileName)))
        // A different layout of the same schema: read again, same model, so the generated
        // files are current; only the manifest is rewritten, with the new input fingerprint,
        // as a run into a new folder would write it. --check first calls that out of date.
        try workspace.setSchema(OutputWorkspace.sampleSchema + "\n\n# a comment\n")
        #expect(workspace.generate(["--check"]).output.contains("1 to change"))
        let reformatted = workspace.generate()
        #expect(reformatted.output.contains("(0 added, 1 changed, 0 removed"), "\(reformatted.output)")
        let rewritten = try #require(inputLine(workspace.contents(Manifest.fileName)))
        #expect(rewritten != first)
        let fresh = workspace.root.appendingPathComponent("Fresh").path
        #expect(Tool.run([workspace.schema, "-o", fresh, "--module", "Out", "--quiet", "--type-files", "per-type"], in: workspace.root.path).status == 0)
        #expect(workspace.contents(Manifest.fileName) == (try? String(contentsOfFile: fresh + "/" + Manifest.fileName, encoding: .utf8)))
        #expect(workspace.generate().output.contains("is up to date"))
        // A real change regenerates, and records the new input.
        try workspace.setSchema(OutputWorkspace.sampleSchema + "enum Extra { X }\n")
        #expect(workspace.generate().output.contains("1 added"))
        let second = try #require(inputLine(workspace.contents(Manifest.fileName)))
        #expect(second != first)
        // Other options are part of it: the same schema with --nil-fields omit regenerates.
        #expect(!workspace.generate(["--nil-fields", "omit"]).output.contains("is up to date"))
        // An edited generated file is repaired even when the schema is unchanged.
        let original = try #require(workspace.contents(OutputWorkspace.colorFile))
        try (original + "// edited\n").write(toFile: workspace.path(OutputWorkspace.colorFile), atomically: true, encoding: .utf8)
        #expect(workspace.generate(["--nil-fields", "omit"]).output.contains("1 changed"))
        #expect(workspace.contents(OutputWorkspace.colorFile) == original)
    }

    @Test func aSchemaWithWarningsIsReadOnEveryRunSoTheWarningsRepeat() throws {
        // Two enum values whose Swift names clash: a translation warning.
        let workspace = try OutputWorkspace(schema: "enum Sort { updated_desc UPDATED_DESC }\n")
        let first = workspace.generate()
        #expect(first.errors.contains("warning:"), "\(first.errors)")
        #expect(!(workspace.contents(Manifest.fileName) ?? "").contains(#""input":"#))
        let again = workspace.generate()
        #expect(again.output.contains("is up to date"))
        #expect(again.errors.contains("warning:"), "\(again.errors)")
    }

    /// `DIR//` and `DIR/.` name the folder `DIR`: the module is named after it.
    @Test func theModuleIsNamedAfterTheFolderHoweverItIsSpelled() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        for spelling in [workspace.output + "//", workspace.output + "/."] {
            let run = Tool.run([workspace.schema, "-o", spelling], in: workspace.root.path)
            #expect(run.status == 0, "\(spelling): \(run.errors)")
            #expect(workspace.contents(Manifest.fileName)?.contains(#""module": "Out""#) == true, "\(spelling)")
        }
    }

    /// A default value is stated in the doc comment through the doc-comment rules: a block
    /// string's line breaks become comment lines (they ended the comment and broke the build),
    /// and control characters are dropped (a fuzzer found a NUL byte in the file).
    @Test func multiLineAndControlCharacterDefaultsStayInsideTheDocComment() throws {
        let workspace = try OutputWorkspace(schema: "input I { a: String = \"\"\"x\n  y\"\"\", b: Float = \"\"\"a \\\"\u{5}\u{0}\"\"\" }\n")
        let run = workspace.generate(["--quiet"])
        #expect(run.status == 0, "\(run.errors)")
        let text = try #require(workspace.contents("Sources/Out/InputObjects/I.graphql.swift"))
        #expect(text.contains("""
                /// GraphQL default: `\"\"\"
                /// x
                /// y
                /// \"\"\"`.
                public var a: String?
            """), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// A line break in a schema file's name cannot end a header comment early (the built-in
    /// header names no schema file, but a header of the user's may); the manifest records the
    /// name as it is.
    @Test func schemaFileNamesWithLineBreaksStayInTheHeaderComment() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        let odd = workspace.root.appendingPathComponent("two\nlines.graphql").path
        try FileManager.default.copyItem(atPath: workspace.schema, toPath: odd)
        let templates = workspace.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// Generated by gen-shared-types from {{schemaFiles}}.\n".write(to: templates.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
        let run = Tool.run([odd, "-o", workspace.output, "--templates", templates.path, "--quiet", "--type-files", "per-type"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        let lines = try #require(workspace.contents(OutputWorkspace.colorFile)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "// Generated by gen-shared-types from two?lines.graphql.")
        #expect(lines[1].isEmpty)
        #expect(workspace.contents(Manifest.fileName)?.contains(#""schemaFiles": [\#n    "two\nlines.graphql"\#n  ]"#) == true)
    }

    /// The order of a scalar's imports is no setting (the files list them sorted, each once):
    /// the folder stays up to date. A setting that no generated file shows (the Relay
    /// dependency without a Package.swift) is fingerprinted like every option, so the run
    /// rewrites the manifest and nothing else.
    @Test func settingsNoFileShowsRewriteOnlyTheManifest() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema + "scalar DateTime\ninput WithDate { at: DateTime }\n")
        let config = workspace.root.appendingPathComponent("config.json").path
        func write(_ imports: String, relay: String = "") throws {
            try #"{"customScalars": {"DateTime": {"type": "Date", "imports": [\#(imports)]}}\#(relay)}"#.write(toFile: config, atomically: true, encoding: .utf8)
        }
        try write(#""Foundation", "CoreData""#)
        #expect(workspace.generate(["--layout", "sources", "--config", config]).status == 0)
        try write(#""CoreData", "Foundation", "Foundation""#)
        let reordered = workspace.generate(["--layout", "sources", "--config", config])
        #expect(reordered.output.contains("is up to date"), "\(reordered.output) \(reordered.errors)")
        try write(#""CoreData", "Foundation""#, relay: #", "relay": {"path": "Vendor/Relay.swift"}"#)
        let relayPath = workspace.generate(["--layout", "sources", "--config", config])
        #expect(relayPath.output.contains("(0 added, 1 changed, 0 removed"), "\(relayPath.output) \(relayPath.errors)")
    }

    /// A manifest whose lists were edited (a hand edit, a bad merge) is not trusted: its
    /// checksum no longer matches, so the run regenerates, and --check calls it out of date.
    @Test func anEditedManifestIsNotTrusted() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        let original = try #require(workspace.contents(Manifest.fileName))
        // Still valid JSON with the same fingerprints and file hashes: only the checksum tells.
        let edited = original.replacingOccurrences(of: #""swiftName": "Size""#, with: #""swiftName": "Bogus""#)
        #expect(edited != original)
        try edited.write(toFile: workspace.path(Manifest.fileName), atomically: true, encoding: .utf8)
        #expect(workspace.generate(["--check"]).status == 1)
        let run = workspace.generate()
        #expect(run.output.contains("(0 added, 1 changed"), "\(run.output)")
        #expect(workspace.contents(Manifest.fileName) == original)
        #expect(workspace.generate().output.contains("is up to date"))
    }

    /// A checkout that turns line ends into CRLF still holds this tool's files, manifest
    /// included: the next run rewrites them instead of refusing to touch them.
    @Test func filesWithCRLFLineEndsAreStillRecognisedAndRewritten() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        var originals: [String: String] = [:]
        let files = try FileManager.default.subpathsOfDirectory(atPath: workspace.output)
            .filter { !$0.hasSuffix("/") && workspace.contents($0) != nil }
        for file in files {
            let text = try #require(workspace.contents(file))
            originals[file] = text
            try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: workspace.path(file), atomically: true, encoding: .utf8)
        }
        #expect(files.contains(Manifest.fileName))
        let run = workspace.generate()
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("(0 added, \(files.count) changed, 0 removed, 0 unchanged)"), "\(run.output)")
        for file in files { #expect(workspace.contents(file) == originals[file], "\(file)") }
    }

    @Test func aHandEditedOrDeletedGeneratedFileIsRepaired() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        let original = try #require(workspace.contents(OutputWorkspace.colorFile))
        try (original + "// edited\n").write(toFile: workspace.path(OutputWorkspace.colorFile), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: workspace.path(OutputWorkspace.sizeFile))
        let run = workspace.generate()
        #expect(run.output.contains("(1 added, 1 changed, 0 removed, 3 unchanged)"), "\(run.output)")
        #expect(workspace.contents(OutputWorkspace.colorFile) == original)
        #expect(workspace.contents(OutputWorkspace.sizeFile) != nil)
        #expect(workspace.generate(["--check"]).status == 0)
    }

    @Test func removedTypesAreDeletedAndUserFilesSurvive() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        let userFile = "Sources/Out/Enums/Color+Extras.swift"
        try "extension Color {}\n".write(toFile: workspace.path(userFile), atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: workspace.path("README.md"), atomically: true, encoding: .utf8)
        try workspace.setSchema("enum Color { RED GREEN }\n")
        let run = workspace.generate()
        #expect(run.status == 0)
        #expect(run.output.contains("2 removed"))
        #expect(workspace.contents(OutputWorkspace.sizeFile) == nil)
        #expect(workspace.contents("Sources/Out/InputObjects/Filter.graphql.swift") == nil)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Sources/Out/InputObjects")))
        #expect(workspace.contents(userFile) == "extension Color {}\n")
        #expect(workspace.contents("README.md") == "notes\n")
    }

    @Test func aUserFileInAGeneratedFilesPlaceFailsTheRunWithNothingWritten() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        try FileManager.default.createDirectory(atPath: workspace.path("Sources/Out/Enums"), withIntermediateDirectories: true)
        try "// my own Color\n".write(toFile: workspace.path(OutputWorkspace.colorFile), atomically: true, encoding: .utf8)
        let run = workspace.generate()
        #expect(run.status == 1)
        #expect(run.errors.contains("Color.graphql.swift: a file not generated by gen-shared-types is where a generated file must go; nothing was written."))
        #expect(workspace.snapshot() == [OutputWorkspace.colorFile: "// my own Color\n"])
    }

    @Test func aFailingSchemaLeavesThePreviousOutputIntact() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        workspace.generate()
        let before = workspace.snapshot()
        try workspace.setSchema("enum Color { RED GREEN\n")
        #expect(workspace.generate().status == 1)
        #expect(workspace.snapshot() == before)
    }

    @Test func checkReportsEachState() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        let missing = workspace.generate(["--check"])
        #expect(missing.status == 1)
        #expect(missing.output.contains("  added:   \(OutputWorkspace.colorFile)"))
        #expect(!FileManager.default.fileExists(atPath: workspace.output))

        workspace.generate()
        let upToDate = workspace.generate(["--check"])
        #expect(upToDate.status == 0)
        #expect(upToDate.output.contains("is up to date"))

        try workspace.setSchema("enum Color { RED GREEN BLUE }\nenum Shape { ROUND }\n")
        let stale = workspace.generate(["--check", "--verbose"])
        #expect(stale.status == 1)
        #expect(stale.output.contains("  added:   Sources/Out/Enums/Shape.graphql.swift"))
        #expect(stale.output.contains("  changed: \(OutputWorkspace.colorFile)"))
        #expect(stale.output.contains("  removed: \(OutputWorkspace.sizeFile)"))
        #expect(stale.output.contains("+    case blue = \"BLUE\""))
        #expect(stale.output.contains("--- a/\(OutputWorkspace.colorFile)\n+++ b/\(OutputWorkspace.colorFile)\n@@ "))
        // --check wrote nothing.
        #expect(workspace.contents(OutputWorkspace.sizeFile) != nil)
    }

    @Test func typeNamesDifferingOnlyInCaseGetDistinctFiles() throws {
        let workspace = try OutputWorkspace(schema: "enum status { A }\nenum Status { B }\nenum STATUS { C }\n")
        #expect(workspace.generate().status == 0)
        let files = workspace.snapshot().keys.filter { $0.hasPrefix("Sources/Out/Enums/") }.sorted()
        #expect(files == ["Sources/Out/Enums/STATUS.graphql.swift", "Sources/Out/Enums/Status_2.graphql.swift", "Sources/Out/Enums/status_3.graphql.swift"])
        #expect(Set(files.map { $0.lowercased() }).count == 3)
    }

    @Test func manifestListsTypesAndItsFingerprintTracksOutput() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema + "scalar Date\n")
        workspace.generate()
        let manifest = try #require(workspace.contents(Manifest.fileName))
        #expect(manifest.hasPrefix(Manifest.marker))
        #expect(manifest.contains(#""module": "Out""#))
        #expect(manifest.contains("""
            {
                  "graphQLName": "Filter",
                  "kind": "input object",
                  "swiftName": "Filter",
                  "file": "Sources/Out/InputObjects/Filter.graphql.swift"
                }
            """))
        #expect(manifest.contains(#""kind": "scalar""#))
        #expect(manifest.contains(#""path": "Sources/Out/Enums/Color.graphql.swift""#))
        // Same input, same fingerprint (in another folder, too).
        let again = try OutputWorkspace(schema: OutputWorkspace.sampleSchema + "scalar Date\n")
        again.generate()
        #expect(again.contents(Manifest.fileName) == manifest)
        #expect(manifest.contains(#""input": "input-v3:"#))
        // Any change to the output changes it.
        try workspace.setSchema(OutputWorkspace.sampleSchema + "scalar Date\nenum Extra { X }\n")
        workspace.generate()
        let fingerprint = { (text: String?) in text?.split(separator: "\n").first { $0.contains("fingerprint") } }
        #expect(fingerprint(workspace.contents(Manifest.fileName)) != fingerprint(manifest))
        let camel = try OutputWorkspace(schema: OutputWorkspace.sampleSchema + "scalar Date\n")
        camel.generate(["--enum-case-style", "camelCase", "--nil-fields", "omit"])
        #expect(fingerprint(camel.contents(Manifest.fileName)) != fingerprint(manifest))
    }

    /// A run into a missing folder (made with its missing parents) writes exactly what a run
    /// into an existing, empty one does, and nothing beside it.
    @Test func aMissingFolderGetsTheSameFilesAsAnEmptyOne() throws {
        let schema = (0..<150).map { "enum E\($0) { A B }\ninput I\($0) { e: E\($0), nested: I\($0) }\n" }.joined()
        let fresh = try OutputWorkspace(schema: schema)
        let run = fresh.generate(["--module", "M"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("(303 added, 0 changed, 0 removed, 0 unchanged)"), "\(run.output)")
        let empty = try OutputWorkspace(schema: schema)
        try FileManager.default.createDirectory(atPath: empty.output, withIntermediateDirectories: true)
        #expect(empty.generate(["--module", "M"]).status == 0)
        #expect(fresh.snapshot() == empty.snapshot())
        #expect(fresh.snapshot().count == 303)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fresh.root.path).sorted() == ["Out", "schema.graphql"])
        #expect(fresh.generate(["--module", "M"]).output.contains("is up to date"))

        let nested = fresh.root.appendingPathComponent("made/deeper/Out").path
        #expect(Tool.run([fresh.schema, "-o", nested, "--module", "M", "--quiet"], in: fresh.root.path).status == 0)
        #expect(FileManager.default.fileExists(atPath: nested + "/" + Manifest.fileName))
    }

    @Test func aTrailingSlashNamesTheSameFolder() throws {
        let workspace = try OutputWorkspace(schema: "enum Color { RED }\n")
        let run = Tool.run([workspace.schema, "-o", workspace.output + "/", "--module", "M"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).sorted() == ["Out", "schema.graphql"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.output).sorted() == ["Package.swift", "Sources", "shared-types.json"])
    }

    @Test func refusesTheRootAndHomeFolders() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        for output in ["/", NSHomeDirectory()] {
            let console = RecordingConsole()
            let status = GenSharedTypes.main(arguments: [workspace.schema, "-o", output, "--module", "M"], environment: ["HOME": NSHomeDirectory()], currentDirectory: workspace.root.path, console: console)
            #expect(status == 1)
            #expect(console.errors.contains("Refusing to use"))
        }
    }

    /// Compared as folders, not as text: `HOME/.`, `HOME/x/..`, a link to HOME and `/.` are refused.
    @Test func refusesTheRootAndHomeFoldersHoweverSpelled() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        let home = workspace.root.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home + "/projects", withIntermediateDirectories: true)
        let link = workspace.root.appendingPathComponent("homelink").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: home)
        for output in ["/.", home + "/.", home + "/projects/..", link] {
            let console = RecordingConsole()
            let status = GenSharedTypes.main(arguments: [workspace.schema, "-o", output, "--module", "M", "--check"],
                                             environment: ["HOME": home], currentDirectory: workspace.root.path, console: console)
            #expect(status == 1, "\(output)")
            #expect(console.errors.contains("Refusing to use"), "\(output): \(console.errors)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == ["projects"])
    }

    /// A module generated into a subfolder of another's output keeps its files: its folder has
    /// a manifest of its own, so it is not searched for stale files.
    @Test func anotherModulesOutputInASubfolderIsLeftAlone() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        let inner = workspace.output + "/Other"
        let innerRun = Tool.run([workspace.schema, "-o", inner, "--quiet"], in: workspace.root.path)
        #expect(innerRun.status == 0, "\(innerRun.errors)")
        let innerFiles = try FileManager.default.subpathsOfDirectory(atPath: inner).sorted()
        let check = workspace.generate(["--check"])
        #expect(!check.output.contains("Other/"), "\(check.output)")
        let run = workspace.generate()
        #expect(run.output.contains("0 removed"), "\(run.output)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: inner).sorted() == innerFiles)
        #expect(workspace.generate().output.contains("is up to date"))
    }

    /// The manifest is read only if it is a regular file: a FIFO there is in the way, not a
    /// read that never ends.
    @Test func aFIFOWhereTheManifestGoesIsInTheWay() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        try FileManager.default.createDirectory(atPath: workspace.output, withIntermediateDirectories: true)
        #expect(mkfifo(workspace.path(Manifest.fileName), 0o644) == 0)
        let run = workspace.generate()
        #expect(run.status == 1)
        #expect(run.errors.contains(Manifest.fileName), "\(run.errors)")
    }

    /// `"output": ""` names no folder, as `-o ''` does not: it is refused, not read as the
    /// configuration file's own folder.
    @Test func anEmptyOutputInTheConfigurationFileIsRefused() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        try #"{"schema": "schema.graphql", "output": ""}"#.write(toFile: workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path,
                                                                atomically: true, encoding: .utf8)
        let run = Tool.run(["--quiet"], in: workspace.root.path)
        #expect(run.status != 0)
        #expect(!FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("Package.swift").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent(Manifest.fileName).path))
    }

    @Test func symbolicLinksAreNotFollowedOutOfTheFolder() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        let outside = workspace.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("Sources/Out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Sources/Out/Enums"), withDestinationPath: outside.path)
        let run = workspace.generate()
        #expect(run.status == 1)
        #expect(run.errors.contains("is in the way of generated file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
