import SharedTypesSupport

/// How the configuration file reads the keys of the runtimes' settings (`RuntimeSetting`),
/// and what `init` writes for them: the same for every runtime, by the setting's role.
extension RuntimeSetting {
    /// The setting of each key.
    static let byKey: [String: RuntimeSetting] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    /// Reads the key's `value` (not `null`) into `config`; errors point into `file`.
    func read(_ value: JSONValue, in file: SourceFile, into config: inout ConfigurationFile, _ diagnostics: inout DiagnosticBag) {
        func fail(_ message: String, _ value: JSONValue) {
            diagnostics.error(message, at: value.location(in: file))
        }
        guard case .package = role else {
            guard let text = value.stringValue else { return fail("\"\(key)\" must be a string, found \(value.kindDescription).", value) }
            if case .bazelLabel = role { config.bazelRuntimeLabel = text } else { config.generatorConfiguration = text }
            return
        }
        guard let detail = value.objectValue else { return fail("\"\(key)\" must be an object, found \(value.kindDescription).", value) }
        let names = ["path", "url", "from"]
        for member in detail.members where !names.contains(member.key) && !member.key.hasPrefix("_") {
            let advice = Suggestion.closest(to: member.key, among: names).map { "did you mean \"\($0)\"?" }
                ?? "known keys are path, url, from."
            diagnostics.error("Unknown key \"\(member.key)\" in \"\(key)\"; \(advice)", at: SourceLocation(file: file, offset: member.keyOffset))
        }
        for name in names {
            if let member = detail[name], !member.isNull, member.stringValue == nil {
                fail("\"\(key).\(name)\" must be a string, found \(member.kindDescription).", member)
            }
        }
        if let path = detail["path"]?.stringValue {
            config.runtimePackage = .path(path)
        } else if let url = detail["url"]?.stringValue {
            config.runtimePackage = .remote(url: url, from: detail["from"]?.stringValue ?? GenerationOptions.RuntimePackage.defaultVersion)
        } else {
            fail("\"\(key)\" needs \"path\", or \"url\" with an optional \"from\" version.", value)
        }
    }

    /// The value `init` writes for the key: the default package and label, no generator configuration.
    func initialValue(_ defaults: GenerationOptions) -> JSONOutput {
        switch role {
        case .package:
            switch defaults.runtimePackage {
            case .remote(let url, let version): return .object([(key: "url", value: .string(url)), (key: "from", value: .string(version))])
            case .path(let path): return .object([(key: "path", value: .string(path))])
            }
        case .bazelLabel: return .string(defaults.bazelRuntimeLabel)
        case .scalarsFile: return .null
        }
    }
}
