import SharedTypesCodegen
import SharedTypesSupport

/// Exit statuses, as documented in the README.
package enum ExitStatus {
    /// The command did what was asked, including a `--check` with nothing to change and a
    /// `diff --fail-on` with no change at or above its threshold.
    package static let success: Int32 = 0
    /// Bad input (schema errors), or `--check` found differences.
    package static let failure: Int32 = 1
    /// Bad usage: unknown option, missing argument.
    package static let usage: Int32 = 2
}

/// One subcommand of `gen-shared-types`.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The synopsis shown by `--help`.
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// Paragraphs after the option list in `--help`.
    static var discussion: String { get }

    /// Why the options given make no sense together (a usage error), or nil. Checked before
    /// `run`, on the command line as given.
    static func conflict(in arguments: ParsedArguments) -> String?

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32
}

extension Command {
    static var discussion: String { "" }

    static func conflict(in arguments: ParsedArguments) -> String? { nil }

    /// The command's own options and those every command takes.
    static var allOptions: [OptionSpec] { options + OptionSpec.common }

    /// Prints `message` as an error followed by the synopsis; returns `ExitStatus.usage`.
    static func usageError(_ message: String, context: CommandContext) -> Int32 {
        context.console.writeError("error: \(message)\nUSAGE: \(usage)\n")
        return ExitStatus.usage
    }

    /// A usage error when any of `paths` is empty, else nil. An empty path (an unset variable
    /// in a script) would name the working directory, or with a file name appended, the root
    /// of the file system.
    static func refusingEmptyPaths(_ paths: [String], context: CommandContext) -> Int32? {
        paths.contains("") ? usageError("an empty path was given", context: context) : nil
    }

    static var helpText: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n\nOPTIONS:\n"
        let width = min(32, (allOptions.map { $0.usage.count }.max() ?? 0) + 2)
        for option in allOptions {
            let usage = option.usage
            let padding = usage.count < width ? String(repeating: " ", count: width - usage.count) : "\n  " + String(repeating: " ", count: width)
            text += "  \(usage)\(padding)\(option.help)\n"
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }
}

/// What a command runs with: its console and environment.
struct CommandContext {
    var console: Console
    var environment: [String: String]
    var currentDirectory: String
    /// `--quiet`: `report` prints errors only.
    var quiet = false
    /// The most diagnostics one run prints. A file with a million mistakes (a generated
    /// schema gone wrong) gets the first ones and a count of the rest, not gigabytes of text.
    static let maxReportedDiagnostics = 100

    /// Prints `diagnostics` (only the errors with `--quiet`); an absolute file path inside the
    /// working directory (as a configuration file's paths become) is shown relative to it.
    func report(_ diagnostics: [Diagnostic]) {
        let diagnostics = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !diagnostics.isEmpty else { return }
        let renderer = DiagnosticRenderer(colors: console.colorsEnabled)
        var text = renderer.render(displayingPaths(Array(diagnostics.prefix(Self.maxReportedDiagnostics))))
        let hidden = diagnostics.dropFirst(Self.maxReportedDiagnostics)
        if !hidden.isEmpty {
            let errors = hidden.filter { $0.severity == .error }.count
            let others = hidden.count - errors
            let summary = [errors > 0 ? counted(errors, "more error") : nil, others > 0 ? counted(others, "more warning") : nil]
                .compactMap { $0 }.joined(separator: " and ")
            text += renderer.render(.note("\(summary) not shown (only the first \(Self.maxReportedDiagnostics) are printed)."))
        }
        console.writeError(text)
    }
}

extension CommandContext {
    /// `path` as the file system must be asked for it: a relative path is relative to
    /// `currentDirectory`. When that is the process's working folder (always, for the
    /// executable) the path stays as the user wrote it, so that messages show it that way.
    func fileSystemPath(_ path: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("/"), !currentDirectory.isEmpty,
              currentDirectory != ProcessEnvironment.workingDirectory() else { return path }
        return currentDirectory + "/" + path
    }

    /// `path` as messages show it: relative to the working directory when it is inside it
    /// (`.` for the working directory itself), else absolute; the same however it was spelled
    /// (`-o Out`, `-o ./Out/`, or a configuration file's `output`).
    /// Inside means by name, or else through symbolic links (`/tmp` that is `/private/tmp`).
    func displayPath(_ path: String) -> String {
        guard currentDirectory.hasPrefix("/") || path.hasPrefix("/") else { return path }
        let absolute = LexicalPath.absolute(path, currentDirectory: currentDirectory)
        func inside(_ base: String, _ target: String) -> String? {
            if target == base { return "." }
            let prefix = base == "/" ? "/" : base + "/"
            return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : nil
        }
        return inside(LexicalPath.absolute(currentDirectory, currentDirectory: currentDirectory), absolute)
            ?? inside(FileSystem.physicalPath(currentDirectory, currentDirectory: currentDirectory),
                      FileSystem.physicalPath(absolute, currentDirectory: currentDirectory))
            ?? absolute
    }

    /// `diagnostics` with the absolute paths of their locations' files, and their notes',
    /// named by `displayPath`; relative paths stay as the user wrote them. Each file is copied
    /// once, however many diagnostics point into it.
    private func displayingPaths(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var shownFiles: [String: SourceFile] = [:]
        func shown(_ diagnostic: Diagnostic) -> Diagnostic {
            var result = diagnostic
            if let location = diagnostic.location, location.file.path.hasPrefix("/") {
                let path = displayPath(location.file.path)
                if path != location.file.path {
                    let file = shownFiles[location.file.path] ?? SourceFile(path: path, bytes: location.file.bytes)
                    shownFiles[location.file.path] = file
                    result.location = SourceLocation(file: file, offset: location.offset)
                }
            }
            result.notes = diagnostic.notes.map(shown)
            return result
        }
        return diagnostics.map(shown)
    }
}

/// Milliseconds since `start`, rounded, for the summary lines.
func elapsedMilliseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = ContinuousClock.now - start
    return Int((Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15).rounded())
}

/// `1 enum`, `2 enums`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
