/// The runtimes, one case and one profile each: the only place that lists them. Each
/// runtime's profile, and what else is its own, is in its folder beside this file.
extension GenerationOptions {
    /// The client runtime the generated code is written for; the raw values are the
    /// configuration file's and `--runtime`'s spellings.
    public enum Runtime: String, Sendable, CaseIterable {
        /// Relay.swift 1.1: enums and inputs conform to its `VariableValueConvertible` and
        /// `VariableDataConvertible`; the package depends on Relay.swift (`RelaySwift/`).
        case relaySwift = "relay-swift"
        /// Plain `Codable` types in the shapes SwiftUIGraphQL's generator writes, for
        /// SwiftUIGraphQL or `URLSession` with `JSONEncoder`; the package depends on nothing
        /// (`Codable/`).
        case codable

        /// The runtime of a configuration and a manifest that name none. Its reserved type
        /// names are renamed in every runtime (`SwiftNameRules`).
        static let `default` = Runtime.relaySwift

        /// The profile of this runtime.
        package var profile: RuntimeProfile {
            switch self {
            case .relaySwift: return .relaySwift
            case .codable: return .codable
            }
        }
    }
}

extension RuntimeProfile {
    /// Every profile. The naming rules reserve the names of all of them, so that a schema's
    /// Swift names do not depend on the runtime chosen.
    package static let all: [RuntimeProfile] = GenerationOptions.Runtime.allCases.map(\.profile)
    /// The default runtime's profile.
    static let `default` = GenerationOptions.Runtime.default.profile
}
