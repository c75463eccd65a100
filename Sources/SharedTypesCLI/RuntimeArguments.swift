import SharedTypesCodegen
import SharedTypesSupport

/// The runtimes' settings (`RuntimeSetting.all`) on the command line and from the configuration
/// file: a generator's configuration read for custom scalars, where the package gets the
/// runtime from, its Bazel label. The names and texts are each runtime's; what happens is the
/// setting's role's.
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

    /// The runtime's package from the configuration file: a relative path, relative to the
    /// file, is made relative to `packageFolder` (where the generated `Package.swift` is, as
    /// SwiftPM reads it) when that is given; an absolute one is written as given.
    static func runtimePackage(_ configuration: LoadedConfiguration, packageFolder: String?, currentDirectory: String,
                               default: GenerationOptions.RuntimePackage) -> GenerationOptions.RuntimePackage {
        configuration.file.runtimePackage.map { package in
            guard case .path(let path) = package, !path.hasPrefix("/"), let packageFolder else { return package }
            // Through the links, so that `-o` spelled through a link to the folder changes nothing.
            let from = FileSystem.physicalPath(packageFolder, currentDirectory: currentDirectory)
            let to = FileSystem.physicalPath(configuration.resolve(path), currentDirectory: currentDirectory)
            return .path(LexicalPath.relative(from: from, to: to, currentDirectory: currentDirectory))
        } ?? `default`
    }

    /// Applies the flags of the `package` and `bazelLabel` settings (the package's path flag is
    /// written as given) and the file's label; a usage error when the runtime or the layout
    /// has no use for a flag given, or the label is not one.
    static func applyRuntimeFlags(_ arguments: ParsedArguments, configuration: ConfigurationFile,
                                  to options: inout GenerationOptions) -> Failure? {
        let dependencySettings = RuntimeSetting.all.filter { $0.isPackage || $0.isBazelLabel }
        if options.profile.dependency == nil {
            for setting in dependencySettings where arguments.value(setting.flag) != nil {
                return .usage("\(setting.flag) names \(setting.runtimeName), which runtime \(options.runtime.rawValue) does not depend on")
            }
        }
        for setting in dependencySettings where setting.isPackage {
            guard let path = arguments.value(setting.flag) else { continue }
            guard options.layout == .package else {
                return .usage("\(setting.flag) sets \(setting.runtimeName)'s place in Package.swift, which layout \(options.layout.rawValue) does not write")
            }
            options.runtimePackage = .path(path)
        }
        for setting in dependencySettings where setting.isBazelLabel {
            if arguments.value(setting.flag) != nil && options.layout != .bazel {
                return .usage("\(setting.flag) sets \(setting.runtimeName)'s label in BUILD.bazel, which only layout bazel writes (this run's layout is \(options.layout.rawValue))")
            }
            options.bazelRuntimeLabel = arguments.value(setting.flag) ?? configuration.bazelRuntimeLabel ?? options.bazelRuntimeLabel
            if let problem = BazelBuildFile.labelProblem(options.bazelRuntimeLabel) {
                return .usage("'\(options.bazelRuntimeLabel)' is not a Bazel label for \(setting.runtimeProduct): \(problem)")
            }
        }
        return nil
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
