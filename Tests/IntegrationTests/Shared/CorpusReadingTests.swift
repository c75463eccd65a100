import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

/// The real schemas of `../shared/schemas`: every one prints and reads back to the same model,
/// and GitHub's 2021 schema reads the same from SDL and introspection.
@Suite struct CorpusReadingTests {
    @Test(.needs(.corpus)) func corpusSchemasRoundTrip() throws {
        for relative in TestPaths.corpusSchemas {
            let bytes = try #require(FileManager.default.contents(atPath: TestPaths.corpusRoot.appendingPathComponent(relative).path))
            try SchemaRoundTrip.expect([SourceFile(path: relative, bytes: [UInt8](bytes))], relative)
        }
    }

    /// octokit published GitHub's 2021 schema both ways; its SDL lists some arguments and
    /// interfaces in another order than the introspection result, so order is not compared.
    @Test(.needs(.corpus)) func gitHub2021ReadsTheSameFromSDLAndIntrospection() throws {
        let folder = TestPaths.corpusRoot.appendingPathComponent("github-2021")
        let fromSDL = try #require(SchemaReader.read(paths: [folder.appendingPathComponent("schema.graphql").path]).model)
        let fromJSON = try #require(SchemaReader.read(paths: [folder.appendingPathComponent("schema.json").path]).model)
        #expect(fromSDL.compositeTypes.count == 727)
        #expect(fromSDL.rootOperationTypes == RootOperationTypes(query: "Query", mutation: "Mutation", subscription: nil))
        let sdlText = CompositeTypesText.of(fromSDL, ignoringOrder: true)
        let jsonText = CompositeTypesText.of(fromJSON, ignoringOrder: true)
        if sdlText != jsonText {
            let difference = zip(sdlText.split(separator: "\n"), jsonText.split(separator: "\n")).first { $0 != $1 }
            Issue.record("first difference: \(difference.map { "SDL \($0.0) / JSON \($0.1)" } ?? "in length")")
        }
    }
}
