// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// The repository's Markdown, for the tests that compare the documentation with the tool.
enum DocumentationText {
    /// A file of the repository (`README.md`, `docs/diff.md`).
    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text after the heading `## heading`, to the end; nil when there is no such heading.
    static func after(_ heading: String, in text: String) -> Substring? {
        text.range(of: "\n## \(heading)\n").map { text[$0.upperBound...] }
    }

    /// The text under the heading `## heading`, up to the next `## ` heading (one inside a
    /// fenced example counts too: find examples with `after`); nil when there is no such heading.
    static func section(_ heading: String, in text: String) -> Substring? {
        guard let rest = after(heading, in: text) else { return nil }
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }

    /// The first fenced block of `language` (` ```sh `) in `text`, without its fences.
    static func fencedBlock(_ language: String, in text: Substring) -> String? {
        guard let start = text.range(of: "```\(language)\n"),
              let end = text.range(of: "\n```\n", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}
#endif
