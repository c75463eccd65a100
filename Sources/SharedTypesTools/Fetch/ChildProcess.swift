#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraphQLSchema
import SharedTypesSupport

/// Runs a command and waits for it to end, with `posix_spawn` (Foundation's `Process` would
/// link Foundation into every command of the tool, which starts without it).
enum ChildProcess {
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    enum Failure: Error, Equatable {
        /// No such command on PATH.
        case notFound
        /// `input` does not fit in a pipe's buffer (see `run`).
        case inputTooLong
        /// A system call failed; what failed and why.
        case system(String)
    }

    /// Runs `command` (looked up on PATH unless it has a `/`) with `arguments` and this
    /// process's environment. Its standard input reads `input`, and its standard output and
    /// error go to new files at `outputPath` and `errorPath`.
    ///
    /// `input` is written into the pipe before the command starts, while this process still
    /// holds the pipe's reading end: the write can neither wait on the command nor raise
    /// SIGPIPE if it dies early. Input that does not fit in the pipe's buffer (64 KiB on
    /// Linux, at least 16 KiB on macOS) is refused rather than waited on.
    static func run(_ command: String, arguments: [String], input: [UInt8], outputPath: String, errorPath: String) -> Result<Termination, Failure> {
        let readEnd: Int32
        switch makePipe(containing: input) {
        case .failure(let failure): return .failure(failure)
        case .success(let descriptor): readEnd = descriptor
        }
        defer { close(readEnd) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return .failure(.system(describe(errno, "posix_spawn_file_actions_init"))) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        let prepared = [
            posix_spawn_file_actions_adddup2(&actions, readEnd, 0),
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, flags, 0o600),
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, flags, 0o600),
        ]
        if let failed = prepared.first(where: { $0 != 0 }) { return .failure(.system(describe(failed, "posix_spawn_file_actions"))) }

        let argumentCopies = ([command] + arguments).map { strdup($0) }
        defer { argumentCopies.forEach { free($0) } }
        guard !argumentCopies.contains(nil) else { return .failure(.system(describe(ENOMEM, "strdup"))) }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, command, &actions, nil, argumentCopies + [nil], environ)
        if spawned == ENOENT { return .failure(.notFound) }
        if spawned != 0 { return .failure(.system(describe(spawned, "posix_spawnp"))) }

        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            if errno != EINTR { return .failure(.system(describe(errno, "waitpid"))) }
        }
        // What the WIFEXITED, WEXITSTATUS and WTERMSIG macros read (not available to Swift);
        // the same layout on Linux and macOS. Stopped children are not reported without
        // WUNTRACED.
        let signal = status & 0x7F
        return .success(signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal))
    }

    /// A pipe holding `input` with its writing end closed; returns the reading end.
    private static func makePipe(containing input: [UInt8]) -> Result<Int32, Failure> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(.system(describe(errno, "pipe"))) }
        // Both ends move to 3 or above, with close-on-exec: with standard input, output or
        // error closed, the pipe could have their numbers, and the child's redirections would
        // then close or overwrite it.
        var moved: [Int32] = []
        for end in ends {
            let copy = fcntl(end, F_DUPFD_CLOEXEC, 3)
            let copyError = errno
            close(end)
            guard copy >= 0 else {
                moved.forEach { close($0) }
                return .failure(.system(describe(copyError, "fcntl")))
            }
            moved.append(copy)
        }
        let (readEnd, writeEnd) = (moved[0], moved[1])
        _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
        let writeError = FileSystem.writeAll(input, to: writeEnd)
        close(writeEnd)
        guard writeError == 0 else {
            close(readEnd)
            return .failure(writeError == EAGAIN ? .inputTooLong : .system(describe(writeError, "write")))
        }
        return .success(readEnd)
    }

    private static func describe(_ code: Int32, _ call: String) -> String {
        "\(call): \(String(cString: strerror(code)))"
    }
}
