import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element: Sendable {
    /// `map`, with the work spread over the machine's cores when there are at least
    /// `threshold` elements; the results keep the elements' order. Each thread takes the next
    /// element when it is free, so a thread that starts late (or is slowed) takes fewer.
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
        if fromBothEnds {
            let cursor = BothEndsCursor(count: count)
            DispatchQueue.concurrentPerform(iterations: processorCount) { worker in
                while let index = cursor.next(fromFront: worker % 2 == 0) {
                    slots.store(transform(self[index]), at: index)
                }
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(transform(self[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// Hands out the indices `0..<count`, each once, from the front or from the back.
private final class BothEndsCursor: @unchecked Sendable {
    /// Allocated, so that the mutex never moves.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The next index from the front, and one past the next from the back (guarded by `mutex`).
    private var front = 0
    private var back: Int

    init(count: Int) {
        back = count
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The next index not handed out yet, or nil when there is none.
    func next(fromFront: Bool) -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard front < back else { return nil }
        if fromFront {
            front += 1
            return front - 1
        }
        back -= 1
        return back
    }
}

/// The threads to spread work over: the cores online, at most 8.
let processorCount = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

/// One result per element, each written by exactly one thread and read after all of them
/// have finished (`concurrentPerform` returns only then), so no two threads touch the same
/// slot and the reads see every write.
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
