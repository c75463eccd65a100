import SharedTypesCodegen
import SharedTypesSupport

/// The one file `prune` writes itself: `@_exported import MODULE`, beside the operation files
/// of each app it prunes. Before pruning, the plugin's copies of the types were declarations
/// of the app's own module, visible in every file of it; the re-export keeps them so for the
/// shared types, so app code that names a pruned type (`ChangeTodoStatusInput(...)`) or
/// reaches its members implicitly (`.init(input: .init(...))`, also under
/// `MemberImportVisibility`) compiles with no file edited. A file of that name that does not start with the header is someone else's
/// and is never overwritten.
package enum ModuleExportFile {
    package static let fileName = "gen-shared-types-export.swift"
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
    package enum Plan: Equatable {
        case upToDate
        case write([UInt8])
        /// A file of that name the tool did not write (or something that is not a file).
        case refused(String)
    }

    package static func plan(at path: String, module: String) -> Plan {
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

    /// Where the export files go, and the ones that would re-export the module outside every
    /// app.
    package struct Placement {
        /// Folders that get (or already have) the export file, as paths built from the arguments.
        package var folders: [String] = []
        /// Export files found in a folder that holds no Swift source of an app, each with the
        /// folders of operation files it would serve.
        package var outside: [(folder: String, served: [String])] = []

        package init() {}
    }

    /// The folders that get an export file: for each operation file (`operationFiles`, paths
    /// built from `arguments`) found in a folder given, the nearest folder from the one holding
    /// it up to the folder given that already has an export file (one written by an earlier
    /// run over a narrower path), or else the folder holding it; each once, and none inside
    /// another (one module must not get two files of the same name). A file given on its own
    /// gets none. An export file found in a folder holding no Swift source of an app (only its
    /// own) would re-export the module in no module at all: it is reported in `outside`.
    package static func placement(among arguments: [String], operationFiles: [String], currentDirectory: String) -> Placement {
        let directories = arguments.filter { FileSystem.isDirectory(LexicalPath.placed($0, currentDirectory: currentDirectory)) }
            .map { LexicalPath.absolute($0, currentDirectory: currentDirectory) }
        func isInside(_ path: String, _ folder: String) -> Bool {
            path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        func absolute(_ path: String) -> String { LexicalPath.absolute(path, currentDirectory: currentDirectory) }
        func exists(in folder: String) -> Bool {
            FileSystem.entryKind(LexicalPath.placed(LexicalPath.appending(fileName, to: folder), currentDirectory: currentDirectory)) != .missing
        }

        var chosen: [(folder: String, absolute: String, found: Bool, served: [String])] = []
        for file in operationFiles {
            let fileAbsolute = absolute(file)
            // The outermost folder given that holds the file.
            guard let root = directories.filter({ isInside(fileAbsolute, $0) }).min(by: { $0.utf8.count < $1.utf8.count }) else { continue }
            let holding = FileSystem.parentDirectory(file)
            var folder = holding
            var found = false
            // Each step drops one name, so the walk ends at the folder given or the root.
            while true {
                if exists(in: folder) { found = true; break }
                let current = absolute(folder)
                let parent = FileSystem.parentDirectory(folder)
                guard current != root, current != "/", parent != folder, isInside(current, root) else { break }
                folder = parent
            }
            if !found { folder = holding }
            let folderAbsolute = absolute(folder)
            if let index = chosen.firstIndex(where: { $0.absolute == folderAbsolute }) {
                if !chosen[index].served.contains(where: { absolute($0) == absolute(holding) }) { chosen[index].served.append(holding) }
            } else {
                chosen.append((folder, folderAbsolute, found, [holding]))
            }
        }
        var placement = Placement()
        for entry in chosen where !chosen.contains(where: { $0.absolute != entry.absolute && isInside(entry.absolute, $0.absolute) }) {
            if entry.found && !holdsAppSource(entry.folder, currentDirectory: currentDirectory) {
                placement.outside.append((entry.folder, entry.served))
            } else {
                placement.folders.append(entry.folder)
            }
        }
        return placement
    }

    /// Whether `folder` holds a Swift file other than the export file.
    static func holdsAppSource(_ folder: String, currentDirectory: String) -> Bool {
        guard case .success(let entries) = FileSystem.listEntries(LexicalPath.placed(folder, currentDirectory: currentDirectory)) else { return false }
        return entries.contains { $0.name.hasSuffix(".swift") && $0.name != fileName && $0.kind != .directory }
    }

    /// The folders to give prune instead, as one pattern when they differ in one name only
    /// (`Apps/*/__generated__`), or else listed.
    package static func suggestedFolders(_ given: [String]) -> String {
        let folders = given.map { $0.hasPrefix("./") && $0.count > 2 ? String($0.dropFirst(2)) : $0 }
        let split = folders.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        guard folders.count > 1, let first = split.first, split.allSatisfy({ $0.count == first.count }) else {
            return folders.joined(separator: " ")
        }
        let differing = first.indices.filter { index in split.contains { $0[index] != first[index] } }
        guard differing.count == 1, let index = differing.first else { return folders.joined(separator: " ") }
        var pattern = first
        pattern[index] = "*"
        return pattern.joined(separator: "/")
    }
}
