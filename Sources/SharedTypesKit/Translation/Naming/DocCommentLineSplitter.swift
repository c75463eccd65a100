/// `SwiftSourceText.docCommentLines` in one pass over the text's UTF-8 bytes.
///
/// Each line is found first; a line of printable ASCII only (the usual case) is copied as it
/// is, without its trailing spaces. Only a line with tabs, control characters or non-ASCII
/// text is rewritten character by character.
enum DocCommentLineSplitter {
    static func lines(of text: String, indent: String) -> [String] {
        // Read in place: `withUTF8` would need a mutable copy (a retain and a release).
        if let lines = text.utf8.withContiguousStorageIfAvailable({ lines(of: $0, indent: indent) }) { return lines }
        var copy = text
        return copy.withUTF8 { lines(of: $0, indent: indent) }
    }

    private static func lines(of bytes: UnsafeBufferPointer<UInt8>, indent: String) -> [String] {
        let count = bytes.count
        var index = 0
        var lineStart = 0
        // Whether the line so far is printable ASCII, and where its last visible byte ends.
        var plain = true
        var visibleEnd = 0
        var output: DocCommentLineOutput?
        while index < count {
            // Eight bytes at a time while they are all printable ASCII or spaces, the bulk
            // of every description.
            if let base = bytes.baseAddress {
                while index + 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let outside = outsidePrintableMarks(word)
                    if outside == 0 {
                        let visible = nonSpaceMarks(word)
                        if visible != 0 { visibleEnd = index + 8 - visible.leadingZeroBitCount / 8 }
                        index += 8
                        continue
                    }
                    // The bytes before the first one outside the range are passed here; that
                    // one is left to the byte-by-byte rules below.
                    let printable = outside.trailingZeroBitCount / 8
                    let visible = nonSpaceMarks(word) & ((1 << (8 * printable)) - 1)
                    if visible != 0 { visibleEnd = index + 8 - visible.leadingZeroBitCount / 8 }
                    index += printable
                    break
                }
                guard index < count else { break }
            }
            let byte = bytes[index]
            if byte > 0x20 && byte < 0x7F {
                index += 1
                visibleEnd = index
                continue
            }
            if byte == 0x20 {
                index += 1
                continue
            }
            let breakLength = lineBreakLength(bytes, at: index)
            if breakLength == 0 {
                plain = false
                index += 1
                continue
            }
            if output == nil { output = DocCommentLineOutput(indent: indent) }
            output?.finish(bytes, lineStart..<index, plain: plain, visibleEnd: visibleEnd)
            index += breakLength
            lineStart = index
            plain = true
            visibleEnd = index
        }
        if output == nil && plain {
            // One line of printable ASCII, the usual description.
            if visibleEnd == 0 { return [] }
            return [docCommentLine(indent: indent, text: UnsafeBufferPointer(rebasing: bytes[0..<visibleEnd]))]
        }
        var last = output ?? DocCommentLineOutput(indent: indent)
        last.finish(bytes, lineStart..<count, plain: plain, visibleEnd: visibleEnd)
        return last.lines
    }

    /// The high bit of each byte of `word` (the first in memory lowest) outside 0x20...0x7E,
    /// and possibly of bytes above such a byte: zero when every byte is printable ASCII or a
    /// space, and otherwise the lowest bit set is in the first byte outside the range.
    @inline(__always)
    static func outsidePrintableMarks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        // Bytes below 0x20: subtracting 0x20 borrows and sets their high bit (the borrow may
        // also mark the byte above, never one below). Bytes of 0x80 and above are cleared by
        // `& ~word` here and kept by `| word` below.
        let below = (word &- ones &* 0x20) & ~word
        // Bytes of 0x7F and above: the low seven bits plus one reach 0x80, with no carry
        // out of the byte.
        let above = ((word & ~high) &+ ones) | word
        return (below | above) & high
    }

    /// The high bit of each byte of `word` that is not a space, exact for the bytes that are
    /// printable ASCII or spaces and below the first that is not (no carry crosses out of
    /// them): among those, the highest bit set is in the last visible byte in memory order.
    @inline(__always)
    static func nonSpaceMarks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        // A space XOR 0x20 is 0, any other such byte 0x01...0x7F; adding 0x7F sets the high
        // bit unless it was 0.
        return ((word ^ (ones &* 0x20)) &+ (ones &* 0x7F)) & high
    }

    /// `indent + "/// " + text`, in one allocation.
    static func docCommentLine(indent: String, text: UnsafeBufferPointer<UInt8>) -> String {
        let indentLength = indent.utf8.count
        let length = indentLength + 4 + text.count
        return String(unsafeUninitializedCapacity: length) { buffer in
            if indentLength > 0 {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<indentLength]).initialize(from: indent.utf8)
            }
            buffer[indentLength] = UInt8(ascii: "/")
            buffer[indentLength + 1] = UInt8(ascii: "/")
            buffer[indentLength + 2] = UInt8(ascii: "/")
            buffer[indentLength + 3] = UInt8(ascii: " ")
            if let target = buffer.baseAddress, let source = text.baseAddress {
                (target + indentLength + 4).initialize(from: source, count: text.count)
            }
            return length
        }
    }

    /// The length of the line break at `index` (`\r\n` counts as one), or 0 when there is none.
    private static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            // NEL, U+0085
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            // U+2028, U+2029
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }
}

/// The lines made so far.
private struct DocCommentLineOutput {
    let indent: String
    var lines: [String] = []
    var pendingBlank = false
    /// The rewritten form of the current line, when it is not plain ASCII.
    var scratch: [UInt8] = []

    init(indent: String) {
        self.indent = indent
    }

    /// Adds the line `range` of `bytes` (no line breaks in it). A `plain` line is printable
    /// ASCII whose visible text ends at `visibleEnd`.
    mutating func finish(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plain: Bool, visibleEnd: Int) {
        if plain {
            append(UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<visibleEnd]))
            return
        }
        let visibleCount = rewrite(UnsafeBufferPointer(rebasing: bytes[range]))
        let rewritten = scratch
        rewritten.withUnsafeBufferPointer { line in
            append(UnsafeBufferPointer(rebasing: line[0..<visibleCount]))
        }
    }

    /// Writes `line` into `scratch` by the character rules (tabs to spaces, control and
    /// bidirectional characters removed) and returns the length of its visible part.
    private mutating func rewrite(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        scratch.removeAll(keepingCapacity: true)
        var column = 0
        var visibleCount = 0
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte < 0x80 {
                switch byte {
                case 0x09:
                    let spaces = 4 - column % 4
                    for _ in 0..<spaces { scratch.append(0x20) }
                    column += spaces
                case 0x00...0x1F, 0x7F:
                    break
                case 0x20:
                    scratch.append(byte)
                    column += 1
                default:
                    scratch.append(byte)
                    column += 1
                    visibleCount = scratch.count
                }
                index += 1
                continue
            }
            // A multi-byte scalar (the text is valid UTF-8: it is a String).
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(index + length, line.count)
            var value = UInt32(byte) & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F)
            for position in (index + 1)..<end {
                value = value << 6 | (UInt32(line[position]) & 0x3F)
            }
            switch value {
            case 0x80...0x9F, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069:
                break
            default:
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: line[index..<end]))
                column += 1
                if !(Unicode.Scalar(value)?.properties.isWhitespace ?? false) { visibleCount = scratch.count }
            }
            index = end
        }
        return visibleCount
    }

    /// Adds a line with visible text `visible` (empty for a blank line): leading blank lines
    /// are dropped, and a run of blank lines becomes one before the next visible line.
    private mutating func append(_ visible: UnsafeBufferPointer<UInt8>) {
        if visible.isEmpty {
            if !lines.isEmpty { pendingBlank = true }
            return
        }
        if pendingBlank { lines.append(indent + "///") }
        pendingBlank = false
        lines.append(DocCommentLineSplitter.docCommentLine(indent: indent, text: visible))
    }
}
