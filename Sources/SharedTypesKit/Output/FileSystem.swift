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
            let readCount = bytes.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress!.advanced(by: total), raw.count - total)
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
