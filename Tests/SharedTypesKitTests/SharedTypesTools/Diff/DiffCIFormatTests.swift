import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// The formats for CI systems: GitHub Actions workflow commands and JUnit XML, checked
/// against exact output and read back the way their consumers read them.
@Suite struct DiffCIFormatTests {
    static let old = "enum Sort { ASC }\ninput Page { first: Int, after: String }\ninput Gone { a: Int }\n"
    static let new = "enum Sort {\n  ASC\n  DESC\n}\ninput Page {\n  first: Int = 10,\n  after: String\n}\n"

    static func report(_ options: GenerationOptions = GenerationOptions(moduleName: "SharedTypes"), failOn: ChangeSeverity? = nil) -> DiffReport {
        DiffReport(changes: SchemaChanges.diff(old, new, options: options), oldFiles: ["old.graphql"], newFiles: ["new.graphql"],
                   verbose: false, options: options, failOn: failOn)
    }

    // MARK: GitHub

    @Test func githubWorkflowCommands() {
        #expect(DiffFormat.github.render(Self.report()) == """
            ::error title=Breaking schema change (type removed)::Input object `Gone` removed%0ASwift: `Gone` is no longer generated.%0AWhy: Code that names `Gone` no longer compiles.
            ::warning file=new.graphql,line=6,title=Dangerous schema change (default added)::Default of input field `Page.first` added: `10`%0ASwift: `Page.init(first:after:)`: the default of parameter `first` changes from `nil` to `10`.%0AWhy: Calls that leave out `first` now send `10` instead of an explicit `null`. Calls that pass `nil` send `null` either way, so the server's default does not apply to them.
            ::error file=new.graphql,line=3,title=Breaking schema change (enum value added)::Enum value `Sort.DESC` added%0ASwift: `Sort` gains case `.desc`.%0AWhy: Exhaustive `switch` statements over `Sort` no longer compile until they handle the new case.
            ::notice title=Schema changes::2 breaking, 1 dangerous, 0 safe (old.graphql → new.graphql); classified for plain enums, nil fields sent as null

            """)
    }

    @Test func githubFollowsTheOptions() {
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.nonExhaustiveEnums = true
        let output = DiffFormat.github.render(Self.report(options))
        // A value added to a non-exhaustive enum warns: dangerous, so annotated as a warning.
        #expect(output.contains("::warning file=new.graphql,line=3,title=Dangerous schema change (enum value added)::Enum value `Sort.DESC` added"), "\(output)")
        #expect(output.hasSuffix("::notice title=Schema changes::1 breaking, 2 dangerous, 0 safe (old.graphql → new.graphql); classified for non-exhaustive enums, nil fields sent as null\n"))
    }

    /// GitHub's escaping: `%`, CR and LF everywhere, and `:` and `,` in properties too.
    @Test func githubEscaping() {
        #expect(DiffGitHubRenderer.escapeData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
        #expect(DiffGitHubRenderer.escapeProperty("C:\\x,y%\n") == "C%3A\\x%2Cy%25%0A")
        #expect(DiffGitHubRenderer.workflowCommand("error", properties: [("file", "a,b:c.graphql"), ("line", "3")], message: "x::y%")
            == "::error file=a%2Cb%3Ac.graphql,line=3::x::y%25\n")
    }

    /// Every line reads back, as the runner reads it, to the change it reports.
    @Test func githubCommandsReadBack() throws {
        let report = Self.report()
        let lines = DiffFormat.github.render(report).split(separator: "\n").map(String.init)
        let annotated = report.listedChanges.filter { $0.severity >= .dangerous }
        #expect(lines.count == annotated.count + 1)
        for (line, change) in zip(lines, annotated) {
            let command = try #require(DiffReportText.parseWorkflowCommand(line))
            #expect(command.name == (change.severity == .breaking ? "error" : "warning"))
            #expect(command.message == change.summary + "\nSwift: " + change.swiftEffect + "\nWhy: " + change.reason)
            #expect(command.properties["file"] == change.newFile)
            #expect(command.properties["line"] == change.newLine.map(String.init))
        }
        let tricky = DiffGitHubRenderer.workflowCommand("warning", properties: [("file", "x,y:z%.graphql"), ("title", "a\nb")], message: "50%\r\n::done")
        let parsed = try #require(DiffReportText.parseWorkflowCommand(String(tricky.dropLast())))
        #expect(parsed.properties == ["file": "x,y:z%.graphql", "title": "a\nb"])
        #expect(parsed.message == "50%\r\n::done")
    }

    // MARK: JUnit

    @Test func junitDocument() {
        #expect(DiffFormat.junit.render(Self.report()) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="gen-shared-types diff" tests="3" failures="2" errors="0" skipped="0">
              <testsuite name="Schema changes (old.graphql → new.graphql)" tests="3" failures="2" errors="0" skipped="0">
                <properties>
                  <property name="classifiedFor" value="plain enums, nil fields sent as null"/>
                  <property name="summary" value="2 breaking, 1 dangerous, 0 safe"/>
                </properties>
                <testcase classname="Gone" name="typeRemoved Gone">
                  <failure type="breaking" message="Input object `Gone` removed">Swift: `Gone` is no longer generated.&#10;Why: Code that names `Gone` no longer compiles.</failure>
                </testcase>
                <testcase classname="Page" name="inputFieldDefaultAdded Page.first" file="new.graphql" line="6">
                  <system-out>dangerous: Default of input field `Page.first` added: `10`&#10;Swift: `Page.init(first:after:)`: the default of parameter `first` changes from `nil` to `10`.&#10;Why: Calls that leave out `first` now send `10` instead of an explicit `null`. Calls that pass `nil` send `null` either way, so the server&apos;s default does not apply to them.</system-out>
                </testcase>
                <testcase classname="Sort" name="enumValueAdded Sort.DESC" file="new.graphql" line="3">
                  <failure type="breaking" message="Enum value `Sort.DESC` added">Swift: `Sort` gains case `.desc`.&#10;Why: Exhaustive `switch` statements over `Sort` no longer compile until they handle the new case.</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    /// `--fail-on dangerous` makes dangerous changes failures too.
    @Test func junitFailuresFollowFailOn() throws {
        let document = try Self.parseJUnit(DiffFormat.junit.render(Self.report(failOn: .dangerous)))
        #expect(document.suites == [["tests": "3", "failures": "3", "errors": "0", "skipped": "0"]])
        #expect(document.failures.map { $0["type"] ?? "" } == ["breaking", "dangerous", "breaking"])
    }

    /// An XML parser reads the document back: names, places and messages as reported, even
    /// with markup and control characters in them.
    @Test func junitParses() throws {
        let change = SchemaChange(
            kind: .inputFieldDefaultChanged, severity: .breaking, typeName: "I", typeKind: .inputObject, member: "s",
            oldValue: nil, newValue: nil, summary: "Default `\"<a & 'b'>\"` \u{1}changed", swiftSymbol: "I.init(s:)",
            swiftEffect: "tab\there\r\nnext", reason: "x", newFile: "dir/\"new\".graphql", newLine: 9)
        let report = DiffReport(changes: [change], oldFiles: ["a&b"], newFiles: ["c<d"], verbose: false)
        let document = try Self.parseJUnit(DiffFormat.junit.render(report))
        #expect(document.cases == [["classname": "I", "name": "inputFieldDefaultChanged I.s", "file": "dir/\"new\".graphql", "line": "9"]])
        #expect(document.failures.first?["message"] == "Default `\"<a & 'b'>\"` \u{FFFD}changed")
        #expect(document.text.contains("tab\there\r\nnext"))
        #expect(document.suiteNames == ["Schema changes (a&b → c<d)"])
    }

    struct JUnitDocument {
        var suites: [[String: String]] = []
        var suiteNames: [String] = []
        var cases: [[String: String]] = []
        var failures: [[String: String]] = []
        var text = ""
    }

    final class JUnitReader: NSObject, XMLParserDelegate {
        var document = JUnitDocument()
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testsuite":
                var counts = attributes
                document.suiteNames.append(counts.removeValue(forKey: "name") ?? "")
                document.suites.append(counts)
            case "testcase": document.cases.append(attributes)
            case "failure": document.failures.append(attributes)
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { document.text += string }
    }

    static func parseJUnit(_ xml: String) throws -> JUnitDocument {
        let parser = XMLParser(data: Data(xml.utf8))
        let reader = JUnitReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        return reader.document
    }
}
