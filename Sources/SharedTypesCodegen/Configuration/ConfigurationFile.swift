import GraphQLSchema
import SharedTypesSupport

/// The JSON configuration file (`--config FILE`, or `gen-shared-types.json` in the working
/// directory). Every key is optional, and a key set to `null` counts as left out; an unknown
/// key is an error naming it (and the known key it is a typo of, if any), except keys
/// starting with `_` (comments).
package struct ConfigurationFile: Sendable {
    /// The `schema` key: schema file paths as written, relative to this file (a single string
    /// is read as a list of one). Schema files given on the command line replace them.
    package var schemas: [String]?
    /// The `output` key: the output folder as written, relative to this file; `-o` (`--output`)
    /// wins.
    package var output: String?
    /// The `documents` key: the apps' operation files and folders (`.graphql`, `.gql`, Swift
    /// files with `graphql("""...""")` literals), relative to this file; the module then holds
    /// only the types they use. `--documents` replaces them; nil or empty means every type.
    package var documents: [String]?
    /// The `module` key; `--module` wins. Without either, the module is named after the output
    /// folder's last component (`diff` uses `SharedTypes` when `output` is not set either).
    package var module: String?
    /// The `enumCaseStyle` key; `--enum-case-style` wins, and nil means `lowercase`.
    package var enumCaseStyle: EnumCaseStyle?
    /// The `futureProofEnums` key; nil means off. `--future-proof-enums` can only turn it on.
    package var futureProofEnums: Bool?
    /// The `nonExhaustiveEnums` key; nil means off. `--non-exhaustive-enums` can only turn it on.
    package var nonExhaustiveEnums: Bool?
    /// The `hashableInputs` key; nil means on. `--no-hashable-inputs` can only turn it off.
    package var hashableInputs: Bool?
    /// The `runtime` key; `--runtime` wins, and nil means the default runtime.
    package var runtime: GenerationOptions.Runtime?
    /// The `nilFields` key; `--nil-fields` wins, and nil means the runtime's own way
    /// (`GenerationOptions.resolvedNilFields`).
    package var nilFields: GenerationOptions.NilFields?
    /// The `preset` key: a set of defaults for the other options; `--preset` wins, and every
    /// key or flag that sets an option wins over the preset.
    package var preset: GenerationPreset?
    /// The `oneOfInputs` key; `--one-of-inputs` wins, and nil leaves the default (`enum`).
    package var oneOfInputs: GenerationOptions.OneOfInputs?
    /// The `warningsOnDeprecatedUsage` key; `--warnings-on-deprecated-usage` wins, and nil
    /// means `include` (or the preset's).
    package var warningsOnDeprecatedUsage: GenerationOptions.DeprecationWarnings?
    /// The `nullableDefaults` key; `--nullable-defaults` wins, and nil means `schema` (or the
    /// preset's).
    package var nullableDefaults: GenerationOptions.NullableDefaults?
    /// The key of a runtime's `scalarsFile` setting (`RuntimeSetting`): its generator's
    /// configuration, whose custom scalars are read too, as written, relative to this file;
    /// the setting's flag wins.
    package var generatorConfiguration: String?
    /// Where each `customScalars` entry is written in this file, by scalar name, for warnings
    /// that compare it with a generator's configuration.
    package var customScalarLocations: [String: SourceLocation] = [:]
    /// Where each key of `GenerationSetting.all` that has a value is written in this file, by
    /// key, for the note on a key that overrides a preset.
    package var settingLocations: [String: SourceLocation] = [:]
    /// The `customScalars` key: custom scalar name → Swift type and imports (a plain string
    /// value is a type with no imports); empty when the key is left out. No flag sets it.
    package var customScalars: [String: GenerationOptions.ScalarMapping] = [:]
    /// The `renames` key: `"Type"` or `"Type.member"` → Swift name, as written; empty when
    /// the key is left out. No flag sets it.
    package var renames: [String: String] = [:]
    /// The key of a runtime's `package` setting (`RuntimeSetting`): `{"path": ...}` (which
    /// wins over `url`), or `{"url": ...}` with an optional `"from"` version, the runtime's
    /// default version when left out. A path is kept as written here; a relative one is
    /// relative to this file, and the command writes it into `Package.swift` relative to the
    /// output folder. The setting's flag wins.
    package var runtimePackage: GenerationOptions.RuntimePackage?
    /// The `layout` key; `--layout` wins, and nil means `package`.
    package var layout: GenerationOptions.Layout?
    /// The `accessLevel` key; `--access-level` wins, and nil means `public`.
    package var accessLevel: GenerationOptions.AccessLevel?
    /// The `typeFiles` key; `--type-files` wins, and nil means `buckets`.
    package var typeFiles: GenerationOptions.TypeFiles?
    /// The `templates` key: a folder of templates that replace built-in ones by file name, as
    /// written, relative to this file; `--templates` wins.
    package var templates: String?
    /// The key of a runtime's `bazelLabel` setting (`RuntimeSetting`): the label of the
    /// runtime's library in the `bazel` layout's `BUILD.bazel`; the setting's flag wins, and
    /// nil means `GenerationOptions.defaultBazelRuntimeLabel`.
    package var bazelRuntimeLabel: String?

    /// The file read from the working directory when no `--config` is given (if it exists),
    /// and the file `init` writes when given no path.
    package static let defaultFileName = "gen-shared-types.json"

    /// The keys the file may have, with what each means (also the text `init` writes), in
    /// the order `init` writes them. The runtimes' settings (`RuntimeSetting.all`) join the
    /// keys they belong with: a generator's configuration after `customScalars`, the
    /// dependency's keys after `renames`.
    package static let keys: [(name: String, help: String)] = [
        ("schema", "Schema files: SDL files or one introspection JSON, relative to this file."),
        ("output", "The output folder, relative to this file."),
        ("documents", "The apps' operations: .graphql/.gql files, Swift files with graphql(\"\"\"...\"\"\") literals, or folders of them, relative to this file. The module then holds only the enums, input objects and scalars they use; empty: every type."),
        ("module", "The Swift module name; defaults to the output folder's name."),
    ] + GenerationSetting.all.map { ($0.key, $0.keyHelp) } + [
        ("preset", GenerationPreset.keyHelp),
        ("customScalars", "Custom scalar name to a Swift type: \"Type\" or {\"type\": \"Type\", \"imports\": [\"Module\"]}."),
    ] + RuntimeSetting.scalarsFiles.map { ($0.key, $0.keyHelp) } + [
        ("renames", "GraphQL name to Swift name: \"Type\" or \"Type.member\" to a Swift identifier."),
    ] + RuntimeSetting.all.filter { $0.scalarsReader == nil }.map { ($0.key, $0.keyHelp) } + [
        ("templates", "A folder of templates replacing built-in ones by file name."),
    ]

    /// Why a key's value is not one the key takes.
    struct ValueProblem: Error {
        var message: String
    }

    /// The case of `Value` that a key's value names (a string, one of the raw values).
    static func choice<Value: CaseIterable & RawRepresentable>(_ value: JSONValue, key: String, as _: Value.Type) -> Result<Value, ValueProblem>
    where Value.RawValue == String {
        guard let text = value.stringValue else { return .failure(ValueProblem(message: "\"\(key)\" must be a string, found \(value.kindDescription).")) }
        if let parsed = Value(rawValue: text) { return .success(parsed) }
        let names = Value.allCases.map(\.rawValue)
        let advice = Suggestion.closest(to: text, among: names).map { "; did you mean \"\($0)\"?" } ?? "."
        return .failure(ValueProblem(message: "\"\(key)\" must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(text)\"\(advice)"))
    }

    /// A configuration with every key left out.
    package init() {}

    /// Reads and checks a configuration file; errors point into the file.
    package static func read(_ file: SourceFile) -> Result<ConfigurationFile, DiagnosticsError> {
        let root: JSONValue
        do {
            root = try JSONReader.parse(file)
        } catch {
            return .failure(error)
        }
        var config = ConfigurationFile()
        var diagnostics = DiagnosticBag()
        func fail(_ message: String, _ value: JSONValue) {
            diagnostics.error(message, at: value.location(in: file))
        }
        func string(_ value: JSONValue, _ key: String) -> String? {
            guard let text = value.stringValue else { fail("\"\(key)\" must be a string, found \(value.kindDescription).", value); return nil }
            return text
        }
        /// A list of paths: a string is a list of one.
        func paths(_ value: JSONValue, _ key: String) -> [String]? {
            if let single = value.stringValue { return [single] }
            if let items = value.arrayValue { return items.compactMap { string($0, key) } }
            fail("\"\(key)\" must be a string or an array of strings, found \(value.kindDescription).", value)
            return nil
        }
        guard let object = root.objectValue else {
            return .failure(DiagnosticsError([.error("A configuration file must hold a JSON object, found \(root.kindDescription).", at: root.location(in: file))]))
        }
        let known = Set(keys.map(\.name))
        for member in object.members {
            let value = member.value
            guard known.contains(member.key) else {
                if !member.key.hasPrefix("_") {
                    let names = keys.map(\.name)
                    let advice = Suggestion.closest(to: member.key, among: names).map { "did you mean \"\($0)\"?" }
                        ?? "known keys are \(names.joined(separator: ", "))."
                    diagnostics.error("Unknown key \"\(member.key)\" in the configuration; \(advice)", at: SourceLocation(file: file, offset: member.keyOffset))
                }
                continue
            }
            if value.isNull { continue }
            switch member.key {
            case "schema": config.schemas = paths(value, "schema")
            case "output": config.output = string(value, "output")
            case "documents": config.documents = paths(value, "documents")
            case "module": config.module = string(value, "module")
            case "templates": config.templates = string(value, "templates")
            case "preset":
                switch choice(value, key: "preset", as: GenerationPreset.self) {
                case .success(let preset): config.preset = preset
                case .failure(let problem): fail(problem.message, value)
                }
            case "customScalars":
                guard let map = value.objectValue else { fail("\"customScalars\" must be an object, found \(value.kindDescription).", value); continue }
                for entry in map.members {
                    config.customScalarLocations[entry.key] = SourceLocation(file: file, offset: entry.keyOffset)
                    if let type = entry.value.stringValue {
                        config.customScalars[entry.key] = .init(type: type)
                    } else if let detail = entry.value.objectValue {
                        for key in detail.keys where key != "type" && key != "imports" {
                            let advice = Suggestion.closest(to: key, among: ["type", "imports"]).map { "did you mean \"\($0)\"?" }
                                ?? "expected \"type\" and \"imports\"."
                            fail("Unknown key \"\(key)\" in custom scalar \"\(entry.key)\"; \(advice)", entry.value)
                        }
                        guard let type = detail["type"]?.stringValue else { fail("Custom scalar \"\(entry.key)\" needs a \"type\" string.", entry.value); continue }
                        let imports = detail["imports"]?.arrayValue?.compactMap { string($0, "imports") } ?? []
                        config.customScalars[entry.key] = .init(type: type, imports: imports)
                    } else {
                        fail("Custom scalar \"\(entry.key)\" must map to a type name or {\"type\": ..., \"imports\": [...]}.", entry.value)
                    }
                }
            case "renames":
                guard let map = value.objectValue else { fail("\"renames\" must be an object, found \(value.kindDescription).", value); continue }
                for entry in map.members {
                    if let name = string(entry.value, "renames.\(entry.key)") { config.renames[entry.key] = name }
                }
            default:
                if let setting = RuntimeSetting.byKey[member.key] {
                    setting.read(value, in: file, into: &config, &diagnostics)
                } else if let problem = GenerationSetting.byKey[member.key]?.read(value, &config) {
                    fail(problem, value)
                } else {
                    config.settingLocations[member.key] = SourceLocation(file: file, offset: member.keyOffset)
                }
            }
        }
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        return .success(config)
    }
}
