/// The one file `prune` writes itself: `@_exported import MODULE`, at the top of each folder
/// it prunes. Before pruning, the plugin's copies of the types were declarations of the app's
/// own module, visible in every file of it; the re-export keeps them so for the shared types,
/// so app code that names a pruned type (`ChangeTodoStatusInput(...)`) or reaches its members
/// implicitly (`.init(input: .init(...))`, also under `MemberImportVisibility`) compiles with
/// no file edited. A file of that name that does not start with the header is someone else's
/// and is never overwritten.
enum ModuleExportFile {
    static let fileName = "gen-shared-types-export.swift"
    static let header = "// Written by gen-shared-types prune. Do not edit: prune rewrites it."

    /// What the file holds for `module`.
    static func contents(module: String) -> [UInt8] {
        Array("""
            \(header)
            // Makes \(module) visible to every file of this module, as the types pruned from the
            // relay-compiler output beside it were.

            @_exported import \(module)

            """.utf8)
    }

    /// What to do with the export file of one folder.
    enum Plan: Equatable {
        case upToDate
        case write([UInt8])
        /// A file of that name the tool did not write (or something that is not a file).
        case refused(String)
    }

    static func plan(at path: String, module: String) -> Plan {
        let wanted = contents(module: module)
        switch FileSystem.entryKind(path) {
        case .missing:
            return .write(wanted)
        case .file:
            break
        case .symbolicLink:
            return .refused("is a symbolic link; not followed")
        case .directory, .other:
            return .refused("is not a file")
        }
        switch FileSystem.readFile(path, maxSize: 1024 * 1024) {
        case .failure(let error):
            return .refused(error.message)
        case .success(let existing):
            if existing == wanted { return .upToDate }
            guard existing.starts(with: Array(header.utf8)) else {
                return .refused("not written by gen-shared-types (it does not start with its header); left unchanged. Rename or remove it so that prune can write the re-export of the shared module")
            }
            return .write(wanted)
        }
    }

    /// The folders among `arguments` that get an export file: each folder given that holds
    /// operation files (`operationFiles`, absolute paths), except folders inside another one
    /// given (one module must not get two files of the same name), each once.
    static func folders(among arguments: [String], holding operationFiles: [String], currentDirectory: String) -> [String] {
        let directories = arguments.filter { argument in
            FileSystem.isDirectory(LexicalPath.placed(argument, currentDirectory: currentDirectory))
        }
        let absolutes = directories.map { LexicalPath.absolute($0, currentDirectory: currentDirectory) }
        func isInside(_ path: String, _ folder: String) -> Bool {
            path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        var result: [String] = []
        var seen = Set<String>()
        for (argument, absolute) in zip(directories, absolutes) {
            guard !absolutes.contains(where: { $0 != absolute && isInside(absolute, $0) }),
                  operationFiles.contains(where: { isInside($0, absolute) }),
                  seen.insert(absolute).inserted else { continue }
            result.append(argument)
        }
        return result
    }
}
