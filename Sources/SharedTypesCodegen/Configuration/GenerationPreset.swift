/// A named set of option values (`preset` in the configuration file, `--preset`), applied
/// before the other keys and flags, so that every key or flag that sets an option wins over it.
package enum GenerationPreset: String, Sendable, CaseIterable {
    /// The shapes of Relay.swift 1.1's compiler-plugin types, for apps switching their
    /// operation files over to the shared module: no deprecation attributes
    /// (`warningsOnDeprecatedUsage` `exclude`) and `nil` init defaults for nullable fields
    /// (`nullableDefaults` `nil`), with the options the plugin's shapes already share held at
    /// its values: lowercased enum cases, `nil` fields sent as `null`, enums without the
    /// unknown-value case and without `@nonexhaustive`, and input objects without `Hashable`
    /// (`hashableInputs` false, which also makes the module cheaper to build).
    case relayPlugin = "relay-plugin"

    /// SwiftUIGraphQL's schema types (`schema.swift`), for apps switching to the shared module:
    /// the codable runtime, `@oneOf` inputs as structs of optional fields (`oneOfInputs`
    /// `struct`), no deprecation attributes (its types have none), with the options its shapes
    /// already share held at its values: lowercased enum cases, `nil` fields left out, enums
    /// without the unknown-value case and without `@nonexhaustive`, `Hashable` input objects.
    case swiftUIGraphQL = "swiftui-graphql"

    /// The keys of `GenerationSetting.all` whose options the preset sets (`apply(to:)`), in
    /// that list's order: the keys `init --preset` writes as `null`, and the keys whose value
    /// in a file `generate` notes as overriding the preset.
    package var settingKeys: [String] {
        switch self {
        case .relayPlugin:
            let keys: Set = ["warningsOnDeprecatedUsage", "nullableDefaults", "enumCaseStyle", "nilFields",
                             "futureProofEnums", "nonExhaustiveEnums", "hashableInputs"]
            return GenerationSetting.all.map(\.key).filter(keys.contains)
        case .swiftUIGraphQL:
            let keys: Set = ["runtime", "oneOfInputs", "warningsOnDeprecatedUsage", "enumCaseStyle", "nilFields",
                             "futureProofEnums", "nonExhaustiveEnums", "hashableInputs"]
            return GenerationSetting.all.map(\.key).filter(keys.contains)
        }
    }

    /// `options` with the preset's values.
    package func apply(to options: inout GenerationOptions) {
        switch self {
        case .relayPlugin:
            options.warningsOnDeprecatedUsage = .exclude
            options.nullableDefaults = .nil
            options.enumCaseStyle = .lowercase
            options.nilFields = .null
            options.futureProofEnums = false
            options.nonExhaustiveEnums = false
            options.hashableInputs = false
        case .swiftUIGraphQL:
            options.runtime = .codable
            options.oneOfInputs = .struct
            options.warningsOnDeprecatedUsage = .exclude
            options.enumCaseStyle = .lowercase
            options.nilFields = .omit
            options.futureProofEnums = false
            options.nonExhaustiveEnums = false
            options.hashableInputs = true
        }
    }
}
