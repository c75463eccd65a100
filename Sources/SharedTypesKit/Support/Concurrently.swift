import Dispatch

/// Runs `first` on a pool thread while `second` runs on the calling thread, and returns both
/// results once both have finished. For two unequal pieces of work where the smaller one
/// fills time the larger leaves a core idle (its serial parts).
///
/// Not `concurrentPerform`: `second` may spread its own work over the cores with
/// `concurrentMap`, and libdispatch runs an apply nested in another one serially.
func concurrently<First: Sendable, Second>(_ first: @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
    // `first` does not really escape: this function waits for it before returning.
    withoutActuallyEscaping(first) { first in
        let background = BackgroundResult(first)
        let secondValue = second()
        return (background.value, secondValue)
    }
}

/// A value computed on a pool thread, started at once; `value` waits for it. For work whose
/// result is needed only later in a serial sequence of steps, where `concurrently`'s nesting
/// would not fit.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable () -> Value
    /// Written once by the pool thread; read only after `finished` says it is done.
    private var result: Value?
    private let finished = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        // The group is left only after the block has been released, so once `value` has
        // waited nothing but this object holds `work` (which `concurrently` relies on).
        DispatchQueue.global().async(group: finished) { self.result = work() }
    }

    /// The result, once the work has finished.
    var value: Value {
        finished.wait()
        return result ?? work() // always set by then
    }
}

/// Starts the pool's threads ahead of the first parallel work. A new thread can take a couple
/// of milliseconds to get a core (measured on a 2-core VM), time a caller about to do serial
/// work (loading files) can hide; a parked thread wakes in tens of microseconds.
func startPoolThreads() {
    for _ in 1..<processorCount {
        DispatchQueue.global().async {}
    }
}
