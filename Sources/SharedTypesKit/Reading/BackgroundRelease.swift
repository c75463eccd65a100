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

/// What becomes of a large parse tree (SDL syntax nodes, a JSON introspection result) once the
/// model is built from it.
enum ParseTreeDisposal: Sendable {
    /// Freed on a background thread (`BackgroundRelease`), for a caller that goes on running.
    case releaseInBackground
    /// Kept until the process exits (`ProcessLifetime`), for one that exits after the run:
    /// freeing it would be wasted, and the thread doing so would compete with the pipeline's
    /// own for the cores (measured: -0.5 to -0.8 ms for GitHub's SDL into an empty folder
    /// here). The tree of an input over `maximumKeptInputSize` is released in the background
    /// all the same, so that the memory kept stays small beside the rest of the run's.
    case keepUntilExit

    /// The largest input whose tree `keepUntilExit` keeps (GitHub's SDL is 1.2 MB, its tree
    /// ~1 MB).
    static let maximumKeptInputSize = 16 * 1024 * 1024

    /// Disposes of `value`, the tree of an input of `inputSize` bytes (a small one is freed
    /// where it is: handing it over costs more).
    func dispose<Value: Sendable>(_ value: consuming Value, inputSize: Int) {
        guard inputSize >= BackgroundRelease.minimumInputSize else { return }
        if self == .keepUntilExit && inputSize <= Self.maximumKeptInputSize {
            ProcessLifetime.keepUntilExit(value)
        } else {
            BackgroundRelease.release(value)
        }
    }
}
