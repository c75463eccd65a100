import GraphQLSchema
import SharedTypesSupport

/// Finds and reads the document files named on a command line: files, and folders searched
/// for them.
///
/// A file given is read if its name ends in `.graphql`, `.gql` or `.swift` (in any case); any
/// other is an error naming those. A folder is searched recursively for files with those
/// endings, in the order of their names' UTF-8 bytes within each folder (a subfolder is searched
/// where its name falls), skipping:
/// - hidden files and folders (`.build`, `.git`, `._Name.swift`), `node_modules`, and every
///   folder named as a runtime's generator names its output folders
///   (`RuntimeProfile.OperationFiles.outputFolderNames`, such as `__generated__`);
/// - files that start with gen-shared-types' own header (the generated module) or with
///   a runtime's generated operation files' (`RuntimeProfile.isGeneratedOperationFile`: its
///   output, wherever it is written); neither holds documents;
/// - symbolic links (never followed inside a folder, so no loop and no file read twice);
/// - `excluded` paths and everything below them (the schema files, the output folder),
///   whether spelled the same way or reached through symbolic links.
///
/// These rules choose among what a search finds: a file or folder given is read or searched
/// even where a search would skip it (unless excluded). A file reached twice (given, and inside a folder given)
/// is read once. A path that does not
/// exist is an error naming it; a folder without documents gives none, and no error.
package enum DocumentFiles {
    /// The endings of document files, lowercased.
    static let extensions = [".graphql", ".gql", ".swift"]
    /// Folders never searched, besides hidden ones.
    static let skippedFolders: Set<String> = RuntimeProfile.all.reduce(["node_modules"]) { folders, profile in
        folders.union(profile.operationFiles.outputFolderNames)
    }
    /// The largest document file read (as large as a schema may be).
    static let maxFileSize = SchemaReader.maxFileSize

    /// The files of `paths` (as given: relative to `currentDirectory`), each named by its path
    /// as given or as found below a folder given; or every error met.
    package static func load(_ paths: [String], excluding excluded: [String], currentDirectory: String) -> Result<[SourceFile], DiagnosticsError> {
        var finder = Finder(currentDirectory: currentDirectory, excluded: excluded)
        for path in paths {
            finder.add(path)
        }
        return finder.diagnostics.isEmpty ? .success(finder.files) : .failure(DiagnosticsError(finder.diagnostics))
    }

    static func isDocumentName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return extensions.contains { lowercased.hasSuffix($0) }
    }

    private struct Finder {
        let currentDirectory: String
        /// Each excluded path from the root, by name and with symbolic links resolved.
        let excluded: [String]
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []

        init(currentDirectory: String, excluded: [String]) {
            self.currentDirectory = currentDirectory
            var forms: [String] = []
            for path in excluded {
                forms.append(LexicalPath.absolute(path, currentDirectory: currentDirectory))
                forms.append(FileSystem.physicalPath(path, currentDirectory: currentDirectory))
            }
            self.excluded = forms
        }

        /// A path as given.
        mutating func add(_ path: String) {
            let placed = LexicalPath.placed(path, currentDirectory: currentDirectory)
            let location = Location(absolute: LexicalPath.absolute(path, currentDirectory: currentDirectory),
                                    physical: FileSystem.physicalPath(path, currentDirectory: currentDirectory))
            if isExcluded(location) { return }
            if FileSystem.isDirectory(placed) {
                walk(path, location)
            } else if FileSystem.entryKind(placed) == .missing {
                diagnostics.append(.error("\(path): no such file or directory"))
            } else if !DocumentFiles.isDocumentName(path) {
                diagnostics.append(.error("\(path): not a document file; documents are .graphql, .gql or .swift files"))
            } else if seen.insert(location.absolute).inserted {
                if let bytes = read(path) { files.append(SourceFile(path: path, bytes: bytes)) }
            }
        }

        /// Where a path leads, from the root: by name, and with the symbolic links above it
        /// resolved (paths inside a folder given extend its resolved path, as no link inside
        /// is followed).
        struct Location {
            var absolute: String
            var physical: String

            func appending(_ name: String) -> Location {
                Location(absolute: LexicalPath.appending(name, to: absolute), physical: LexicalPath.appending(name, to: physical))
            }
        }

        /// Searches the folder `path` depth first, without recursion (folders nest as deep as
        /// paths allow).
        mutating func walk(_ path: String, _ location: Location) {
            var pending: [(path: String, location: Location, entries: ArraySlice<(name: String, kind: FileSystem.EntryKind)>)] = []
            guard let entries = list(path) else { return }
            pending.append((path, location, entries))
            while let top = pending.indices.last {
                guard let entry = pending[top].entries.popFirst() else {
                    pending.removeLast()
                    continue
                }
                let folder = pending[top]
                let childPath = LexicalPath.appending(entry.name, to: folder.path)
                let child = folder.location.appending(entry.name)
                if entry.name.hasPrefix(".") || isExcluded(child) { continue }
                switch entry.kind {
                case .directory where !DocumentFiles.skippedFolders.contains(entry.name):
                    if let entries = list(childPath) { pending.append((childPath, child, entries)) }
                case .file where DocumentFiles.isDocumentName(entry.name):
                    guard seen.insert(child.absolute).inserted, let bytes = read(childPath) else { continue }
                    if !OutputWriter.isGenerated(bytes) && !RuntimeProfile.isGeneratedOperationFile(bytes) {
                        files.append(SourceFile(path: childPath, bytes: bytes))
                    }
                default:
                    continue
                }
            }
        }

        /// The entries of a folder sorted by name, or nil after reporting why it cannot be read.
        mutating func list(_ path: String) -> ArraySlice<(name: String, kind: FileSystem.EntryKind)>? {
            switch FileSystem.listEntries(LexicalPath.placed(path, currentDirectory: currentDirectory)) {
            case .success(let entries):
                return ArraySlice(entries.sorted { $0.name.utf8Precedes($1.name) })
            case .failure(let error):
                diagnostics.append(.error("\(path): \(error.message)"))
                return nil
            }
        }

        mutating func read(_ path: String) -> [UInt8]? {
            switch FileSystem.readFile(LexicalPath.placed(path, currentDirectory: currentDirectory), maxSize: DocumentFiles.maxFileSize) {
            case .success(let bytes):
                return bytes
            case .failure(let error):
                diagnostics.append(.error("\(path): \(error.message)"))
                return nil
            }
        }

        func isExcluded(_ location: Location) -> Bool {
            excluded.contains { path in
                [location.absolute, location.physical].contains { $0 == path || $0.hasPrefix(path == "/" ? "/" : path + "/") }
            }
        }
    }
}
