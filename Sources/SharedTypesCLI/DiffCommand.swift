import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport
import SharedTypesTools

/// `gen-shared-types diff OLD... --to NEW...`: what a schema upgrade does to the shared Swift types.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "List the changes between two schemas and their effect on the generated Swift code."
    static let usage = "gen-shared-types diff OLD... --to NEW... [--documents PATH...] [--format text|markdown|json|github|junit] [--fail-on breaking|dangerous|orderOnly|never] [options]"
    static let options: [OptionSpec] = [
        .flag("--to", help: "Ends the old schema's files; the files after it are the new schema."),
        .value("--format", placeholder: "FORMAT", help: "text (default), markdown (for a pull request), json, github (workflow commands) or junit (XML)."),
        .value("--fail-on", placeholder: "SEVERITY", help: "Exit 1 when a change this bad exists: breaking, dangerous, orderOnly or never (default)."),
        .list("--documents", placeholder: "PATH", help: "The apps' operations (as for generate): mark the changes that touch what they use, and list the operations that no longer resolve."),
        .value("--fail-on-scope", placeholder: "SCOPE", help: "With --documents: documents (only changes that affect them, and operations that no longer resolve, fail the run) or all (default)."),
        .flag("--verbose", "-v", help: "List description changes too (they are always counted)."),
        .value("--config", placeholder: "FILE", help: "The configuration file the module is generated with (default: ./gen-shared-types.json if present)."),
        .value("--output", "-o", placeholder: "DIR", help: "The module's output folder, as when generating (its last component names the module by default)."),
        .value("--module", placeholder: "NAME", help: "The Swift module name (a type with this name is renamed)."),
    ] + GenerationSetting.all.map(\.diffFlag)
        // The runtimes' flags: the dependency's, then the preset, then a generator's configuration.
        + RuntimeSetting.all.filter { $0.scalarsReader == nil }.map(\.diffFlag)
        + [.value("--preset", placeholder: GenerationPreset.placeholder, help: "The preset the module is generated with.")]
        + RuntimeSetting.scalarsFiles.map(\.diffFlag)
    static let discussion = """
    OLD and NEW are each one or more SDL files (read as one schema) or one introspection result
    (JSON); the two sides may differ in kind. Every change to enums, input objects and custom
    scalars is listed with the generated Swift symbol it touches and classified, for the
    options the module is generated with (the configuration file and generate's flags):
    breaking (code stops compiling or changes meaning), dangerous (compiles, behaviour may
    change), order only (fields or values reordered, nothing else: often the same schema
    serialised another way) or safe.
    With --documents (or the configuration file's documents), each change says whether it
    touches what the operations use (the types of their module, and the enum values and input
    fields they write as literals), and the operations that would no longer resolve against
    NEW are listed with their places; with --fail-on, such an operation fails the run.
    Exit status: 0 success, 1 errors in a schema or a change at or above --fail-on, 2 bad usage.
    """

    /// What makes the command exit 1.
    enum FailOn: String, CaseIterable {
        case breaking, dangerous, orderOnly, never

        var threshold: ChangeSeverity? {
            switch self {
            case .breaking: return .breaking
            case .dangerous: return .dangerous
            case .orderOnly: return .orderOnly
            case .never: return nil
            }
        }
    }

    /// Which changes `--fail-on` counts.
    enum FailOnScope: String, CaseIterable {
        case all, documents
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        func usageError(_ message: String) -> Int32 {
            Self.usageError(message, context: context)
        }
        let format: DiffFormat
        let failOn: FailOn
        let scope: FailOnScope
        do {
            format = try arguments.choice("--format", as: DiffFormat.self) ?? .text
            failOn = try arguments.choice("--fail-on", as: FailOn.self) ?? .never
            scope = try arguments.choice("--fail-on-scope", as: FailOnScope.self) ?? .all
        } catch {
            return usageError(error.message)
        }
        let (oldFiles, newFiles) = arguments.positionals(splitAt: "--to")
        guard !oldFiles.isEmpty else { return usageError("no old schema files given") }
        guard arguments.has("--to") else {
            // Two files are most likely OLD and NEW; a schema in several SDL files needs the --to.
            let advice = oldFiles.count == 2 ? "; did you mean 'diff \(oldFiles[0]) --to \(oldFiles[1])'?" : ""
            return usageError("no new schema given: pass --to NEW...\(advice)")
        }
        guard arguments.count("--to") == 1 else { return usageError("--to given more than once: the files after the only --to are the new schema") }
        guard !newFiles.isEmpty else { return usageError("no new schema files given after --to") }

        let options: GenerationOptions
        var documentPaths: [String] = []
        switch GenerateArguments.loadConfiguration(arguments, context: context) {
        case .failure(let failure): return failure.report(context, usage: usage)
        case .success(let configuration):
            documentPaths = GenerateArguments.documentPaths(arguments, configuration: configuration, context: context)
            // Named as `generate` names it: after the output folder, else the conventional name.
            let output = GenerateArguments.outputFolder(arguments, configuration: configuration, context: context)
            let moduleName = output.map { LexicalPath.lastName(of: $0, currentDirectory: context.currentDirectory) } ?? "SharedTypes"
            switch GenerateArguments.reportedGenerationOptions(arguments, configuration: configuration, defaultModuleName: moduleName,
                                                               packageFolder: output, context: context) {
            case .failure(let failure): return failure.report(context, usage: usage)
            case .success(let resolved): options = resolved
            }
        }

        if scope == .documents && documentPaths.isEmpty {
            return usageError("--fail-on-scope documents needs documents: pass --documents PATH...")
        }

        // Read both sides (and the documents) before giving up, so one run reports every error.
        let oldPaths = oldFiles.map(context.fileSystemPath)
        let newPaths = newFiles.map(context.fileSystemPath)
        let old = SchemaReader.read(paths: oldPaths)
        let new = SchemaReader.read(paths: newPaths)
        var diagnostics = old.diagnostics + new.diagnostics
        var documentFiles: [SourceFile] = []
        if !documentPaths.isEmpty {
            switch DocumentFiles.load(documentPaths, excluding: oldPaths + newPaths, currentDirectory: ProcessEnvironment.workingDirectory()) {
            case .success(let loaded): documentFiles = loaded
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        guard let oldModel = old.model, let newModel = new.model, !diagnostics.contains(where: { $0.severity == .error }) else {
            context.report(diagnostics)
            return ExitStatus.failure
        }
        var impact: DocumentImpact?
        if !documentPaths.isEmpty {
            let (computed, documentDiagnostics) = DocumentImpact.compute(documents: documentFiles, old: oldModel, new: newModel, displayPath: context.displayPath)
            diagnostics += documentDiagnostics
            guard let computed else {
                context.report(diagnostics)
                return ExitStatus.failure
            }
            impact = computed
        }
        context.report(diagnostics)

        let changes = SchemaDiff.changes(from: oldModel, to: newModel, options: options)
        var report = DiffReport(changes: changes, oldFiles: oldFiles, newFiles: newFiles, verbose: arguments.has("--verbose"),
                                options: options, failOn: failOn.threshold)
        report.documents = impact
        report.failOnlyOnDocuments = scope == .documents
        context.console.writeOutput(format.render(report))
        return report.fails ? ExitStatus.failure : ExitStatus.success
    }
}
