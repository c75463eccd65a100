#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, error-returning wrappers over POSIX file calls. Foundation's file APIs are avoided
/// on the hot path: they are slower and their errors are less precise.
enum FileSystem {
    struct Error: Swift.Error, Sendable {
        var message: String
    }

    /// The whole content of a regular file.
    static func readFile(_ path: String, maxSize: Int) -> Result<[UInt8], Error> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(Error(message: "is a directory, not a schema file")) }
        if Int(info.st_size) > maxSize {
            return .failure(Error(message: "file is \(info.st_size) bytes, larger than the limit of \(maxSize) bytes"))
        }
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)))
        var total = 0
        // Files whose size stat cannot tell (pipes, /proc) are read in chunks until EOF.
        while true {
            if total == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(65536, bytes.count))) }
            let readCount = bytes.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(descriptor, base.advanced(by: total), raw.count - total)
            }
            if readCount < 0 {
                if errno == EINTR { continue }
                return .failure(Error(message: describe(errno, action: "cannot read file")))
            }
            if readCount == 0 { break }
            total += readCount
            if total > maxSize {
                return .failure(Error(message: "file is larger than the limit of \(maxSize) bytes"))
            }
        }
        bytes.removeSubrange(total...)
        return .success(bytes)
    }

    /// The names in a directory (without `.` and `..`).
    static func listDirectory(_ path: String) -> Result<[String], Error> {
        guard let directory = opendir(path) else { return .failure(Error(message: describe(errno, action: "cannot read directory"))) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    enum EntryKind {
        case missing, file, directory, symbolicLink, other
    }

    /// What `readIfRegularFile` found at a path.
    enum ExistingFile {
        case missing
        case regular([UInt8])
        /// Something other than a regular file (never followed if it is a symbolic link).
        case notRegular(EntryKind)
        case failure(Error)
    }

    /// The contents of `path` if it is a regular file, in one open, one fstat and (for a file
    /// that is not empty) one read: cheaper than `entryKind` followed by `readFile`, which
    /// matters when comparing hundreds of generated files. Symbolic links are not followed,
    /// and a FIFO is not waited on.
    static func readIfRegularFile(_ path: String, maxSize: Int) -> ExistingFile {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: return .missing
            case ELOOP: return .notRegular(.symbolicLink)
            default:
                // Opening a socket, for one, fails; say what is there when lstat can tell.
                let kind = entryKind(path)
                if kind != .file && kind != .missing { return .notRegular(kind) }
                return .failure(Error(message: describe(code, action: "cannot read file")))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Error(message: describe(errno, action: "cannot read file"))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .notRegular(.directory)
        default: return .notRegular(.other)
        }
        let size = Int(info.st_size)
        if size > maxSize {
            return .failure(Error(message: "file is \(size) bytes, larger than the limit of \(maxSize) bytes"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let readCount = bytes.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(descriptor, base.advanced(by: total), size - total)
            }
            if readCount < 0 {
                if errno == EINTR { continue }
                return .failure(Error(message: describe(errno, action: "cannot read file")))
            }
            if readCount == 0 { break } // the file shrank meanwhile
            total += readCount
        }
        if total < size { bytes.removeSubrange(total...) }
        return .regular(bytes)
    }

    /// The entries of a directory (without `.` and `..`) with their kinds, taken from the
    /// directory listing itself where the file system provides them (no lstat per entry).
    static func listDirectoryEntries(_ path: String) -> Result<[(name: String, kind: EntryKind)], Error> {
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

    /// What is at `path`, without following a symbolic link.
    static func entryKind(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Creates `path` and its missing parents.
    static func createDirectories(_ path: String) -> Result<Void, Error> {
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
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> Result<Void, Error> {
        let temporary = parentDirectory(path) + "/.gen-shared-types-\(getpid())-\(lastPathComponent(path)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(Error(message: "\(path): " + describe(errno, action: "cannot write file"))) }
        var offset = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return .failure(Error(message: "\(path): " + describe(failure, action: "cannot write file")))
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            return .failure(Error(message: "\(path): " + describe(code, action: "cannot replace file")))
        }
        return .success(())
    }

    /// Creates `path`, which must not exist, with `bytes`: one create and one write, for files
    /// whose folder nobody else can see yet (`FreshOutputWriter`).
    static func createFile(_ path: String, contents bytes: [UInt8]) -> Result<Void, Error> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(Error(message: describe(errno, action: "cannot write file"))) }
        var offset = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 { return .failure(Error(message: describe(failure, action: "cannot write file"))) }
        return .success(())
    }

    /// Deletes `path` and everything below it, never following symbolic links. Only for
    /// folders this tool created itself.
    static func removeTree(_ path: String) {
        if case .success(let entries) = listDirectoryEntries(path) {
            for (name, kind) in entries {
                if kind == .directory {
                    removeTree(path + "/" + name)
                } else {
                    unlink(path + "/" + name)
                }
            }
        }
        rmdir(path)
    }

    static func removeFile(_ path: String) -> Result<Void, Error> {
        if unlink(path) != 0 && errno != ENOENT {
            return .failure(Error(message: "\(path): " + describe(errno, action: "cannot remove file")))
        }
        return .success(())
    }

    /// Removes `path` if it is an empty directory; leaves it otherwise.
    static func removeDirectoryIfEmpty(_ path: String) {
        rmdir(path)
    }

    static func parentDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func lastPathComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The first `count` bytes of a file (fewer if it is shorter).
    static func readPrefix(_ path: String, count: Int) -> Result<[UInt8], Error> {
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
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func describe(_ code: Int32, action: String) -> String {
        switch code {
        case ENOENT: return "\(action): no such file or directory"
        case EACCES: return "\(action): permission denied"
        case EISDIR: return "is a directory"
        default:
            if let text = strerror(code) { return "\(action): \(String(cString: text))" }
            return "\(action): error \(code)"
        }
    }
}
