import Testing
@testable import SharedTypesKit

/// Compares the lexer's one-pass block-string decoding with a line-by-line transcription of
/// the specification's BlockStringValue, on generated strings mixing indentation, blank
/// lines, all three line terminators, escaped triple quotes and non-ASCII text.
@Suite struct BlockStringValueTests {
    @Test func matchesTheSpecificationOnGeneratedStrings() throws {
        let pieces = [" ", "  ", "\t", "\n", "\r", "\r\n", "a", "b c", "é", "\\\"\"\"", "x\\y"]
        var generator = SplitMix64(seed: 0x5EED)
        // Short strings, and long ones whose lines span several of the eight-byte words the
        // line scan reads at a time.
        for sample in 0..<4000 {
            var content = ""
            for _ in 0..<Int(generator.next() % (sample < 3000 ? 12 : 48)) {
                content += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            let schema = try #require(model("\"\"\"\(content)\"\"\"\nenum E { A }"), "\(content.debugDescription)")
            let expected = Self.specificationValue(content)
            #expect(schema.enums[0].description == expected, "\(content.debugDescription)")
        }
    }

    /// The word-at-a-time scan finds the first flagged byte wherever it falls in a word, from
    /// any start, between bytes one off the flagged ones (which a borrow could confuse) and
    /// UTF-8, also with another flagged byte right after it; and it leaves a partial last word
    /// to the caller.
    @Test func wordScanFindsTheFirstFlaggedByte() {
        let fillers: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: "#"), UInt8(ascii: "!"), UInt8(ascii: "]"),
                                UInt8(ascii: "["), 0x0B, 0x0E, 0x01, 0x80, 0xC3, 0xFF]
        for filler in fillers {
            for length in 0..<24 {
                for start in 0..<min(8, length + 1) {
                    for first in start...length {
                        for second in [nil, first + 1, first + 7] {
                            var bytes = [UInt8](repeating: filler, count: length)
                            if first < length { bytes[first] = UInt8(ascii: "\"") }
                            if let second, second < length { bytes[second] = UInt8(ascii: "\\") }
                            let found = bytes.withUnsafeBytes { raw in
                                raw.baseAddress.map { Lexer.firstByte(from: start, before: length, in: $0, where: Lexer.quotesOrBackslashes) } ?? start
                            }
                            // Whole words from `start` are read; the bytes of a partial last word are not.
                            let wholeWordsEnd = start + (length - start) / 8 * 8
                            #expect(found == (first < wholeWordsEnd ? first : wholeWordsEnd),
                                    "filler \(filler), length \(length), start \(start), flagged at \(first)")
                        }
                    }
                }
            }
        }
        #expect(Lexer.lineBreaksOrBackslashes(0x6161_6161_6161_0D61).trailingZeroBitCount / 8 == 1)
        #expect(Lexer.lineBreaksOrBackslashes(0x0A61_6161_6161_6161).trailingZeroBitCount / 8 == 7)
        #expect(Lexer.lineBreaksOrBackslashes(0x5C0B_0C0E_5B5D_2309).trailingZeroBitCount / 8 == 7)
        #expect(Lexer.lineBreaksOrBackslashes(0x6161_6161_6161_6161) == 0)
    }

    /// BlockStringValue as the specification words it.
    static func specificationValue(_ raw: String) -> String {
        var lines: [[Unicode.Scalar]] = [[]]
        var scalars = Array(raw.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\" && scalars.starts(with: ["\"", "\"", "\""]) {
                continue // `\"""` stands for `"""`: drop the backslash
            }
            if scalar == "\r" && scalars.first == "\n" { scalars.removeFirst() }
            if scalar == "\n" || scalar == "\r" { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        func indent(_ line: [Unicode.Scalar]) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }
        let common = lines.dropFirst().filter { indent($0) < $0.count }.map(indent).min()
        if let common {
            for index in lines.indices.dropFirst() { lines[index] = Array(lines[index].dropFirst(common)) }
        }
        while let first = lines.first, indent(first) == first.count { lines.removeFirst() }
        while let last = lines.last, indent(last) == last.count { lines.removeLast() }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}
