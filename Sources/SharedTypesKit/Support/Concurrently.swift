#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `first` on a pool thread while `second` runs on the calling thread, and returns both
/// results once both have finished. For two unequal pieces of work where the smaller one
/// fills time the larger leaves a core idle (its serial parts). `second` may spread its own
/// work over the cores with `concurrentMap`.
func concurrently<First: Sendable, Second>(_ first: @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
    // `first` does not really escape: `value` has run it, or waited for it, and dropped it.
    withoutActuallyEscaping(first) { first in
        let background = BackgroundResult(first)
        let secondValue = second()
        return (background.value, secondValue)
    }
}

/// A value computed on a pool thread, started at once; `value` waits for it. For work whose
/// result is needed only later in a serial sequence of steps, where `concurrently`'s nesting
/// would not fit. If no worker has started the work by the time `value` is asked for (they
/// are busy, or their core has not woken yet), the asking thread does it itself instead of
/// waiting.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    /// The work until a thread takes it (guarded by `mutex`); dropped then, so that once
    /// `value` has returned nothing but the caller holds it.
    private var work: (@Sendable () -> Value)?
    /// Guarded by `mutex`: the result, once a worker that took the work has finished it, and
    /// whether a worker is working on it.
    private var result: Value?
    private var running = false
    /// Allocated, so that the mutex and the condition never move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        finished.initialize(to: pthread_cond_t())
        pthread_cond_init(finished, nil)
        WorkerPool.shared.async { self.runOnWorker() }
    }

    deinit {
        pthread_cond_destroy(finished)
        finished.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The result, once the work has finished.
    var value: Value {
        if case .ran(let value) = takeAndRunWork(publishing: false) {
            pthread_mutex_lock(mutex)
            result = value
            pthread_mutex_unlock(mutex)
            return value
        }
        pthread_mutex_lock(mutex)
        while running { pthread_cond_wait(finished, mutex) }
        let value = result
        pthread_mutex_unlock(mutex)
        guard let value else { preconditionFailure("BackgroundResult: the work finished without a result") }
        return value
    }

    private func runOnWorker() {
        guard case .ran(let value) = takeAndRunWork(publishing: true) else { return }
        pthread_mutex_lock(mutex)
        result = value
        running = false
        pthread_cond_broadcast(finished)
        pthread_mutex_unlock(mutex)
    }

    private enum Outcome {
        case takenByAnother
        case ran(Value)
    }

    /// Runs the work if no thread has taken it; `publishing` (a worker's run) marks it as
    /// running meanwhile, for `value` to wait on. Its own function, so that this thread's
    /// reference to the work is gone before the result is published.
    private func takeAndRunWork(publishing: Bool) -> Outcome {
        pthread_mutex_lock(mutex)
        guard let work = takeWorkHoldingLock() else {
            pthread_mutex_unlock(mutex)
            return .takenByAnother
        }
        if publishing { running = true }
        pthread_mutex_unlock(mutex)
        return .ran(work())
    }

    private func takeWorkHoldingLock() -> (@Sendable () -> Value)? {
        let taken = work
        work = nil
        return taken
    }
}

/// Starts the pool's threads ahead of the first parallel work (see `WorkerPool`).
func startPoolThreads() {
    WorkerPool.shared.start()
}
