import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// A declaration at the top level of a Swift file.
package struct TopLevelDeclaration: Sendable {
    enum Kind: String, Sendable {
        case enumType = "enum"
        case structType = "struct"
        case classType = "class"
        case actorType = "actor"
        case protocolType = "protocol"
        case extensionType = "extension"
        case typeAlias = "typealias"
        case importDeclaration = "import"
    }

    var kind: Kind
    /// The declared name (without backticks); for an import the module path
    /// (`Foundation.Data`), for an extension the extended type as written.
    package var name: String
    /// Token indexes: the first attribute or modifier (or the keyword when there is none),
    /// the keyword, the name, and the last token (a body's `}`, or the end of the line).
    var firstToken: Int
    var keywordToken: Int
    var nameToken: Int
    var lastToken: Int
    /// The body's `{`, for types and extensions.
    var bodyOpenToken: Int?
    /// For a typealias, the tokens after `=`.
    var aliasedTypeTokens: Range<Int>?
    /// Whether it sits inside a top-level `#if` block.
    var isConditional: Bool
}

/// A member of a type body: an enum case, a property or an initializer.
struct TypeMember: Sendable {
    struct Parameter: Sendable, Equatable {
        /// The argument label (`_` for none).
        var label: String
        var type: String
        var hasDefault: Bool
    }

    enum Kind: Sendable {
        /// `rawValue` is the literal as written (`"DRAFT"`), if any.
        case enumCase(rawValue: String?, hasPayload: Bool)
        /// `isStored` is false for a property with a `{ get ... }` body.
        case property(type: String, isStored: Bool)
        case initializer(parameters: [Parameter])
    }

    var kind: Kind
    /// The member's name (`init` for initializers), without backticks.
    var name: String
    /// Where the name is (a token index), for diagnostics.
    var token: Int
    /// `private` or `fileprivate` (not `private(set)`).
    var isPrivate: Bool
    var isStatic: Bool
}

/// Finds declarations in Swift source: the top-level declarations of a file (with their
/// extent, attributes and modifiers included) and the members of a type's body. It works on
/// the tokens of `SwiftTokenizer`, so strings, comments and nested types never confuse it.
struct SwiftDeclarationScanner: Sendable {
    let bytes: [UInt8]
    let tokens: [SwiftToken]

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "indirect",
        "nonisolated", "static", "class", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "override", "required", "convenience", "optional", "prefix", "postfix", "infix",
    ]
    static let accessLevels: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]

    static func scan(_ bytes: [UInt8]) -> Result<SwiftDeclarationScanner, SwiftTokenizer.Failure> {
        SwiftTokenizer.tokenize(bytes).map { SwiftDeclarationScanner(bytes: bytes, tokens: $0) }
    }

    // MARK: - Token helpers

    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// An identifier's name without backticks.
    func name(_ index: Int) -> String {
        let token = tokens[index]
        if bytes[token.start] == UInt8(ascii: "`") && token.end - token.start >= 2 {
            return String(decoding: bytes[token.start + 1..<token.end - 1], as: UTF8.self)
        }
        return text(index)
    }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == UInt8(ascii: character)
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && utf8Equal(text(index), word)
    }

    /// The next token at or after `index` that is not a comment.
    func skipComments(_ index: Int) -> Int {
        var index = index
        while index < tokens.count && tokens[index].isComment { index += 1 }
        return index
    }

    /// After attributes (`@available(...)`) and modifiers (`public`, `private(set)`)
    /// starting at `index`: the next token, and the modifiers seen.
    func skipAttributesAndModifiers(_ index: Int, depth: Int) -> (next: Int, modifiers: [String]) {
        var index = skipComments(index)
        var modifiers: [String] = []
        while index < tokens.count && tokens[index].depth == depth {
            if isPunctuation(index, "@") && index + 1 < tokens.count && tokens[index + 1].kind == .identifier {
                index += 2
                if isPunctuation(index, "(") && tokens[index].partner > index { index = tokens[index].partner + 1 }
            } else if tokens[index].kind == .identifier, Self.modifiers.contains(text(index)),
                      !isWord(index, "class") || isClassModifier(index) {
                let modifier = text(index)
                index += 1
                // `private(set)` restricts only the setter.
                if Self.accessLevels.contains(modifier) && isPunctuation(index, "(") && tokens[index].partner > index {
                    index = tokens[index].partner + 1
                    modifiers.append(modifier + "(set)")
                } else {
                    modifiers.append(modifier)
                }
            } else {
                break
            }
            index = skipComments(index)
        }
        return (index, modifiers)
    }

    /// Whether `class` at `index` is a modifier (`class func`, `class var`) rather than the
    /// keyword that declares a class.
    private func isClassModifier(_ index: Int) -> Bool {
        let next = skipComments(index + 1)
        guard next < tokens.count, tokens[next].kind == .identifier else { return false }
        let word = text(next)
        return word == "func" || word == "var" || word == "let" || word == "subscript" || (Self.modifiers.contains(word) && word != "class")
    }

    /// Whether the token at `index` can only begin a declaration or directive.
    private func startsDeclaration(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .directive || isPunctuation(index, "@") { return true }
        guard token.kind == .identifier else { return false }
        let word = text(index)
        return Self.modifiers.contains(word) || TopLevelDeclaration.Kind(rawValue: word) != nil || word == "func" || word == "var" || word == "let"
    }

    // MARK: - Top level

    /// Every type, extension, typealias and import declared at the top level, in file order.
    /// Functions, variables and statements are passed over.
    func topLevelDeclarations() -> [TopLevelDeclaration] {
        var result: [TopLevelDeclaration] = []
        var conditionalDepth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.depth != 0 || token.isComment {
                index += 1
                continue
            }
            if token.kind == .directive {
                switch text(index) {
                case "#if":
                    conditionalDepth += 1
                case "#endif":
                    conditionalDepth = max(0, conditionalDepth - 1)
                case "#else", "#elseif":
                    break
                default:
                    index += 1
                    continue
                }
                // The condition runs to the end of the directive's line.
                index += 1
                while index < tokens.count && tokens[index].line == token.line { index += 1 }
                continue
            }
            if let declaration = declaration(at: index, conditional: conditionalDepth > 0) {
                result.append(declaration)
                index = declaration.lastToken + 1
                continue
            }
            index += 1
        }
        return result
    }

    /// The declaration starting at `first` (an attribute, a modifier or a keyword), if it is
    /// one of the kinds `TopLevelDeclaration` describes.
    private func declaration(at first: Int, conditional: Bool) -> TopLevelDeclaration? {
        let keyword = skipAttributesAndModifiers(first, depth: 0).next
        guard keyword < tokens.count, tokens[keyword].kind == .identifier, tokens[keyword].depth == 0,
              let kind = TopLevelDeclaration.Kind(rawValue: text(keyword)) else { return nil }
        let nameIndex = skipComments(keyword + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].depth == 0 else { return nil }
        switch kind {
        case .importDeclaration:
            // `import SharedTypes`, `import struct Foundation.Data`.
            var pathStart = nameIndex
            if tokens[pathStart].kind == .identifier, ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(text(pathStart)) {
                pathStart += 1
            }
            var last = keyword
            var path = ""
            var index = pathStart
            while index < tokens.count && tokens[index].line == tokens[keyword].line && !tokens[index].isComment
                    && (tokens[index].kind == .identifier || isPunctuation(index, ".")) {
                path += tokens[index].kind == .identifier ? name(index) : "."
                last = index
                index += 1
            }
            guard !path.isEmpty else { return nil }
            return TopLevelDeclaration(kind: kind, name: path, firstToken: first, keywordToken: keyword, nameToken: pathStart, lastToken: last, isConditional: conditional)
        case .typeAlias:
            guard tokens[nameIndex].kind == .identifier else { return nil }
            var index = nameIndex + 1
            while index < tokens.count && tokens[index].depth == 0 && !isPunctuation(index, "=") && tokens[index].line == tokens[keyword].line { index += 1 }
            guard isPunctuation(index, "=") else { return nil }
            let aliasStart = index + 1
            var last = index
            index += 1
            // The aliased type ends with its line, unless a bracket keeps it open.
            while index < tokens.count && !tokens[index].isComment && (tokens[index].depth > 0 || tokens[index].line == tokens[last].endLine) {
                last = index
                index += 1
            }
            return TopLevelDeclaration(kind: kind, name: name(nameIndex), firstToken: first, keywordToken: keyword, nameToken: nameIndex, lastToken: last, aliasedTypeTokens: aliasStart..<last + 1, isConditional: conditional)
        case .extensionType, .enumType, .structType, .classType, .actorType, .protocolType:
            guard tokens[nameIndex].kind == .identifier else { return nil }
            var open = nameIndex + 1
            while open < tokens.count && !(tokens[open].depth == 0 && isPunctuation(open, "{")) {
                // A `}`, `;` or the start of another declaration before any body means this is
                // no declaration we know.
                if tokens[open].depth == 0 && (isPunctuation(open, "}") || isPunctuation(open, ";") || (tokens[open].startsLine && startsDeclaration(open))) {
                    return nil
                }
                open += 1
            }
            guard open < tokens.count, tokens[open].partner > open else { return nil }
            var name = self.name(nameIndex)
            if kind == .extensionType {
                // The extended type as written, up to `:`, `where` or `{`.
                name = ""
                var index = nameIndex
                while index < open && !isPunctuation(index, ":") && !isWord(index, "where") {
                    if !tokens[index].isComment { name += text(index) }
                    index += 1
                }
            }
            return TopLevelDeclaration(kind: kind, name: name, firstToken: first, keywordToken: keyword, nameToken: nameIndex, lastToken: tokens[open].partner, bodyOpenToken: open, isConditional: conditional)
        }
    }

    // MARK: - Members

    /// The enum cases, properties and initializers declared directly in a type's body
    /// (nested types and function bodies are passed over).
    func members(of declaration: TopLevelDeclaration) -> [TypeMember] {
        guard let open = declaration.bodyOpenToken else { return [] }
        let close = tokens[open].partner
        let depth = tokens[open].depth + 1
        var members: [TypeMember] = []
        var index = open + 1
        while index < close {
            if tokens[index].depth != depth || tokens[index].isComment {
                index += 1
                continue
            }
            let (keyword, modifiers) = skipAttributesAndModifiers(index, depth: depth)
            guard keyword < close, tokens[keyword].depth == depth else {
                index = max(keyword, index + 1)
                continue
            }
            let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
            let isStatic = modifiers.contains("static") || modifiers.contains("class")
            if isWord(keyword, "case") {
                index = parseCases(after: keyword, depth: depth, end: close, isPrivate: isPrivate, into: &members)
            } else if isWord(keyword, "var") || isWord(keyword, "let") {
                index = parseProperty(after: keyword, depth: depth, end: close, isPrivate: isPrivate, isStatic: isStatic, into: &members)
            } else if isWord(keyword, "init") {
                index = parseInitializer(at: keyword, depth: depth, end: close, isPrivate: isPrivate, into: &members)
            } else {
                index = keyword + 1
            }
        }
        return members
    }

    /// `case a = "A", b(Int), c`.
    private func parseCases(after keyword: Int, depth: Int, end: Int, isPrivate: Bool, into members: inout [TypeMember]) -> Int {
        var index = skipComments(keyword + 1)
        while index < end && tokens[index].kind == .identifier && tokens[index].depth == depth {
            let nameIndex = index
            index += 1
            var hasPayload = false
            if isPunctuation(index, "(") && tokens[index].partner > index {
                hasPayload = true
                index = tokens[index].partner + 1
            }
            var rawValue: String?
            if isPunctuation(index, "=") {
                index += 1
                var raw = ""
                while index < end && (tokens[index].depth > depth || (!isPunctuation(index, ",") && tokens[index].line == tokens[index - 1].endLine)) && !tokens[index].isComment {
                    raw += text(index)
                    index += 1
                }
                rawValue = raw
            }
            members.append(TypeMember(kind: .enumCase(rawValue: rawValue, hasPayload: hasPayload), name: name(nameIndex), token: nameIndex, isPrivate: isPrivate, isStatic: false))
            guard isPunctuation(index, ",") else { break }
            index = skipComments(index + 1)
        }
        return max(index, keyword + 1)
    }

    /// `var name: Type`, `var name: Type { ... }`, `let name: Type = value`.
    private func parseProperty(after keyword: Int, depth: Int, end: Int, isPrivate: Bool, isStatic: Bool, into members: inout [TypeMember]) -> Int {
        let nameIndex = skipComments(keyword + 1)
        guard nameIndex < end, tokens[nameIndex].kind == .identifier else { return keyword + 1 }
        var index = nameIndex + 1
        guard isPunctuation(index, ":") else { return index }
        index += 1
        let (type, next) = typeText(from: index, depth: depth, end: end)
        index = next
        var isStored = true
        if index < end && isPunctuation(index, "{") && tokens[index].partner > index {
            isStored = false
            index = tokens[index].partner + 1
        }
        members.append(TypeMember(kind: .property(type: type, isStored: isStored), name: name(nameIndex), token: nameIndex, isPrivate: isPrivate, isStatic: isStatic))
        return index
    }

    /// `init(label name: Type = default, ...) { ... }`.
    private func parseInitializer(at keyword: Int, depth: Int, end: Int, isPrivate: Bool, into members: inout [TypeMember]) -> Int {
        var index = keyword + 1
        if isPunctuation(index, "?") || isPunctuation(index, "!") { index += 1 }
        guard isPunctuation(index, "(") && tokens[index].partner > index else { return keyword + 1 }
        let close = tokens[index].partner
        let parameterDepth = depth + 1
        var parameters: [TypeMember.Parameter] = []
        var cursor = index + 1
        while cursor < close {
            // One parameter: names, `:`, the type, and maybe `= default`.
            var names: [String] = []
            while cursor < close && !isPunctuation(cursor, ":") {
                if tokens[cursor].kind == .identifier { names.append(name(cursor)) }
                cursor += 1
            }
            guard cursor < close else { break }
            let (type, next) = typeText(from: cursor + 1, depth: parameterDepth, end: close, stopAtLineEnd: false)
            cursor = next
            var hasDefault = false
            if isPunctuation(cursor, "=") {
                hasDefault = true
                while cursor < close && !(tokens[cursor].depth == parameterDepth && isPunctuation(cursor, ",")) { cursor += 1 }
            }
            parameters.append(.init(label: names.first ?? "_", type: type, hasDefault: hasDefault))
            if isPunctuation(cursor, ",") { cursor += 1 }
        }
        members.append(TypeMember(kind: .initializer(parameters: parameters), name: "init", token: keyword, isPrivate: isPrivate, isStatic: false))
        // Skip `throws` and the like, then the body.
        index = close + 1
        while index < end && tokens[index].depth == depth && !isPunctuation(index, "{") && tokens[index].line == tokens[close].endLine { index += 1 }
        if isPunctuation(index, "{") && tokens[index].partner > index { index = tokens[index].partner + 1 }
        return index
    }

    /// A type as written from `start`, without whitespace (a space between adjacent words,
    /// as in `any Foo`), up to a `=`, `{` or `,` at `depth`, or, when `stopAtLineEnd`, the end
    /// of the line. Returns the text and the first token after it.
    func typeText(from start: Int, depth: Int, end: Int, stopAtLineEnd: Bool = true) -> (String, Int) {
        var text = ""
        var index = start
        var previousWasWord = false
        while index < end {
            let token = tokens[index]
            if token.isComment { index += 1; continue }
            if token.depth == depth {
                if isPunctuation(index, "=") || isPunctuation(index, "{") || isPunctuation(index, ",") || isPunctuation(index, ";") { break }
                if stopAtLineEnd && index > start && token.line > tokens[index - 1].endLine { break }
            } else if token.depth < depth {
                break
            }
            let isWord = token.kind == .identifier
            if isWord && previousWasWord { text += " " }
            text += self.text(index)
            previousWasWord = isWord
            index += 1
        }
        return (text, index)
    }
}
