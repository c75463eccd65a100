extension GenerationPreset {
    /// SwiftUIGraphQL's schema types (`schema.swift`), for apps switching to the shared module:
    /// the codable runtime, `@oneOf` inputs as structs of optional fields (`oneOfInputs`
    /// `struct`), no deprecation attributes (its types have none), with the options its shapes
    /// already share held at its values: lowercased enum cases, `nil` fields left out, enums
    /// without the unknown-value case and without `@nonexhaustive`, `Hashable` input objects.
    static let swiftUIGraphQL = GenerationPreset(
        "swiftui-graphql", matches: "SwiftUIGraphQL's schema types",
        keys: ["runtime", "oneOfInputs", "warningsOnDeprecatedUsage", "enumCaseStyle", "nilFields",
               "futureProofEnums", "nonExhaustiveEnums", "hashableInputs"]
    ) { options in
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
