/// The runtimes: `RuntimeProfile.all` below is the only list of them, a line each. Each
/// runtime's profile, its `GenerationOptions.Runtime` and what else is its own are in its
/// folder beside this file.
extension RuntimeProfile {
    /// Every profile, the default runtime's first. The naming rules reserve the names of all
    /// of them, so that a schema's Swift names do not depend on the runtime chosen.
    package static let all: [RuntimeProfile] = [
        .relaySwift,
        .codable,
    ]
    /// The default runtime's profile.
    static let `default` = GenerationOptions.Runtime.default.profile
}

extension GenerationOptions {
    /// A client runtime the generated code is written for (`RuntimeProfile.all` lists them;
    /// each folder of `Runtime/` declares its own, such as `.relaySwift` and `.codable`).
    public struct Runtime: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// How `--runtime` and the `runtime` key spell it (`relay-swift`, `codable`).
        public let rawValue: String

        /// The runtime spelled `rawValue`; nil when there is none of that name.
        public init?(rawValue: String) {
            guard RuntimeProfile.all.contains(where: { $0.runtime.rawValue == rawValue }) else { return nil }
            self.rawValue = rawValue
        }

        /// A runtime its folder declares, spelled `name`.
        init(declaring name: String) {
            rawValue = name
        }

        /// Every runtime, the default first.
        public static var allCases: [Runtime] { RuntimeProfile.all.map(\.runtime) }

        /// The runtime of a configuration and a manifest that name none. Its reserved type
        /// names are renamed in every runtime (`SwiftNameRules`).
        static let `default` = Runtime.relaySwift

        /// The profile of this runtime.
        package var profile: RuntimeProfile {
            RuntimeProfile.all.first { $0.runtime == self } ?? RuntimeProfile.all[0]
        }
    }
}
