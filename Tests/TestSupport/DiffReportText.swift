// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// Reading `diff`'s reports back: Markdown entries and `<details>` blocks, GitHub workflow
/// commands.
enum DiffReportText {
    /// Every top-level list item of `markdown`, with its nested lines.
    static func entries(_ markdown: String) -> [String] {
        var result: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("- ") { result.append(line + "\n") } else if line.hasPrefix("  - "), !result.isEmpty { result[result.count - 1] += line + "\n" }
        }
        return result
    }

    /// `<details>` and `</details>` alternate, each block closed.
    static func detailsBalanced(_ markdown: String) -> Bool {
        var open = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("<details>") { if open { return false }; open = true }
            if line == "</details>" { if !open { return false }; open = false }
        }
        return !open
    }

    static func commands(_ output: String) -> [(name: String, properties: [String: String], message: String)] {
        output.split(separator: "\n").compactMap { parseWorkflowCommand(String($0)) }
    }

    /// `::name key=value,...::message`, unescaped as GitHub's runner does.
    static func parseWorkflowCommand(_ line: String) -> (name: String, properties: [String: String], message: String)? {
        guard line.hasPrefix("::") else { return nil }
        let rest = line.dropFirst(2)
        guard let end = rest.range(of: "::") else { return nil }
        let head = rest[..<end.lowerBound]
        let message = unescape(String(rest[end.upperBound...]), property: false)
        let name = head.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        var properties: [String: String] = [:]
        if let space = head.firstIndex(of: " ") {
            for pair in head[head.index(after: space)...].split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                properties[String(parts[0])] = unescape(String(parts[1]), property: true)
            }
        }
        return (name, properties, message)
    }

    static func unescape(_ text: String, property: Bool) -> String {
        var out = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property {
            out = out.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        }
        return out.replacingOccurrences(of: "%25", with: "%")
    }
}
#endif
