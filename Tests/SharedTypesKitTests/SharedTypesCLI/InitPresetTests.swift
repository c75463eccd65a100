import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import SharedTypesCLI
@testable import TestSupport

/// A file from `init` (with and without `--preset`) leaves every preset's options to the
/// preset, and `generate` notes exactly the file keys that override a preset.
@Suite struct InitPresetTests {
    /// The options a configuration file's text and flags make.
    static func options(file: String, flags: [String] = []) throws -> GenerationOptions {
        let configuration = try ConfigurationFile.read(SourceFile(path: "gen-shared-types.json", bytes: Array(file.utf8))).get()
        let arguments = try ParsedArguments(flags, specs: GenerateCommand.options)
        return try OptionResolution.resolve(arguments, configuration: LoadedConfiguration(file: configuration, path: "gen-shared-types.json"),
                                            defaultModuleName: "SharedTypes").get()
    }

    static func presetOptions(_ preset: GenerationPreset) -> GenerationOptions {
        var options = GenerationOptions(moduleName: "SharedTypes")
        preset.apply(to: &options)
        return options
    }

    static func template(preset: GenerationPreset?) -> String {
        String(decoding: ConfigurationTemplate.bytes(schemas: ["schema.graphql"], output: "SharedTypes", preset: preset), as: UTF8.self)
    }

    /// The file `init` wrote before it wrote the options as null: every option at its default.
    static func fileWithEveryDefault(preset: GenerationPreset) -> String {
        let defaults = GenerationOptions(moduleName: "SharedTypes")
        let members = GenerationSetting.all.map { setting -> String in
            switch setting.valueJSON(defaults) {
            case .string(let value): return "\"\(setting.key)\": \"\(value)\""
            case .bool(let value): return "\"\(setting.key)\": \(value)"
            default: return "\"\(setting.key)\": null"
            }
        }
        return "{\"schema\": \"schema.graphql\", \"output\": \"SharedTypes\", \"preset\": \"\(preset.rawValue)\", " + members.joined(separator: ", ") + "}"
    }

    @Test(arguments: GenerationPreset.allCases)
    func anInitFileLeavesThePresetsOptionsToIt(_ preset: GenerationPreset) throws {
        // init --preset: the file names the preset and writes its options as null.
        let named = Self.template(preset: preset)
        #expect(try Self.options(file: named) == Self.presetOptions(preset))
        let read = try ConfigurationFile.read(SourceFile(path: "gen-shared-types.json", bytes: Array(named.utf8))).get()
        #expect(read.preset == preset)
        for key in preset.settingKeys {
            #expect(named.contains("\n  \"\(key)\": null,\n"), "\(key)")
            #expect(named.contains("null: the \(preset.rawValue) preset decides it ("), "\(key)")
        }
        // init without --preset, then --preset on the command line beside it.
        let plain = Self.template(preset: nil)
        #expect(try Self.options(file: plain) == GenerationOptions(moduleName: "SharedTypes"))
        #expect(try Self.options(file: plain, flags: ["--preset", preset.rawValue]) == Self.presetOptions(preset))
        // ... and the preset added to that file by hand.
        let edited = plain.replacingOccurrences(of: "\"preset\": null", with: "\"preset\": \"\(preset.rawValue)\"")
        #expect(edited != plain)
        #expect(try Self.options(file: edited) == Self.presetOptions(preset))
    }

    @Test(arguments: GenerationPreset.allCases)
    func thePresetListsTheKeysItSets(_ preset: GenerationPreset) throws {
        let defaults = GenerationOptions(moduleName: "SharedTypes")
        let options = Self.presetOptions(preset)
        for setting in GenerationSetting.all where !preset.settingKeys.contains(setting.key) {
            #expect("\(setting.valueJSON(options))" == "\(setting.valueJSON(defaults))", "\(setting.key) is set by the preset but not listed")
        }
    }

    @Test(arguments: GenerationPreset.allCases)
    func generateNotesExactlyTheKeysThatOverrideThePreset(_ preset: GenerationPreset) throws {
        let workspace = try OutputWorkspace(schema: "input Page { first: Int = 42 }\n")
        let config = workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path
        func generate(_ flags: [String] = []) -> Tool.Run {
            Tool.run(["generate"] + flags, in: workspace.root.path)
        }
        func notes(_ run: Tool.Run) -> [Substring] {
            run.errors.split(separator: "\n").filter { $0.contains("note: ") && $0.contains("overrides the \(preset.rawValue) preset") }
        }

        // Files from init: no note, with the preset in the file or on the command line.
        #expect(Tool.run(["init", "--preset", preset.rawValue], in: workspace.root.path).status == 0)
        var run = generate()
        #expect(run.status == 0, "\(run.errors)")
        #expect(notes(run).isEmpty, "\(run.errors)")
        #expect(Tool.run(["init", "--force"], in: workspace.root.path).status == 0)
        run = generate(["--preset", preset.rawValue])
        #expect(run.status == 0, "\(run.errors)")
        #expect(notes(run).isEmpty, "\(run.errors)")

        // A file that writes every option at its default (as init did): a note for each key
        // whose default is not the preset's value, at the key, and none for the others.
        try Self.fileWithEveryDefault(preset: preset).write(toFile: config, atomically: true, encoding: .utf8)
        let defaults = GenerationOptions(moduleName: "SharedTypes"), presetOptions = Self.presetOptions(preset)
        let overriding = preset.settingKeys.filter { key in
            guard let setting = GenerationSetting.byKey[key] else { return false }
            return !setting.valueJSON(defaults).isNullOutput && "\(setting.valueJSON(defaults))" != "\(setting.valueJSON(presetOptions))"
        }
        #expect(!overriding.isEmpty)
        run = generate()
        #expect(run.status == 0, "\(run.errors)")
        let found = notes(run)
        #expect(found.count == overriding.count, "\(run.errors)")
        for key in overriding {
            #expect(found.filter { $0.contains("note: \"\(key)\": ") }.count == 1, "\(key): \(run.errors)")
            #expect(found.contains { $0.hasPrefix("gen-shared-types.json:1:") && $0.contains("note: \"\(key)\": ") }, "\(run.errors)")
        }
        // A flag for every overriding key wins over the file and the preset: no note.
        var flags: [String] = []
        for key in overriding {
            guard let setting = GenerationSetting.byKey[key] else { continue }
            flags += setting.values == nil ? [setting.flag.names[0]] : [setting.flag.names[0], setting.values?.first ?? ""]
        }
        run = generate(flags.filter { !$0.isEmpty })
        #expect(notes(run).isEmpty, "\(run.errors)")
    }

    @Test func theRelayPluginPresetFromInitSendsWhatThePluginSent() throws {
        let workspace = try OutputWorkspace(schema: "input Page { first: Int = 42 }\n")
        let config = workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path
        #expect(Tool.run(["init"], in: workspace.root.path).status == 0)
        var run = Tool.run(["generate", "--preset", "relay-plugin", "--type-files", "single"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        let generated = workspace.root.appendingPathComponent("SharedTypes/Sources/SharedTypes").path
        func source() throws -> String {
            let files = try FileManager.default.subpathsOfDirectory(atPath: generated).filter { $0.hasSuffix(".swift") }
            return try files.map { try String(contentsOfFile: generated + "/" + $0, encoding: .utf8) }.joined()
        }
        #expect(try source().contains("first: Int? = nil"))

        // The default written as a value does override the preset, and generate says so.
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try text.replacingOccurrences(of: "\"nullableDefaults\": null", with: "\"nullableDefaults\": \"schema\"")
            .write(toFile: config, atomically: true, encoding: .utf8)
        run = Tool.run(["generate", "--preset", "relay-plugin", "--type-files", "single"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try source().contains("first: Int? = 42"))
        #expect(run.errors.contains("note: \"nullableDefaults\": \"schema\" in gen-shared-types.json overrides the relay-plugin preset's \"nil\""), "\(run.errors)")
        #expect(run.errors.components(separatedBy: "overrides the relay-plugin preset").count == 2, "once: \(run.errors)")

        #expect(Tool.run(["init", "-f", "--preset", "relay"], in: workspace.root.path).status == 2)
    }

    /// `diff` resolves its options as `generate` does, so it notes the same keys overriding
    /// the preset: with `--preset` and the default configuration file, and with the preset
    /// and the key in a file given by `--config`.
    @Test func diffNotesTheKeysThatOverrideThePresetAsGenerateDoes() throws {
        let workspace = try OutputWorkspace(schema: "input Page { first: Int = 42 }\n")
        let config = workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path
        func notes(_ run: Tool.Run) -> [Substring] {
            run.errors.split(separator: "\n").filter { $0.contains("note: ") && $0.contains("overrides the relay-plugin preset") }
        }
        #expect(Tool.run(["init"], in: workspace.root.path).status == 0)
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try text.replacingOccurrences(of: "\"nullableDefaults\": null", with: "\"nullableDefaults\": \"schema\"")
            .write(toFile: config, atomically: true, encoding: .utf8)

        let generate = Tool.run(["generate", "--preset", "relay-plugin", "--check"], in: workspace.root.path)
        let diff = Tool.run(["diff", "schema.graphql", "--to", "schema.graphql", "--preset", "relay-plugin"], in: workspace.root.path)
        #expect(diff.status == 0, "\(diff.errors)")
        #expect(notes(diff).count == 1, "\(diff.errors)")
        #expect(notes(diff).first?.contains("note: \"nullableDefaults\": \"schema\" in gen-shared-types.json overrides the relay-plugin preset's \"nil\"") == true, "\(diff.errors)")
        #expect(notes(diff) == notes(generate), "generate: \(generate.errors)\ndiff: \(diff.errors)")

        // A flag wins over both: no note.
        let flagged = Tool.run(["diff", "schema.graphql", "--to", "schema.graphql", "--preset", "relay-plugin", "--nullable-defaults", "schema"],
                                           in: workspace.root.path)
        #expect(notes(flagged).isEmpty, "\(flagged.errors)")

        // The preset and the key in a file given by --config.
        let other = workspace.root.appendingPathComponent("other.json").path
        try "{\"preset\": \"relay-plugin\", \"nilFields\": \"omit\"}\n".write(toFile: other, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: config)
        let fromFile = Tool.run(["diff", "schema.graphql", "--to", "schema.graphql", "--config", "other.json"], in: workspace.root.path)
        #expect(fromFile.status == 0, "\(fromFile.errors)")
        #expect(notes(fromFile).count == 1, "\(fromFile.errors)")
        #expect(notes(fromFile).first?.contains("note: \"nilFields\": \"omit\" in other.json overrides the relay-plugin preset's \"null\"") == true, "\(fromFile.errors)")
    }
}

extension JSONOutput {
    var isNullOutput: Bool {
        if case .null = self { return true }
        return false
    }
}
