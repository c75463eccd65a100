import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// Turns the generate command's arguments and configuration file into a `GenerationRequest`:
/// the configuration file's settings, overridden by the flags. (`diff` shares the options part.)
enum GenerateArguments {
    /// Why no request could be made.
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

    /// The request the arguments and the configuration file make.
    static func request(_ arguments: ParsedArguments, context: CommandContext) -> Result<GenerationRequest, Failure> {
        let configuration: LoadedConfiguration
        switch loadConfiguration(arguments, context: context) {
        case .success(let loaded): configuration = loaded
        case .failure(let failure): return .failure(failure)
        }
        let config = configuration.file
        let fromConfig = configuration.resolve

        let schemas = arguments.positionals.isEmpty ? (config.schemas ?? []).map(fromConfig) : arguments.positionals.map(context.fileSystemPath)
        guard !schemas.isEmpty else {
            return .failure(.usage("no schema files given" + configuration.lacking("schema", context: context)))
        }
        guard let output = outputFolder(arguments, configuration: configuration, context: context) else {
            return .failure(.usage("no output folder given (-o DIR)" + configuration.lacking("output", context: context)))
        }
        // `-o .` or `-o Out/.` names a folder all the same: the module is named after it.
        let defaultModuleName = LexicalPath.lastName(of: output, currentDirectory: context.currentDirectory)
        let options: GenerationOptions
        switch reportedGenerationOptions(arguments, configuration: configuration, defaultModuleName: defaultModuleName,
                                         packageFolder: output, context: context) {
        case .success(let resolved): options = resolved
        case .failure(let failure): return .failure(failure)
        }
        let templates = arguments.value("--templates").map(context.fileSystemPath) ?? config.templates.map(fromConfig)
        let documents = documentPaths(arguments, configuration: configuration, context: context)
        return .success(GenerationRequest(schemas: schemas, output: output, options: options, documents: documents, templatesFolder: templates,
                                          checkOnly: arguments.has("--check"), homeFolder: context.environment["HOME"]))
    }
}

extension LoadedConfiguration {
    /// Why a setting the command line left out is missing: `key` is not in the file, or there
    /// is no file (naming the one looked for). Follows a message such as "no schema files given".
    func lacking(_ key: String, context: CommandContext) -> String {
        if let path {
            return ": none on the command line, and \(context.displayPath(path)) has no \"\(key)\""
        }
        return ", and there is no configuration file: \(ConfigurationFile.defaultFileName) is not in the working directory (\(context.currentDirectory)). "
            + "Pass SCHEMA... -o DIR, or --config FILE, or write \(ConfigurationFile.defaultFileName) with 'gen-shared-types init'"
    }
}

extension GenerateArguments {
    /// The documents `--documents` names, else the configuration file's `documents` (relative
    /// to the file); empty when neither names any.
    static func documentPaths(_ arguments: ParsedArguments, configuration: LoadedConfiguration, context: CommandContext) -> [String] {
        let flagged = arguments.allValues("--documents")
        return flagged.isEmpty ? (configuration.file.documents ?? []).map(configuration.resolve) : flagged.map(context.fileSystemPath)
    }

    /// The output folder `-o` or the configuration file names, without trailing slashes;
    /// `nil` when neither does.
    static func outputFolder(_ arguments: ParsedArguments, configuration: LoadedConfiguration, context: CommandContext) -> String? {
        guard let output = arguments.value("--output").map(context.fileSystemPath) ?? configuration.file.output.map(configuration.resolve) else { return nil }
        var trimmed = Substring(output)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Reads `--config FILE`, or `gen-shared-types.json` in the working directory when present.
    static func loadConfiguration(_ arguments: ParsedArguments, context: CommandContext) -> Result<LoadedConfiguration, Failure> {
        let explicitConfig = arguments.value("--config").map(context.fileSystemPath)
        let configPath = explicitConfig ?? LexicalPath.placed(ConfigurationFile.defaultFileName, currentDirectory: context.currentDirectory)
        guard explicitConfig != nil || FileSystem.entryKind(configPath) != .missing else {
            return addingGeneratorScalars(to: LoadedConfiguration(), arguments, context: context)
        }
        switch FileSystem.readFile(configPath, maxSize: 16 * 1024 * 1024) {
        case .failure(let error):
            return .failure(.input([.error("\(context.displayPath(configPath)): \(error.message)")]))
        case .success(let bytes):
            switch ConfigurationFile.read(SourceFile(path: configPath, bytes: bytes)) {
            case .failure(let error): return .failure(.input(error.diagnostics))
            case .success(let read):
                let loaded = LoadedConfiguration(file: read, directory: FileSystem.parentDirectory(configPath), path: configPath)
                return addingGeneratorScalars(to: loaded, arguments, context: context)
            }
        }
    }
}

extension GenerateArguments {
    /// The options `OptionResolution.resolve` makes of the arguments and the file, and when
    /// they resolve, the notes of `presetOverrideNotes` reported: how `generate` and `diff`
    /// both resolve their options.
    static func reportedGenerationOptions(_ arguments: ParsedArguments, configuration: LoadedConfiguration, defaultModuleName: String,
                                          packageFolder: String?, context: CommandContext) -> Result<GenerationOptions, Failure> {
        let resolved = OptionResolution.resolve(arguments, configuration: configuration, defaultModuleName: defaultModuleName,
                                                packageFolder: packageFolder, currentDirectory: context.currentDirectory)
            .mapError { Failure.usage($0.message) }
        if case .success = resolved {
            context.report(presetOverrideNotes(arguments, configuration: configuration, context: context))
        }
        return resolved
    }

    /// A note for each key of the configuration file that overrides the preset in effect
    /// (`--preset`, else the file's `preset`): the preset sets the key's option, the file
    /// gives it another value, and no flag sets it (a flag wins over both). A key equal to
    /// the preset's value, or written as `null`, changes nothing and gets no note.
    static func presetOverrideNotes(_ arguments: ParsedArguments, configuration: LoadedConfiguration,
                                    context: CommandContext) -> [Diagnostic] {
        // An unknown --preset is reported by `OptionResolution.resolve`.
        guard let preset = (try? arguments.choice("--preset", as: GenerationPreset.self)) ?? configuration.file.preset else { return [] }
        var presetOptions = GenerationOptions(moduleName: "SharedTypes")
        preset.apply(to: &presetOptions)
        let fileName = configuration.path.map(context.displayPath) ?? ConfigurationFile.defaultFileName
        var notes: [Diagnostic] = []
        for key in preset.settingKeys {
            guard let setting = GenerationSetting.byKey[key], !setting.flagGiven(arguments) else { continue }
            var fromFile = presetOptions
            setting.merge(configuration.file, &fromFile)
            let presetValue = setting.valueJSON(presetOptions), fileValue = setting.valueJSON(fromFile)
            guard !sameJSON(presetValue, fileValue) else { continue }
            notes.append(.note("\"\(key)\": \(jsonText(fileValue)) in \(fileName) overrides the \(preset.rawValue) preset's \(jsonText(presetValue)); "
                + "set it to null (or remove it) to use the preset's", at: configuration.file.settingLocations[key]))
        }
        return notes
    }

    /// Whether two setting values (strings, booleans or null) are the same.
    private static func sameJSON(_ a: JSONOutput, _ b: JSONOutput) -> Bool {
        jsonText(a) == jsonText(b)
    }

    /// A setting's value as JSON text: `"schema"`, `false`, `null`.
    private static func jsonText(_ value: JSONOutput) -> String {
        switch value {
        case .string(let string): return "\"\(string)\""
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        case .int(let number): return "\(number)"
        case .double(let number): return "\(number)"
        case .number(let text): return text
        case .array, .object: return "\(value)"
        }
    }
}
