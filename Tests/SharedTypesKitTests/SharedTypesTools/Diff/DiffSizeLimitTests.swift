import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesTools
@testable import TestSupport

/// Reports that must fit where they are posted: the Markdown report under GitHub's comment
/// limit, and the `github` format's annotations within what GitHub shows per step.
@Suite struct DiffSizeLimitTests {
    /// A change of `severity` whose entry is about 250 bytes.
    static func change(_ index: Int, _ severity: ChangeSeverity) -> SchemaChange {
        let name = "Type\(severity.rank)x\(index)"
        return SchemaChange(kind: .typeAdded, severity: severity, typeName: name, typeKind: .inputObject, member: nil, oldValue: nil, newValue: nil,
                            summary: "Input object `\(name)` changed (\(severity.words))", swiftSymbol: name,
                            swiftEffect: "`\(name)` changes in a way that takes a good many words to describe, " + String(repeating: "more ", count: 10),
                            reason: "Because a synthetic change of this severity says so, in one line of text.", newFile: "new.graphql", newLine: index + 1)
    }

    static func report(breaking: Int = 0, dangerous: Int = 0, safe: Int = 0, broken: Int = 0) -> DiffReport {
        var changes = (0..<breaking).map { change($0, .breaking) }
        changes += (0..<dangerous).map { change($0, .dangerous) }
        changes += (0..<safe).map { change($0, .safe) }
        var report = DiffReport(changes: changes, oldFiles: ["old.graphql"], newFiles: ["new.graphql"], verbose: false)
        if broken > 0 {
            let definitions = (0..<broken).map { index in
                let place = DocumentImpact.Place(file: "App/Op\(index).graphql", line: 1, column: 1)
                return DocumentImpact.BrokenDefinition(definition: "query Op\(index)", place: place,
                                                       problems: [DocumentImpact.Problem(place: DocumentImpact.Place(file: place.file, line: 2, column: 5),
                                                                                         message: "Cannot query field \"gone\" on type \"Query\".")])
            }
            report.documents = DocumentImpact(documentCount: broken, usedTypes: [], literalTypes: [], coordinates: [], broken: definitions)
        }
        return report
    }

    /// The Markdown entry of a listed change, as the renderer writes it.
    static func entry(_ change: SchemaChange) -> String {
        "- \(change.summary)\n  - Swift: \(change.swiftEffect)\n  - Why: \(change.reason)\n"
    }

    static func occurrences(_ text: String, _ part: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test func aReportUnderTheLimitIsWhole() {
        let report = Self.report(breaking: 5, dangerous: 5, safe: 20)
        let markdown = DiffFormat.markdown.render(report)
        #expect(markdown.utf8.count < DiffMarkdownRenderer.sizeLimit)
        #expect(!markdown.contains("left out"))
        #expect(markdown.contains("\n### Safe (20)\n\n<details><summary>Show 20 changes</summary>\n\n"))
        #expect(DiffReportText.entries(markdown) == report.listedChanges.map(Self.entry))
        #expect(DiffReportText.detailsBalanced(markdown))
    }

    @Test func safeEntriesGoFirst() throws {
        let report = Self.report(breaking: 10, dangerous: 10, safe: 1000)
        let markdown = DiffFormat.markdown.render(report)
        #expect(markdown.utf8.count <= DiffMarkdownRenderer.sizeLimit)
        #expect(markdown.utf8.count > DiffMarkdownRenderer.sizeLimit - 400, "only as much is left out as needed")
        for change in report.changes where change.severity != .safe { #expect(markdown.contains(Self.entry(change))) }
        let entries = DiffReportText.entries(markdown)
        let safeKept = entries.count - 20
        #expect(safeKept > 100)
        #expect(entries == Array(report.listedChanges.map(Self.entry).prefix(entries.count)), "whole entries, the first ones")
        #expect(markdown.contains("<details><summary>Show \(safeKept) of 1000 changes (the rest left out for length, see below)</summary>"))
        #expect(DiffReportText.detailsBalanced(markdown))
        #expect(markdown.hasSuffix("\n\n</details>\n\n**\(1000 - safeKept) entries are left out** to keep this report under 60,000 characters, short enough for a pull-request comment (\(1000 - safeKept) safe). "
            + "The same command with `--format text` (or `--format json`) lists all of them.\n"))
    }

    @Test func thenDangerousThenBreaking() {
        let report = Self.report(breaking: 100, dangerous: 400, safe: 300)
        let markdown = DiffFormat.markdown.render(report)
        #expect(markdown.utf8.count <= DiffMarkdownRenderer.sizeLimit)
        #expect(!markdown.contains("<details>"), "every safe change is left out, with its block")
        #expect(!markdown.contains("### Safe"))
        #expect(markdown.contains("| **Total** | **100** | **400** | **300** |"))
        for change in report.changes where change.severity == .breaking { #expect(markdown.contains(Self.entry(change))) }
        let dangerousKept = DiffReportText.entries(markdown).count - 100
        #expect(dangerousKept > 0 && dangerousKept < 400)
        #expect(markdown.contains("\(300 + 400 - dangerousKept) entries are left out** to keep this report under 60,000 characters, short enough for a pull-request comment (300 safe, \(400 - dangerousKept) dangerous)."))

        let breakingOnly = DiffFormat.markdown.render(Self.report(breaking: 1000, dangerous: 1))
        #expect(breakingOnly.utf8.count <= DiffMarkdownRenderer.sizeLimit)
        #expect(breakingOnly.contains("### Breaking (1000)\n\n"))
        #expect(breakingOnly.contains(" (1 dangerous, \(1000 - (DiffReportText.entries(breakingOnly).count)) breaking)."))
    }

    /// Operations that no longer resolve are breaking: they go last, after breaking changes.
    @Test func operationsThatNoLongerResolveGoLast() {
        let report = Self.report(breaking: 300, safe: 10, broken: 200)
        let markdown = DiffFormat.markdown.render(report)
        #expect(markdown.utf8.count <= DiffMarkdownRenderer.sizeLimit)
        #expect(markdown.contains("### Operations that no longer resolve (200)\n\n- `App/Op0.graphql:1:1`: query Op0\n  - `App/Op0.graphql:2:5`: Cannot query field"))
        #expect(markdown.contains("- `App/Op199.graphql:1:1`: query Op199\n"))
        #expect(markdown.contains("(10 safe, "))
        let cut = DiffMarkdownRenderer.render(report, limit: 5_000)
        #expect(cut.utf8.count <= 5_000)
        #expect(!cut.contains("### Breaking"))
        #expect(cut.contains("(10 safe, 300 breaking, "))
        #expect(cut.contains(" operations that no longer resolve). "))
    }

    /// The heading, totals and table stay whatever the limit.
    @Test func theHeadAlwaysStays() {
        let report = Self.report(breaking: 3, dangerous: 2, safe: 4, broken: 1)
        let markdown = DiffMarkdownRenderer.render(report, limit: 10)
        #expect(markdown.hasPrefix("## Schema changes\n\n`old.graphql` → `new.graphql`: **3 breaking**, 2 dangerous, 4 safe\n"))
        #expect(markdown.contains("| **Total** | **3** | **2** | **4** |\n"))
        #expect(!markdown.contains("###"))
        #expect(DiffReportText.entries(markdown).isEmpty)
        #expect(markdown.hasSuffix("\n**10 entries are left out** to keep this report under 10 characters, short enough for a pull-request comment (4 safe, 2 dangerous, 3 breaking, 1 operation that no longer resolves). "
            + "The same command with `--format text` (or `--format json`) lists all of them.\n"))
    }

    // MARK: GitHub annotations

    @Test func tenAnnotationsOfEachKindAtMost() throws {
        let report = Self.report(breaking: 25, dangerous: 12, safe: 5, broken: 3)
        let commands = DiffReportText.commands(DiffFormat.github.render(report))
        let errors = commands.filter { $0.name == "error" }
        let warnings = commands.filter { $0.name == "warning" }
        #expect(errors.count == 10)
        #expect(warnings.count == 10)
        #expect(commands.last?.name == "notice")
        #expect(commands.last?.message.hasPrefix("25 breaking, 12 dangerous, 5 safe") == true)
        #expect(errors.prefix(3).allSatisfy { $0.properties["title"]?.hasPrefix("Operation no longer resolves") == true }, "they come first")
        let errorSummary = try #require(errors.last)
        #expect(errorSummary.properties == ["title": "19 more errors not annotated"])
        #expect(errorSummary.message.hasPrefix("GitHub shows 10 errors per step; these 19 are not annotated separately (`--format text` lists everything):\n- Input object `Type3x6` changed (breaking)\n"))
        #expect(errorSummary.message.hasSuffix("\n- Input object `Type3x24` changed (breaking)"))
        let warningSummary = try #require(warnings.last)
        #expect(warningSummary.properties["title"] == "3 more warnings not annotated")
        #expect(warningSummary.message.components(separatedBy: "\n- ").count == 4)

        let exactly = DiffReportText.commands(DiffFormat.github.render(Self.report(breaking: 10, dangerous: 10)))
        #expect(exactly.filter { $0.name == "error" }.allSatisfy { $0.properties["file"] == "new.graphql" }, "ten are shown one by one")
        #expect(exactly.count == 21)

        let many = DiffReportText.commands(DiffFormat.github.render(Self.report(breaking: 100)))
        let named = try #require(many.filter { $0.name == "error" }.last)
        #expect(named.message.components(separatedBy: "\n- ").count == DiffGitHubRenderer.namedInSummary + 2)
        #expect(named.message.hasSuffix("\n- and 41 more"))
    }
}
