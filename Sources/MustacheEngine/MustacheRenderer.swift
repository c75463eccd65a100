import SharedTypesSupport

/// Walks a parsed template against a context stack, appending into one output buffer.
package struct MustacheRenderer {
    /// The deepest nesting of sections and partials while rendering; stops a partial that
    /// includes itself unconditionally before it exhausts the stack.
    static let maxRenderDepth = 256

    /// How much work one render may do. Sections over lists multiply: `{{#list}}` nested ten
    /// deep over a list of ten items renders its body ten billion times, so without a bound a
    /// small template can keep the tool busy for ever.
    package struct Limits: Sendable {
        /// Template nodes (text, tags, section passes) rendered. The largest real schemas
        /// need a few hundred thousand per file.
        var steps = 50_000_000
        /// Bytes of output.
        var outputBytes = 256 * 1024 * 1024
    }

    /// The rendered text, as UTF-8.
    private(set) var output: [UInt8] = []
    private var contextStack: [TemplateValue]
    private let partials: [String: MustacheTemplate]
    private let escaping: MustacheEscaping
    private let strictPartials: Bool
    private let limits: Limits
    private var depth = 0
    private var steps = 0
    /// The section or partial being rendered (the template's start at the top level), where
    /// an error about exceeding the limits points.
    private var currentPosition: Position?

    /// A place in a template, made into a `SourceLocation` only for an error.
    private struct Position {
        let file: SourceFile
        let offset: Int

        var location: SourceLocation { SourceLocation(file: file, offset: offset) }
    }

    init(
        context: TemplateValue, partials: [String: MustacheTemplate], escaping: MustacheEscaping, strictPartials: Bool,
        limits: Limits = Limits()
    ) {
        self.contextStack = [context]
        self.partials = partials
        self.escaping = escaping
        self.strictPartials = strictPartials
        self.limits = limits
    }

    /// Renders `template` from the top.
    mutating func render(_ template: MustacheTemplate) throws(DiagnosticsError) {
        if currentPosition == nil { currentPosition = Position(file: template.source, offset: 0) }
        try render(template.nodes, file: template.source, indentation: [])
    }

    /// Renders `nodes`, which come from `file`. `indentation` prefixes every line start
    /// (non-empty inside standalone partials).
    private mutating func render(_ nodes: [MustacheNode], file: SourceFile, indentation: [UInt8]) throws(DiagnosticsError) {
        for node in nodes {
            try step()
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .lineStart:
                output.append(contentsOf: indentation)
            case .variable(let name, let escaped):
                if let value = lookUp(name) {
                    append(value, escaped: escaped)
                }
            case .section(let name, let inverted, let body, let offset):
                let value = lookUp(name) ?? .null
                let position = Position(file: file, offset: offset)
                if inverted {
                    if !value.isTruthy {
                        try renderNested(body, file: file, indentation: indentation, at: position)
                    }
                } else if case .list(let items) = value {
                    for item in items {
                        contextStack.append(item)
                        try renderNested(body, file: file, indentation: indentation, at: position)
                        contextStack.removeLast()
                    }
                } else if value.isTruthy {
                    contextStack.append(value)
                    try renderNested(body, file: file, indentation: indentation, at: position)
                    contextStack.removeLast()
                }
            case .partial(let name, let partialIndentation, let offset):
                guard let partial = partials[name] else {
                    if strictPartials {
                        throw DiagnosticsError([.error("Unknown partial \"\(name)\".", at: SourceLocation(file: file, offset: offset))])
                    }
                    continue
                }
                try renderNested(partial.nodes, file: partial.source, indentation: indentation + partialIndentation,
                                 at: Position(file: file, offset: offset))
            }
        }
    }

    private mutating func renderNested(
        _ nodes: [MustacheNode], file: SourceFile, indentation: [UInt8], at position: Position
    ) throws(DiagnosticsError) {
        guard depth < Self.maxRenderDepth else {
            throw DiagnosticsError([.error(
                "Rendering nests sections and partials more than \(Self.maxRenderDepth) levels deep; does a partial include itself?",
                at: position.location
            )])
        }
        depth += 1
        let outerPosition = currentPosition
        currentPosition = position
        defer {
            depth -= 1
            currentPosition = outerPosition
        }
        try step() // each pass over a section body counts, even an empty one
        try render(nodes, file: file, indentation: indentation)
    }

    private mutating func step() throws(DiagnosticsError) {
        steps += 1
        if steps > limits.steps || output.count > limits.outputBytes {
            throw limitExceeded()
        }
    }

    private func limitExceeded() -> DiagnosticsError {
        let what = steps > limits.steps
            ? "more than \(limits.steps) steps"
            : "more than \(limits.outputBytes) bytes of output"
        return DiagnosticsError([.error(
            "Rendering stopped after \(what); do sections over lists nest too deeply, or does a partial include itself?",
            at: currentPosition?.location
        )])
    }

    /// Resolves `name`: its first part against the context stack from the top, the remaining
    /// parts against the value found. `nil` when any part is missing.
    private func lookUp(_ name: MustacheName) -> TemplateValue? {
        guard let first = name.parts.first else { return contextStack.last }
        var found: TemplateValue?
        for context in contextStack.reversed() {
            found = context[first]
            if found != nil { break }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard let member = value[part] else { return nil }
            value = member
        }
        return value
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let text):
            if escaped {
                escaping.append(text, to: &output)
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: Self.format(number).utf8)
        case .null, .object:
            break
        case .list(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(item, escaped: escaped)
            }
        }
    }

    /// Whole numbers print without a fraction (`2.0` as `2`), others in the shortest
    /// form that reads back the same (`1.21`).
    static func format(_ number: Double) -> String {
        if number.rounded() == number && abs(number) < 1e15 {
            return String(Int(number))
        }
        return number.description
    }
}
