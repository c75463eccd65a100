import SharedTypesSupport

/// Turns template bytes into a `MustacheNode` tree in one pass over the UTF-8 bytes.
///
/// Sections are tracked with an explicit stack rather than recursion, and their nesting
/// is capped at `maxSectionDepth` so that rendering (which does recurse) stays shallow.
struct MustacheParser {
    /// The deepest section nesting a template may use.
    static let maxSectionDepth = 100
    /// The longest delimiter a set-delimiters tag may choose; finding a tag costs up to its
    /// length at every byte, so a megabyte-long delimiter would make parsing quadratic.
    static let maxDelimiterLength = 32

    private let file: SourceFile
    private let bytes: [UInt8]
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    private enum TagKind {
        case variable, unescapedVariable, tripleMustache, section, invertedSection, closing
        case partial, comment, setDelimiters

        /// Tags that vanish with their line when they stand alone on it.
        var canStandAlone: Bool {
            switch self {
            case .variable, .unescapedVariable, .tripleMustache: return false
            case .section, .invertedSection, .closing, .partial, .comment, .setDelimiters: return true
            }
        }

        var description: String {
            switch self {
            case .variable, .unescapedVariable, .tripleMustache: return "variable"
            case .section: return "section"
            case .invertedSection: return "inverted section"
            case .closing: return "closing"
            case .partial: return "partial"
            case .comment: return "comment"
            case .setDelimiters: return "set-delimiters"
            }
        }
    }

    private struct OpenSection {
        let name: MustacheName
        let rawName: String
        let inverted: Bool
        let offset: Int
        /// The nodes of the enclosing level, resumed when this section closes.
        let outerNodes: [MustacheNode]
    }

    mutating func parse() throws(DiagnosticsError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        var openSections: [OpenSection] = []
        var textStart = 0
        var searchFrom = 0

        while let tagStart = find(openDelimiter, from: searchFrom) {
            let afterOpen = tagStart + openDelimiter.count
            let sigilIndex = skipWhitespace(from: afterOpen)
            guard sigilIndex < bytes.count else { throw unclosedTag(at: tagStart, expecting: closeDelimiter) }

            let kind: TagKind
            var bodyStart = sigilIndex + 1
            var terminator = closeDelimiter
            switch bytes[sigilIndex] {
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .invertedSection
            case UInt8(ascii: "/"): kind = .closing
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: "&"): kind = .unescapedVariable
            case UInt8(ascii: "{"):
                kind = .tripleMustache
                terminator = Array("}".utf8) + closeDelimiter
            case UInt8(ascii: "="):
                kind = .setDelimiters
                terminator = Array("=".utf8) + closeDelimiter
            case let byte where startsName(byte):
                kind = .variable
                bodyStart = sigilIndex
            case UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw error("Template inheritance tags (\(sigil(at: sigilIndex))) are not supported.", at: tagStart)
            default:
                // Also catches an empty tag, whose "sigil" is the closing delimiter.
                if matches(closeDelimiter, at: sigilIndex) {
                    throw error("Empty tag \(String(decoding: openDelimiter + closeDelimiter, as: UTF8.self)).", at: tagStart)
                }
                throw error("Unknown tag type \(sigil(at: sigilIndex)).", at: tagStart)
            }
            guard let terminatorStart = find(terminator, from: bodyStart) else {
                throw unclosedTag(at: tagStart, expecting: terminator)
            }
            let tagEnd = terminatorStart + terminator.count
            let body = trimmed(bodyStart, terminatorStart)

            // A standalone tag takes its whole line with it: the whitespace before, and the
            // whitespace and line break after.
            var lineStart = tagStart
            var nextLineStart = tagEnd
            var standalone = false
            if kind.canStandAlone, let line = standaloneLine(tagStart: tagStart, tagEnd: tagEnd, textStart: textStart) {
                standalone = true
                lineStart = line.start
                nextLineStart = line.next
            }
            appendText(textStart, lineStart, to: &nodes)
            if !standalone && isLineStart(tagStart) {
                nodes.append(.lineStart)
            }

            switch kind {
            case .comment:
                break
            case .variable, .unescapedVariable, .tripleMustache:
                let name = try parseName(body, kind: kind, tagStart: tagStart)
                nodes.append(.variable(name, escaped: kind == .variable))
            case .section, .invertedSection:
                if openSections.count >= Self.maxSectionDepth {
                    throw error("Sections are nested too deeply (more than \(Self.maxSectionDepth) levels).", at: tagStart)
                }
                let name = try parseName(body, kind: kind, tagStart: tagStart)
                openSections.append(OpenSection(
                    name: name, rawName: string(body), inverted: kind == .invertedSection,
                    offset: tagStart, outerNodes: nodes
                ))
                nodes = []
            case .closing:
                _ = try parseName(body, kind: kind, tagStart: tagStart)
                let rawName = string(body)
                guard let section = openSections.popLast() else {
                    throw error("Unexpected closing tag \(tag("/" + rawName)): no section is open.", at: tagStart)
                }
                guard section.rawName == rawName else {
                    throw DiagnosticsError([.error(
                        "Mismatched closing tag: expected \(tag("/" + section.rawName)), found \(tag("/" + rawName)).",
                        at: SourceLocation(file: file, offset: tagStart),
                        notes: [.note("Section \"\(section.rawName)\" opened here.", at: SourceLocation(file: file, offset: section.offset))]
                    )])
                }
                let body = nodes
                nodes = section.outerNodes
                nodes.append(.section(section.name, inverted: section.inverted, body: body, offset: section.offset))
            case .partial:
                if body.isEmpty {
                    throw error("Missing name in partial tag.", at: tagStart)
                }
                if body.contains(where: isWhitespace) {
                    throw error("Invalid partial name \"\(string(body))\": names cannot contain whitespace.", at: tagStart)
                }
                let indentation = standalone ? Array(bytes[lineStart..<tagStart]) : []
                nodes.append(.partial(name: string(body), indentation: indentation, offset: tagStart))
            case .setDelimiters:
                try setDelimiters(body, tagStart: tagStart)
            }
            textStart = nextLineStart
            searchFrom = nextLineStart
        }

        if let section = openSections.last {
            throw error("Unclosed section \"\(section.rawName)\".", at: section.offset)
        }
        appendText(textStart, bytes.count, to: &nodes)
        return nodes
    }

    // MARK: - Tags

    private mutating func setDelimiters(_ body: ArraySlice<UInt8>, tagStart: Int) throws(DiagnosticsError) {
        var parts: [ArraySlice<UInt8>] = []
        var index = body.startIndex
        while index < body.endIndex {
            while index < body.endIndex && isWhitespace(body[index]) { index += 1 }
            let start = index
            while index < body.endIndex && !isWhitespace(body[index]) { index += 1 }
            if start < index { parts.append(body[start..<index]) }
        }
        guard parts.count == 2 else {
            throw error("Invalid set-delimiters tag: expected two delimiters separated by whitespace, as in {{=<% %>=}}.", at: tagStart)
        }
        if parts.contains(where: { $0.count > Self.maxDelimiterLength }) {
            throw error("Invalid set-delimiters tag: a delimiter may be at most \(Self.maxDelimiterLength) bytes long.", at: tagStart)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    private func parseName(_ body: ArraySlice<UInt8>, kind: TagKind, tagStart: Int) throws(DiagnosticsError) -> MustacheName {
        if body.isEmpty {
            throw error("Missing name in \(kind.description) tag.", at: tagStart)
        }
        if body.contains(where: isWhitespace) {
            throw error("Invalid name \"\(string(body))\": names cannot contain whitespace.", at: tagStart)
        }
        let dot = UInt8(ascii: ".")
        if body.count == 1 && body.first == dot { return MustacheName(parts: []) }
        // Split at the dots' bytes (a dot byte is never part of a longer UTF-8 sequence).
        var parts: [String] = []
        var partStart = body.startIndex
        for index in body.indices where body[index] == dot {
            if index == partStart { throw emptyNamePart(body, at: tagStart) }
            parts.append(string(body[partStart..<index]))
            partStart = index + 1
        }
        if partStart == body.endIndex { throw emptyNamePart(body, at: tagStart) }
        parts.append(string(body[partStart...]))
        return MustacheName(parts: parts)
    }

    private func emptyNamePart(_ body: ArraySlice<UInt8>, at tagStart: Int) -> DiagnosticsError {
        error("Invalid name \"\(string(body))\": empty part between dots.", at: tagStart)
    }

    // MARK: - Text and lines

    /// Appends `bytes[start..<end]` as text, marking where each template line starts.
    private func appendText(_ start: Int, _ end: Int, to nodes: inout [MustacheNode]) {
        var pieceStart = start
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                appendPiece(pieceStart, index + 1, to: &nodes)
                pieceStart = index + 1
            }
            index += 1
        }
        if pieceStart < end { appendPiece(pieceStart, end, to: &nodes) }
    }

    private func appendPiece(_ start: Int, _ end: Int, to nodes: inout [MustacheNode]) {
        let isBlankLine = bytes[start] == UInt8(ascii: "\n")
            || (end - start == 2 && bytes[start] == UInt8(ascii: "\r") && bytes[start + 1] == UInt8(ascii: "\n"))
        if isLineStart(start) && !isBlankLine {
            nodes.append(.lineStart)
        }
        nodes.append(.text(Array(bytes[start..<end])))
    }

    private func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
    }

    /// If the tag is alone on its line (only spaces and tabs around it, and no other tag
    /// since `textStart`), returns where that line starts and where the next one starts.
    private func standaloneLine(tagStart: Int, tagEnd: Int, textStart: Int) -> (start: Int, next: Int)? {
        var start = tagStart
        while start > textStart && isInlineSpace(bytes[start - 1]) { start -= 1 }
        guard isLineStart(start) else { return nil }
        var end = tagEnd
        while end < bytes.count && isInlineSpace(bytes[end]) { end += 1 }
        if end == bytes.count { return (start, end) }
        if bytes[end] == UInt8(ascii: "\n") { return (start, end + 1) }
        if bytes[end] == UInt8(ascii: "\r") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\n") {
            return (start, end + 2)
        }
        return nil
    }

    // MARK: - Bytes

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= bytes.count else { return false }
        for (index, byte) in needle.enumerated() where bytes[offset + index] != byte {
            return false
        }
        return true
    }

    private func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    private func trimmed(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var low = start
        var high = end
        while low < high && isWhitespace(bytes[low]) { low += 1 }
        while high > low && isWhitespace(bytes[high - 1]) { high -= 1 }
        return bytes[low..<high]
    }

    private func isInlineSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Letters, digits, `_`, `.` (the implicit iterator) and any non-ASCII byte may begin
    /// a variable name; other ASCII punctuation is reserved for tag types.
    private func startsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), 0x80...:
            return true
        default:
            return false
        }
    }

    private func string(_ slice: some Collection<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self)
    }

    // MARK: - Errors

    private func sigil(at offset: Int) -> String {
        "\"\(string(bytes[offset..<offset + 1]))\""
    }

    /// A tag written with the delimiters currently in effect, for messages.
    private func tag(_ content: String) -> String {
        string(openDelimiter[...]) + content + string(closeDelimiter[...])
    }

    private func unclosedTag(at offset: Int, expecting terminator: [UInt8]) -> DiagnosticsError {
        error("Unclosed tag: expected \"\(string(terminator[...]))\".", at: offset)
    }

    private func error(_ message: String, at offset: Int) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: SourceLocation(file: file, offset: offset))])
    }
}
