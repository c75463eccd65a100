import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// The doc comment of a `@oneOf` input: its description, if any, then the line that says what
/// the enum stands for, set apart by an empty line only after a description.
@Suite struct OneOfInputShapeTests {
    @Test(arguments: [GenerationOptions.Runtime.relaySwift, .codable])
    func theDocCommentHasNoEmptyFirstLine(runtime: GenerationOptions.Runtime) throws {
        let schema = "input Bare @oneOf { a: Int }\n\"Described.\"\ninput Told @oneOf { a: Int }\n"
        let files = try WideTypeShapeTests.generate(schema) { $0.runtime = runtime }
        let bare = try #require(files["InputObjects/Bare.graphql.swift"])
        #expect(bare.contains("\n\n/// A `@oneOf` input: exactly one of its fields is sent"), "\(bare)")
        #expect(!bare.contains("///\n/// A `@oneOf` input"), "\(bare)")
        let told = try #require(files["InputObjects/Told.graphql.swift"])
        #expect(told.contains("\n/// Described.\n///\n/// A `@oneOf` input: exactly one of its fields is sent"), "\(told)")
    }
}
