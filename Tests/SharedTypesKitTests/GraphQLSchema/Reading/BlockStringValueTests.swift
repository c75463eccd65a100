import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// Compares the lexer's block-string decoding with a line-by-line transcription of the
/// specification's BlockStringValue, on generated strings mixing indentation, blank
/// lines, all three line terminators, escaped triple quotes and non-ASCII text.
@Suite struct BlockStringValueTests {
    @Test func matchesTheSpecificationOnGeneratedStrings() throws {
        let pieces = [" ", "  ", "\t", "\n", "\r", "\r\n", "a", "b c", "é", "\\\"\"\"", "x\\y"]
        var generator = SplitMix64(seed: 0x5EED)
        // Short strings, and long ones.
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
