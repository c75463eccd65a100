/// The Swift and Relay names generated code uses, each qualified with its module only when a
/// generated type of the same name would shadow it. Unshadowed names stay bare, so the output
/// reads like Relay.swift's own.
struct QualifiedNames {
    private let shadowed: Set<String>

    init(generatedTypeNames: Set<String>) {
        shadowed = generatedTypeNames
    }

    private func swift(_ name: String) -> String { shadowed.contains(name) ? "Swift.\(name)" : name }
    private func relay(_ name: String) -> String { shadowed.contains(name) ? "Relay.\(name)" : name }

    var string: String { swift("String") }
    var int: String { swift("Int") }
    var double: String { swift("Double") }
    var bool: String { swift("Bool") }
    var decodable: String { swift("Decodable") }
    var decoder: String { swift("Decoder") }
    var equatable: String { swift("Equatable") }
    var hashable: String { swift("Hashable") }
    var hasher: String { swift("Hasher") }
    var sendable: String { swift("Sendable") }
    var caseIterable: String { swift("CaseIterable") }
    var rawRepresentable: String { swift("RawRepresentable") }
    var customStringConvertible: String { swift("CustomStringConvertible") }
    var variableData: String { relay("VariableData") }
    var variableValueConvertible: String { relay("VariableValueConvertible") }
    var variableDataConvertible: String { relay("VariableDataConvertible") }
    var readableScalar: String { relay("ReadableScalar") }
    /// The support type that boxes recursive fields.
    var indirect: String { shadowed.contains("Indirect") ? "IndirectStorage" : "Indirect" }

    var enumConformances: String {
        [string, decodable, hashable, variableValueConvertible, readableScalar, customStringConvertible, caseIterable, sendable].joined(separator: ", ")
    }

    var futureProofEnumConformances: String {
        [rawRepresentable, decodable, hashable, variableValueConvertible, readableScalar, customStringConvertible, caseIterable, sendable].joined(separator: ", ")
    }

    var inputConformances: String {
        [variableDataConvertible, hashable, sendable].joined(separator: ", ")
    }
}
