import SharedTypesSupport

/// Reads one document file into its syntax tree: a `.swift` file through its
/// `graphql("""...""")` literals (`SwiftDocumentExtractor`), any other file as GraphQL. All
/// diagnostics point into the file itself, in the order of their places.
enum DocumentReader {
    static func read(_ file: SourceFile) -> (document: ExecutableDocument, diagnostics: [Diagnostic]) {
        guard isSwift(file.path) else { return Parser.parseExecutable(file) }
        let extraction = SwiftDocumentExtractor.extract(file)
        guard !extraction.segments.isEmpty else {
            return (ExecutableDocument(file: file, definitions: [], typeDefinitions: []), extraction.diagnostics)
        }
        let parsed = Parser.parseExecutable(file, bytes: extraction.bytes, segments: extraction.segments)
        var diagnostics = extraction.diagnostics + parsed.diagnostics
        if !extraction.diagnostics.isEmpty {
            // Both lists are in file order; merged, stably.
            diagnostics = diagnostics.enumerated().sorted {
                ($0.element.location?.offset ?? 0, $0.offset) < ($1.element.location?.offset ?? 0, $1.offset)
            }.map(\.element)
        }
        return (parsed.document, diagnostics)
    }

    /// Whether `path` names a Swift file (by its extension, in any case).
    static func isSwift(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".swift")
    }
}
