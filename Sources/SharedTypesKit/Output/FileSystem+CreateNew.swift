#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Why `createNewFile` wrote nothing.
    enum CreateNewFailure: Swift.Error {
        /// Something is already at the path; it was left alone.
        case exists
        case failed(Error)
    }

    /// Writes `bytes` to a file that must not exist yet (never replaces anything, even when
    /// another process creates the file at the same moment).
    static func createNewFile(_ bytes: [UInt8], at path: String) -> Result<Void, CreateNewFailure> {
        createNewFile(bytes, named: path, in: AT_FDCWD, path: path)
    }

    /// `createNewFile` for `name` in the open folder `folder` (no path to look up again for
    /// every file); `path` names the file in messages (made only for one).
    static func createNewFile(_ bytes: [UInt8], named name: UnsafePointer<CChar>, in folder: Int32, path: @autoclosure () -> String) -> Result<Void, CreateNewFailure> {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return .failure(.exists) }
            return .failure(.failed(Error(message: "\(path()): " + describe(errno, action: "cannot create file"))))
        }
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlinkat(folder, name, 0)
            return .failure(.failed(Error(message: "\(path()): " + describe(failure, action: "cannot write file"))))
        }
        return .success(())
    }
}
