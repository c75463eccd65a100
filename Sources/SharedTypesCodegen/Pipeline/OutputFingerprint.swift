import GraphQLSchema
import SharedTypesSupport

/// The fingerprints recorded in the manifest, which let a re-run skip work when nothing the
/// output depends on has changed (the options, the templates and the tool's version, and the
/// schema, fingerprinted in one of two ways):
/// - `model`: the schema model. Equal fingerprints mean identical output, so generating can
///   be skipped (after reading the schema).
/// - `input`: the schema files' names (without folders) and bytes. Equal fingerprints mean an identical model,
///   so even reading can be skipped.
enum OutputFingerprint {
    /// `templateIdentity` is `TemplateSet.identity` of the templates the files are rendered with.
    /// `documents` are the paths the manifest records for the documents the types were
    /// selected by (empty for every type: the fingerprint is then what it was before documents
    /// existed).
    static func model(_ model: SchemaModel, options: GenerationOptions, templateIdentity: String, documents: [String] = []) -> String {
        var hash = settingsHash(options: options, templateIdentity: templateIdentity)
        for name in model.sourceFileNames { hash.update(name) }
        if !documents.isEmpty {
            hash.update("documents \(documents.count)")
            for path in documents { hash.update(path) }
        }
        hash.update("enums \(model.enums.count)")
        for type in model.enums {
            hash.update(type.name)
            hash.update(type.description)
            hash.update("values \(type.values.count)")
            for value in type.values {
                hash.update(value.name)
                hash.update(value.description)
                hash.update(value.deprecationReason)
            }
        }
        hash.update("inputs \(model.inputObjects.count)")
        for type in model.inputObjects {
            hash.update(type.name)
            hash.update(type.description)
            hash.update(type.isOneOf ? "oneOf" : "struct")
            hash.update("fields \(type.fields.count)")
            for field in type.fields {
                hash.update(field.name)
                hash.update(field.type.graphQLString)
                hash.update(field.defaultValue?.graphQLLiteral)
                hash.update(field.description)
                hash.update(field.deprecationReason)
            }
        }
        hash.update("scalars \(model.customScalars.count)")
        for scalar in model.customScalars {
            hash.update(scalar.name)
            hash.update(scalar.description)
            hash.update(scalar.specifiedByURL)
        }
        return "v3:" + hash.hex
    }

    /// `templateIdentity` is `TemplateSet.identity` of the templates the files are rendered with.
    /// `documents` are the document files with the paths the manifest records for them.
    static func input(_ files: [SourceFile], documents: [(path: String, file: SourceFile)] = [], options: GenerationOptions, templateIdentity: String) -> String {
        var hash = settingsHash(options: options, templateIdentity: templateIdentity)
        hash.update("files \(files.count)")
        for file in files {
            hash.update(file.fileName) // what the output names; a path would differ between checkouts
            hash.update("bytes \(file.bytes.count)")
            file.bytes.withUnsafeBytes { hash.update($0) }
        }
        if !documents.isEmpty {
            hash.update("documents \(documents.count)")
            for document in documents {
                hash.update(document.path)
                hash.update("bytes \(document.file.bytes.count)")
                document.file.bytes.withUnsafeBytes { hash.update($0) }
            }
        }
        return "input-v3:" + hash.hex
    }

    /// The tool's version, the templates and every generation option. The options enter as
    /// their canonical description, so a new option is part of the fingerprint by itself
    /// (`OutputFingerprintTests` changes each option in turn).
    private static func settingsHash(options: GenerationOptions, templateIdentity: String) -> ContentHash {
        var hash = ContentHash()
        hash.update("gen-shared-types \(ToolVersion.current)")
        hash.update(templateIdentity)
        hash.update(CanonicalDescription.of(options, labels: GenerationOptions.fingerprintLabels))
        return hash
    }
}
