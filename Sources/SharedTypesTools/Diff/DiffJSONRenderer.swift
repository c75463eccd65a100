import SharedTypesSupport

/// The machine-readable form of a diff report. Its schema (documented in docs/diff.md) is
/// stable: `format` changes only if a key is removed or changes meaning; new keys, change
/// kinds and severities may be added (`options`, `orderOnly`, `file` and `line` were, in
/// format 1).
///
/// ```
/// {
///   "format": 1,
///   "old": [files], "new": [files],
///   "options": {"enums": e, "futureProofEnums": b, "nonExhaustiveEnums": b, "accessLevel": a, "layout": l, "runtime": r, "nilFields": n},
///   "summary": {"breaking": n, "dangerous": n, "safe": n, "orderOnly": n, "total": n, "unlisted": n},
///   "counts": [{"kind": k, "title": t, "breaking": n, "dangerous": n, "safe": n, "orderOnly": n}, ...every kind],
///   "changes": [{"kind", "severity", "type", "typeKind", "member", "coordinate", "old", "new",
///                "summary", "swiftSymbol", "swift", "reason", "file", "line",
///                "affectsDocuments" (with documents)}, ...],
///   "documents": {"count": n, "affecting": n, "brokenOperations": [...]}   (with documents)
/// }
/// ```
enum DiffJSONRenderer {
    static let format = 1

    static func render(_ report: DiffReport) -> String {
        String(decoding: JSONWriter.pythonCompatible(indent: 2).bytes(document(report)), as: UTF8.self)
    }

    static func document(_ report: DiffReport) -> JSONOutput {
        .object([
            (key: "format", value: .int(format)),
            (key: "old", value: .array(report.oldFiles.map(JSONOutput.string))),
            (key: "new", value: .array(report.newFiles.map(JSONOutput.string))),
            (key: "options", value: .object([
                (key: "enums", value: .string(report.enumForm)),
                (key: "futureProofEnums", value: .bool(report.options.futureProofEnums)),
                (key: "nonExhaustiveEnums", value: .bool(report.options.nonExhaustiveEnums)),
                (key: "accessLevel", value: .string(report.options.accessLevel.rawValue)),
                (key: "layout", value: .string(report.options.layout.rawValue)),
                (key: "runtime", value: .string(report.options.runtime.rawValue)),
                (key: "nilFields", value: .string(report.options.resolvedNilFields.rawValue)),
            ])),
            (key: "summary", value: .object([
                (key: "breaking", value: .int(report.count(.breaking))),
                (key: "dangerous", value: .int(report.count(.dangerous))),
                (key: "safe", value: .int(report.count(.safe))),
                (key: "orderOnly", value: .int(report.count(.orderOnly))),
                (key: "total", value: .int(report.changes.count)),
                (key: "unlisted", value: .int(report.unlistedCount)),
            ])),
            (key: "counts", value: .array(ChangeKind.allCases.map { kind in
                let counts = report.counts(of: kind)
                return .object([
                    (key: "kind", value: .string(kind.rawValue)),
                    (key: "title", value: .string(kind.title)),
                    (key: "breaking", value: .int(counts[.breaking] ?? 0)),
                    (key: "dangerous", value: .int(counts[.dangerous] ?? 0)),
                    (key: "safe", value: .int(counts[.safe] ?? 0)),
                    (key: "orderOnly", value: .int(counts[.orderOnly] ?? 0)),
                ])
            })),
            (key: "changes", value: .array(report.listedChanges.map { change($0, report: report) })),
        ] + documents(report))
    }

    /// With documents: `"documents": {"count", "affecting", "brokenOperations": [{"definition",
    /// "file", "line", "column", "errors": [{"file", "line", "column", "message"}]}]}`.
    private static func documents(_ report: DiffReport) -> [(key: String, value: JSONOutput)] {
        guard let documents = report.documents else { return [] }
        func place(_ place: DocumentImpact.Place) -> [(key: String, value: JSONOutput)] {
            [(key: "file", value: .string(place.file)), (key: "line", value: .int(place.line)), (key: "column", value: .int(place.column))]
        }
        let broken: [JSONOutput] = documents.broken.map { definition in
            .object([(key: "definition", value: .string(definition.definition))] + place(definition.place) + [
                (key: "errors", value: .array(definition.problems.map { problem in
                    .object(place(problem.place) + [(key: "message", value: .string(problem.message))])
                })),
            ])
        }
        return [(key: "documents", value: .object([
            (key: "count", value: .int(documents.documentCount)),
            (key: "affecting", value: .int(report.affectingCount)),
            (key: "brokenOperations", value: .array(broken)),
        ]))]
    }

    private static func change(_ change: SchemaChange, report: DiffReport) -> JSONOutput {
        .object(fields(change) + (report.documents == nil ? [] : [(key: "affectsDocuments", value: .bool(report.affectsDocuments(change)))]))
    }

    private static func fields(_ change: SchemaChange) -> [(key: String, value: JSONOutput)] {
        [
            (key: "kind", value: .string(change.kind.rawValue)),
            (key: "severity", value: .string(change.severity.rawValue)),
            (key: "type", value: .string(change.typeName)),
            (key: "typeKind", value: .string(change.typeKind.rawValue)),
            (key: "member", value: optional(change.member)),
            (key: "coordinate", value: .string(change.coordinate)),
            (key: "old", value: optional(change.oldValue)),
            (key: "new", value: optional(change.newValue)),
            (key: "summary", value: .string(change.summary)),
            (key: "swiftSymbol", value: .string(change.swiftSymbol)),
            (key: "swift", value: .string(change.swiftEffect)),
            (key: "reason", value: .string(change.reason)),
            (key: "file", value: optional(change.newFile)),
            (key: "line", value: change.newLine.map(JSONOutput.int) ?? .null),
        ]
    }

    private static func optional(_ text: String?) -> JSONOutput {
        text.map(JSONOutput.string) ?? .null
    }
}
