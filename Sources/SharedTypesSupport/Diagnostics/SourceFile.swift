/// The bytes of one input file, with the line starts needed to turn byte offsets into line
/// and column numbers for diagnostics.
public final class SourceFile: Sendable {
    /// The path as given by the user (used verbatim in diagnostics).
    public let path: String
    /// The raw UTF-8 content.
    package let bytes: [UInt8]
    /// Byte offsets at which each line starts. `\n`, `\r\n` and a lone `\r` all end a line,
    /// as in the GraphQL specification.
    let lineStarts: [Int]

    /// `path` is used verbatim in diagnostics and is never opened. `bytes` are not checked for
    /// valid UTF-8 here; the readers check them.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The UTF-8 encoding of `text`, for sources made in memory (such as built-in templates).
    package convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file name without folders, as written into generated headers.
    package var fileName: String {
        if let slash = path.lastIndex(of: "/") {
            return String(path[path.index(after: slash)...])
        }
        return path
    }

    /// Whether the file starts with a UTF-8 byte-order mark, which editors do not show and
    /// columns therefore do not count.
    var startsWithByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Where the visible text of the 0-based line `index` starts: after a byte-order mark on
    /// the first line.
    private func visibleStart(ofLine index: Int, lineStart: Int) -> Int {
        index == 0 && startsWithByteOrderMark ? 3 : lineStart
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars,
    /// so a caret lines up under the character an editor shows.
    package func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = visibleStart(ofLine: low, lineStart: starts[low])
        return (low + 1, 1 + scalarCount(from: start, to: clamped))
    }

    /// The number of Unicode scalars that start in `bytes[start..<end]` (bytes that are not
    /// UTF-8 continuation bytes).
    private func scalarCount(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        return bytes[start..<end].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// The text of the 1-based line `line`, without its terminator (and without a
    /// byte-order mark on the first line).
    package func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1 && line <= starts.count else { return "" }
        let start = visibleStart(ofLine: line - 1, lineStart: starts[line - 1])
        var end = start
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The part of the line holding `offset` to show above a caret: the whole line when it
    /// has at most `maxScalars` scalars, otherwise `context` scalars either side of the
    /// offset with `...` where the line was cut. Returns the text and the caret's 1-based
    /// column in it. Reads only the bytes it shows (and the line up to the offset), so a
    /// 100 MB line costs no more than a short one.
    func excerpt(around offset: Int, maxScalars: Int = 200, context: Int = 80) -> (text: String, caretColumn: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let (line, column) = lineAndColumn(of: clamped)
        let lineStart = visibleStart(ofLine: line - 1, lineStart: lineStarts[line - 1])
        func isLineEnd(_ index: Int) -> Bool { index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D }
        // Walk `count` scalars forward from `index`, stopping at the end of the line.
        func forward(_ index: Int, scalars count: Int) -> Int {
            var index = index
            var seen = 0
            while !isLineEnd(index) && seen < count {
                index += 1
                while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
                seen += 1
            }
            return index
        }
        let shortEnd = forward(lineStart, scalars: maxScalars)
        if isLineEnd(shortEnd) && column - 1 <= maxScalars {
            return (String(decoding: bytes[lineStart..<shortEnd], as: UTF8.self), column)
        }
        // A long line: cut around the offset.
        var start = clamped
        var before = 0
        while start > lineStart && before < context {
            start -= 1
            while start > lineStart && bytes[start] & 0xC0 == 0x80 { start -= 1 }
            before += 1
        }
        let end = forward(clamped, scalars: 2 * context - before)
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        var caretColumn = before + 1
        if start > lineStart {
            text = "..." + text
            caretColumn += 3
        }
        if !isLineEnd(end) { text += "..." }
        return (text, caretColumn)
    }
}

/// A position in a source file.
public struct SourceLocation: Sendable {
    /// The file `offset` points into; its `path` begins the rendered diagnostic.
    public let file: SourceFile
    /// Byte offset into `file.bytes`.
    package let offset: Int

    /// `offset` is not checked: computing line and column clamps it to `0...file.bytes.count`.
    package init(file: SourceFile, offset: Int) {
        self.file = file
        self.offset = offset
    }

    /// The 1-based line and column of `offset`, columns counting Unicode scalars (see
    /// `SourceFile.lineAndColumn(of:)`).
    public var lineAndColumn: (line: Int, column: Int) { file.lineAndColumn(of: offset) }

    /// `path:line:column` with the path as `displayPath` shows it (relative to the working
    /// directory, in the commands' reports).
    package func description(displayingPath displayPath: (String) -> String) -> String {
        let (line, column) = lineAndColumn
        return "\(displayPath(file.path)):\(line):\(column)"
    }

    /// `path:line:column`, the prefix of a diagnostic.
    package var description: String {
        let (line, column) = lineAndColumn
        return "\(file.path):\(line):\(column)"
    }
}
