/// One problem found in the input, reported the way swiftc does.
public struct Diagnostic: Error, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` for problems that concern no particular place
    /// (a missing file, a bad option).
    public var location: SourceLocation?
    /// Related places, such as the first definition of a duplicated type.
    public var notes: [Diagnostic]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    public static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }
}

/// Thrown by a stage that collected one or more errors; carries all of them so the
/// command line can report every problem of a run at once.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// Collects diagnostics while a stage runs.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public mutating func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) {
        append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) {
        append(.warning(message, at: location, notes: notes))
    }

    /// Throws the collected diagnostics if any of them is an error.
    public func throwIfErrors() throws {
        if hasErrors { throw DiagnosticsError(diagnostics) }
    }
}
