/// The configuration file `gen-shared-types init` writes: every key of `ConfigurationFile`
/// at its default, each after a `"_help_<key>"` entry saying what it means (JSON has no
/// comments; the reader ignores keys starting with `_`).
enum ConfigurationTemplate {
    /// The document, with `schema` and `output` filled in.
    static func document(schemas: [String], output: String) -> JSONOutput {
        let defaults = GenerationOptions(moduleName: "")
        var members: [(key: String, value: JSONOutput)] = [
            (key: "_help", value: .string("Settings for gen-shared-types. Every key is optional and shown at its default; null means the default. Command-line flags win over this file; paths are relative to it.")),
        ]
        for key in ConfigurationFile.keys {
            members.append((key: "_help_" + key.name, value: .string(key.help)))
            members.append((key: key.name, value: value(of: key.name, defaults: defaults, schemas: schemas, output: output)))
        }
        return .object(members)
    }

    /// The file's bytes: two-space indent, keys in the order of `ConfigurationFile.keys`.
    static func bytes(schemas: [String], output: String) -> [UInt8] {
        JSONWriter(indent: 2, sortKeys: false).bytes(document(schemas: schemas, output: output))
    }

    private static func value(of key: String, defaults: GenerationOptions, schemas: [String], output: String) -> JSONOutput {
        if let setting = GenerationSetting.byKey[key] { return setting.defaultJSON(defaults) }
        switch key {
        case "schema": return .array(schemas.map(JSONOutput.string))
        case "output": return .string(output)
        case "documents": return .array([])
        case "customScalars", "renames": return .object([])
        case "relay":
            switch defaults.relay {
            case .remote(let url, let version): return .object([(key: "url", value: .string(url)), (key: "from", value: .string(version))])
            case .path(let path): return .object([(key: "path", value: .string(path))])
            }
        case "bazelRelayLabel": return .string(defaults.bazelRelayLabel)
        default: return .null // module (the output folder's name), templates, preset and relayConfig (none)
        }
    }
}
