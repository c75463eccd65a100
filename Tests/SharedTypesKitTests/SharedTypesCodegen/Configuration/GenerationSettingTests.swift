import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import SharedTypesCLI
@testable import TestSupport

/// The options that a configuration key and a flag both set (`GenerationSetting.all`): each
/// key and its flag set the same option to the same value, the flag wins, and the commands,
/// `init` and the reference documentation list every one.
@Suite struct GenerationSettingTests {
    /// The options `generate` makes of `file` (a configuration file's text) and `flags`.
    static func options(file: String = "{}", flags: [String] = []) throws -> GenerationOptions {
        let configuration = try ConfigurationFile.read(SourceFile(path: "config.json", bytes: Array(file.utf8))).get()
        let arguments = try ParsedArguments(flags, specs: GenerateCommand.options)
        return try OptionResolution.resolve(arguments, configuration: LoadedConfiguration(file: configuration),
                                            defaultModuleName: "SharedTypes").get()
    }

    /// Every value a setting takes: its flag's arguments and the JSON of its key.
    static func values(of setting: GenerationSetting) -> [(flags: [String], json: String)] {
        guard let values = setting.values else {
            let toggled = setting.valueJSON(GenerationOptions(moduleName: "SharedTypes"))
            guard case .bool(let defaultValue) = toggled else { return [] }
            return [([setting.flag.names[0]], "\(!defaultValue)")]
        }
        return values.map { ([setting.flag.names[0], $0], "\"\($0)\"") }
    }

    /// Flags that need others to be valid (an access level below public needs the sources layout).
    static func companions(of setting: GenerationSetting) -> [String] {
        setting.key == "accessLevel" ? ["--layout", "sources"] : []
    }

    @Test(arguments: GenerationSetting.all.map(\.key))
    func theKeyAndTheFlagSetTheSameOption(_ key: String) throws {
        let setting = try #require(GenerationSetting.byKey[key])
        let defaults = CanonicalDescription.of(try Self.options(flags: Self.companions(of: setting)))
        var seen: Set<String> = []
        for value in Self.values(of: setting) {
            let companions = Self.companions(of: setting)
            let companionsJSON = companions.isEmpty ? "" : ", \"layout\": \"sources\""
            let fromFlag = CanonicalDescription.of(try Self.options(flags: value.flags + companions))
            let fromFile = CanonicalDescription.of(try Self.options(file: "{\"\(key)\": \(value.json)\(companionsJSON)}"))
            #expect(fromFlag == fromFile, "\(key) = \(value.json)")
            seen.insert(fromFlag)
        }
        // Each value makes different options, and one of them differs from the defaults.
        #expect(seen.count == Self.values(of: setting).count, "\(key)")
        #expect(seen.contains { $0 != defaults }, "\(key) changes nothing")
    }

    @Test(arguments: GenerationSetting.all.filter { ($0.values?.count ?? 0) > 1 }.map(\.key))
    func theFlagWinsOverTheKey(_ key: String) throws {
        let setting = try #require(GenerationSetting.byKey[key])
        let values = try #require(setting.values)
        let companionsJSON = key == "accessLevel" ? ", \"layout\": \"sources\"" : ""
        let winner = CanonicalDescription.of(try Self.options(flags: [setting.flag.names[0], values[0]] + Self.companions(of: setting)))
        let both = CanonicalDescription.of(try Self.options(file: "{\"\(key)\": \"\(values[1])\"\(companionsJSON)}",
                                                            flags: [setting.flag.names[0], values[0]]))
        #expect(both == winner)
    }

    @Test func keysAndFlagsAreListedOnceByEveryCommandThatTakesThem() {
        let keys = ConfigurationFile.keys.map(\.name)
        #expect(Set(keys).count == keys.count)
        for setting in GenerationSetting.all {
            #expect(keys.filter { $0 == setting.key }.count == 1, "\(setting.key)")
            #expect(setting.flag.names == setting.diffFlag.names)
        }
        for options in [GenerateCommand.options, DiffCommand.options] {
            let names = options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(names)")
            for setting in GenerationSetting.all {
                #expect(names.contains(setting.flag.names[0]), "\(setting.flag.names[0])")
            }
        }
    }

    /// docs/configuration.md documents every flag of `generate` and every key, docs/diff.md
    /// every flag of `diff`, so that a new option cannot be left out of the reference.
    @Test func theReferenceDocumentsEveryFlagAndKey() throws {
        let configuration = try DocumentationText.read("docs/configuration.md")
        let diff = try DocumentationText.read("docs/diff.md")
        func mentions(_ text: Substring, _ option: OptionSpec) -> Bool {
            option.names.contains { text.contains("`\($0) ") || text.contains("`\($0)`") || text.contains("[\($0) ") || text.contains("[\($0)]") }
        }
        let flags = try #require(DocumentationText.section("Flags", in: configuration))
        let usage = try #require(DocumentationText.section("The `generate` command", in: configuration))
        for option in GenerateCommand.options {
            #expect(mentions(flags, option), "\(option.names[0]) in docs/configuration.md's flags table")
            #expect(mentions(usage, option) || option.names.contains("--help"), "\(option.names[0]) in docs/configuration.md's usage")
        }
        let keys = try #require(DocumentationText.section("Keys", in: configuration))
        for key in ConfigurationFile.keys.map(\.name) {
            #expect(keys.contains("\n| `\(key)` | "), "\(key) in docs/configuration.md's keys table")
        }
        let command = try #require(DocumentationText.section("The command", in: diff))
        for option in DiffCommand.options {
            #expect(mentions(command, option), "\(option.names[0]) in docs/diff.md's usage")
        }
    }
}
