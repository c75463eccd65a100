/// The generated module as Swift declarations: every name, type and literal is decided here,
/// and the text of every doc comment (`DocComment`, whose lines are made as files are
/// rendered), so templates only lay them out.
package struct SwiftModule {
    var name: String
    package var enums: [SwiftEnum]
    package var inputObjects: [SwiftInputObject]
    package var oneOfInputs: [SwiftOneOfInput]
    package var scalarAliases: [SwiftScalarAlias]
    /// The modules the custom scalars' Swift types come from (`customScalars`' `imports`, and
    /// Foundation for `@specifiedBy` scalars mapped to its types), sorted, each once. Every
    /// generated Swift file imports them, after the runtime's module (`RuntimeProfile.module`).
    var scalarImports: [String]
    /// Whether some input object needs the `Indirect` box.
    var needsIndirectStorage: Bool
    /// How the generated code spells names from Swift and the runtime (qualified where a schema
    /// type would shadow them).
    var spelling: QualifiedNames

    /// The one coding key type of the codable runtime's input objects, declared once for the
    /// module (`__` keeps it apart from every name a schema can bring).
    var codingKeyName: String { "__Key" }
}

/// A generated enum for a GraphQL enum.
package struct SwiftEnum {
    package var graphQLName: String
    package var name: SwiftIdentifier
    var doc: DocComment
    var docLines: [String] { doc.lines }
    package var cases: [Case]
    /// For a wide enum (more values than `WideTypeLayout.enumValueLimit`): the ranges of
    /// `cases` listed together where the cases are spelled out. Empty for other enums.
    var caseParts: [Range<Int>]

    /// A wide enum looks raw values up in a table rather than in the synthesized
    /// `init(rawValue:)`, and lists its known cases in parts.
    var isWide: Bool { !caseParts.isEmpty }

    package struct Case {
        package var graphQLName: String
        package var name: SwiftIdentifier
        /// The raw value as a Swift string literal, made when rendered (see `DocComment`).
        var rawValueLiteral: String { SwiftSourceText.stringLiteral(graphQLName) }
        var doc: DocComment
        var docLines: [String] { doc.lines }
        /// The deprecation message as a Swift string literal.
        var deprecationLiteral: String?
    }
}

/// A generated struct for an input object.
package struct SwiftInputObject {
    package var graphQLName: String
    package var name: SwiftIdentifier
    var doc: DocComment
    var docLines: [String] { doc.lines }
    package var fields: [Field]
    /// For a wide input object (more fields than `WideTypeLayout.inputFieldLimit`): how its
    /// fields are stored in parts. `nil` when the fields are stored directly.
    var wideStorage: WideStorage?
    /// Leaves `nil` fields out of what is sent whatever `nilFields` says: a `@oneOf` input
    /// declared as a struct (`oneOfInputs` `struct`).
    var omitsNilFields = false

    /// The private nested structs a wide input object's fields are stored in, and the prefix of
    /// the names of the members that work on them.
    struct WideStorage {
        /// `__`, or `___` (and so on) when some field's Swift name starts with `__`, so that
        /// no name below can clash with a field.
        var namePrefix: String
        var parts: [Part]
        /// The members each part declares for the runtime are named by the runtime's profile
        /// (`RuntimeProfile.wideInputPartMembers`), each with this prefix.

        /// A run of consecutive fields stored together.
        struct Part {
            /// The nested struct, e.g. `__Fields0`.
            var typeName: String
            /// The stored property holding it, e.g. `__fields0`.
            var propertyName: String
            /// Indices into the input object's `fields`.
            var fields: Range<Int>
        }
    }

    package struct Field {
        package var graphQLName: String
        package var name: SwiftIdentifier
        package var type: String
        var isOptional: Bool
        /// The init parameter's default, as a Swift expression.
        package var defaultExpression: String?
        var doc: DocComment
        var docLines: [String] { doc.lines }
        var deprecationLiteral: String?
        /// Boxed, because the field leads back to its own input object.
        var isIndirect: Bool
        /// The GraphQL name as a Swift string literal (the key sent), made when rendered.
        var wireNameLiteral: String { SwiftSourceText.stringLiteral(graphQLName) }
    }
}

/// A generated enum for a `@oneOf` input object: one case per field.
package struct SwiftOneOfInput {
    package var graphQLName: String
    package var name: SwiftIdentifier
    var doc: DocComment
    var docLines: [String] { doc.lines }
    package var cases: [Case]

    package struct Case {
        package var graphQLName: String
        package var name: SwiftIdentifier
        /// The payload type (the field's type without its optionality).
        package var type: String
        var doc: DocComment
        var docLines: [String] { doc.lines }
        var deprecationLiteral: String?
        var isIndirect: Bool
        /// The GraphQL name as a Swift string literal (the key sent), made when rendered.
        var wireNameLiteral: String { SwiftSourceText.stringLiteral(graphQLName) }
    }
}

/// `public typealias Name = Type` for a custom scalar.
package struct SwiftScalarAlias {
    package var graphQLName: String
    package var name: SwiftIdentifier
    package var type: String
    var doc: DocComment
    /// The framework whose type's name the scalar has, when the typealias got `_` appended
    /// to leave that name to the framework (see `SwiftNaming.typeNames`'s `keptFromApps`).
    var keptFromFramework: String?
    var docLines: [String] { doc.lines }
}
