/// A diff report as GitHub Actions workflow commands: an `::error` per breaking change and a
/// `::warning` per dangerous one, each pointing at the file and line of the change in the new
/// schema where it has one, then one `::notice` with the totals (order-only and safe changes
/// are only counted there).
///
/// ```
/// ::error file=schema.graphql,line=12,title=Breaking schema change (enum value added)::Enum value `TodoStatus.BLOCKED` added%0ASwift: ...%0AWhy: ...
/// ::notice title=Schema changes::1 breaking, 0 dangerous, 0 order only, 0 safe (old.graphql → schema.graphql); classified for plain enums, nil fields sent as null
/// ```
enum DiffGitHubRenderer {
    static func render(_ report: DiffReport) -> String {
        var out = ""
        for change in report.listedChanges {
            let command: String
            switch change.severity {
            case .breaking: command = "error"
            case .dangerous: command = "warning"
            case .orderOnly, .safe: continue
            }
            var properties: [(String, String)] = []
            if let file = change.newFile {
                properties.append(("file", file))
                if let line = change.newLine { properties.append(("line", String(line))) }
            }
            let affects = report.affectsDocuments(change) ? ", \(DiffReport.affectsTag)" : ""
            properties.append(("title", "\(change.severity.title) schema change (\(change.kind.title)\(affects))"))
            let message = change.summary + "\nSwift: " + change.swiftEffect + "\nWhy: " + change.reason
            out += workflowCommand(command, properties: properties, message: message)
        }
        for definition in report.documents?.broken ?? [] {
            for problem in definition.problems {
                out += workflowCommand("error", properties: [("file", problem.place.file), ("line", String(problem.place.line)), ("col", String(problem.place.column)),
                                                             ("title", "Operation no longer resolves (\(definition.definition))")],
                                       message: problem.message)
            }
        }
        var totals = "\(report.severityCounts) (\(report.comparedFiles)); classified for \(report.classifiedFor)"
        if let line = report.documentsLine { totals += ". " + line }
        if report.count(.orderOnly) > 0 {
            totals += ". Order only: " + DiffReport.orderOnlyHeading
        }
        out += workflowCommand("notice", properties: [("title", "Schema changes")], message: totals)
        return out
    }

    /// `::command key=value,key=value::message` and a newline.
    static func workflowCommand(_ command: String, properties: [(String, String)], message: String) -> String {
        var line = "::" + command
        if !properties.isEmpty {
            line += " " + properties.map { $0.0 + "=" + escapeProperty($0.1) }.joined(separator: ",")
        }
        return line + "::" + escapeData(message) + "\n"
    }

    /// A message as GitHub's runner reads it back: `%`, carriage return and line feed
    /// percent-encoded (`%` first, so the others' `%` stays).
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as a message, and also `:` and `,`, which end values.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
