extension GenerationOptions.Runtime {
    /// Plain `Codable` types in the shapes SwiftUIGraphQL's generator writes, for
    /// SwiftUIGraphQL or `URLSession` with `JSONEncoder`; the package depends on nothing.
    public static let codable = Self(declaring: "codable")
}

extension RuntimeProfile {
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
        runtime: .codable,
        name: "SwiftUIGraphQL",
        module: nil,
        qualifyingModules: [],
        reservedTypeNames: swiftUIGraphQLTypeNames,
        reservedTypeNamesModule: "SwiftUIGraphQL",
        // Its operation files' standard-library names are not renamed: the default runtime's
        // are, in every runtime, and those cover them.
        standardLibraryTypeNames: [],
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
        dependency: nil,
        wideInputPartMembers: ["decodeMember": "decoded", "encodeMember": "encode"],
        operationFiles: swiftUIGraphQLFiles,
        presets: [.swiftUIGraphQL]
    )

    /// The files SwiftUIGraphQL's command-line generator writes: operation files, which start
    /// with `import Foundation` and `import SwiftUIGraphQL`, and the schema-types file (run
    /// without an operation), which holds nothing but the schema's enums and input structs,
    /// with no header and no import. `prune` puts a line first into the latter, which keeps
    /// the file recognisable, so that pruning again changes nothing.
    static let swiftUIGraphQLFiles = OperationFiles(
        generatorName: "SwiftUIGraphQL's generator",
        fileSuffix: ".swift",
        module: "SwiftUIGraphQL",
        header: nil,
        leadingImports: Array("import Foundation\nimport SwiftUIGraphQL\n".utf8),
        schemaTypesFileStarts: [
            Array("// SwiftUIGraphQL's schema types are in the module imported below (gen-shared-types prune).".utf8),
            Array("public enum ".utf8), Array("public struct ".utf8),
        ],
        inputCopyMarkers: ["Codable"],
        fieldlessInputAlias: nil,
        // The module's `typealias ID = String`.
        scalarAliases: ["ID": "String"],
        pruneHelp: """
        For a module generated with --runtime codable, the files are SwiftUIGraphQL's
        command-line generator's (*.swift): operation files get `import MODULE` after
        `import SwiftUIGraphQL`, and its schema-types file loses the listed types and starts
        with a comment and `import MODULE`.
        """
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
