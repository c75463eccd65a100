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

    /// The folders `create` made for `target`'s parent, deepest first; `discard` removes them
    /// again if they are still empty.
    private let createdParents: [String]

    private let lock = ConditionLock()
    /// Guarded by `lock`: the files created so far, relative to `path`, and the folders
    /// made for them (the staging folder itself is ""), each with a descriptor that files are
    /// created in (-1 if it could not be opened). A file's folder is found by the bytes of its
    /// name, without making a string of it: there are a few folders and hundreds of files.
    private var createdFiles: [String] = []
    private var createdFolders: [(name: [UInt8], descriptor: Int32)] = []
    /// Whether `commit` or `discard` has closed the folders' descriptors (guarded by `lock`).
    private var foldersClosed = false
    private var failures: [Diagnostic] = []

    private init(target: String, path: String, createdParents: [String]) {
        self.target = target
        self.path = path
        self.createdParents = createdParents
    }

    /// A new, empty staging folder for `target`, which must not exist; nil when it cannot be
    /// made (the caller then writes file by file, which reports why if it fails too).
    static func create(for target: String) -> StagingFolder? {
        var target = target
        while target.utf8.count > 1 && target.utf8.last == UInt8(ascii: "/") { target.removeLast() }
        let name = FileSystem.lastPathComponent(target)
        guard !name.isEmpty, name != ".", name != "..", FileSystem.entryKind(target) == .missing else { return nil }
        let parent = FileSystem.parentDirectory(target)
        var missingParents: [String] = []
        var ancestor = parent
        while FileSystem.entryKind(ancestor) == .missing {
            missingParents.append(ancestor)
            let next = FileSystem.parentDirectory(ancestor)
            if next == ancestor { break }
            ancestor = next
        }
        let path = parent + "/.gen-shared-types-\(getpid())-\(FileSystem.lastPathComponent(target)).tmp"
        guard case .success = FileSystem.createDirectories(parent), mkdir(path, 0o755) == 0 else {
            for folder in missingParents { rmdir(folder) }
            return nil
        }
        return StagingFolder(target: target, path: path, createdParents: missingParents)
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
            let folder = slash.map { UnsafeBufferPointer(rebasing: bytes[..<$0]) } ?? UnsafeBufferPointer(start: nil, count: 0)
            let descriptor: Int32
            switch openFolder(folder) {
            case .success(let opened): descriptor = opened
            case .failure(let failure):
                record(.error("\(target)/\(String(decoding: folder, as: UTF8.self)): \(failure.message)"))
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
    /// empty (anything someone else put there stays), then the parents `create` made.
    func discard() {
        closeFolders()
        let (files, folders) = lock.withLock { (createdFiles, createdFolders.map(\.name)) }
        for file in files { unlink(path + "/" + file) }
        // Deepest first, so each folder is empty when its turn comes.
        for folder in folders.sorted(by: { $0.count > $1.count }) where !folder.isEmpty {
            rmdir(path + "/" + String(decoding: folder, as: UTF8.self))
        }
        rmdir(path)
        for folder in createdParents { rmdir(folder) }
    }

    private func closeFolders() {
        lock.withLock {
            for folder in createdFolders where folder.descriptor >= 0 { close(folder.descriptor) }
            foldersClosed = true
        }
    }

    /// A descriptor of `folder` (relative; empty for the staging folder itself), made with its
    /// missing parents the first time it is asked for.
    private func openFolder(_ folder: UnsafeBufferPointer<UInt8>) -> Result<Int32, FileSystem.Error> {
        lock.withLock { openFolderHoldingLock(folder) }
    }

    private func openFolderHoldingLock(_ folder: UnsafeBufferPointer<UInt8>) -> Result<Int32, FileSystem.Error> {
        if foldersClosed { return .failure(FileSystem.Error(message: "the output is already complete")) }
        let known = createdFolders.firstIndex { $0.name.elementsEqual(folder) }
        if let known, createdFolders[known].descriptor >= 0 { return .success(createdFolders[known].descriptor) }
        let name = String(decoding: folder, as: UTF8.self)
        if known == nil && !folder.isEmpty {
            let parent = folder.lastIndex(of: UInt8(ascii: "/")).map { UnsafeBufferPointer(rebasing: folder[..<$0]) }
            if case .failure(let error) = openFolderHoldingLock(parent ?? UnsafeBufferPointer(start: nil, count: 0)) { return .failure(error) }
            guard mkdir(path + "/" + name, 0o755) == 0 else {
                return .failure(FileSystem.Error(message: FileSystem.describe(errno, action: "cannot create directory")))
            }
        }
        let descriptor = open(folder.isEmpty ? path : path + "/" + name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let openError = errno
        // Recorded even if it could not be opened, so that `discard` removes it.
        if let known { createdFolders[known].descriptor = descriptor } else { createdFolders.append((Array(folder), descriptor)) }
        guard descriptor >= 0 else {
            return .failure(FileSystem.Error(message: FileSystem.describe(openError, action: "cannot open directory")))
        }
        return .success(descriptor)
    }

    private func record(_ diagnostic: Diagnostic) {
        lock.withLock { failures.append(diagnostic) }
    }
}
