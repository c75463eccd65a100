// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
@testable import SharedTypesSupport
@testable import GraphQLSchema

/// Reads `text` as the document file `path` (GraphQL, or Swift for a `.swift` path) and
/// returns its tree and its diagnostics as `line:column: severity: message` lines.
func readDocument(_ text: String, path: String = "ops.graphql") -> (document: ExecutableDocument, messages: [String]) {
    readDocument(bytes: Array(text.utf8), path: path)
}

func readDocument(bytes: [UInt8], path: String = "ops.graphql") -> (document: ExecutableDocument, messages: [String]) {
    let (document, diagnostics) = DocumentReader.read(SourceFile(path: path, bytes: bytes))
    let messages = diagnostics.map { diagnostic in
        let (line, column) = diagnostic.location?.lineAndColumn ?? (0, 0)
        return "\(line):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
    return (document, messages)
}

/// The operations and fragments of `text` printed in `ExecutableDocumentPrinter`'s layout,
/// and its diagnostics.
func printedDocument(_ text: String, path: String = "ops.graphql") -> (text: String, messages: [String]) {
    let (document, messages) = readDocument(text, path: path)
    return (ExecutableDocumentPrinter.print(document), messages)
}

/// The rendered diagnostics of `text` read as the document file `path`, as the command line
/// prints them (source line and caret included).
func renderedDocumentDiagnostics(_ text: String, path: String = "ops.graphql") -> String {
    DiagnosticRenderer().render(DocumentReader.read(SourceFile(path: path, text: text)).diagnostics)
}
#endif
