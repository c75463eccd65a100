import Foundation
import Testing
@testable import SharedTypesTools
@testable import TestSupport

/// GitHub's schema of 2021 against today's, both ways: the Markdown report fits a comment and
/// the annotations fit what GitHub shows.
@Suite(.needs(.corpus)) struct GitHubUpgradeReportSizeTests {
    static let old = TestPaths.corpusRoot.appendingPathComponent("github-2021/schema.graphql").path
    static let new = TestPaths.corpusRoot.appendingPathComponent("github/schema.graphql").path

    /// The listed changes of the diff, from its JSON report: severity and Markdown entry.
    static func listed(_ from: String, _ to: String) throws -> [(severity: String, entry: String)] {
        let run = Tool.run(["diff", from, "--to", to, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        return changes.map { change in
            let text = { (key: String) in change[key] as? String ?? "" }
            return (text("severity"), "- \(text("summary"))\n  - Swift: \(text("swift"))\n" + (text("severity") == "orderOnly" ? "" : "  - Why: \(text("reason"))\n"))
        }
    }

    @Test func markdownFitsAPullRequestComment() throws {
        let run = Tool.run(["diff", Self.old, "--to", Self.new, "--format", "markdown"])
        #expect(run.status == 0)
        let markdown = run.output
        #expect(markdown.utf8.count <= DiffMarkdownRenderer.sizeLimit)
        #expect(DiffReportText.detailsBalanced(markdown))
        #expect(markdown.contains("| **Total** | **43** | **9** | **309** |"))
        let listed = try Self.listed(Self.old, Self.new)
        for change in listed where change.severity == "breaking" || change.severity == "dangerous" {
            #expect(markdown.contains(change.entry), "\(change.entry)")
        }
        let safe = listed.filter { $0.severity == "safe" }
        let details = try #require(markdown.range(of: "\n### Safe (309)\n\n<details><summary>"))
        let collapsed = markdown[details.upperBound...]
        let kept = safe.filter { collapsed.contains($0.entry) }
        #expect(kept.count > 150)
        #expect(kept.map(\.entry) == safe.prefix(kept.count).map(\.entry), "the first ones, whole")
        #expect(!markdown[..<details.lowerBound].contains("A new declaration"), "no safe change outside the block")
        #expect(markdown.contains("**\(safe.count - kept.count) entries are left out** to keep this report under 60,000 characters"))
        #expect(markdown.contains("(\(safe.count - kept.count) safe)."))
    }

    @Test func markdownOfTheDowngradeFitsToo() throws {
        let run = Tool.run(["diff", Self.new, "--to", Self.old, "--format", "markdown"])
        let markdown = run.output
        #expect(markdown.utf8.count <= DiffMarkdownRenderer.sizeLimit)
        #expect(DiffReportText.detailsBalanced(markdown))
        #expect(markdown.contains("| **Total** | **305** | **1** | **55** |"))
        // 305 breaking changes alone are longer than a comment: every safe and dangerous
        // entry goes, then the last breaking ones.
        let listed = try Self.listed(Self.new, Self.old)
        let breaking = listed.filter { $0.severity == "breaking" }.map(\.entry)
        let entries = DiffReportText.entries(markdown)
        #expect(entries.count > 200)
        #expect(entries == Array(breaking.prefix(entries.count)))
        let safe = listed.count - breaking.count - 1
        #expect(markdown.contains("**\(listed.count - entries.count) entries are left out** to keep this report under 60,000 characters, short enough for a pull-request comment (\(safe) safe, 1 dangerous, \(breaking.count - entries.count) breaking)."))
    }

    @Test func annotationsFitWhatGitHubShows() throws {
        let upgrade = DiffReportText.commands(Tool.run(["diff", Self.old, "--to", Self.new, "--format", "github"]).output)
        #expect(upgrade.filter { $0.name == "error" }.count == 10)
        #expect(upgrade.filter { $0.name == "warning" }.count == 9)
        #expect(upgrade.contains { $0.properties["title"] == "34 more errors not annotated" })
        #expect(upgrade.last?.message.hasPrefix("43 breaking, 9 dangerous, 309 safe") == true)
        let downgrade = DiffReportText.commands(Tool.run(["diff", Self.new, "--to", Self.old, "--format", "github"]).output)
        #expect(downgrade.filter { $0.name == "error" }.count == 10)
        #expect(downgrade.filter { $0.name == "warning" }.count == 1)
        #expect(downgrade.contains { $0.properties["title"] == "296 more errors not annotated" && $0.message.hasSuffix("\n- and 246 more") })
    }
}
