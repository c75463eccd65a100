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

    /// The codable runtime's methods on the keyed containers that the generated coders call
    /// (`keyed-coding.mustache`, declared once for the module): `__value` decodes by the type
    /// the caller expects, `__encode` encodes through one generic method. Each has a variant
    /// for optional values, its name with `IfPresent` appended, as the containers' own
    /// `decodeIfPresent` and `encodeIfPresent` are named. `__` keeps them apart from the
    /// containers' own members and from every name a schema can bring.
    static let valueDecodingMethodName = "__value"
    static let valueEncodingMethodName = "__encode"
}

/// A generated enum for a GraphQL enum.
package struct SwiftEnum {
    package var graphQLName: String
    package var name: SwiftIdentifier
    var doc: DocComment
    var docLines: [String] { doc.lines }
    package var cases: [Case]
    /// For a wide enum (more values than `WideTypeLayout.enumValueLimit`): the runs of
    /// `cases` listed together where the cases are spelled out. Empty for other enums.
    var caseParts: [CasePart]

    /// The file-private protocol that lists the known cases (`known-cases.mustache`) and its
    /// requirement, both named after the enum (see `knownCasesNames(enumName:)`).
    var knownCasesProtocolName: String
    var knownCasesRequirementName: String
    /// How the enum's body spells `String`: `Swift.String` when a case named `String` (possible
    /// with `enumCaseStyle` `unchanged`) hides the type there (`decode(String.self)`).
    var stringSpelling: String

    /// A wide enum looks raw values up in a table rather than in the synthesized
    /// `init(rawValue:)`, and lists its known cases in parts.
    var isWide: Bool { !caseParts.isEmpty }

    /// The case of a future-proof enum that holds a value the schema does not define (a name
    /// no enum case may take: `SwiftNameRules.enumCaseConflicts`).
    static let unknownCaseName = "__unknown"

    /// The names of an enum's known-cases protocol and requirement. They are the enum's own
    /// (the compiler records a lookup through a protocol by the member's name alone, so a name
    /// every enum used would tie all their files together); private to the file, and `__`
    /// keeps them apart from every name a schema can bring.
    static func knownCasesNames(enumName: SwiftIdentifier) -> (protocol: String, requirement: String) {
        ("__" + enumName.name + "KnownCases", "__knownCasesOf" + enumName.name)
    }

    /// The beginning of the names of the static members listing a wide enum's parts of cases,
    /// `knownCases0`, `knownCases1`, ... (`CasePart.knownCasesName`), which no enum case may
    /// take (`SwiftNameRules.isNumberedKnownCases`).
    static let knownCasesPartPrefix = "knownCases"

    /// The known-cases protocol's extension member that lists every case through the
    /// requirement (`known-cases.mustache`), which `allCases` returns; `__` keeps it apart from
    /// every name a schema can bring.
    static let knownCasesMemberName = "__knownCases"

    /// The private static table from raw values to cases (`cases-by-raw-value.mustache`), which
    /// no enum case may take (`SwiftNameRules.enumCaseConflicts`).
    static let casesByRawValueName = "casesByRawValue"

    /// The private static function that builds `casesByRawValueName`'s table. A case of the same
    /// name does not clash with it (measured: the function's full name is
    /// `makeCasesByRawValue()`, and the call resolves to the function).
    static let makeCasesByRawValueName = "makeCasesByRawValue"

    /// A run of consecutive cases of a wide enum, and the names of the members that list them.
    struct CasePart {
        var cases: Range<Int>
        /// The static member listing the part's cases, `knownCases` and the part's number.
        var knownCasesName: String
        /// The instance property giving the raw value of a case of the part (nil for the
        /// others), `knownRawValue` and the part's number: no case can clash with it.
        var knownRawValueName: String

        init(number: Int, cases: Range<Int>) {
            self.cases = cases
            knownCasesName = SwiftEnum.knownCasesPartPrefix + String(number)
            knownRawValueName = "knownRawValue" + String(number)
        }
    }

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
        /// The members each part declares for the runtime, named by the runtime's profile
        /// (`RuntimeProfile.wideInputPartMembers`) with `namePrefix` before each, by the
        /// template key they are given under (`variableDataMember` → `__variableData`).
        var memberNames: [String: String]

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
        /// In an input object whose fields are stored directly (not wide), the private stored
        /// property behind a boxed or deprecated field (`__` and its name; the field is then
        /// computed over it, so that the module's own init and `variableData` never touch a
        /// deprecated member); nil for a field stored under its own name.
        var storageName: String?
        /// In a wide input object, the expression that reaches the field's storage in its part
        /// (`__fields3.name`, `__fields3.name.value` when boxed); nil in other input objects.
        var partStorage: String?
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
    /// The file-private protocol and function that decode deprecated cases (the codable
    /// runtime's template), named after the input; `__` keeps them apart from every name a
    /// schema can bring.
    var decodingProtocolName: String
    var decodeFunctionName: String

    /// The decoding protocol's requirement, which decodes one case (the codable runtime's
    /// template). A case of the same name does not clash with it: the case's full name has one
    /// argument, the requirement's two.
    static let decodeCaseRequirementName = "decodeCase"
    /// The decode function's generic parameter, the input's type; `__` keeps it apart from
    /// every type name a schema can bring.
    static let decodedTypeParameterName = "__Decoded"

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
