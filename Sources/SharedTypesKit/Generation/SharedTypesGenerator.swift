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
        return OutputFingerprint.model(model, options: options, templates: templates)
    }

    /// The warnings generating `model` reports (names that clash, renames), without
    /// rendering anything: what an up-to-date run repeats.
    public static func translationDiagnostics(of model: SchemaModel, options: GenerationOptions) -> [Diagnostic] {
        Translator.translate(model, options: options).1
    }

    /// The fingerprint of the schema files `files` read with these options (see
    /// `OutputFingerprint.input`); nil when the templates cannot be loaded.
    public static func inputFingerprint(of files: [SourceFile], options: GenerationOptions, templatesDirectory: String? = nil) -> String? {
        guard case .success(let templates) = TemplateSet.load(overrideDirectory: templatesDirectory) else { return nil }
        return OutputFingerprint.input(files, options: options, templates: templates)
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
        var diagnostics: [Diagnostic] = []
        let templates: TemplateSet
        switch TemplateSet.load(overrideDirectory: templatesDirectory) {
        case .success(let loaded): templates = loaded
        case .failure(let error):
            return Output(files: [], diagnostics: error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
        let (module, translationDiagnostics) = Translator.translate(model, options: options)
        diagnostics.append(contentsOf: translationDiagnostics)
        let fingerprint = OutputFingerprint.model(model, options: options, templates: templates)
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames, fingerprint: fingerprint,
                                     inputFingerprint: diagnostics.isEmpty ? inputFingerprint : nil)
        do {
            let files = try renderer.render(module, onFile: onFile)
            return Output(files: files, diagnostics: diagnostics, enumCount: model.enums.count,
                          inputObjectCount: model.inputObjects.count, scalarCount: model.customScalars.count)
        } catch {
            return Output(files: [], diagnostics: diagnostics + error.diagnostics, enumCount: 0, inputObjectCount: 0, scalarCount: 0)
        }
    }
}
