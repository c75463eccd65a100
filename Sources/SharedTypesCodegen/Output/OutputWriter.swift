#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraphQLSchema
import SharedTypesSupport

/// Owns the output folder: writes only what changed, atomically; deletes files it generated
/// earlier that are no longer produced; and never deletes or overwrites anything else.
///
/// Work is split in two: `plan` reads the folder and decides everything (failing, with
/// nothing touched, if a user's file is in the way); `apply` carries the plan out.
public struct OutputWriter: Sendable {
    /// The output folder as given, less one trailing `/`; `GeneratedFile` paths are relative
    /// to it.
    package let directory: String

    /// Touches nothing on disk. The folder need not exist: `apply` creates it and its
    /// subfolders as needed.
    package init(directory: String) {
        self.directory = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }

    /// What a run would do to the folder.
    public struct Plan: Sendable {
        /// Files to write where nothing is yet, in the order given to `plan`.
        public var added: [GeneratedFile] = []
        /// Files to write over a generated file whose contents differ (or that is too large to
        /// compare), in the order given to `plan`.
        public var changed: [GeneratedFile] = []
        /// Paths, relative to the output folder, of files already on disk with exactly the new
        /// contents.
        package var unchanged: [String] = []
        /// Generated files from an earlier run that this run no longer produces.
        public var removed: [String] = []
        /// Current contents of changed files, for diffs.
        package var previousContents: [String: [UInt8]] = [:]

        /// Whether applying the plan would write and delete nothing.
        package var isUpToDate: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
    }

    /// Existing files are read whole (to compare and to show diffs) up to this size, or up to
    /// the size of the new content if that is larger. (Tests lower it.)
    var comparedFileSize = 64 * 1024 * 1024

    /// Folders never scanned for stale generated files.
    private static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "node_modules"]

    /// Compares `files` with the folder and decides what `apply` will do, changing nothing.
    ///
    /// Fails when the folder is `/`, an empty path or `home` (the user's home folder, if
    /// known), when it is not a folder or cannot be read, when a path would leave it, when
    /// anything but a generated file is where a generated file must go, or anything but a
    /// folder where its folder must go; problems with the files are reported all at once.
    /// Generated files found in the folder that are not among `files` are planned for removal;
    /// hidden folders, `node_modules` and folders with a manifest of their own (another
    /// module's output) are not searched, and symbolic links not followed.
    package func plan(_ files: [GeneratedFile], home: String?) -> Result<Plan, DiagnosticsError> {
        plan(files, home: home, manifest: Manifest.readRecord(in: directory))
    }

    /// `plan(_:home:)` with the folder's manifest as the caller read it (nil: none, or not one
    /// of this tool's). Any record of this tool's will do, even one replaced since: it only
    /// vouches for files whose contents still have the hashes it lists.
    func plan(_ files: [GeneratedFile], home: String?, manifest record: Manifest.Record?) -> Result<Plan, DiagnosticsError> {
        var diagnostics = DiagnosticBag()
        // Compared as folders on disk, not as text: `~/.`, `/tmp/..` or a link to either are
        // the same folder.
        if directory.isEmpty || directory == "/" || (home.map { normalized($0) == normalized(directory) } ?? false)
            || FileSystem.isSameEntry(directory, "/") || (home.map { !$0.isEmpty && FileSystem.isSameEntry(directory, $0) } ?? false) {
            return .failure(DiagnosticsError([.error("Refusing to use \(directory.isEmpty ? "an empty path" : directory) as the output folder: choose a folder of its own, such as ./SharedTypes.")]))
        }
        var plan = Plan()
        let rootKind = FileSystem.entryKind(directory)
        if rootKind != .missing && rootKind != .directory && !(rootKind == .symbolicLink && FileSystem.isDirectory(directory)) {
            return .failure(DiagnosticsError([.error("\(directory): the output path exists and is not a folder.")]))
        }
        if rootKind != .missing, let problem = FileSystem.accessProblem(directory, R_OK | X_OK, action: "cannot read the output folder") {
            return .failure(DiagnosticsError([.error("\(directory): \(problem); nothing was written.")]))
        }
        // Files the folder's manifest lists, with the contents it recorded, are this tool's own
        // even without its header (a header template of the user's may begin differently).
        let listed = record.map {
            Dictionary($0.files.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        } ?? [:]
        func isOwn(_ relative: String, _ contents: [UInt8]) -> Bool {
            OutputWriter.isGenerated(contents) || listed[relative].map { $0 == ContentHash.of(contents) } ?? false
        }
        var produced = Set<String>()
        for file in files {
            guard OutputWriter.staysInside(file.path) else {
                diagnostics.error("\(quotedForMessage(file.path)): a generated file name would leave the output folder; nothing was written.")
                continue
            }
            produced.insert(file.path)
            let path = directory + "/" + file.path
            if let blocked = firstNonDirectoryAncestor(of: file.path) {
                diagnostics.error("\(directory + "/" + blocked): is in the way of generated file \(file.path) (it is not a folder); move it away and run again.")
                continue
            }
            switch FileSystem.entryKind(path) {
            case .missing:
                plan.added.append(file)
            case .file:
                // Read up to the size of what replaces it (generated files can be larger than
                // any fixed limit: a 100 MB description); a larger file differs anyway.
                switch FileSystem.readFile(path, maxSize: max(file.contents.count, comparedFileSize)) {
                case .failure(let error):
                    if case .success(let head) = FileSystem.readPrefix(path, count: 512), head.count == 512 {
                        if OutputWriter.isGenerated(head) {
                            plan.changed.append(file) // too large to keep for a diff
                        } else {
                            diagnostics.error("\(path): a file not generated by gen-shared-types is where a generated file must go; nothing was written. Move or rename it and run again.")
                        }
                    } else {
                        diagnostics.error("\(path): \(error.message)")
                    }
                case .success(let existing):
                    if existing == file.contents {
                        plan.unchanged.append(file.path)
                    } else if isOwn(file.path, existing) {
                        plan.changed.append(file)
                        plan.previousContents[file.path] = existing
                    } else {
                        diagnostics.error("\(path): a file not generated by gen-shared-types is where a generated file must go; nothing was written. Move or rename it and run again.")
                    }
                }
            case .directory, .symbolicLink, .other:
                diagnostics.error("\(path): is in the way of a generated file (it is not a regular file); nothing was written.")
            }
        }
        if rootKind != .missing {
            for existing in generatedFiles(skipping: produced, diagnostics: &diagnostics) {
                plan.removed.append(existing)
            }
            // Listed files no longer produced, still as written, are stale whatever their header.
            var removed = Set(plan.removed)
            for (relative, hash) in listed.sorted(by: { $0.key.utf8Precedes($1.key) }) where !produced.contains(relative) && !removed.contains(relative) {
                let path = directory + "/" + relative
                guard OutputWriter.staysInside(relative), firstNonDirectoryAncestor(of: relative) == nil,
                      case .success(let bytes) = FileSystem.readRegularFile(path, maxSize: comparedFileSize),
                      ContentHash.of(bytes) == hash else { continue }
                plan.removed.append(relative)
                removed.insert(relative)
            }
        }
        plan.removed.sort()
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        return .success(plan)
    }

    /// Writes added and changed files and deletes removed ones, then removes folders the
    /// removals left empty.
    ///
    /// Every new content is first written to a temporary file beside its target, and every
    /// folder a file must be removed from is checked for write permission; only when all of
    /// that succeeded are files renamed over the targets. A write error (a full disk, a folder
    /// that cannot be written) therefore leaves the previous output as it was.
    package func apply(_ plan: Plan) -> Result<Void, DiagnosticsError> {
        var diagnostics = DiagnosticBag()
        if !plan.isUpToDate, FileSystem.entryKind(directory) != .missing,
           let problem = FileSystem.accessProblem(directory, W_OK | X_OK, action: "cannot write to the output folder") {
            return .failure(DiagnosticsError([.error("\(directory): \(problem); nothing was written.")]))
        }
        // Writing a temporary file proves each new file's folder writable; a removal is only
        // tried after the renames, so its folder is checked now, while nothing has changed.
        var checkedFolders = Set<String>()
        for relative in plan.removed {
            let folder = FileSystem.parentDirectory(directory + "/" + relative)
            guard checkedFolders.insert(folder).inserted else { continue }
            if let problem = FileSystem.accessProblem(folder, W_OK | X_OK, action: "cannot remove files from the folder") {
                diagnostics.error("\(folder): \(problem) (\(relative) must go); nothing was written.")
            }
        }
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        var written: [(path: String, temporary: FileSystem.TemporaryFile)] = []
        for file in plan.added + plan.changed {
            let path = directory + "/" + file.path
            if case .failure(let error) = FileSystem.createDirectories(FileSystem.parentDirectory(path)) {
                diagnostics.error(error.message)
                break
            }
            switch FileSystem.writeTemporary(file.contents, for: path) {
            case .success(let temporary): written.append((path, temporary))
            case .failure(let error): diagnostics.error(error.message)
            }
            if diagnostics.hasErrors { break }
        }
        if diagnostics.hasErrors {
            for file in written { FileSystem.discard(file.temporary) }
            diagnostics.append(.note("No file in \(directory) was changed."))
            return .failure(DiagnosticsError(diagnostics.diagnostics))
        }
        // An interruption (Ctrl-C, a stopped build) waits for this step, so that the folder
        // ends all old or all new (see `InterruptCleanup`).
        InterruptCleanup.withSignalsDeferred {
            for file in written {
                if case .failure(let error) = FileSystem.replace(file.path, with: file.temporary) {
                    diagnostics.error(error.message)
                }
            }
            for relative in plan.removed {
                if case .failure(let error) = FileSystem.removeFile(directory + "/" + relative) {
                    diagnostics.error(error.message)
                    continue
                }
                var folder = FileSystem.parentDirectory(relative)
                while folder != "." && !folder.isEmpty && folder != "/" {
                    FileSystem.removeDirectoryIfEmpty(directory + "/" + folder)
                    folder = FileSystem.parentDirectory(folder)
                }
            }
        }
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        return .success(())
    }

    /// Whether a generated file's relative path names a file below the output folder: no
    /// absolute path, no `..`, `.` or empty component, no NUL byte (which would cut the name
    /// short). The readers only accept GraphQL names, so this is a second line of defence.
    static func staysInside(_ relative: String) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in relative.utf8 {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            default:
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// Whether `contents` starts with the header gen-shared-types writes (after an optional
    /// `// swift-tools-version` line), or its `#` form in a `BUILD.bazel`.
    static func isGenerated(_ contents: [UInt8]) -> Bool {
        let head = contents.prefix(512)
        let markers = [Manifest.marker, Manifest.markerWithCRLF, bazelGeneratedFileMarker, generatedFileMarker]
        if markers.contains(where: { head.starts(with: $0.utf8) }) { return true }
        guard head.starts(with: "// swift-tools-version".utf8), let newline = head.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        return head[(newline + 1)...].starts(with: generatedFileMarker.utf8)
    }

    /// Relative paths of generated files below `relative`, without following symbolic links.
    /// Generated files in the folder other than those in `known` (whose headers need no reading).
    func generatedFiles(skipping known: Set<String>, diagnostics: inout DiagnosticBag) -> [String] {
        generatedFiles(under: "", skipping: known, diagnostics: &diagnostics)
    }

    private func generatedFiles(under relative: String, skipping known: Set<String>, diagnostics: inout DiagnosticBag) -> [String] {
        let folder = relative.isEmpty ? directory : directory + "/" + relative
        let entries: [(name: String, kind: FileSystem.EntryKind)]
        switch FileSystem.listEntries(folder) {
        case .success(let listed): entries = listed.sorted { $0.name.utf8Precedes($1.name) }
        case .failure(let error):
            // Stale generated files could hide in it; going on would leave them behind.
            diagnostics.error("\(folder): \(error.message); nothing was written.")
            return []
        }
        var result: [String] = []
        for (name, kind) in entries {
            let child = relative.isEmpty ? name : relative + "/" + name
            switch kind {
            case .directory:
                // A folder with a manifest of its own is another module's output, not stale.
                if !OutputWriter.skippedFolders.contains(name) && !name.hasPrefix(".") && !holdsManifest(child) {
                    result.append(contentsOf: generatedFiles(under: child, skipping: known, diagnostics: &diagnostics))
                }
            case .file:
                // A temporary file of a run that was killed (its exact naming, never a user's).
                if FileSystem.isTemporaryName(name) {
                    result.append(child)
                    continue
                }
                guard name.hasSuffix(".swift") || name == "BUILD.bazel" || name == Manifest.fileName, !known.contains(child) else { continue }
                if case .success(let head) = FileSystem.readPrefix(directory + "/" + child, count: 512), OutputWriter.isGenerated(head) {
                    result.append(child)
                }
            default:
                continue // symbolic links are never followed out of the folder
            }
        }
        return result
    }

    /// Whether the folder `relative` (inside the output) holds this tool's manifest.
    private func holdsManifest(_ relative: String) -> Bool {
        let path = directory + "/" + relative + "/" + Manifest.fileName
        guard FileSystem.entryKind(path) == .file, case .success(let head) = FileSystem.readPrefix(path, count: 512) else { return false }
        return OutputWriter.isGenerated(head)
    }

    /// The first ancestor folder of `relative` (inside the output) that exists but is not a
    /// real folder (a file, or a symbolic link that could lead outside).
    private func firstNonDirectoryAncestor(of relative: String) -> String? {
        var ancestor = ""
        for component in relative.split(separator: "/").dropLast() {
            ancestor += (ancestor.isEmpty ? "" : "/") + component
            switch FileSystem.entryKind(directory + "/" + ancestor) {
            case .missing: return nil
            case .directory: continue
            default: return ancestor
            }
        }
        return nil
    }

    private func normalized(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
