import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport
import SharedTypesTools

/// `gen-shared-types [generate] SCHEMA... -o DIR`: writes the shared-types module.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate the shared-types Swift module (the default command)."
    static let usage = "gen-shared-types [generate] SCHEMA... -o DIR [--module NAME] [--config FILE] [options]"
    static let options: [OptionSpec] = [
        .value("--output", "-o", placeholder: "DIR", help: "The output folder (its last component names the module by default)."),
        .value("--module", placeholder: "NAME", help: "The Swift module name."),
        .value("--config", placeholder: "FILE", help: "A JSON configuration file (default: ./gen-shared-types.json if present)."),
        .list("--documents", placeholder: "PATH", help: "Generate only the types these operations use: .graphql/.gql files, Swift files with graphql(\"\"\"...\"\"\") literals, or folders searched for them (every path up to the next option)."),
    ] + GenerationSetting.all.map(\.flag) + ([
        .value("--preset", placeholder: GenerationPreset.placeholder, help: GenerationPreset.flagHelp),
        .value("--templates", placeholder: "DIR", help: "Replace built-in templates with files of the same name from DIR."),
    ] + RuntimeSetting.all.map(\.generateFlag)).sorted { $0.usage < $1.usage } + [ // with the runtimes' flags, alphabetically
        .flag("--check", help: "Write nothing; exit 1 and list the files that would be added, changed or removed."),
        .flag("--verbose", "-v", help: "With --check, also print a unified diff of every changed file."),
    ]
    static let discussion = """
    SCHEMA is one or more SDL files (read as one schema) or one introspection result (JSON).
    Only files this tool generated are ever replaced or deleted in DIR; an unchanged file is
    not rewritten. Exit status: 0 success, 1 errors in the input, 2 bad usage.
    """

    static func conflict(in arguments: ParsedArguments) -> String? {
        verboseConflict(in: arguments)
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let start = ContinuousClock.now
        let request: GenerationRequest
        switch GenerateArguments.request(arguments, context: context) {
        case .success(let resolved): request = resolved
        case .failure(let failure): return failure.report(context, usage: usage)
        }
        if let warning = GenerateArguments.runtimePathWarning(request, arguments, context: context) {
            context.report([warning])
        }
        let report = GenerationPipeline.run(request)

        let quiet = arguments.has("--quiet")
        context.report(report.diagnostics)
        let module = "\(request.options.moduleName) in \(context.displayPath(request.output))"
        let counts = "\(counted(report.enumCount, "enum")), \(counted(report.inputObjectCount, "input object")), \(counted(report.scalarCount, "scalar"))"
        switch report.outcome {
        case .failed:
            return ExitStatus.failure
        case .upToDate(let fileCount):
            if quiet { return ExitStatus.success }
            context.console.writeOutput("\(module) is up to date: \(counts) in \(elapsedMilliseconds(since: start)) ms (0 added, 0 changed, 0 removed, \(fileCount) unchanged)\n")
            return ExitStatus.success
        case .outOfDate(let plan):
            context.console.writeOutput(checkReport(plan, module: module, verbose: arguments.has("--verbose")))
            context.console.writeOutput(newlyUsedReport(report.newlyUsedTypes, displayPath: context.displayPath))
            return ExitStatus.failure
        case .written(let plan):
            if quiet { return ExitStatus.success }
            context.console.writeOutput("Generated \(module): \(counts) in \(elapsedMilliseconds(since: start)) ms (\(plan.added.count) added, \(plan.changed.count) changed, \(plan.removed.count) removed, \(plan.unchanged.count) unchanged)\n")
            context.report(report.notes)
            return ExitStatus.success
        }
    }

    /// With documents, what `--check` adds: each type a document now uses that the module
    /// lacks, with the place that uses it.
    static func newlyUsedReport(_ types: [DocumentUsage.UsedType], displayPath: (String) -> String) -> String {
        guard !types.isEmpty else { return "" }
        var text = "The documents use \(counted(types.count, "type")) the module lacks:\n"
        for type in types {
            let place = type.firstUse?.description(displayingPath: displayPath) ?? "a document"
            text += "  \(type.name) (\(type.kind.rawValue)) is used by \(place) (\(type.how))\n"
        }
        return text
    }

    /// What `--check` prints when the folder is out of date: what would change, and with
    /// `--verbose` a unified diff of every changed file. `module` is `NAME in FOLDER`.
    static func checkReport(_ plan: OutputWriter.Plan, module: String, verbose: Bool) -> String {
        var text = "\(module) is out of date: \(plan.added.count) to add, \(plan.changed.count) to change, \(plan.removed.count) to remove. Run gen-shared-types without --check to update it.\n"
        for file in plan.added { text += "  added:   \(file.path)\n" }
        for file in plan.changed { text += "  changed: \(file.path)\n" }
        for path in plan.removed { text += "  removed: \(path)\n" }
        if verbose {
            for file in plan.changed {
                let old = String(decoding: plan.previousContents[file.path] ?? [], as: UTF8.self)
                text += UnifiedDiff.render(old: old, new: file.text, oldName: "a/\(file.path)", newName: "b/\(file.path)")
            }
        }
        return text
    }
}

extension Command {
    /// `--verbose` (a diff of each change `--check` finds) without `--check`, or with `--quiet`.
    static func verboseConflict(in arguments: ParsedArguments) -> String? {
        guard arguments.has("--verbose") else { return nil }
        if !arguments.has("--check") { return "--verbose needs --check: it adds a diff of each file --check finds would change" }
        if arguments.has("--quiet") { return "--quiet and --verbose ask for less and more output; give one of them" }
        return nil
    }
}
