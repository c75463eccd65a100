extension Lexer {
    /// The text of a name token.
    func name(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
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
        var utf8: [UInt8] = []
        var index = token.start + 1
        while index < token.end - 1 {
            if bytes[index] == UInt8(ascii: "\\"), let escape = decodeEscape(at: index) {
                UTF8.encode(escape.scalar) { utf8.append($0) }
                index = escape.end
            } else {
                utf8.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Decodes a `"""..."""` token with the specification's BlockStringValue algorithm:
    /// `\"""` becomes `"""`, the common indentation of all lines but the first is removed,
    /// and leading and trailing blank lines are dropped.
    private func blockStringValue(_ token: Token) -> String {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let raw = rawBlockString(token)
        // Its lines; `\n`, `\r\n` and `\r` end a line.
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = 0
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == carriageReturn, index + 1 < raw.count, raw[index + 1] == newline {
                lines.append(raw[lineStart..<index])
                index += 1
                lineStart = index + 1
            } else if byte == newline || byte == carriageReturn {
                lines.append(raw[lineStart..<index])
                lineStart = index + 1
            }
            index += 1
        }
        lines.append(raw[lineStart...])

        func indentation(_ line: ArraySlice<UInt8>) -> Int {
            line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        }
        let commonIndent = lines.dropFirst().filter { indentation($0) < $0.count }.map(indentation).min() ?? 0
        for number in lines.indices.dropFirst() {
            lines[number] = lines[number].dropFirst(commonIndent)
        }
        // Without the leading and trailing blank lines.
        guard let first = lines.firstIndex(where: { indentation($0) < $0.count }),
              let last = lines.lastIndex(where: { indentation($0) < $0.count }) else { return "" }
        var value: [UInt8] = []
        for number in first...last {
            if number > first { value.append(newline) }
            value.append(contentsOf: lines[number])
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// The text between a block string's quotes, with `\"""` written `"""`.
    private func rawBlockString(_ token: Token) -> [UInt8] {
        // Read through a local copy of the array, and each byte once: debug builds otherwise
        // retain the array for every byte, and a block string can be megabytes long.
        let bytes = self.bytes
        let quote = UInt8(ascii: "\"")
        var raw: [UInt8] = []
        let end = token.end - 3
        var index = token.start + 3
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 3 < end, bytes[index + 1] == quote, bytes[index + 2] == quote, bytes[index + 3] == quote {
                raw += [quote, quote, quote]
                index += 4
            } else {
                raw.append(byte)
                index += 1
            }
        }
        return raw
    }
}
