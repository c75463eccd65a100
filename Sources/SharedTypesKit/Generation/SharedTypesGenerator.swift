/// Generates the files of the shared-types module from a schema model, without touching disk:
/// translate to Swift declarations, then render them through the templates. (The whole run
/// from schema files to an output folder is `GenerationPipeline`.)
public enum SharedTypesGenerator {
    /// What one generation produced: the files, the diagnostics, and the counts the command's
    /// summary line reports.
    public struct Output: Sendable {
        /// Every file, in a stable order, the manifest last; empty when the templates could not
        /// be loaded or rendered.
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
    }

    /// Generates the module for `model`. `templatesDirectory` optionally replaces built-in
    /// templates by file name.
    public static func generate(_ model: SchemaModel, options: GenerationOptions, templatesDirectory: String? = nil) -> Output {
        let templates: TemplateSet
        switch TemplateSet.load(overrideDirectory: templatesDirectory) {
        case .success(let loaded): templates = loaded
        case .failure(let error): return Output(files: [], diagnostics: error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
        let (module, diagnostics) = Translator.translate(model, options: options)
        let fingerprint = OutputFingerprint.model(model, options: options, templateIdentity: templates.identity)
        let files: [GeneratedFile]
        do {
            files = try ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames)
                .render(module, fingerprints: (fingerprint, nil))
        } catch {
            return Output(files: [], diagnostics: diagnostics + error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
        return Output(files: files, diagnostics: diagnostics, enumCount: model.enums.count,
                      inputObjectCount: model.inputObjects.count, scalarCount: model.customScalars.count)
    }
}
