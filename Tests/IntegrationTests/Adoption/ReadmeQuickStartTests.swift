import Foundation
import Testing
@testable import TestSupport

/// The README's quick start, run as a newcomer runs it: its shell block, word for word, with
/// the built executable on `PATH` and its scratch folder moved to one of the test's own.
@Suite struct ReadmeQuickStartTests {
    @Test func theQuickStartBuildsAModule() throws {
        let section = try #require(DocumentationText.after("Quick start", in: try DocumentationText.read("README.md")))
        let block = try #require(DocumentationText.fencedBlock("sh", in: section))
        #expect(block.contains("mkdir -p /tmp/quick-start && cd /tmp/quick-start"), "the block still uses the folder this test moves")
        #expect(block.contains("swift build --package-path SharedTypes"))

        let executable = try #require(ExecutableRunner.executable, "gen-shared-types could not be built")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gst-quick-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = "set -e\n" + block.replacingOccurrences(of: "/tmp/quick-start", with: scratch.path) + "\ntest -d SharedTypes/.build\n"

        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = URL(fileURLWithPath: executable).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let (status, text) = try CompileHarness.run(["bash", "-c", script], in: TestPaths.repositoryRoot, environment: environment)
        #expect(status == 0, "\(text)")
        #expect(text.contains("Wrote gen-shared-types.json."), "\(text)")
        #expect(text.contains("Generated SharedTypes in SharedTypes: "), "\(text)")
    }
}
