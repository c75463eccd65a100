import SharedTypesSupport

/// graphql-js's "Did you mean" endings for names an operation got wrong: `Did you mean "id"?`,
/// `Did you mean "a" or "b"?`, `Did you mean "a", "b", or "c"?` (at most five, closest first).
///
/// Every comparison spends the cells of its edit-distance table from a budget shared by one
/// run, so that a hostile document with a hundred thousand unknown names against a type with
/// thousands of fields stays linear: once the budget is spent, errors come without suggestions.
struct NameSuggestions {
    /// About a tenth of a second of comparisons for one run.
    static let defaultBudget = 50_000_000
    /// Names longer than this get no suggestions: nobody mistypes a name that long.
    static let maxNameLength = 100

    private var budget: Int

    init(budget: Int = NameSuggestions.defaultBudget) {
        self.budget = budget
    }

    /// ` Did you mean "x"?` (with a leading space), or empty when no candidate is close:
    /// within 40% of the name's length (plus one) in edits, or differing only in case.
    mutating func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        let suggestions = closest(to: name, among: candidates)
        guard !suggestions.isEmpty else { return "" }
        let quoted = suggestions.map { "\"\($0)\"" }
        switch quoted.count {
        case 1: return " Did you mean \(quoted[0])?"
        case 2: return " Did you mean \(quoted[0]) or \(quoted[1])?"
        default: return " Did you mean \(quoted.dropLast().joined(separator: ", ")), or \(quoted[quoted.count - 1])?"
        }
    }

    /// The candidates close to `name`, closest first (ties by name), at most five.
    mutating func closest(to name: String, among candidates: some Sequence<String>) -> [String] {
        let length = name.utf8.count
        guard length <= Self.maxNameLength, budget > 0 else { return [] }
        let lowercased = Array(name.lowercased().unicodeScalars)
        // graphql-js's threshold: 40% of the length, plus one.
        let threshold = length * 2 / 5 + 1
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - lowercased.count) <= threshold else { continue }
            budget -= max(1, lowercased.count * other.count)
            if budget < 0 { return [] }
            // Swapped neighbours count as one edit, as in graphql-js (`DNOE` for `DONE`).
            let distance = other == lowercased ? 0 : Suggestion.editDistance(lowercased, other)
            if distance <= threshold { scored.append((candidate, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name.utf8Precedes($1.name) }
        return scored.prefix(5).map(\.name)
    }
}
