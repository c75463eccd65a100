import SharedTypesSupport

/// Reads one or more schema files (SDL, or a single introspection result in JSON) into a
/// validated `SchemaModel`, collecting every error it can find.
public enum SchemaReader {
    /// What a read produced: the model when there were no errors, and all diagnostics
    /// (errors and warnings) in the order found.
    public struct Result: Sendable {
        /// The validated model; `nil` when any diagnostic is an error.
        public var model: SchemaModel?
        /// Everything to report to the user; when `model` is set, none of them is an error.
        public var diagnostics: [Diagnostic]
    }

    /// The largest schema file accepted (the biggest public schemas are a few megabytes).
    package static let maxFileSize = 256 * 1024 * 1024

    /// Reads the files at `paths` (as given on the command line).
    public static func read(paths: [String]) -> Result {
        switch load(paths: paths) {
        case .success(let files): return read(files: files)
        case .failure(let error): return Result(model: nil, diagnostics: error.diagnostics)
        }
    }

    /// The bytes of the files at `paths`, or an error for each that cannot be read.
    package static func load(paths: [String]) -> Swift.Result<[SourceFile], DiagnosticsError> {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch FileSystem.readFile(path, maxSize: maxFileSize) {
            case .success(let bytes): files.append(SourceFile(path: path, bytes: bytes))
            case .failure(let error): diagnostics.append(.error("\(path): \(error.message)"))
            }
        }
        return diagnostics.isEmpty ? .success(files) : .failure(DiagnosticsError(diagnostics))
    }

    /// Reads already loaded files.
    public static func read(files: [SourceFile]) -> Result {
        guard !files.isEmpty else {
            return Result(model: nil, diagnostics: [.error("No schema files given.")])
        }
        let jsonFiles = files.filter(isIntrospectionJSON)
        if !jsonFiles.isEmpty {
            guard files.count == 1 else {
                let named = jsonFiles.map { $0.path }.joined(separator: ", ")
                return Result(model: nil, diagnostics: [.error("An introspection result must be the only schema file, but \(files.count) files were given (JSON: \(named)). Pass either SDL files or one introspection JSON.")])
            }
            return validated(IntrospectionReader.read(files[0]))
        }
        var documents: [SchemaDocument] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let (document, syntaxErrors) = Parser.parse(file)
            documents.append(document)
            diagnostics.append(contentsOf: syntaxErrors)
        }
        // Semantic checks on a schema with syntax errors would report definitions the parser skipped.
        if diagnostics.contains(where: { $0.severity == .error }) {
            return Result(model: nil, diagnostics: diagnostics)
        }
        return validated(SchemaBuilder.build(documents))
    }

    /// The model built, once validated, with the diagnostics of building and validating it.
    private static func validated(_ built: (model: SchemaModel, diagnostics: [Diagnostic])) -> Result {
        var diagnostics = built.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            return Result(model: nil, diagnostics: diagnostics)
        }
        diagnostics.append(contentsOf: SchemaValidator.validate(built.model))
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(model: failed ? nil : built.model, diagnostics: diagnostics)
    }

    /// A `.json` file, or one with no SDL file extension whose content starts with `{`
    /// (after whitespace or a byte-order mark), as an introspection result does.
    static func isIntrospectionJSON(_ file: SourceFile) -> Bool {
        let lowercased = file.path.lowercased()
        if lowercased.hasSuffix(".json") { return true }
        for suffix in [".graphql", ".graphqls", ".gql", ".sdl"] where lowercased.hasSuffix(suffix) {
            return false
        }
        var index = 0
        let bytes = file.bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "{"): return true
            default: return false
            }
        }
        return false
    }
}
