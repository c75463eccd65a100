// Only the C library: Foundation is not needed here, and not loading it saves several
// milliseconds of every run's start-up (the tool typically runs inside every build).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedTypesKit

// With a file-size limit in force (`ulimit -f`), a write past it fails with an error the tool
// reports, instead of the signal killing the process halfway through.
signal(SIGXFSZ, SIG_IGN)

/// The process environment as a dictionary (the first definition of a name wins, as getenv).
func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "=") {
            let name = String(text[..<equals])
            if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
        }
        entry += 1
    }
    return result
}

/// The working directory, or "." when it cannot be determined (for example, it was deleted).
func currentDirectory() -> String {
    guard let pointer = getcwd(nil, 0) else { return "." }
    defer { free(pointer) }
    return String(cString: pointer)
}

let environment = processEnvironment()
let status = GenSharedTypes.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    currentDirectory: currentDirectory(),
    console: StandardConsole(environment: environment),
    exitsAfterRun: true
)
exit(status)
