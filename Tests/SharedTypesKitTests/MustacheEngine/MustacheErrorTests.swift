@testable import SharedTypesSupport
@testable import MustacheEngine
import XCTest
@testable import TestSupport

/// Malformed templates and render-time failures produce located diagnostics.
final class MustacheErrorTests: XCTestCase {
    /// Parses `text` and returns the single diagnostic as `line:column: message`.
    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try MustacheTemplate(path: "t.mustache", text: text)
            XCTFail("expected a parse error", file: file, line: line)
            return nil
        } catch {
            return describe(error)
        }
    }

    private func describe(_ error: DiagnosticsError) -> String? {
        guard error.diagnostics.count == 1, let diagnostic = error.diagnostics.first else { return nil }
        guard let location = diagnostic.location else { return diagnostic.message }
        let (line, column) = location.lineAndColumn
        return "\(line):\(column): \(diagnostic.message)"
    }

    func testUnknownTagType() {
        XCTAssertEqual(parseError("a\n  {{%foo}}"), "2:3: Unknown tag type \"%\".")
    }

    func testInheritanceTagsAreRejected() {
        XCTAssertEqual(parseError("{{<parent}}{{/parent}}"), "1:1: Template inheritance tags (\"<\") are not supported.")
    }

    func testMissingNames() {
        XCTAssertEqual(parseError("x {{#}}{{/}}"), "1:3: Missing name in section tag.")
        XCTAssertEqual(parseError("{{^ }}"), "1:1: Missing name in inverted section tag.")
        XCTAssertEqual(parseError("{{> }}"), "1:1: Missing name in partial tag.")
        XCTAssertEqual(parseError("{{&}}"), "1:1: Missing name in variable tag.")
        XCTAssertEqual(parseError("ab{{}}"), "1:3: Empty tag {{}}.")
    }

    func testInvalidNames() {
        XCTAssertEqual(parseError("{{a b}}"), "1:1: Invalid name \"a b\": names cannot contain whitespace.")
        XCTAssertEqual(parseError("{{a..b}}"), "1:1: Invalid name \"a..b\": empty part between dots.")
        XCTAssertEqual(parseError("{{a.}}"), "1:1: Invalid name \"a.\": empty part between dots.")
        XCTAssertEqual(parseError("{{.a}}"), "1:1: Invalid name \".a\": empty part between dots.")
        XCTAssertEqual(parseError("{{#a.b}}{{/a.b.}}"), "1:9: Invalid name \"a.b.\": empty part between dots.")
    }

    func testUnclosedTags() {
        XCTAssertEqual(parseError("line one\nsome {{name"), "2:6: Unclosed tag: expected \"}}\".")
        XCTAssertEqual(parseError("{{{name}}"), "1:1: Unclosed tag: expected \"}}}\".")
        XCTAssertEqual(parseError("{{=<% %>}}"), "1:1: Unclosed tag: expected \"=}}\".")
        XCTAssertEqual(parseError("{{"), "1:1: Unclosed tag: expected \"}}\".")
    }

    func testUnclosedSection() {
        XCTAssertEqual(parseError("{{#a}}\n  {{#b}}x{{/b}}\n"), "1:1: Unclosed section \"a\".")
    }

    func testMismatchedClosingTagNotesTheOpeningTag() throws {
        do {
            _ = try MustacheTemplate(path: "t.mustache", text: "{{#a}}\n  x {{/b}}\n")
            XCTFail("expected a parse error")
        } catch {
            XCTAssertEqual(describe(error), "2:5: Mismatched closing tag: expected {{/a}}, found {{/b}}.")
            let note = try XCTUnwrap(error.diagnostics.first?.notes.first)
            XCTAssertEqual(note.message, "Section \"a\" opened here.")
            XCTAssertEqual(note.location?.description, "t.mustache:1:1")
            XCTAssertEqual(
                DiagnosticRenderer().render(error.diagnostics),
                """
                t.mustache:2:5: error: Mismatched closing tag: expected {{/a}}, found {{/b}}.
                  x {{/b}}
                    ^
                t.mustache:1:1: note: Section "a" opened here.
                {{#a}}
                ^

                """
            )
        }
    }

    func testMismatchUsesCurrentDelimiters() {
        XCTAssertEqual(parseError("{{=<% %>=}}<%#a%><%/b%>"), "1:18: Mismatched closing tag: expected <%/a%>, found <%/b%>.")
    }

    func testUnexpectedClosingTag() {
        XCTAssertEqual(parseError("x\n{{/a}}"), "2:1: Unexpected closing tag {{/a}}: no section is open.")
    }

    func testInvalidSetDelimiters() {
        XCTAssertEqual(
            parseError("{{=<%=}}"),
            "1:1: Invalid set-delimiters tag: expected two delimiters separated by whitespace, as in {{=<% %>=}}."
        )
    }

    func testColumnsCountCharactersNotBytes() {
        XCTAssertEqual(parseError("é ü {{%x}}"), "1:5: Unknown tag type \"%\".")
    }

    func testNestingLimit() throws {
        let depth = 100
        let allowed = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        XCTAssertEqual(try MustacheTemplate(path: "t", text: allowed).render(["a": true]), "x")

        let tooDeep = String(repeating: "{{#a}}", count: depth + 1) + String(repeating: "{{/a}}", count: depth + 1)
        XCTAssertEqual(parseError(tooDeep), "1:601: Sections are nested too deeply (more than 100 levels).")

        // Far deeper input fails the same way instead of exhausting the stack.
        let huge = String(repeating: "{{#a}}", count: 100_000)
        XCTAssertEqual(parseError(huge), "1:601: Sections are nested too deeply (more than 100 levels).")
    }

    func testMissingPartialRendersEmptyUnlessStrict() throws {
        let template = try MustacheTemplate(path: "t.mustache", text: "a\n[{{> missing }}]")
        XCTAssertEqual(try template.render([:]), "a\n[]")
        do {
            _ = try template.render([:], strictPartials: true)
            XCTFail("expected a render error")
        } catch {
            XCTAssertEqual(describe(error), "2:2: Unknown partial \"missing\".")
            XCTAssertEqual(error.diagnostics.first?.location?.file.path, "t.mustache")
        }
    }

    func testStrictMissingPartialInsideAPartialPointsIntoThatPartial() throws {
        let outer = try MustacheTemplate(path: "outer.mustache", text: "{{>inner}}")
        let inner = try MustacheTemplate(path: "inner.mustache", text: "x\n  {{>gone}}\n")
        do {
            _ = try outer.render([:], partials: ["inner": inner], strictPartials: true)
            XCTFail("expected a render error")
        } catch {
            XCTAssertEqual(error.diagnostics.first?.location?.description, "inner.mustache:2:3")
        }
    }

    func testSelfIncludingPartialFailsInsteadOfCrashing() throws {
        let loop = try MustacheTemplate(path: "loop.mustache", text: "x{{>loop}}")
        do {
            _ = try loop.render([:], partials: ["loop": loop])
            XCTFail("expected a render error")
        } catch {
            let message = try XCTUnwrap(error.diagnostics.first?.message)
            XCTAssertTrue(message.contains("more than 256 levels"), message)
            XCTAssertEqual(error.diagnostics.first?.location?.description, "loop.mustache:1:2")
        }
    }
}
