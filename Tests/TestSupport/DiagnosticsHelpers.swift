// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema

/// Reads SDL (or JSON) text as a file named `path` and returns its diagnostics as
/// `line:column: severity: message` lines, the form most tests assert on.
func diagnose(_ text: String, path: String = "test.graphql") -> [String] {
    diagnose(files: [(path, text)])
}

func diagnose(files: [(String, String)]) -> [String] {
    let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
    let result = SchemaReader.read(files: sources)
    return result.diagnostics.flatMap { diagnostic in
        ([diagnostic] + diagnostic.notes).map(summary)
    }
}

func summary(_ diagnostic: Diagnostic) -> String {
    var text = ""
    if let location = diagnostic.location {
        let (line, column) = location.lineAndColumn
        text = "\(location.file.path == "test.graphql" ? "" : location.file.path + ":")\(line):\(column): "
    }
    return text + "\(diagnostic.severity.rawValue): \(diagnostic.message)"
}

/// Reads SDL text that must be valid and returns its model.
func model(_ text: String, path: String = "test.graphql") -> SchemaModel? {
    let result = SchemaReader.read(files: [SourceFile(path: path, text: text)])
    if result.model == nil {
        Issue.record("unexpected diagnostics: \(result.diagnostics.map(summary))")
    }
    return result.model
}

/// `line:column` of a location, or nil.
func position(_ location: SharedTypesSupport.SourceLocation?) -> String? {
    location.map { "\($0.lineAndColumn.line):\($0.lineAndColumn.column)" }
}
#endif
