/// Everything the generated code assumes of the client runtime it is written for, in one
/// place: the module it imports, the protocols each kind of declaration conforms to, the
/// runtime's names that schema types must not take, the members generated code declares
/// (which schema fields must not take), the templates that render each kind, and how the
/// generated package or Bazel target depends on the runtime.
///
/// Relay.swift is the one profile today. Another runtime is another profile, its templates
/// and its tests (see CONTRIBUTING.md, "Adding a runtime").
struct RuntimeProfile: Sendable {
    /// The runtime's module. Every enum and input-object file imports it, and generated code
    /// qualifies its names with it where a schema type of the same name would shadow them.
    var module: String
    /// Modules that generated code and the runtime's operation files qualify names with: no
    /// schema type may take their names (`SwiftNameConflict.moduleQualifier`).
    var qualifyingModules: Set<String>
    /// The runtime's public types that its operation files name unqualified: a schema type of
    /// such a name is renamed (`SwiftNameConflict.relayTypeName`).
    var reservedTypeNames: Set<String>
    /// Members that every generated input object declares, or that its protocols give it: a
    /// schema field of such a name is renamed (`SwiftNameConflict.generatedMember`).
    var inputObjectMembers: Set<String>
    /// Members of generated types that would hide a module-level type of the same name inside
    /// their bodies (a default value `= hash.x`): a schema type of such a name is renamed
    /// (`SwiftNameConflict.hiddenByGeneratedMember`).
    var membersHidingTypeNames: Set<String>

    /// A protocol a generated declaration conforms to: the standard library's or the runtime's.
    enum Conformance: Sendable {
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
    }
    var templates: Templates

    /// The package `Package.swift` depends on by default, and the product of it the module uses.
    var defaultPackage: GenerationOptions.RelayDependency
    var packageProduct: String
    /// The Bazel label `BUILD.bazel` depends on by default.
    var defaultBazelLabel: String
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
                             oneOfInput: "one-of-input.swift.mustache"),
        defaultPackage: .remote(url: "https://github.com/relay-tools/Relay.swift", from: "1.1.0"),
        packageProduct: "Relay",
        defaultBazelLabel: "@relay_swift//:Relay"
    )
}
