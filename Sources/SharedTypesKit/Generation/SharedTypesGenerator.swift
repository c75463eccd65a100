/// The pipeline from a schema model to the files of the shared-types module:
/// translate to Swift declarations, then render them through the templates.
public enum SharedTypesGenerator {
    public struct Output: Sendable {
        /// Every file, in a stable order; empty when there were errors.
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
        public var enumCount: Int
        public var inputObjectCount: Int
        public var scalarCount: Int
        /// The Swift declarations the files were rendered from, held here so that a caller
        /// about to exit can keep them instead of freeing them (see `ProcessLifetime`).
        var declarations: SwiftModule?
    }

    /// The warnings generating `model` reports (names that clash, renames), without
    /// rendering anything: what an up-to-date run repeats.
    public static func translationDiagnostics(of model: SchemaModel, options: GenerationOptions) -> [Diagnostic] {
        Translator.translate(model, options: options).1
    }

    /// Generates the module for `model`. `templatesDirectory` optionally replaces built-in
    /// templates by file name. `onFile` sees each file as soon as it is rendered, in the order
    /// of `Output.files` (the manifest last), so writing can overlap rendering; if the output
    /// then reports errors, those files must be discarded. `inputFingerprint`, the fingerprint
    /// of the schema files `model` was read from without diagnostics, is recorded in the
    /// manifest if generating reports none either.
    public static func generate(_ model: SchemaModel, options: GenerationOptions, templatesDirectory: String? = nil,
                                inputFingerprint: String? = nil,
                                onFile: (@Sendable (GeneratedFile) -> Void)? = nil) -> Output {
        switch TemplateSet.load(overrideDirectory: templatesDirectory) {
        case .success(let templates):
            return generate(model, options: options, templates: templates, fingerprint: nil, inputFingerprint: inputFingerprint, onFile: onFile)
        case .failure(let error):
            return Output(files: [], diagnostics: error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
    }

    /// `generate` with templates already loaded (the command loads them once per run) and the
    /// model's fingerprint if the caller has already computed it.
    static func generate(_ model: SchemaModel, options: GenerationOptions, templates: TemplateSet, fingerprint: String?,
                         inputFingerprint: String?, onFile: (@Sendable (GeneratedFile) -> Void)?) -> Output {
        // Work that no translation step waits for at once, for a pool thread while this one
        // translates the enums: the model's fingerprint (needed only for the manifest, at the
        // end) and which input-object fields need indirect storage.
        let beside = BackgroundResult {
            (fingerprint ?? OutputFingerprint.model(model, options: options, templates: templates),
             RecursionDetector.fieldsNeedingIndirection(in: model.inputObjects))
        }
        var translator = Translator(model: model, options: options)
        let partial = translator.translateEnums()
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames)
        // When files are being written, the enums' start while the input objects translate.
        let early = onFile != nil && EarlyEnumFiles.isWorthwhile(for: partial.module)
            ? EarlyEnumFiles(partial.module, renderer: renderer, onFile: onFile) : nil
        let (modelFingerprint, indirectFields) = beside.value
        let module = translator.translateInputObjects(completing: partial, indirectFields: indirectFields)
        let diagnostics = translator.diagnostics.diagnostics
        let fingerprints = (model: modelFingerprint, input: diagnostics.isEmpty ? inputFingerprint : nil)
        do {
            let files = try renderer.render(module, fingerprints: fingerprints, early: early, onFile: onFile)
            return Output(files: files, diagnostics: diagnostics, enumCount: model.enums.count,
                          inputObjectCount: model.inputObjects.count, scalarCount: model.customScalars.count, declarations: module)
        } catch {
            return Output(files: [], diagnostics: diagnostics + error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
    }
}
