import MustacheEngine
import SharedTypesSupport

/// The values every template of one module is rendered against, one plain `TemplateValue` tree
/// per file. The keys each context has are the names its template uses (see `templates/`).
struct TemplateContexts {
    let module: SwiftModule
    let options: GenerationOptions
    /// `version` and `schemaFiles`, which every file's context has for `header.mustache`, and
    /// `access`, the modifier every declaration starts with.
    let header: [String: TemplateValue]

    init(module: SwiftModule, options: GenerationOptions, schemaFileNames: [String]) {
        self.module = module
        self.options = options
        header = [
            "version": .string(ToolVersion.current),
            "schemaFiles": .string(Self.withoutControlCharacters(schemaFileNames.joined(separator: ", "))),
            "access": .string(options.accessLevel.modifier),
        ]
    }

    /// `text` with every control character (line breaks among them) shown as `?`: file names go
    /// into one-line comments, which a line break in a name would end.
    static func withoutControlCharacters(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            scalars.append(isControl ? "?" : scalar)
        }
        return String(scalars)
    }

    /// A file's top-level context: `members` and the header's.
    func file(_ members: [String: TemplateValue]) -> TemplateValue {
        .object(members.merging(header) { own, _ in own })
    }

    /// The runtime's module and the scalar mappings' imports, which every types file imports.
    var imports: TemplateValue {
        .strings((options.profile.module.map { [$0] } ?? []) + module.scalarImports)
    }

    /// Whether `imports` lists any module (always with a runtime module to import).
    var hasImports: Bool {
        options.profile.module != nil || !module.scalarImports.isEmpty
    }

    /// The context of `types-file.swift.mustache`: the imports and the declarations (each
    /// rendered by its own template, without its last line break).
    func typesFile(declarations: [String]) -> TemplateValue {
        file([
            "imports": imports,
            "hasImports": .bool(hasImports),
            "declarations": .strings(declarations),
        ])
    }

    /// The spellings of the `Codable` types that the templates which encode and decode values
    /// name, and the names of the module's own methods on the keyed containers they call
    /// (`SwiftModule.valueDecodingMethodName`, `valueEncodingMethodName`), under the same keys
    /// in each of their contexts.
    var codingTypes: [String: TemplateValue] {
        let spelling = module.spelling
        return [
            "decoderType": .string(spelling.decoder),
            "encoderType": .string(spelling.encoder),
            "codingKeyType": .string(spelling.codingKey),
            "decodingErrorType": .string(spelling.decodingError),
            "keyedDecodingContainerType": .string(spelling.keyedDecodingContainer),
            "keyedEncodingContainerType": .string(spelling.keyedEncodingContainer),
            "decodableType": .string(spelling.decodable),
            "encodableType": .string(spelling.encodable),
            "decodeValueMethod": .string(SwiftModule.valueDecodingMethodName),
            "encodeValueMethod": .string(SwiftModule.valueEncodingMethodName),
        ]
    }

    /// The context of the runtime's input support file (`RuntimeProfile.Templates.inputSupport`).
    func inputSupportFile() -> TemplateValue {
        file(codingTypes.merging([
            "codingKeyName": .string(module.codingKeyName),
            "stringType": .string(module.spelling.string),
            "intType": .string(module.spelling.int),
        ]) { _, own in own })
    }

    func customScalarsFile() -> TemplateValue {
        file([
            "imports": .strings(module.scalarImports),
            "scalars": .list(module.scalarAliases.map { alias in
                .object(["name": .string(alias.name.source), "type": .string(alias.type), "docLines": .strings(alias.docLines)])
            }),
        ])
    }

    func indirectFile() -> TemplateValue {
        let spelling = module.spelling
        return file([
            "name": .string(spelling.indirect),
            "hashable": .bool(options.hashableInputs),
            "hashableType": .string(spelling.hashable),
            "sendableType": .string(spelling.sendable),
            "boolType": .string(spelling.bool),
            "hasherType": .string(spelling.hasher),
        ])
    }

    func noTypesFile() -> TemplateValue {
        file([:])
    }

    func packageFile() -> TemplateValue {
        var members: [String: TemplateValue] = [
            "moduleNameLiteral": .string(SwiftSourceText.stringLiteral(module.name)),
            // `@nonexhaustive` enums need Swift 6.2; older tools refuse the package by its version.
            "toolsVersion": .string(options.nonExhaustiveEnums ? "6.2" : "5.9"),
            "hasDependency": .bool(options.profile.dependency != nil),
        ]
        guard let runtime = options.profile.dependency else { return file(members) }
        let dependency: String
        let location: String
        switch options.runtimePackage {
        case .remote(let url, let version):
            dependency = ".package(url: \(SwiftSourceText.stringLiteral(url)), from: \(SwiftSourceText.stringLiteral(version)))"
            location = url
        case .path(let path):
            dependency = ".package(path: \(SwiftSourceText.stringLiteral(path)))"
            location = path
        }
        // SwiftPM names a dependency by the last component of its URL or path.
        var identity = FileSystem.lastPathComponent(location.hasSuffix("/") ? String(location.dropLast()) : location)
        if identity.hasSuffix(".git") { identity = String(identity.dropLast(4)) }
        members["runtimeDependency"] = .string(dependency)
        members["runtimePackageLiteral"] = .string(SwiftSourceText.stringLiteral(identity))
        members["runtimeProductLiteral"] = .string(SwiftSourceText.stringLiteral(runtime.packageProduct))
        return file(RuntimeProfile.addingTemplateKeyAliases(to: members))
    }

    /// `BUILD.bazel`, listing the module's Swift files.
    func bazelFile(sourcePaths: [String]) -> TemplateValue {
        let label = options.profile.dependency == nil ? nil : options.bazelRuntimeLabel
        let members = BazelBuildFile.context(moduleName: module.name, sourcePaths: sourcePaths, runtimeLabel: label)
        return file(RuntimeProfile.addingTemplateKeyAliases(to: members))
    }
}

extension TemplateValue {
    /// A string, or `null` for `nil`.
    init(_ text: String?) {
        self = text.map(TemplateValue.string) ?? .null
    }

    /// A list of strings.
    static func strings(_ items: [String]) -> TemplateValue {
        .list(items.map(TemplateValue.string))
    }
}

/// Whether a member of a declaration (an enum case, a field) gets a blank line before it: when
/// it carries documentation or a deprecation, unless it is the first. One rule for every
/// template's `spaced`.
func isSpaced(at index: Int, doc: DocComment, deprecation: String?) -> Bool {
    index > 0 && (deprecation != nil || !doc.isEmpty)
}
