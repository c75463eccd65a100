import Foundation
import Testing
@testable import TestSupport

/// The README's adoption walk ("Adopting it in a Relay.swift app") on the repository's example
/// app, `docs/example-app`: its shell block, word for word, with the built executable on
/// `PATH`, `checkout` set as the quick start sets it, and its scratch folder moved to one of
/// the test's own. It needs nothing beside the clone.
@Suite struct ReadmeAdoptionTests {
    static let exampleApp = TestPaths.repositoryRoot.appendingPathComponent("docs/example-app")

    static func walk() throws -> String {
        let section = try #require(DocumentationText.section("Adopting it in a Relay.swift app", in: try DocumentationText.read("README.md")))
        return try #require(DocumentationText.fencedBlock("sh", in: section))
    }

    @Test func theWalkPrunesAndBuildsTheExampleApp() throws {
        let block = try Self.walk()
        #expect(block.contains("mkdir -p /tmp/adopt && cd /tmp/adopt"), "the block still uses the folder this test moves")
        #expect(!block.contains("shared/"), "the walk must run from a clone, without ../shared")
        #expect(block.contains("-enable-upcoming-feature MemberImportVisibility"))

        let executable = try #require(ExecutableRunner.executable, "gen-shared-types could not be built")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gst-adoption-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = "set -e\ncheckout='\(TestPaths.repositoryRoot.path)'\n"
            + block.replacingOccurrences(of: "/tmp/adopt", with: scratch.path)
            + "\ntest -f libGarden.a\n"

        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = URL(fileURLWithPath: executable).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let (status, text) = try CompileHarness.run(["bash", "-c", script], in: TestPaths.repositoryRoot, environment: environment)
        #expect(status == 0, "\(text)")
        for line in [
            "pruned Garden/__generated__/PlantListQuery.graphql.swift: removed enum Light, added import SharedTypes",
            "pruned Garden/__generated__/WaterPlantMutation.graphql.swift: removed input object WaterPlantInput, added import SharedTypes",
            "wrote Garden/__generated__/gen-shared-types-export.swift: @_exported import SharedTypes",
            "SharedTypes in SharedTypes is up to date",
            "2 operation files already pruned for SharedTypes.",
        ] {
            #expect(text.contains(line), "missing \(line) in:\n\(text)")
        }
        // The three modules build without a warning (swiftc prints them even when it succeeds).
        #expect(!text.contains("warning:"), "\(text)")

        // The copies are gone from the pruned files; the originals in the repository are untouched.
        let pruned = try String(contentsOf: scratch.appendingPathComponent("Garden/__generated__/PlantListQuery.graphql.swift"), encoding: .utf8)
        #expect(!pruned.contains("public enum Light"))
        let original = try String(contentsOf: Self.exampleApp.appendingPathComponent("Garden/__generated__/PlantListQuery.graphql.swift"), encoding: .utf8)
        #expect(original.contains("public enum Light"))
        #expect(!FileManager.default.fileExists(atPath: Self.exampleApp.appendingPathComponent("Garden/__generated__/gen-shared-types-export.swift").path))
    }

    /// What the README says of `--documents Garden`: the module then holds the two types the
    /// plugin declared, not the schema's others.
    @Test func documentsGiveWhatThePluginDeclared() throws {
        let readme = try DocumentationText.read("README.md")
        #expect(readme.contains("add `--documents Garden`"))
        #expect(readme.contains("holds `Light` and `WaterPlantInput` alone"))

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gst-adoption-documents-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("SharedTypes")
        let run = Tool.run(["schema.graphql", "-o", output.path, "--layout", "sources", "--documents", "Garden", "--quiet"], in: Self.exampleApp.path)
        #expect(run.status == 0, "\(run.errors)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("shared-types.json"))) as? [String: Any]
        let types = (manifest?["types"] as? [[String: Any]] ?? []).compactMap { $0["graphQLName"] as? String }
        #expect(types.sorted() == ["Light", "WaterPlantInput"])

        // And the whole schema has the two the operations do not use.
        let schema = try String(contentsOf: Self.exampleApp.appendingPathComponent("schema.graphql"), encoding: .utf8)
        #expect(schema.contains("enum Season") && schema.contains("input PlantFilter"))
    }
}

/// The example app's `__generated__` files are written by hand in the shape of Relay.swift's
/// relay-compiler plugin; the README's walk builds them against the stand-in `Relay` only.
/// This builds them against the real Relay.swift 1.1.0 runtime of `../shared/relay-swift`
/// (whose `RelaySwiftUI` stand-in also compiles the files' `#if canImport(RelaySwiftUI)`
/// blocks), as they are and pruned, warnings as errors.
@Suite(.serialized, .needs(.relayRuntime)) struct ExampleAppRealRuntimeTests {
    static func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    static func runtimeFolder() throws -> URL {
        guard case .real(let folder) = try RelayRuntime.current.get() else {
            throw CompileHarness.HarnessError("the real Relay.swift runtime is not available")
        }
        return folder
    }

    @Test func theExampleAsWrittenBuildsAgainstTheRealRuntime() throws {
        let runtime = try Self.runtimeFolder()
        let app = ReadmeAdoptionTests.exampleApp.appendingPathComponent("Garden")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("gst-example-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let files = try Self.swiftFiles(in: app.appendingPathComponent("__generated__")) + Self.swiftFiles(in: app)
        #expect(files.count == 4)
        let (status, log) = try CompileHarness.run(["swiftc", "-parse-as-library", "-module-name", "Garden", "-I", runtime.path,
                                                   "-warnings-as-errors", "-emit-library", "-static", "-o", "libGarden.a"] + files, in: work)
        #expect(status == 0, "\(log)")
    }

    @Test func theExamplePrunedBuildsAgainstTheRealRuntime() throws {
        let runtime = try Self.runtimeFolder()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("gst-example-real-pruned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: ReadmeAdoptionTests.exampleApp.appendingPathComponent("Garden"), to: work.appendingPathComponent("Garden"))

        let schema = ReadmeAdoptionTests.exampleApp.appendingPathComponent("schema.graphql").path
        let generate = Tool.run([schema, "-o", "SharedTypes", "--layout", "sources", "--quiet"], in: work.path)
        #expect(generate.status == 0, "\(generate.errors)")
        let prune = Tool.run(["prune", "Garden/__generated__", "--manifest", "SharedTypes", "--quiet"], in: work.path)
        #expect(prune.status == 0, "\(prune.errors)")

        let shared = try Self.swiftFiles(in: work.appendingPathComponent("SharedTypes/Types"))
        let (sharedStatus, sharedLog) = try CompileHarness.run(["swiftc", "-parse-as-library", "-module-name", "SharedTypes", "-I", runtime.path,
                                                               "-warnings-as-errors", "-emit-module", "-emit-library", "-static", "-o", "libSharedTypes.a"] + shared, in: work)
        #expect(sharedStatus == 0, "\(sharedLog)")
        let app = try Self.swiftFiles(in: work.appendingPathComponent("Garden/__generated__")) + Self.swiftFiles(in: work.appendingPathComponent("Garden"))
        #expect(app.count == 5, "the pruned files, the re-export and the two app files")
        let (appStatus, appLog) = try CompileHarness.run(["swiftc", "-parse-as-library", "-module-name", "Garden", "-I", runtime.path, "-I", work.path,
                                                         "-warnings-as-errors", "-enable-upcoming-feature", "MemberImportVisibility",
                                                         "-emit-library", "-static", "-o", "libGarden.a"] + app, in: work)
        #expect(appStatus == 0, "\(appLog)")
    }
}
