#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SharedTypesKit

/// `wait(until:pollingFor:)` returns once the condition holds, whether it comes true while the
/// waiter is still polling or only after it has gone to sleep on the condition. The setter
/// runs on a pool of its own, so that the test does not depend on the shared pool having a
/// thread (it has none on one core) or on what other tests give it.
@Suite struct ConditionLockTests {
    @Test func aConditionThatComesTrueWhilePollingIsSeenByPolling() {
        let (looks, elapsed) = waitForSetter(pollingFor: 10_000_000_000) { lock, state in
            usleep(5_000)
            // No signal yet: only looking again sees it at once. (The late broadcast ends a
            // wait that does not poll, which then fails the test instead of hanging it.)
            lock.withLock { state.isSet = true }
            usleep(200_000)
            lock.withLock { lock.broadcast() }
        }
        #expect(elapsed >= 5_000_000 && elapsed < 200_000_000)
        #expect(looks > 2) // polled, not woken
    }

    @Test func aConditionThatComesTrueAfterPollingWakesTheSleeper() {
        let (looks, elapsed) = waitForSetter(pollingFor: 1_000) { lock, state in
            usleep(20_000)
            lock.withLock {
                state.isSet = true
                lock.broadcast()
            }
        }
        #expect(elapsed >= 20_000_000)
        // The first look, one or two while polling for 1 µs, and the one after waking (a
        // spurious wake-up may add one).
        #expect(looks < 10)
    }

    @Test func aConditionThatAlreadyHoldsReturnsAtOnce() {
        let lock = ConditionLock()
        var looks = 0
        lock.withLock {
            lock.wait(until: { looks += 1; return true })
        }
        #expect(looks == 1)
    }
}

/// Waits (`wait(until:pollingFor:)`) for `setter`, run on a pool of its own, to set the flag;
/// returns how often the condition was looked at and the nanoseconds from starting the setter
/// to the wait's end.
private func waitForSetter(
    pollingFor limit: UInt64, setter: @escaping @Sendable (ConditionLock, SharedFlag) -> Void
) -> (looks: Int, elapsed: UInt64) {
    let lock = ConditionLock()
    let state = SharedFlag()
    let pool = WorkerPool(threadCount: 1)
    let start = MonotonicClock.nanoseconds()
    pool.async { setter(lock, state) }
    var looks = 0
    lock.withLock {
        lock.wait(until: { looks += 1; return state.isSet }, pollingFor: limit)
        #expect(state.isSet)
    }
    return (looks, MonotonicClock.nanoseconds() - start)
}

/// State guarded by the test's lock.
private final class SharedFlag: @unchecked Sendable {
    var isSet = false
}
