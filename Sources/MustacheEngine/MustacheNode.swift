/// A parsed variable or section name: `.` (no parts) or dot-separated keys.
struct MustacheName: Sendable {
    /// Empty for the implicit iterator `.`.
    let parts: [String]
}

/// One element of a parsed template. Templates are trees of these, built once by
/// `MustacheParser` and walked by `MustacheRenderer`.
enum MustacheNode: Sendable {
    /// Literal template text, as UTF-8.
    case text([UInt8])
    /// The start of a template line: where a standalone partial's indentation goes.
    /// Not emitted for blank lines, so indented partials produce no trailing whitespace.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}...{{/name}}` or, when `inverted`, `{{^name}}...{{/name}}`;
    /// `offset` locates the opening tag.
    case section(MustacheName, inverted: Bool, body: [MustacheNode], offset: Int)
    /// `{{>name}}`; `indentation` is the whitespace (UTF-8) before a standalone partial tag.
    /// `offset` locates the tag for errors raised while rendering.
    case partial(name: String, indentation: [UInt8], offset: Int)
}
