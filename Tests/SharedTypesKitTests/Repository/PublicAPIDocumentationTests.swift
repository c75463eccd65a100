import Foundation
import Testing
@testable import TestSupport

/// The library's public API is small and documented: every `public` declaration in `Sources`
/// has a `///` comment right above it (attributes may come between), and at most
/// `maxPublicLines` lines begin with `public` (the layers share the rest with `package`
/// access; docs/library.md describes what is public).
@Suite struct PublicAPIDocumentationTests {
    static let sourcesPath = TestPaths.repositoryRoot.appendingPathComponent("Sources").path
    static let maxPublicLines = 150

    /// Every Swift file of `Sources`, by its path below it, with its text.
    static func sourceFiles() throws -> [(path: String, text: String)] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: sourcesPath).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 50, "the sources were not found at \(sourcesPath)")
        return try files.map { ($0, try String(contentsOfFile: sourcesPath + "/" + $0, encoding: .utf8)) }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        var undocumented: [String] = []
        for (file, text) in try Self.sourceFiles() {
            for (line, declaration) in Self.undocumentedPublicDeclarations(in: text) {
                undocumented.append("Sources/\(file):\(line): \(declaration)")
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test func thePublicSurfaceStaysSmall() throws {
        var publicLines: [String] = []
        for (file, text) in try Self.sourceFiles() {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false)
            where line.drop(while: { $0 == " " }).hasPrefix("public ") {
                publicLines.append("Sources/\(file): \(line.drop(while: { $0 == " " }))")
            }
        }
        #expect(publicLines.count > 50, "the public API was not found at \(Self.sourcesPath)")
        #expect(publicLines.count <= Self.maxPublicLines,
                "\(publicLines.count) lines begin with public; make what library users do not need package:\n\(publicLines.sorted().joined(separator: "\n"))")
    }

    /// The checker itself: it must find what is missing and skip what is not code.
    @Test func theCheckFindsOnlyUndocumentedCode() {
        let text = #"""
        /// A documented type.
        public struct Documented {
            /// Documented.
            @inlinable
            public var first: Int { 1 }
            public var second: Int { 2 }
            let internalValue = 0
        }
        /// Prints a `"""` block string.
        let template = """
        public enum InsideAStringLiteral {}
        """
        public func undocumentedFunction() {}
        """#
        let found = Self.undocumentedPublicDeclarations(in: text)
        #expect(found.map(\.line) == [6, 13])
        #expect(found.map(\.declaration) == ["public var second: Int { 2 }", "public func undocumentedFunction() {}"])
    }

    /// Public declarations in `text` (outside multi-line string literals) whose previous line,
    /// attributes skipped, is not a doc comment; with their 1-based line numbers.
    static func undocumentedPublicDeclarations(in text: String) -> [(line: Int, declaration: String)] {
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var result: [(line: Int, declaration: String)] = []
        var insideStringLiteral = false
        for (index, line) in lines.enumerated() {
            // Comments may mention `"""` without opening a literal.
            let delimiters = line.hasPrefix("//") ? 0 : line.components(separatedBy: "\"\"\"").count - 1
            defer { if delimiters % 2 == 1 { insideStringLiteral.toggle() } }
            guard !insideStringLiteral, delimiters == 0, isPublicDeclaration(line) else { continue }
            var previous = index - 1
            while previous >= 0 && lines[previous].hasPrefix("@") { previous -= 1 }
            if previous < 0 || !lines[previous].hasPrefix("///") {
                result.append((index + 1, line))
            }
        }
        return result
    }

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "struct", "enum", "class", "init", "init?", "protocol", "typealias", "subscript", "case", "actor",
    ]
    private static let modifiers: Set<String> = ["static", "final", "mutating", "nonmutating", "indirect", "nonisolated", "convenience", "required", "override"]

    private static func isPublicDeclaration(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.first == "public" || words.first == "open" else { return false }
        for word in words.dropFirst() {
            if modifiers.contains(word) { continue }
            let keyword = word.prefix { $0.isLetter || $0 == "?" }
            return declarationKeywords.contains(String(keyword))
        }
        return false
    }
}
