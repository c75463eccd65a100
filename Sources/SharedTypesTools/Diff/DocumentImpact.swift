import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// What a schema upgrade does to the apps' operations (`diff --documents`): which changes
/// touch what they use, and which operations would no longer resolve against the new schema.
package struct DocumentImpact: Sendable {
    /// A place in a document, as reports print it.
    package struct Place: Sendable, Equatable, CustomStringConvertible {
        /// The document's path as messages show it (relative to the working directory).
        package var file: String
        /// 1-based.
        package var line: Int
        /// 1-based, in Unicode scalars.
        package var column: Int

        /// `file:line:column`.
        package var description: String { "\(file):\(line):\(column)" }
    }

    /// One error of an operation that no longer resolves.
    package struct Problem: Sendable {
        /// Where it is.
        package var place: Place
        /// What no longer resolves: `Cannot query field "name" on type "Hero".`
        package var message: String
    }

    /// An operation or fragment that resolves against the old schema but not the new one.
    package struct BrokenDefinition: Sendable {
        /// `query HeroName`, `fragment HeroDetails`, `anonymous query`.
        package var definition: String
        /// Where the definition starts.
        package var place: Place
        /// What no longer resolves, each at its place.
        package var problems: [Problem]
    }

    /// How many documents were read.
    package var documentCount: Int
    /// The used set against the old schema: the types the module holds for these documents.
    package var usedTypes: Set<String>
    /// Enums and input objects the documents write as literals.
    package var literalTypes: Set<String>
    /// The schema coordinates the documents select or pass (against the old schema).
    package var coordinates: Set<String>
    /// The operations and fragments that no longer resolve, in the order of the documents.
    package var broken: [BrokenDefinition]

    /// Whether `change` touches what the documents use: a type of the used set (its Swift type
    /// is in their module), or a coordinate they pass as a literal (an enum value, an input
    /// field), or the whole of a type they write as a literal.
    package func affects(_ change: SchemaChange) -> Bool {
        if usedTypes.contains(change.typeName) { return true }
        guard literalTypes.contains(change.typeName) else { return false }
        return change.member == nil || coordinates.contains(change.coordinate)
    }

    /// Resolves `documents` against both schemas: the old side gives what they use, the new
    /// side what no longer resolves. Errors against the old schema are returned (the
    /// documents must be right for the schema they were written for) and leave `nil`.
    /// `displayPath` turns a document's path into the form reports print.
    package static func compute(documents: [SourceFile], old: SchemaModel, new: SchemaModel,
                        displayPath: (String) -> String = { $0 }) -> (DocumentImpact?, [Diagnostic]) {
        let before = DocumentUsage.analyze(schema: old, documents: documents)
        if before.diagnostics.contains(where: { $0.severity == .error }) { return (nil, before.diagnostics) }
        let after = DocumentUsage.analyze(schema: new, documents: documents)
        func place(_ location: SourceLocation?) -> Place {
            guard let location else { return Place(file: "", line: 0, column: 0) }
            let (line, column) = location.lineAndColumn
            return Place(file: displayPath(location.file.path), line: line, column: column)
        }
        var broken: [BrokenDefinition] = []
        var positions: [String: Int] = [:]
        var attributed: Set<String> = []
        for problem in after.problems {
            let key = problem.definitionLocation.description + " " + problem.definition
            let entry = Problem(place: place(problem.diagnostic.location), message: problem.diagnostic.message)
            attributed.insert(problem.diagnostic.location?.description ?? "")
            if let position = positions[key] {
                broken[position].problems.append(entry)
            } else {
                positions[key] = broken.count
                broken.append(BrokenDefinition(definition: problem.definition, place: place(problem.definitionLocation), problems: [entry]))
            }
        }
        // Errors outside any definition (a client extension that now clashes) stand alone.
        for diagnostic in after.diagnostics where diagnostic.severity == .error && !attributed.contains(diagnostic.location?.description ?? "") {
            let here = place(diagnostic.location)
            broken.append(BrokenDefinition(definition: "client schema extension", place: here, problems: [Problem(place: here, message: diagnostic.message)]))
        }
        let impact = DocumentImpact(documentCount: documents.count, usedTypes: Set(before.usedTypes.map(\.name)),
                                    literalTypes: before.literalTypes, coordinates: Set(before.coordinates.map(\.coordinate)), broken: broken)
        return (impact, before.diagnostics.filter { $0.severity != .error })
    }
}
