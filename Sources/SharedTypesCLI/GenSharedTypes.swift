import SharedTypesCodegen
import SharedTypesSupport

/// The command-line tool's entry point: picks the subcommand and runs it.
package enum GenSharedTypes {
    /// The tool's version (`ToolVersion.current`), written into every generated file's header.
    package static let version = ToolVersion.current

    static let commands: [any Command.Type] = [GenerateCommand.self, ModelCommand.self, UsedTypesCommand.self, DiffCommand.self, PruneCommand.self, FetchSchemaCommand.self, InitCommand.self]

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    package static func main(arguments: [String], environment: [String: String], currentDirectory: String, console: Console) -> Int32 {
        run(arguments: arguments, context: CommandContext(console: console, environment: environment, currentDirectory: currentDirectory))
    }

    /// `main`, with the context made.
    static func run(arguments: [String], context: CommandContext) -> Int32 {
        var context = context
        let console = context.console
        guard let first = arguments.first else {
            console.writeError(overview)
            return ExitStatus.usage
        }
        if first == "--help" || first == "-h" {
            console.writeOutput(overview)
            return ExitStatus.success
        }
        if first == "help" {
            return help(Array(arguments.dropFirst()), console: console)
        }
        if first == "--version" {
            console.writeOutput("gen-shared-types \(version)\n")
            return ExitStatus.success
        }
        let command: any Command.Type
        var rest = Array(arguments.dropFirst())
        if let named = commands.first(where: { $0.name == first }) {
            command = named
        } else if looksLikeCommand(first, currentDirectory: context.currentDirectory) {
            console.writeError("error: unknown command '\(first)'\(Suggestion.didYouMean(first, among: commandNames))\n\n\(overview)")
            return ExitStatus.usage
        } else {
            command = GenerateCommand.self // the default command: `first` is a schema file
            rest = arguments
        }
        // Arguments after `--` are operands, never options.
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            console.writeOutput(command.helpText)
            return ExitStatus.success
        }
        do {
            let parsed = try ParsedArguments(rest, specs: command.allOptions)
            context.quiet = parsed.has("--quiet")
            if let conflict = command.conflict(in: parsed) { return command.usageError(conflict, context: context) }
            return command.run(parsed, context: context)
        } catch {
            console.writeError("error: \(error.message)\nUSAGE: \(command.usage)\nSee 'gen-shared-types \(command.name) --help'.\n")
            return ExitStatus.usage
        }
    }

    /// `help [COMMAND]`: the overview, or what `COMMAND --help` prints.
    static func help(_ arguments: [String], console: Console) -> Int32 {
        guard let name = arguments.first else {
            console.writeOutput(overview)
            return ExitStatus.success
        }
        guard arguments.count == 1 else {
            console.writeError("error: help takes one command name\nUSAGE: gen-shared-types help [COMMAND]\n")
            return ExitStatus.usage
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.writeError("error: unknown command '\(name)'\(Suggestion.didYouMean(name, among: commandNames))\n\n\(overview)")
            return ExitStatus.usage
        }
        console.writeOutput(command.helpText)
        return ExitStatus.success
    }

    /// The words that can come first: the commands and `help`.
    static var commandNames: [String] { commands.map { $0.name } + ["help"] }

    /// Whether `word`, which names no command, was meant as one (a typo such as `genrate`)
    /// rather than as a schema file: a plain word, no option, path or file name, and no such
    /// file in the working directory.
    static func looksLikeCommand(_ word: String, currentDirectory: String) -> Bool {
        guard !word.isEmpty, word.utf8.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "-") }),
              word.utf8.first != UInt8(ascii: "-") else { return false }
        return FileSystem.entryKind(LexicalPath.placed(word, currentDirectory: currentDirectory)) == .missing
    }

    static var overview: String {
        var text = """
        OVERVIEW: Generates one Swift module with a GraphQL schema's enums and input objects,
        for \(RuntimeProfile.all.map(\.name).joined(separator: " and ")) projects.

        USAGE: gen-shared-types [generate] SCHEMA... -o DIR [options]
               gen-shared-types <command> [options]

        COMMANDS:

        """
        for command in commands {
            text += "  \(command.name.padding(toLength: 14))\(command.summary)\n"
        }
        text += """

        OPTIONS:
          --version     Print the version (gen-shared-types \(version)).
          --help, -h    Show this overview.

        See 'gen-shared-types help <command>' (or 'gen-shared-types <command> --help') for a
        command's options; -q/--quiet and -h/--help work with every command.

        """
        return text
    }
}

extension String {
    /// Pads with spaces to `length` characters (never truncates).
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
