/// How GraphQL enum values become Swift case names (before keyword and clash handling).
public enum EnumCaseStyle: String, Sendable, CaseIterable {
    /// The value lowercased, as Relay.swift's compiler plugin names cases: `SOME_VALUE` →
    /// `some_value`, `inProgress` → `inprogress`. The default, so that code written against
    /// Relay's own enums keeps compiling.
    case lowercase
    /// Swift-style lower camel case: `SOME_VALUE` → `someValue`, `already_snake` →
    /// `alreadySnake`, `HTTP2_ENABLED` → `http2Enabled`, `PUBLIC_KEY_2` → `publicKey2`,
    /// `someValue` and `SomeValue` → `someValue`, `HTTPServer` → `httpServer`.
    ///
    /// Underscores:
    /// - leading and trailing underscores are kept as they are (`_not` → `_not`,
    ///   `__typename` → `__typename`, `DRAFT_` → `draft_`): they carry meaning, and a name that
    ///   starts with `_` may continue with a digit (`_2FA` → `_2fa`, never `2fa`);
    /// - a run of underscores inside the name separates words like a single one
    ///   (`A__B` → `aB`);
    /// - an underscore between two digits is kept (`VERSION_1_2` → `version1_2`), so that the
    ///   numbers stay apart;
    /// - a name of underscores only is left unchanged.
    ///
    /// Words: a word without lowercase letters (`SOME`, `HTTP2`) is lowercased; a word with
    /// lowercase letters keeps its inner capitals (`fooBar_baz` → `fooBarBaz`). The first word
    /// starts lowercase (a leading run of capitals is lowercased except the last one when a
    /// lowercase letter follows: `HTTPServer` → `httpServer`); every later word starts with a
    /// capital letter. Characters outside ASCII are kept as they are.
    case camelCase
    /// The GraphQL name unchanged.
    case unchanged

    /// The Swift case name for a GraphQL enum value, before keywords and clashes are handled.
    package func apply(to graphQLName: String) -> String {
        switch self {
        case .unchanged: return graphQLName
        case .lowercase: return CaseConversion.lowercased(graphQLName)
        case .camelCase: return CaseConversion.camelCased(graphQLName)
        }
    }
}

/// Case conversions on UTF-8 bytes; only ASCII letters change, other bytes are copied.
enum CaseConversion {
    private static let underscore = UInt8(ascii: "_")

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
    static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }

    /// ASCII text with its capitals lowercased; other text as `String.lowercased()` makes it.
    static func lowercased(_ text: String) -> String {
        if !text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return String(decoding: text.utf8.map(lower), as: UTF8.self)
    }

    static func camelCased(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count && bytes[start] == underscore { start += 1 }
        if start == bytes.count { return text }
        var end = bytes.count
        while end > start && bytes[end - 1] == underscore { end -= 1 }

        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        output.append(contentsOf: bytes[0..<start])
        var isFirstWord = true
        var wordStart = start
        while wordStart < end {
            var wordEnd = wordStart
            while wordEnd < end && bytes[wordEnd] != underscore { wordEnd += 1 }
            let word = bytes[wordStart..<wordEnd]
            if let last = output.last, isDigit(last), let first = word.first, isDigit(first) {
                output.append(underscore)
            }
            appendWord(word, first: isFirstWord, to: &output)
            isFirstWord = false
            wordStart = wordEnd
            while wordStart < end && bytes[wordStart] == underscore { wordStart += 1 }
        }
        output.append(contentsOf: bytes[end..<bytes.count])
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendWord(_ word: ArraySlice<UInt8>, first: Bool, to output: inout [UInt8]) {
        let hasLower = word.contains(where: isLower)
        if !hasLower {
            // SOME, HTTP2, 2: all lowercase, then a capital start for later words.
            var isStart = true
            for byte in word {
                output.append(isStart && !first ? upper(byte) : lower(byte))
                isStart = false
            }
            return
        }
        if !first {
            // fooBar, Snake: capital start, the rest as written.
            var isStart = true
            for byte in word {
                output.append(isStart ? upper(byte) : byte)
                isStart = false
            }
            return
        }
        // First word with lowercase letters: lowercase the leading capitals, keeping the last
        // one when a lowercase letter follows (HTTPServer -> httpServer, SomeValue -> someValue).
        var index = word.startIndex
        while index < word.endIndex && isUpper(word[index]) { index += 1 }
        let runLength = index - word.startIndex
        var keepFrom = index
        if runLength > 1, index < word.endIndex, isLower(word[index]) {
            keepFrom = index - 1
        }
        for position in word.indices {
            output.append(position < keepFrom ? lower(word[position]) : word[position])
        }
    }
}
