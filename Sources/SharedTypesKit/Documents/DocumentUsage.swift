/// How documents use a schema: the enums, input objects and custom scalars their operations
/// need as Swift types (the used set), with the first place that needs each.
public struct DocumentUsage: Sendable {
    /// One type of the used set.
    public struct UsedType: Sendable {
        /// The GraphQL name.
        public var name: String
        /// `.enumType`, `.inputObject` or `.scalar`.
        public var kind: TypeKind
        /// The first place (in the order the documents were given, then written) that uses it.
        public var firstUse: SourceLocation?
        /// How that place uses it: `variable $input of mutation AddTodo`,
        /// `field Todo.status`, `input field AddTodoInput.priority`.
        public var how: String
    }

    /// The used set, sorted by name (by UTF-8 bytes).
    public var usedTypes: [UsedType]
    /// The errors and warnings of reading and resolving the documents.
    public var diagnostics: [Diagnostic]

    /// Reads `documents` (`.graphql`/`.gql` files, or Swift files with `graphql("""...""")`
    /// literals) and resolves them against `schema`.
    public static func analyze(schema: SchemaModel, documents: [SourceFile]) -> DocumentUsage {
        // Not built yet: filled in by the resolution stage.
        DocumentUsage(usedTypes: [], diagnostics: [])
    }
}
