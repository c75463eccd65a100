// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesTools

/// `diff` between two SDL texts, and the shapes its tests compare.
enum SchemaChanges {
    /// The changes from `old` to `new` (both SDL).
    static func diff(_ old: String, _ new: String, options: GenerationOptions = GenerationOptions(moduleName: "SharedTypes")) -> [SchemaChange] {
        let oldRead = SchemaReader.read(files: [SourceFile(path: "old.graphql", text: old)])
        let newRead = SchemaReader.read(files: [SourceFile(path: "new.graphql", text: new)])
        guard let oldModel = oldRead.model, let newModel = newRead.model else {
            Issue.record("schema errors: \(oldRead.diagnostics.map(\.message)) \(newRead.diagnostics.map(\.message))")
            return []
        }
        return SchemaDiff.changes(from: oldModel, to: newModel, options: options)
    }

    /// `kind severity coordinate` per change: the shape most assertions compare.
    static func outline(_ changes: [SchemaChange]) -> [String] {
        changes.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.coordinate)" }
    }

    static func only(_ changes: [SchemaChange], _ kind: ChangeKind) -> SchemaChange? {
        let matching = changes.filter { $0.kind == kind }
        #expect(matching.count == 1, "\(kind): \(outline(changes))")
        return matching.first
    }
}
#endif
