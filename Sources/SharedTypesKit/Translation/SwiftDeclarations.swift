/// The generated module as Swift declarations: every name, type, literal and doc line is
/// decided here, so templates only lay them out.
struct SwiftModule {
    var name: String
    var enums: [SwiftEnum]
    var inputObjects: [SwiftInputObject]
    var oneOfInputs: [SwiftOneOfInput]
    var scalarAliases: [SwiftScalarAlias]
    /// Modules every generated Swift file imports (Relay, plus scalar mappings' imports).
    var scalarImports: [String]
    /// Whether some input object needs the `Indirect` box.
    var needsIndirectStorage: Bool
    /// How the generated code spells names from Swift and Relay (qualified where a schema
    /// type would shadow them).
    var spelling: QualifiedNames
}

/// A generated enum for a GraphQL enum.
struct SwiftEnum {
    var graphQLName: String
    var name: SwiftIdentifier
    var docLines: [String]
    var cases: [Case]

    struct Case {
        var graphQLName: String
        var name: SwiftIdentifier
        /// The raw value as a Swift string literal.
        var rawValueLiteral: String
        var docLines: [String]
        /// The deprecation message as a Swift string literal.
        var deprecationLiteral: String?
    }
}

/// A generated struct for an input object.
struct SwiftInputObject {
    var graphQLName: String
    var name: SwiftIdentifier
    var docLines: [String]
    var fields: [Field]

    struct Field {
        var graphQLName: String
        var name: SwiftIdentifier
        var type: String
        var isOptional: Bool
        /// The init parameter's default, as a Swift expression.
        var defaultExpression: String?
        var docLines: [String]
        var deprecationLiteral: String?
        /// Boxed, because the field leads back to its own input object.
        var isIndirect: Bool
        /// The GraphQL name as a Swift string literal (the key sent).
        var wireNameLiteral: String
    }
}

/// A generated enum for a `@oneOf` input object: one case per field.
struct SwiftOneOfInput {
    var graphQLName: String
    var name: SwiftIdentifier
    var docLines: [String]
    var cases: [Case]

    struct Case {
        var graphQLName: String
        var name: SwiftIdentifier
        /// The payload type (the field's type without its optionality).
        var type: String
        var docLines: [String]
        var deprecationLiteral: String?
        var isIndirect: Bool
        var wireNameLiteral: String
    }
}

/// `public typealias Name = Type` for a custom scalar.
struct SwiftScalarAlias {
    var graphQLName: String
    var name: SwiftIdentifier
    var type: String
    var docLines: [String]
}
