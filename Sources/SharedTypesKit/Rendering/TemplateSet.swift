/// The parsed templates of every emitted file kind: the embedded defaults, each optionally
/// replaced by a file of the same name from a user's templates folder.
struct TemplateSet {
    static let fileNames = [
        "header.mustache", "enum.swift.mustache", "future-proof-enum.swift.mustache", "known-cases.mustache",
        "input-object.swift.mustache", "wide-input-object.swift.mustache", "one-of-input.swift.mustache",
        "custom-scalars.swift.mustache",
        "indirect.swift.mustache", "no-types.swift.mustache", "package.swift.mustache",
        "build.bazel.mustache",
    ]

    /// By file name; while every template is the built-in one, without those compiled into
    /// `CompiledTemplates`, which are not interpreted then.
    private(set) var templates: [String: MustacheTemplate] = [:]
    /// A hash of every template's text, part of the model fingerprint.
    private(set) var identity = ""
    /// Whether every template is the built-in one (no user's folder replaced any), so that
    /// `CompiledTemplates` renders exactly what these templates would.
    private(set) var isBuiltIn = false
    /// The templates by partial name (without `.mustache`), built once rather than per file.
    private var partials: [String: MustacheTemplate] = [:]

    /// The templates' texts, embedded or from a user's folder, and their identity: all that
    /// the fingerprints need, before the costlier parsing.
    struct Sources: Sendable {
        fileprivate var files: [String: SourceFile] = [:]
        /// Errors finding or reading the user's templates; reported with the parse errors.
        fileprivate var diagnostics = DiagnosticBag()
        /// A hash of every template's name and text; nil when one could not be read.
        fileprivate(set) var identity: String?
        /// Whether no template was replaced from a user's folder.
        fileprivate(set) var isBuiltIn = true
    }

    /// Parses the embedded templates, replacing those found in `overrideDirectory`.
    /// A file there whose name is not a template's is an error (most likely a typo).
    static func load(overrideDirectory: String?) -> Result<TemplateSet, DiagnosticsError> {
        parse(loadSources(overrideDirectory: overrideDirectory))
    }

    /// The embedded templates' texts, replaced by those found in `overrideDirectory`.
    static func loadSources(overrideDirectory: String?) -> Sources {
        var sources = Sources()
        for name in fileNames {
            sources.files[name] = SourceFile(path: "<built-in>/templates/\(name)", text: EmbeddedTemplates.files[name] ?? "")
        }
        if let directory = overrideDirectory {
            switch FileSystem.listDirectory(directory) {
            case .failure(let error):
                sources.diagnostics.error("\(directory): \(error.message)")
            case .success(let entries):
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                    guard fileNames.contains(entry) else {
                        sources.diagnostics.error("\(path): not a template name; expected one of \(fileNames.joined(separator: ", "))")
                        continue
                    }
                    sources.isBuiltIn = false
                    switch FileSystem.readFile(path, maxSize: 16 * 1024 * 1024) {
                    case .success(let bytes): sources.files[entry] = SourceFile(path: path, bytes: bytes)
                    case .failure(let error): sources.diagnostics.error("\(path): \(error.message)")
                    }
                }
            }
        }
        if !sources.diagnostics.hasErrors {
            var hash = ContentHash()
            for name in fileNames {
                guard let source = sources.files[name] else { continue }
                hash.update(name)
                source.bytes.withUnsafeBytes { hash.update($0) }
            }
            sources.identity = hash.hex
        }
        return sources
    }

    /// Parses `sources`; the errors of loading them and of parsing them are reported together.
    static func parse(_ sources: Sources) -> Result<TemplateSet, DiagnosticsError> {
        var set = TemplateSet()
        var diagnostics = sources.diagnostics
        for name in fileNames {
            guard let source = sources.files[name] else { continue }
            // The built-in templates that are compiled are never interpreted (`ModuleRenderer`).
            if sources.isBuiltIn && CompiledTemplates.templateNames.contains(name) { continue }
            do {
                set.templates[name] = try MustacheTemplate(source: source)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        guard !diagnostics.hasErrors, let identity = sources.identity else { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        set.identity = identity
        set.isBuiltIn = sources.isBuiltIn
        set.partials = partials(of: set.templates)
        return .success(set)
    }

    /// Renders template `name` with `context`; partials are the other templates by name
    /// without `.mustache` (`{{> header}}`).
    func render(_ name: String, _ context: TemplateValue) throws(DiagnosticsError) -> String {
        guard let template = templates[name] else {
            throw DiagnosticsError([.error("missing template \(name)")])
        }
        return try template.render(context, partials: partials, escaping: .none, strictPartials: true)
    }

    /// `render`, producing the UTF-8 bytes a `GeneratedFile` holds.
    func renderUTF8(_ name: String, _ context: TemplateValue, capacity: Int = 0) throws(DiagnosticsError) -> [UInt8] {
        guard let template = templates[name] else {
            throw DiagnosticsError([.error("missing template \(name)")])
        }
        return try template.renderUTF8(context, partials: partials, escaping: .none, strictPartials: true, capacity: capacity)
    }

    private static func partials(of templates: [String: MustacheTemplate]) -> [String: MustacheTemplate] {
        var result: [String: MustacheTemplate] = [:]
        for (name, template) in templates {
            result[String(name.dropLast(".mustache".count))] = template
        }
        return result
    }
}
