import Foundation
import SharedTypesKit
import Testing
@testable import TestSupport

/// What docs/library.md offers library users, used through a plain `import SharedTypesKit`:
/// if a declaration the page relies on stops being public, this file stops compiling.
@Suite struct LibraryAPITests {
    static let oldSchema = """
        "How a plant likes its light."
        enum Light { SHADE SUN }
        input PlantFilter { light: Light name: String = "fern" }
        scalar Date
        type Query { plants(filter: PlantFilter): [String] }
        """
    static let newSchema = """
        "How a plant likes its light."
        enum Light { SHADE }
        input PlantFilter { light: Light! name: String = "fern" }
        scalar Date
        type Query { plants(filter: PlantFilter): [String] }
        """

    @Test func readsGeneratesAndReadsTheManifest() throws {
        let folder = try TemporaryDirectory()
        let schemaPath = folder.write("schema.graphql", Self.oldSchema)

        let read = SchemaReader.read(paths: [schemaPath])
        let model = try #require(read.model)
        #expect(read.diagnostics.isEmpty)
        #expect(model.enums.map(\.name) == ["Light"])
        #expect(model.enums[0].values.map(\.name) == ["SHADE", "SUN"])
        #expect(model.enums[0].description == "How a plant likes its light.")
        #expect(model.inputObjects[0].fields.map { "\($0.name): \($0.type.graphQLString)" } == ["light: Light", "name: String"])
        #expect(model.customScalars.map(\.name) == ["Date"])

        let output = folder.path + "/SharedTypes"
        let request = GenerationRequest(schemas: [schemaPath], output: output, options: GenerationOptions(moduleName: "SharedTypes"))
        let report = GenerationPipeline.run(request)
        guard case .written(let plan) = report.outcome else {
            Issue.record("not written: \(DiagnosticRenderer().render(report.diagnostics))")
            return
        }
        #expect(plan.added.map(\.path).contains("Package.swift"))
        #expect((report.enumCount, report.inputObjectCount, report.scalarCount) == (1, 1, 1))

        var check = request
        check.checkOnly = true
        guard case .upToDate = GenerationPipeline.run(check).outcome else {
            Issue.record("a second run is not up to date")
            return
        }

        let manifestPath = output + "/" + Manifest.fileName
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: manifestPath)))
        let manifest = try Manifest.read(SourceFile(path: manifestPath, bytes: bytes)).get()
        #expect(manifest.module == "SharedTypes")
        #expect(manifest.entries.map(\.graphQLName).sorted() == ["Date", "Light", "PlantFilter"])
    }

    @Test func diffsTwoSchemas() throws {
        let old = try #require(SchemaReader.read(files: [SourceFile(path: "old.graphql", bytes: Array(Self.oldSchema.utf8))]).model)
        let new = try #require(SchemaReader.read(files: [SourceFile(path: "new.graphql", bytes: Array(Self.newSchema.utf8))]).model)
        let changes = SchemaDiff.changes(from: old, to: new, options: GenerationOptions(moduleName: "SharedTypes"))
        #expect(changes.map(\.kind) == [.enumValueRemoved, .inputFieldTypeChanged])
        #expect(changes.allSatisfy { $0.severity == .breaking })
        #expect(changes.map(\.member) == ["SUN", "light"])
        let report = DiffReport(changes: changes, oldFiles: ["old.graphql"], newFiles: ["new.graphql"], verbose: false)
        #expect(DiffFormat.text.render(report).contains("SUN"))
    }

    @Test func reportsBadInputAsDiagnostics() {
        let read = SchemaReader.read(files: [SourceFile(path: "bad.graphql", bytes: Array("enum {".utf8))])
        #expect(read.model == nil)
        let text = DiagnosticRenderer().render(read.diagnostics)
        #expect(text.hasPrefix("bad.graphql:1:6: error: "))
    }
}
