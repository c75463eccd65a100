import Testing
@testable import SharedTypesKit

/// Parsing a file in pieces at once must give exactly what one parse from start to end
/// gives: the same definitions and the same diagnostics, wherever the cuts fall.
@Suite struct SDLSplitParseTests {
    /// Definitions and diagnostics, spelled out for comparison.
    private static func summary(_ text: String, splitSize: Int, pieces: Int = 2) -> [String] {
        let (document, diagnostics) = Parser.parse(SourceFile(path: "t.graphql", text: text), splitSize: splitSize, pieces: pieces)
        return document.types.map { type in
            "\(type.kind) \(type.name.value)@\(type.name.offset) ext=\(type.isExtension) desc=\(type.description ?? "-") "
                + "values=\(type.enumValues.map { "\($0.name.value)@\($0.name.offset)" }) "
                + "fields=\(type.inputFields.map { "\($0.name.value)@\($0.name.offset):\($0.type)" })"
        } + diagnostics.map { "\($0.message)@\($0.location?.offset ?? -1)" }
    }

    private static let definitions = [
        "\"\"\"\nA type.\n\"\"\"\ntype T0 implements Node { id: ID! name(first: Int = 1): String @deprecated }\n",
        "enum E0 {\n  \"\"\"\n  A value.\n  \"\"\"\n  A\n  B @deprecated(reason: \"no\")\n}\n",
        "input I0 @oneOf { a: Int, b: [String!] = [\"x\"] }\n",
        "union U0 =\n  | T0\n  | T1\n",
        "scalar S0 @specifiedBy(url: \"u\")\n",
        "\"\"\"\ntype inside a description\nenum too\n\"\"\"\ninterface Node { id: ID! }\n",
        "directive @d(a: Int) repeatable on\n  | FIELD\n  | OBJECT\n",
        "extend enum E0 { C }\n",
        "# a comment with \"quotes\n\"desc\" type T1 { x: Int }\n",
    ]

    @Test(arguments: [2, 3, 5, 16])
    func piecesMatchOneParseWhereverTheCutsFall(pieces: Int) {
        // Every prefix length shifts the cuts through every kind of place.
        for length in 1...Self.definitions.count {
            for rotation in 0..<Self.definitions.count {
                let parts = (0..<length).map { Self.definitions[($0 + rotation) % Self.definitions.count] }
                let text = parts.joined()
                #expect(Self.summary(text, splitSize: 0, pieces: pieces) == Self.summary(text, splitSize: .max), "\(text)")
            }
        }
    }

    @Test func cutsFallAtDefinitionsInOrder() {
        let text = String(repeating: "enum E { A }\n", count: 40)
        let cuts = Array(text.utf8).withUnsafeBufferPointer { DefinitionSplit.cuts($0, pieces: 4) }
        #expect(cuts.count == 3)
        #expect(cuts == cuts.sorted() && Set(cuts).count == cuts.count)
        for cut in cuts { #expect(Array(text.utf8)[cut...].starts(with: "enum".utf8)) }
        // A file without a qualifying line after the first share has no cut.
        #expect(Array("enum E { A B C D E F G H }".utf8).withUnsafeBufferPointer { DefinitionSplit.cuts($0, pieces: 4) }.isEmpty)
    }

    @Test(arguments: [
        // A union member named like a keyword at the start of a line, right at the middle.
        "union U = A |\ntype\ntype A { a: Int }\ntype B { b: Int }\n",
        // Errors in the first half, the second, both, and one that recovery runs across.
        "type A { a: }\nenum B { X }\n" + String(repeating: "enum C { X }\n", count: 5),
        String(repeating: "enum C { X }\n", count: 5) + "enum B { true }\ntype A { a: Int }\n",
        "type A { a: }\n" + String(repeating: "enum C { X }\n", count: 5) + "input I { b: = }\n",
        "enum E {\n  A\n" + String(repeating: "type T { x: Int }\n", count: 6) + "}\n",
        "\"\"\"\n" + String(repeating: "type in a description\n", count: 6) + "\"\"\"\nenum E { A }\n",
        "\"\"\"unterminated\n" + String(repeating: "type T { x: Int }\n", count: 6),
        "\u{FEFF}enum E { A }\n" + String(repeating: "enum F { B }\n", count: 6),
    ])
    func piecesMatchOneParseWithTrickyInput(text: String) {
        for pieces in [2, 3, 7] {
            #expect(Self.summary(text, splitSize: 0, pieces: pieces) == Self.summary(text, splitSize: .max))
        }
    }

    /// Each piece checks its own bytes for UTF-8; a piece with invalid UTF-8 means the whole
    /// file is checked again in one piece, which reports the first invalid byte as always.
    @Test(arguments: [0, 1, 2, 3])
    func invalidUTF8InAnyPieceIsReportedAsInOneParse(piece: Int) {
        let definition = Array("enum E { A B }\n".utf8)
        let definitions = 4 * 10
        var bytes = [UInt8]()
        for index in 0..<definitions {
            bytes += definition
            // A lone continuation byte, or a sequence cut short by the line's end, in the
            // middle of the chosen quarter.
            if index == piece * 10 + 5 { bytes += piece % 2 == 0 ? [0x23, 0x80, 0x0A] : [0x23, 0xE2, 0x82, 0x0A] }
        }
        func parse(splitSize: Int) -> [String] {
            let (document, diagnostics) = Parser.parse(SourceFile(path: "t.graphql", bytes: bytes), splitSize: splitSize, pieces: 4)
            #expect(document.types.isEmpty)
            return diagnostics.map { "\($0.message)@\($0.location?.offset ?? -1)" }
        }
        let whole = parse(splitSize: .max)
        #expect(whole.count == 1)
        #expect(parse(splitSize: 0) == whole)
    }

    /// A large file's pieces are kept as parsed, not joined; in order they are the file's.
    @Test func piecesAreKeptApartInOrder() {
        let text = (0..<40).map { "enum E\($0) { A }\n" }.joined()
        let (document, diagnostics) = Parser.parse(SourceFile(path: "t.graphql", text: text), splitSize: 0, pieces: 4)
        #expect(diagnostics.isEmpty)
        #expect(document.pieces.count == 4)
        #expect(document.types.map(\.name.value) == (0..<40).map { "E\($0)" })
    }
}
