/// `gen-shared-types [generate] SCHEMA... -o DIR`: writes the shared-types module.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate the shared-types Swift module (the default command)."
    static let usage = "gen-shared-types [generate] SCHEMA... -o DIR [--module NAME] [--config FILE] [options]"
    static let options: [OptionSpec] = [
        .value("--output", "-o", placeholder: "DIR", help: "The output folder (its last component names the module by default)."),
        .value("--module", placeholder: "NAME", help: "The Swift module name."),
        .value("--config", placeholder: "FILE", help: "A JSON configuration file (default: ./gen-shared-types.json if present)."),
        .value("--layout", placeholder: "package|sources|bazel", help: "Write a Swift package (default), only the Swift files, or the Swift files and a BUILD.bazel."),
        .value("--bazel-relay-label", placeholder: "LABEL", help: "With --layout bazel: the label of Relay.swift's Relay library (default: \(GenerationOptions.defaultBazelRelayLabel))."),
        .value("--enum-case-style", placeholder: "STYLE", help: "lowercase (default, as Relay.swift), camelCase or unchanged."),
        .flag("--future-proof-enums", help: "Give every enum a case that holds unknown raw values."),
        .value("--nil-fields", placeholder: "null|omit", help: "Send nil input fields as null (default, as Relay.swift) or leave them out."),
        .value("--relay-path", placeholder: "PATH", help: "Depend on a local Relay.swift checkout instead of the GitHub package (relative to DIR, as Package.swift reads it)."),
        .value("--templates", placeholder: "DIR", help: "Replace built-in templates with files of the same name from DIR."),
        .flag("--check", help: "Write nothing; exit 1 and list the files that would be added, changed or removed."),
        .flag("--verbose", "-v", help: "With --check, also print a unified diff of every changed file."),
        .flag("--quiet", "-q", help: "Print nothing but errors."),
    ]
    static let discussion = """
    SCHEMA is one or more SDL files (read as one schema) or one introspection result (JSON).
    Only files this tool generated are ever replaced or deleted in DIR; an unchanged file is
    not rewritten. Exit status: 0 success, 1 errors in the input, 2 bad usage.
    """

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let start = ContinuousClock.now
        let invocation: Invocation
        switch Invocation.resolve(arguments, context: context) {
        case .success(let resolved): invocation = resolved
        case .failure(let failure):
            return failure.report(context, usage: usage)
        }
        let quiet = arguments.has("--quiet")
        // Without an earlier run's manifest (the first run into an empty folder, say) nothing
        // can be up to date: the schema will be parsed on every core, and the pool's threads,
        // whose first run can take a millisecond or two here, are started now.
        let manifestPath = invocation.output + "/" + Manifest.fileName
        if FileSystem.entryKind(manifestPath) == .missing { startPoolThreads() }

        // The templates' texts are enough for the fingerprints; they are parsed beside reading.
        let templateSources = TemplateSet.loadSources(overrideDirectory: invocation.templates)
        let previous = Manifest.readRecord(in: invocation.output)
        // A manifest that is not one of ours counts as none.
        if previous == nil { startPoolThreads() }

        let files: [SourceFile]
        switch SchemaReader.load(paths: invocation.schemas) {
        case .success(let loaded): files = loaded
        case .failure(let error):
            context.report(error.diagnostics)
            return ExitStatus.failure
        }

        // The common case inside a build: nothing changed since the last run. The manifest's
        // fingerprints and file hashes prove it: of the schema files' bytes without even
        // reading them, else of the model after reading.
        func reportUpToDate(_ record: Manifest.Record, enums: Int, inputObjects: Int, scalars: Int) -> Int32 {
            if quiet { return ExitStatus.success }
            let fileCount = record.files.count + 1
            if arguments.has("--check") {
                context.console.writeOutput("\(invocation.options.moduleName) in \(invocation.output) is up to date (\(fileCount) files).\n")
            } else {
                context.console.writeOutput("\(invocation.options.moduleName) in \(invocation.output) is up to date: \(counted(enums, "enum")), \(counted(inputObjects, "input object")), \(counted(scalars, "scalar")) in \(elapsedMilliseconds(since: start)) ms (0 added, 0 changed, 0 removed, \(fileCount) unchanged)\n")
            }
            return ExitStatus.success
        }
        let options = invocation.options
        let computeInputFingerprint = { @Sendable in
            templateSources.identity.map { OutputFingerprint.input(files, options: options, templateIdentity: $0) }
        }
        // Without an earlier run's manifest there is nothing to compare with, and the
        // fingerprint is needed only for the new one.
        let earlyInputFingerprint = previous == nil ? nil : computeInputFingerprint()
        if let previous, let earlyInputFingerprint,
           let record = Manifest.currentOutput(previous, in: invocation.output, inputFingerprint: earlyInputFingerprint) {
            return reportUpToDate(record, enums: record.typeCounts[.enumType, default: 0],
                                  inputObjects: record.typeCounts[.inputObject, default: 0], scalars: record.typeCounts[.scalar, default: 0])
        }

        let read = SchemaReader.read(files: files)
        let loadedTemplates = TemplateSet.parse(templateSources)
        let inputFingerprint = earlyInputFingerprint ?? computeInputFingerprint()
        // What generating needs of the model besides translating it; its fingerprint is what
        // the up-to-date check compares.
        let analyzed = read.model.flatMap { model in
            templateSources.identity.map { SharedTypesGenerator.ModelAnalysis(model, options: options, templateIdentity: $0) }
        }
        defer { context.keepUntilExit(read) }
        let templates = try? loadedTemplates.get()
        if !quiet || read.model == nil { context.report(quiet ? read.diagnostics.filter { $0.severity == .error } : read.diagnostics) }
        guard let model = read.model else { return ExitStatus.failure }
        // Compared with an earlier run's, if there is one and the templates are usable.
        let fingerprint = previous == nil || templates == nil ? nil : analyzed?.fingerprint
        if let previous, let fingerprint, let record = Manifest.currentOutput(previous, in: invocation.output, fingerprint: fingerprint) {
            let translationDiagnostics = SharedTypesGenerator.translationDiagnostics(of: model, options: invocation.options)
            // The schema's bytes changed but not its model. The manifest records the input's
            // fingerprint only after a run without warnings; if it holds another one than this
            // run would write, everything is generated again below and the manifest rewritten,
            // so the folder is what a run into a new folder writes (and later runs skip reading).
            let inputToRecord = read.diagnostics.isEmpty && translationDiagnostics.isEmpty ? inputFingerprint : nil
            if record.inputFingerprint == inputToRecord {
                if !quiet { context.report(translationDiagnostics) }
                return reportUpToDate(record, enums: model.enums.count, inputObjects: model.inputObjects.count, scalars: model.customScalars.count)
            }
        }

        guard let templates else {
            if case .failure(let error) = loadedTemplates { context.report(error.diagnostics) }
            return ExitStatus.failure
        }
        // A new output folder is written while the files are rendered (see StagingFolder).
        let staging = arguments.has("--check") ? nil : StagingFolder.create(for: invocation.output)
        // Files written into the staging folder are not kept in memory; in the rare case that
        // the folder cannot be renamed into place, they are generated again below.
        let output = SharedTypesGenerator.generate(model, options: invocation.options, templates: templates,
                                                   analysis: analyzed.map { analysis in { analysis } },
                                                   inputFingerprint: read.diagnostics.isEmpty ? inputFingerprint : nil,
                                                   onFile: staging.map { folder in { @Sendable file in folder.write(file) } },
                                                   keepsHandedContents: staging == nil)
        defer { context.keepUntilExit(output) }
        let errors = output.diagnostics.filter { $0.severity == .error }
        context.report(quiet ? errors : output.diagnostics)
        guard errors.isEmpty else {
            staging?.discard()
            return ExitStatus.failure
        }
        func reportGenerated(added: Int, changed: Int, removed: Int, unchanged: Int) {
            if quiet { return }
            let milliseconds = elapsedMilliseconds(since: start)
            context.console.writeOutput("Generated \(counted(output.enumCount, "enum")), \(counted(output.inputObjectCount, "input object")), \(counted(output.scalarCount, "scalar")) into \(invocation.options.moduleName) in \(milliseconds) ms (\(added) added, \(changed) changed, \(removed) removed, \(unchanged) unchanged)\n")
            // Said when files are written, not by the up-to-date runs after (see the type).
            if added + changed > 0, let declarations = output.declarations {
                context.report(AppFrameworkClashNotes.notes(for: declarations))
            }
        }
        if let staging {
            context.beforeCommittingStagingFolder?()
            switch staging.commit() {
            case .committed:
                reportGenerated(added: output.files.count, changed: 0, removed: 0, unchanged: 0)
                return ExitStatus.success
            case .failed(let diagnostics):
                context.report(diagnostics)
                return ExitStatus.failure
            case .targetAppeared:
                break // something appeared at the output path meanwhile: plan around it below
            }
        }

        // Without their contents if they went to the staging folder (see above).
        let generatedFiles = staging == nil ? output.files
            : SharedTypesGenerator.generate(model, options: invocation.options, templates: templates, analysis: nil,
                                            inputFingerprint: read.diagnostics.isEmpty ? inputFingerprint : nil, onFile: nil).files
        let writer = OutputWriter(directory: invocation.output)
        let plan: OutputWriter.Plan
        // The manifest read at the start still describes the folder, unless the folder was
        // missing then and has appeared since (the staging folder could not take its place).
        let manifest: OutputWriter.KnownManifest = staging == nil ? .read(previous) : .unread
        switch writer.plan(generatedFiles, home: context.environment["HOME"], manifest: manifest) {
        case .success(let planned): plan = planned
        case .failure(let error):
            context.report(error.diagnostics)
            return ExitStatus.failure
        }
        if arguments.has("--check") {
            return reportCheck(plan, invocation: invocation, verbose: arguments.has("--verbose"), quiet: quiet, context: context)
        }
        if case .failure(let error) = writer.apply(plan) {
            context.report(error.diagnostics)
            return ExitStatus.failure
        }
        reportGenerated(added: plan.added.count, changed: plan.changed.count, removed: plan.removed.count, unchanged: plan.unchanged.count)
        return ExitStatus.success
    }
}

func elapsedMilliseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = ContinuousClock.now - start
    return Int((Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15).rounded())
}

/// `1 enum`, `2 enums`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension GenerateCommand {
    /// `--check`: exit 0 when the output folder is up to date, else list what would change.
    static func reportCheck(_ plan: OutputWriter.Plan, invocation: Invocation, verbose: Bool, quiet: Bool, context: CommandContext) -> Int32 {
        let module = invocation.options.moduleName
        if plan.isUpToDate {
            if !quiet { context.console.writeOutput("\(module) in \(invocation.output) is up to date (\(plan.unchanged.count) files).\n") }
            return ExitStatus.success
        }
        var text = "\(module) in \(invocation.output) is out of date: \(plan.added.count) to add, \(plan.changed.count) to change, \(plan.removed.count) to remove. Run gen-shared-types without --check to update it.\n"
        for file in plan.added { text += "  added:   \(file.path)\n" }
        for file in plan.changed { text += "  changed: \(file.path)\n" }
        for path in plan.removed { text += "  removed: \(path)\n" }
        if verbose {
            for file in plan.changed {
                let old = String(decoding: plan.previousContents[file.path] ?? [], as: UTF8.self)
                text += UnifiedDiff.render(old: old, new: file.text, oldName: "a/\(file.path)", newName: "b/\(file.path)")
            }
        }
        context.console.writeOutput(text)
        return ExitStatus.failure
    }
}

/// The generate command's settings after merging the configuration file and the flags.
struct Invocation {
    var schemas: [String]
    var output: String
    var options: GenerationOptions
    var templates: String?

    enum Failure: Error {
        case usage(String)
        case input([Diagnostic])

        func report(_ context: CommandContext, usage text: String) -> Int32 {
            switch self {
            case .usage(let message):
                context.console.writeError("error: \(message)\nUSAGE: \(text)\n")
                return ExitStatus.usage
            case .input(let diagnostics):
                context.report(diagnostics)
                return ExitStatus.failure
            }
        }
    }

    static func resolve(_ arguments: ParsedArguments, context: CommandContext) -> Result<Invocation, Failure> {
        let configuration: LoadedConfiguration
        switch loadConfiguration(arguments, context: context) {
        case .success(let loaded): configuration = loaded
        case .failure(let failure): return .failure(failure)
        }
        let config = configuration.file
        let fromConfig = configuration.resolve

        let schemas = arguments.positionals.isEmpty ? (config.schemas ?? []).map(fromConfig) : arguments.positionals
        guard !schemas.isEmpty else { return .failure(.usage("no schema files given")) }
        guard let output = arguments.value("--output") ?? config.output.map(fromConfig) else {
            return .failure(.usage("no output folder given (-o DIR)"))
        }
        var trimmed = Substring(output)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        // `-o .` or `-o Out/.` names a folder all the same: the module is named after it.
        let defaultModuleName = LexicalPath.lastName(of: String(trimmed), currentDirectory: context.currentDirectory)
        let options: GenerationOptions
        switch generationOptions(arguments, configuration: configuration, defaultModuleName: defaultModuleName,
                                 packageFolder: String(trimmed), currentDirectory: context.currentDirectory) {
        case .success(let resolved): options = resolved
        case .failure(let failure): return .failure(failure)
        }
        let templates = arguments.value("--templates") ?? config.templates.map(fromConfig)
        return .success(Invocation(schemas: schemas, output: String(trimmed), options: options, templates: templates))
    }
}

/// The configuration file in effect (empty when there is none) and the folder its paths are
/// relative to.
struct LoadedConfiguration {
    var file = ConfigurationFile()
    var directory = ""

    /// A path from the file, made relative to the working directory. An empty path stays
    /// empty, so that it is refused as it is on the command line.
    func resolve(_ path: String) -> String {
        path.isEmpty || path.hasPrefix("/") || directory.isEmpty || directory == "." ? path : directory + "/" + path
    }
}

extension Invocation {
    /// Reads `--config FILE`, or `gen-shared-types.json` in the working directory when present.
    static func loadConfiguration(_ arguments: ParsedArguments, context: CommandContext) -> Result<LoadedConfiguration, Failure> {
        let explicitConfig = arguments.value("--config")
        let configPath = explicitConfig ?? (context.currentDirectory + "/" + ConfigurationFile.defaultFileName)
        guard explicitConfig != nil || FileSystem.entryKind(configPath) != .missing else {
            return .success(LoadedConfiguration())
        }
        switch FileSystem.readFile(configPath, maxSize: 16 * 1024 * 1024) {
        case .failure(let error):
            return .failure(.input([.error("\(configPath): \(error.message)")]))
        case .success(let bytes):
            switch ConfigurationFile.read(SourceFile(path: configPath, bytes: bytes)) {
            case .failure(let error): return .failure(.input(error.diagnostics))
            case .success(let read):
                return .success(LoadedConfiguration(file: read, directory: FileSystem.parentDirectory(configPath)))
            }
        }
    }

    /// The options from the configuration file, overridden by the flags a command declares
    /// (`--module`, `--enum-case-style`, `--future-proof-enums`, `--nil-fields`, `--layout`,
    /// `--relay-path`; flags a command does not declare are simply absent). A relative
    /// `relay.path` from the file, relative to the file, is made relative to `packageFolder`
    /// (where the generated `Package.swift` is, as SwiftPM reads it) when that is given;
    /// `--relay-path` and absolute paths are written as given.
    static func generationOptions(_ arguments: ParsedArguments, configuration: LoadedConfiguration, defaultModuleName: String,
                                  packageFolder: String? = nil, currentDirectory: String = ".") -> Result<GenerationOptions, Failure> {
        let config = configuration.file
        let moduleName = arguments.value("--module") ?? config.module ?? defaultModuleName
        if let problem = SwiftNaming.moduleNameProblem(moduleName) {
            return .failure(.usage("'\(moduleName)' cannot be the module name: \(problem); pass --module NAME (or set \"module\" in the configuration file)"))
        }
        var options = GenerationOptions(moduleName: moduleName)
        options.enumCaseStyle = config.enumCaseStyle ?? options.enumCaseStyle
        options.futureProofEnums = config.futureProofEnums ?? options.futureProofEnums
        options.nilFields = config.nilFields ?? options.nilFields
        options.customScalars = config.customScalars
        options.renames = config.renames
        options.relay = config.relay.map { relay in
            guard case .path(let path) = relay, !path.hasPrefix("/"), let packageFolder else { return relay }
            // Through the links, so that `-o` spelled through a link to the folder changes nothing.
            let from = FileSystem.physicalPath(packageFolder, currentDirectory: currentDirectory)
            let to = FileSystem.physicalPath(configuration.resolve(path), currentDirectory: currentDirectory)
            return .path(LexicalPath.relative(from: from, to: to, currentDirectory: currentDirectory))
        } ?? options.relay
        options.layout = config.layout ?? options.layout

        if let style = arguments.value("--enum-case-style") {
            guard let parsed = EnumCaseStyle(rawValue: style) else {
                return .failure(.usage("--enum-case-style must be one of \(EnumCaseStyle.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            options.enumCaseStyle = parsed
        }
        if arguments.has("--future-proof-enums") { options.futureProofEnums = true }
        if let mode = arguments.value("--nil-fields") {
            guard let parsed = GenerationOptions.NilFields(rawValue: mode) else { return .failure(.usage("--nil-fields must be null or omit")) }
            options.nilFields = parsed
        }
        if let layout = arguments.value("--layout") {
            guard let parsed = GenerationOptions.Layout(rawValue: layout) else { return .failure(.usage("--layout must be package, sources or bazel")) }
            options.layout = parsed
        }
        if let path = arguments.value("--relay-path") { options.relay = .path(path) }
        options.bazelRelayLabel = arguments.value("--bazel-relay-label") ?? config.bazelRelayLabel ?? options.bazelRelayLabel
        if let problem = BazelBuildFile.labelProblem(options.bazelRelayLabel) {
            return .failure(.usage("'\(options.bazelRelayLabel)' is not a Bazel label for Relay: \(problem)"))
        }
        return .success(options)
    }
}
