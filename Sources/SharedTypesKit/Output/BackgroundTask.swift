import Dispatch

/// Runs a closure on another thread and hands its result over once, for work that can overlap
/// the main pipeline (reading the existing output folder while the schema is being read).
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    // Written once by the background thread before `finished` is signalled, and read only
    // after waiting for that signal, so the semaphore orders every access.
    private var value: Value?
    private let finished = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.value = work()
            self.finished.signal()
        }
    }

    /// Waits until the work is done and returns its result (again on every later call).
    func wait() -> Value {
        finished.wait()
        finished.signal()
        guard let value else { preconditionFailure("a finished BackgroundTask always has a value") }
        return value
    }
}
