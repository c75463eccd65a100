/// The Swift and runtime names generated code uses, each qualified with its module only when a
/// generated type of the same name would shadow it. Unshadowed names stay bare, so the output
/// reads like the runtime's own generated code.
///
/// Every spelling is worked out once, here: the renderer asks for them for every file.
struct QualifiedNames {
    let string: String
    let int: String
    let double: String
    let bool: String
    let decodable: String
    let encodable: String
    let decoder: String
    let hashable: String
    let hasher: String
    let sendable: String
    let caseIterable: String
    let rawRepresentable: String
    let customStringConvertible: String
    let encoder: String
    let codingKey: String
    let decodingError: String
    let keyedDecodingContainer: String
    let keyedEncodingContainer: String
    /// The runtime's types the templates name, by context key (`RuntimeProfile.templateTypeNames`).
    let runtimeTypes: [String: String]
    /// The support type that boxes recursive fields.
    let indirect: String
    let enumConformances: String
    let futureProofEnumConformances: String
    let inputConformances: String

    init(generatedTypeNames: Set<String>, runtime: RuntimeProfile) {
        self.init(runtime: runtime, isGeneratedTypeName: generatedTypeNames.contains)
    }

    /// - Parameter isGeneratedTypeName: whether the generated module declares a type of this
    ///   (Swift) name.
    init(runtime: RuntimeProfile, isGeneratedTypeName shadowed: (String) -> Bool) {
        func swift(_ name: String) -> String { shadowed(name) ? "Swift.\(name)" : name }
        func qualified(_ conformance: RuntimeProfile.Conformance) -> String {
            switch conformance {
            case .swift(let name): return swift(name)
            case .runtime(let name):
                guard shadowed(name), let module = runtime.module else { return name }
                return "\(module).\(name)"
            }
        }
        string = swift("String")
        int = swift("Int")
        double = swift("Double")
        bool = swift("Bool")
        decodable = swift("Decodable")
        encodable = swift("Encodable")
        decoder = swift("Decoder")
        hashable = swift("Hashable")
        hasher = swift("Hasher")
        sendable = swift("Sendable")
        caseIterable = swift("CaseIterable")
        rawRepresentable = swift("RawRepresentable")
        customStringConvertible = swift("CustomStringConvertible")
        encoder = swift("Encoder")
        codingKey = swift("CodingKey")
        decodingError = swift("DecodingError")
        keyedDecodingContainer = swift("KeyedDecodingContainer")
        keyedEncodingContainer = swift("KeyedEncodingContainer")
        runtimeTypes = runtime.templateTypeNames.mapValues { qualified(.runtime($0)) }
        // `__Indirect` only when the schema has types of both other names: no schema type can
        // begin with `__`, and the usual names keep existing output as it was.
        indirect = !shadowed("Indirect") ? "Indirect" : !shadowed("IndirectStorage") ? "IndirectStorage" : "__Indirect"
        enumConformances = runtime.enumConformances.map(qualified).joined(separator: ", ")
        futureProofEnumConformances = runtime.futureProofEnumConformances.map(qualified).joined(separator: ", ")
        inputConformances = runtime.inputObjectConformances.map(qualified).joined(separator: ", ")
    }
}
