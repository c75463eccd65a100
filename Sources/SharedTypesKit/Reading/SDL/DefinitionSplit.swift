/// Chooses where to cut an SDL file into pieces that can be parsed at the same time.
///
/// Each cut is a guess: the first line at or after an even share of the file that starts
/// with a description or a definition keyword (`type`, `enum`, ...). A wrong guess (inside
/// a block string or a type's body, or between `union U =` and its members) leaves the piece
/// before it ending in the middle of something, which is a syntax error; `Parser.parse` then
/// parses the whole file again in one piece, so results and diagnostics never depend on the
/// guesses. At a right guess the parser is between definitions, and no definition can go on
/// with a description or a keyword, so the pieces' definitions are the file's.
enum DefinitionSplit {
    /// Files smaller than this are parsed in one piece: a thread costs more than it saves.
    static let minimumFileSize = 64 * 1024

    /// The offsets of up to `pieces - 1` cuts, ascending: one at or after each `k/pieces` of
    /// the file where a line qualifies (a share with none gives no cut).
    static func cuts(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> [Int] {
        let count = bytes.count
        var cuts: [Int] = []
        var index = 0
        for share in 1..<max(pieces, 1) {
            index = max(index, count / pieces * share)
            guard let cut = nextCut(bytes, from: index) else { break }
            cuts.append(cut)
            index = cut + 1
        }
        return cuts
    }

    /// The first qualifying line start after the line break at or after `start`.
    private static func nextCut(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = bytes.count
        var index = start
        while index < count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            if index < count && startsDefinition(bytes, at: index) { return index }
        }
        return nil
    }

    private static let keywords: [StaticString] = [
        "type", "enum", "input", "scalar", "interface", "union", "directive", "extend", "schema",
    ]

    /// Whether a description or a definition keyword (as a whole name) starts at `index`.
    private static func startsDefinition(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        if bytes[index] == UInt8(ascii: "\"") { return true }
        for keyword in keywords {
            let length = keyword.utf8CodeUnitCount
            guard index + length < bytes.count, !Lexer.isNameContinue(bytes[index + length]) else { continue }
            let matches = keyword.withUTF8Buffer { text in
                (0..<length).allSatisfy { bytes[index + $0] == text[$0] }
            }
            if matches { return true }
        }
        return false
    }
}
