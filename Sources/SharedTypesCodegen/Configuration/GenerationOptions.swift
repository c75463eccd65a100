/// Everything that shapes the generated module; read from the config file and the command
/// line (flags win).
public struct GenerationOptions: Sendable, Equatable {
    /// How `nil` input fields are sent.
    public enum NilFields: String, Sendable, CaseIterable {
        /// As an explicit JSON `null`, exactly as Relay.swift's own inputs do.
        case null
        /// Left out of what is sent, so the server applies its default or leaves a value
        /// unchanged (as SwiftUIGraphQL's synthesized `Codable` does).
        case omit
    }

    /// Whether deprecated enum values and input fields are marked `@available(*, deprecated)`.
    public enum DeprecationWarnings: String, Sendable, CaseIterable {
        /// Marked, so that code using them gets a compiler warning.
        case include
        /// Not marked (as in Relay.swift's compiler-plugin output); the reason is kept as a
        /// `Deprecated:` paragraph of the doc comment.
        case exclude
    }

    /// The Swift shape of a `@oneOf` input object.
    public enum OneOfInputs: String, Sendable, CaseIterable {
        /// An enum with one case per field: the compiler enforces that exactly one is given.
        case `enum`
        /// A struct of optional fields, as SwiftUIGraphQL's generator declares every input
        /// object: a drop-in for its code, `nil` fields always left out of what is sent.
        case `struct`
    }

    /// What the init of an input object defaults a nullable field with a GraphQL default to.
    public enum NullableDefaults: String, Sendable, CaseIterable {
        /// The GraphQL default, so that leaving the argument out sends that value.
        case schema
        /// `nil`, as Relay.swift's compiler plugin did: leaving the argument out sends `null`
        /// (`nilFields` `null`) or leaves the field out so the server applies its default
        /// (`nilFields` `omit`).
        case `nil`
    }

    /// What is written into the output folder.
    public enum Layout: String, Sendable, CaseIterable {
        /// A Swift package: `Package.swift` and `Sources/<module>/...`.
        case package
        /// Only the Swift files, directly in the output folder (for Xcode, Bazel or Tuist targets).
        case sources
        /// The Swift files and a `BUILD.bazel` declaring a rules_swift `swift_library`.
        case bazel
    }

    /// The access level of every generated declaration.
    public enum AccessLevel: String, Sendable, CaseIterable {
        /// For a module of its own that other modules import (every layout).
        case `public`
        /// For files compiled into targets of the app's own package (`sources` layout only).
        case package
        /// For files compiled into the very target that uses them (`sources` layout only).
        case `internal`

        /// The modifier written before a declaration, with its space; nothing for `internal`,
        /// Swift's default.
        var modifier: String { self == .internal ? "" : rawValue + " " }
    }

    /// How the enums and input objects are spread over Swift files.
    public enum TypeFiles: String, Sendable, CaseIterable {
        /// Types dealt into a fixed number of files (`Types/Types07.graphql.swift`) by a hash
        /// of their GraphQL name, so that adding or removing a type never moves another;
        /// enums first, then input objects, each sorted by name within a file.
        case buckets
        /// A file per type (`Enums/<Name>.graphql.swift`): the smallest diffs, the slowest
        /// clean build, as the compiler pays a cost for every file.
        case perType = "per-type"
        /// Every enum and input object in one file, `Types.graphql.swift`.
        case single
    }

    /// Where the generated package gets the runtime's package from (the runtimes that need one).
    public enum RuntimePackage: Sendable, Equatable {
        /// A package fetched from a git URL, from a version up to the next major one:
        /// `Package.swift` gets `.package(url: url, from: from)`. In the configuration file,
        /// the `url` and `from` of the runtime's package key (`RuntimeSetting.Role.package`;
        /// `from` defaults to the runtime's default version there).
        case remote(url: String, from: String)
        /// A local checkout: `Package.swift` gets `.package(path:)` with this path as it
        /// stands, which SwiftPM reads relative to the package's folder. The runtime's path
        /// flag passes it unchanged; a relative `path` of the configuration file's key is
        /// rewritten from the file's folder to the output folder.
        case path(String)

        /// The default runtime's package (its git URL from its default version), used unless
        /// the runtime's package key or flag says otherwise.
        package static let `default` = RuntimeProfile.default.dependency!.defaultPackage
        /// The version a configured URL without `from` is depended on from.
        static let defaultVersion = RuntimeProfile.default.dependency!.defaultVersion
    }

    /// The Swift type a custom scalar stands for, and the modules that type needs.
    public struct ScalarMapping: Sendable, Equatable {
        /// The Swift type the scalar's `public typealias` in `CustomScalars.graphql.swift`
        /// stands for, written as given (`String`, `Foundation.URL`).
        public var type: String
        /// The modules `type` needs, imported (when the schema has the scalar) by
        /// `CustomScalars.graphql.swift` and, after `Relay`, by every enum and input object
        /// file; each module once, sorted.
        public var imports: [String]

        /// `imports` defaults to none, as for a `customScalars` entry given as a plain string;
        /// they are kept sorted, each once, as the files list them.
        public init(type: String, imports: [String] = []) {
            self.type = type
            self.imports = Set(imports).sorted()
        }
    }

    /// The Swift module's name: the product and target of `Package.swift` (and its
    /// `Sources/<name>/` folder), or the `swift_library` of `BUILD.bazel`. The command takes it
    /// from `--module`, the `module` key, or the output folder's last component, and checks it
    /// with `SwiftNaming.moduleNameProblem`; a type of the same name gets `_` appended.
    public var moduleName: String
    /// How GraphQL enum values become Swift case names (`--enum-case-style`, `enumCaseStyle`);
    /// by default lowercased, as Relay.swift's compiler plugin names them.
    public var enumCaseStyle: EnumCaseStyle = .lowercase
    /// Whether every enum gets a `case __unknown(String)` for raw values the schema did not
    /// have when the code was generated (`--future-proof-enums`, `futureProofEnums`); off by
    /// default.
    public var futureProofEnums = false
    /// Whether every enum is marked `@nonexhaustive` (SE-0487, Swift 6.2), so that a switch
    /// over it in another module needs `@unknown default` and a value the server adds later
    /// breaks no client's build (`--non-exhaustive-enums`, `nonExhaustiveEnums`); off by
    /// default. The generated package then needs Swift 6.2.
    public var nonExhaustiveEnums = false
    /// Whether input objects are `Hashable` (`--no-hashable-inputs`, `hashableInputs`); on by
    /// default. Off, they are not `Equatable` either: a clean build of the module then takes a
    /// fifth to a quarter less, and its inputs are what Relay.swift's plugin declares.
    public var hashableInputs = true
    /// The runtime the code is written for (`--runtime`, `runtime`); by default Relay.swift.
    public var runtime: Runtime = .default
    /// How input objects send `nil` fields (`--nil-fields`, `nilFields`); nil means the
    /// runtime's own way (`resolvedNilFields`).
    public var nilFields: NilFields?
    /// Whether deprecated enum values and input fields carry `@available(*, deprecated)`
    /// (`--warnings-on-deprecated-usage`, `warningsOnDeprecatedUsage`); by default they do.
    public var warningsOnDeprecatedUsage: DeprecationWarnings = .include
    /// The shape of `@oneOf` input objects (`--one-of-inputs`, `oneOfInputs`); by default an enum.
    public var oneOfInputs: OneOfInputs = .enum
    /// What a nullable input field with a GraphQL default defaults to in the init
    /// (`--nullable-defaults`, `nullableDefaults`); by default the GraphQL default.
    public var nullableDefaults: NullableDefaults = .schema
    /// Custom scalar name → Swift type; unmapped scalars become `String`.
    public var customScalars: [String: ScalarMapping] = [:]
    /// GraphQL name → Swift name: `"Type"` for a type, `"Type.member"` for an enum value or field.
    public var renames: [String: String] = [:]
    /// Where `Package.swift` gets the runtime from (the runtime's package key and flag,
    /// `RuntimeSetting.Role.package`); only the `package` layout writes that file.
    public var runtimePackage: RuntimePackage = .default
    /// Which files are written, and where (`--layout`, `layout`); by default a Swift package.
    public var layout: Layout = .package
    /// The access level of the generated declarations (`--access-level`, `accessLevel`); by
    /// default `public`. Only the `sources` layout, whose files join a target of the app's,
    /// can use `package` or `internal`.
    public var accessLevel: AccessLevel = .public
    /// How the types are spread over files (`--type-files`, `typeFiles`); by default in
    /// buckets, which the compiler builds several times faster than a file per type.
    public var typeFiles: TypeFiles = .buckets
    /// With the `bazel` layout: the label of the runtime's library (the runtime's label key
    /// and flag, `RuntimeSetting.Role.bazelLabel`).
    public var bazelRuntimeLabel = GenerationOptions.defaultBazelRuntimeLabel
    /// Which types take the wide shapes. Not a user option: tests lower the limits to put
    /// small schemas through the wide shapes.
    var wideTypeLayout = WideTypeLayout.standard

    /// The default of `bazelRuntimeLabel`: the default runtime's (`Dependency.defaultBazelLabel`).
    package static let defaultBazelRuntimeLabel = RuntimeProfile.default.dependency!.defaultBazelLabel

    /// The labels the output fingerprint gives renamed options: their names when the first
    /// manifests were written, so that a rename does not change the generated manifest.
    static let fingerprintLabels = ["runtimePackage": "relay", "bazelRuntimeLabel": "bazelRelayLabel"]

    /// What the generated code assumes of its runtime, with the input objects' conformances
    /// as `hashableInputs` says.
    package var profile: RuntimeProfile {
        var profile = runtime.profile
        if !hashableInputs {
            profile.inputObjectConformances.removeAll { $0 == .swift("Hashable") }
        }
        return profile
    }

    /// How `nil` fields are sent: `nilFields`, or what the runtime's own generator sends
    /// (`null` for Relay.swift, left out for SwiftUIGraphQL), so that switching to the shared
    /// module changes nothing on the wire.
    package var resolvedNilFields: NilFields { nilFields ?? profile.defaultNilFields }

    /// Options for a module named `moduleName`, everything else at its default (the defaults
    /// `init` writes into a new configuration file). The name is not checked here.
    public init(moduleName: String) {
        self.moduleName = moduleName
    }
}
