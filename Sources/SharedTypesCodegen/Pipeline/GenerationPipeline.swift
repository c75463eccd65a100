import GraphQLSchema
import SharedTypesSupport

/// What to generate: the schema files, the output folder and the options. The generate
/// command resolves one from its arguments and the configuration file.
public struct GenerationRequest: Sendable {
    /// Schema files: SDL files, read as one schema, or one introspection result (JSON).
    public var schemas: [String]
    /// The output folder; made if missing. Only files this tool generated are ever replaced or
    /// removed in it.
    public var output: String
    /// The apps' operations: files (`.graphql`, `.gql`, `.swift`) and folders searched for
    /// them. When given, the module holds only the types they use (see `DocumentUsage`);
    /// empty for every type of the schema.
    public var documents: [String]
    /// How to generate: the module name, the layout, naming and the rest.
    public var options: GenerationOptions
    /// A folder of templates that replace built-in ones by file name; nil for none.
    public var templatesFolder: String?
    /// Write nothing, only compare the folder with what would be written (`--check`).
    public var checkOnly: Bool
    /// The user's home folder, which is refused as the output folder; nil when unknown.
    package var homeFolder: String?
    /// How long to wait, in seconds, for another run into the same folder (see
    /// `OutputFolderLock`). Tests shorten it.
    var lockTimeout = OutputFolderLock.defaultTimeout

    /// A request to generate from `schemas` into `output`.
    public init(schemas: [String], output: String, options: GenerationOptions, documents: [String] = [], templatesFolder: String? = nil,
                checkOnly: Bool = false, homeFolder: String? = nil) {
        self.schemas = schemas
        self.output = output
        self.documents = documents
        self.options = options
        self.templatesFolder = templatesFolder
        self.checkOnly = checkOnly
        self.homeFolder = homeFolder
    }
}

/// What a generation did, for the caller to report.
public struct GenerationReport: Sendable {
    /// How the run ended.
    public enum Outcome: Sendable {
        /// Errors stopped the run (they are in `diagnostics`); nothing was written.
        case failed
        /// The folder holds exactly what this run would write, `fileCount` files with the
        /// manifest; nothing was written.
        case upToDate(fileCount: Int)
        /// With `checkOnly`: the folder differs from what would be written, as the plan says.
        case outOfDate(OutputWriter.Plan)
        /// The plan was carried out.
        case written(OutputWriter.Plan)
    }

    /// How the run ended; `.failed` until a stage says otherwise.
    public var outcome = Outcome.failed
    /// The warnings and errors of the stages that ran, in their order.
    public var diagnostics: [Diagnostic] = []
    /// Said once, when files were written: generated types whose names app frameworks also
    /// use (see `AppFrameworkClashNotes`).
    public var notes: [Diagnostic] = []
    /// How many enums the module has (0 when the schema could not be read).
    public var enumCount = 0
    /// How many input objects the module has, `@oneOf` ones included.
    public var inputObjectCount = 0
    /// How many custom scalars (typealiases) the module has.
    public var scalarCount = 0
    /// With documents: how many documents were read (nil without documents).
    package var documentCount: Int?
    /// With documents and `checkOnly`: the types the documents use that the module on disk
    /// lacks, each with its first use, so that the report can say which document needs them.
    package var newlyUsedTypes: [DocumentUsage.UsedType] = []
}

/// Generation from schema files to an output folder, one stage after the other, each taking
/// what the one before produced:
///
///     GenerationRequest
///       load        schema and document files → [SourceFile], templates → TemplateSet,
///                   old manifest → Manifest.Record
///       up to date?  the files' fingerprint matches the manifest's: done, nothing read
///       read        [SourceFile] → SchemaModel               (parsed, built and validated)
///       select      documents → DocumentUsage → SchemaModel  (only the types they use; no documents: all)
///       translate   SchemaModel → SwiftModule                (Swift names, types, defaults; GenerationPipeline.translate)
///       up to date?  the model's fingerprint matches the manifest's: done, nothing rendered
///       render      SwiftModule → [GeneratedFile]            (through the templates, the manifest last; Translated.render)
///       plan        [GeneratedFile] → OutputWriter.Plan      (added, changed, removed; obstacles refused)
///       write       the plan applied                         (not with checkOnly)
///     → GenerationReport
public enum GenerationPipeline {
    /// Runs every stage `request` needs, holding the output folder's lock (see
    /// `OutputFolderLock`) throughout, so that runs into one folder at once take turns.
    public static func run(_ request: GenerationRequest) -> GenerationReport {
        switch OutputFolderLock.acquire(for: request.output, exclusive: !request.checkOnly, timeout: request.lockTimeout) {
        case .failure(let error):
            var report = GenerationReport()
            report.diagnostics = error.diagnostics
            return report
        case .success(let lock):
            defer { lock?.release() }
            return runLocked(request)
        }
    }

    private static func runLocked(_ request: GenerationRequest) -> GenerationReport {
        var report = GenerationReport()
        func failed(_ diagnostics: [Diagnostic] = []) -> GenerationReport {
            report.diagnostics += diagnostics
            report.outcome = .failed
            return report
        }

        // Load.
        let files: [SourceFile]
        switch SchemaReader.load(paths: request.schemas) {
        case .success(let loaded): files = loaded
        case .failure(let error): return failed(error.diagnostics)
        }
        var documents: [(path: String, file: SourceFile)] = []
        if !request.documents.isEmpty {
            switch DocumentFiles.load(request.documents, excluding: request.schemas + [request.output], currentDirectory: ProcessEnvironment.workingDirectory()) {
            case .success(let loaded):
                let workingDirectory = ProcessEnvironment.workingDirectory()
                documents = loaded.map { (LexicalPath.relative(from: request.output, to: $0.path, currentDirectory: workingDirectory), $0) }
            case .failure(let error): return failed(error.diagnostics)
            }
            report.documentCount = documents.count
        }
        let documentPaths = request.documents.isEmpty ? nil : documents.map(\.path)
        // A template error is reported once the schema is read, after the schema's own.
        let templates = TemplateSet.load(overrideDirectory: request.templatesFolder)
        let previous = Manifest.readRecord(in: request.output)

        // Up to date by the schema and document files' bytes: the common case inside a build.
        let inputFingerprint = (try? templates.get()).map {
            OutputFingerprint.input(files, documents: documents, options: request.options, templateIdentity: $0.identity)
        }
        if let previous, let inputFingerprint,
           let current = Manifest.currentOutput(previous, in: request.output, inputFingerprint: inputFingerprint) {
            report.enumCount = current.typeCounts[.enumType, default: 0]
            report.inputObjectCount = current.typeCounts[.inputObject, default: 0]
            report.scalarCount = current.typeCounts[.scalar, default: 0]
            report.outcome = .upToDate(fileCount: current.files.count + 1)
            return report
        }

        // Read.
        let read = SchemaReader.read(files: files)
        report.diagnostics += read.diagnostics
        guard var model = read.model else { return failed() }

        // Select.
        if !request.documents.isEmpty {
            let usage = DocumentUsage.analyze(schema: model, documents: documents.map(\.file))
            report.diagnostics += usage.diagnostics
            if usage.diagnostics.contains(where: { $0.severity == .error }) { return failed() }
            let used = Set(usage.usedTypes.map(\.name))
            model = usage.schema.selecting(used)
            if let previous, request.checkOnly {
                report.newlyUsedTypes = usage.usedTypes.filter { !previous.typeNames.contains($0.name) }
            }
        }
        report.enumCount = model.enums.count
        report.inputObjectCount = model.inputObjects.count
        report.scalarCount = model.customScalars.count
        let templateSet: TemplateSet
        switch templates {
        case .success(let loaded): templateSet = loaded
        case .failure(let error): return failed(error.diagnostics)
        }

        // Translate.
        let translated = GenerationPipeline.translate(model, options: request.options, templates: templateSet, documents: documentPaths)
        report.diagnostics += translated.diagnostics

        // Up to date by the model: the schema's bytes changed but not what they mean. The
        // manifest records the input fingerprint only after a run without diagnostics, so that
        // a run that skips reading has no warnings to repeat; when the one this run would
        // record differs, everything is rendered again and the manifest rewritten, so that the
        // folder is what a run into a new folder writes.
        let recordedInput = report.diagnostics.isEmpty ? inputFingerprint : nil
        if let previous, previous.inputFingerprint == recordedInput,
           let current = Manifest.currentOutput(previous, in: request.output, fingerprint: translated.fingerprint) {
            report.outcome = .upToDate(fileCount: current.files.count + 1)
            return report
        }

        // Render.
        let generated: [GeneratedFile]
        do {
            generated = try translated.render(recordingInput: recordedInput)
        } catch {
            return failed(error.diagnostics)
        }
        if report.diagnostics.contains(where: { $0.severity == .error }) { return failed() }

        // Plan.
        let writer = OutputWriter(directory: request.output)
        let plan: OutputWriter.Plan
        switch writer.plan(generated, home: request.homeFolder, manifest: previous) {
        case .success(let planned): plan = planned
        case .failure(let error): return failed(error.diagnostics)
        }
        if request.checkOnly {
            report.outcome = plan.isUpToDate ? .upToDate(fileCount: plan.unchanged.count) : .outOfDate(plan)
            return report
        }

        // Write.
        if case .failure(let error) = writer.apply(plan) { return failed(error.diagnostics) }
        report.outcome = .written(plan)
        if !plan.added.isEmpty || !plan.changed.isEmpty {
            report.notes = AppFrameworkClashNotes.notes(for: translated.module) + RuntimeTypeClashNotes.notes(for: translated.module, options: request.options)
        }
        return report
    }
}
