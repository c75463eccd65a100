extension Lexer {
    /// The text of a name token.
    func name(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// The source text of any token (numbers keep their spelling).
    func text(_ token: Token) -> String {
        name(token)
    }

    /// The decoded value of a string or block-string token.
    func stringValue(_ token: Token) -> String {
        token.kind == .blockString ? blockStringValue(token) : quotedStringValue(token)
    }

    /// Decodes a `"..."` token whose escapes the lexer has already checked.
    private func quotedStringValue(_ token: Token) -> String {
        let contentStart = token.start + 1
        let contentEnd = token.end - 1
        var index = contentStart
        // Fast path: no escapes, the bytes are the value.
        while index < contentEnd && bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index == contentEnd {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd]), as: UTF8.self)
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(contentEnd - contentStart)
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < contentEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), let escape = decodeEscape(at: index) {
                utf8.append(contentsOf: UTF8.encode(escape.scalar).map(Array.init) ?? [])
                index = escape.end
            } else {
                utf8.append(byte)
                index += 1
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Decodes a `"""..."""` token with the specification's BlockStringValue algorithm:
    /// `\"""` becomes `"""`, the common indentation of all lines but the first is removed,
    /// and leading and trailing blank lines are dropped.
    ///
    /// One pass finds the common indentation and the first and last non-blank lines without
    /// storing the lines; a second pass copies the kept bytes straight into the string.
    private func blockStringValue(_ token: Token) -> String {
        let contentStart = token.start + 3
        let contentEnd = token.end - 3
        var commonIndent = Int.max
        var firstLine = -1
        var firstLineStart = contentStart
        var firstLineEnd = contentStart
        var lastLineEnd = contentStart
        var hasEscape = false
        var lineNumber = 0
        var lineStart = contentStart
        while true {
            let line = blockStringLine(from: lineStart, end: contentEnd)
            if line.textStart < line.end { // not blank
                if firstLine < 0 {
                    firstLine = lineNumber
                    firstLineStart = lineStart
                    firstLineEnd = line.end
                }
                lastLineEnd = line.end
                if lineNumber != 0 && line.textStart - lineStart < commonIndent { commonIndent = line.textStart - lineStart }
                hasEscape = hasEscape || line.hasBackslash
            }
            guard line.next <= contentEnd else { break }
            lineStart = line.next
            lineNumber += 1
        }
        guard firstLine >= 0 else { return "" }

        /// Where a line's kept text starts: after the common indentation, except on line 0.
        func keptStart(_ start: Int, end: Int, number: Int) -> Int {
            number != 0 && commonIndent != Int.max ? min(start + commonIndent, end) : start
        }
        if !hasEscape && lastLineEnd == firstLineEnd {
            // A single line without escapes: the value is a slice of the source.
            let start = keptStart(firstLineStart, end: lastLineEnd, number: firstLine)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lastLineEnd]), as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: lastLineEnd - firstLineStart) { output in
            var written = 0
            var number = firstLine
            var start = firstLineStart
            while true {
                let line = blockStringLine(from: start, end: lastLineEnd)
                if number != firstLine {
                    output[written] = UInt8(ascii: "\n")
                    written += 1
                }
                var cursor = keptStart(start, end: line.end, number: number)
                while cursor < line.end {
                    if bytes[cursor] == UInt8(ascii: "\\") && cursor + 3 < line.end
                        && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"") && bytes[cursor + 3] == UInt8(ascii: "\"") {
                        output[written] = 0x22
                        output[written + 1] = 0x22
                        output[written + 2] = 0x22
                        written += 3
                        cursor += 4
                    } else {
                        output[written] = bytes[cursor]
                        written += 1
                        cursor += 1
                    }
                }
                guard line.next <= lastLineEnd else { break }
                start = line.next
                number += 1
            }
            return written
        }
    }

    /// One line of a block string starting at `start`: where its text starts after spaces
    /// and tabs, where it ends (before `\n`, `\r\n` or `\r`, or at `end`), where the next
    /// line starts (past `end` when there is none), and whether it holds a backslash.
    private func blockStringLine(from start: Int, end: Int) -> (textStart: Int, end: Int, next: Int, hasBackslash: Bool) {
        var cursor = start
        while cursor < end && (bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")) { cursor += 1 }
        let textStart = cursor
        var hasBackslash = false
        // Eight bytes at a time up to the line's end or a backslash.
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            cursor = Lexer.firstByte(from: cursor, before: end, in: base, where: Lexer.lineBreaksOrBackslashes)
        }
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\") { hasBackslash = true }
            cursor += 1
        }
        guard cursor < end else { return (textStart, cursor, end + 1, hasBackslash) }
        var next = cursor + 1
        if bytes[cursor] == UInt8(ascii: "\r") && next < end && bytes[next] == UInt8(ascii: "\n") { next += 1 }
        return (textStart, cursor, next, hasBackslash)
    }
}
