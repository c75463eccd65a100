import MustacheEngine
import SharedTypesSupport

/// Lays the translated module out as files, through the templates: every file's path is decided
/// first, in a fixed order (enums, input objects, custom scalars, support files; how the types
/// are spread over files is `TypeFileGrouping`'s), then each file is rendered, and the manifest
/// listing them all comes last.
struct ModuleRenderer {
    var templates: TemplateSet
    var options: GenerationOptions
    var schemaFileNames: [String]
    /// The documents the types were selected by, as the manifest records them; nil for every type.
    var documents: [String]? = nil

    /// What one file is rendered from.
    enum Source {
        /// Enums and input objects, each rendered with its kind's template into
        /// `types-file.swift.mustache`.
        case types([TypeFileGrouping.Declaration])
        case scalars
        case indirect
        /// The runtime's helpers for input objects, once for the module.
        case inputSupport
        case noTypes
        case package
        /// BUILD.bazel, listing the module's Swift files.
        case bazel(sourcePaths: [String])
    }

    /// One file to render: where it goes, its template and what it is rendered from.
    struct Job {
        var path: String
        var template: String
        var source: Source
    }

    /// The files of `module`, ending with the manifest, which records `fingerprints` (see
    /// `OutputFingerprint`). The error thrown is that of the first file that failed to render.
    func render(_ module: SwiftModule, fingerprints: (model: String, input: String?)) throws(DiagnosticsError) -> [GeneratedFile] {
        let (jobs, entries) = layOut(module)
        let contexts = TemplateContexts(module: module, options: options, schemaFileNames: schemaFileNames)
        var files: [GeneratedFile] = []
        for job in jobs {
            files.append(GeneratedFile(path: job.path, contents: try templates.render(job.template, try context(of: job, contexts))))
        }
        let manifest = Manifest(module: module.name, runtime: options.runtime, schemaFiles: schemaFileNames, documents: documents, fingerprint: fingerprints.model, inputFingerprint: fingerprints.input,
                                entries: entries.sorted { $0.graphQLName.utf8Precedes($1.graphQLName) })
        files.append(manifest.file(listing: files))
        return files
    }

    /// The module's files in order, and the manifest's entry for each of its types.
    func layOut(_ module: SwiftModule) -> (jobs: [Job], entries: [Manifest.Entry]) {
        let prefix = options.layout == .package ? "Sources/\(module.name)/" : ""
        var paths = FilePathAllocator()
        var jobs: [Job] = []
        var entries: [Manifest.Entry] = []
        func add(_ path: String, _ template: String, _ source: Source) -> String {
            let allocated = paths.allocate(prefix + path)
            jobs.append(Job(path: allocated, template: template, source: source))
            return allocated
        }
        for group in TypeFileGrouping.groups(module, options.typeFiles) {
            let path = add(group.path, "types-file.swift.mustache", .types(group.declarations))
            entries += group.declarations.map { $0.entry(file: path) }
        }
        if !module.scalarAliases.isEmpty {
            let path = add("CustomScalars.graphql.swift", "custom-scalars.swift.mustache", .scalars)
            for alias in module.scalarAliases {
                entries.append(Manifest.Entry(graphQLName: alias.graphQLName, kind: .scalar, swiftName: alias.name.name, file: path))
            }
        }
        let declaresInputs = !module.inputObjects.isEmpty || !module.oneOfInputs.isEmpty
        if declaresInputs, let template = options.profile.templates.inputSupport {
            _ = add("CodingSupport.graphql.swift", template, .inputSupport)
        }
        if module.needsIndirectStorage {
            _ = add("\(module.spelling.indirect).graphql.swift", "indirect.swift.mustache", .indirect)
        }
        if jobs.isEmpty {
            _ = add("NoTypes.graphql.swift", "no-types.swift.mustache", .noTypes)
        }
        if options.layout == .bazel {
            jobs.append(Job(path: BazelBuildFile.fileName, template: "build.bazel.mustache", source: .bazel(sourcePaths: jobs.map(\.path))))
        }
        if options.layout == .package {
            jobs.append(Job(path: "Package.swift", template: "package.swift.mustache", source: .package))
        }
        return (jobs, entries)
    }

    /// The values `job`'s template is rendered against. A types file's declarations are
    /// rendered here, each with its kind's template.
    func context(of job: Job, _ contexts: TemplateContexts) throws(DiagnosticsError) -> TemplateValue {
        switch job.source {
        case .types(let declarations): return try typesFile(declarations, contexts)
        case .scalars: return contexts.customScalarsFile()
        case .indirect: return contexts.indirectFile()
        case .inputSupport: return contexts.inputSupportFile()
        case .noTypes: return contexts.noTypesFile()
        case .package: return contexts.packageFile()
        case .bazel(let sourcePaths): return contexts.bazelFile(sourcePaths: sourcePaths)
        }
    }

    /// The context of a types file: its declarations rendered.
    private func typesFile(_ declarations: [TypeFileGrouping.Declaration], _ contexts: TemplateContexts) throws(DiagnosticsError) -> TemplateValue {
        var rendered: [String] = []
        for declaration in declarations {
            rendered.append(try render(declaration, contexts))
        }
        return contexts.typesFile(declarations: rendered)
    }

    /// `declaration` rendered with its kind's template, without the last line break (the
    /// types file puts one after each).
    private func render(_ declaration: TypeFileGrouping.Declaration, _ contexts: TemplateContexts) throws(DiagnosticsError) -> String {
        let kinds = options.profile.templates
        let bytes: [UInt8]
        switch declaration {
        case .enumType(let swiftEnum):
            bytes = try templates.render(options.futureProofEnums ? kinds.futureProofEnum : kinds.enumType, contexts.enumDeclaration(swiftEnum))
        case .inputObject(let input):
            if let storage = input.wideStorage {
                bytes = try templates.render(kinds.wideInputObject, contexts.wideInputObjectDeclaration(input, storage: storage))
            } else {
                bytes = try templates.render(kinds.inputObject, contexts.inputObjectDeclaration(input))
            }
        case .oneOfInput(let input):
            bytes = try templates.render(kinds.oneOfInput, contexts.oneOfInputDeclaration(input))
        }
        return withoutLastLineBreak(bytes)
    }

    private func withoutLastLineBreak(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
