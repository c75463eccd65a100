#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CThreadPlacement
import Testing
@testable import SharedTypesKit

/// The pool's primitives under load: every result comes back, in order, whichever thread does
/// the work and however late a worker starts; non-escaping closures never outlive their calls
/// (`withoutActuallyEscaping` would stop the process if one did).
@Suite struct WorkerPoolTests {
    @Test func manyShortMapsEachReturnEveryResultInOrder() {
        for round in 0..<2_000 {
            let elements = Array(0..<(round % 17 + 2))
            let offset = round
            let mapped = elements.concurrentMap(threshold: 2, fromBothEnds: round % 2 == 0) { $0 &* 31 &+ offset }
            #expect(mapped == elements.map { $0 &* 31 &+ offset })
        }
    }

    @Test func backgroundResultsComeBackWhetherAWorkerOrTheCallerRunsThem() {
        for round in 0..<2_000 {
            let early = BackgroundResult { round * 2 }
            // Sometimes asked at once (the caller usually takes the work), sometimes after a
            // pause (a worker usually has it by then).
            if round % 3 == 0 { usleep(20) }
            #expect(early.value == round * 2)
            #expect(early.value == round * 2) // asking again gives the same result
        }
    }

    @Test func optionalResultsThatAreNilComeBack() {
        for round in 0..<500 {
            let nothing = BackgroundResult<String?> { round % 2 == 0 ? nil : "\(round)" }
            if round % 4 < 2 { usleep(10) }
            #expect(nothing.value == (round % 2 == 0 ? nil : "\(round)"))
        }
    }

    /// As generating does: work in the background (itself mapping concurrently) while the
    /// calling thread maps concurrently.
    @Test func backgroundWorkAndNestedMapsFinish() {
        for round in 0..<300 {
            let background = BackgroundResult { Array(0..<100).concurrentMap(threshold: 2) { $0 + round } }
            let second = Array(0..<100).concurrentMap(threshold: 2, fromBothEnds: true) { $0 - round }
            let first = background.value
            #expect(first == (0..<100).map { $0 + round })
            #expect(second == (0..<100).map { $0 - round })
        }
    }

    @Test func aPoolWithoutThreadsRunsTasksOnTheCaller() {
        let pool = WorkerPool(threadCount: 0)
        var ran = false
        pool.async { ran = true }
        #expect(ran)
    }

    @Test func tasksAddedAfterTheWorkersFellAsleepStillRun() {
        let pool = WorkerPool(threadCount: 1)
        pool.start()
        // Longer than a worker polls before it sleeps.
        usleep(useconds_t(WorkerPool.pollDuration / 1000 * 3))
        let done = BackgroundFlag()
        pool.async { done.set() }
        #expect(done.wait(seconds: 5))
    }

    /// A worker starts on another core than its creator, but only for its first run: after
    /// that it may run wherever the process may (Linux only; one core has nothing to check).
    @Test(.enabled(if: gst_allowed_processor_count() > 1))
    func aWorkerMayRunOnEveryProcessorTheProcessMayRunOn() {
        let pool = WorkerPool(threadCount: 1)
        let processCount = gst_allowed_processor_count()
        let workerCount = BackgroundFlag()
        pool.async { workerCount.set(Int(gst_allowed_processor_count())) }
        #expect(workerCount.wait(seconds: 5))
        #expect(workerCount.value == Int(processCount))
    }
}

/// A flag one thread sets and another waits for, with a time limit.
private final class BackgroundFlag: @unchecked Sendable {
    private var isSet = false
    private var setValue = 0
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }

    func set(_ value: Int = 0) {
        pthread_mutex_lock(&mutex)
        isSet = true
        setValue = value
        pthread_mutex_unlock(&mutex)
    }

    /// What `set` was given.
    var value: Int {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return setValue
    }

    func wait(seconds: Double) -> Bool {
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        while true {
            pthread_mutex_lock(&mutex)
            let value = isSet
            pthread_mutex_unlock(&mutex)
            if value { return true }
            if MonotonicClock.nanoseconds() > deadline { return false }
            usleep(1000)
        }
    }
}
