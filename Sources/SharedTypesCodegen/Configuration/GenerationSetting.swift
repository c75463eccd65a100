import GraphQLSchema
import SharedTypesSupport

/// A generation option that a key of the configuration file and a flag both set, described
/// once: the key and the flag, what each means, and the properties of `ConfigurationFile` and
/// `GenerationOptions` that hold its value. The file's reader, the file `init` writes, the
/// flags of `generate` and `diff`, and the merging (the file over the defaults, the flags over
/// the file) all work from `GenerationSetting.all`, so an option of this kind is a property of
/// each of those two types and an entry in that list.
///
/// The keys and flags that need more than a value (`schema`, `output`, `preset`,
/// `customScalars`, ...) are read where they are used; those a runtime declares are its
/// `RuntimeSetting`s.
package struct GenerationSetting: Sendable {
    /// The configuration file's key.
    let key: String
    /// What the key means: the text `init` writes before it.
    let keyHelp: String
    /// The flag of `generate`, with its help.
    package let flag: OptionSpec
    /// The same flag as `diff` lists it: what the option changes in a diff's report.
    package let diffFlag: OptionSpec
    /// The values the key and the flag take, for a choice; nil for a toggle (the key takes
    /// `true` or `false`, the flag no value).
    let values: [String]?

    /// Reads the key's value into the file's property; the error message when the value is
    /// not one the key takes.
    let read: @Sendable (JSONValue, inout ConfigurationFile) -> String?
    /// Sets the option from the file, when the file sets it.
    package let merge: @Sendable (ConfigurationFile, inout GenerationOptions) -> Void
    /// Sets the option from its flag, when the flag is given.
    package let apply: @Sendable (ParsedArguments, inout GenerationOptions) throws(UsageError) -> Void
    /// The option's value in `options` as the key would be written (`null` for an optional
    /// option left nil): the default `init` names in its help text, and the values the note
    /// on a key that overrides a preset compares.
    package let valueJSON: @Sendable (GenerationOptions) -> JSONOutput
    /// Whether the flag is given (the flag then wins over the key and a preset).
    package let flagGiven: @Sendable (ParsedArguments) -> Bool
}

extension GenerationSetting {
    /// Every option of this kind, in the order of the help and of the file `init` writes.
    package static let all: [GenerationSetting] = [
        .choice("runtime", \.runtime, \.runtime, flag: "--runtime",
                help: "The client runtime: relay-swift (default) or codable (plain Codable in SwiftUIGraphQL's shapes, no dependency).",
                diffHelp: "The runtime the module is written for (its default nil mode and its Swift terms).",
                keyHelp: "The client runtime: \"relay-swift\" (Relay.swift) or \"codable\" (plain Codable, as SwiftUIGraphQL; no dependency)."),
        .choice("layout", \.layout, \.layout, flag: "--layout",
                help: "Write a Swift package (default), only the Swift files, or the Swift files and a BUILD.bazel.",
                diffHelp: "As when generating (checked as generate checks it).",
                keyHelp: "\"package\" (Package.swift and Sources/), \"sources\" (Swift files only) or \"bazel\" (Swift files and a BUILD.bazel)."),
        .choice("accessLevel", \.accessLevel, \.accessLevel, flag: "--access-level",
                help: "The generated declarations' access level (default public; package and internal need --layout sources).",
                diffHelp: "As when generating: below public, @nonexhaustive does not apply (the enums are switched in their own module or package).",
                keyHelp: "Access level of the generated declarations: \"public\", or with layout \"sources\" \"package\" or \"internal\"."),
        .choice("typeFiles", \.typeFiles, \.typeFiles, flag: "--type-files",
                help: "Deal the types into a fixed number of files (default, the fastest to build), one file per type, or one file.",
                diffHelp: "As when generating (accepted so that one set of flags serves both commands).",
                keyHelp: "How types are spread over files: \"buckets\" (a fixed number of files, the fastest to build), \"per-type\" or \"single\"."),
        .toggle("hashableInputs", \.hashableInputs, \.hashableInputs, flag: "--no-hashable-inputs", setsTo: false,
                help: "Declare input objects without Hashable: the module builds faster (as Relay.swift's plugin declares them).",
                diffHelp: "As when generating (accepted so that one set of flags serves both commands).",
                keyHelp: "Make input objects Hashable; false takes a fifth to a quarter off a clean build of the module (Relay.swift's plugin declares them without)."),
        .choice("enumCaseStyle", \.enumCaseStyle, \.enumCaseStyle, flag: "--enum-case-style", placeholder: "STYLE",
                help: "lowercase (default, as Relay.swift), camelCase or unchanged.",
                diffHelp: "lowercase (default), camelCase or unchanged, as when generating.",
                keyHelp: "Enum case names: \"lowercase\" (as Relay.swift), \"camelCase\" or \"unchanged\"."),
        .toggle("futureProofEnums", \.futureProofEnums, \.futureProofEnums, flag: "--future-proof-enums", setsTo: true,
                help: "Give every enum a case that holds unknown raw values.",
                diffHelp: "The module is generated with --future-proof-enums (a new enum value is then dangerous, not breaking).",
                keyHelp: "Add a case holding unknown raw values to every enum."),
        .toggle("nonExhaustiveEnums", \.nonExhaustiveEnums, \.nonExhaustiveEnums, flag: "--non-exhaustive-enums", setsTo: true,
                help: "Mark every enum @nonexhaustive (Swift 6.2): clients switch with @unknown default.",
                diffHelp: "The module is generated with --non-exhaustive-enums (a new enum value is then safe, not breaking).",
                keyHelp: "Mark every enum @nonexhaustive (Swift 6.2): clients switch with @unknown default."),
        .choice("nilFields", \.nilFields, \.nilFields, flag: "--nil-fields",
                help: "Send nil input fields as null or leave them out (default: as the runtime does, \(defaultNilFields { "\($1) for \($0)" })).",
                diffHelp: "How the module sends nil fields (decides whether server defaults matter).",
                keyHelp: "How nil input fields are sent: \"null\" or \"omit\"; when left null, as the runtime's own generator sends them (\(defaultNilFields { "\($0) \"\($1)\"" }))."),
        .choice("warningsOnDeprecatedUsage", \.warningsOnDeprecatedUsage, \.warningsOnDeprecatedUsage, flag: "--warnings-on-deprecated-usage",
                help: "Mark deprecated enum values and input fields @available(*, deprecated) (include, default) or not.",
                diffHelp: "Whether the module marks deprecations (decides whether one warns).",
                keyHelp: "\"include\" marks deprecated enum values and input fields @available(*, deprecated); \"exclude\" does not."),
        .choice("oneOfInputs", \.oneOfInputs, \.oneOfInputs, flag: "--one-of-inputs",
                help: "Declare @oneOf inputs as an enum (default: exactly one field, checked by the compiler) or a struct of optional fields (SwiftUIGraphQL's shape).",
                diffHelp: "The shape of @oneOf inputs, as when generating.",
                keyHelp: "@oneOf inputs as \"enum\" (one case per field) or \"struct\" (optional fields, as SwiftUIGraphQL declares them; nil fields left out)."),
        .choice("nullableDefaults", \.nullableDefaults, \.nullableDefaults, flag: "--nullable-defaults",
                help: "Default a nullable field with a GraphQL default to that value (schema, default) or to nil (as Relay.swift's plugin).",
                diffHelp: "What nullable fields with a GraphQL default default to in the init, as when generating.",
                keyHelp: "What the init defaults a nullable field with a GraphQL default to: \"schema\" (that default) or \"nil\" (as Relay.swift's plugin)."),
    ]

    /// Each runtime's default of `nilFields`, as `entry(runtime, value)` words it, joined with commas.
    private static func defaultNilFields(_ entry: (String, String) -> String) -> String {
        GenerationOptions.Runtime.allCases.map { entry($0.rawValue, $0.profile.defaultNilFields.rawValue) }.joined(separator: ", ")
    }

    /// The setting of each key.
    package static let byKey: [String: GenerationSetting] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    /// A key and a flag that take one of `Value`'s raw values. The flag's placeholder lists
    /// them unless `placeholder` is given.
    static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ key: String, _ file: WritableKeyPath<ConfigurationFile, Value?> & Sendable,
        _ option: WritableKeyPath<GenerationOptions, Value> & Sendable,
        flag: String, placeholder: String? = nil, help: String, diffHelp: String, keyHelp: String
    ) -> GenerationSetting where Value.RawValue == String {
        choice(key, file, get: { $0[keyPath: option] }, set: { $0[keyPath: option] = $1 },
               flag: flag, placeholder: placeholder, help: help, diffHelp: diffHelp, keyHelp: keyHelp)
    }

    /// A choice whose option is optional: nil means a default that depends on other options,
    /// and `init` writes `null`.
    static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ key: String, _ file: WritableKeyPath<ConfigurationFile, Value?> & Sendable,
        _ option: WritableKeyPath<GenerationOptions, Value?> & Sendable,
        flag: String, placeholder: String? = nil, help: String, diffHelp: String, keyHelp: String
    ) -> GenerationSetting where Value.RawValue == String {
        choice(key, file, get: { $0[keyPath: option] }, set: { $0[keyPath: option] = $1 },
               flag: flag, placeholder: placeholder, help: help, diffHelp: diffHelp, keyHelp: keyHelp)
    }

    private static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ key: String, _ file: WritableKeyPath<ConfigurationFile, Value?> & Sendable,
        get: @escaping @Sendable (GenerationOptions) -> Value?, set: @escaping @Sendable (inout GenerationOptions, Value) -> Void,
        flag: String, placeholder: String?, help: String, diffHelp: String, keyHelp: String
    ) -> GenerationSetting where Value.RawValue == String {
        let values = Value.allCases.map(\.rawValue)
        let placeholder = placeholder ?? values.joined(separator: "|")
        return GenerationSetting(
            key: key, keyHelp: keyHelp,
            flag: .value(flag, placeholder: placeholder, help: help),
            diffFlag: .value(flag, placeholder: placeholder, help: diffHelp),
            values: values,
            read: { value, configuration in
                switch ConfigurationFile.choice(value, key: key, as: Value.self) {
                case .success(let parsed):
                    configuration[keyPath: file] = parsed
                    return nil
                case .failure(let problem):
                    return problem.message
                }
            },
            merge: { configuration, options in
                if let value = configuration[keyPath: file] { set(&options, value) }
            },
            apply: { (arguments, options) throws(UsageError) in
                if let value = try arguments.choice(flag, as: Value.self) { set(&options, value) }
            },
            valueJSON: { defaults in get(defaults).map { .string($0.rawValue) } ?? .null },
            flagGiven: { $0.value(flag) != nil }
        )
    }

    /// A key that takes `true` or `false`, and a flag that sets the option to `setsTo` (the
    /// flag can only change the default).
    static func toggle(
        _ key: String, _ file: WritableKeyPath<ConfigurationFile, Bool?> & Sendable,
        _ option: WritableKeyPath<GenerationOptions, Bool> & Sendable,
        flag: String, setsTo flagValue: Bool, help: String, diffHelp: String, keyHelp: String
    ) -> GenerationSetting {
        GenerationSetting(
            key: key, keyHelp: keyHelp,
            flag: .flag(flag, help: help),
            diffFlag: .flag(flag, help: diffHelp),
            values: nil,
            read: { value, configuration in
                guard let flag = value.boolValue else { return "\"\(key)\" must be true or false, found \(value.kindDescription)." }
                configuration[keyPath: file] = flag
                return nil
            },
            merge: { configuration, options in
                if let value = configuration[keyPath: file] { options[keyPath: option] = value }
            },
            apply: { arguments, options in
                if arguments.has(flag) { options[keyPath: option] = flagValue }
            },
            valueJSON: { defaults in .bool(defaults[keyPath: option]) },
            flagGiven: { $0.has(flag) }
        )
    }
}
