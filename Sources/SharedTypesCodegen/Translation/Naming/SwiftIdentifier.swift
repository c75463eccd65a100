/// A name as it appears in generated Swift: the identifier itself plus how it must be written.
///
/// Build one with `init?(_:as:)` or get one from `SwiftNaming`; both apply the rules in
/// `SwiftNameRules`, so `source` always compiles in the position the name was made for:
/// - declarations: `case \(source) = "..."`, `case \(source)(T)`, `public var \(source): T`,
///   `init(\(source): T)`, `public enum \(source)`;
/// - expressions and patterns: `self.\(source) = \(source)`, `["key": \(source)]`, `T.\(source)`,
///   `.\(source)`, `case .\(source)(let value)`.
///
/// At a call site's argument label use `argumentLabel` instead (swiftc warns about backticks
/// that a label does not need). Where the expected type is optional, write an enum case with
/// `implicitMemberExpression(ofType:optionalContext:)`.
package struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier without backticks, e.g. `default`.
    let name: String
    /// Whether `name` is a keyword that must be written in backticks, e.g. `` `default` ``.
    let needsBackticks: Bool

    /// How the name is written in declarations, expressions and patterns.
    package var source: String { needsBackticks ? "`" + name + "`" : name }

    /// How the name is written as an argument label at a call site (`T(in: x)`): bare, except for
    /// the few names swiftc cannot read bare there (`inout`, `_`, `$`). swiftc 6.3.1 warns
    /// "keyword 'x' does not need to be escaped in argument list" for backticks anywhere else.
    package var argumentLabel: String {
        SwiftNameRules.argumentLabelNeedsBackticks(name) ? "`" + name + "`" : name
    }

    /// Whether `.name` is ambiguous where an optional of the enum is expected: `.none` there
    /// means `Optional.none` (swiftc warns "assuming you mean 'Optional<T>.none'").
    var isAmbiguousInOptionalContext: Bool {
        SwiftNameRules.ambiguousInOptionalContext.contains(name)
    }

    /// `source`: the name with backticks when it needs them.
    package var description: String { source }

    /// A reference to this enum case where a value of its enum is expected: `.name`, or
    /// `.some(.name)` when `optionalContext` is true (the expected type is `T?`, or a `[T?]`
    /// element) and `.name` would be read as a member of `Optional`.
    ///
    /// The explicit form names no type: inside an input struct a field can be spelled like the
    /// enum type (`Kind: Kind?`), and like the module, hiding either in a default value.
    func implicitMemberExpression(optionalContext: Bool) -> String {
        if optionalContext && isAmbiguousInOptionalContext {
            return ".some(." + source + ")"
        }
        return "." + source
    }

    /// `name` as an identifier for `kind`, with backticks where the rules need them; `nil` when
    /// `name` is not a Swift identifier or cannot be used for `kind` at all (see
    /// `SwiftNameRules.spelling(of:as:)`). Surrounding backticks in `name` are accepted and ignored.
    init?(_ name: String, as kind: SwiftNameKind) {
        let bare = SwiftIdentifier.strippingBackticks(name)
        guard SwiftIdentifier.isIdentifier(bare) else { return nil }
        switch SwiftNameRules.spelling(of: bare, as: kind) {
        case .bare: self.init(unchecked: bare, needsBackticks: false)
        case .backticks: self.init(unchecked: bare, needsBackticks: true)
        case .rename: return nil
        }
    }

    init(unchecked name: String, needsBackticks: Bool) {
        self.name = name
        self.needsBackticks = needsBackticks
    }

    static func strippingBackticks(_ text: String) -> String {
        let utf8 = text.utf8
        if utf8.count >= 3, utf8.first == UInt8(ascii: "`"), utf8.last == UInt8(ascii: "`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    // MARK: Identifier grammar

    /// Whether `text` is a Swift identifier (without backticks), per the grammar in The Swift
    /// Programming Language, "Lexical Structure": an identifier head (`A`-`Z`, `a`-`z`, `_`, and
    /// the listed Unicode ranges) followed by heads, digits and combining marks. swiftc also
    /// accepts `$` after the first character (`a$b`), and `$` alone or as the first character
    /// (reserved for compiler-made names: `SwiftNameRules` renames those).
    /// Keywords are identifiers here; whether they need backticks is `SwiftNameRules`' business.
    static func isIdentifier(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        if first == "$" {
            // `$`, `$0`, `$name`: lexed as identifiers (the rules then decide).
            while let scalar = scalars.next() {
                guard isIdentifierContinuation(scalar) else { return false }
            }
            return true
        }
        guard isIdentifierHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isIdentifierContinuation(scalar) else { return false }
        }
        return true
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        return inRanges(v, identifierHeadRanges)
    }

    static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
                || (v >= 0x30 && v <= 0x39) || v == 0x24
        }
        return inRanges(v, identifierHeadRanges) || inRanges(v, combiningRanges)
    }

    private static func inRanges(_ value: UInt32, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        ranges.contains { $0.contains(value) }
    }

    /// Non-ASCII identifier heads: TSPL "Lexical Structure", identifier-head, except
    /// U+FFF9–U+FFFD (interlinear annotation characters, object replacement, replacement
    /// character), which swiftc 6.3.1 rejects. With that, these tables agreed with swiftc 6.3.1
    /// for every BMP code point, first and later (a one-off scan); the test
    /// `QualificationTests.identifierGrammarMatchesSwiftc` re-checks a sample across Unicode.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5,
        0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
        0x0100...0x02FF, 0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFF8,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks allowed after the first character (TSPL identifier-character).
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
