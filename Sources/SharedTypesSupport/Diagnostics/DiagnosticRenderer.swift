/// Formats diagnostics as swiftc does:
///
///     schema.graphql:3:5: error: Expected Name, found "}".
///       enum Color { }
///                    ^
public struct DiagnosticRenderer: Sendable {
    /// Use ANSI colours (only when writing to a terminal and `NO_COLOR` is unset).
    package var colors: Bool

    /// Plain text unless `colors` is true.
    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// The diagnostic, then each of its notes (one level: a note's own notes are not shown),
    /// each ending in a newline. With a location that is `path:line:column: severity:
    /// message`, the source line (cut around the column when very long, control characters
    /// other than tabs shown as spaces) and a line with a caret at the column; without one,
    /// it is `severity: message` alone.
    package func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        append(diagnostic, to: &out)
        for note in diagnostic.notes {
            append(note, to: &out)
        }
        return out
    }

    /// `render(_:)` of each diagnostic, in order, joined with nothing in between; all of them
    /// are rendered, however many.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func append(_ diagnostic: Diagnostic, to out: inout String) {
        let label = diagnostic.severity.rawValue
        let coloredLabel: String
        if colors {
            let code: String
            switch diagnostic.severity {
            case .error: code = "31"
            case .warning: code = "35"
            case .note: code = "90"
            }
            coloredLabel = "\u{1B}[1;\(code)m\(label):\u{1B}[0m"
        } else {
            coloredLabel = "\(label):"
        }
        guard let location = diagnostic.location else {
            out += "\(coloredLabel) \(diagnostic.message)\n"
            return
        }
        let (line, column) = location.lineAndColumn
        let prefix = "\(location.file.path):\(line):\(column):"
        out += colors ? "\u{1B}[1m\(prefix)\u{1B}[0m \(coloredLabel) \(diagnostic.message)\n" : "\(prefix) \(coloredLabel) \(diagnostic.message)\n"
        // Very long lines (minified JSON) are cut around the column so the caret stays readable.
        let (text, caretColumn) = location.file.excerpt(around: location.offset)
        let sanitized = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            // Tabs keep their width in the caret line; other control characters print as spaces.
            if scalar == "\t" { return scalar }
            return scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar
        }))
        out += sanitized + "\n"
        var caret = ""
        let lineScalars = Array(sanitized.unicodeScalars)
        for index in 0..<max(0, caretColumn - 1) {
            caret.unicodeScalars.append(index < lineScalars.count && lineScalars[index] == "\t" ? "\t" : " ")
        }
        out += caret + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^") + "\n"
    }
}
