/// The fingerprints recorded in the manifest, which let a re-run skip work when nothing the
/// output depends on has changed (the options, the templates and the tool's version, and the
/// schema, fingerprinted in one of two ways):
/// - `model`: the schema model. Equal fingerprints mean identical output, so generating can
///   be skipped (after reading the schema).
/// - `input`: the schema files' names (without folders) and bytes. Equal fingerprints mean an identical model,
///   so even reading can be skipped.
enum OutputFingerprint {
    /// `templateIdentity` is `TemplateSet.identity` of the templates the files are rendered
    /// with, which is known from their texts before they are parsed.
    static func model(_ model: SchemaModel, options: GenerationOptions, templateIdentity: String) -> String {
        var hash = settingsHash(options: options, templateIdentity: templateIdentity)
        for name in model.sourceFileNames { hash.update(name) }
        // Read in place (see the end of SchemaModel.swift).
        hash.update("enums \(model.enums.count)")
        model.enums.withUnsafeBufferPointer { types in
            for type in types.indices {
                hash.update(types[type].name)
                hash.update(types[type].description)
                types[type].values.withUnsafeBufferPointer { values in
                    hash.update("values \(values.count)")
                    for value in values.indices {
                        hash.update(values[value].name)
                        hash.update(values[value].description)
                        hash.update(values[value].deprecationReason)
                    }
                }
            }
        }
        hash.update("inputs \(model.inputObjects.count)")
        model.inputObjects.withUnsafeBufferPointer { types in
            for type in types.indices {
                hash.update(types[type].name)
                hash.update(types[type].description)
                hash.update(types[type].isOneOf ? "oneOf" : "struct")
                types[type].fields.withUnsafeBufferPointer { fields in
                    hash.update("fields \(fields.count)")
                    for field in fields.indices {
                        hash.update(fields[field].name)
                        hash.update(fields[field].type.graphQLString)
                        hash.update(fields[field].defaultValue?.graphQLLiteral)
                        hash.update(fields[field].description)
                        hash.update(fields[field].deprecationReason)
                    }
                }
            }
        }
        hash.update("scalars \(model.customScalars.count)")
        for scalar in model.customScalars {
            hash.update(scalar.name)
            hash.update(scalar.description)
            hash.update(scalar.specifiedByURL)
        }
        return "v2:" + hash.hex
    }

    /// `templateIdentity`: `TemplateSet.Sources.identity`, known before the templates are parsed.
    static func input(_ files: [SourceFile], options: GenerationOptions, templateIdentity: String) -> String {
        var hash = settingsHash(options: options, templateIdentity: templateIdentity)
        hash.update("files \(files.count)")
        for file in files {
            hash.update(file.fileName) // what the output names; a path would differ between checkouts
            hash.update("bytes \(file.bytes.count)")
            file.bytes.withUnsafeBytes { hash.update($0) }
        }
        return "input-v2:" + hash.hex
    }

    private static func settingsHash(options: GenerationOptions, templateIdentity: String) -> ContentHash {
        var hash = ContentHash()
        hash.update("gen-shared-types \(GenSharedTypes.version)")
        hash.update(templateIdentity)
        hash.update(options.moduleName)
        hash.update(options.enumCaseStyle.rawValue)
        hash.update(options.futureProofEnums ? "future-proof" : "plain")
        hash.update(options.nilFields.rawValue)
        hash.update(options.layout.rawValue)
        // Only what some file shows: the Bazel label in BUILD.bazel, the dependency in
        // Package.swift, the imports as the files list them (sorted, each once).
        if options.layout == .bazel { hash.update(options.bazelRelayLabel) }
        let wide = options.wideTypeLayout
        hash.update("wide \(wide.inputFieldLimit) \(wide.inputPartSize) \(wide.enumValueLimit) \(wide.enumPartSize)")
        if options.layout == .package {
            switch options.relay {
            case .remote(let url, let from): hash.update("remote \(url) \(from)")
            case .path(let path): hash.update("path \(path)")
            }
        }
        for key in options.customScalars.keys.sorted() {
            hash.update(key)
            hash.update(options.customScalars[key]?.type)
            for module in Set(options.customScalars[key]?.imports ?? []).sorted() { hash.update(module) }
        }
        for key in options.renames.keys.sorted() {
            hash.update(key)
            hash.update(options.renames[key])
        }
        return hash
    }
}
