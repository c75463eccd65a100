// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// A scratch folder, removed with its contents when released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("gst-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Make everything removable again, whatever a test left unreadable.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in enumerator {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + relative)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ name: String, _ text: String, permissions: Int = 0o644) -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8), attributes: [.posixPermissions: permissions])
        return file
    }
}

/// Every file below `folder` with its contents.
func snapshot(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
    for case let relative as String in enumerator {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
            result[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
        }
    }
    return result
}

/// The result of `body` and how long it took. The inputs that use it would take hours if
/// reading them were quadratic; the 600 s bound catches that on the slowest, busiest machine
/// without measuring speed (timings belong in the benchmark).
func timed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
    let start = ContinuousClock.now
    let value = try body()
    return (value, ContinuousClock.now - start)
}

private final class ResultSlot<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a thread with a 1 MiB stack (the main thread has 8 MiB): a reader that
/// recursed once per nesting level would overflow it long before 100,000 levels.
func onSmallStack<T>(_ body: @escaping @Sendable () -> T) -> T {
    let slot = ResultSlot<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        slot.value = body()
        done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
    guard let value = slot.value else { fatalError("the thread produced nothing") }
    return value
}
#endif
