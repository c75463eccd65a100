extension GenerationOptions.Runtime {
    /// Relay.swift 1.1: enums and inputs conform to its `VariableValueConvertible` and
    /// `VariableDataConvertible`; the package depends on Relay.swift. The default runtime.
    public static let relaySwift = Self(declaring: "relay-swift")
}

extension RuntimeProfile {
    /// Relay.swift 1.1 (relay-tools/Relay.swift): the shapes its compiler plugin writes, so
    /// that operation files compile against the shared module unchanged.
    static let relaySwift = RuntimeProfile(
        runtime: .relaySwift,
        name: "Relay.swift",
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
        // Types of the standard library that Relay.swift 1.1's compiler plugin writes
        // unqualified into operation files (field types, `Decodable` data, union decoding).
        // (`String`, `Int`, `Float`, `Boolean` and `ID` cannot be GraphQL type names; `Bool`,
        // `Double` and the rest can.)
        standardLibraryTypeNames: [
            "Bool", "CodingKey", "CustomStringConvertible", "Decodable", "Decoder", "Double",
            "Encodable", "Hashable", "Identifiable", "Int", "Optional", "String",
        ],
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
        dependency: relaySwiftDependency,
        wideInputPartMembers: ["variableDataMember": "variableData", "addVariableDataMember": "addVariableData"],
        operationFiles: relayCompilerFiles,
        settings: relaySwiftSettings,
        presets: [.relayPlugin],
        templateKeyAliases: relaySwiftTemplateKeys
    )

    /// Relay.swift's package and product; the default Bazel label is the target `Relay` at
    /// the root of an external repository named `relay_swift` (Relay.swift ships no Bazel
    /// build, so the workspace defines that target, under this label or another).
    static let relaySwiftDependency = Dependency(url: "https://github.com/relay-tools/Relay.swift", version: "1.1.0",
                                                 product: "Relay", bazelLabel: "@relay_swift//:Relay")

    /// The files relay-compiler writes with Relay.swift's plugin: each starts with its header
    /// and imports `Relay`; an input object without fields is `typealias Name = EmptyVariables`.
    static let relayCompilerFiles = OperationFiles(
        generatorName: "relay-compiler",
        fileSuffix: ".graphql.swift",
        module: "Relay",
        header: Array("// Auto-generated by relay-compiler. Do not edit.".utf8),
        leadingImports: nil,
        schemaTypesFileStarts: nil,
        inputCopyMarkers: ["VariableDataConvertible", "EmptyVariables"],
        fieldlessInputAlias: "EmptyVariables",
        pruneHelp: """
        For a module generated for Relay.swift (the default runtime), the files are those
        relay-compiler wrote (*.graphql.swift). Files that do not start with relay-compiler's
        header are named in a warning and left alone. In the others, every top-level enum and
        struct the manifest lists (and the plugin's `typealias NAME = EmptyVariables` for a
        listed input without fields) is removed and `import MODULE` is added after
        `import Relay` where the file names a shared type; nothing else changes.
        """,
        outputFolderNames: ["__generated__"]
    )
}
