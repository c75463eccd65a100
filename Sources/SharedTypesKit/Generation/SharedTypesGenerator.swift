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
    }

    /// The fingerprint the manifest of `model`'s output would record; nil when the templates
    /// cannot be loaded (generating then reports why).
    public static func fingerprint(of model: SchemaModel, options: GenerationOptions, templatesDirectory: String? = nil) -> String? {
        guard case .success(let templates) = TemplateSet.load(overrideDirectory: templatesDirectory) else { return nil }
        return ModelFingerprint.compute(model, options: options, templates: templates)
    }

    /// Generates the module for `model`. `templatesDirectory` optionally replaces built-in
    /// templates by file name. `onFile` sees each file as soon as it is rendered, in the order
    /// of `Output.files` (the manifest last), so writing can overlap rendering; if the output
    /// then reports errors, those files must be discarded.
    public static func generate(_ model: SchemaModel, options: GenerationOptions, templatesDirectory: String? = nil,
                                onFile: (@Sendable (GeneratedFile) -> Void)? = nil) -> Output {
        var diagnostics: [Diagnostic] = []
        let templates: TemplateSet
        switch TemplateSet.load(overrideDirectory: templatesDirectory) {
        case .success(let loaded): templates = loaded
        case .failure(let error):
            return Output(files: [], diagnostics: error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
        let (module, translationDiagnostics) = Translator.translate(model, options: options)
        diagnostics.append(contentsOf: translationDiagnostics)
        let fingerprint = ModelFingerprint.compute(model, options: options, templates: templates)
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames, fingerprint: fingerprint)
        do {
            let files = try renderer.render(module, onFile: onFile)
            return Output(files: files, diagnostics: diagnostics, enumCount: model.enums.count,
                          inputObjectCount: model.inputObjects.count, scalarCount: model.customScalars.count)
        } catch {
            return Output(files: [], diagnostics: diagnostics + error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
    }
}
