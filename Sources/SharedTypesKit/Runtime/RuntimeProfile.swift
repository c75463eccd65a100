/// Everything the generated code assumes of the client runtime it is written for, in one
/// place: the module it imports, the protocols each kind of declaration conforms to, the
/// runtime's names that schema types must not take, the members generated code declares
/// (which schema fields must not take), the templates that render each kind, and how the
/// generated package or Bazel target depends on the runtime.
///
/// Two profiles: Relay.swift and plain Codable (SwiftUIGraphQL's shapes), chosen by
/// `GenerationOptions.runtime`. Another runtime is another profile, its templates and its
/// tests (see CONTRIBUTING.md, "Adding a runtime").
struct RuntimeProfile: Sendable {
    /// The runtime's module, nil when the code needs none. Every enum and input-object file
    /// imports it, and generated code qualifies its names with it where a schema type of the
    /// same name would shadow them.
    var module: String?
    /// Modules that generated code and the runtime's operation files qualify names with: no
    /// schema type may take their names (`SwiftNameConflict.moduleQualifier`).
    var qualifyingModules: Set<String>
    /// The runtime's public types that its operation files and app files name unqualified
    /// beside the generated module: a schema type of such a name would be ambiguous there, so
    /// it is renamed with `_` appended. Relay.swift's are renamed in every runtime, with a
    /// warning (`SwiftNameConflict.relayTypeName`); another runtime's only in that runtime,
    /// like a custom scalar named after a Foundation type: a rename in `renames` wins, and a
    /// note says what happened (`RuntimeTypeClashNotes`).
    var reservedTypeNames: Set<String>
    /// The module that declares `reservedTypeNames`, as the notes name it.
    var reservedTypeNamesModule: String
    /// Members that every generated input object declares, or that its protocols give it: a
    /// schema field of such a name is renamed (`SwiftNameConflict.generatedMember`).
    var inputObjectMembers: Set<String>
    /// Members of generated types that would hide a module-level type of the same name inside
    /// their bodies (a default value `= hash.x`): a schema type of such a name is renamed
    /// (`SwiftNameConflict.hiddenByGeneratedMember`).
    var membersHidingTypeNames: Set<String>

    /// A protocol a generated declaration conforms to: the standard library's or the runtime's.
    enum Conformance: Sendable, Equatable {
        case swift(String)
        case runtime(String)
    }
    /// The conformances of a plain enum, a future-proof enum and an input object, in order.
    var enumConformances: [Conformance]
    var futureProofEnumConformances: [Conformance]
    var inputObjectConformances: [Conformance]
    /// The runtime's types the templates name, by the context key they are given under
    /// (`variableDataType` → `VariableData`), each qualified where shadowed.
    var templateTypeNames: [String: String]

    /// The template of each kind of file the profile renders.
    struct Templates: Sendable {
        var enumType: String
        var futureProofEnum: String
        var inputObject: String
        var wideInputObject: String
        var oneOfInput: String
        /// The file of helpers the input object templates call (the coding key type, ...),
        /// written once into a module that declares an input object (nil: the templates need none).
        var inputSupport: String?
    }
    var templates: Templates

    /// How `nil` input fields are sent unless `nilFields` says otherwise: as the runtime's own
    /// generator sends them.
    var defaultNilFields: GenerationOptions.NilFields
    /// Whether custom scalars whose `@specifiedBy` URL names a known specification become
    /// Foundation types (`SpecifiedScalars`) unless `customScalars` maps them.
    var mapsSpecifiedScalars: Bool
    /// What `Package.swift` and `BUILD.bazel` depend on; nil when the module depends on nothing.
    var dependency: Dependency?

    /// The runtime as a dependency of the generated package or Bazel target.
    struct Dependency: Sendable {
        /// The package `Package.swift` depends on by default, and the product of it the module uses.
        var defaultPackage: GenerationOptions.RelayDependency
        var packageProduct: String
        /// The Bazel label `BUILD.bazel` depends on by default.
        var defaultBazelLabel: String
    }
}

extension RuntimeProfile {
    /// Every profile. The naming rules reserve the names of all of them, so that a schema's
    /// Swift names do not depend on the runtime chosen.
    static let all: [RuntimeProfile] = GenerationOptions.Runtime.allCases.map(\.profile)
}

extension GenerationOptions.Runtime {
    /// The profile of this runtime.
    var profile: RuntimeProfile {
        switch self {
        case .relaySwift: return .relaySwift
        case .codable: return .codable
        }
    }
}

extension RuntimeProfile {
    /// Relay.swift 1.1 (relay-tools/Relay.swift): the shapes its compiler plugin writes, so
    /// that operation files compile against the shared module unchanged.
    static let relaySwift = RuntimeProfile(
        module: "Relay",
        qualifyingModules: ["Swift", "Relay", "RelaySwiftUI"],
        // The public types Relay.swift 1.1's compiler plugin writes unqualified into operation
        // files (`node`, `Variables`, fragments, refetch metadata) and that generated enums and
        // inputs use. The first six are measured with the stand-in `Relay` module.
        reservedTypeNames: [
            "VariableData", "VariableDataConvertible", "VariableValue", "VariableValueConvertible",
            "ReadableScalar", "SelectorData",
            "ConcreteRequest", "ConnectionMetadata", "ConnectionVariableConfig", "EmptyVariables",
            "FragmentPointer", "ListValueArgument", "LiteralArgument", "NormalizationHandle",
            "NormalizationInlineFragment", "NormalizationLinkedField", "NormalizationOperation",
            "NormalizationScalarField", "ObjectValueArgument", "ReaderFragment", "ReaderFragmentSpread",
            "ReaderInlineFragment", "ReaderLinkedField", "ReaderScalarField", "RefetchMetadata",
            "RequestParameters", "VariableArgument",
        ],
        reservedTypeNamesModule: "Relay",
        // `variableData` is declared by every input; `hashValue` would be ambiguous with
        // `Hashable.hashValue`; a stored `variableValue` would be a candidate witness of
        // `VariableValueConvertible.variableValue` and change what is sent (policy).
        inputObjectMembers: ["variableData", "hashValue", "variableValue"],
        membersHidingTypeNames: ["hash", "hashValue", "variableData", "variableValue"],
        enumConformances: [.swift("String"), .swift("Decodable"), .swift("Hashable"), .runtime("VariableValueConvertible"),
                           .runtime("ReadableScalar"), .swift("CustomStringConvertible"), .swift("CaseIterable"), .swift("Sendable")],
        futureProofEnumConformances: [.swift("RawRepresentable"), .swift("Decodable"), .swift("Hashable"), .runtime("VariableValueConvertible"),
                                      .runtime("ReadableScalar"), .swift("CustomStringConvertible"), .swift("CaseIterable"), .swift("Sendable")],
        inputObjectConformances: [.runtime("VariableDataConvertible"), .swift("Hashable"), .swift("Sendable")],
        templateTypeNames: ["variableDataType": "VariableData", "variableValueConvertibleType": "VariableValueConvertible"],
        templates: Templates(enumType: "enum.swift.mustache", futureProofEnum: "future-proof-enum.swift.mustache",
                             inputObject: "input-object.swift.mustache", wideInputObject: "wide-input-object.swift.mustache",
                             oneOfInput: "one-of-input.swift.mustache", inputSupport: nil),
        defaultNilFields: .null,
        // Relay.swift sends only `VariableValueConvertible` values, which Foundation's types are not.
        mapsSpecifiedScalars: false,
        dependency: relaySwiftDependency
    )

    /// Relay.swift's package, product and default Bazel label.
    static let relaySwiftDependency = Dependency(
        defaultPackage: .remote(url: "https://github.com/relay-tools/Relay.swift", from: "1.1.0"),
        packageProduct: "Relay",
        defaultBazelLabel: "@relay_swift//:Relay"
    )

    /// Plain `Codable` types in the shapes SwiftUIGraphQL's generator writes for a schema
    /// (minm-inc/swiftui-graphql, `genSchemaTypes`): enums `String, Hashable, Codable,
    /// CaseIterable, Identifiable, Sendable` with `id`, input objects structs of `let`
    /// properties that are `Hashable, Codable, Sendable`. Its synthesized `Codable` leaves
    /// `nil` fields out, so that is the default here. No module to import or depend on.
    ///
    /// Relay.swift's type and module names are renamed here too (`SwiftNameRules`), so a
    /// schema's names for those do not depend on the runtime; Relay.swift's members
    /// (`variableData`, `variableValue`) are not, since these types declare none. This
    /// profile's members (`id`, `encode(to:)`, `init(from:)`, `hash(into:)`) need no renames of
    /// their own (the compile tests build the hostile-names schema in this profile).
    static let codable = RuntimeProfile(
        module: nil,
        qualifyingModules: [],
        reservedTypeNames: swiftUIGraphQLTypeNames,
        reservedTypeNamesModule: "SwiftUIGraphQL",
        inputObjectMembers: ["hashValue"],
        membersHidingTypeNames: ["hash", "hashValue"],
        enumConformances: [.swift("String"), .swift("Hashable"), .swift("Codable"), .swift("CaseIterable"), .swift("Identifiable"), .swift("Sendable")],
        futureProofEnumConformances: [.swift("RawRepresentable"), .swift("Hashable"), .swift("Codable"), .swift("CaseIterable"),
                                      .swift("Identifiable"), .swift("Sendable")],
        inputObjectConformances: [.swift("Hashable"), .swift("Codable"), .swift("Sendable")],
        templateTypeNames: [:],
        templates: Templates(enumType: "codable-enum.swift.mustache", futureProofEnum: "codable-future-proof-enum.swift.mustache",
                             inputObject: "codable-input-object.swift.mustache", wideInputObject: "codable-wide-input-object.swift.mustache",
                             oneOfInput: "codable-one-of-input.swift.mustache", inputSupport: "codable-support.swift.mustache"),
        defaultNilFields: .omit,
        mapsSpecifiedScalars: true,
        dependency: nil
    )
}

extension RuntimeProfile {
    /// The public top-level types of SwiftUIGraphQL's runtime module (minm-inc/swiftui-graphql,
    /// `Sources/SwiftUIGraphQL/`, at commit 2ca7ae5 of 2026-01-01), and the module's own name:
    /// app files import it beside the generated module, where a schema type of one of these
    /// names would be ambiguous ("'OperationType' is ambiguous for type lookup", GitHub's
    /// enum). Listed from the declarations `public` or `open` at the top level of its sources
    /// (nested types, functions and extensions of other types add no name); see
    /// docs/generated-code.md for when to update it.
    static let swiftUIGraphQLTypeNames: Set<String> = [
        "SwiftUIGraphQL",
        // AST.swift
        "ExecutableDocument", "Definition", "ExecutableDefinition", "OperationType", "OperationDefinition",
        "VariableDefinition", "Type", "NonNullType", "Selection", "Value1Param", "ObjectKey", "Value1", "Value",
        "NonConstValue",
        // Cache.swift, CacheTracked.swift
        "Cache", "CacheKey", "CacheValue", "NameAndArgumentsKey", "CacheObject", "FragmentWatcher",
        // Common.swift
        "NoVariables", "Cacheable", "TypenameCodingKeys", "ID", "Selectable", "Operation", "QueryOperation",
        "MutationOperation",
        // GraphQLClient.swift, MockGraphQLClient.swift
        "GraphQLClient", "GraphQLRequestError", "MockGraphQLClient", "MockResponse",
        // Mutation.swift, OperationWatcher.swift, Query.swift
        "Mutation", "OperationWatcher", "GraphQLResult", "MergePolicy", "Query",
        // ResolvedSelection.swift, ScalarDecoder.swift
        "FieldName", "SelectionField", "ResolvedSelection", "ScalarDecoder", "ScalarDecoderError",
        "FoundationScalarDecoder",
        // Transport/
        "HTTPTransport", "Transport", "GraphQLResponse", "GraphQLError",
    ]
}
