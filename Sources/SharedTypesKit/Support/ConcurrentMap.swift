import CThreadPlacement
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element: Sendable {
    /// `map`, with the work spread over the machine's cores (`WorkerPool`) when there are at
    /// least `threshold` elements; the results keep the elements' order. The calling thread
    /// works too, and each thread takes the next element when it is free, so a worker that
    /// starts late takes fewer, and one that has not started by the end takes none (the
    /// caller never waits for it).
    ///
    /// With `fromBothEnds`, half of the threads take elements from the front and half from
    /// the back, until they meet. For elements in groups that contend for something (files
    /// created in one folder take that folder's lock in turn), threads then work on different
    /// groups for as long as there are two.
    func concurrentMap<Result: Sendable>(threshold: Int = 64, fromBothEnds: Bool = false,
                                         _ transform: @Sendable (Element) -> Result) -> [Result] {
        if count < threshold || processorCount == 1 { return map(transform) }
        let slots = ConcurrentMapSlots<Result>(count: count)
        defer { slots.deallocate() }
        let cursor = BothEndsCursor(count: count)
        withoutActuallyEscaping(transform) { transform in
            let job = SharedJob { worker in
                while let index = cursor.next(fromFront: !fromBothEnds || worker % 2 == 0) {
                    slots.store(transform(self[index]), at: index)
                }
            }
            for worker in 1..<processorCount {
                WorkerPool.shared.async { job.join(as: worker) }
            }
            job.join(as: 0)
            job.finish()
        }
        return slots.results()
    }
}

/// Work shared by the calling thread and the pool's workers, each joining while it lasts.
private final class SharedJob: @unchecked Sendable {
    /// Dropped by `finish`, so that once the caller has its results nothing holds what the
    /// body captured (`concurrentMap`'s transform may not escape it).
    private var body: ((Int) -> Void)?
    /// Guarded by `lock`: threads inside `body`, and whether it may still be joined. The
    /// lock's condition is where `finish` waits for the last one to leave.
    private var active = 0
    private var closed = false
    private let lock = ConditionLock()

    init(_ body: @escaping (Int) -> Void) {
        self.body = body
    }

    /// Runs the body as thread number `worker`, unless the job is finished already.
    func join(as worker: Int) {
        guard runBody(as: worker) else { return }
        lock.withLock {
            active -= 1
            if active == 0 && closed { lock.broadcast() }
        }
    }

    /// Whether the body ran. Its own function, so that this thread's reference to the body is
    /// gone before `join` counts the thread out (and `finish` may return).
    private func runBody(as worker: Int) -> Bool {
        let joined = lock.withLock { () -> ((Int) -> Void)? in
            guard !closed, let body else { return nil }
            active += 1
            return body
        }
        guard let joined else { return false }
        joined(worker)
        return true
    }

    /// Lets no thread join any more and waits for those inside to leave.
    func finish() {
        lock.withLock {
            closed = true
            lock.wait(until: { active == 0 })
            body = nil
        }
    }
}

/// Hands out the indices `0..<count`, each once, from the front or from the back.
private final class BothEndsCursor: @unchecked Sendable {
    private let lock = ConditionLock()
    /// The next index from the front, and one past the next from the back (guarded by `lock`).
    private var front = 0
    private var back: Int

    init(count: Int) {
        back = count
    }

    /// The next index not handed out yet, or nil when there is none.
    func next(fromFront: Bool) -> Int? {
        lock.withLock {
            guard front < back else { return nil }
            if fromFront {
                front += 1
                return front - 1
            }
            back -= 1
            return back
        }
    }
}

/// The threads to spread work over: the cores the thread that first asks (the main thread)
/// may run on, fewer than are online under `taskset` or a container's CPU set; at most 8.
let processorCount: Int = {
    let allowed = Int(gst_allowed_processor_count())
    return max(1, min(8, allowed > 0 ? allowed : Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
}()

/// One result per element, each written by exactly one thread and read after all of them
/// have finished (`SharedJob.finish` returns only then, and its lock orders the writes
/// before the reads), so no two threads touch the same slot.
private final class ConcurrentMapSlots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
    }

    func store(_ result: Result, at index: Int) {
        slots.initializeElement(at: index, to: result)
    }

    /// Moves the results out; every slot must have been stored.
    func results() -> [Result] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.moveInitialize(fromContentsOf: slots)
            initialized = count
        }
    }

    func deallocate() {
        slots.deallocate()
    }
}
