/// `Unknown type "X".` for a name a schema uses but does not define, with "Did you mean"
/// suggestions among the types that would fit where it is used (input types for an input
/// field, interfaces for `implements`, ...).
///
/// Finding suggestions compares the name with every fitting type, so the work is bounded:
/// only the first `SchemaValidator.maxSuggestedUnknownTypes` unknown references get them, all
/// comparisons together spend at most `budget` cells of edit-distance tables, and a name's
/// message is worked out once per kind of place however often it is used.
struct UnknownTypeMessages {
    /// What kinds of type fit where the unknown name is written.
    enum Fit: Hashable {
        case input, output, object, interface

        func admits(_ kind: TypeKind) -> Bool {
            switch self {
            case .input: return kind.isInputType
            case .output: return kind != .inputObject
            case .object: return kind == .object
            case .interface: return kind == .interface
            }
        }
    }

    private let typeKinds: [String: TypeKind]
    private var budget: Int
    private var unknownTypes = 0
    private var candidates: [Fit: [Candidate]] = [:]
    private var messages: [Fit: [String: String]] = [:]

    init(typeKinds: [String: TypeKind], budget: Int) {
        self.typeKinds = typeKinds
        self.budget = budget
    }

    /// The message for the unknown `name` written where a type of `fit` belongs.
    mutating func message(for name: String, fitting fit: Fit) -> String {
        unknownTypes += 1
        if let known = messages[fit]?[name] { return known }
        guard unknownTypes <= SchemaValidator.maxSuggestedUnknownTypes else { return "Unknown type \"\(name)\"." }
        let fitting = candidates[fit] ?? typeKinds.compactMap { entry in
            fit.admits(entry.value) ? Candidate(name: entry.key, lowercased: Array(entry.key.lowercased().utf8)) : nil
        }
        candidates[fit] = fitting
        let message = Self.message(name, candidates: fitting, budget: &budget)
        messages[fit, default: [:]][name] = message
        return message
    }

    /// A type name that may be suggested, with its lowercased UTF-8 bytes computed once.
    private struct Candidate {
        var name: String
        var lowercased: [UInt8]
    }

    /// `Unknown type "Strin". Did you mean "String"?`, suggesting candidates whose names are
    /// close. Each comparison spends the cells of its table from `budget`; none is started
    /// that the budget cannot pay for.
    private static func message(_ name: String, candidates: [Candidate], budget: inout Int) -> String {
        let length = name.utf8.count
        guard length <= SchemaValidator.maxSuggestedNameLength else { return "Unknown type \"\(name)\"." }
        let threshold = max(1, length / 3)
        let lowercased = Array(name.lowercased().utf8)
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates where abs(candidate.lowercased.count - length) <= threshold {
            budget -= length * candidate.lowercased.count
            if budget < 0 { return "Unknown type \"\(name)\"." }
            let distance = SchemaValidator.editDistance(lowercased, candidate.lowercased, limit: threshold)
            if distance <= threshold { scored.append((candidate.name, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        let suggestions = scored.prefix(3).map { "\"\($0.name)\"" }
        guard !suggestions.isEmpty else { return "Unknown type \"\(name)\"." }
        if suggestions.count == 1 { return "Unknown type \"\(name)\". Did you mean \(suggestions[0])?" }
        return "Unknown type \"\(name)\". Did you mean \(suggestions.dropLast().joined(separator: ", ")) or \(suggestions.last ?? "")?"
    }
}
