#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes an interrupted run (SIGINT, SIGTERM, SIGHUP: Ctrl-C, a stopped build, a CI timeout)
/// leave no temporary file behind and exit with the conventional status, 128 plus the signal's
/// number (130, 143, 129).
///
/// The design, kept small because a signal handler may only call async-signal-safe functions:
/// every temporary file (and the curl command's folder) is entered in a table of C strings
/// made while it is created; the handler only `unlink`s (or `rmdir`s) what the table holds, in
/// reverse order, and calls `_exit`. The table is changed only with the three signals blocked,
/// so the handler never sees it half-updated. The step that makes new output visible (the
/// renames and removals of `OutputWriter.apply`) runs with the signals blocked too
/// (`withSignalsDeferred`): a signal that arrives meanwhile is handled right after it, so an
/// interrupted run changes either nothing or everything it meant to.
///
/// Only the executable installs the handler; until then nothing is entered in the table, so
/// library users and in-process tests (which run generations on several threads) never touch
/// it. The tool itself is single-threaded.
package enum InterruptCleanup {
    /// Installs the handler for SIGINT, SIGTERM and SIGHUP (a signal ignored when the process
    /// started, as under `nohup`, stays ignored). Call once, before any work.
    package static func install() {
        guard !installed else { return }
        _ = table.count // made now, not first inside the handler
        installed = true
        for signal in handledSignals {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            if isIgnored(previous) { continue }
            var action = sigaction()
            setHandler(&action)
            sigemptyset(&action.sa_mask)
            for other in handledSignals { sigaddset(&action.sa_mask, other) }
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Enters `path` in the table; the handler removes it if the process is interrupted before
    /// `unregister` is called with the returned token. nil (nothing entered) without the handler.
    package static func register(_ path: String) -> Int? {
        guard installed else { return nil }
        return withSignalsDeferred { () -> Int? in
            if table.count == table.capacity {
                let larger = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: table.capacity * 2)
                larger.update(from: table.paths, count: table.count)
                table.paths.deallocate()
                table.paths = larger
                table.capacity *= 2
            }
            guard let copy = strdup(path) else { return nil }
            table.paths[table.count] = copy
            table.count += 1
            return table.count - 1
        }
    }

    /// Takes the entry `token` (from `register`) out of the table: the file was renamed or
    /// removed.
    package static func unregister(_ token: Int?) {
        guard let token, installed else { return }
        withSignalsDeferred {
            guard token < table.count else { return }
            free(table.paths[token])
            table.paths[token] = nil
            while table.count > 0 && table.paths[table.count - 1] == nil { table.count -= 1 }
        }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP blocked; one that arrives meanwhile is
    /// delivered when `body` returns.
    package static func withSignalsDeferred<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in handledSignals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    private static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    nonisolated(unsafe) private static var installed = false

    /// The registered paths; slots of unregistered ones are nil. Made by `install`, before the
    /// handler can run.
    private struct Table {
        var paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 64)
        var count = 0
        var capacity = 64
    }

    nonisolated(unsafe) private static var table = Table()

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func setHandler(_ action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { signal in InterruptCleanup.removeRegisteredAndExit(signal) }
        #else
        action.__sigaction_u.__sa_handler = { signal in InterruptCleanup.removeRegisteredAndExit(signal) }
        #endif
    }

    /// The signal handler: async-signal-safe calls only.
    private static func removeRegisteredAndExit(_ signal: Int32) {
        var index = table.count
        while index > 0 {
            index -= 1
            if let path = table.paths[index], unlink(path) != 0 {
                rmdir(path) // the curl command's folder, registered before its files
            }
        }
        _exit(128 + signal)
    }
}
