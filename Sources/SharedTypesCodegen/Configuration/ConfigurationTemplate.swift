import SharedTypesSupport

/// The configuration file `gen-shared-types init` writes: every key of `ConfigurationFile`,
/// each after a `"_help_<key>"` entry saying what it means (JSON has no comments; the reader
/// ignores keys starting with `_`).
///
/// The options of `GenerationSetting.all` are written as `null` (which the reader treats as
/// a key left out), their `_help_` entry naming the default (or saying that the preset
/// decides them). Writing the default's value instead would make the key win over a preset
/// (`--preset`, or a `preset` added to the file later), silently: a key written in the file
/// always wins over a preset, so the file states only what the user chose. `null` rather
/// than leaving the key out keeps every option in the file, where a user sees it and can
/// fill it in.
package enum ConfigurationTemplate {
    /// The document, with `schema`, `output` and `preset` filled in.
    static func document(schemas: [String], output: String, preset: GenerationPreset? = nil) -> JSONOutput {
        let defaults = GenerationOptions(moduleName: "")
        var presetOptions = defaults
        preset?.apply(to: &presetOptions)
        let presetKeys = Set(preset?.settingKeys ?? [])
        var members: [(key: String, value: JSONOutput)] = [
            (key: "_help", value: .string("Settings for gen-shared-types. Every key is optional; null means the key is left out (the default, or the preset's value). A key with a value wins over the preset; command-line flags win over this file; paths are relative to it.")),
        ]
        for key in ConfigurationFile.keys {
            var help = key.help
            if let setting = GenerationSetting.byKey[key.name] {
                if let preset, presetKeys.contains(key.name) {
                    help += " null: the \(preset.rawValue) preset decides it (\(text(setting.valueJSON(presetOptions)))); a value here wins over the preset."
                } else {
                    help += " null: the default (\(text(setting.valueJSON(defaults))))."
                }
            }
            members.append((key: "_help_" + key.name, value: .string(help)))
            let value = key.name == "preset"
                ? preset.map { .string($0.rawValue) } ?? .null
                : value(of: key.name, defaults: defaults, schemas: schemas, output: output)
            members.append((key: key.name, value: value))
        }
        return .object(members)
    }

    /// The file's bytes: two-space indent, keys in the order of `ConfigurationFile.keys`.
    package static func bytes(schemas: [String], output: String, preset: GenerationPreset? = nil) -> [UInt8] {
        JSONWriter(indent: 2, sortKeys: false).bytes(document(schemas: schemas, output: output, preset: preset))
    }

    /// A setting's value as it reads in help text: `"schema"`, `false`; an optional option
    /// left nil (`nilFields`) is decided by the runtime.
    private static func text(_ value: JSONOutput) -> String {
        switch value {
        case .string(let string): return "\"\(string)\""
        case .bool(let flag): return "\(flag)"
        default: return "decided by the runtime"
        }
    }

    private static func value(of key: String, defaults: GenerationOptions, schemas: [String], output: String) -> JSONOutput {
        // Written as null, not at the default: see the type's comment.
        if GenerationSetting.byKey[key] != nil { return .null }
        if let setting = RuntimeSetting.byKey[key] { return setting.initialValue(defaults) }
        switch key {
        case "schema": return .array(schemas.map(JSONOutput.string))
        case "output": return .string(output)
        case "documents": return .array([])
        case "customScalars", "renames": return .object([])
        default: return .null // module (the output folder's name), templates and preset (none)
        }
    }
}
