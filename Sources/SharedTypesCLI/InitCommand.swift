import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// `gen-shared-types init [FILE]`: writes a starting configuration file.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write a gen-shared-types.json listing every option, left at its default or a preset's."
    static let usage = "gen-shared-types init [FILE] [--schema PATH]... [--output DIR] [--preset NAME] [--force]"
    static let options: [OptionSpec] = [
        .repeated("--schema", placeholder: "PATH", help: "The schema file(s) to put in the file (default: schema.graphql)."),
        .value("--output", "-o", placeholder: "DIR", help: "The output folder to put in the file (default: SharedTypes)."),
        .value("--preset", placeholder: GenerationPreset.placeholder,
               help: "Write \"preset\": NAME, with the options it sets left to it (null)."),
        .flag("--force", "-f", help: "Replace FILE if it exists."),
    ]
    static let discussion = """
    FILE defaults to ./gen-shared-types.json, which generate (and the SwiftPM plugin) read
    when present. --schema and --output are written as given, so they are read relative to
    FILE's folder. Every option is written as null (left to its default, or with --preset NAME
    to the preset, which the file then names), after a "_help_<option>" entry that says what
    it does and what null stands for (keys starting with _ are ignored); a value written there
    wins over the preset. An existing file is only replaced
    with --force. Exit status: 0 written, 1 the file exists (without --force) or cannot be
    written, 2 bad usage.
    """

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        guard arguments.positionals.count <= 1 else {
            return usageError("give at most one file", context: context)
        }
        let path = arguments.positionals.first.map(context.fileSystemPath) ?? LexicalPath.placed(ConfigurationFile.defaultFileName, currentDirectory: context.currentDirectory)
        let schemas = arguments.allValues("--schema")
        if let refused = refusingEmptyPaths([path] + schemas + (arguments.value("--output").map { [$0] } ?? []), context: context) {
            return refused
        }
        let preset: GenerationPreset?
        do {
            preset = try arguments.choice("--preset", as: GenerationPreset.self)
        } catch {
            return usageError(error.message, context: context)
        }
        let bytes = ConfigurationTemplate.bytes(schemas: schemas.isEmpty ? ["schema.graphql"] : schemas,
                                                output: arguments.value("--output") ?? "SharedTypes", preset: preset)
        let shown = context.displayPath(path)
        let written: Result<Void, FileSystem.CreateNewFailure>
        if arguments.has("--force") {
            if FileSystem.isDirectory(path) {
                context.console.writeError("error: \(shown) is a folder; name the file to write in it.\n")
                return ExitStatus.failure
            }
            written = FileSystem.writeAtomically(bytes, to: path).mapError { .failed($0) }
        } else {
            written = FileSystem.createNewFile(bytes, at: path)
        }
        switch written {
        case .success:
            if !context.quiet {
                context.console.writeOutput("Wrote \(shown). Edit it, then run gen-shared-types generate (or, in a package, swift package --allow-writing-to-package-directory generate-shared-types).\n")
            }
            return ExitStatus.success
        case .failure(.exists):
            context.console.writeError("error: \(shown) already exists; it was left unchanged. Pass --force to replace it, or name another file.\n")
            return ExitStatus.failure
        case .failure(.failed(let error)):
            context.console.writeError("error: \(error.message)\n")
            return ExitStatus.failure
        }
    }
}
