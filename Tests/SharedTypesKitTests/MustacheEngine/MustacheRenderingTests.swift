import Foundation
@testable import SharedTypesSupport
@testable import MustacheEngine
import XCTest
@testable import TestSupport

/// Behaviour beyond the specification suites: escaping modes, values, indentation, speed.
final class MustacheRenderingTests: XCTestCase {
    private func render(
        _ text: String, _ context: TemplateValue, partials: [String: String] = [:], escaping: MustacheEscaping = .html
    ) throws -> String {
        let parsed = try partials.mapValues { text throws(DiagnosticsError) in try MustacheTemplate(path: "partial", text: text) }
        return try MustacheTemplate(path: "t", text: text).render(context, partials: parsed, escaping: escaping)
    }

    func testNoEscapingLeavesSpecialCharacters() throws {
        let context: TemplateValue = ["code": "a < b && c > \"d\" || 'e'"]
        XCTAssertEqual(try render("{{code}}", context, escaping: .none), "a < b && c > \"d\" || 'e'")
        XCTAssertEqual(try render("{{{code}}}|{{&code}}", context, escaping: .none), "a < b && c > \"d\" || 'e'|a < b && c > \"d\" || 'e'")
    }

    func testHTMLEscaping() throws {
        XCTAssertEqual(try render("{{v}}", ["v": "<a href='x'>\"é\" & ü</a>"]), "&lt;a href=&#39;x&#39;&gt;&quot;é&quot; &amp; ü&lt;/a&gt;")
        XCTAssertEqual(try render("{{v}}", ["v": "plain ünïcode"]), "plain ünïcode")
    }

    func testScalarFormatting() throws {
        let context: TemplateValue = ["i": -42, "d": 1.21, "whole": 2.0, "big": 1e20, "t": true, "f": false, "n": nil]
        XCTAssertEqual(try render("{{i}} {{d}} {{whole}} {{big}} {{t}} {{f}} [{{n}}] [{{missing}}]", context), "-42 1.21 2 1e+20 true false [] []")
    }

    func testTruthiness() throws {
        let template = "{{#v}}yes{{/v}}{{^v}}no{{/v}}"
        let cases: [(TemplateValue, String)] = [
            ("", "yes"), (0, "yes"), (0.0, "yes"), ([:], "yes"), (["x"], "yes"),
            (false, "no"), (nil, "no"), ([], "no"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(try render(template, ["v": value]), expected, "\(value)")
        }
        XCTAssertEqual(try render(template, [:]), "no")
    }

    func testContextStackAndDottedNames() throws {
        let context: TemplateValue = [
            "name": "outer",
            "types": [["name": "A", "fields": [["name": "x"], ["name": "y"]]], ["name": "B", "fields": []]],
            "config": ["prefix": ["value": "GQL"]],
        ]
        let template = "{{#types}}{{config.prefix.value}}{{name}}({{#fields}}{{name}},{{/fields}}{{^fields}}none{{/fields}}) {{/types}}{{name}}"
        XCTAssertEqual(try render(template, context), "GQLA(x,y,) GQLB(none) outer")
    }

    func testStandalonePartialIndentsEveryLineButBlankOnes() throws {
        let partials = ["member": "let a: Int\n\n{{#computed}}\nvar b: Int { 1 }\n{{/computed}}\n"]
        let template = "struct S {\n    {{>member}}\n}\n"
        XCTAssertEqual(
            try render(template, ["computed": true], partials: partials, escaping: .none),
            "struct S {\n    let a: Int\n\n    var b: Int { 1 }\n}\n"
        )
    }

    func testNestedStandalonePartialsAccumulateIndentation() throws {
        let partials = ["outer": "outer {\n  {{>inner}}\n}\n", "inner": "inner1\ninner2\n"]
        XCTAssertEqual(
            try render("  {{>outer}}\n", [:], partials: partials),
            "  outer {\n    inner1\n    inner2\n  }\n"
        )
    }

    func testInterpolatedNewlinesAreNotIndented() throws {
        XCTAssertEqual(try render("  {{>p}}\n", ["v": "a\nb"], partials: ["p": "[{{{v}}}]\n"]), "  [a\nb]\n")
    }

    func testListInterpolationJoinsItems() throws {
        XCTAssertEqual(try render("{{v}}", ["v": [1, "<", 2.5]]), "1,&lt;,2.5")
    }

    func testTemplateIsReusable() throws {
        let template = try MustacheTemplate(path: "t", text: "Hello, {{name}}!")
        XCTAssertEqual(try template.render(["name": "a"]), "Hello, a!")
        XCTAssertEqual(try template.render(["name": "b"]), "Hello, b!")
    }

    func testLargeListRendersInLinearTime() throws {
        let template = try MustacheTemplate(path: "t", text: "{{#items}}\n    case {{name}} = {{value}}\n{{/items}}\n")
        func context(_ count: Int) -> TemplateValue {
            .object(["items": .list((0..<count).map { .object(["name": .string("item\($0)"), "value": .int($0)]) })])
        }
        let small = context(10_000)
        let large = context(100_000)

        var start = Date()
        let output = try template.render(small, escaping: .none)
        let smallTime = Date().timeIntervalSince(start)
        XCTAssertEqual(output.utf8.count, (0..<10_000).reduce(0) { $0 + "    case item\($1) = \($1)\n".utf8.count })
        XCTAssertTrue(output.hasPrefix("    case item0 = 0\n    case item1 = 1\n"))
        XCTAssertLessThan(smallTime, 1.0, "10,000 items took \(smallTime)s")

        start = Date()
        _ = try template.render(large, escaping: .none)
        let largeTime = Date().timeIntervalSince(start)
        // Ten times the items should take about ten times as long; allow generous noise.
        XCTAssertLessThan(largeTime, max(smallTime, 0.01) * 40, "10k: \(smallTime)s, 100k: \(largeTime)s")
    }
}
