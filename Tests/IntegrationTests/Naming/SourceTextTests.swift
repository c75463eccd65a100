import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// Texts a schema description, raw value or deprecation reason might contain.
enum NastyText {
    static let all: [String] = {
        var texts = [
            "", "plain", "quote \" inside", "back\\slash", "\\(interpolation)", "\\u{41} written out",
            "\"\"\"", "'single'", "#", "\"#", "#\"", "*/ closes /* opens", "// line", "/// doc", "$0 $x",
            "line1\nline2", "crlf\r\nnext", "lone\rcr", "tab\there", "nul\u{0}byte", "trailing   \t",
            "   leading", "\n\nblank lines\n\n\n\nmore\n\n", "only\u{2028}line\u{2029}separators",
            "nel\u{85}next", "vt\u{0B}ff\u{0C}", "del\u{7F} c1\u{80}\u{9B}\u{9F}", "esc\u{1B}[31mred",
            "bom\u{FEFF}", "zwsp\u{200B}zwj\u{200D}", "rlo\u{202E}olr lri\u{2066}x\u{2069}",
            "nbsp\u{A0}ideographic\u{3000}", "soft\u{AD}hyphen", "👨‍👩‍👧 family 🇺🇸", "e\u{301} combining",
            "\u{301}starts combining", "\"\u{301}", "\\\u{301}", "pua\u{E000}", "unassigned\u{378}",
            "nonchar\u{FFFE}\u{FFFF}\u{1FFFE}", "max\u{10FFFF}", "replacement\u{FFFD}",
            "العربية עברית", "日本語テキスト", "```swift\nlet x = 1\n```", "```\nunclosed fence",
            "- Parameter x: not a parameter\n- Returns: nothing", "#warning(\"no\")\n#if false",
            "   \n\t\n  ", String(repeating: "long line ", count: 2_000),
        ]
        texts.append(String((0..<0x20).map { Character(Unicode.Scalar($0)!) }))
        texts.append(String((0x7F...0xA0).map { Character(Unicode.Scalar($0)!) }))
        return texts
    }()
}

@Suite struct DocCommentTests {
    @Test func everyLineIsSafe() {
        for text in NastyText.all {
            for line in SwiftSourceText.docCommentLines(text, indent: "    ") {
                #expect(line.hasPrefix("    ///"))
                // (Compared by scalars: a leading combining mark joins the space into one Character.)
                #expect(line == "    ///" || line.unicodeScalars.starts(with: "    /// ".unicodeScalars))
                #expect(!line.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029, 0x00].contains($0.value) })
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                #expect(!(line.unicodeScalars.last!.properties.isWhitespace), "\(line.debugDescription)")
            }
        }
    }

    @Test func shapes() {
        #expect(SwiftSourceText.docCommentLines("") == [])
        #expect(SwiftSourceText.docCommentLines(" \n\t\r\n ") == [])
        #expect(SwiftSourceText.docCommentLines("One.") == ["/// One."])
        #expect(SwiftSourceText.docCommentLines("a\r\nb\rc\nd\u{2028}e") == ["/// a", "/// b", "/// c", "/// d", "/// e"])
        #expect(SwiftSourceText.docCommentLines("\n\na  \n\n\n\nb\n\n") == ["/// a", "///", "/// b"])
        #expect(SwiftSourceText.docCommentLines("x\ty\n\tz") == ["/// x   y", "///     z"])
        #expect(SwiftSourceText.docCommentLines("nul\u{0}here\u{202E}") == ["/// nulhere"])
        #expect(SwiftSourceText.docCommentLines("```\ncode\n    indented\n```") == ["/// ```", "/// code", "///     indented", "/// ```"])
        #expect(SwiftSourceText.docCommentLines("*/", indent: "  ") == ["  /// */"])
    }
}

@Suite struct StringLiteralTests {
    @Test func shapes() {
        #expect(SwiftSourceText.stringLiteral("") == "\"\"")
        #expect(SwiftSourceText.stringLiteral("DRAFT") == "\"DRAFT\"")
        #expect(SwiftSourceText.stringLiteral("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(SwiftSourceText.stringLiteral("\\(x)") == "\"\\\\(x)\"")
        #expect(SwiftSourceText.stringLiteral("\0\t\n\r") == "\"\\0\\t\\n\\r\"")
        #expect(SwiftSourceText.stringLiteral("\u{1B}\u{7F}\u{85}") == "\"\\u{1B}\\u{7F}\\u{85}\"")
        #expect(SwiftSourceText.stringLiteral("\u{2028}\u{FEFF}\u{A0}") == "\"\\u{2028}\\u{FEFF}\\u{A0}\"")
        #expect(SwiftSourceText.stringLiteral("é") == "\"é\"")
        #expect(SwiftSourceText.stringLiteral("e\u{301}") == "\"e\u{301}\"")
        #expect(SwiftSourceText.stringLiteral("\u{301}e") == "\"\\u{301}e\"")
        #expect(SwiftSourceText.stringLiteral("日本") == "\"日本\"")
        #expect(SwiftSourceText.stringLiteral("\u{E000}\u{378}") == "\"\\u{E000}\\u{378}\"")
    }

    @Test func literalsAreSingleLineAndVisible() {
        for text in NastyText.all {
            let literal = SwiftSourceText.stringLiteral(text)
            #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!literal.unicodeScalars.contains { [0x2028, 0x2029, 0xFEFF, 0x202E].contains($0.value) })
        }
    }
}

/// Compiles (and for literals, runs) the nasty texts with the installed swiftc.
@Suite struct SourceTextCompileTests {
    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func docCommentsCompile() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("doc")
        defer { Swiftc.removeScratch(scratch) }
        var source = ""
        for (index, text) in NastyText.all.enumerated() {
            source += SwiftSourceText.docCommentLines(text).joined(separator: "\n") + "\n"
            source += "public enum Documented\(index) {\n"
            source += SwiftSourceText.docCommentLines(text, indent: "    ").joined(separator: "\n") + "\n"
            source += "    case a\n}\n"
        }
        let file = scratch.appendingPathComponent("Docs.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        for version in ["6", "5"] {
            let output = try swiftc.run(["-typecheck", "-parse-as-library", "-swift-version", version,
                                         "-warnings-as-errors", file.path], in: scratch)
            #expect(output.status == 0, "\(output.text.prefix(4000))")
        }
    }

    /// One program holds every literal as a value, an enum raw value, a `switch` pattern, a
    /// dictionary key and a deprecation message; it prints each value's UTF-8 bytes in hex,
    /// which must be the bytes of the original text.
    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func stringLiteralsRoundTrip() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("literal")
        defer { Swiftc.removeScratch(scratch) }
        // Raw values must be distinct: the enum gets the non-empty texts, each once.
        var seen = Set<String>()
        let rawValues = NastyText.all.filter { !$0.isEmpty && seen.insert($0).inserted }
        var source = "let values: [String] = [\n"
        for text in NastyText.all { source += "    \(SwiftSourceText.stringLiteral(text)),\n" }
        source += "]\n"
        source += "enum Raw: String, CaseIterable {\n"
        for (index, text) in rawValues.enumerated() {
            source += "    case c\(index) = \(SwiftSourceText.stringLiteral(text))\n"
        }
        source += "}\n"
        for (index, text) in rawValues.enumerated() {
            source += "@available(*, deprecated, message: \(SwiftSourceText.stringLiteral(text)))\n"
            source += "func deprecated\(index)() {}\n"
        }
        source += "func index(of text: String) -> Int {\n    switch text {\n"
        for (index, text) in rawValues.enumerated() {
            source += "    case \(SwiftSourceText.stringLiteral(text)): return \(index)\n"
        }
        source += "    default: return -1\n    }\n}\n"
        source += "let keys: [String: Int] = [\n"
        for (index, text) in rawValues.enumerated() { source += "    \(SwiftSourceText.stringLiteral(text)): \(index),\n" }
        source += "]\n"
        source += """
            func hex(_ text: String) -> String { text.utf8.map { String($0, radix: 16) }.joined(separator: " ") }
            for value in values { print(hex(value)) }
            for raw in Raw.allCases { print(hex(raw.rawValue)) }
            for (offset, raw) in Raw.allCases.enumerated() { print(index(of: raw.rawValue) == offset && keys[raw.rawValue] == offset ? "ok" : "bad") }

            """
        let file = scratch.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let executable = scratch.appendingPathComponent("literals")
        let build = try swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-Onone", file.path, "-o", executable.path], in: scratch)
        try #require(build.status == 0, "\(build.text.prefix(4000))")

        let process = Process()
        process.executableURL = executable
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let hex = { (text: String) in text.utf8.map { String($0, radix: 16) }.joined(separator: " ") }
        let expected = NastyText.all.map(hex) + rawValues.map(hex) + rawValues.map { _ in "ok" } + [""]
        #expect(lines == expected)
    }
}
