/// Arbitrary text (schema descriptions, raw values, deprecation reasons) made safe for Swift
/// source: doc comments and string literals.
package enum SwiftSourceText {
    // MARK: Doc comments

    /// A `///` doc comment for `text`, one element per line, each `indent + "/// " + line` (or
    /// `indent + "///"` for an empty line); no element contains a line break or ends in
    /// whitespace. Empty when `text` has no visible content.
    ///
    /// Any text is accepted:
    /// - line breaks: `\n`, `\r\n`, a lone `\r` (which swiftc would treat as the end of the
    ///   comment), U+2028, U+2029, NEL (U+0085), vertical tab and form feed all start a new line;
    /// - removed: the other control characters (C0 including NUL, which swiftc rejects in
    ///   source; DEL; C1), the byte order mark U+FEFF, and the bidirectional embedding,
    ///   override and isolate controls (U+202A–U+202E, U+2066–U+2069), which can make source
    ///   display differently from what it is;
    /// - tabs become spaces (tab stops every 4 columns), so Markdown indentation survives;
    /// - trailing whitespace is removed from every line, leading and trailing blank lines are
    ///   dropped and runs of blank lines become one;
    /// - nothing else changes: long lines are not wrapped (rewrapping changes Markdown tables,
    ///   code and links), and `*/`, backticks and Markdown are harmless in `///` comments.
    static func docCommentLines(_ text: String, indent: String = "") -> [String] {
        var output = DocCommentOutput(indent: indent)
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where afterCarriageReturn: break // the second half of `\r\n`
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: output.finishLine()
            case 0x09: output.appendTab()
            case 0x00...0x1F, 0x7F...0x9F, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069: break
            default: output.append(scalar)
            }
            afterCarriageReturn = scalar == "\r"
        }
        output.finishLine()
        return output.lines
    }

    // MARK: String literals

    /// A single-line Swift string literal (with its quotes) whose value is exactly `text`.
    ///
    /// `\` and `"` are escaped; `\0`, `\t`, `\n`, `\r` use their short escapes; every other
    /// character that is invisible or ambiguous in source is written `\u{…}` (uppercase hex):
    /// control characters (C0, DEL, C1), format characters (general category Cf: soft hyphen,
    /// zero-width and bidirectional controls, U+FEFF…), line and paragraph separators, spaces
    /// other than U+0020, private-use and unassigned code points (including noncharacters), and
    /// a combining mark at the start of the literal or right after an escape (where it would
    /// visually attach to the quote or the escape). Everything else is written as it is.
    /// The literal contains no interpolation, so it is also valid as an enum raw value and in
    /// `@available(*, deprecated, message: …)`.
    package static func stringLiteral(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        output.append("\"")
        var afterEscape = true  // the opening quote counts: a mark would attach to it
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x5C: output.append(contentsOf: "\\\\".unicodeScalars); afterEscape = true; continue
            case 0x22: output.append(contentsOf: "\\\"".unicodeScalars); afterEscape = true; continue
            case 0x00: output.append(contentsOf: "\\0".unicodeScalars); afterEscape = true; continue
            case 0x09: output.append(contentsOf: "\\t".unicodeScalars); afterEscape = true; continue
            case 0x0A: output.append(contentsOf: "\\n".unicodeScalars); afterEscape = true; continue
            case 0x0D: output.append(contentsOf: "\\r".unicodeScalars); afterEscape = true; continue
            default: break
            }
            if needsUnicodeEscape(scalar, afterEscape: afterEscape) {
                output.append(contentsOf: "\\u{".unicodeScalars)
                output.append(contentsOf: String(value, radix: 16, uppercase: true).unicodeScalars)
                output.append("}")
                afterEscape = true
            } else {
                output.append(scalar)
                afterEscape = false
            }
        }
        output.append("\"")
        return String(output)
    }

    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar, afterEscape: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return true }
        if value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        case .spaceSeparator:
            return true  // U+0020 is ASCII and handled above
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return afterEscape
        default:
            return false
        }
    }
}

/// The lines of a doc comment as `SwiftSourceText.docCommentLines` makes them.
private struct DocCommentOutput {
    let indent: String
    var lines: [String] = []
    /// The current line's UTF-8, its length up to the end of its last visible character, and
    /// its length in scalars (for tab stops).
    var line: [UInt8] = []
    var visibleLength = 0
    var column = 0
    /// Whether blank lines came after the last line with text: one blank line is written
    /// before the next line with text.
    var blankLinePending = false

    init(indent: String) {
        self.indent = indent
    }

    mutating func appendTab() {
        let spaces = 4 - column % 4
        line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces))
        column += spaces
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { line.append($0) }
        column += 1
        if scalar.isASCII ? scalar != " " : !scalar.properties.isWhitespace { visibleLength = line.count }
    }

    /// Ends the current line: a line without visible text is blank, and blank lines are
    /// dropped at the start and collapse into one before the next line with text.
    mutating func finishLine() {
        if visibleLength == 0 {
            if !lines.isEmpty { blankLinePending = true }
        } else {
            if blankLinePending { lines.append(indent + "///") }
            blankLinePending = false
            lines.append(indent + "/// " + String(decoding: line[..<visibleLength], as: UTF8.self))
        }
        line.removeAll(keepingCapacity: true)
        visibleLength = 0
        column = 0
    }
}
