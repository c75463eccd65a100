/// Translates a template into a Swift function that writes the same bytes the interpreter
/// (`MustacheRenderer`, without escaping) writes for a typed context of a known shape.
///
/// Every name is resolved once, here, against the shapes of the contexts that will be on the
/// stack at that point, so the function calls typed accessors and appends literals: no lookups,
/// no `TemplateValue`s. It supports what the built-in templates use (sections, inverted
/// sections, partials, single-part names); anything else is reported, not guessed at.
struct TemplateCompiler {
    /// A construct the compiler does not translate.
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// What one compiled function is made from.
    struct Function: Sendable {
        /// The template's file name, e.g. `enum.swift.mustache`.
        var template: String
        /// The function's name in `CompiledTemplates`.
        var name: String
        /// The shape of the context the template is rendered with at its top level.
        var root: ContextShape
    }

    /// How deep partials may include partials; the built-in templates go one level deep.
    static let maximumPartialDepth = 8

    /// The templates compiled into `CompiledTemplates`: those of the files most schemas have
    /// most of.
    static let functions = [
        Function(template: "enum.swift.mustache", name: "enumFile", root: .enumFile),
        Function(template: "future-proof-enum.swift.mustache", name: "futureProofEnumFile", root: .enumFile),
        Function(template: "input-object.swift.mustache", name: "inputObjectFile", root: .inputObjectFile),
    ]

    /// What is on the context stack at a point of the template, as far as names go.
    private enum Frame {
        /// An object of a typed context: the top-level context `root` (`items` nil; its
        /// members are properties), or the item at the variable `index` of the `ContextItems`
        /// held by the variable `items`.
        case object(ContextShape, items: String?, index: String?)
        /// A string held by a variable (a section over a string, or over a list of strings).
        case string(String)
        /// A number held by a variable (a section over a number).
        case int(String)
        /// `true`: a section over a boolean only renders when it is.
        case bool
    }

    private let partials: [String: MustacheTemplate]
    private var frames: [Frame] = []
    private var lines: [String] = []
    private var indentation = 2
    private var pendingText: [UInt8] = []
    private var variableCount = 0
    /// The variables the code written so far reads, so that a block binding one nobody reads
    /// binds nothing (the function must compile without warnings).
    private var usedVariables: Set<String> = []
    private var partialDepth = 0

    private init(partials: [String: MustacheTemplate]) {
        self.partials = partials
    }

    /// The Swift source of `CompiledTemplates`: every function of `functions` compiled from
    /// `templates` (by file name).
    static func compiledTemplatesSource(templates: [String: MustacheTemplate]) throws(Unsupported) -> String {
        var source = """
            // Generated from templates/ by EmbeddedTemplatesTests. Do not edit: change the template
            // and run `UPDATE_EMBEDDED_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.

            /// The built-in templates of enums and input objects compiled into Swift by
            /// `TemplateCompiler`. Each function writes the bytes the template interpreter writes
            /// for the same context, calling the context's typed members directly; they are used
            /// while every template is the built-in one (`TemplateSet.isBuiltIn`).
            enum CompiledTemplates {
                /// The templates compiled here, which are not interpreted (nor parsed) while built in.
                static let templateNames: Set<String> = [\(functions.map { "\"\($0.template)\"" }.joined(separator: ", "))]


            """
        for (number, function) in functions.enumerated() {
            if number > 0 { source += "\n" }
            source += try compile(function, templates: templates)
        }
        return source + "}\n"
    }

    /// The Swift source of `function`'s template compiled: a static method taking the root
    /// context and the output, indented to sit in a type's body. Partials are included in
    /// place.
    static func compile(_ function: Function, templates: [String: MustacheTemplate]) throws(Unsupported) -> String {
        guard let template = templates[function.template] else {
            throw Unsupported(description: "no template \(function.template)")
        }
        var partials: [String: MustacheTemplate] = [:]
        for (name, template) in templates {
            partials[String(name.dropLast(".mustache".count))] = template
        }
        var compiler = TemplateCompiler(partials: partials)
        compiler.frames = [.object(function.root, items: nil, index: nil)]
        try compiler.compile(template.program, template.program.instructions.indices, indentation: [])
        compiler.flushText()
        return """
                /// `\(function.template)`.
                static func \(function.name)(_ root: \(function.root.typeName), into output: inout MustacheOutput) {
            \(compiler.lines.joined(separator: "\n"))
                }

            """
    }

    private mutating func compile(_ program: MustacheProgram, _ range: Range<Int>, indentation lineIndentation: [UInt8]) throws(Unsupported) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction {
            case .text(let start, let end):
                pendingText.append(contentsOf: program.text[start..<end])
            case .lineStart:
                pendingText.append(contentsOf: lineIndentation)
            case .variable(let name, _):
                try variable(program, name)
            case .section(let name, let inverted, let end, _):
                let body = index..<end
                index = end
                try section(program, name, inverted: inverted) { (compiler: inout TemplateCompiler) throws(Unsupported) in
                    try compiler.compile(program, body, indentation: lineIndentation)
                }
            case .partial(let nameIndex, let indentationStart, let indentationEnd, _):
                let name = program.partialNames[nameIndex]
                guard let partial = partials[name] else { throw Unsupported(description: "no partial \(name)") }
                guard partialDepth < Self.maximumPartialDepth else {
                    throw Unsupported(description: "partials nested more than \(Self.maximumPartialDepth) deep")
                }
                partialDepth += 1
                try compile(partial.program, partial.program.instructions.indices,
                            indentation: lineIndentation + program.text[indentationStart..<indentationEnd])
                partialDepth -= 1
            }
        }
    }

    // MARK: Names

    /// What a name refers to: a frame on the stack (`.`), a member of an object, or nothing.
    private enum Resolved {
        case frame(Frame)
        case member(ContextShape.Member, expression: String)
        case missing
    }

    private mutating func resolve(_ program: MustacheProgram, _ name: Range<Int>) throws(Unsupported) -> Resolved {
        guard let part = name.first else {
            guard let top = frames.last else { return .missing }
            return .frame(top)
        }
        guard name.count == 1 else {
            throw Unsupported(description: "dotted name \(program.nameParts[name].joined(separator: "."))")
        }
        // A name no typed context has is missing from every object on the stack.
        guard let key = program.nameKeys[part] else { return .missing }
        for frame in frames.reversed() {
            guard case .object(let shape, let items, let index) = frame, let member = shape.members[key] else { continue }
            guard let items, let index else { return .member(member, expression: "root.\(member.accessor)") }
            usedVariables.formUnion([items, index])
            return .member(member, expression: "\(items).source.\(member.accessor)(at: \(index))")
        }
        return .missing
    }

    private mutating func variable(_ program: MustacheProgram, _ name: Range<Int>) throws(Unsupported) {
        switch try resolve(program, name) {
        case .missing, .frame(.object):
            return
        case .frame(.string(let variable)):
            usedVariables.insert(variable)
            emit("output.append(utf8: \(variable))")
        case .frame(.int(let variable)):
            usedVariables.insert(variable)
            emit("output.append(utf8: String(\(variable)))")
        case .frame(.bool):
            pendingText.append(contentsOf: "true".utf8)
        case .member(let member, let expression):
            switch member.kind {
            case .string:
                emit("output.append(utf8: \(expression))")
            case .optionalString:
                let text = newVariable("text")
                emit("if let \(text) = \(expression) { output.append(utf8: \(text)) }")
            case .bool:
                emit("output.append(\(expression) ? \"true\" : \"false\")")
            case .int:
                emit("output.append(utf8: String(\(expression)))")
            case .strings, .items:
                throw Unsupported(description: "a list written as a variable (\(expression))")
            }
        }
    }

    // MARK: Sections

    private mutating func section(
        _ program: MustacheProgram, _ name: Range<Int>, inverted: Bool,
        body: (inout TemplateCompiler) throws(Unsupported) -> Void
    ) throws(Unsupported) {
        let resolved = try resolve(program, name)
        if inverted {
            try invertedSection(resolved, body: body)
            return
        }
        switch resolved {
        case .missing:
            return
        case .frame:
            throw Unsupported(description: "a section over `.`")
        case .member(let member, let expression):
            switch member.kind {
            case .string:
                let text = newVariable("text")
                try block("do {", binding: .letLine(variable: text, line: "let \(text) = \(expression)"), frame: .string(text), body: body)
            case .optionalString:
                let text = newVariable("text")
                try block("if let \(text) = \(expression) {", binding: .opening(variable: text, unused: "if \(expression) != nil {"), frame: .string(text), body: body)
            case .bool:
                try block("if \(expression) {", frame: .bool, body: body)
            case .int:
                let number = newVariable("number")
                try block("do {", binding: .letLine(variable: number, line: "let \(number) = \(expression)"), frame: .int(number), body: body)
            case .strings:
                let item = newVariable("item")
                try block("for \(item) in \(expression) {", binding: .opening(variable: item, unused: "for _ in \(expression) {"), frame: .string(item), body: body)
            case .items(let shape):
                let list = newVariable("list")
                let index = newVariable("index")
                emit("let \(list) = \(expression)")
                try block("for \(index) in \(list).indices {", binding: .opening(variable: index, unused: "for _ in \(list).indices {"),
                          frame: .object(shape, items: list, index: index), body: body)
            }
        }
    }

    private mutating func invertedSection(_ resolved: Resolved, body: (inout TemplateCompiler) throws(Unsupported) -> Void) throws(Unsupported) {
        switch resolved {
        case .missing:
            try body(&self)
        case .frame:
            throw Unsupported(description: "an inverted section over `.`")
        case .member(let member, let expression):
            switch member.kind {
            case .string, .int:
                return // always truthy
            case .optionalString:
                try block("if \(expression) == nil {", frame: nil, body: body)
            case .bool:
                try block("if !\(expression) {", frame: nil, body: body)
            case .strings:
                try block("if \(expression).isEmpty {", frame: nil, body: body)
            case .items:
                try block("if \(expression).indices.isEmpty {", frame: nil, body: body)
            }
        }
    }

    /// How a block binds the value its body sees; the variable may go unused, and then the
    /// binding is written so that the function compiles without warnings.
    private enum Binding {
        /// The opening line binds `variable` (`if let`, `for`); `unused` replaces it.
        case opening(variable: String, unused: String)
        /// `line` (a `let`) binds `variable` first thing in the block; dropped when unused.
        case letLine(variable: String, line: String)
    }

    /// `opening`, `binding`, the body one level in with `frame` pushed, and the closing brace.
    private mutating func block(
        _ opening: String, binding: Binding? = nil, frame: Frame?,
        body: (inout TemplateCompiler) throws(Unsupported) -> Void
    ) throws(Unsupported) {
        emit(opening)
        let openingLine = lines.count - 1
        indentation += 1
        if case .letLine(_, let line) = binding { emit(line) }
        if let frame { frames.append(frame) }
        try body(&self)
        if frame != nil { frames.removeLast() }
        flushText()
        switch binding {
        case .opening(let variable, let unused) where !usedVariables.contains(variable):
            lines[openingLine] = String(repeating: "    ", count: indentation - 1) + unused
        case .letLine(let variable, _) where !usedVariables.contains(variable):
            lines.remove(at: openingLine + 1)
        default:
            break
        }
        indentation -= 1
        emit("}")
    }

    // MARK: Output

    private mutating func newVariable(_ stem: String) -> String {
        variableCount += 1
        return stem + String(variableCount)
    }

    private mutating func emit(_ line: String) {
        flushText()
        lines.append(String(repeating: "    ", count: indentation) + line)
    }

    /// Writes the literal text gathered since the last code as one append.
    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        // Template text is UTF-8 (checked when the template was parsed).
        let literal = SwiftSourceText.stringLiteral(String(decoding: pendingText, as: UTF8.self))
        pendingText = []
        emit("output.append(\(literal))")
    }
}
