#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes mapped schema files safe to read while another process truncates them.
///
/// Reading a page of a mapping that lies past the end of a file which has since been made
/// shorter raises `SIGBUS`, which would end the process. Once `install()` has run, the
/// signal handler finds the mapping the address belongs to, maps zeroed pages over the rest
/// of it so that the read that faulted can go on, and marks the file as truncated;
/// `SchemaReader` then reports it as an error instead of whatever the zeros parsed to, and
/// nothing is generated from it. A `SIGBUS` anywhere else still ends the process as before.
///
/// Schema files are mapped only once this is installed (`FileSystem.readSource`): a process
/// has one handler per signal, so only the executable installs it; a library caller's files
/// are read.
public enum TruncatedFileGuard {
    /// Fixed capacity, so that the signal handler reads memory that never moves or grows; a
    /// file loaded when every slot is taken is read instead of mapped.
    private static let capacity = 64

    /// Per slot: the mapping's start (0 when the slot is free), its length, and whether a
    /// page past the file's end was read. Written under `lock`; read by the handler.
    private struct Slot {
        var base: UInt
        var count: Int
        var truncated: Int
    }

    nonisolated(unsafe) private static var slots: UnsafeMutablePointer<Slot>?
    nonisolated(unsafe) private static var pageSize: UInt = 4096
    private static let lock = ConditionLock()

    /// Installs the `SIGBUS` handler; afterwards large schema files are mapped. Idempotent.
    public static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard slots == nil else { return }
        pageSize = UInt(max(4096, sysconf(Int32(_SC_PAGESIZE))))
        let table = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        table.initialize(repeating: Slot(base: 0, count: 0, truncated: 0), count: capacity)
        slots = table
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handleBusError
        #else
        action.__sigaction_u.__sa_sigaction = handleBusError
        #endif
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, nil)
    }

    /// Whether `install()` has run: files are mapped only then.
    static var isInstalled: Bool {
        lock.withLock { slots != nil }
    }

    /// A slot for a mapping of `count` bytes at `base`, or nil when mapping is not guarded
    /// (not installed, or every slot taken).
    static func register(base: UnsafeRawPointer, count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard let slots else { return nil }
        for index in 0..<capacity where slots[index].base == 0 {
            slots[index] = Slot(base: UInt(bitPattern: base), count: count, truncated: 0)
            return index
        }
        return nil
    }

    /// Frees `slot` just before its mapping is removed.
    static func unregister(_ slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots?[slot] = Slot(base: 0, count: 0, truncated: 0)
    }

    /// Whether a page of the mapping in `slot` was read after the file had become shorter.
    static func wasTruncated(_ slot: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0[slot].truncated != 0 } ?? false
    }

    /// Runs on the faulting thread: nothing here may allocate, lock or touch Swift objects.
    private static let handleBusError: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { _, info, _ in
        guard let info, let slots = TruncatedFileGuard.slots else {
            signal(SIGBUS, SIG_DFL)
            return
        }
        #if canImport(Glibc)
        let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
        #else
        let address = UInt(bitPattern: info.pointee.si_addr)
        #endif
        let pageSize = TruncatedFileGuard.pageSize
        for index in 0..<TruncatedFileGuard.capacity {
            let slot = slots[index]
            guard slot.base != 0, address >= slot.base, address - slot.base < UInt(slot.count) else { continue }
            let start = address & ~(pageSize - 1)
            let end = (slot.base + UInt(slot.count) + pageSize - 1) & ~(pageSize - 1)
            let zeroed = mmap(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), PROT_READ,
                              MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            if zeroed == MAP_FAILED { break }
            slots[index].truncated = 1
            return
        }
        // Not one of the guarded mappings: the default action ends the process when the
        // instruction runs again, as if no handler had been installed.
        signal(SIGBUS, SIG_DFL)
    }
}
