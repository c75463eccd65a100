#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SharedTypesKit

/// `wait(until:pollingFor:)` returns once the condition holds, whether it comes true while the
/// waiter is still polling or only after it has gone to sleep on the condition.
@Suite struct ConditionLockTests {
    @Test(arguments: [
        (pollingFor: UInt64(50_000_000), setAfterMicroseconds: UInt32(100)), // found by polling
        (pollingFor: UInt64(1_000), setAfterMicroseconds: UInt32(20_000)), // woken from sleep
    ])
    func waitingReturnsOnceTheConditionHolds(pollingFor: UInt64, setAfterMicroseconds: UInt32) {
        let lock = ConditionLock()
        let state = SharedFlag()
        WorkerPool.shared.async {
            usleep(setAfterMicroseconds)
            lock.withLock {
                state.isSet = true
                lock.broadcast()
            }
        }
        let start = MonotonicClock.nanoseconds()
        lock.withLock {
            lock.wait(until: { state.isSet }, pollingFor: pollingFor)
            #expect(state.isSet)
        }
        #expect(MonotonicClock.nanoseconds() - start >= UInt64(setAfterMicroseconds) * 1_000)
    }

    @Test func aConditionThatAlreadyHoldsReturnsAtOnce() {
        let lock = ConditionLock()
        var calls = 0
        lock.withLock {
            lock.wait(until: { calls += 1; return true })
        }
        #expect(calls == 1)
    }
}

/// State guarded by the test's lock.
private final class SharedFlag: @unchecked Sendable {
    var isSet = false
}
