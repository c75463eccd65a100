import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element: Sendable {
    /// `map`, with the work spread over the machine's cores when there are at least
    /// `threshold` elements; the results keep the elements' order.
    func concurrentMap<Result: Sendable>(threshold: Int = 64, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let workers = count < threshold ? 1 : processorCount
        if workers == 1 { return map(transform) }
        let slots = ConcurrentMapSlots<Result>(count: count)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                slots.store(transform(self[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// The threads to spread work over: the cores online, at most 8.
private let processorCount = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

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
