import SharedTypesCodegen
import SharedTypesSupport

/// The runtimes' settings (`RuntimeSetting.all`) where the command reads files or reports: a
/// generator's configuration read for custom scalars, and the warning about a local package
/// path. Merging the package and the Bazel label into the options is
/// `OptionResolution`'s. The names and texts are each runtime's; what happens is the setting's
/// role's.
extension GenerateArguments {
    /// Adds the custom scalars of the generator configuration that a `scalarsFile` setting's
    /// flag or key names (none is looked for otherwise) to the file's `customScalars`. Where
    /// both map a scalar to different types, the file's own entry is used and a warning names
    /// both places.
    static func addingGeneratorScalars(to configuration: LoadedConfiguration, _ arguments: ParsedArguments,
                                       context: CommandContext) -> Result<LoadedConfiguration, Failure> {
        var loaded = configuration
        for setting in RuntimeSetting.scalarsFiles {
            guard let read = setting.scalarsReader,
                  let given = arguments.value(setting.flag) ?? configuration.file.generatorConfiguration.map(configuration.resolve) else { continue }
            let path = given.hasPrefix("/") || given.isEmpty ? given : LexicalPath.absolute(given, currentDirectory: context.currentDirectory)
            let scalars: GeneratorScalars
            switch FileSystem.readFile(path, maxSize: 16 * 1024 * 1024) {
            case .failure(let error):
                return .failure(.input([.error("\(context.displayPath(path)): \(error.message)")]))
            case .success(let bytes):
                switch read(SourceFile(path: path, bytes: bytes)) {
                case .failure(let error): return .failure(.input(error.diagnostics))
                case .success(let read): scalars = read
                }
            }
            var warnings: [Diagnostic] = []
            let generator = setting.generatorName
            for name in scalars.customScalars.keys.sorted() {
                guard let theirs = scalars.customScalars[name] else { continue }
                guard let own = loaded.file.customScalars[name] else {
                    loaded.file.customScalars[name] = theirs
                    continue
                }
                if own.isSameType(as: theirs) { continue }
                var place = context.displayPath(path)
                if let location = scalars.locations[name] {
                    let (line, column) = location.lineAndColumn
                    place += ":\(line):\(column)"
                }
                let configName = configuration.path.map(context.displayPath) ?? ConfigurationFile.defaultFileName
                warnings.append(.warning("The custom scalar \"\(name)\" is \"\(own.type)\" in \(configName) but \"\(theirs.type)\" in \(generator)'s configuration \(place); "
                    + "the shared module uses \"\(own.type)\", and operation files \(generator) writes with \"\(theirs.type)\" will not fit it. Make the two agree.",
                    at: loaded.file.customScalarLocations[name]))
            }
            context.report(warnings)
        }
        return .success(loaded)
    }

    /// A warning when the generated `Package.swift` depends on a local checkout of the runtime
    /// that has no `Package.swift`: SwiftPM reads the path relative to the output folder, and
    /// a path meant relative to the working directory is the likely mistake, so the warning
    /// gives the path that would work when there is one. Not an error: the files generated are
    /// right all the same, and the checkout may come later (a submodule not yet updated).
    static func runtimePathWarning(_ request: GenerationRequest, _ arguments: ParsedArguments, context: CommandContext) -> Diagnostic? {
        guard let setting = RuntimeSetting.all.first(where: \.isPackage), request.options.layout == .package,
              case .path(let path) = request.options.runtimePackage, !path.isEmpty else { return nil }
        let package = FileSystem.physicalPath(request.output, currentDirectory: context.currentDirectory)
        let target = path.hasPrefix("/") ? path : LexicalPath.absolute(package + "/" + path, currentDirectory: context.currentDirectory)
        guard FileSystem.entryKind(target + "/Package.swift") == .missing else { return nil }
        var message = "the generated Package.swift depends on \(setting.runtimeName) at \"\(path)\", relative to the output folder \(context.displayPath(request.output)) "
            + "as SwiftPM reads it, but there is no Package.swift in \(context.displayPath(target))"
        if let flag = arguments.value(setting.flag), !flag.hasPrefix("/") {
            let fromWorkingDirectory = FileSystem.physicalPath(flag, currentDirectory: context.currentDirectory)
            if FileSystem.entryKind(fromWorkingDirectory + "/Package.swift") != .missing {
                let corrected = LexicalPath.relative(from: package, to: fromWorkingDirectory, currentDirectory: context.currentDirectory)
                message += "; \(setting.flag) is relative to the output folder: did you mean \(setting.flag) \(corrected)?"
            }
        }
        return .warning(message)
    }
}
