/// What the Relay.swift runtime adds to the configuration: its settings (where the package
/// gets Relay.swift from, its Bazel label, relay-compiler's configuration), its preset, and
/// the template keys custom templates know it by.
extension RuntimeProfile {
    static let relaySwiftSettings: [RuntimeSetting] = [
        RuntimeSetting(.scalarsFile(read: RelayCompilerConfiguration.readScalars), key: "relayConfig",
                       keyHelp: "A relay-compiler JSON config (relay.config.json or package.json) whose customScalars are read too.",
                       flag: "--relay-config", placeholder: "FILE",
                       help: "Also read customScalars from a relay-compiler JSON config (relay.config.json or package.json).",
                       diffHelp: "A relay-compiler JSON config whose customScalars the module uses too."),
        RuntimeSetting(.package, key: "relay",
                       keyHelp: "Where Relay.swift comes from: {\"url\": URL, \"from\": VERSION} or {\"path\": PATH}.",
                       flag: "--relay-path", placeholder: "PATH",
                       help: "Depend on a local Relay.swift checkout instead of the GitHub package (relative to DIR, as Package.swift reads it)."),
        RuntimeSetting(.bazelLabel, key: "bazelRelayLabel",
                       keyHelp: "With layout \"bazel\": the Bazel label of Relay.swift's Relay library, the swift_library's dependency.",
                       flag: "--bazel-relay-label", placeholder: "LABEL",
                       help: "With --layout bazel: the label of Relay.swift's Relay library (default: \(relaySwiftDependency.defaultBazelLabel))."),
    ]

    /// The names the package and Bazel templates gave the runtime's keys before there was a
    /// second runtime; users' custom templates still use them.
    static let relaySwiftTemplateKeys = [
        "relayDependency": "runtimeDependency",
        "relayPackageLiteral": "runtimePackageLiteral",
        "relayLabelLiteral": "runtimeLabelLiteral",
    ]
}

extension GenerationPreset {
    /// The shapes of Relay.swift 1.1's compiler-plugin types, for apps switching their
    /// operation files over to the shared module: no deprecation attributes
    /// (`warningsOnDeprecatedUsage` `exclude`) and `nil` init defaults for nullable fields
    /// (`nullableDefaults` `nil`), with the options the plugin's shapes already share held at
    /// its values: lowercased enum cases, `nil` fields sent as `null`, enums without the
    /// unknown-value case and without `@nonexhaustive`, and input objects without `Hashable`
    /// (`hashableInputs` false, which also makes the module cheaper to build).
    static let relayPlugin = GenerationPreset(
        "relay-plugin", matches: "Relay.swift's compiler-plugin types",
        keys: ["warningsOnDeprecatedUsage", "nullableDefaults", "enumCaseStyle", "nilFields",
               "futureProofEnums", "nonExhaustiveEnums", "hashableInputs"]
    ) { options in
        options.warningsOnDeprecatedUsage = .exclude
        options.nullableDefaults = .nil
        options.enumCaseStyle = .lowercase
        options.nilFields = .null
        options.futureProofEnums = false
        options.nonExhaustiveEnums = false
        options.hashableInputs = false
    }
}
