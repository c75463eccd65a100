#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, error-returning wrappers over POSIX file calls, whose errors are more precise than
/// Foundation's.
package enum FileSystem {
    package struct Error: Swift.Error, Sendable {
        package var message: String

        package init(message: String) {
            self.message = message
        }
    }

    /// The whole content of a file (following symbolic links; pipes and `/proc` files too).
    package static func readFile(_ path: String, maxSize: Int) -> Result<[UInt8], Error> {
        readContents(path, flags: O_RDONLY | O_CLOEXEC, maxSize: maxSize, regularOnly: false)
    }

    /// The whole content of `path` if it is a regular file itself, not a symbolic link to
    /// one (one open, no `lstat` first); an error otherwise.
    package static func readRegularFile(_ path: String, maxSize: Int) -> Result<[UInt8], Error> {
        readContents(path, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, maxSize: maxSize, regularOnly: true)
    }

    private static func readContents(_ path: String, flags: Int32, maxSize: Int, regularOnly: Bool) -> Result<[UInt8], Error> {
        withOpenFile(path, flags: flags, maxSize: maxSize, regularOnly: regularOnly) { descriptor, info in
            readAll(descriptor, info, maxSize: maxSize)
        }
    }

    /// Opens `path`, checks what it is and its size against `maxSize`, and hands the
    /// descriptor and its `stat` to `body`; closes it after.
    private static func withOpenFile<Contents>(
        _ path: String, flags: Int32, maxSize: Int, regularOnly: Bool,
        _ body: (Int32, stat) -> Result<Contents, Error>
    ) -> Result<Contents, Error> {
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(Error(message: "is a directory, not a schema file")) }
        if regularOnly && (info.st_mode & S_IFMT) != S_IFREG { return .failure(Error(message: "is not a regular file")) }
        if Int(info.st_size) > maxSize {
            return .failure(Error(message: "file is \(info.st_size) bytes, larger than the limit of \(maxSize) bytes"))
        }
        return body(descriptor, info)
    }

    /// Everything left to read from `descriptor`, at most `maxSize` bytes (`info` is its `stat`).
    private static func readAll(_ descriptor: Int32, _ info: stat, maxSize: Int) -> Result<[UInt8], Error> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(0, Int(info.st_size)), maxSize))
        // One read takes a regular file whole (the extra byte sees the end); a pipe, whose
        // size is 0, is read in pages.
        var chunk = [UInt8](repeating: 0, count: min(64 * 1024, max(4096, Int(info.st_size) + 1)))
        while true {
            let readCount = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if readCount < 0 {
                if errno == EINTR { continue }
                return .failure(Error(message: describe(errno, action: "cannot read file")))
            }
            if readCount == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<readCount])
            if bytes.count > maxSize {
                return .failure(Error(message: "file is larger than the limit of \(maxSize) bytes"))
            }
        }
    }

    /// The names in a directory (without `.` and `..`).
    package static func listDirectory(_ path: String) -> Result<[String], Error> {
        listEntries(path).map { entries in entries.map(\.name) }
    }

    /// The entries of a directory (without `.` and `..`) and what each is, without following
    /// symbolic links; the kind comes from the directory itself where the file system
    /// records it, saving an `lstat` per entry.
    package static func listEntries(_ path: String) -> Result<[(name: String, kind: EntryKind)], Error> {
        guard let directory = opendir(path) else { return .failure(Error(message: describe(errno, action: "cannot read directory"))) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = entryKind(path + "/" + name)
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return .success(entries)
    }

    package enum EntryKind {
        case missing, file, directory, symbolicLink, other
    }

    /// What is at `path`, without following a symbolic link.
    package static func entryKind(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// `path` with the symbolic links in its longest existing part resolved (`realpath`) and
    /// the rest appended as written; a relative `path` is taken from `currentDirectory`. Two
    /// spellings of one place, through a link or not, then compare equal name by name.
    package static func physicalPath(_ path: String, currentDirectory: String) -> String {
        let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var existing = Substring(full)
        var rest: [Substring] = []
        while !existing.isEmpty {
            if let resolved = realpath(String(existing), nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            guard let slash = existing.lastIndex(of: "/") else { break }
            rest.append(existing[existing.index(after: slash)...])
            existing = existing[..<slash]
        }
        return full
    }

    /// Whether `first` and `second` are the same existing file or folder, following symbolic
    /// links: the same device and inode, however each path is spelled.
    package static func isSameEntry(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Whether the open `descriptor` is the file or folder now at `path` (following links).
    package static func isSameOpenEntry(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Creates `path` and its missing parents.
    package static func createDirectories(_ path: String) -> Result<Void, Error> {
        if entryKind(path) == .directory { return .success(()) }
        let parent = parentDirectory(path)
        if !parent.isEmpty && parent != path {
            if case .failure(let error) = createDirectories(parent) { return .failure(error) }
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            return .failure(Error(message: "\(path): " + describe(errno, action: "cannot create directory")))
        }
        return .success(())
    }

    /// Writes `bytes` to `path` atomically: into a temporary file in the same folder, then
    /// renamed over the target, so a killed run never leaves a truncated file.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) -> Result<Void, Error> {
        // A file being replaced keeps its permissions (a private 0600 file stays private).
        var existing = stat()
        let keptMode = lstat(path, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG ? existing.st_mode & 0o7777 : nil
        switch writeTemporary(bytes, for: path) {
        case .failure(let error): return .failure(error)
        case .success(let temporary):
            if let keptMode { chmod(temporary.path, keptMode) }
            return replace(path, with: temporary)
        }
    }

    /// A temporary file written beside its target, entered in `InterruptCleanup`'s table until
    /// `replace` or `discard` takes it out.
    package struct TemporaryFile {
        let path: String
        let registration: Int?
    }

    /// The name prefix of temporary files; the whole name is
    /// `.gen-shared-types-<process id>-<target's name>.tmp`.
    static let temporaryPrefix = ".gen-shared-types-"

    /// Whether `name` (a file name, no folder) is one `writeTemporary` makes, left by a run that
    /// was killed: the prefix, decimal digits, `-`, a name, `.tmp`.
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(temporaryPrefix), name.hasSuffix(".tmp") else { return false }
        let rest = name.utf8.dropFirst(temporaryPrefix.utf8.count).dropLast(4)
        guard let dash = rest.firstIndex(of: UInt8(ascii: "-")), dash != rest.startIndex else { return false }
        return rest[..<dash].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            && rest.index(after: dash) != rest.endIndex
    }

    /// Removes a temporary file that will not be used.
    package static func discard(_ temporary: TemporaryFile) {
        unlink(temporary.path)
        InterruptCleanup.unregister(temporary.registration)
    }

    /// Writes `bytes` to a new temporary file beside `path` and returns the temporary file's
    /// path; nothing is left behind on failure (a full disk, a write error).
    ///
    /// The file is created exclusively, so a symbolic link planted at the temporary name is
    /// never followed: it is removed and the file created again.
    /// It is entered in `InterruptCleanup`'s table before it is created, so an interrupted run
    /// removes it.
    package static func writeTemporary(_ bytes: [UInt8], for path: String) -> Result<TemporaryFile, Error> {
        let temporary = parentDirectory(path) + "/" + temporaryPrefix + String(getpid()) + "-" + lastPathComponent(path) + ".tmp"
        let registration = InterruptCleanup.register(temporary)
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == EEXIST {
            unlink(temporary) // left by a killed run with the same process id, or planted
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            let code = errno
            InterruptCleanup.unregister(registration)
            return .failure(Error(message: "\(path): " + describe(code, action: "cannot write file")))
        }
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            discard(TemporaryFile(path: temporary, registration: registration))
            return .failure(Error(message: "\(path): " + describe(failure, action: "cannot write file")))
        }
        return .success(TemporaryFile(path: temporary, registration: registration))
    }

    /// Why `createNewFile` wrote nothing.
    package enum CreateNewFailure: Swift.Error {
        /// Something is already at the path; it was left alone.
        case exists
        case failed(Error)
    }

    /// Writes `bytes` to a file that must not exist yet (never replaces anything, even when
    /// another process creates the file at the same moment).
    package static func createNewFile(_ bytes: [UInt8], at path: String) -> Result<Void, CreateNewFailure> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return .failure(.exists) }
            return .failure(.failed(Error(message: "\(path): " + describe(errno, action: "cannot create file"))))
        }
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            return .failure(.failed(Error(message: "\(path): " + describe(failure, action: "cannot write file"))))
        }
        return .success(())
    }

    /// Renames `temporary` over `path` (removing `temporary` if that fails).
    package static func replace(_ path: String, with temporary: TemporaryFile) -> Result<Void, Error> {
        if rename(temporary.path, path) != 0 {
            let code = errno
            discard(temporary)
            return .failure(Error(message: "\(path): " + describe(code, action: "cannot replace file")))
        }
        InterruptCleanup.unregister(temporary.registration)
        return .success(())
    }

    /// Why the current user cannot use `path` as `mode` (`R_OK`, `W_OK`, `X_OK` combined), or
    /// nil when it can.
    package static func accessProblem(_ path: String, _ mode: Int32, action: String) -> String? {
        access(path, mode) == 0 ? nil : describe(errno, action: action)
    }

    package static func removeFile(_ path: String) -> Result<Void, Error> {
        if unlink(path) != 0 && errno != ENOENT {
            return .failure(Error(message: "\(path): " + describe(errno, action: "cannot remove file")))
        }
        return .success(())
    }

    /// Removes `path` if it is an empty directory; leaves it otherwise.
    package static func removeDirectoryIfEmpty(_ path: String) {
        rmdir(path)
    }

    package static func parentDirectory(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    package static func lastPathComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The first `count` bytes of a file (fewer if it is shorter).
    package static func readPrefix(_ path: String, count: Int) -> Result<[UInt8], Error> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let readCount = bytes.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return read(descriptor, base, raw.count)
        }
        guard readCount >= 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        return .success(Array(bytes.prefix(readCount)))
    }

    /// Whether `path` is a folder, following symbolic links.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes all of `bytes` to `descriptor`, retrying interrupted writes; returns 0, or the
    /// `errno` of the write that failed.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw -> Int32 in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    package static func describe(_ code: Int32, action: String) -> String {
        switch code {
        case ENOENT: return "\(action): no such file or directory"
        case EACCES, EPERM: return "\(action): permission denied"
        case ENOSPC: return "\(action): no space left on device"
        case EDQUOT: return "\(action): disk quota exceeded"
        case EFBIG: return "\(action): file too large"
        case EISDIR: return "is a directory"
        default:
            if let text = strerror(code) { return "\(action): \(String(cString: text))" }
            return "\(action): error \(code)"
        }
    }
}
