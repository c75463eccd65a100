/// The pipeline from a schema model to the files of the shared-types module:
/// translate to Swift declarations, then render them through the templates.
public enum SharedTypesGenerator {
    /// What one generation produced: the files, the diagnostics, and the counts the command's
    /// summary line reports.
    public struct Output: Sendable {
        /// Every file, in a stable order; empty when there were errors.
        public var files: [GeneratedFile]
        /// The warnings and errors of translating (renamed or clashing names, default values
        /// Swift cannot write), followed by those of loading or rendering the templates.
        public var diagnostics: [Diagnostic]
        /// How many enums the model has; 0 when the templates could not be loaded or rendered.
        public var enumCount: Int
        /// How many input objects the model has, `@oneOf` ones included; 0 when the templates
        /// could not be loaded or rendered.
        public var inputObjectCount: Int
        /// How many custom scalars (typealiases) the model has; 0 when the templates could not
        /// be loaded or rendered.
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
            return generate(model, options: options, templates: templates, analysis: nil, inputFingerprint: inputFingerprint, onFile: onFile)
        case .failure(let error):
            return Output(files: [], diagnostics: error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
    }

    /// What generating needs of the model besides translating it, which can be worked out on
    /// another thread while the model is validated or the enums translated: the model's
    /// fingerprint (needed only for the manifest, at the end) and which input-object fields
    /// need indirect storage.
    struct ModelAnalysis: Sendable {
        var fingerprint: String
        var indirectFields: [String: Set<String>]

        /// `templateIdentity` is that of the templates the files will be rendered with.
        init(_ model: SchemaModel, options: GenerationOptions, templateIdentity: String) {
            fingerprint = OutputFingerprint.model(model, options: options, templateIdentity: templateIdentity)
            indirectFields = RecursionDetector.fieldsNeedingIndirection(in: model.inputObjects)
        }
    }

    /// `generate` with templates already loaded (the command loads them once per run) and the
    /// model's analysis if the caller has started it (`analysis` waits for it, and gives nil if
    /// it could not be made); otherwise it is made beside translating the enums. Unless
    /// `keepsHandedContents`, the files handed to `onFile` come back in `Output.files` with
    /// empty contents (see `ModuleRenderer.keepsHandedContents`).
    static func generate(_ model: SchemaModel, options: GenerationOptions, templates: TemplateSet, analysis: (() -> ModelAnalysis?)?,
                         inputFingerprint: String?, onFile: (@Sendable (GeneratedFile) -> Void)?,
                         keepsHandedContents: Bool = true) -> Output {
        let beside = analysis == nil ? BackgroundResult { ModelAnalysis(model, options: options, templateIdentity: templates.identity) } : nil
        let (module, diagnostics) = Translator.translate(model, options: options)
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames,
                                      keepsHandedContents: keepsHandedContents)
        let analysis = analysis?() ?? beside?.value ?? ModelAnalysis(model, options: options, templateIdentity: templates.identity)
        let fingerprints = (model: analysis.fingerprint, input: diagnostics.isEmpty ? inputFingerprint : nil)
        do {
            let files = try renderer.render(module, fingerprints: fingerprints, early: nil, onFile: onFile)
            return Output(files: files, diagnostics: diagnostics, enumCount: model.enums.count,
                          inputObjectCount: model.inputObjects.count, scalarCount: model.customScalars.count, declarations: module)
        } catch {
            return Output(files: [], diagnostics: diagnostics + error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
    }
}
