import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

/// `SchemaPrinter` writes SDL that reads back into the same model (the invariant the SDL and
/// introspection fuzz targets check on random input).
@Suite struct SchemaPrinterTests {
    @Test func exampleSchemasRoundTrip() throws {
        for name in ["todo.graphql", "kitchen-sink.graphql"] {
            let path = TestPaths.repositoryRoot.appendingPathComponent("schemas/\(name)").path
            let bytes = try #require(FileManager.default.contents(atPath: path))
            try SchemaRoundTrip.expect([SourceFile(path: name, bytes: [UInt8](bytes))], name)
        }
    }

    @Test func printsEveryFeature() throws {
        let text = #"""
            "Date and time" scalar DateTime @specifiedBy(url: "https://example.com/date")
            enum Color { "The \"red\" one" RED GREEN @deprecated BLUE @deprecated(reason: "Use GREEN.") }
            input Point @oneOf { x: Int, y: [[Float!]] @deprecated(reason: "") }
            input Filter { color: Color = RED, points: [Point!]! = [{x: 1}], name: String = """a "quote" """, at: DateTime }
            input Empty
            """#
        let read = try #require(model(text))
        #expect(SchemaPrinter.print(read) == #"""
            """
            Date and time
            """
            scalar DateTime @specifiedBy(url: "https://example.com/date")

            enum Color {
              """
              The "red" one
              """
              RED
              GREEN @deprecated(reason: "No longer supported")
              BLUE @deprecated(reason: "Use GREEN.")
            }

            input Empty

            input Filter {
              color: Color = RED
              points: [Point!]! = [{x: 1}]
              name: String = """a "quote" """
              at: DateTime
            }

            input Point @oneOf {
              x: Int
              y: [[Float!]] @deprecated(reason: "")
            }

            """#)
        try SchemaRoundTrip.expect([SourceFile(path: "features.graphql", text: text)], "features")
    }

    /// Descriptions a block string would change are written as quoted strings.
    @Test(arguments: [
        ("plain", true),
        ("two\nlines", true),
        ("  leading spaces on the only line", false),
        ("  all lines\n  indented", false),
        ("first\n  second indented", true),
        ("\nleading blank line", false),
        ("trailing blank line\n", false),
        ("trailing blank line\n  ", false),
        ("blank\n\nmiddle", true),
        ("whitespace\n   \nmiddle", true),
        ("carriage\rreturn", false),
        ("control \u{1} character", false),
        ("tab\tinside", true),
        ("has \"\"\" inside", true),
        ("ends with a quote\"", true),
        ("ends with a backslash\\", true),
        ("escaped \\\"\"\" already", true),
        ("quotes then a combining mark \"\"\"\u{7EE}", true),
        ("", false),
        (" ", false),
    ])
    func descriptionsReadBackUnchanged(description: String, asBlock: Bool) throws {
        #expect(SchemaPrinter.readsBackFromBlockString(description) == asBlock)
        let model = SchemaModel(
            enums: [EnumType(name: "E", description: description, values: [EnumValue(name: "A", description: description, deprecationReason: nil, location: nil)], location: nil)],
            inputObjects: [], customScalars: [], typeKinds: ["E": .enumType], sourceFileNames: [])
        let printed = SchemaPrinter.print(model)
        let again = try #require(SchemaReader.read(files: [SourceFile(path: "p.graphql", text: printed)]).model, "\(printed)")
        #expect(again.enums[0].description == description, "\(printed)")
        #expect(again.enums[0].values[0].description == description, "\(printed)")
    }
}
