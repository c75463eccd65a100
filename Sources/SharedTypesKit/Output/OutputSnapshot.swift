/// The output folder as a run found it, read on a background thread while the schema is read
/// and the files are generated, so that comparing the new output with the old costs no file
/// system calls on the main path.
///
/// It holds the kind of every entry below the folder (not following symbolic links, and not
/// looking inside the folders the stale-file scan skips) and the contents of every regular file
/// that generated output could be (`.swift` files, `BUILD.bazel`, the manifest). It answers
/// `nil` for anything it did not look at, and `OutputWriter` then asks the file system itself.
struct OutputSnapshot: Sendable {
    private var kinds: [String: FileSystem.EntryKind] = [:]
    private var files: [String: FileSystem.ExistingFile] = [:]
    /// Folders recorded but not looked into.
    private var unscanned: Set<String> = []

    /// Reads the folder at `directory` (which exists, or the snapshot is simply empty).
    static func take(directory: String) -> OutputSnapshot {
        var snapshot = OutputSnapshot()
        snapshot.scan(directory: directory, relative: "")
        return snapshot
    }

    private mutating func scan(directory: String, relative: String) {
        let folder = relative.isEmpty ? directory : directory + "/" + relative
        guard case .success(let entries) = FileSystem.listDirectoryEntries(folder) else {
            if !relative.isEmpty { unscanned.insert(relative) }
            return
        }
        for (name, kind) in entries {
            let child = relative.isEmpty ? name : relative + "/" + name
            kinds[child] = kind
            switch kind {
            case .directory:
                if OutputWriter.isScanned(folderNamed: name) {
                    scan(directory: directory, relative: child)
                } else {
                    unscanned.insert(child)
                }
            case .file where OutputWriter.mayBeGenerated(fileNamed: name):
                files[child] = FileSystem.readIfRegularFile(directory + "/" + child, maxSize: OutputWriter.maxFileSize)
            default:
                continue
            }
        }
    }

    /// Whether the snapshot looked at `relative` (every folder above it was scanned).
    private func covers(_ relative: String) -> Bool {
        if unscanned.isEmpty { return true }
        var folder = FileSystem.parentDirectory(relative)
        while folder != "." && !folder.isEmpty {
            if unscanned.contains(folder) { return false }
            folder = FileSystem.parentDirectory(folder)
        }
        return true
    }

    /// The kind of the entry at `relative`, or `nil` if the snapshot cannot tell.
    func kind(of relative: String) -> FileSystem.EntryKind? {
        guard covers(relative) else { return nil }
        return kinds[relative] ?? .missing
    }

    /// The file at `relative` as `FileSystem.readIfRegularFile` would return it, or `nil` if
    /// the snapshot did not read it.
    func existingFile(_ relative: String) -> FileSystem.ExistingFile? {
        guard covers(relative) else { return nil }
        if let file = files[relative] { return file }
        switch kinds[relative] {
        case nil: return .missing
        case .file?: return nil // a regular file whose name no generated file has: not read
        case .directory?: return .notRegular(.directory)
        case .symbolicLink?: return .notRegular(.symbolicLink)
        case .missing?, .other?: return .notRegular(.other)
        }
    }

    /// Every file the snapshot read whose contents show it was generated, except those in
    /// `produced`, plus the files it could not read (left for the caller to check).
    func generatedFiles(skipping produced: Set<String>) -> (generated: [String], unread: [String]) {
        var generated: [String] = []
        var unread: [String] = []
        for (path, file) in files where !produced.contains(path) {
            switch file {
            case .regular(let contents):
                if OutputWriter.isGenerated(contents) { generated.append(path) }
            case .failure:
                unread.append(path)
            case .missing, .notRegular:
                continue
            }
        }
        return (generated, unread)
    }
}
