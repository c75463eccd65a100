#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output folder that does not exist yet, while its files are still being rendered:
/// each file goes straight into a hidden folder beside the target (one create and one write,
/// from whichever rendering thread produced it), and the folder is renamed into place once
/// everything is written. A failed run removes what it wrote and leaves no output folder, as
/// the file-by-file `OutputWriter` would.
///
/// The rename never replaces anything of the user's: if the target appeared in the meantime
/// (and is not an empty folder), it fails, and the caller falls back to `OutputWriter`.
final class StagingFolder: @unchecked Sendable {
    /// The folder being created.
    let target: String
    /// The hidden folder the files are written into.
    let path: String

    private let lock = ConditionLock()
    /// Files and folders created so far, relative to `path` (guarded by `lock`); each
    /// folder with a descriptor that files are created in, closed by `commit` or `discard`.
    private var createdFiles: [String] = []
    private var createdFolders: [String: Int32] = [:]
    /// `createdFolders`' descriptors by the bytes of their names, for finding a file's folder
    /// without making a string of it (there are a few folders, and hundreds of files).
    private var folderDescriptors: [(name: [UInt8], descriptor: Int32)] = []
    private var failures: [Diagnostic] = []

    private init(target: String, path: String) {
        self.target = target
        self.path = path
    }

    /// A new, empty staging folder for `target`, which must not exist; nil when it cannot be
    /// made (the caller then writes file by file, which reports why if it fails too).
    static func create(for target: String) -> StagingFolder? {
        var target = target
        while target.utf8.count > 1 && target.utf8.last == UInt8(ascii: "/") { target.removeLast() }
        let name = FileSystem.lastPathComponent(target)
        guard !name.isEmpty, name != ".", name != "..", FileSystem.entryKind(target) == .missing else { return nil }
        let parent = FileSystem.parentDirectory(target)
        guard case .success = FileSystem.createDirectories(parent) else { return nil }
        let path = parent + "/.gen-shared-types-\(getpid())-\(FileSystem.lastPathComponent(target)).tmp"
        guard mkdir(path, 0o755) == 0 else { return nil }
        return StagingFolder(target: target, path: path)
    }

    /// Writes one generated file; safe to call from several threads at once. A failure is
    /// recorded and reported by `commit`.
    func write(_ file: GeneratedFile) {
        // The path's C string, whose end is also its name's: no strings are made per file.
        let created = file.path.withCString { path -> Result<Void, FileSystem.CreateNewFailure>? in
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(path).assumingMemoryBound(to: UInt8.self), count: file.path.utf8.count)
            guard OutputWriter.staysInside(bytes) else {
                record(.error("\(quotedForMessage(file.path)): a generated file name would leave the output folder; nothing was written."))
                return nil
            }
            let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
            let descriptor: Int32
            switch openFolder(slash.map { UnsafeBufferPointer(rebasing: bytes[..<$0]) } ?? UnsafeBufferPointer(start: nil, count: 0)) {
            case .success(let opened): descriptor = opened
            case .failure(let failure):
                record(.error("\(target)/\(FileSystem.folderAndName(file.path).folder): \(failure.message)"))
                return nil
            }
            return FileSystem.createNewFile(file.contents, named: path + (slash.map { $0 + 1 } ?? 0), in: descriptor, path: target + "/" + file.path)
        }
        switch created {
        case nil:
            return
        case .success:
            lock.withLock { createdFiles.append(file.path) }
        case .failure(.exists):
            record(.error("\(target)/\(file.path): cannot write file: it already exists"))
        case .failure(.failed(let error)):
            record(.error(error.message))
        }
    }

    enum CommitOutcome {
        case committed
        /// A write failed; the staging folder is removed, no output folder was made.
        case failed([Diagnostic])
        /// Something now exists at the target; the staging folder is removed.
        case targetAppeared
    }

    /// Renames the staging folder to the target if every write succeeded; otherwise removes it.
    func commit() -> CommitOutcome {
        let failures = lock.withLock { self.failures }
        if !failures.isEmpty {
            discard()
            return .failed(failures + [.note("No output folder was created at \(target).")])
        }
        closeFolders()
        if rename(path, target) != 0 {
            let code = errno
            discard()
            if code == EEXIST || code == ENOTEMPTY || code == ENOTDIR || code == EISDIR { return .targetAppeared }
            return .failed([.error("\(target): " + FileSystem.describe(code, action: "cannot create the output folder"))])
        }
        return .committed
    }

    /// Removes what this run wrote into the staging folder, then the folder if that left it
    /// empty (anything someone else put there stays).
    func discard() {
        closeFolders()
        let (files, folders) = lock.withLock { (createdFiles, createdFolders.keys) }
        for file in files { unlink(path + "/" + file) }
        // Deepest first, so each folder is empty when its turn comes.
        for folder in folders.sorted(by: { $0.utf8.count > $1.utf8.count }) where !folder.isEmpty { rmdir(path + "/" + folder) }
        rmdir(path)
    }

    private func closeFolders() {
        lock.withLock {
            for (folder, descriptor) in createdFolders where descriptor >= 0 {
                close(descriptor)
                createdFolders[folder] = -1
            }
            for index in folderDescriptors.indices { folderDescriptors[index].descriptor = -1 }
        }
    }

    /// A descriptor of `folder` (relative; empty for the staging folder itself), made with its
    /// missing parents the first time it is asked for.
    private func openFolder(_ folder: UnsafeBufferPointer<UInt8>) -> Result<Int32, FileSystem.Error> {
        lock.withLock {
            for known in folderDescriptors where known.name.elementsEqual(folder) {
                return known.descriptor >= 0 ? .success(known.descriptor) : .failure(FileSystem.Error(message: "the output is already complete"))
            }
            let opened = openFolderHoldingLock(String(decoding: folder, as: UTF8.self))
            if case .success(let descriptor) = opened { folderDescriptors.append((Array(folder), descriptor)) }
            return opened
        }
    }

    private func openFolderHoldingLock(_ folder: String) -> Result<Int32, FileSystem.Error> {
        if let descriptor = createdFolders[folder] {
            return descriptor >= 0 ? .success(descriptor) : .failure(FileSystem.Error(message: "the output is already complete"))
        }
        if !folder.isEmpty {
            let parent = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(folder[..<$0]) } ?? ""
            if case .failure(let error) = openFolderHoldingLock(parent) { return .failure(error) }
            guard mkdir(path + "/" + folder, 0o755) == 0 else {
                return .failure(FileSystem.Error(message: FileSystem.describe(errno, action: "cannot create directory")))
            }
        }
        let descriptor = open(folder.isEmpty ? path : path + "/" + folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(FileSystem.Error(message: FileSystem.describe(errno, action: "cannot open directory")))
        }
        createdFolders[folder] = descriptor
        return .success(descriptor)
    }

    private func record(_ diagnostic: Diagnostic) {
        lock.withLock { failures.append(diagnostic) }
    }
}
