/// A diff report as GitHub Actions workflow commands: an `::error` per breaking change and a
/// `::warning` per dangerous one, each pointing at the file and line of the change in the new
/// schema where it has one, then one `::notice` with the totals (order-only and safe changes
/// are only counted there). With documents, each operation that no longer resolves is an
/// `::error` too, before the changes.
///
/// GitHub shows at most `annotationLimit` errors and as many warnings per step, so beyond that
/// the last one of each kind shown says what else there is.
///
/// ```
/// ::error file=schema.graphql,line=12,title=Breaking schema change (enum value added)::Enum value `TodoStatus.BLOCKED` added%0ASwift: ...%0AWhy: ...
/// ::notice title=Schema changes::1 breaking, 0 dangerous, 0 order only, 0 safe (old.graphql → schema.graphql); classified for plain enums, nil fields sent as null
/// ```
enum DiffGitHubRenderer {
    /// GitHub Actions displays at most 10 error and 10 warning annotations per step and drops
    /// the rest silently.
    static let annotationLimit = 10
    /// How many of the annotations left out the summarising one names before it only counts.
    static let namedInSummary = 50

    /// One annotation before escaping; `brief` names it in a summary.
    struct Annotation {
        var command: String
        var properties: [(String, String)]
        var message: String
        var brief: String
    }

    static func render(_ report: DiffReport) -> String {
        let all = brokenOperations(report) + changes(report)
        let counts = Dictionary(all.map { ($0.command, 1) }, uniquingKeysWith: +)
        var out = ""
        var shown: [String: Int] = [:]
        var rest: [String: [Annotation]] = [:]
        for annotation in all {
            // Over the limit, the last place goes to the summary of the rest.
            if counts[annotation.command, default: 0] > annotationLimit && shown[annotation.command, default: 0] == annotationLimit - 1 {
                rest[annotation.command, default: []].append(annotation)
                continue
            }
            shown[annotation.command, default: 0] += 1
            out += workflowCommand(annotation.command, properties: annotation.properties, message: annotation.message)
        }
        for (command, noun) in [("error", "errors"), ("warning", "warnings")] {
            if let left = rest[command] { out += summary(of: left, command: command, noun: noun) }
        }
        var totals = "\(report.severityCounts) (\(report.comparedFiles)); classified for \(report.classifiedFor)"
        if let line = report.documentsLine { totals += ". " + line }
        if report.count(.orderOnly) > 0 {
            totals += ". Order only: " + DiffReport.orderOnlyHeading
        }
        out += workflowCommand("notice", properties: [("title", "Schema changes")], message: totals)
        return out
    }

    /// An `::error` per breaking change and a `::warning` per dangerous one, in report order.
    private static func changes(_ report: DiffReport) -> [Annotation] {
        report.listedChanges.compactMap { change in
            let command: String
            switch change.severity {
            case .breaking: command = "error"
            case .dangerous: command = "warning"
            case .orderOnly, .safe: return nil
            }
            var properties: [(String, String)] = []
            if let file = change.newFile {
                properties.append(("file", file))
                if let line = change.newLine { properties.append(("line", String(line))) }
            }
            let affects = report.affectsDocuments(change) ? ", \(DiffReport.affectsTag)" : ""
            properties.append(("title", "\(change.severity.title) schema change (\(change.kind.title)\(affects))"))
            let message = change.summary + "\nSwift: " + change.swiftEffect + "\nWhy: " + change.reason
            return Annotation(command: command, properties: properties, message: message, brief: change.summary)
        }
    }

    /// An `::error` per error of an operation that no longer resolves. They take the first of
    /// the errors GitHub shows: they point at the apps' own files, the first thing to fix.
    private static func brokenOperations(_ report: DiffReport) -> [Annotation] {
        (report.documents?.broken ?? []).flatMap { definition in
            definition.problems.map { problem in
                Annotation(command: "error",
                           properties: [("file", problem.place.file), ("line", String(problem.place.line)), ("col", String(problem.place.column)),
                                        ("title", "Operation no longer resolves (\(definition.definition))")],
                           message: problem.message, brief: "\(definition.definition) at \(problem.place): \(problem.message)")
            }
        }
    }

    /// One annotation for those GitHub would not show: how many, and a line naming each of
    /// the first `namedInSummary`.
    private static func summary(of rest: [Annotation], command: String, noun: String) -> String {
        let title = "\(rest.count) more \(noun) not annotated"
        var message = "GitHub shows \(annotationLimit) \(noun) per step; these \(rest.count) are not annotated separately"
            + " (`--format text` lists everything):"
        for annotation in rest.prefix(namedInSummary) { message += "\n- " + annotation.brief }
        if rest.count > namedInSummary { message += "\n- and \(rest.count - namedInSummary) more" }
        return workflowCommand(command, properties: [("title", title)], message: message)
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
