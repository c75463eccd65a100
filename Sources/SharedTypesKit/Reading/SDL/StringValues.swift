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
    private func blockStringValue(_ token: Token) -> String {
        let contentStart = token.start + 3
        let contentEnd = token.end - 3
        // Split into lines, remembering each line's byte range.
        var lines: [Range<Int>] = []
        var lineStart = contentStart
        var index = contentStart
        while index < contentEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lines.append(lineStart..<index)
                lineStart = index + 1
            } else if byte == UInt8(ascii: "\r") {
                lines.append(lineStart..<index)
                if index + 1 < contentEnd && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        lines.append(lineStart..<contentEnd)

        func indentation(_ line: Range<Int>) -> Int {
            var cursor = line.lowerBound
            while cursor < line.upperBound && (bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")) { cursor += 1 }
            return cursor - line.lowerBound
        }

        var commonIndent = Int.max
        var firstNonBlank: Int?
        var lastNonBlank = -1
        for (number, line) in lines.enumerated() {
            let indent = indentation(line)
            if indent == line.count { continue } // blank line
            if firstNonBlank == nil { firstNonBlank = number }
            lastNonBlank = number
            if number != 0 && indent < commonIndent { commonIndent = indent }
        }
        guard let first = firstNonBlank else { return "" }

        var utf8: [UInt8] = []
        utf8.reserveCapacity(contentEnd - contentStart)
        for number in first...lastNonBlank {
            if number != first { utf8.append(UInt8(ascii: "\n")) }
            var line = lines[number]
            if number != 0 && commonIndent != Int.max {
                line = min(line.lowerBound + commonIndent, line.upperBound)..<line.upperBound
            }
            var cursor = line.lowerBound
            while cursor < line.upperBound {
                if bytes[cursor] == UInt8(ascii: "\\") && cursor + 3 < line.upperBound
                    && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"") && bytes[cursor + 3] == UInt8(ascii: "\"") {
                    utf8.append(contentsOf: [0x22, 0x22, 0x22])
                    cursor += 4
                } else {
                    utf8.append(bytes[cursor])
                    cursor += 1
                }
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
