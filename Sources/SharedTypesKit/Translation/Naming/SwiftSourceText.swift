/// Arbitrary text (schema descriptions, raw values, deprecation reasons) made safe for Swift
/// source: doc comments and string literals.
public enum SwiftSourceText {
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
    public static func docCommentLines(_ text: String, indent: String = "") -> [String] {
        var builder = DocCommentBuilder(indent: indent)
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    builder.add(ascii: byte)
                    index += 1
                    continue
                }
                // A multi-byte scalar (the text is valid UTF-8: it is a String).
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F)
                for offset in 1..<length {
                    value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
                }
                builder.add(scalar: value, bytes: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                index += length
            }
        }
        builder.finishLine()
        return builder.lines
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
    public static func stringLiteral(_ text: String) -> String {
        var plain = true
        for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F {
            plain = false
            break
        }
        if plain { return "\"" + text + "\"" }

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

/// The state of `SwiftSourceText.docCommentLines` while it walks the text's UTF-8 bytes.
private struct DocCommentBuilder {
    let indent: String
    let prefix: [UInt8]
    var lines: [String] = []
    /// The current line's bytes so far, without the prefix.
    var line: [UInt8] = []
    /// The length of `line` up to and including its last character that is not whitespace.
    var visibleEnd = 0
    /// Characters (Unicode scalars) on the current line, for tab stops.
    var column = 0
    var pendingBlank = false
    var previousWasCR = false

    init(indent: String) {
        self.indent = indent
        self.prefix = Array((indent + "/// ").utf8)
        line.reserveCapacity(256)
    }

    mutating func add(ascii byte: UInt8) {
        if byte == 0x0A && previousWasCR {
            previousWasCR = false
            return
        }
        previousWasCR = byte == 0x0D
        switch byte {
        case 0x0A, 0x0B, 0x0C, 0x0D:
            finishLine()
        case 0x09:
            let spaces = 4 - column % 4
            for _ in 0..<spaces { line.append(0x20) }
            column += spaces
        case 0x00...0x1F, 0x7F:
            break
        case 0x20:
            line.append(byte)
            column += 1
        default:
            line.append(byte)
            visibleEnd = line.count
            column += 1
        }
    }

    mutating func add(scalar value: UInt32, bytes: UnsafeBufferPointer<UInt8>) {
        previousWasCR = false
        switch value {
        case 0x85, 0x2028, 0x2029:
            finishLine()
        case 0x80...0x9F, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069:
            break
        default:
            line.append(contentsOf: bytes)
            column += 1
            if !(Unicode.Scalar(value)?.properties.isWhitespace ?? false) { visibleEnd = line.count }
        }
    }

    mutating func finishLine() {
        if visibleEnd == 0 {
            if !lines.isEmpty { pendingBlank = true }
        } else {
            if pendingBlank { lines.append(indent + "///") }
            pendingBlank = false
            var bytes = prefix
            bytes.append(contentsOf: line[..<visibleEnd])
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        line.removeAll(keepingCapacity: true)
        visibleEnd = 0
        column = 0
    }
}
