import GraphQLSchema
import SharedTypesSupport

/// The pipeline's middle stage, model in, files out, without touching disk: translate to Swift
/// declarations, then render them through the templates. `run` calls the same two halves,
/// `translate` and `Translated.render`, with its up-to-date check between them; `generate`
/// calls both in a row, for tests and the fuzzer.
extension GenerationPipeline {
    /// What one generation produced: the files, the diagnostics, and the counts the command's
    /// summary line reports.
    package struct GeneratedModule: Sendable {
        /// Every file, in a stable order, the manifest last; empty when the templates could not
        /// be loaded or rendered.
        package var files: [GeneratedFile]
        /// The warnings and errors of translating (renamed or clashing names, default values
        /// Swift cannot write), followed by those of loading or rendering the templates.
        package var diagnostics: [Diagnostic]
        /// How many enums the model has; 0 when the templates could not be loaded or rendered.
        package var enumCount: Int
        /// How many input objects the model has, `@oneOf` ones included; 0 when the templates
        /// could not be loaded or rendered.
        package var inputObjectCount: Int
        /// How many custom scalars (typealiases) the model has; 0 when the templates could not
        /// be loaded or rendered.
        package var scalarCount: Int
    }

    /// Generates the module for `model`. `templatesDirectory` optionally replaces built-in
    /// templates by file name.
    package static func generate(_ model: SchemaModel, options: GenerationOptions, templatesDirectory: String? = nil) -> GeneratedModule {
        let templates: TemplateSet
        switch TemplateSet.load(overrideDirectory: templatesDirectory) {
        case .success(let loaded): templates = loaded
        case .failure(let error): return GeneratedModule(files: [], diagnostics: error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
        let translated = translate(model, options: options, templates: templates)
        let files: [GeneratedFile]
        do {
            files = try translated.render(recordingInput: nil)
        } catch {
            return GeneratedModule(files: [], diagnostics: translated.diagnostics + error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
        return GeneratedModule(files: files, diagnostics: translated.diagnostics, enumCount: model.enums.count,
                      inputObjectCount: model.inputObjects.count, scalarCount: model.customScalars.count)
    }

    /// The module translated and fingerprinted, ready to render: `GenerationPipeline` stops
    /// here when the output on disk already has `fingerprint`.
    struct Translated {
        var module: SwiftModule
        /// The translation's warnings and errors.
        var diagnostics: [Diagnostic]
        /// See `OutputFingerprint.model`.
        var fingerprint: String
        var renderer: ModuleRenderer

        /// The module's files, the manifest last, which records `fingerprint` and `input` (see
        /// `OutputFingerprint.input`; nil records none).
        func render(recordingInput input: String?) throws(DiagnosticsError) -> [GeneratedFile] {
            try renderer.render(module, fingerprints: (fingerprint, input))
        }
    }

    /// The first half of `generate`: `model` translated with `options`, and its fingerprint.
    /// `documents` are those the model's types were selected by, as the manifest records them.
    static func translate(_ model: SchemaModel, options: GenerationOptions, templates: TemplateSet, documents: [String]? = nil) -> Translated {
        let (module, diagnostics) = Translator.translate(model, options: options)
        let fingerprint = OutputFingerprint.model(model, options: options, templateIdentity: templates.identity, documents: documents ?? [])
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames, documents: documents)
        return Translated(module: module, diagnostics: diagnostics, fingerprint: fingerprint, renderer: renderer)
    }
}
