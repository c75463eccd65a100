/// Line diffs in unified format (`--- a`, `+++ b`, `@@ -1,3 +1,4 @@`), as `--check --verbose`
/// prints for changed files. Uses Myers' O((N+M)·D) algorithm, so small edits to large files
/// stay cheap.
package enum UnifiedDiff {
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Appended to a last line that has no line break after it, so that it differs from the
    /// same text with one, and printed as `patch` expects: `\ No newline at end of file`.
    private static let noNewlineMarker = "\u{0}\u{FFFF}"

    package static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        func markedLines(_ text: String) -> [String] {
            var result = lines(text)
            if !text.isEmpty && !text.hasSuffix("\n"), !result.isEmpty { result[result.count - 1] += noNewlineMarker }
            return result
        }
        let edits = diff(markedLines(old), markedLines(new))
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group edits into hunks with `context` unchanged lines around each change.
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { break }
            let start = max(change - context, index)
            var end = change
            var lastChange = change
            while end < edits.count {
                if case .same = edits[end] {
                    if end - lastChange > 2 * context { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let stop = min(edits.count, lastChange + context + 1)
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                let (prefix, line): (String, String)
                switch edit {
                case .same(let text): (prefix, line) = (" ", text)
                case .removed(let text): (prefix, line) = ("-", text)
                case .added(let text): (prefix, line) = ("+", text)
                }
                if line.hasSuffix(noNewlineMarker) {
                    out += prefix + line.dropLast(noNewlineMarker.count) + "\n\\ No newline at end of file\n"
                } else {
                    out += prefix + line + "\n"
                }
            }
            index = stop
        }
        return out
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script turning `a` into `b`.
    static func diff(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        let maxD = n + m
        guard maxD > 0 else { return [] }
        let offset = maxD
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk the trace backwards to recover the edits.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.same(a[x - 1]))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(.added(b[y - 1]))
                } else {
                    edits.append(.removed(a[x - 1]))
                }
                x = previousX
                y = previousY
            }
        }
        return edits.reversed()
    }
}
