/// The bytes of one input file, with enough bookkeeping to turn byte offsets into
/// line and column numbers for diagnostics.
///
/// Readers work on `bytes` directly; line starts are computed lazily, only when a
/// diagnostic needs them, so the fast path never pays for them.
public final class SourceFile: @unchecked Sendable {
    /// The path as given by the user (used verbatim in diagnostics).
    public let path: String
    /// The raw UTF-8 content.
    public let bytes: [UInt8]

    private var lineStartsCache: [Int]?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file name without folders, as written into generated headers.
    public var fileName: String {
        if let slash = path.lastIndex(of: "/") {
            return String(path[path.index(after: slash)...])
        }
        return path
    }

    /// Byte offsets at which each line starts. `\n`, `\r\n` and a lone `\r` all end a line,
    /// as in the GraphQL specification.
    var lineStarts: [Int] {
        if let cached = lineStartsCache { return cached }
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count && bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStartsCache = starts
        return starts
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars,
    /// so a caret lines up under the character an editor shows.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = starts[low]
        var column = 1
        var index = lineStart
        while index < clamped {
            // Count only bytes that start a scalar (not UTF-8 continuation bytes).
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The text of the 1-based line `line`, without its terminator.
    public func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1 && line <= starts.count else { return "" }
        let start = starts[line - 1]
        var end = start
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A position in a source file.
public struct SourceLocation: Sendable {
    public let file: SourceFile
    /// Byte offset into `file.bytes`.
    public let offset: Int

    public init(file: SourceFile, offset: Int) {
        self.file = file
        self.offset = offset
    }

    public var lineAndColumn: (line: Int, column: Int) { file.lineAndColumn(of: offset) }

    /// `path:line:column`, the prefix of a diagnostic.
    public var description: String {
        let (line, column) = lineAndColumn
        return "\(file.path):\(line):\(column)"
    }
}
