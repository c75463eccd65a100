/// A parsed template flattened for rendering: instructions that hold no references (text is a
/// range of one byte buffer, names and partials are indices), so walking them retains nothing.
struct MustacheProgram: Sendable {
    enum Instruction: Sendable {
        /// `text[start..<end]`.
        case text(start: Int, end: Int)
        /// See `MustacheNode.lineStart`.
        case lineStart
        /// `names[name]`, escaped or not.
        case variable(name: Int, escaped: Bool)
        /// A section over `names[name]` whose body is the instructions up to `end` (exclusive);
        /// `offset` locates the opening tag.
        case section(name: Int, inverted: Bool, end: Int, offset: Int)
        /// `partialNames[name]`, indented by `text[indentationStart..<indentationEnd]`.
        case partial(name: Int, indentationStart: Int, indentationEnd: Int, offset: Int)
    }

    private(set) var instructions: [Instruction] = []
    /// Every literal text and partial indentation, one after the other.
    private(set) var text: [UInt8] = []
    private(set) var names: [MustacheName] = []
    private(set) var partialNames: [String] = []

    init(_ nodes: [MustacheNode]) {
        append(nodes)
    }

    // The parser caps section nesting, so this recursion stays shallow.
    private mutating func append(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                let start = text.count
                text.append(contentsOf: bytes)
                instructions.append(.text(start: start, end: text.count))
            case .lineStart:
                instructions.append(.lineStart)
            case .variable(let name, let escaped):
                names.append(name)
                instructions.append(.variable(name: names.count - 1, escaped: escaped))
            case .section(let name, let inverted, let body, let offset):
                names.append(name)
                let nameIndex = names.count - 1
                let sectionIndex = instructions.count
                instructions.append(.lineStart) // replaced below, once the body's end is known
                append(body)
                instructions[sectionIndex] = .section(name: nameIndex, inverted: inverted, end: instructions.count, offset: offset)
            case .partial(let name, let indentation, let offset):
                partialNames.append(name)
                let start = text.count
                text.append(contentsOf: indentation)
                instructions.append(.partial(name: partialNames.count - 1, indentationStart: start, indentationEnd: text.count, offset: offset))
            }
        }
    }
}
