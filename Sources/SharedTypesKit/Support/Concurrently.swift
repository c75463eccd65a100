import Dispatch

/// Runs `first` on a pool thread while `second` runs on the calling thread, and returns both
/// results once both have finished. For two unequal pieces of work where the smaller one
/// fills time the larger leaves a core idle (its serial parts).
///
/// Not `concurrentPerform`: `second` may spread its own work over the cores with
/// `concurrentMap`, and libdispatch runs an apply nested in another one serially.
func concurrently<First: Sendable, Second>(_ first: @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
    let result = ConcurrentResult<First>()
    let finished = DispatchGroup()
    // `first` does not really escape: this function waits for it before returning.
    return withoutActuallyEscaping(first) { first in
        DispatchQueue.global().async(group: finished) { result.value = first() }
        let secondValue = second()
        finished.wait()
        return (result.value ?? first(), secondValue)
    }
}

/// The pool thread's result, written once and read after `DispatchGroup.wait`.
private final class ConcurrentResult<Value>: @unchecked Sendable {
    var value: Value?
}
