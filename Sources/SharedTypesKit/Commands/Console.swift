#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Where commands write: standard output for results, standard error for diagnostics.
/// Tests substitute a recording console.
public protocol Console: AnyObject {
    func writeOutput(_ text: String)
    func writeError(_ text: String)
    /// Whether diagnostics may use ANSI colours.
    var colorsEnabled: Bool { get }
}

/// The process's real standard output and error.
public final class StandardConsole: Console {
    public let colorsEnabled: Bool

    /// Colours only on a terminal, and never when `NO_COLOR` is set.
    public init(environment: [String: String]) {
        colorsEnabled = StandardConsole.colorsEnabled(environment: environment, errorStreamIsTerminal: isatty(STDERR_FILENO) == 1)
    }

    /// Whether diagnostics (written to standard error) use colours: only when standard error
    /// is a terminal, `NO_COLOR` is unset or empty (https://no-color.org), and `TERM` is not `dumb`.
    public static func colorsEnabled(environment: [String: String], errorStreamIsTerminal: Bool) -> Bool {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return errorStreamIsTerminal && !noColor && environment["TERM"] != "dumb"
    }

    public func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    public func writeError(_ text: String) {
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
public final class RecordingConsole: Console {
    public private(set) var output = ""
    public private(set) var errors = ""
    public let colorsEnabled = false

    public init() {}

    public func writeOutput(_ text: String) { output += text }
    public func writeError(_ text: String) { errors += text }
}
