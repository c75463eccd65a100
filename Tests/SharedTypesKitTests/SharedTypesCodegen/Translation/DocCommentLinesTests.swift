import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// These tests pin the rules of `SwiftSourceText.docCommentLines` and compare it with a
/// scalar-by-scalar statement of the same rules on generated text.
@Suite struct DocCommentLinesTests {
    @Test func splitsOnEveryKindOfLineBreak() {
        #expect(SwiftSourceText.docCommentLines("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g\u{0B}h\u{0C}i")
            == ["/// a", "/// b", "/// c", "/// d", "/// e", "/// f", "/// g", "/// h", "/// i"])
    }

    @Test func trimsTrailingWhitespaceIncludingUnicodeSpacesAndCollapsesBlankLines() {
        #expect(SwiftSourceText.docCommentLines("\n\n  first \u{3000}\u{A0}\n\n\n \t \nsecond\t\n\n", indent: "    ")
            == ["    ///   first", "    ///", "    /// second"])
    }

    @Test func expandsTabsToStopsEveryFourCharacters() {
        #expect(SwiftSourceText.docCommentLines("\tx\n1\t2\nabcd\te\né\tz") == ["///     x", "/// 1   2", "/// abcd    e", "/// é   z"])
    }

    @Test func removesControlBidiAndByteOrderMarks() {
        #expect(SwiftSourceText.docCommentLines("a\u{0}b\u{7}c\u{7F}d\u{9B}e\u{FEFF}f\u{202E}g\u{2067}h") == ["/// abcdefgh"])
    }

    @Test func keepsOtherCharactersAsTheyAre() {
        #expect(SwiftSourceText.docCommentLines("café 😀 */ `code` | a | b |") == ["/// café 😀 */ `code` | a | b |"])
    }

    @Test func emptyForTextWithNothingVisible() {
        #expect(SwiftSourceText.docCommentLines(" \n\t\r\n\u{2028}\u{0}").isEmpty)
        #expect(SwiftSourceText.docCommentLines("").isEmpty)
    }

    @Test func agreesWithTheScalarByScalarRulesOnGeneratedText() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "é",
            "\u{2028}", "\u{2029}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{3000}", "\u{FEFF}", "\u{1680}", "😀", "\u{0B}",
        ]
        var generator = SplitMix(seed: 7)
        for _ in 0..<2000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 24) {
                text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            let string = String(text)
            #expect(SwiftSourceText.docCommentLines(string, indent: "  ") == reference(string, indent: "  "), "\(string.unicodeScalars.map { $0.value })")
        }
    }

    /// A declaration's `DocComment` makes its lines when rendered: the text's, then a `///`
    /// line and the note's.
    @Test func docCommentLinesJoinTheTextAndTheNote() {
        let texts: [String?] = [nil, "", " \t\n", "\u{7}\u{202E}", "\u{A0}", "é", "One line.", "A\n\nB  "]
        for text in texts {
            for note in texts {
                let doc = DocComment(text, note: note)
                let textLines = text.map { SwiftSourceText.docCommentLines($0) } ?? []
                let noteLines = note.map { SwiftSourceText.docCommentLines($0) } ?? []
                let expected = note == nil ? textLines : textLines + (textLines.isEmpty ? [] : ["///"]) + noteLines
                #expect(doc.lines == expected, "\(String(describing: text)) \(String(describing: note))")
                #expect(doc.isEmpty == doc.lines.isEmpty, "\(String(describing: text)) \(String(describing: note))")
            }
        }
    }

    /// The rules stated one scalar at a time, the way the documentation words them.
    private func reference(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var current: [Unicode.Scalar] = []
        var pendingBlank = false
        var previousWasCR = false
        func finishLine() {
            while let last = current.last, last.properties.isWhitespace { current.removeLast() }
            if current.isEmpty {
                if !lines.isEmpty { pendingBlank = true }
            } else {
                if pendingBlank { lines.append(indent + "///") }
                pendingBlank = false
                var line = String.UnicodeScalarView()
                line.append(contentsOf: (indent + "/// ").unicodeScalars)
                line.append(contentsOf: current)
                lines.append(String(line))
            }
            current = []
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x0A && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = value == 0x0D
            switch value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: finishLine()
            case 0x09: current.append(contentsOf: repeatElement(" ", count: 4 - current.count % 4))
            case 0x00...0x1F, 0x7F...0x9F, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069: continue
            default: current.append(scalar)
            }
        }
        finishLine()
        return lines
    }
}

/// A small deterministic random number generator, so a failure reproduces.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
