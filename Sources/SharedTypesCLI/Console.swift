#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
import SharedTypesCodegen
private let systemWrite = Darwin.write
#endif

/// Where commands write: standard output for results, standard error for diagnostics.
/// Tests substitute a recording console.
package protocol Console: AnyObject {
    /// Writes `text` as given (no newline is added) where results go: standard output for
    /// `StandardConsole`.
    func writeOutput(_ text: String)
    /// Writes `text` as given (no newline is added) where diagnostics and usage errors go:
    /// standard error for `StandardConsole`.
    func writeError(_ text: String)
    /// Whether diagnostics may use ANSI colours.
    var colorsEnabled: Bool { get }
}

/// The process's real standard output and error.
package final class StandardConsole: Console {
    /// Decided once, in `init`, from the environment and whether standard error is a terminal.
    package let colorsEnabled: Bool

    /// Colours only on a terminal, and never when `NO_COLOR` is set.
    package init(environment: [String: String]) {
        colorsEnabled = StandardConsole.colorsEnabled(environment: environment, errorStreamIsTerminal: isatty(STDERR_FILENO) == 1)
    }

    /// Whether diagnostics (written to standard error) use colours: only when standard error
    /// is a terminal, `NO_COLOR` is unset or empty (https://no-color.org), and `TERM` is not `dumb`.
    package static func colorsEnabled(environment: [String: String], errorStreamIsTerminal: Bool) -> Bool {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return errorStreamIsTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// Writes `text` to standard output at once, unbuffered, retrying after `EINTR`; if a
    /// write fails otherwise, the rest of `text` is dropped without a report.
    package func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error the same way as `writeOutput`.
    package func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// Records everything written, for tests.
package final class RecordingConsole: Console {
    /// Everything passed to `writeOutput`, concatenated in call order.
    package private(set) var output = ""
    /// Everything passed to `writeError`, concatenated in call order.
    package private(set) var errors = ""
    /// Always false, so recorded diagnostics hold no ANSI escape codes.
    package let colorsEnabled = false

    /// Starts with nothing recorded.
    package init() {}

    /// Appends `text` to `output`. Not synchronised: write from one thread at a time.
    package func writeOutput(_ text: String) { output += text }
    /// Appends `text` to `errors`. Not synchronised: write from one thread at a time.
    package func writeError(_ text: String) { errors += text }
}
