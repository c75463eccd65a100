/// A diff report ready to paste into a pull request: a heading with the totals, a table of
/// counts by kind and severity, then one section per severity listing its changes.
enum DiffMarkdownRenderer {
    static func render(_ report: DiffReport) -> String {
        var out = "## Schema changes\n\n"
        out += "\(fileList(report.oldFiles)) → \(fileList(report.newFiles)): "
        let totals = report.countedSeverities.map { severity -> String in
            let text = "\(report.count(severity)) \(severity.words)"
            return severity == .breaking && report.count(severity) > 0 ? "**\(text)**" : text
        }
        out += totals.joined(separator: ", ") + "\n\nClassified for \(report.classifiedFor).\n"
        if let line = report.documentsLine { out += "\n**\(line)**\n" }
        if let broken = report.documents?.broken, !broken.isEmpty {
            out += "\n### \(report.brokenHeading)\n\n"
            for definition in broken {
                out += "- `\(definition.place)`: \(definition.definition)\n"
                for problem in definition.problems { out += "  - `\(problem.place)`: \(problem.message)\n" }
            }
        }
        if report.changes.isEmpty {
            out += "\nNo changes to enums, input objects or custom scalars.\n"
            return out
        }

        let columns = report.countedSeverities
        out += "\n| Change | " + columns.map(\.title).joined(separator: " | ") + " |\n| --- |"
            + String(repeating: " ---: |", count: columns.count) + "\n"
        for kind in ChangeKind.allCases {
            let counts = report.counts(of: kind)
            guard !counts.isEmpty else { continue }
            out += "| \(kind.title) | " + columns.map { String(counts[$0] ?? 0) }.joined(separator: " | ") + " |\n"
        }
        out += "| **Total** | " + columns.map { "**\(report.count($0))**" }.joined(separator: " | ") + " |\n"

        for severity in ChangeSeverity.allCases {
            let changes = report.listed(severity)
            guard !changes.isEmpty else { continue }
            out += "\n### \(severity.title) (\(report.count(severity)))\n\n"
            if severity == .orderOnly { out += DiffReport.orderOnlyHeading + "\n\n" }
            for change in changes {
                out += "- \(change.summary)\(report.affectsDocuments(change) ? " (**\(DiffReport.affectsTag)**)" : "")\n"
                out += "  - Swift: \(change.swiftEffect)\n"
                if severity != .orderOnly { out += "  - Why: \(change.reason)\n" }
            }
        }
        if let note = report.unlistedNote { out += "\n_\(note)_\n" }
        return out
    }

    private static func fileList(_ files: [String]) -> String {
        files.map(ChangeClassification.code).joined(separator: ", ")
    }
}
