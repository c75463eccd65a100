/// A diff report ready to paste into a pull request: a heading with the totals, a table of
/// counts by kind and severity, then one section per severity listing its changes. Breaking
/// and dangerous changes are listed in full; order-only and safe ones inside a collapsed
/// `<details>` block. A report longer than `sizeLimit` loses whole entries, safe ones first,
/// and ends with a line saying how many were left out.
enum DiffMarkdownRenderer {
    /// GitHub refuses a comment or pull-request description over 65,536 characters. The
    /// report stays under 60,000 so that a CI step can wrap it (a heading of its own, a hidden
    /// marker to find and update its comment, a link to the run) and still post it. Counted
    /// in UTF-8 bytes, never fewer than the characters GitHub counts.
    static let sizeLimit = 60_000

    static func render(_ report: DiffReport, limit: Int = sizeLimit) -> String {
        let top = preamble(report)
        let middle = report.changes.isEmpty ? "\nNo changes to enums, input objects or custom scalars.\n" : table(report)
        let end = report.unlistedNote.map(note) ?? ""
        // The operations that no longer resolve come before the table, the changes after it.
        var broken = brokenSection(report).map { [$0] } ?? []
        var changes = ChangeSeverity.allCases.compactMap { severitySection($0, of: report) }
        var sections = broken + changes
        let cut = fit(&sections, fixedSize: (top + middle + end).utf8.count, limit: limit)
        broken = Array(sections.prefix(broken.count))
        changes = Array(sections.dropFirst(broken.count))
        var out = top + broken.map(\.rendered).joined() + middle + changes.map(\.rendered).joined() + end
        if let line = truncationLine(cut, limit: limit) { out += line }
        return out
    }

    /// The heading, the totals, the options and, with documents, their headline.
    private static func preamble(_ report: DiffReport) -> String {
        var out = "## Schema changes\n\n"
        out += "\(fileList(report.oldFiles)) → \(fileList(report.newFiles)): "
        let totals = report.countedSeverities.map { severity -> String in
            let text = "\(report.count(severity)) \(severity.words)"
            return severity == .breaking && report.count(severity) > 0 ? "**\(text)**" : text
        }
        out += totals.joined(separator: ", ") + "\n\nClassified for \(report.classifiedFor).\n"
        if let line = report.documentsLine { out += "\n**\(line)**\n" }
        return out
    }

    /// Counts by kind (a row per kind with changes) and severity, and their totals.
    private static func table(_ report: DiffReport) -> String {
        let columns = report.countedSeverities
        var out = "\n| Change | " + columns.map(\.title).joined(separator: " | ") + " |\n| --- |"
            + String(repeating: " ---: |", count: columns.count) + "\n"
        for kind in ChangeKind.allCases {
            let counts = report.counts(of: kind)
            guard !counts.isEmpty else { continue }
            out += "| \(kind.title) | " + columns.map { String(counts[$0] ?? 0) }.joined(separator: " | ") + " |\n"
        }
        return out + "| **Total** | " + columns.map { "**\(report.count($0))**" }.joined(separator: " | ") + " |\n"
    }

    /// The listed changes of one severity; collapsed when they are order-only or safe.
    private static func severitySection(_ severity: ChangeSeverity, of report: DiffReport) -> MarkdownSection? {
        let changes = report.listed(severity)
        guard !changes.isEmpty else { return nil }
        let entries = changes.map { change in
            var entry = "- \(change.summary)\(report.affectsDocuments(change) ? " (**\(DiffReport.affectsTag)**)" : "")\n"
            entry += "  - Swift: \(change.swiftEffect)\n"
            if severity != .orderOnly { entry += "  - Why: \(change.reason)\n" }
            return entry
        }
        return MarkdownSection(heading: "### \(severity.title) (\(report.count(severity)))",
                               intro: severity == .orderOnly ? DiffReport.orderOnlyHeading : nil,
                               collapsed: severity <= .orderOnly, entries: entries, cutOrder: severity.rank, nouns: (severity.words, severity.words))
    }

    /// With documents, the operations that no longer resolve; nil when every one resolves.
    private static func brokenSection(_ report: DiffReport) -> MarkdownSection? {
        guard let broken = report.documents?.broken, !broken.isEmpty else { return nil }
        return MarkdownSection(heading: "### \(report.brokenHeading)", entries: broken.map(entry), cutOrder: ChangeSeverity.allCases.count,
                               nouns: ("operation that no longer resolves", "operations that no longer resolve"))
    }

    /// An operation that no longer resolves, with its errors.
    private static func entry(_ definition: DocumentImpact.BrokenDefinition) -> String {
        var out = "- `\(definition.place)`: \(definition.definition)\n"
        for problem in definition.problems { out += "  - `\(problem.place)`: \(problem.message)\n" }
        return out
    }

    private static func note(_ text: String) -> String { "\n_\(text)_\n" }

    /// Drops entries until the report fits in `limit`: from the end of the section cut first
    /// (safe, then order only, dangerous, breaking, operations that no longer resolve), whole
    /// entries only. Returns how many each section lost, in the order they were cut.
    private static func fit(_ sections: inout [MarkdownSection], fixedSize: Int, limit: Int) -> [(noun: String, count: Int)] {
        func size() -> Int {
            fixedSize + sections.reduce(0) { $0 + $1.size } + (truncationLine(cut(), limit: limit)?.utf8.count ?? 0)
        }
        func cut() -> [(noun: String, count: Int)] {
            sections.sorted { $0.cutOrder < $1.cutOrder }.filter { $0.leftOut > 0 }.map { ($0.leftOut == 1 ? $0.nouns.one : $0.nouns.many, $0.leftOut) }
        }
        for index in sections.indices.sorted(by: { sections[$0].cutOrder < sections[$1].cutOrder }) {
            while sections[index].kept > 0 && size() > limit { sections[index].kept -= 1 }
        }
        return cut()
    }

    /// `**57 entries are left out** ... (50 safe, 7 dangerous). ...`, or nil when none are.
    private static func truncationLine(_ cut: [(noun: String, count: Int)], limit: Int) -> String? {
        let total = cut.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        let entries = total == 1 ? "1 entry is" : "\(total) entries are"
        let which = cut.map { "\($0.count) \($0.noun)" }.joined(separator: ", ")
        return "\n**\(entries) left out** to keep this report under \(limit.groupedDigits) characters, short enough for a pull-request comment (\(which)). "
            + "The same command with `--format text` (or `--format json`) lists all of them.\n"
    }

    private static func fileList(_ files: [String]) -> String {
        files.map(ChangeClassification.code).joined(separator: ", ")
    }
}

/// One section of the Markdown report: a heading and its entries, of which the first `kept`
/// are written (none: the section is left out).
private struct MarkdownSection {
    var heading: String
    /// A paragraph under the heading, outside the collapsed block.
    var intro: String?
    /// Whether the entries are inside `<details>`.
    var collapsed = false
    var entries: [String]
    /// Sections with a lower order lose their entries first.
    var cutOrder: Int
    /// What one and several entries are, for the truncation line: `safe`, or `operation that
    /// no longer resolves` and `operations that no longer resolve`.
    var nouns: (one: String, many: String)
    var kept: Int
    /// `entrySizes[n]`: the UTF-8 size of the first `n` entries.
    private let entrySizes: [Int]

    init(heading: String, intro: String? = nil, collapsed: Bool = false, entries: [String], cutOrder: Int, nouns: (one: String, many: String)) {
        self.heading = heading
        self.intro = intro
        self.collapsed = collapsed
        self.entries = entries
        self.cutOrder = cutOrder
        self.nouns = nouns
        kept = entries.count
        entrySizes = entries.reduce(into: [0]) { sizes, entry in sizes.append((sizes.last ?? 0) + entry.utf8.count) }
    }

    var leftOut: Int { entries.count - kept }

    var rendered: String {
        guard kept > 0 else { return "" }
        return opening + entries.prefix(kept).joined() + closing
    }

    var size: Int {
        guard kept > 0 else { return 0 }
        return opening.utf8.count + entrySizes[kept] + closing.utf8.count
    }

    private var opening: String {
        var out = "\n\(heading)\n\n"
        if let intro { out += intro + "\n\n" }
        if collapsed { out += "<details><summary>\(summary)</summary>\n\n" }
        return out
    }

    /// Closing the block after a blank line, so that GitHub ends the list before it.
    private var closing: String { collapsed ? "\n</details>\n" : "" }

    private var summary: String {
        let noun = entries.count == 1 ? "change" : "changes"
        return leftOut == 0 ? "Show \(entries.count) \(noun)" : "Show \(kept) of \(entries.count) \(noun) (the rest left out for length, see below)"
    }
}

private extension Int {
    /// `60,000`: grouped by thousands, the same in every locale.
    var groupedDigits: String {
        let digits = Array(String(self))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
