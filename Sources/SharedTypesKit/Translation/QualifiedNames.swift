/// The Swift and Relay names generated code uses, each qualified with its module only when a
/// generated type of the same name would shadow it. Unshadowed names stay bare, so the output
/// reads like Relay.swift's own.
///
/// Every spelling is worked out once, here: the renderer asks for them for every file.
struct QualifiedNames {
    let string: String
    let int: String
    let double: String
    let bool: String
    let decodable: String
    let decoder: String
    let equatable: String
    let hashable: String
    let hasher: String
    let sendable: String
    let caseIterable: String
    let rawRepresentable: String
    let customStringConvertible: String
    let variableData: String
    let variableValueConvertible: String
    let variableDataConvertible: String
    let readableScalar: String
    /// The support type that boxes recursive fields.
    let indirect: String
    let enumConformances: String
    let futureProofEnumConformances: String
    let inputConformances: String

    init(generatedTypeNames: Set<String>) {
        self.init(isGeneratedTypeName: generatedTypeNames.contains)
    }

    /// - Parameter isGeneratedTypeName: whether the generated module declares a type of this
    ///   (Swift) name.
    init(isGeneratedTypeName shadowed: (String) -> Bool) {
        func swift(_ name: String) -> String { shadowed(name) ? "Swift.\(name)" : name }
        func relay(_ name: String) -> String { shadowed(name) ? "Relay.\(name)" : name }
        string = swift("String")
        int = swift("Int")
        double = swift("Double")
        bool = swift("Bool")
        decodable = swift("Decodable")
        decoder = swift("Decoder")
        equatable = swift("Equatable")
        hashable = swift("Hashable")
        hasher = swift("Hasher")
        sendable = swift("Sendable")
        caseIterable = swift("CaseIterable")
        rawRepresentable = swift("RawRepresentable")
        customStringConvertible = swift("CustomStringConvertible")
        variableData = relay("VariableData")
        variableValueConvertible = relay("VariableValueConvertible")
        variableDataConvertible = relay("VariableDataConvertible")
        readableScalar = relay("ReadableScalar")
        // `__Indirect` only when the schema has types of both other names: no schema type can
        // begin with `__`, and the usual names keep existing output as it was.
        indirect = !shadowed("Indirect") ? "Indirect" : !shadowed("IndirectStorage") ? "IndirectStorage" : "__Indirect"
        enumConformances = [string, decodable, hashable, variableValueConvertible, readableScalar, customStringConvertible, caseIterable, sendable].joined(separator: ", ")
        futureProofEnumConformances = [rawRepresentable, decodable, hashable, variableValueConvertible, readableScalar, customStringConvertible, caseIterable, sendable].joined(separator: ", ")
        inputConformances = [variableDataConvertible, hashable, sendable].joined(separator: ", ")
    }
}
