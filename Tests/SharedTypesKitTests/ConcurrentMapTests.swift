import Testing
@testable import SharedTypesKit

/// `concurrentMap` must be `map`, whichever thread takes which element.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [false, true])
    func resultsKeepTheElementsOrder(fromBothEnds: Bool) {
        for count in [0, 1, 2, 3, 63, 64, 65, 1000] {
            let elements = Array(0..<count)
            let mapped = elements.concurrentMap(threshold: 2, fromBothEnds: fromBothEnds) { "\($0 * 3)" }
            #expect(mapped == elements.map { "\($0 * 3)" }, "\(count) elements")
        }
    }
}

/// Work given to `SchemaReader.read(files:disposal:besideBuilding:besideValidating:)` runs and its
/// result always comes back, whether reading succeeds, fails to parse or reads an
/// introspection result; the analysis runs on the built model, and only when there is one.
@Suite struct ReadBesideBuildingTests {
    @Test(arguments: [
        ("s.graphql", "enum E { A }", true),
        ("s.graphql", "enum E { A", false),
        // Built, but invalid: the analysis has run, the model is not returned.
        ("s.graphql", "enum E { A A }", false),
        ("s.json", #"{"__schema": {"types": [{"kind": "ENUM", "name": "E", "enumValues": [{"name": "A"}]}]}}"#, true),
    ])
    func besideWorkRunsAndReturns(path: String, text: String, readable: Bool) {
        let (read, beside, analysis) = SchemaReader.read(files: [SourceFile(path: path, text: text)], disposal: .releaseInBackground, besideBuilding: { "done" },
                                                         besideValidating: { model in model.enums.map(\.name) })
        #expect(beside == "done")
        #expect(analysis?.value == (text.hasSuffix("{ A") ? nil : ["E"]))
        #expect((read.model != nil) == readable)
        #expect(read.model?.enums.map(\.name) == (readable ? ["E"] : nil))
    }
}
