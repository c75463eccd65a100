import Foundation
import Testing
@testable import GraphQLSchema
@testable import TestSupport

/// Every real schema in `../shared/schemas` reads into a model equal, byte for byte, to the
/// reference computed with graphql-core.
@Suite(.needs(.corpus)) struct CorpusModelTests {
    @Test func theCorpusIsPresent() {
        #expect(TestPaths.corpusSchemas.count >= 13, "expected the shared corpus at \(TestPaths.corpusRoot.path)")
    }

    @Test(arguments: TestPaths.corpusSchemas)
    func modelEqualsReference(schema: String) throws {
        let path = TestPaths.corpusRoot.appendingPathComponent(schema).path
        let result = SchemaReader.read(paths: [path])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(summary))")
        let model = try #require(result.model)
        let expected = try String(contentsOfFile: path + ".expected.json", encoding: .utf8)
        let actual = ModelJSON.render(model)
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            if let (line, (got, want)) = firstDifference {
                Issue.record("first difference at line \(line + 1):\n  got:  \(got)\n  want: \(want)")
            } else {
                Issue.record("line counts differ: got \(actualLines.count), want \(expectedLines.count)")
            }
        }
    }
}
