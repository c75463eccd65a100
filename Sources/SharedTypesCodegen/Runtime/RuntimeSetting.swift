import SharedTypesSupport

/// A configuration key and its flag that a runtime declares for what only it has (its
/// profile's `settings`): the names and help texts are the runtime's, what the setting does is
/// its `role`'s, the same for every runtime. The configuration file's reader, the file `init`
/// writes, the flags of `generate` and `diff` and the merging iterate over `RuntimeSetting.all`.
///
/// The values are stored once (`ConfigurationFile.runtimePackage`,
/// `GenerationOptions.runtimePackage`, ...), whichever runtime declares the setting: one runtime
/// declares each role today. The settings of every runtime are read, whatever the runtime chosen,
/// as they always were: a file written for one runtime stays valid for another.
package struct RuntimeSetting: Sendable {
    /// What the setting does.
    package enum Role: Sendable {
        /// Where `Package.swift` gets the runtime from: the key takes `{"url": URL, "from":
        /// VERSION}` or `{"path": PATH}`, the flag a local path (`GenerationOptions.runtimePackage`).
        case package
        /// The `bazel` layout's label of the runtime's library (`GenerationOptions.bazelRuntimeLabel`).
        case bazelLabel
        /// A configuration file of the runtime's own generator whose custom scalars are read too,
        /// beside the configuration's `customScalars`.
        case scalarsFile(read: @Sendable (SourceFile) -> Result<GeneratorScalars, DiagnosticsError>)
    }

    let role: Role
    /// The configuration file's key, and what it means (the text `init` writes before it).
    package let key: String
    let keyHelp: String
    /// The flag, with its help in `generate` and in `diff`.
    package let flag: String
    let placeholder: String
    let help: String
    let diffHelp: String
    /// The declaring runtime's names, which the shared messages use (filled in by `all`).
    package private(set) var runtimeName = ""
    package private(set) var runtimeProduct = ""
    package private(set) var generatorName = ""

    init(_ role: Role, key: String, keyHelp: String, flag: String, placeholder: String, help: String,
         diffHelp: String = "As when generating (accepted so that one set of flags serves both commands).") {
        (self.role, self.key, self.keyHelp, self.flag, self.placeholder, self.help, self.diffHelp) =
            (role, key, keyHelp, flag, placeholder, help, diffHelp)
    }

    /// The flag as `generate` and `diff` list it.
    package var generateFlag: OptionSpec { .value(flag, placeholder: placeholder, help: help) }
    package var diffFlag: OptionSpec { .value(flag, placeholder: placeholder, help: diffHelp) }

    package var isPackage: Bool { if case .package = role { true } else { false } }
    package var isBazelLabel: Bool { if case .bazelLabel = role { true } else { false } }
    /// The reader of a `scalarsFile` setting's file; nil for the other roles.
    package var scalarsReader: (@Sendable (SourceFile) -> Result<GeneratorScalars, DiagnosticsError>)? {
        if case .scalarsFile(let read) = role { read } else { nil }
    }

    /// Every runtime's settings, in the order of `RuntimeProfile.all`, each runtime's in the
    /// order it declares them.
    package static let all: [RuntimeSetting] = RuntimeProfile.all.flatMap { profile in
        profile.settings.map { setting in
            var declared = setting
            declared.runtimeName = profile.name
            declared.runtimeProduct = profile.dependency?.packageProduct ?? profile.name
            declared.generatorName = profile.operationFiles.generatorName
            return declared
        }
    }

    /// The settings that read a generator's configuration for custom scalars.
    package static var scalarsFiles: [RuntimeSetting] { all.filter { $0.scalarsReader != nil } }
}

/// The custom scalars a runtime's generator configuration maps (`RuntimeSetting.Role.scalarsFile`).
package struct GeneratorScalars: Sendable {
    /// The scalars the file maps, as Swift types.
    package var customScalars: [String: GenerationOptions.ScalarMapping] = [:]
    /// Where each of them is written in the file.
    package var locations: [String: SourceLocation] = [:]
}

extension GenerationOptions.ScalarMapping {
    /// Whether the two mappings mean the same Swift type: the same text, or `Module.Type`
    /// against `Type` where the module is one the first imports (`Foundation.Date` with
    /// Foundation imported, against `Date`).
    package func isSameType(as other: GenerationOptions.ScalarMapping) -> Bool {
        let mine = type.filter { $0 != " " }
        let theirs = other.type.filter { $0 != " " }
        return mine == theirs || imports.contains { mine == $0 + "." + theirs || $0 + "." + mine == theirs }
    }
}
