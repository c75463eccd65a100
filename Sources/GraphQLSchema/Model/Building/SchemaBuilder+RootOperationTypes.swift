import SharedTypesSupport

/// The root operation types of SDL: from the `schema` definition and its extensions, or
/// the object types named `Query`, `Mutation` and `Subscription` when there is no
/// definition (as graphql-js builds a schema).
extension SchemaBuilder {
    /// The roots the schema definitions of `documents` name, in the order the files were
    /// given: the definition's, then each extension's. Reports a second definition, an
    /// operation given a root twice, and a root that is unknown or not an object type.
    /// `definedAt` gives where a type is defined, for notes.
    mutating func makeRootOperationTypes(_ documents: [SchemaDocument], typeKinds: [String: TypeKind],
                                         definedAt: (String) -> SourceLocation?) -> RootOperationTypes {
        var definition: (node: SchemaDefinitionNode, file: SourceFile)?
        var extensions: [(node: SchemaDefinitionNode, file: SourceFile)] = []
        for document in documents {
            for node in document.schemaDefinitions {
                if node.isExtension {
                    extensions.append((node, document.file))
                } else if let first = definition {
                    diagnostics.error("Must provide only one schema definition.", at: SourceLocation(file: document.file, offset: node.offset),
                                      notes: [.note("first defined here", at: SourceLocation(file: first.file, offset: first.node.offset))])
                } else {
                    definition = (node, document.file)
                }
            }
        }

        var roots = RootOperationTypes(query: nil, mutation: nil, subscription: nil)
        if definition == nil {
            // Only object types: an enum or input named `Query` is not an error here (graphql-js's
            // schema validation would refuse it), so that the SDL `SchemaPrinter` writes of a
            // model, which has no schema definition, reads back whatever its types are named.
            for operation in OperationKind.all where typeKinds[operation.rootTypeTitle] == .object {
                roots[operation] = operation.rootTypeTitle
            }
        }
        var firstLocations: [OperationKind: SourceLocation] = [:]
        for (node, file) in (definition.map { [$0] } ?? []) + extensions {
            for operationType in node.operationTypes {
                let operation = operationType.operation
                let location = SourceLocation(file: file, offset: operationType.offset)
                if let first = firstLocations[operation] {
                    diagnostics.error("There can be only one \(operation.rawValue) type in schema.", at: location, notes: [.note("first defined here", at: first)])
                    continue
                }
                firstLocations[operation] = location
                let name = operationType.type.value
                if let problem = RootOperationTypes.problem(with: name, as: operation, typeKinds: typeKinds) {
                    var notes: [Diagnostic] = []
                    if let kind = problem.kind, let defined = definedAt(name) {
                        notes.append(.note("\"\(name)\" is defined here as \(kind.article) \(kind.keyword) type.", at: defined))
                    }
                    diagnostics.error(problem.message, at: SourceLocation(file: file, offset: operationType.type.offset), notes: notes)
                } else {
                    roots[operation] = name
                }
            }
        }
        return roots
    }
}
