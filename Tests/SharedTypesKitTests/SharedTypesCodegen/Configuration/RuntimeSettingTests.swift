import Testing
@testable import SharedTypesSupport
@testable import MustacheEngine
@testable import SharedTypesCodegen

/// The keys, flags, presets and template keys the runtimes declare (`RuntimeSetting`,
/// `RuntimeProfile.presets`, `templateKeyAliases`) join the shared lists without clashing.
@Suite struct RuntimeSettingTests {
    @Test func everyKeyOfTheFileIsDeclaredOnce() {
        let names = ConfigurationFile.keys.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        for setting in RuntimeSetting.all {
            #expect(names.contains(setting.key), "\(setting.key)")
            #expect(GenerationSetting.byKey[setting.key] == nil, "\(setting.key)")
        }
    }

    @Test func everyFlagIsDeclaredOnce() {
        let flags = RuntimeSetting.all.map(\.flag)
        #expect(Set(flags).count == flags.count)
        #expect(Set(flags).isDisjoint(with: GenerationSetting.all.map { String($0.flag.usage.prefix { $0 != " " }) }))
    }

    @Test func eachRuntimeSettingNamesItsRuntime() {
        for setting in RuntimeSetting.all {
            #expect(RuntimeProfile.all.contains { $0.name == setting.runtimeName }, "\(setting.key)")
            #expect(!setting.generatorName.isEmpty && !setting.runtimeProduct.isEmpty, "\(setting.key)")
        }
    }

    @Test func presetsHaveDistinctNamesAndAreFoundByThem() {
        let names = GenerationPreset.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        for preset in GenerationPreset.allCases {
            #expect(GenerationPreset(rawValue: preset.rawValue) == preset)
        }
        #expect(GenerationPreset(rawValue: "none") == nil)
    }

    @Test func aliasesCopyTheirKeyAndLeaveAnAbsentKeyAbsent() {
        let aliases = RuntimeProfile.all.flatMap(\.templateKeyAliases)
        for (alias, key) in aliases {
            let present = RuntimeProfile.addingTemplateKeyAliases(to: [key: .string("x")])
            #expect(present[alias].map { "\($0)" } == "\(TemplateValue.string("x"))", "\(alias)")
            let absent = RuntimeProfile.addingTemplateKeyAliases(to: [:])
            #expect(absent[alias] == nil, "\(alias)")
        }
    }

    @Test func theFingerprintLabelsRenameStoredOptions() {
        let stored = Set(Mirror(reflecting: GenerationOptions(moduleName: "M")).children.compactMap(\.label))
        #expect(Set(GenerationOptions.fingerprintLabels.keys).isSubset(of: stored))
        #expect(Set(GenerationOptions.fingerprintLabels.values).isDisjoint(with: stored))
    }
}
