import SharedTypesCodegen

/// The changes between two schemas plus what the renderers need around them: the schema
/// files compared, and whether description changes are listed or only counted.
public struct DiffReport: Sendable {
    /// Every change, in `SchemaDiff`'s order.
    public var changes: [SchemaChange]
    /// The old and new schema files, as given.
    package var oldFiles: [String]
    /// The new schema's files, as given; like `oldFiles`, only shown in reports.
    package var newFiles: [String]
    /// List description changes too (they are always counted).
    package var verbose: Bool
    /// The options the changes were classified for; reports state the ones that decide
    /// severities.
    package var options: GenerationOptions
    /// The severity from which a change fails the run (`--fail-on`); `nil` for never. The
    /// JUnit report marks changes from it on (from `breaking` when `nil`) as failures.
    package var failOn: ChangeSeverity?
    /// With `diff --documents`: what the changes do to the apps' operations; nil without.
    package var documents: DocumentImpact?
    /// With documents: only changes that affect them (and operations that no longer resolve)
    /// fail the run (`--fail-on-scope documents`).
    package var failOnlyOnDocuments = false

    /// Reports keep the order of `changes` (the text and Markdown ones within each severity).
    public init(changes: [SchemaChange], oldFiles: [String], newFiles: [String], verbose: Bool,
                options: GenerationOptions = GenerationOptions(moduleName: "SharedTypes"), failOn: ChangeSeverity? = nil) {
        self.changes = changes
        self.oldFiles = oldFiles
        self.newFiles = newFiles
        self.verbose = verbose
        self.options = options
        self.failOn = failOn
    }

    /// The changes reports list: all of them with `verbose`, else all but description changes.
    package var listedChanges: [SchemaChange] {
        verbose ? changes : changes.filter { !$0.isDescriptionOnly }
    }

    /// Description changes counted but not listed.
    package var unlistedCount: Int { changes.count - listedChanges.count }

    /// How many changes have `severity`, listed or not.
    package func count(_ severity: ChangeSeverity) -> Int {
        changes.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// How many changes of `kind` there are with each severity.
    package func counts(of kind: ChangeKind) -> [ChangeSeverity: Int] {
        var result: [ChangeSeverity: Int] = [:]
        for change in changes where change.kind == kind { result[change.severity, default: 0] += 1 }
        return result
    }

    /// How many changes there are of each kind (kinds without changes are absent).
    package var countsByKind: [ChangeKind: Int] {
        var result: [ChangeKind: Int] = [:]
        for change in changes { result[change.kind, default: 0] += 1 }
        return result
    }

    /// Whether some change is at least as bad as `severity`.
    package func hasChange(atLeast severity: ChangeSeverity) -> Bool {
        changes.contains { $0.severity >= severity }
    }

    /// Whether the run fails: a change at or above `failOn` (with `failOnlyOnDocuments`, one
    /// that affects the documents), or, with documents and any `failOn`, an operation that no
    /// longer resolves (that is breaking).
    package var fails: Bool {
        guard let failOn else { return false }
        if let documents, !documents.broken.isEmpty { return true }
        return changes.contains { $0.severity >= failOn && (!failOnlyOnDocuments || affectsDocuments($0)) }
    }

    /// Whether `change` touches what the documents use; false without documents.
    package func affectsDocuments(_ change: SchemaChange) -> Bool {
        documents?.affects(change) ?? false
    }

    /// How many changes affect the documents (0 without documents).
    package var affectingCount: Int {
        guard let documents else { return 0 }
        return changes.reduce(0) { $0 + (documents.affects($1) ? 1 : 0) }
    }

    /// The listed changes of one severity, in report order.
    func listed(_ severity: ChangeSeverity) -> [SchemaChange] {
        listedChanges.filter { $0.severity == severity }
    }

    /// `old.graphql → new.graphql`.
    var comparedFiles: String {
        oldFiles.joined(separator: " ") + " → " + newFiles.joined(separator: " ")
    }

    /// The severities reports count: all but `orderOnly` when there is no order-only change.
    var countedSeverities: [ChangeSeverity] {
        ChangeSeverity.allCases.filter { $0 != .orderOnly || count(.orderOnly) > 0 }
    }

    /// `2 breaking, 1 dangerous, 3 safe`; `..., 5 order only, ...` when there are some.
    var severityCounts: String {
        countedSeverities.map { "\(count($0)) \($0.words)" }.joined(separator: ", ")
    }

    /// The options that decide severities, in words: `plain enums, nil fields sent as null`.
    var classifiedFor: String {
        enumForm + ", " + (options.resolvedNilFields == .null ? "nil fields sent as null" : "nil fields omitted")
    }

    /// How the enums meet a value the server adds: `plain enums`, `non-exhaustive enums`, ...
    var enumForm: String {
        let nonExhaustive = options.nonExhaustiveEnums && options.accessLevel == .public
        switch (nonExhaustive, options.futureProofEnums) {
        case (true, true): return "non-exhaustive future-proof enums"
        case (true, false): return "non-exhaustive enums"
        case (false, true): return "future-proof enums"
        case (false, false): return options.nonExhaustiveEnums ? "exhaustive enums (access level \(options.accessLevel.rawValue))" : "plain enums"
        }
    }

    /// The listed changes a CI report marks as failures: those at or above `failOn`, or
    /// breaking ones when the run never fails.
    func isFailure(_ change: SchemaChange) -> Bool {
        change.severity >= (failOn ?? .breaking)
    }

    /// What every order-only change has in common, said once above them.
    static let orderOnlyHeading = "Only the order changed: every field keeps its name, type and default, every enum value stays (often a different serialisation of the same schema). "
        + "Swift still follows the new order: calls that pass moved fields in the old order and code that relies on the order of `allCases` need updating."

    /// With documents: `Your operations (12 documents): 3 of 40 changes affect them; 1
    /// operation no longer resolves.`; nil without documents.
    var documentsLine: String? {
        guard let documents else { return nil }
        let count = documents.documentCount == 1 ? "1 document" : "\(documents.documentCount) documents"
        let broken = documents.broken.count
        let resolves = broken == 0 ? "every operation still resolves" : broken == 1 ? "1 operation no longer resolves" : "\(broken) operations no longer resolve"
        return "Your operations (\(count)): \(affectingCount) of \(changes.count) changes affect them; \(resolves)."
    }

    /// The tag a listed change affecting the documents gets.
    static let affectsTag = "affects your operations"

    /// The heading over the operations that no longer resolve.
    var brokenHeading: String {
        "Operations that no longer resolve (\(documents?.broken.count ?? 0))"
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
    /// `json` for tools (docs/diff.md documents its keys), `github` for GitHub Actions
    /// (workflow commands that annotate the schema), `junit` for CI systems that read JUnit XML.
    case text, markdown, json, github, junit

    /// The whole report in this format, ending with a newline.
    public func render(_ report: DiffReport) -> String {
        switch self {
        case .text: return DiffTextRenderer.render(report)
        case .markdown: return DiffMarkdownRenderer.render(report)
        case .json: return DiffJSONRenderer.render(report)
        case .github: return DiffGitHubRenderer.render(report)
        case .junit: return DiffJUnitRenderer.render(report)
        }
    }
}
