/// A value computed on a pool thread, started at once; `value` waits for it. For work whose
/// result is needed only later in a serial sequence of steps (which may spread its own work
/// over the cores with `concurrentMap` meanwhile). If no worker has started the work by the
/// time `value` is asked for (they are busy, or their core has not woken yet), the asking
/// thread does it itself instead of waiting.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    /// The work until a thread takes it (guarded by `lock`); dropped then, so that once
    /// `value` has returned nothing but the caller holds it.
    private var work: (@Sendable () -> Value)?
    /// Guarded by `lock`: the result, once a thread that took the work has finished it, and
    /// whether a worker is working on it (`value` waits on the lock's condition meanwhile).
    private var result: Value?
    private var running = false
    private let lock = ConditionLock()

    init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        WorkerPool.shared.async { self.runOnWorker() }
    }

    /// The result, once the work has finished.
    var value: Value {
        if case .ran(let value) = takeAndRunWork(publishing: false) {
            lock.withLock { result = value }
            return value
        }
        let value = lock.withLock { () -> Value? in
            lock.wait(until: { !running })
            return result
        }
        guard let value else { preconditionFailure("BackgroundResult: the work finished without a result") }
        return value
    }

    /// `value`, which this then no longer holds: the caller's copy is the only one, so an
    /// array taken this way grows in place instead of being copied first. Asked for once.
    func take() -> Value {
        let value = self.value
        lock.withLock { result = nil }
        return value
    }

    private func runOnWorker() {
        guard case .ran(let value) = takeAndRunWork(publishing: true) else { return }
        lock.withLock {
            result = value
            running = false
            lock.broadcast()
        }
    }

    private enum Outcome {
        case takenByAnother
        case ran(Value)
    }

    /// Runs the work if no thread has taken it; `publishing` (a worker's run) marks it as
    /// running meanwhile, for `value` to wait on. Its own function, so that this thread's
    /// reference to the work is gone before the result is published.
    private func takeAndRunWork(publishing: Bool) -> Outcome {
        let taken = lock.withLock { () -> (@Sendable () -> Value)? in
            let taken = work
            work = nil
            if taken != nil && publishing { running = true }
            return taken
        }
        guard let taken else { return .takenByAnother }
        return .ran(taken())
    }
}

/// Starts the pool's threads ahead of the first parallel work (see `WorkerPool`).
func startPoolThreads() {
    WorkerPool.shared.start()
}
