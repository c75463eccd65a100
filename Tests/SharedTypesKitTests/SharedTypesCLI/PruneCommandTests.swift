import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// `gen-shared-types prune` as a user runs it: a shared module generated next to a folder of
/// relay-compiler output, `--check`, reports, warnings, errors and exit statuses.
@Suite struct PruneCommandTests {


    @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
        let workspace = try PruneWorkspace()
        let before = workspace.generated()
        let run = workspace.prune(["--check"])
        #expect(run.status == 1)
        #expect(run.errors == "")
        #expect(run.output == """
            would change Generated/AddTodoAppendEdgeMutation.graphql.swift: remove input object AddTodoInput, add import SharedTypes
            would change Generated/AddTodoPrependEdgeMutation.graphql.swift: add import SharedTypes
            would change Generated/ChangeTodoStatusMutation.graphql.swift: remove input object ChangeTodoStatusInput, add import SharedTypes
            would change Generated/PostRow_post.graphql.swift: remove enum Audience, add import SharedTypes
            would change Generated/PostsByStatusQuery.graphql.swift: remove enum PostStatus, add import SharedTypes
            would write Generated/gen-shared-types-export.swift: @_exported import SharedTypes
            5 of 5 operation files need pruning for SharedTypes. Run gen-shared-types prune without --check to update them.

            """)
        #expect(workspace.generated() == before)

        let verbose = workspace.prune(["--check", "--verbose"])
        #expect(verbose.status == 1)
        #expect(verbose.output.contains("--- a/Generated/PostsByStatusQuery.graphql.swift\n+++ b/Generated/PostsByStatusQuery.graphql.swift\n"))
        #expect(verbose.output.contains(" import Relay\n+import SharedTypes\n"))
        #expect(verbose.output.contains("-public enum PostStatus: String, Decodable"))
    }

    @Test func pruneReportsEachFileAndASecondRunChangesNothing() throws {
        let workspace = try PruneWorkspace()
        let run = workspace.prune()
        #expect(run.status == 0)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == [
            "pruned Generated/AddTodoAppendEdgeMutation.graphql.swift: removed input object AddTodoInput, added import SharedTypes",
            "pruned Generated/AddTodoPrependEdgeMutation.graphql.swift: added import SharedTypes",
            "pruned Generated/ChangeTodoStatusMutation.graphql.swift: removed input object ChangeTodoStatusInput, added import SharedTypes",
            "pruned Generated/PostRow_post.graphql.swift: removed enum Audience, added import SharedTypes",
            "pruned Generated/PostsByStatusQuery.graphql.swift: removed enum PostStatus, added import SharedTypes",
            "wrote Generated/gen-shared-types-export.swift: @_exported import SharedTypes",
        ])
        #expect(lines.last?.hasPrefix("Pruned 5 operation files for SharedTypes in ") == true)
        #expect(lines.last?.hasSuffix(" ms: 5 changed, 0 unchanged; removed 2 enums and 2 input objects, added 5 imports.") == true)
        let query = try #require(workspace.contents("Generated/PostsByStatusQuery.graphql.swift"))
        #expect(!query.contains("public enum PostStatus"))
        #expect(query.contains("import Relay\nimport SharedTypes\n\npublic struct PostsByStatusQuery {"))

        #expect(workspace.contents("Generated/gen-shared-types-export.swift")?.hasSuffix("\n\n@_exported import SharedTypes\n") == true)
        let pruned = workspace.generated()
        let dates = (PruneWorkspace.fixtureNames.map { "\($0).graphql.swift" } + ["gen-shared-types-export.swift"]).map { workspace.modificationDate("Generated/\($0)") }
        Thread.sleep(forTimeInterval: 0.02)
        let check = workspace.prune(["--check"])
        #expect(check.status == 0)
        #expect(check.output == "5 operation files already pruned for SharedTypes.\n")
        let again = workspace.prune()
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("5 operation files already pruned for SharedTypes; nothing changed ("))
        #expect(workspace.generated() == pruned)
        #expect((PruneWorkspace.fixtureNames.map { "\($0).graphql.swift" } + ["gen-shared-types-export.swift"]).map { workspace.modificationDate("Generated/\($0)") } == dates)
    }

    /// The re-export is prune's own file: --check wants it, a changed module name rewrites
    /// it, and a file of that name someone else wrote is never overwritten.
    @Test func theReExportFileIsCheckedRewrittenAndNeverTakenFromSomeoneElse() throws {
        let workspace = try PruneWorkspace()
        #expect(workspace.prune(["--quiet"]).status == 0)
        let export = "Generated/gen-shared-types-export.swift"
        let written = try #require(workspace.contents(export))
        #expect(written.hasPrefix("// Written by gen-shared-types prune. Do not edit: prune rewrites it.\n"))

        try FileManager.default.removeItem(atPath: workspace.path(export))
        let missing = workspace.prune(["--check"])
        #expect(missing.status == 1)
        #expect(missing.output == """
            would write Generated/gen-shared-types-export.swift: @_exported import SharedTypes
            The re-export of SharedTypes beside the operation files is missing or out of date. Run gen-shared-types prune without --check to write it.

            """)
        let restored = workspace.prune()
        #expect(restored.status == 0)
        #expect(restored.output.hasPrefix("wrote Generated/gen-shared-types-export.swift: @_exported import SharedTypes\n5 operation files already pruned for SharedTypes; wrote the re-export ("), "\(restored.output)")
        #expect(workspace.contents(export) == written)

        // An older file of prune's own (another module name) is rewritten.
        try workspace.write(export, written.replacingOccurrences(of: "SharedTypes", with: "OldTypes"))
        #expect(workspace.prune(["--check"]).status == 1)
        #expect(workspace.prune(["--quiet"]).status == 0)
        #expect(workspace.contents(export) == written)

        let mine = "// My own file.\n@_exported import Foundation\n"
        try workspace.write(export, mine)
        let refused = workspace.prune()
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("error: Generated/gen-shared-types-export.swift: not written by gen-shared-types (it does not start with its header); left unchanged."), "\(refused.errors)")
        #expect(workspace.contents(export) == mine)

        // --no-reexport neither writes nor wants it.
        try FileManager.default.removeItem(atPath: workspace.path(export))
        let without = workspace.prune(["--no-reexport"])
        #expect(without.status == 0)
        #expect(without.output.hasPrefix("5 operation files already pruned for SharedTypes; nothing changed ("), "\(without.output)")
        #expect(workspace.contents(export) == nil)
        #expect(workspace.prune(["--check", "--no-reexport"]).status == 0)
        #expect(workspace.prune(["--check"]).status == 1)

        // One file for a folder and the folders inside it that are named too.
        try workspace.write("Generated/Feature/Nested.graphql.swift", OperationFilePrunerTests.header + "import SharedTypes\n")
        #expect(workspace.run(["prune", "Generated", "Generated/Feature", "--manifest", "SharedTypes", "--quiet"]).status == 0)
        #expect(workspace.contents(export) == written)
        #expect(workspace.contents("Generated/Feature/gen-shared-types-export.swift") == nil)
    }

    @Test func quietPrintsNothingButErrors() throws {
        let workspace = try PruneWorkspace()
        let run = workspace.prune(["--quiet"])
        #expect(run.status == 0)
        #expect(run.output == "" && run.errors == "")
    }

    @Test func foldersAreSearchedRecursivelyAndOtherFilesAreNamedAndLeftAlone() throws {
        let workspace = try PruneWorkspace()
        try workspace.write("Generated/Handwritten.graphql.swift", "// Mine.\npublic enum PostStatus { case x }\n")
        try workspace.write("Generated/Feature/Nested.graphql.swift", OperationFilePrunerTests.header + "\n" + OperationFilePrunerTests.audience + "\n")
        try workspace.write("Generated/.hidden/Skipped.graphql.swift", OperationFilePrunerTests.header + "\npublic enum Audience: String { case a }\n")
        try workspace.write("Generated/Other.swift", OperationFilePrunerTests.header + "\npublic enum Audience: String { case a }\n")
        let run = workspace.prune()
        #expect(run.status == 0)
        #expect(run.errors == "warning: Generated/Handwritten.graphql.swift: not written by relay-compiler (it does not start with its header); left unchanged\n")
        #expect(run.output.contains("pruned Generated/Feature/Nested.graphql.swift: removed enum Audience, added import SharedTypes\n"))
        #expect(workspace.contents("Generated/Feature/Nested.graphql.swift") == OperationFilePrunerTests.header + "import SharedTypes\n")
        #expect(workspace.contents("Generated/Handwritten.graphql.swift") == "// Mine.\npublic enum PostStatus { case x }\n")
        #expect(workspace.contents("Generated/.hidden/Skipped.graphql.swift")?.contains("enum Audience") == true)
        #expect(workspace.contents("Generated/Other.swift")?.contains("enum Audience") == true)
        // A single file can be named too.
        try workspace.write("Single.graphql.swift", OperationFilePrunerTests.header)
        let single = workspace.run(["prune", "Single.graphql.swift", "--manifest", "SharedTypes"])
        #expect(single.status == 0)
        // It names no shared type: no import is added.
        #expect(workspace.contents("Single.graphql.swift") == OperationFilePrunerTests.header)
    }

    /// A tree named whole (a monorepo's root) holds the shared module too: its files are
    /// skipped without a warning each.
    @Test func theSharedModulesOwnFilesAreLeftAloneWithoutAWarningEach() throws {
        let workspace = try PruneWorkspace()
        func moduleFiles() throws -> [String: String] {
            let folder = workspace.path("SharedTypes/Sources/SharedTypes/Types")
            var files: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                files[name] = workspace.contents("SharedTypes/Sources/SharedTypes/Types/\(name)")
            }
            return files
        }
        let before = try moduleFiles()
        #expect(!before.isEmpty)
        let whole = workspace.run(["prune", ".", "--manifest", "SharedTypes"])
        #expect(whole.status == 0)
        #expect(whole.errors == "", "\(whole.errors)")
        #expect(whole.output.contains("pruned ./Generated/ChangeTodoStatusMutation.graphql.swift: "), "\(whole.output)")
        #expect(!whole.output.contains("SharedTypes/Sources"), "\(whole.output)")
        #expect(try moduleFiles() == before)
        // Named alone, the module's folder holds nothing to prune, and the warning says why.
        let module = workspace.run(["prune", "SharedTypes", "--manifest", "SharedTypes"])
        #expect(module.status == 0)
        #expect(module.errors.hasPrefix("warning: no files written by relay-compiler found in SharedTypes; the "), "\(module.errors)")
        #expect(module.errors.contains(" files there that gen-shared-types wrote were left alone. Give prune the folders relay-compiler writes into\n"), "\(module.errors)")
    }

    @Test func aFileThatCannotBeChangedSafelyIsNamedAndTheOthersArePruned() throws {
        let workspace = try PruneWorkspace()
        let broken = OperationFilePrunerTests.header + "\npublic enum PostStatus: String {\n    case a = \"A\n}\n"
        try workspace.write("Generated/Broken.graphql.swift", broken)
        let run = workspace.prune()
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("Generated/Broken.graphql.swift:6:14: error: cannot prune this file safely: unterminated string literal; it was left unchanged\n"))
        #expect(workspace.contents("Generated/Broken.graphql.swift") == broken)
        #expect(workspace.contents("Generated/PostsByStatusQuery.graphql.swift")?.contains("import SharedTypes") == true)
    }

    @Test func copiesFromAnotherSchemaVersionAreWarnedAbout() throws {
        let workspace = try PruneWorkspace(typeFiles: "per-type")
        let query = try #require(workspace.contents("Generated/PostsByStatusQuery.graphql.swift"))
        try workspace.write("Generated/PostsByStatusQuery.graphql.swift", query
            .replacingOccurrences(of: "    case posted = \"POSTED\"\n", with: "    case archived = \"ARCHIVED\"\n")
            .replacingOccurrences(of: "    case draft = \"DRAFT\"\n", with: "    case draft = \"Draft\"\n"))
        let mutation = try #require(workspace.contents("Generated/AddTodoAppendEdgeMutation.graphql.swift"))
        try workspace.write("Generated/AddTodoAppendEdgeMutation.graphql.swift", mutation
            .replacingOccurrences(of: "    public var text: String\n    public var userId: String\n", with: "    public var userId: Int\n    public var priority: Int?\n"))
        let run = workspace.prune(["--check"])
        #expect(run.status == 1)
        #expect(run.errors.contains("""
            Generated/AddTodoAppendEdgeMutation.graphql.swift:173:15: warning: removed `AddTodoInput` differs from SharedTypes.AddTodoInput in its API: \
            field `userId` is `Int` here but `String` in the shared type; field `priority: Int?` is missing from the shared type; \
            the shared initializer also requires `text: String`. Were the operation files generated from another version of the schema?
            public struct AddTodoInput: VariableDataConvertible {
                          ^
            SharedTypes/Sources/SharedTypes/InputObjects/AddTodoInput.graphql.swift:
            """))
        #expect(run.errors.contains("""
            warning: removed `PostStatus` differs from SharedTypes.PostStatus in its API: \
            case `draft` has raw value "Draft" here but "DRAFT" in the shared type; \
            case `archived` ("ARCHIVED") is missing from the shared type; \
            the shared type adds case `posted` (a `switch` without `default` must handle it). Were the operation files
            """))
        #expect(run.errors.contains(": note: SharedTypes.PostStatus is declared here\npublic enum PostStatus: "))
        // Copies that match the shared types draw no warning.
        #expect(!run.errors.contains("Audience"))
        #expect(!run.errors.contains("ChangeTodoStatusInput"))
    }

    /// The plugin writes an input without fields as `typealias Name = EmptyVariables`; the
    /// module's struct `Name` replaces it, or the two would make `Name` ambiguous.
    @Test func aFieldlessInputsTypealiasIsRemoved() throws {
        let schemaPath = FileManager.default.temporaryDirectory.appendingPathComponent("gst-prune-empty-\(UUID().uuidString).graphql").path
        try "input Empty\ninput Holder { e: Empty }\ntype Query { x(h: Holder, e: Empty): Int }\n".write(toFile: schemaPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: schemaPath) }
        let workspace = try PruneWorkspace(schema: schemaPath)
        let operation = OperationFilePrunerTests.header + "\npublic struct XQuery {\n    public typealias Variables = EmptyVariables\n}\n\npublic typealias Empty = EmptyVariables\n"
        try workspace.write("Generated/XQuery.graphql.swift", operation)
        try workspace.write("Generated/Other.graphql.swift", OperationFilePrunerTests.header + "\npublic typealias Empty = Relay.EmptyVariables // no fields\n\npublic typealias Holder = Int\n")
        let run = workspace.prune()
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("pruned Generated/XQuery.graphql.swift: removed input object Empty, added import SharedTypes\n"), "\(run.output)")
        #expect(workspace.contents("Generated/XQuery.graphql.swift") == OperationFilePrunerTests.header.replacingOccurrences(of: "import Relay\n", with: "import Relay\nimport SharedTypes\n")
                + "\npublic struct XQuery {\n    public typealias Variables = EmptyVariables\n}\n")
        // Only a typealias of EmptyVariables is the plugin's copy.
        #expect(workspace.contents("Generated/Other.graphql.swift")?.hasSuffix("import SharedTypes\n\npublic typealias Holder = Int\n") == true)
    }

    /// Each warning ends with the reason that fits: another schema version, the module's
    /// `@oneOf` enums, or enum cases the module names differently.
    @Test func warningsNameTheRightReason() throws {
        let schemaPath = FileManager.default.temporaryDirectory.appendingPathComponent("gst-prune-reasons-\(UUID().uuidString).graphql").path
        try "enum Mode { inProgress IN_PROGRESS DONE }\ninput Pick @oneOf { a: String, b: Int }\ninput Empty\ntype Query { x(p: Pick, m: Mode, e: Empty): Int }\n"
            .write(toFile: schemaPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: schemaPath) }
        let workspace = try PruneWorkspace(schema: schemaPath)
        try workspace.write("Generated/Pick.graphql.swift", OperationFilePrunerTests.header
            + "\npublic struct Pick: VariableDataConvertible {\n    public var a: String?\n    public var b: Int?\n}\n")
        try workspace.write("Generated/Mode.graphql.swift", OperationFilePrunerTests.header
            + "\npublic enum Mode: String, Decodable {\n    case inProgress = \"inProgress\"\n    case inProgress = \"IN_PROGRESS\"\n    case done = \"DONE\"\n}\n")
        let run = workspace.prune(["--check"])
        let warnings = run.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
        let pick = try #require(warnings.first { $0.contains("`Pick`") })
        #expect(pick.hasSuffix("it is a struct here but an enum in SharedTypes (a @oneOf input: build it with a case instead of its initializer). The shared module writes @oneOf inputs as enums with one case per field; code that built the struct must use a case."), "\(pick)")
        let mode = try #require(warnings.first { $0.contains("`Mode`") })
        #expect(mode.hasSuffix("case `inProgress` (\"inProgress\") is `inprogress` in the shared type; case `inProgress` (\"IN_PROGRESS\") is `in_progress` in the shared type. The shared module names these cases differently (their converted names collide, or its case style differs); code that names them must use the shared names, and the raw values sent are the same."), "\(mode)")
        #expect(!run.errors.contains("another version"))

        // A field-less copy of an input that has fields now is another schema version.
        try workspace.write("Generated/Pick.graphql.swift", OperationFilePrunerTests.header + "\npublic typealias Empty = EmptyVariables\n")
        try FileManager.default.removeItem(atPath: workspace.path("Generated/Mode.graphql.swift"))
        try "input Empty { id: ID! }\ntype Query { x(e: Empty): Int }\n".write(toFile: workspace.path("fields.graphql"), atomically: true, encoding: .utf8)
        let regenerate = workspace.run([workspace.path("fields.graphql"), "-o", workspace.path("Fields/SharedTypes"), "--quiet"])
        #expect(regenerate.status == 0, "\(regenerate.errors)")
        let changed = workspace.run(["prune", "Generated", "--manifest", "Fields/SharedTypes", "--check"])
        #expect(changed.errors.contains("warning: removed `Empty` differs from SharedTypes.Empty in its API: the shared initializer also requires `id: String`. Were the operation files generated from another version of the schema?"), "\(changed.errors)")
    }

    @Test func customScalarsCompareByWhatTheyStandFor() throws {
        let schemaPath = FileManager.default.temporaryDirectory.appendingPathComponent("gst-prune-scalar-\(UUID().uuidString).graphql").path
        try "scalar DateTime\ninput EventInput { at: DateTime!, tags: [String!] }\n".write(toFile: schemaPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: schemaPath) }
        let workspace = try PruneWorkspace(schema: schemaPath)
        func copy(at: String) -> String {
            OperationFilePrunerTests.header + "\npublic struct EventInput: VariableDataConvertible {\n    public var at: \(at)\n    public var tags: [String]?\n}\n"
        }
        try workspace.write("Generated/Same.graphql.swift", copy(at: "String"))
        try workspace.write("Generated/Different.graphql.swift", copy(at: "Double"))
        let run = workspace.prune()
        #expect(run.status == 0)
        #expect(!run.errors.contains("Same.graphql.swift"))
        #expect(run.errors.contains("Generated/Different.graphql.swift:5:15: warning: removed `EventInput` differs from SharedTypes.EventInput in its API: field `at` is `Double` here but `DateTime` in the shared type."))
    }

    @Test func typesAreNormalizedBeforeComparing() {
        let aliases = ["DateTime": "String", "Stamp": "DateTime"]
        #expect(SharedTypeComparison.normalized("[Swift.Double?]?", module: "SharedTypes", aliases: aliases) == "[Double?]?")
        #expect(SharedTypeComparison.normalized("SharedTypes.DateTime", module: "SharedTypes", aliases: aliases) == "String")
        #expect(SharedTypeComparison.normalized("[Stamp]", module: "SharedTypes", aliases: aliases) == "[String]")
        #expect(SharedTypeComparison.normalized("Relay.VariableData", module: "SharedTypes", aliases: aliases) == "VariableData")
        #expect(SharedTypeComparison.normalized("Other.DateTime", module: "SharedTypes", aliases: aliases) == "Other.String")
    }

    @Test(arguments: [
        ("not json", "SharedTypes/shared-types.json:1:1: error: "),
        ("[]", "SharedTypes/shared-types.json:1:1: error: A manifest must hold a JSON object, found an array."),
        (#"{"generator": "other"}"#, #"SharedTypes/shared-types.json:1:15: error: Not a gen-shared-types manifest: "generator" must be "gen-shared-types", found "other"."#),
        (#"{"generator": "gen-shared-types", "format": 2, "module": "M", "types": []}"#, "SharedTypes/shared-types.json:1:45: error: Manifest format 2 is not supported; this version of gen-shared-types reads format 1."),
        (#"{"generator": "gen-shared-types", "format": 1, "module": "Relay", "types": []}"#, #"SharedTypes/shared-types.json:1:58: error: "module" cannot be a module name: "Relay" is a module that the generated code or Relay's operation files import."#),
        (#"{"generator": "gen-shared-types", "format": 1, "module": "M", "types": [{"graphQLName": "A", "kind": "object", "file": "A.swift"}]}"#,
         "SharedTypes/shared-types.json:1:73: error: A type has no \"swiftName\".\nSharedTypes/shared-types.json:1:102: error: \"kind\" must be \"enum\", \"input object\" or \"scalar\", found \"object\"."),
        (#"{"generator": "gen-shared-types", "format": 1, "module": "M"}"#, "SharedTypes/shared-types.json:1:1: error: The manifest has no \"types\"."),
    ] as [(String, String)])
    func badManifestsAreClearErrors(manifest: String, message: String) throws {
        let workspace = try PruneWorkspace()
        try workspace.write("SharedTypes/shared-types.json", manifest)
        let before = workspace.generated()
        let run = workspace.prune()
        #expect(run.status == 1)
        let messages = run.errors.split(separator: "\n").filter { $0.contains(": error: ") }.joined(separator: "\n")
        #expect(messages.hasPrefix(message), "\(run.errors)")
        #expect(workspace.generated() == before)
    }

    @Test func usageAndMissingPaths() throws {
        let workspace = try PruneWorkspace()
        let noFolders = workspace.run(["prune", "--manifest", "SharedTypes"])
        #expect(noFolders.status == 2)
        #expect(noFolders.errors.hasPrefix("error: no folders of generated files given\nUSAGE: gen-shared-types prune"))
        let noManifest = workspace.run(["prune", "Generated"])
        #expect(noManifest.status == 2)
        #expect(noManifest.errors.hasPrefix("error: no manifest given (--manifest DIR/shared-types.json)"))
        #expect(workspace.run(["prune", "Generated", "--manifest", "SharedTypes", "--frobnicate"]).status == 2)

        let missingManifest = workspace.run(["prune", "Generated", "--manifest", "Nowhere/shared-types.json"])
        #expect(missingManifest.status == 1)
        #expect(missingManifest.errors == "error: Nowhere/shared-types.json: cannot read file: no such file or directory\n")
        let missingFolder = workspace.run(["prune", "Generated", "Missing", "--manifest", "SharedTypes"])
        #expect(missingFolder.status == 1)
        #expect(missingFolder.errors.contains("error: Missing: no such file or directory\n"))
        // The folder that exists was still pruned.
        #expect(workspace.contents("Generated/PostsByStatusQuery.graphql.swift")?.contains("import SharedTypes") == true)

        let empty = workspace.run(["prune", "SharedTypes", "--manifest", "SharedTypes", "--quiet"])
        #expect(empty.status == 0)
        #expect(empty.errors == "")
        let help = workspace.run(["prune", "--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Remove the shared module's types from the operation files a runtime's generator wrote.\n\nUSAGE: gen-shared-types prune GENERATED_DIR..."))
        // Each runtime's paragraph, from its folder.
        #expect(help.output.contains("the files are those\nrelay-compiler wrote (*.graphql.swift)."))
        #expect(help.output.contains("the files are SwiftUIGraphQL's\ncommand-line generator's (*.swift)"))
        #expect(workspace.run(["--help"]).output.contains("  prune         Remove the shared module's types"))
    }

    /// An empty path (an unset variable in a script) is a usage error, never the working
    /// directory or the root of the file system.
    @Test func anEmptyPathIsAUsageError() throws {
        let workspace = try PruneWorkspace()
        let before = workspace.generated()
        let emptyFolder = workspace.run(["prune", "", "--manifest", "SharedTypes/shared-types.json"])
        #expect(emptyFolder.status == 2)
        #expect(emptyFolder.errors.hasPrefix("error: an empty path was given\nUSAGE: gen-shared-types prune"), "\(emptyFolder.errors)")
        #expect(workspace.run(["prune", "Generated", "--manifest", ""]).status == 2)
        #expect(workspace.generated() == before)
    }

    /// A file given as a symbolic link is not followed (rewriting would replace the link with
    /// a file and leave its target unpruned); a rewritten file keeps its permissions.
    @Test func aLinkedFileIsSkippedAndARewrittenFileKeepsItsMode() throws {
        let workspace = try PruneWorkspace()
        let target = workspace.path("Generated/PostsByStatusQuery.graphql.swift")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Link.graphql.swift"), withDestinationPath: target)
        let before = workspace.contents("Generated/PostsByStatusQuery.graphql.swift")
        let linked = workspace.run(["prune", "Link.graphql.swift", "--manifest", "SharedTypes/shared-types.json"])
        #expect(linked.errors.contains("symbolic link"), "\(linked.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Link.graphql.swift")) == target)
        #expect(workspace.contents("Generated/PostsByStatusQuery.graphql.swift") == before)

        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        #expect(workspace.prune(["--quiet"]).status == 0)
        #expect(workspace.contents("Generated/PostsByStatusQuery.graphql.swift") != before)
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// One folder named two ways is pruned once, and the count says "needs" for one file.
    @Test func aFolderNamedTwiceIsReadOnce() throws {
        let workspace = try PruneWorkspace()
        let run = workspace.run(["prune", "Generated", "./Generated/", "--manifest", "SharedTypes", "--check"])
        #expect(run.output.contains("5 of 5 operation files need pruning"), "\(run.output)")
        let single = workspace.run(["prune", "Generated/PostsByStatusQuery.graphql.swift", "--manifest", "SharedTypes", "--check"])
        #expect(single.output.contains("1 of 1 operation file needs pruning"), "\(single.output)")
    }
}
