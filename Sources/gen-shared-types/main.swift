// Only the C library: Foundation is not needed here, and not loading it saves several
// milliseconds of every run's start-up (the tool typically runs inside every build).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedTypesCLI
import SharedTypesSupport

// With a file-size limit in force (`ulimit -f`), a write past it fails with an error the tool
// reports, instead of the signal killing the process halfway through.
signal(SIGXFSZ, SIG_IGN)
// Ctrl-C, a stopped build or a CI timeout removes the run's temporary files and exits with
// 128 plus the signal's number.
InterruptCleanup.install()

/// The working directory, or "." when it cannot be determined (for example, it was deleted).
func currentDirectory() -> String {
    guard let pointer = getcwd(nil, 0) else { return "." }
    defer { free(pointer) }
    return String(cString: pointer)
}

let environment = ProcessEnvironment.current()
let status = GenSharedTypes.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    currentDirectory: currentDirectory(),
    console: StandardConsole(environment: environment)
)
exit(status)
