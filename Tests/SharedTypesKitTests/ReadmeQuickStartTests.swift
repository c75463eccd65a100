import Foundation
import Testing

/// The README's quick start, run as a newcomer runs it: its shell block, word for word, with
/// the built executable on `PATH` and its scratch folder moved to one of the test's own.
@Suite struct ReadmeQuickStartTests {
    @Test func theQuickStartBuildsAModule() throws {
        let readme = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Quick start\n")).upperBound
        let start = try #require(readme.range(of: "```sh\n", range: section..<readme.endIndex)).upperBound
        let end = try #require(readme.range(of: "\n```\n", range: start..<readme.endIndex)).lowerBound
        let block = String(readme[start..<end])
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
