/// The terminal form of a diff report: a summary line, then the changes grouped by severity,
/// each with its Swift effect and the reason for its severity.
///
/// ```
/// Schema changes (old.graphql → new.graphql): 1 breaking, 0 dangerous, 0 order only, 1 safe
/// Classified for plain enums, nil fields sent as null.
///
/// Breaking (1)
///   - Enum value `TodoStatus.BLOCKED` added
///     Swift: `TodoStatus` gains case `.blocked`.
///     Why: Exhaustive `switch` statements over `TodoStatus` no longer compile until they handle the new case.
/// ```
enum DiffTextRenderer {
    static func render(_ report: DiffReport) -> String {
        var out = "Schema changes (\(report.comparedFiles)): \(report.severityCounts)\n"
        out += "Classified for \(report.classifiedFor).\n"
        if let line = report.documentsLine { out += line + "\n" }
        out += brokenDefinitions(report)
        if report.changes.isEmpty {
            out += "No changes to enums, input objects or custom scalars.\n"
            return out
        }
        for severity in ChangeSeverity.allCases {
            let changes = report.listed(severity)
            guard !changes.isEmpty else { continue }
            out += "\n\(severity.title) (\(report.count(severity)))\n"
            // Order-only changes share their reason, so it is said once.
            if severity == .orderOnly { out += "  \(DiffReport.orderOnlyHeading)\n" }
            for change in changes {
                out += "  - \(change.summary)\(report.affectsDocuments(change) ? " [\(DiffReport.affectsTag)]" : "")\n"
                out += "    Swift: \(change.swiftEffect)\n"
                if severity != .orderOnly { out += "    Why: \(change.reason)\n" }
            }
        }
        if let note = report.unlistedNote { out += "\n\(note)\n" }
        return out
    }

    /// The operations that no longer resolve, each with its errors, after the headline.
    private static func brokenDefinitions(_ report: DiffReport) -> String {
        guard let broken = report.documents?.broken, !broken.isEmpty else { return "" }
        var out = "\n\(report.brokenHeading)\n"
        for definition in broken {
            out += "  - \(definition.place): \(definition.definition)\n"
            for problem in definition.problems { out += "      \(problem.place): \(problem.message)\n" }
        }
        return out
    }
}
