import SharedTypesSupport

/// The configuration file in effect (empty when there is none) and the folder its paths are
/// relative to.
package struct LoadedConfiguration {
    package var file = ConfigurationFile()
    package var directory = ""
    /// The file read; nil when there was none.
    package var path: String?

    /// A path from the file, made relative to the working directory. An empty path stays
    /// empty, so that it is refused as it is on the command line.
    package func resolve(_ path: String) -> String {
        path.isEmpty || path.hasPrefix("/") || directory.isEmpty || directory == "." ? path : directory + "/" + path
    }

    package init(file: ConfigurationFile = ConfigurationFile(), directory: String = "", path: String? = nil) {
        self.file = file
        self.directory = directory
        self.path = path
    }
}

/// The options of a run: the configuration file's, overridden by the flags of the command
/// line. The commands that generate (`generate`, `diff`) resolve their options here.
package enum OptionResolution {
    /// The options from the configuration file, overridden by the flags a command declares
    /// (`--module`, `--preset`, the flags of `GenerationSetting.all` and of `RuntimeSetting.all`;
    /// flags a command does not declare are simply absent). A preset (`--preset`, else the
    /// file's `preset`) is applied first, so every key with a value (a `null` key is left out) and
    /// every flag wins over it; the CLI's `presetOverrideNotes` names the keys that do. The runtime's
    /// package from the file is placed relative to `packageFolder` (`runtimePackage`).
    package static func resolve(_ arguments: ParsedArguments, configuration: LoadedConfiguration, defaultModuleName: String,
                                packageFolder: String? = nil, currentDirectory: String = ".") -> Result<GenerationOptions, UsageError> {
        let config = configuration.file
        let moduleName = arguments.value("--module") ?? config.module ?? defaultModuleName
        if let problem = SwiftNaming.moduleNameProblem(moduleName) {
            let example = SwiftNaming.suggestedModuleName(for: moduleName).map { ", such as --module \($0)" } ?? ""
            return .failure(UsageError(message: "'\(moduleName)' cannot be the module name: \(problem); pass --module NAME\(example) (or set \"module\" in the configuration file)"))
        }
        var options = GenerationOptions(moduleName: moduleName)
        do {
            try (arguments.choice("--preset", as: GenerationPreset.self) ?? config.preset)?.apply(to: &options)
        } catch {
            return .failure(error)
        }
        for setting in GenerationSetting.all { setting.merge(config, &options) }
        options.customScalars = config.customScalars
        options.renames = config.renames
        options.runtimePackage = runtimePackage(configuration, packageFolder: packageFolder, currentDirectory: currentDirectory,
                                                default: options.runtimePackage)

        do {
            for setting in GenerationSetting.all { try setting.apply(arguments, &options) }
        } catch {
            return .failure(error)
        }
        if options.accessLevel != .public && options.layout != .sources {
            return .failure(UsageError(message: "access level \(options.accessLevel.rawValue) needs --layout sources: the \(options.layout.rawValue) layout builds a module of its own, which other modules see only through public declarations"))
        }
        if let problem = applyRuntimeFlags(arguments, configuration: config, to: &options) {
            return .failure(problem)
        }
        return .success(options)
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
                                  to options: inout GenerationOptions) -> UsageError? {
        let dependencySettings = RuntimeSetting.all.filter { $0.isPackage || $0.isBazelLabel }
        if options.profile.dependency == nil {
            for setting in dependencySettings where arguments.value(setting.flag) != nil {
                return UsageError(message: "\(setting.flag) names \(setting.runtimeName), which runtime \(options.runtime.rawValue) does not depend on")
            }
        }
        for setting in dependencySettings where setting.isPackage {
            guard let path = arguments.value(setting.flag) else { continue }
            guard options.layout == .package else {
                return UsageError(message: "\(setting.flag) sets \(setting.runtimeName)'s place in Package.swift, which layout \(options.layout.rawValue) does not write")
            }
            options.runtimePackage = .path(path)
        }
        for setting in dependencySettings where setting.isBazelLabel {
            if arguments.value(setting.flag) != nil && options.layout != .bazel {
                return UsageError(message: "\(setting.flag) sets \(setting.runtimeName)'s label in BUILD.bazel, which only layout bazel writes (this run's layout is \(options.layout.rawValue))")
            }
            options.bazelRuntimeLabel = arguments.value(setting.flag) ?? configuration.bazelRuntimeLabel ?? options.bazelRuntimeLabel
            if let problem = BazelBuildFile.labelProblem(options.bazelRuntimeLabel) {
                return UsageError(message: "'\(options.bazelRuntimeLabel)' is not a Bazel label for \(setting.runtimeProduct): \(problem)")
            }
        }
        return nil
    }
}
