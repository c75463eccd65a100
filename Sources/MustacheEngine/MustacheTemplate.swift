import SharedTypesSupport

/// A Mustache template, parsed once and rendered any number of times.
///
/// Supports the core Mustache specification: variables, sections, inverted sections,
/// comments, partials and set-delimiter tags. Lambdas and template inheritance are not
/// supported.
///
///     let template = try MustacheTemplate(source: SourceFile(path: "enum.mustache", text: "enum {{name}} {}"))
///     let code = try template.render(["name": "Color"], escaping: .none)
package struct MustacheTemplate: Sendable {
    /// The file the template was parsed from; errors point into it.
    let source: SourceFile
    let nodes: [MustacheNode]

    /// Parses `source`. Throws a diagnostic located at the offending tag for an unknown or
    /// malformed tag, an unclosed tag or section, a mismatched closing tag, or sections
    /// nested more than 100 levels deep; or at the first byte that is not UTF-8.
    package init(source: SourceFile) throws(DiagnosticsError) {
        let invalid = UTF8Validation.firstInvalidByte(in: source.bytes)
        if let invalid {
            throw DiagnosticsError([UTF8Validation.diagnostic(file: source, offset: invalid)])
        }
        var parser = MustacheParser(file: source)
        self.nodes = try parser.parse()
        self.source = source
    }

    /// Parses `text`, reporting errors against `path`.
    init(path: String, text: String) throws(DiagnosticsError) {
        try self.init(source: SourceFile(path: path, text: text))
    }

    /// Renders the template against `context`.
    ///
    /// - Parameters:
    ///   - partials: Templates that `{{>name}}` tags include, by name.
    ///   - escaping: How `{{name}}` tags escape values.
    ///   - strictPartials: When `true`, a `{{>name}}` tag naming no partial is an error;
    ///     otherwise it renders as nothing, as the specification requires.
    /// - Throws: a diagnostic at the partial tag for a missing partial (strict mode only)
    ///   or for partials nesting more than 256 levels deep (a partial including itself); a
    ///   diagnostic at the innermost section when rendering takes more than 50 million steps
    ///   or produces more than 256 MiB (sections over lists nested deeply).
    func render(
        _ context: TemplateValue,
        partials: [String: MustacheTemplate] = [:],
        escaping: MustacheEscaping = .html,
        strictPartials: Bool = false
    ) throws(DiagnosticsError) -> String {
        try render(context, partials: partials, escaping: escaping, strictPartials: strictPartials, limits: MustacheRenderer.Limits())
    }

    /// `render` with other work limits (tests and fuzzing use small ones).
    func render(
        _ context: TemplateValue,
        partials: [String: MustacheTemplate],
        escaping: MustacheEscaping,
        strictPartials: Bool,
        limits: MustacheRenderer.Limits
    ) throws(DiagnosticsError) -> String {
        let bytes = try renderUTF8(context, partials: partials, escaping: escaping, strictPartials: strictPartials, limits: limits)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `render`, producing UTF-8 bytes.
    package func renderUTF8(
        _ context: TemplateValue,
        partials: [String: MustacheTemplate],
        escaping: MustacheEscaping,
        strictPartials: Bool,
        limits: MustacheRenderer.Limits = MustacheRenderer.Limits()
    ) throws(DiagnosticsError) -> [UInt8] {
        var renderer = MustacheRenderer(
            context: context, partials: partials, escaping: escaping, strictPartials: strictPartials, limits: limits
        )
        try renderer.render(self)
        return renderer.output
    }
}
