#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex, and a condition that threads holding it can wait on: what the pipeline's threads
/// use to share state and hand work over. Allocated, because a pthread mutex or condition
/// must not move and Swift does not promise a stored property a fixed address.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits until another thread calls `signal` or `broadcast` (or spuriously: callers wait
    /// in a loop on their own condition). Only with the lock held; holds it again on return.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Waits until `isDone()`, evaluated with the lock held, is true, as a loop around `wait`
    /// would; but for up to `pollingFor` nanoseconds first it spins, releasing the lock and
    /// taking it again to look every couple of microseconds, instead of sleeping. For waits
    /// that are usually short (another thread finishing a piece of work): a thread that sleeps
    /// can wake late on a virtual machine, whose idle core is handed back to the host. The
    /// spinning takes a core for that long, which costs little while each thread has one and
    /// delays the awaited thread when there are fewer cores than running threads. Whoever
    /// changes what `isDone` reads must still `signal` or `broadcast`, for a waiter that has
    /// gone to sleep. Only with the lock held; holds it again on return.
    func wait(until isDone: () -> Bool, pollingFor limit: UInt64 = 200_000) {
        guard !isDone() else { return }
        let start = MonotonicClock.nanoseconds()
        while MonotonicClock.nanoseconds() - start < limit {
            pthread_mutex_unlock(mutex)
            let pause = MonotonicClock.nanoseconds()
            while MonotonicClock.nanoseconds() - pause < 2_000 {}
            pthread_mutex_lock(mutex)
            if isDone() { return }
        }
        while !isDone() { pthread_cond_wait(condition, mutex) }
    }

    /// Wakes one waiting thread.
    func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
