/// Everything that shapes the generated module; read from the config file and the command
/// line (flags win).
public struct GenerationOptions: Sendable, Equatable {
    /// How `nil` input fields are sent.
    public enum NilFields: String, Sendable, CaseIterable {
        /// As an explicit JSON `null`, exactly as Relay.swift's own inputs do.
        case null
        /// Left out of `variableData`, so the server applies its default or leaves a value unchanged.
        case omit
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

    /// Where the generated package gets Relay.swift from.
    public enum RelayDependency: Sendable, Equatable {
        case remote(url: String, from: String)
        case path(String)

        public static let `default` = RelayDependency.remote(url: "https://github.com/relay-tools/Relay.swift", from: "1.1.0")
    }

    /// The Swift type a custom scalar stands for, and the modules that type needs.
    public struct ScalarMapping: Sendable, Equatable {
        public var type: String
        public var imports: [String]

        public init(type: String, imports: [String] = []) {
            self.type = type
            self.imports = imports
        }
    }

    public var moduleName: String
    public var enumCaseStyle: EnumCaseStyle = .lowercase
    public var futureProofEnums = false
    public var nilFields: NilFields = .null
    /// Custom scalar name → Swift type; unmapped scalars become `String`.
    public var customScalars: [String: ScalarMapping] = [:]
    /// GraphQL name → Swift name: `"Type"` for a type, `"Type.member"` for an enum value or field.
    public var renames: [String: String] = [:]
    public var relay: RelayDependency = .default
    public var layout: Layout = .package
    /// With the `bazel` layout: the label of Relay.swift's `Relay` library.
    public var bazelRelayLabel = GenerationOptions.defaultBazelRelayLabel
    /// Which types take the wide shapes. Not a user option: tests lower the limits to put
    /// small schemas through the wide shapes.
    var wideTypeLayout = WideTypeLayout.standard

    public static let defaultBazelRelayLabel = "@relay_swift//:Relay"

    public init(moduleName: String) {
        self.moduleName = moduleName
    }
}
