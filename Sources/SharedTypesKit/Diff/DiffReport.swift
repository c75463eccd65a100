/// The changes between two schemas plus what the renderers need around them: the schema
/// files compared, and whether description changes are listed or only counted.
public struct DiffReport: Sendable {
    /// Every change, in `SchemaDiff`'s order.
    public var changes: [SchemaChange]
    /// The old and new schema files, as given.
    public var oldFiles: [String]
    /// The new schema's files, as given; like `oldFiles`, only shown in reports.
    public var newFiles: [String]
    /// List description changes too (they are always counted).
    public var verbose: Bool

    /// Reports keep the order of `changes` (the text and Markdown ones within each severity).
    public init(changes: [SchemaChange], oldFiles: [String], newFiles: [String], verbose: Bool) {
        self.changes = changes
        self.oldFiles = oldFiles
        self.newFiles = newFiles
        self.verbose = verbose
    }

    /// The changes reports list: all of them with `verbose`, else all but description changes.
    public var listedChanges: [SchemaChange] {
        verbose ? changes : changes.filter { !$0.isDescriptionOnly }
    }

    /// Description changes counted but not listed.
    public var unlistedCount: Int { changes.count - listedChanges.count }

    /// How many changes have `severity`, listed or not.
    public func count(_ severity: ChangeSeverity) -> Int {
        changes.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// How many changes of `kind` there are with each severity.
    public func counts(of kind: ChangeKind) -> [ChangeSeverity: Int] {
        var result: [ChangeSeverity: Int] = [:]
        for change in changes where change.kind == kind { result[change.severity, default: 0] += 1 }
        return result
    }

    /// How many changes there are of each kind (kinds without changes are absent).
    public var countsByKind: [ChangeKind: Int] {
        var result: [ChangeKind: Int] = [:]
        for change in changes { result[change.kind, default: 0] += 1 }
        return result
    }

    /// Whether some change is at least as bad as `severity`.
    public func hasChange(atLeast severity: ChangeSeverity) -> Bool {
        changes.contains { $0.severity >= severity }
    }

    /// The listed changes of one severity, in report order.
    func listed(_ severity: ChangeSeverity) -> [SchemaChange] {
        listedChanges.filter { $0.severity == severity }
    }

    /// `old.graphql → new.graphql`.
    var comparedFiles: String {
        oldFiles.joined(separator: " ") + " → " + newFiles.joined(separator: " ")
    }

    /// `2 breaking, 1 dangerous, 3 safe`.
    var severityCounts: String {
        ChangeSeverity.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }

    /// The note about description changes counted but not listed, or `nil`.
    var unlistedNote: String? {
        guard unlistedCount > 0 else { return nil }
        let noun = unlistedCount == 1 ? "description change is" : "description changes are"
        return "\(unlistedCount) \(noun) counted but not listed (--verbose lists them)."
    }
}

/// The formats `gen-shared-types diff` writes.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// `text` for a terminal (the `diff` command's default), `markdown` for a pull request,
    /// `json` for tools (the README documents its keys).
    case text, markdown, json

    /// The whole report in this format, ending with a newline.
    public func render(_ report: DiffReport) -> String {
        switch self {
        case .text: return DiffTextRenderer.render(report)
        case .markdown: return DiffMarkdownRenderer.render(report)
        case .json: return DiffJSONRenderer.render(report)
        }
    }
}
