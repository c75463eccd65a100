import SharedTypesSupport

/// How documents use a schema: the enums, input objects and custom scalars their operations
/// need as Swift types (the used set), with the first place that needs each, and the schema
/// coordinates they select or pass.
package struct DocumentUsage: Sendable {
    /// One type of the used set.
    package struct UsedType: Sendable, Equatable {
        /// The GraphQL name.
        package var name: String
        /// `.enumType`, `.inputObject` or `.scalar`.
        package var kind: TypeKind
        /// The first place (in the order the documents were given, then written) that uses it.
        package var firstUse: SourceLocation?
        /// How that place uses it: `variable $input of mutation AddTodo`,
        /// `field Todo.status`, `input field AddTodoInput.priority, from variable $input of
        /// mutation AddTodo`.
        package var how: String

        /// Equal when the name, kind, place (as `file:line:column`) and how are.
        package static func == (lhs: UsedType, rhs: UsedType) -> Bool {
            lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.how == rhs.how
                && lhs.firstUse?.description == rhs.firstUse?.description
        }
    }

    /// One schema coordinate the documents select or pass, with its first place.
    package struct Coordinate: Sendable {
        /// `Todo.status` (a selected field), `Query.todos(where:)` (a passed argument),
        /// `Status.DONE` (an enum value written as a literal), `TodoFilter.status` (an input
        /// field written in a literal).
        package var coordinate: String
        /// Where it is first selected or passed.
        package var firstUse: SourceLocation
    }

    /// The used set, sorted by name (by UTF-8 bytes).
    package var usedTypes: [UsedType]
    /// The coordinates, in the order first met.
    package var coordinates: [Coordinate]
    /// Enums and input objects written as literals in arguments: no Swift value of them is
    /// built, so they are not in the used set, but a change to them can break an operation.
    package var literalTypes: Set<String>
    /// The errors and warnings of reading and resolving the documents.
    package var diagnostics: [Diagnostic]
    /// How many documents were read.
    package var documentCount: Int
    /// The schema with the documents' client extensions applied (the schema itself when they
    /// have none); the module is generated from it.
    package var schema: SchemaModel
    /// The errors by the operation or fragment they are in.
    package var problems: [DocumentResolver.Problem]
    /// The operations and fragments read, in order, with where each starts.
    var definitions: [(label: String, location: SourceLocation)]

    /// Reads `documents` (`.graphql`/`.gql` files, or Swift files with `graphql("""...""")`
    /// literals) and resolves them against `schema`, extended by their client schema
    /// extensions. With any error (syntax, a clash with the schema, an unresolved name), the
    /// used set is still what the rest resolved, and `diagnostics` say what went wrong.
    package static func analyze(schema: SchemaModel, documents: [SourceFile]) -> DocumentUsage {
        var diagnostics: [Diagnostic] = []
        var parsed: [ExecutableDocument] = []
        for file in documents {
            let (document, found) = DocumentReader.read(file)
            parsed.append(document)
            diagnostics += found
        }
        var extended = schema
        if diagnostics.allSatisfy({ $0.severity != .error }) {
            let (withExtensions, extensionDiagnostics) = ClientSchemaExtensions.apply(parsed, to: schema)
            extended = withExtensions
            diagnostics += extensionDiagnostics
        }
        let index = SchemaIndex(extended)
        let resolution = DocumentResolver.resolve(parsed, schema: index)
        diagnostics += resolution.diagnostics
        return DocumentUsage(usedTypes: UsedTypeSet.close(resolution.typeUses, schema: index),
                             coordinates: resolution.coordinates.map { Coordinate(coordinate: $0.coordinate, firstUse: $0.location) },
                             literalTypes: resolution.literalTypes, diagnostics: diagnostics, documentCount: documents.count,
                             schema: extended, problems: resolution.problems, definitions: resolution.definitions)
    }
}
