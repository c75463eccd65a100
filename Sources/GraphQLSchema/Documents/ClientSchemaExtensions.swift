import SharedTypesSupport

/// Client schema extensions, as relay-compiler reads them from `.graphql` files among the
/// sources: new types used only by the app (a client-only enum, an input, an object type with
/// client fields) and `extend` of the schema's types (`extend type Query { ... }`). They extend
/// the schema before the documents are resolved, so their enums and inputs count like any
/// other.
///
/// The new parts are built by the schema builder, so they follow the same rules as SDL; an
/// extension of a schema type is built as a definition of that name holding only the new
/// parts, then appended to the schema's type.
enum ClientSchemaExtensions {
    /// `schema` with the type definitions of `documents` applied. A definition of a type the
    /// schema already has (a schema file passed as a document, say) is an error at its name,
    /// as is an extension of a type that neither defines.
    static func apply(_ documents: [ExecutableDocument], to schema: SchemaModel) -> (SchemaModel, [Diagnostic]) {
        guard documents.contains(where: { !$0.typeDefinitions.isEmpty }) else { return (schema, []) }
        var diagnostics: [Diagnostic] = []
        var clientDocuments: [SchemaDocument] = []
        // Extensions of the schema's types, by name: built as definitions, then merged.
        var extendedNames: Set<String> = []
        for document in documents where !document.typeDefinitions.isEmpty {
            var kept: [TypeDefinitionNode] = []
            for var node in document.typeDefinitions {
                let name = node.name.value
                let schemaKind = schema.typeKinds[name]
                if !node.isExtension {
                    if let schemaKind {
                        diagnostics.append(.error("Type \"\(name)\" already exists in the schema. It cannot also be defined in this type definition.",
                                                  at: SourceLocation(file: document.file, offset: node.name.offset),
                                                  notes: schemaNote(name, kind: schemaKind, in: schema)))
                        continue
                    }
                    kept.append(node)
                } else if let schemaKind {
                    if schemaKind != node.kind {
                        diagnostics.append(.error("Cannot extend non-\(node.kind.keyword) type \"\(name)\".", at: SourceLocation(file: document.file, offset: node.name.offset)))
                        continue
                    }
                    if builtInScalarNames.contains(name) { continue }
                    // The first extension of a schema type stands as its definition in the
                    // client part; later ones extend it there.
                    if extendedNames.insert(name).inserted { node.isExtension = false }
                    kept.append(node)
                } else {
                    kept.append(node)
                }
            }
            clientDocuments.append(SchemaDocument(file: document.file, types: kept))
        }
        guard diagnostics.isEmpty else { return (schema, diagnostics) }
        let (client, buildDiagnostics) = SchemaBuilder.build(clientDocuments)
        diagnostics += buildDiagnostics
        guard !buildDiagnostics.contains(where: { $0.severity == .error }) else { return (schema, diagnostics) }

        var merged = schema
        merged.enums = mergeSorted(schema.enums, client.enums, name: \.name) { base, added in
            base.values += added.values
        }
        merged.inputObjects = mergeSorted(schema.inputObjects, client.inputObjects, name: \.name) { base, added in
            base.fields += added.fields
        }
        merged.customScalars = mergeSorted(schema.customScalars, client.customScalars, name: \.name) { _, _ in }
        merged.compositeTypes = mergeSorted(schema.compositeTypes, client.compositeTypes, name: \.name) { base, added in
            base.fields += added.fields
            base.interfaces += added.interfaces
            base.members += added.members
        }
        for (name, kind) in client.typeKinds where merged.typeKinds[name] == nil { merged.typeKinds[name] = kind }
        // What the validator checks of the schema holds for the extended one too (unknown
        // types, duplicate members, @oneOf rules), reported at the documents' places.
        // The schema's own findings were reported when it was read.
        let documentFiles = Set(documents.map { ObjectIdentifier($0.file) })
        diagnostics += SchemaValidator.validate(merged).filter { diagnostic in
            diagnostic.location.map { documentFiles.contains(ObjectIdentifier($0.file)) } ?? false
        }
        return (merged, diagnostics)
    }

    /// Where the schema defines `name`, when it says.
    private static func schemaNote(_ name: String, kind: TypeKind, in schema: SchemaModel) -> [Diagnostic] {
        let location: SourceLocation?
        switch kind {
        case .enumType: location = schema.enums.first { $0.name == name }?.location
        case .inputObject: location = schema.inputObjects.first { $0.name == name }?.location
        case .scalar: location = schema.customScalars.first { $0.name == name }?.location
        case .object, .interface, .union: location = schema.compositeTypes.first { $0.name == name }?.location
        }
        return location.map { [.note("\"\(name)\" is defined in the schema here.", at: $0)] } ?? []
    }

    /// `base` and `added` (each sorted by name) as one sorted list; a name in both is `base`'s
    /// entry with `merge` applied.
    private static func mergeSorted<T>(_ base: [T], _ added: [T], name: (T) -> String, merge: (inout T, T) -> Void) -> [T] {
        guard !added.isEmpty else { return base }
        var result = base
        var positions: [String: Int] = [:]
        for (index, item) in result.enumerated() { positions[name(item)] = index }
        for item in added {
            if let position = positions[name(item)] {
                merge(&result[position], item)
            } else {
                result.append(item)
            }
        }
        return result.sorted { name($0).utf8Precedes(name($1)) }
    }
}
