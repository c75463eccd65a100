// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema

/// `SchemaPrinter` writes SDL that reads back into the same model.
enum SchemaRoundTrip {
    /// Reads `files`, prints the model, reads the printed SDL and compares the two models.
    static func expect(_ files: [SourceFile], _ label: String) throws {
        let model = try #require(SchemaReader.read(files: files).model, "\(label) does not read")
        let printed = SchemaPrinter.print(model)
        if model.enums.isEmpty && model.inputObjects.isEmpty && model.customScalars.isEmpty {
            #expect(printed.isEmpty, "\(label)")
            return
        }
        let reread = SchemaReader.read(files: [SourceFile(path: "printed.graphql", text: printed)])
        let again = try #require(reread.model, "\(label): printed SDL does not read: \(reread.diagnostics.map(summary).prefix(3))")
        #expect(ModelJSON.render(again) == ModelJSON.render(model), "\(label)")
        #expect(SchemaPrinter.print(again) == printed, "\(label)")
    }
}
#endif
