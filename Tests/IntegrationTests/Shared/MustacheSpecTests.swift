import Foundation
@testable import SharedTypesSupport
@testable import MustacheEngine
import XCTest
@testable import TestSupport

/// Runs the official Mustache specification suites (JSON files from mustache/spec).
final class MustacheSpecTests: XCTestCase {
    func testInterpolation() throws { try runSpec("interpolation") }
    func testSections() throws { try runSpec("sections") }
    func testInverted() throws { try runSpec("inverted") }
    func testComments() throws { try runSpec("comments") }
    func testPartials() throws { try runSpec("partials") }
    func testDelimiters() throws { try runSpec("delimiters") }

    private func runSpec(_ name: String) throws {
        let directory = try SharedResource.mustacheSpec.requireForXCTest()
        let url = directory.appendingPathComponent("\(name).json")
        let suite = try JSONDecoder().decode(SpecSuite.self, from: Data(contentsOf: url))
        XCTAssertFalse(suite.tests.isEmpty, "\(name).json holds no tests")
        var passed = 0
        for test in suite.tests {
            let label = "\(name).json: \(test.name)"
            do {
                let partials = try (test.partials ?? [:]).mapValues { text throws(DiagnosticsError) in
                    try MustacheTemplate(path: "\(name).json/\(test.name)/partial", text: text)
                }
                let template = try MustacheTemplate(path: label, text: test.template)
                let output = try template.render(test.data.templateValue, partials: partials)
                XCTAssertEqual(output, test.expected, label)
                if output == test.expected { passed += 1 }
            } catch let error as DiagnosticsError {
                XCTFail("\(label): \(DiagnosticRenderer().render(error.diagnostics))")
            }
        }
        print("Mustache spec \(name).json: \(passed) of \(suite.tests.count) tests passed")
        XCTAssertEqual(passed, suite.tests.count, "\(name).json")
    }
}

private struct SpecSuite: Decodable {
    let tests: [SpecTest]
}

private struct SpecTest: Decodable {
    let name: String
    let data: JSONValue
    let template: String
    let expected: String
    let partials: [String: String]?
}

/// JSON decoded with booleans kept apart from numbers (which JSONSerialization's
/// NSNumber blurs).
private enum JSONValue: Decodable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var templateValue: TemplateValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .string(let value): return .string(value)
        case .array(let items): return .list(items.map(\.templateValue))
        case .object(let members): return .object(members.mapValues(\.templateValue))
        }
    }
}
