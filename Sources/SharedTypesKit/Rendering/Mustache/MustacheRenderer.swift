/// Walks a parsed template against a context stack, appending into one output buffer.
struct MustacheRenderer {
    /// The deepest nesting of sections and partials while rendering; stops a partial that
    /// includes itself unconditionally before it exhausts the stack.
    static let maxRenderDepth = 256

    var output = ""
    private var contextStack: [TemplateValue]
    private let partials: [String: MustacheTemplate]
    private let escaping: MustacheEscaping
    private let strictPartials: Bool
    private var depth = 0

    init(context: TemplateValue, partials: [String: MustacheTemplate], escaping: MustacheEscaping, strictPartials: Bool) {
        self.contextStack = [context]
        self.partials = partials
        self.escaping = escaping
        self.strictPartials = strictPartials
    }

    /// Renders `nodes`, which come from `file`. `indentation` prefixes every line start
    /// (non-empty inside standalone partials).
    mutating func render(_ nodes: [MustacheNode], file: SourceFile, indentation: String) throws(DiagnosticsError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indentation.isEmpty { output += indentation }
            case .variable(let name, let escaped):
                if let value = lookUp(name) {
                    append(value, escaped: escaped)
                }
            case .section(let name, let inverted, let body, let offset):
                let value = lookUp(name) ?? .null
                let location = SourceLocation(file: file, offset: offset)
                if inverted {
                    if !value.isTruthy {
                        try renderNested(body, file: file, indentation: indentation, at: location)
                    }
                } else if case .list(let items) = value {
                    for item in items {
                        contextStack.append(item)
                        try renderNested(body, file: file, indentation: indentation, at: location)
                        contextStack.removeLast()
                    }
                } else if value.isTruthy {
                    contextStack.append(value)
                    try renderNested(body, file: file, indentation: indentation, at: location)
                    contextStack.removeLast()
                }
            case .partial(let name, let partialIndentation, let offset):
                guard let partial = partials[name] else {
                    if strictPartials {
                        throw DiagnosticsError([.error("Unknown partial \"\(name)\".", at: SourceLocation(file: file, offset: offset))])
                    }
                    continue
                }
                try renderNested(
                    partial.nodes, file: partial.source, indentation: indentation + partialIndentation,
                    at: SourceLocation(file: file, offset: offset)
                )
            }
        }
    }

    private mutating func renderNested(
        _ nodes: [MustacheNode], file: SourceFile, indentation: String, at location: SourceLocation
    ) throws(DiagnosticsError) {
        guard depth < Self.maxRenderDepth else {
            throw DiagnosticsError([.error(
                "Rendering nests sections and partials more than \(Self.maxRenderDepth) levels deep; does a partial include itself?",
                at: location
            )])
        }
        depth += 1
        defer { depth -= 1 }
        try render(nodes, file: file, indentation: indentation)
    }

    /// Resolves a name: the first part against the context stack from the top, the
    /// remaining parts against the value found. `nil` when any part is missing.
    private func lookUp(_ name: MustacheName) -> TemplateValue? {
        guard let first = name.parts.first else { return contextStack.last }
        var found: TemplateValue?
        for context in contextStack.reversed() {
            if let value = context[first] {
                found = value
                break
            }
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
                output += text
            }
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let number):
            output += String(number)
        case .double(let number):
            output += Self.format(number)
        case .null, .object:
            break
        case .list(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
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
