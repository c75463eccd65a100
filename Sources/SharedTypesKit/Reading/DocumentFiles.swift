import Foundation

/// Finds the document files a command line or configuration names: a file is read whatever
/// folder it is in; a folder is searched recursively for `.graphql`, `.gql` and `.swift`
/// files, in path order (by UTF-8 bytes), skipping what never holds an app's operations.
enum DocumentFiles {
    /// The endings of document files searched for in folders.
    static let extensions = [".graphql", ".gql", ".swift"]
    /// Folders never searched: relay-compiler's output, JavaScript dependencies. Hidden folders
    /// (`.build`, `.git`) are skipped too.
    static let skippedFolders: Set<String> = ["__generated__", "node_modules"]

    /// The files of `paths`, read, in the order given (each folder's files sorted); `excluding`
    /// are paths to leave out (the schema files, the output folder). A file gen-shared-types
    /// wrote (the shared module itself) is skipped in folders. Every path that cannot be read is
    /// an error.
    static func load(_ paths: [String], excluding: [String]) -> Result<[SourceFile], DiagnosticsError> {
        let excluded = Set(excluding.map(standardized))
        var files: [SourceFile] = []
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        func read(_ path: String, fromFolder: Bool) {
            guard seen.insert(standardized(path)).inserted else { return }
            switch FileSystem.readFile(path, maxSize: SchemaReader.maxFileSize) {
            case .success(let bytes):
                if fromFolder && OutputWriter.isGenerated(bytes) { return }
                files.append(SourceFile(path: path, bytes: bytes))
            case .failure(let error):
                diagnostics.append(.error("\(path): \(error.message)"))
            }
        }
        for path in paths {
            // A path given is followed even when it is a symbolic link (to a folder, say).
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            switch !exists ? .missing : isFolder.boolValue ? .directory : FileSystem.EntryKind.file {
            case .missing:
                diagnostics.append(.error("\(path): no such file or folder (documents are .graphql, .gql or .swift files, or folders of them)"))
            case .directory:
                for file in search(path, excluded: excluded) { read(file, fromFolder: true) }
            default:
                guard hasDocumentExtension(path) else {
                    diagnostics.append(.error("\(path): not a document: documents are .graphql, .gql or .swift files, or folders of them"))
                    continue
                }
                read(path, fromFolder: false)
            }
        }
        return diagnostics.isEmpty ? .success(files) : .failure(DiagnosticsError(diagnostics))
    }

    /// The document files below `folder`, sorted by path, without following symbolic links
    /// to folders.
    private static func search(_ folder: String, excluded: Set<String>) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard !excluded.contains(standardized(current)),
                  let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                if excluded.contains(standardized(path)) { continue }
                switch FileSystem.entryKind(path) {
                case .directory:
                    if !name.hasPrefix(".") && !skippedFolders.contains(name) { pending.append(path) }
                case .missing:
                    continue
                default:
                    if hasDocumentExtension(name) { found.append(path) }
                }
            }
        }
        return found.sorted { $0.utf8Precedes($1) }
    }

    private static func hasDocumentExtension(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return extensions.contains { lowercased.hasSuffix($0) }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
