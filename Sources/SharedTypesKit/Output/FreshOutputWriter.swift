import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates an output folder that does not exist yet, as fast as the file system allows.
///
/// Files are written while the rest of the output is still being generated, on a background
/// queue, each with one create and one write, into a hidden staging folder beside the nearest
/// existing parent of the output; `finish` renames the complete folder into place, so the
/// output appears all at once, manifest included. `abandon` (on any error) removes the staging
/// folder and nothing appears. An existing output folder is never written this way:
/// `OutputWriter` updates it file by file.
final class FreshOutputWriter: @unchecked Sendable {
    let directory: String
    private let staging: String
    private let queue = DispatchQueue(label: "gen-shared-types.fresh-output")
    // Touched only on `queue` (and read by `finish` after draining it).
    private var createdFolders: Set<String> = []
    private var failures: [String] = []

    private init(directory: String, staging: String) {
        self.directory = directory
        self.staging = staging
    }

    /// Creates the staging folder for `directory`, or returns `nil` when the output cannot be
    /// created this way (it exists, or an existing parent is not a folder): the caller then
    /// goes through `OutputWriter`, which reports any problem precisely.
    static func start(directory: String) -> FreshOutputWriter? {
        guard FileSystem.entryKind(directory) == .missing else { return nil }
        var ancestor = FileSystem.parentDirectory(directory)
        while FileSystem.entryKind(ancestor) == .missing {
            let parent = FileSystem.parentDirectory(ancestor)
            if parent == ancestor { return nil }
            ancestor = parent
        }
        guard FileSystem.isDirectory(ancestor) else { return nil }
        let base = (ancestor == "/" ? "" : ancestor) + "/." + FileSystem.lastPathComponent(directory) + ".gen-shared-types-\(getpid())"
        for attempt in 0..<100 {
            let staging = attempt == 0 ? base : base + "-\(attempt)"
            if mkdir(staging, 0o755) == 0 { return FreshOutputWriter(directory: directory, staging: staging) }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Queues `file` to be written; files are written in the order given.
    func add(_ file: GeneratedFile) {
        queue.async { self.write(file) }
    }

    private func write(_ file: GeneratedFile) {
        guard failures.isEmpty else { return }
        let folder = FileSystem.parentDirectory(file.path)
        if folder != "." && !createdFolders.contains(folder) {
            if case .failure(let error) = FileSystem.createDirectories(staging + "/" + folder) {
                failures.append(error.message)
                return
            }
            createdFolders.insert(folder)
        }
        if case .failure(let error) = FileSystem.createFile(staging + "/" + file.path, contents: file.contents) {
            failures.append("\(directory)/\(file.path): \(error.message)")
        }
    }

    /// Waits for every queued file, then moves the folder into place.
    func finish() -> Result<Void, DiagnosticsError> {
        queue.sync {}
        if !failures.isEmpty {
            abandon()
            return .failure(DiagnosticsError(failures.map { .error($0) }))
        }
        if case .failure(let error) = FileSystem.createDirectories(FileSystem.parentDirectory(directory)) {
            abandon()
            return .failure(DiagnosticsError([.error(error.message)]))
        }
        if rename(staging, directory) != 0 {
            let code = errno
            abandon()
            return .failure(DiagnosticsError([.error("\(directory): " + FileSystem.describe(code, action: "cannot create the output folder"))]))
        }
        return .success(())
    }

    /// Waits for every queued file, then removes the staging folder and all in it.
    func abandon() {
        queue.sync {}
        FileSystem.removeTree(staging)
    }
}
