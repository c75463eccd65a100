/// A named set of option values (`preset` in the configuration file, `--preset`), applied
/// before the other keys and flags, so that every key or flag that sets an option wins over it.
///
/// Each runtime's folder declares its presets (its profile's `presets`): a preset holds the
/// shapes of a generator that runtime replaces.
package struct GenerationPreset: Sendable, CaseIterable, RawRepresentable, Hashable {
    /// The name `preset` and `--preset` take.
    package let rawValue: String
    /// What its defaults match, as help texts name it (`SwiftUIGraphQL's schema types`).
    let matches: String
    /// The keys of `GenerationSetting.all` whose options `apply(to:)` sets.
    private let keys: Set<String>
    private let set: @Sendable (inout GenerationOptions) -> Void

    init(_ name: String, matches: String, keys: Set<String>, set: @escaping @Sendable (inout GenerationOptions) -> Void) {
        (rawValue, self.matches, self.keys, self.set) = (name, matches, keys, set)
    }

    package init?(rawValue: String) {
        guard let preset = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = preset
    }

    /// Every runtime's presets, in the order of `RuntimeProfile.all`.
    package static var allCases: [GenerationPreset] { RuntimeProfile.all.flatMap(\.presets) }

    /// The keys of `GenerationSetting.all` whose options the preset sets (`apply(to:)`), in
    /// that list's order: the keys `init --preset` writes as `null`, and the keys whose value
    /// in a file `generate` notes as overriding the preset.
    package var settingKeys: [String] { GenerationSetting.all.map(\.key).filter(keys.contains) }

    /// Presets are one by name.
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// `options` with the preset's values.
    package func apply(to options: inout GenerationOptions) { set(&options) }

    /// `--preset`'s placeholder: every preset's name.
    package static var placeholder: String { allCases.map(\.rawValue).joined(separator: "|") }
}

extension GenerationPreset {
    /// What `init` writes before the `preset` key: it names the first preset, as an example.
    static var keyHelp: String {
        let first = allCases[0]
        return "\"\(first.rawValue)\": defaults matching \(first.matches); the keys above that have a value (not null) and flags win over it."
    }

    /// `generate`'s help for `--preset`: what each preset matches.
    package static var flagHelp: String {
        "Defaults matching " + allCases.map { "\($0.matches) (\($0.rawValue))" }.joined(separator: " or ")
            + "; other flags and config keys win over it."
    }
}
