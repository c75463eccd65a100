#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraphQLSchema
import SharedTypesSupport

/// An advisory lock (`flock`) that keeps runs into the same output folder from interleaving
/// (two targets of one build generating at once): a writing run holds it exclusively from
/// reading the folder through writing it, a `--check` run shares it, so neither ever sees a
/// half-applied folder.
///
/// The lock is on the output folder's parent, opened read-only: it exists before the output
/// folder does, stays the same folder while runs create and fill the output, and locking it
/// leaves no file behind. A writing run creates the parent if it is missing (as writing would)
/// and removes what it created if it is still empty when the lock is released.
struct OutputFolderLock {
    private let descriptor: Int32
    private let createdFolders: [String]

    /// How long a run waits for another one before giving up.
    static let defaultTimeout = 60.0

    /// Takes the lock for `output`, waiting up to `timeout` seconds for another run to finish.
    /// nil, with nothing to lock, when `exclusive` is false and the parent does not exist, or
    /// when the parent cannot be made or opened (the run then reports that folder's problem).
    static func acquire(for output: String, exclusive: Bool, timeout: Double) -> Result<OutputFolderLock?, DiagnosticsError> {
        let parent = FileSystem.parentDirectory(output)
        var created: [String] = []
        if FileSystem.entryKind(parent) == .missing {
            guard exclusive else { return .success(nil) }
            var missing = parent
            while FileSystem.entryKind(missing) == .missing && missing != "." && missing != "/" {
                created.append(missing)
                missing = FileSystem.parentDirectory(missing)
            }
            // Writing would fail the same way and say so in its own words.
            guard case .success = FileSystem.createDirectories(parent) else { return .success(nil) }
        }
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while true {
            // A parent that cannot be read cannot be locked; the run goes on unlocked, and
            // planning and writing report any problem with the folder as they would.
            let descriptor = open(parent, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .success(nil) }
            if flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 {
                // The run before may have removed the parent it created while this one waited:
                // then the lock is on a folder no longer there, and it is taken again.
                if FileSystem.isSameOpenEntry(descriptor, parent) {
                    return .success(OutputFolderLock(descriptor: descriptor, createdFolders: created))
                }
                close(descriptor)
                if !exclusive && FileSystem.entryKind(parent) == .missing { return .success(nil) }
                if exclusive, case .failure = FileSystem.createDirectories(parent) { return .success(nil) }
                continue
            }
            let code = errno
            close(descriptor)
            guard code == EWOULDBLOCK || code == EINTR else {
                let message = FileSystem.describe(code, action: "cannot lock the output folder's parent")
                return .failure(DiagnosticsError([.error("\(parent): \(message); nothing was written.")]))
            }
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            if Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9 >= timeout {
                return .failure(DiagnosticsError([.error(
                    "\(output): another gen-shared-types run has been writing this output folder for \(Int(timeout)) seconds; nothing was written. Run again when it has finished."
                )]))
            }
            usleep(20_000)
        }
    }

    /// Removes the folders `acquire` created if they are still empty, then releases the lock.
    func release() {
        for folder in createdFolders { rmdir(folder) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
