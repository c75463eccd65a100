import Dispatch

/// Frees a large parsed tree (a JSON introspection result, SDL syntax nodes) on another
/// thread once the model is built, so that the caller can go on with the next stage: a
/// JSON result of a few megabytes holds hundreds of thousands of allocations, and
/// releasing them costs a third of what parsing them did.
enum BackgroundRelease {
    /// Inputs smaller than this are released where they are: handing them over costs more.
    static let minimumInputSize = 256 * 1024

    /// Releases `value` on a background thread (unless the caller still holds a copy).
    static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        /// Called once, on the background thread.
        func empty() {
            value = nil
        }
    }
}
