import GraphQLSchema
import SharedTypesSupport

/// The custom scalars of a relay-compiler JSON configuration (`relayConfig`, `--relay-config`):
/// a `relay.config.json`, or a `package.json` whose `relay` key holds the configuration.
///
/// relay-compiler up to version 12 (which Relay.swift's compiler plugin runs on) reads
/// `customScalars`, a map from scalar name to the type its language plugin writes; version 13
/// and later read `customScalarTypes`, whose values may also be `{"name": ..., "path": ...}`
/// objects (the type's name is taken; the path is a JavaScript module's and means nothing to
/// Swift). A `projects` (multi-project) configuration is refused: which project's scalars
/// apply is for the user to say, in `customScalars` of this tool's configuration.
package struct RelayCompilerConfiguration {
    /// The scalars the file maps, as Swift types.
    package var customScalars: [String: GenerationOptions.ScalarMapping] = [:]
    /// Where each of them is written in the file.
    package var locations: [String: SourceLocation] = [:]

    /// Reads `file`, a `package.json` when its name says so; errors point into it.
    package static func read(_ file: SourceFile) -> Result<RelayCompilerConfiguration, DiagnosticsError> {
        let lowercased = file.path.lowercased()
        if lowercased.hasSuffix(".js") || lowercased.hasSuffix(".cjs") || lowercased.hasSuffix(".mjs") || lowercased.hasSuffix(".ts") {
            // relay.config.js (what Relay.swift's example apps ship) is a program: only Node runs it.
            return .failure(DiagnosticsError([.error("\(FileSystem.lastPathComponent(file.path)) is JavaScript, which gen-shared-types does not run; "
                + "point --relay-config (or \"relayConfig\") at a relay.config.json or a package.json with a \"relay\" key, "
                + "or list the custom scalars in \"customScalars\" of gen-shared-types.json")]))
        }
        let root: JSONValue
        do {
            root = try JSONReader.parse(file)
        } catch {
            return .failure(error)
        }
        func failure(_ message: String, _ value: JSONValue) -> Result<RelayCompilerConfiguration, DiagnosticsError> {
            .failure(DiagnosticsError([.error(message, at: value.location(in: file))]))
        }
        var config = root
        if FileSystem.lastPathComponent(file.path) == "package.json" {
            guard root.objectValue != nil else { return failure("A package.json must hold a JSON object, found \(root.kindDescription).", root) }
            guard let relay = root["relay"] else {
                return failure("This package.json has no \"relay\" key, which would hold relay-compiler's configuration.", root)
            }
            config = relay
        }
        guard let object = config.objectValue else {
            return failure("A relay-compiler configuration must be a JSON object, found \(config.kindDescription).", config)
        }
        let present = ["customScalars", "customScalarTypes"].filter { object[$0].map { !$0.isNull } ?? false }
        if present.count == 2, let second = object["customScalarTypes"] {
            return failure("The relay-compiler configuration has both \"customScalars\" (relay-compiler 12 and earlier) and \"customScalarTypes\" (13 and later); keep the one your relay-compiler reads.", second)
        }
        guard let key = present.first, let map = object[key] else {
            if let projects = object["projects"] {
                return failure("Multi-project relay-compiler configurations (\"projects\") are not read: list the custom scalars of the project the shared module is for in \"customScalars\" of gen-shared-types' configuration.", projects)
            }
            return .success(RelayCompilerConfiguration())
        }
        guard let entries = map.objectValue else {
            return failure("\"\(key)\" must be an object mapping scalar names to types, found \(map.kindDescription).", map)
        }
        var result = RelayCompilerConfiguration()
        var diagnostics = DiagnosticBag()
        for entry in entries.members {
            let type: String?
            if let name = entry.value.stringValue {
                type = name
            } else if key == "customScalarTypes", let detail = entry.value.objectValue {
                type = detail["name"]?.stringValue
                if type == nil {
                    diagnostics.error("Custom scalar \"\(entry.key)\" needs a \"name\" string (the type).", at: entry.value.location(in: file))
                }
            } else {
                let shapes = key == "customScalars" ? "a type name" : "a type name or {\"name\": ..., \"path\": ...}"
                diagnostics.error("Custom scalar \"\(entry.key)\" must map to \(shapes), found \(entry.value.kindDescription).", at: entry.value.location(in: file))
                type = nil
            }
            guard let type else { continue }
            guard !type.isEmpty else {
                diagnostics.error("Custom scalar \"\(entry.key)\" maps to an empty type name.", at: entry.value.location(in: file))
                continue
            }
            result.customScalars[entry.key] = .init(type: type, imports: foundationImport(for: type))
            result.locations[entry.key] = SourceLocation(file: file, offset: entry.keyOffset)
        }
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        return .success(result)
    }

    /// `read`, as the `relayConfig` setting gives it to the shared code.
    static func readScalars(_ file: SourceFile) -> Result<GeneratorScalars, DiagnosticsError> {
        read(file).map { GeneratorScalars(customScalars: $0.customScalars, locations: $0.locations) }
    }

    /// `["Foundation"]` when `type` names a Foundation type (`Date`, `[URL]`,
    /// `Foundation.Decimal`), since relay-compiler's configuration has no imports.
    static func foundationImport(for type: String) -> [String] {
        var names: [String] = []
        var name = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                name.append(character)
            } else {
                if !name.isEmpty { names.append(name) }
                name = ""
            }
        }
        let usesFoundation = names.contains { dotted in
            let first = String(dotted.prefix { $0 != "." })
            return first == "Foundation" || (first == dotted && SwiftNameRules.appFrameworkTypeNames[first] == "Foundation")
        }
        return usesFoundation ? ["Foundation"] : []
    }
}
