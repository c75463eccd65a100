import Foundation
import Testing
@testable import SharedTypesTools
@testable import TestSupport

/// Where `prune` puts the re-export when it runs over a parent of the folders relay-compiler
/// writes into (a monorepo's root, an app's folder), and which files get `import SharedTypes`.
@Suite struct PruneExportPlacementTests {
    typealias Workspace = PruneWorkspace
    static let export = ModuleExportFile.fileName

    /// Two apps, each with the plugin's output in `__generated__` and a file of its own.
    static func monorepo() throws -> Workspace {
        let workspace = try Workspace()
        try FileManager.default.removeItem(atPath: workspace.path("Generated"))
        for app in ["A", "B"] {
            for name in PruneWorkspace.fixtureNames {
                try workspace.write("Apps/\(app)/__generated__/\(name).graphql.swift", try OperationFilePrunerTests.pristine(name))
            }
            try workspace.write("Apps/\(app)/App.swift", "import Relay\n")
        }
        return workspace
    }

    @Test func pruningTheRootPutsOneReExportIntoEachGeneratedFolder() throws {
        let workspace = try Self.monorepo()
        let run = workspace.run(["prune", ".", "--manifest", "SharedTypes"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("wrote ./Apps/A/__generated__/\(Self.export): @_exported import SharedTypes\n"), "\(run.output)")
        #expect(run.output.contains("wrote ./Apps/B/__generated__/\(Self.export): @_exported import SharedTypes\n"), "\(run.output)")
        #expect(workspace.contents("Apps/A/__generated__/\(Self.export)") != nil)
        #expect(workspace.contents("Apps/B/__generated__/\(Self.export)") != nil)
        #expect(workspace.contents(Self.export) == nil)
        #expect(workspace.contents("Apps/\(Self.export)") == nil)
        // Pruning again changes nothing, and --check agrees.
        let check = workspace.run(["prune", ".", "--manifest", "SharedTypes", "--check"])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let again = workspace.run(["prune", ".", "--manifest", "SharedTypes"])
        #expect(again.output.contains("already pruned for SharedTypes; nothing changed"), "\(again.output)")
    }

    /// `prune App/__generated__` then `prune App`: the second run finds the first's file and
    /// writes no second one into the same module.
    @Test func aRunOverAParentKeepsTheExportFileAnEarlierRunWrote() throws {
        let workspace = try Self.monorepo()
        #expect(workspace.run(["prune", "Apps/A/__generated__", "--manifest", "SharedTypes", "--quiet"]).status == 0)
        let written = workspace.contents("Apps/A/__generated__/\(Self.export)")
        #expect(written != nil)
        let check = workspace.run(["prune", "Apps/A", "--manifest", "SharedTypes", "--check"])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let parent = workspace.run(["prune", "Apps/A", "--manifest", "SharedTypes"])
        #expect(parent.status == 0, "\(parent.errors)")
        #expect(parent.output.contains("nothing changed"), "\(parent.output)")
        #expect(workspace.contents("Apps/A/\(Self.export)") == nil)
        #expect(workspace.contents("Apps/A/__generated__/\(Self.export)") == written)

        // An export file written into the app's own folder (by an older version, or kept
        // there on purpose) is found as well, and none is added beside the operation files.
        try? FileManager.default.removeItem(atPath: workspace.path("Apps/B/__generated__/\(Self.export)"))
        try workspace.write("Apps/B/\(Self.export)", written ?? "")
        let b = workspace.run(["prune", "Apps/B", "--manifest", "SharedTypes"])
        #expect(b.status == 0, "\(b.errors)")
        #expect(workspace.contents("Apps/B/__generated__/\(Self.export)") == nil)
    }

    /// An export file in a folder with no Swift source of an app (the root an older version
    /// wrote into) would re-export the module in no module: an error naming the command that
    /// works, and nothing written.
    @Test func aReExportOutsideEveryAppIsAnErrorNamingTheCommandThatWorks() throws {
        let workspace = try Self.monorepo()
        let stale = String(decoding: ModuleExportFile.contents(module: "SharedTypes"), as: UTF8.self)
        try workspace.write(Self.export, stale)
        let before = workspace.contents("Apps/A/__generated__/ChangeTodoStatusMutation.graphql.swift")
        let run = workspace.run(["prune", ".", "--manifest", "SharedTypes"])
        #expect(run.status == 1)
        #expect(run.errors.contains("error: ./\(Self.export): this re-export of SharedTypes is outside every app's module"), "\(run.errors)")
        #expect(run.errors.contains("`gen-shared-types prune Apps/*/__generated__ --manifest SharedTypes`"), "\(run.errors)")
        #expect(workspace.contents("Apps/A/__generated__/ChangeTodoStatusMutation.graphql.swift") == before)
        #expect(workspace.contents("Apps/A/__generated__/\(Self.export)") == nil)
        #expect(workspace.contents(Self.export) == stale)
        #expect(workspace.run(["prune", ".", "--manifest", "SharedTypes", "--check"]).status == 1)
        // The command it names works.
        let named = workspace.run(["prune", "Apps/A/__generated__", "Apps/B/__generated__", "--manifest", "SharedTypes", "--quiet"])
        #expect(named.status == 0, "\(named.errors)")
        #expect(workspace.contents("Apps/B/__generated__/\(Self.export)") != nil)
    }

    @Test func onlyFilesThatNameASharedTypeGetTheImport() throws {
        let workspace = try Workspace()
        try workspace.write("Generated/Plain.graphql.swift", OperationFilePrunerTests.header + "\nstruct Q { var id: String }\n")
        try workspace.write("Generated/Uses.graphql.swift", OperationFilePrunerTests.header + "\n// PostStatus in a comment\nstruct Q { var status: PostStatus }\n")
        try workspace.write("Generated/Mentions.graphql.swift", OperationFilePrunerTests.header + "\nlet text = \"PostStatus\"\n")
        let run = workspace.prune()
        #expect(run.status == 0, "\(run.errors)")
        #expect(workspace.contents("Generated/Plain.graphql.swift") == OperationFilePrunerTests.header + "\nstruct Q { var id: String }\n")
        #expect(workspace.contents("Generated/Mentions.graphql.swift") == OperationFilePrunerTests.header + "\nlet text = \"PostStatus\"\n")
        #expect(workspace.contents("Generated/Uses.graphql.swift")?.hasPrefix(OperationFilePrunerTests.header + "import SharedTypes\n") == true)
        #expect(!run.output.contains("Plain.graphql.swift"), "\(run.output)")
    }
}
