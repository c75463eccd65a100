import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import SharedTypesCLI
@testable import TestSupport

/// The three report formats for one small upgrade of the to-do schema.
@Suite struct DiffReportTests {
    static let old = """
        "How far along a to-do item is."
        enum TodoStatus { OPEN IN_PROGRESS DONE ARCHIVED @deprecated(reason: "Use DONE.") }
        enum Priority { LOW NORMAL HIGH }
        input ChangeTodoStatusInput { id: ID! status: TodoStatus! clientMutationId: String }
        input AddTodoInput { text: String! priority: Priority = NORMAL due: String }
        """
    static let new = """
        "How far along a to-do item is, in the new workflow."
        enum TodoStatus { OPEN IN_PROGRESS DONE BLOCKED }
        enum Priority { LOW NORMAL HIGH }
        input ChangeTodoStatusInput { id: ID! status: TodoStatus! priority: Priority! clientMutationId: String }
        input AddTodoInput { text: String! priority: Priority = HIGH due: String tags: [String!] }
        scalar DateTime
        """

    static func report(verbose: Bool = false) -> DiffReport {
        DiffReport(changes: SchemaChanges.diff(old, new), oldFiles: ["old.graphql"], newFiles: ["new.graphql"], verbose: verbose)
    }

    @Test func countsAndThresholds() {
        let report = Self.report()
        #expect(report.count(.breaking) == 3)
        #expect(report.count(.dangerous) == 1)
        #expect(report.count(.safe) == 3)
        #expect(report.unlistedCount == 1)
        #expect(report.listedChanges.count == 6)
        #expect(Self.report(verbose: true).listedChanges.count == 7)
        #expect(report.hasChange(atLeast: .breaking))
        #expect(report.counts(of: .inputFieldAdded) == [.breaking: 1, .safe: 1])
        let safeOnly = DiffReport(changes: report.changes.filter { $0.severity == .safe }, oldFiles: [], newFiles: [], verbose: false)
        #expect(!safeOnly.hasChange(atLeast: .dangerous))
        #expect(safeOnly.hasChange(atLeast: .safe))
    }

    @Test func text() {
        #expect(DiffFormat.text.render(Self.report()) == """
            Schema changes (old.graphql → new.graphql): 3 breaking, 1 dangerous, 3 safe
            Classified for plain enums, nil fields sent as null.

            Breaking (3)
              - Input field `ChangeTodoStatusInput.priority: Priority!` added (non-null)
                Swift: `ChangeTodoStatusInput.init(id:status:clientMutationId:)` gains parameter `priority: Priority`.
                Why: A new required init parameter: every existing call of the init stops compiling.
              - Enum value `TodoStatus.ARCHIVED` removed (was deprecated)
                Swift: The case `TodoStatus.archived` is removed.
                Why: Code that uses `.archived` no longer compiles, deprecated or not.
              - Enum value `TodoStatus.BLOCKED` added
                Swift: `TodoStatus` gains case `.blocked`.
                Why: Exhaustive `switch` statements over `TodoStatus` no longer compile until they handle the new case.

            Dangerous (1)
              - Default of input field `AddTodoInput.priority` changed: `NORMAL` → `HIGH`
                Swift: `AddTodoInput.init(text:priority:due:)`: the default of parameter `priority` changes from `.normal` to `.high`.
                Why: Calls that leave out `priority` now send `.high` instead of `.normal`. Calls that pass `nil` send `null` either way, so the server's default does not apply to them.

            Safe (3)
              - Input field `AddTodoInput.tags: [String!]` added (nullable)
                Swift: `AddTodoInput.init(text:priority:due:)` gains parameter `tags: [String]? = nil`.
                Why: The new init parameter `tags` defaults to `nil`, so existing calls compile unchanged.
              - Custom scalar `DateTime` added
                Swift: New `public typealias DateTime`.
                Why: A new declaration; existing code is unaffected.

            1 description change is counted but not listed (--verbose lists them).

            """)
        let verbose = DiffFormat.text.render(Self.report(verbose: true))
        #expect(verbose.contains("  - Description of enum `TodoStatus` changed\n    Swift: The doc comment of `TodoStatus` changes.\n"))
        #expect(!verbose.contains("not listed"))
    }

    @Test func textWithoutChanges() {
        let report = DiffReport(changes: [], oldFiles: ["a.graphql"], newFiles: ["b.json"], verbose: false)
        #expect(DiffFormat.text.render(report) == "Schema changes (a.graphql → b.json): 0 breaking, 0 dangerous, 0 safe\nClassified for plain enums, nil fields sent as null.\nNo changes to enums, input objects or custom scalars.\n")
    }

    @Test func markdown() {
        let markdown = DiffFormat.markdown.render(Self.report())
        #expect(markdown.hasPrefix("""
            ## Schema changes

            `old.graphql` → `new.graphql`: **3 breaking**, 1 dangerous, 3 safe

            Classified for plain enums, nil fields sent as null.

            | Change | Breaking | Dangerous | Safe |
            | --- | ---: | ---: | ---: |
            | type added | 0 | 0 | 1 |
            | enum value added | 1 | 0 | 0 |
            | enum value removed | 1 | 0 | 0 |
            | input field added | 1 | 0 | 1 |
            | default changed | 0 | 1 | 0 |
            | description changed | 0 | 0 | 1 |
            | **Total** | **3** | **1** | **3** |

            ### Breaking (3)

            - Input field `ChangeTodoStatusInput.priority: Priority!` added (non-null)
              - Swift: `ChangeTodoStatusInput.init(id:status:clientMutationId:)` gains parameter `priority: Priority`.
              - Why: A new required init parameter: every existing call of the init stops compiling.

            """))
        #expect(markdown.contains("\n### Dangerous (1)\n\n- Default of input field `AddTodoInput.priority` changed"))
        #expect(markdown.contains("\n### Safe (3)\n\n<details><summary>Show 2 changes</summary>\n\n- Input field `AddTodoInput.tags: [String!]` added (nullable)\n"))
        #expect(markdown.contains("  - Why: A new declaration; existing code is unaffected.\n\n</details>\n"))
        #expect(markdown.hasSuffix("\n_1 description change is counted but not listed (--verbose lists them)._\n"))
    }

    /// The example report in docs/diff.md is this report, so the documentation cannot drift.
    @Test func documentedExampleIsTheRealOutput() throws {
        let section = try #require(DocumentationText.after("Formats", in: try DocumentationText.read("docs/diff.md")))
        let example = try #require(DocumentationText.fencedBlock("markdown", in: section))
        #expect(example + "\n" == DiffFormat.markdown.render(Self.report()))
    }

    /// Every key of the JSON format, at every level, is explained in docs/diff.md.
    @Test func everyJSONKeyIsDocumented() throws {
        let text = DiffFormat.json.render(Self.report())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var keys = Set(document.keys)
        for nested in ["options", "summary"] {
            keys.formUnion((document[nested] as? [String: Any])?.keys ?? [:].keys)
        }
        for list in ["counts", "changes"] {
            for entry in document[list] as? [[String: Any]] ?? [] { keys.formUnion(entry.keys) }
        }
        let jsonSection = try #require(DocumentationText.section("The JSON format", in: try DocumentationText.read("docs/diff.md")))
        #expect(keys.count > 20)
        for key in keys {
            #expect(jsonSection.contains("`\(key)`"), "\(key) in docs/diff.md's JSON format")
        }
    }

    @Test func markdownCodeSpansSurviveBackticks() {
        #expect(ChangeClassification.code("a") == "`a`")
        #expect(ChangeClassification.code("\"`x`\"") == "`` \"`x`\" ``")
        #expect(ChangeClassification.code("``") == "``` `` ```")
    }

    @Test func json() throws {
        let text = DiffFormat.json.render(Self.report())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["format"] as? Int == 1)
        #expect(document["old"] as? [String] == ["old.graphql"])
        #expect(document["new"] as? [String] == ["new.graphql"])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["breaking": 3, "dangerous": 1, "safe": 3, "orderOnly": 0, "total": 7, "unlisted": 1])
        let options = try #require(document["options"] as? [String: Any])
        #expect(options["enums"] as? String == "plain enums")
        #expect(options["futureProofEnums"] as? Bool == false)
        #expect(options["nonExhaustiveEnums"] as? Bool == false)
        #expect(options["accessLevel"] as? String == "public")
        #expect(options["layout"] as? String == "package")
        #expect(options["nilFields"] as? String == "null")

        // Every kind is counted, in a fixed order, even when there is none of it.
        let counts = try #require(document["counts"] as? [[String: Any]])
        #expect(counts.compactMap { $0["kind"] as? String } == ChangeKind.allCases.map(\.rawValue))
        let added = try #require(counts.first { $0["kind"] as? String == "inputFieldAdded" })
        #expect(added["breaking"] as? Int == 1)
        #expect(added["safe"] as? Int == 1)
        #expect(added["title"] as? String == "input field added")

        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.count == 6)
        // Sorted by type name, whatever the severity.
        #expect(changes.compactMap { $0["coordinate"] as? String } == [
            "AddTodoInput.priority", "AddTodoInput.tags", "ChangeTodoStatusInput.priority", "DateTime", "TodoStatus.ARCHIVED", "TodoStatus.BLOCKED",
        ])
        let first = changes[2]
        #expect(Set(first.keys) == ["kind", "severity", "type", "typeKind", "member", "coordinate", "old", "new", "summary", "swiftSymbol", "swift", "reason", "file", "line"])
        #expect(first["file"] as? String == "new.graphql")
        #expect(first["line"] as? Int == 4)
        #expect(first["kind"] as? String == "inputFieldAdded")
        #expect(first["severity"] as? String == "breaking")
        #expect(first["type"] as? String == "ChangeTodoStatusInput")
        #expect(first["typeKind"] as? String == "input object")
        #expect(first["member"] as? String == "priority")
        #expect(first["coordinate"] as? String == "ChangeTodoStatusInput.priority")
        #expect(first["old"] is NSNull)
        #expect(first["new"] as? String == "Priority!")
        #expect(first["swiftSymbol"] as? String == "ChangeTodoStatusInput.init(id:status:clientMutationId:)")
        let scalar = try #require(changes.first { $0["type"] as? String == "DateTime" })
        #expect(scalar["member"] is NSNull)
        #expect(scalar["typeKind"] as? String == "scalar")
        #expect(scalar["line"] as? Int == 6)
        let removed = try #require(changes.first { $0["coordinate"] as? String == "TodoStatus.ARCHIVED" })
        #expect(removed["file"] as? String == "new.graphql")
        #expect(removed["line"] as? Int == 2, "a removed value points at its type")

        let verbose = try #require(try JSONSerialization.jsonObject(with: Data(DiffFormat.json.render(Self.report(verbose: true)).utf8)) as? [String: Any])
        let description = try #require((verbose["changes"] as? [[String: Any]])?.first { $0["kind"] as? String == "descriptionChanged" })
        #expect(description["old"] as? String == "How far along a to-do item is.")
        #expect(description["new"] as? String == "How far along a to-do item is, in the new workflow.")
    }

    @Test func outputIsDeterministic() {
        let first = DiffFormat.json.render(Self.report(verbose: true))
        for _ in 0..<3 {
            #expect(DiffFormat.json.render(Self.report(verbose: true)) == first)
        }
    }
}
