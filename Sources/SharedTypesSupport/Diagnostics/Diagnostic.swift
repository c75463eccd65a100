/// One problem found in the input, reported the way swiftc does.
public struct Diagnostic: Error, Sendable {
    /// How serious a diagnostic is. The raw value is the label printed before the message
    /// (`error:`, `warning:`, `note:`).
    public enum Severity: String, Sendable {
        /// An `error` makes the stage that reports it fail; a `warning` does not stop the
        /// run; a `note` adds detail, in another diagnostic's `notes` or on its own.
        case error, warning, note
    }

    /// Only `.error` makes a stage fail (see `DiagnosticBag.throwIfErrors`).
    public var severity: Severity
    /// The text after the severity label, without location or label (the renderer adds both).
    public var message: String
    /// Where the problem is; `nil` for problems that concern no particular place
    /// (a missing file, a bad option).
    public var location: SourceLocation?
    /// Related places, such as the first definition of a duplicated type.
    public var notes: [Diagnostic]

    /// `location` is nil for a problem that concerns no particular place; `notes` are printed
    /// after this diagnostic, in order.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// An error at `location`, which makes the stage that reports it fail.
    package static func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// A warning at `location`: reported, but it does not make the stage fail.
    package static func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// A note at `location`. Notes take no notes of their own: the renderer prints only one
    /// level of them.
    package static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }
}

/// Thrown by a stage that collected one or more errors; carries all of them so the
/// command line can report every problem of a run at once.
public struct DiagnosticsError: Error, Sendable {
    /// Everything the stage reported, in order: the errors and any warnings and notes
    /// collected with them.
    public var diagnostics: [Diagnostic]

    /// Wraps `diagnostics` without filtering or reordering them.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// Collects diagnostics while a stage runs.
package struct DiagnosticBag: Sendable {
    /// Every diagnostic appended so far, of any severity, in the order appended.
    package private(set) var diagnostics: [Diagnostic] = []

    /// An empty bag.
    package init() {}

    /// Whether any collected diagnostic is an error; warnings and notes do not count.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Only the errors among `diagnostics`, in the order appended.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// Only the warnings among `diagnostics`, in the order appended; notes appended on their
    /// own are in neither list.
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Adds `diagnostic` at the end, whatever its severity.
    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds `other` at the end, keeping its order.
    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Appends an error at `location`; `throwIfErrors` will then throw.
    package mutating func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) {
        append(.error(message, at: location, notes: notes))
    }

    /// Appends a warning at `location`; on its own it does not make `throwIfErrors` throw.
    package mutating func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) {
        append(.warning(message, at: location, notes: notes))
    }

    /// Throws the collected diagnostics if any of them is an error.
    package func throwIfErrors() throws {
        if hasErrors { throw DiagnosticsError(diagnostics) }
    }
}
