import CThreadPlacement
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads that the pipeline's parallel work runs on beside the calling thread
/// (`concurrentMap`, `BackgroundResult`): one fewer than `processorCount`.
///
/// Unlike libdispatch's workers, which sleep as soon as their queue is empty, these keep
/// looking for the next task every `pollInterval` for a while (`pollDuration`) before they
/// sleep until one is added. On a virtual machine a core left idle is handed back to the
/// host, and waking it again took 1 to 2 ms (up to 3.8) on this project's 2-core machines
/// (a sleeping thread's next task): a generation's stages are shorter than that, so work
/// handed over after a pause used to start late, or not at all (the calling thread had done
/// it alone by then). Polling with short sleeps keeps the core answering without taking it
/// from other processes (measured: as fast as spinning with `sched_yield`, which also slowed
/// the calling thread down). On Linux the threads are queued on another core than the
/// thread that starts them (`gst_start_thread_beside_caller`), not behind it.
final class WorkerPool: @unchecked Sendable {
    /// The process's pool; its threads start on the first `start()` or task.
    static let shared = WorkerPool(threadCount: processorCount - 1)

    /// How long an idle worker keeps polling for work before it sleeps, and how long it
    /// sleeps between looks (nanoseconds).
    static let pollDuration: UInt64 = 2_000_000
    static let pollInterval = 50_000

    let threadCount: Int
    /// Guards the state below; its condition is where workers sleep.
    private let lock = ConditionLock()
    /// Tasks in the order they were added (`head` is the next one), workers asleep, and
    /// whether the threads were started.
    private var tasks: [(() -> Void)?] = []
    private var head = 0
    private var sleeping = 0
    private var started = false

    init(threadCount: Int) {
        self.threadCount = max(0, threadCount)
    }

    /// Starts the threads if they are not running yet. A thread's first run can take a couple
    /// of milliseconds here, so a caller that will have parallel work soon starts them early.
    func start() {
        let starting = lock.withLock {
            defer { started = true }
            return !started
        }
        guard starting else { return }
        for _ in 0..<threadCount {
            let context = Unmanaged.passRetained(self).toOpaque()
            let status = gst_start_thread_beside_caller({ context in
                Unmanaged<WorkerPool>.fromOpaque(context!).takeRetainedValue().work()
            }, context)
            if status != 0 {
                Unmanaged<WorkerPool>.fromOpaque(context).release()
            }
        }
    }

    /// Runs `task` on a worker thread; with no worker threads (one core), on the calling
    /// thread at once.
    func async(_ task: @escaping () -> Void) {
        guard threadCount > 0 else {
            task()
            return
        }
        start()
        lock.withLock {
            tasks.append(task)
            if sleeping > 0 { lock.signal() }
        }
    }

    /// A worker's loop: the next task, else polling for one until `pollDuration` has passed
    /// since the last, else sleeping until one is added.
    private func work() {
        var idleSince: UInt64?
        while true {
            lock.lock()
            if let task = takeTaskHoldingLock() {
                lock.unlock()
                task()
                idleSince = nil
                continue
            }
            let now = MonotonicClock.nanoseconds()
            let since = idleSince ?? now
            idleSince = since
            if now - since < Self.pollDuration {
                lock.unlock()
                var pause = timespec(tv_sec: 0, tv_nsec: Self.pollInterval)
                nanosleep(&pause, nil)
                continue
            }
            sleeping += 1
            while head == tasks.count { lock.wait() }
            sleeping -= 1
            lock.unlock()
            idleSince = nil
        }
    }

    /// The next task, no longer held by the queue (a task may capture a closure that must not
    /// outlive its caller, who waits only for the task to have run).
    private func takeTaskHoldingLock() -> (() -> Void)? {
        guard head < tasks.count else { return nil }
        let task = tasks[head]
        tasks[head] = nil
        head += 1
        if head == tasks.count {
            tasks.removeAll(keepingCapacity: true)
            head = 0
        }
        return task
    }
}
