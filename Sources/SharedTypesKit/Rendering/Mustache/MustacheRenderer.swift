/// Walks a parsed template against a context stack, appending into one output buffer.
struct MustacheRenderer {
    /// The deepest nesting of sections and partials while rendering; stops a partial that
    /// includes itself unconditionally before it exhausts the stack.
    static let maxRenderDepth = 256

    /// How much work one render may do. Sections over lists multiply: `{{#list}}` nested ten
    /// deep over a list of ten items renders its body ten billion times, so without a bound a
    /// small template can keep the tool busy for ever.
    struct Limits: Sendable {
        /// Template nodes (text, tags, section passes) rendered. The largest real schemas
        /// need a few hundred thousand per file.
        var steps = 50_000_000
        /// Bytes of output.
        var outputBytes = 256 * 1024 * 1024
    }

    /// The rendered text, as UTF-8.
    var output: [UInt8] = []
    private var contextStack: [TemplateValue]
    private let partials: [String: MustacheTemplate]
    private let escaping: MustacheEscaping
    private let strictPartials: Bool
    private let limits: Limits
    private var depth = 0
    private var steps = 0
    /// The section or partial being rendered (the template's start at the top level), where
    /// an error about exceeding the limits points.
    private var currentLocation: SourceLocation?

    init(context: TemplateValue, partials: [String: MustacheTemplate], escaping: MustacheEscaping, strictPartials: Bool, limits: Limits = Limits()) {
        self.contextStack = [context]
        self.partials = partials
        self.escaping = escaping
        self.strictPartials = strictPartials
        self.limits = limits
    }

    /// Renders `nodes`, which come from `file`. `indentation` prefixes every line start
    /// (non-empty inside standalone partials).
    mutating func render(_ nodes: [MustacheNode], file: SourceFile, indentation: [UInt8]) throws(DiagnosticsError) {
        if currentLocation == nil { currentLocation = SourceLocation(file: file, offset: 0) }
        for node in nodes {
            try step()
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .lineStart:
                if !indentation.isEmpty { output.append(contentsOf: indentation) }
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
                } else if case .strings(let items) = value {
                    for item in items {
                        contextStack.append(.string(item))
                        try renderNested(body, file: file, indentation: indentation, at: location)
                        contextStack.removeLast()
                    }
                } else if case .views(let list) = value {
                    for index in list.indices {
                        contextStack.append(.view(TemplateView(source: list.source, index: index)))
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
                    partial.nodes, file: partial.source,
                    indentation: partialIndentation.isEmpty ? indentation : indentation + partialIndentation,
                    at: SourceLocation(file: file, offset: offset)
                )
            }
        }
    }

    private mutating func renderNested(
        _ nodes: [MustacheNode], file: SourceFile, indentation: [UInt8], at location: SourceLocation
    ) throws(DiagnosticsError) {
        guard depth < Self.maxRenderDepth else {
            throw DiagnosticsError([.error(
                "Rendering nests sections and partials more than \(Self.maxRenderDepth) levels deep; does a partial include itself?",
                at: location
            )])
        }
        depth += 1
        let outerLocation = currentLocation
        currentLocation = location
        defer {
            depth -= 1
            currentLocation = outerLocation
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
            at: currentLocation
        )])
    }

    /// Resolves a name: the first part against the context stack from the top, the
    /// remaining parts against the value found. `nil` when any part is missing.
    private func lookUp(_ name: MustacheName) -> TemplateValue? {
        guard let first = name.parts.first else { return contextStack.last }
        var found: TemplateValue?
        var level = contextStack.count
        while level > 0 {
            level -= 1
            if let value = contextStack[level].member(first) {
                found = value
                break
            }
        }
        guard var value = found else { return nil }
        var partIndex = 1
        while partIndex < name.parts.count {
            guard let member = value.member(name.parts[partIndex]) else { return nil }
            value = member
            partIndex += 1
        }
        return value
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let text):
            if escaped {
                escaping.append(text, to: &output)
            } else {
                output.appendUTF8(of: text)
            }
        case .bool(let flag):
            output.appendUTF8(of: flag ? "true" : "false")
        case .int(let number):
            output.appendUTF8(of: String(number))
        case .double(let number):
            output.appendUTF8(of: Self.format(number))
        case .null, .object, .view:
            break
        case .list(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(item, escaped: escaped)
            }
        case .strings(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(.string(item), escaped: escaped)
            }
        case .views(let list):
            // Objects print as nothing, so only the separators remain.
            for _ in list.indices.dropFirst() { output.append(UInt8(ascii: ",")) }
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
