import GraphQLSchema
import MustacheEngine
import SharedTypesSupport

/// The parsed templates of every emitted file kind: the embedded defaults, each optionally
/// replaced by a file of the same name from a user's templates folder.
struct TemplateSet {
    /// Every template's file name: those of `templates/`, which the executable embeds.
    static let fileNames = EmbeddedTemplates.files.keys.sorted()

    /// By file name.
    private(set) var templates: [String: MustacheTemplate] = [:]
    /// A hash of every template's name and text, part of the output's fingerprints.
    private(set) var identity = ""
    /// The templates by partial name (without `.mustache`): `{{> header}}`.
    private var partials: [String: MustacheTemplate] = [:]

    /// Parses the embedded templates, replacing those found in `overrideDirectory`. A file
    /// there whose name is not a template's is an error (most likely a typo). Errors reading
    /// and parsing the templates are reported together.
    static func load(overrideDirectory: String?) -> Result<TemplateSet, DiagnosticsError> {
        var sources: [String: SourceFile] = [:]
        var diagnostics = DiagnosticBag()
        for name in fileNames {
            sources[name] = SourceFile(path: "<built-in>/templates/\(name)", text: EmbeddedTemplates.files[name] ?? "")
        }
        if let directory = overrideDirectory {
            switch FileSystem.listDirectory(directory) {
            case .failure(let error):
                diagnostics.error("\(directory): \(error.message)")
            case .success(let entries):
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    let path = LexicalPath.appending(entry, to: directory)
                    guard fileNames.contains(entry) else {
                        diagnostics.error("\(path): not a template name; expected one of \(fileNames.joined(separator: ", "))")
                        continue
                    }
                    switch FileSystem.readFile(path, maxSize: 16 * 1024 * 1024) {
                    case .success(let bytes): sources[entry] = SourceFile(path: path, bytes: bytes)
                    case .failure(let error): diagnostics.error("\(path): \(error.message)")
                    }
                }
            }
        }
        var set = TemplateSet()
        var hash = ContentHash()
        for name in fileNames {
            guard let source = sources[name] else { continue }
            hash.update(name)
            source.bytes.withUnsafeBytes { hash.update($0) }
            do {
                let template = try MustacheTemplate(source: source)
                set.templates[name] = template
                set.partials[String(name.dropLast(".mustache".count))] = template
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        set.identity = hash.hex
        return .success(set)
    }

    /// Renders template `name` with `context` into the UTF-8 bytes a `GeneratedFile` holds;
    /// partials are the other templates by name without `.mustache`.
    func render(_ name: String, _ context: TemplateValue) throws(DiagnosticsError) -> [UInt8] {
        guard let template = templates[name] else {
            throw DiagnosticsError([.error("missing template \(name)")])
        }
        return try template.renderUTF8(context, partials: partials, escaping: .none, strictPartials: true)
    }
}
