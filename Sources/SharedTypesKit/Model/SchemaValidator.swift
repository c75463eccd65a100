/// Checks what the generator relies on, whichever reader built the model: enums have
/// values, names are unique within a type, input fields refer to existing input types, and
/// `@oneOf` fields are nullable without defaults. Defects elsewhere in a schema (object
/// fields, arguments) are not its business: every schema graphql-core reads must read here.
enum SchemaValidator {
    /// Unknown types that get "Did you mean" suggestions; finding them compares the name with
    /// every input type, so a schema with a million unknown references gets them only for the
    /// first ones (the rest would take hours and print nothing more useful).
    static let maxSuggestedUnknownTypes = 100

    /// Cells of edit-distance tables all suggestions of one run may fill (about a tenth of a
    /// second); past it, unknown types get no suggestions. Without a bound, 100 long unknown
    /// names against tens of thousands of similar long type names take minutes.
    static let suggestionBudget = 50_000_000

    static func validate(_ model: SchemaModel, suggestionBudget: Int = suggestionBudget) -> [Diagnostic] {
        var diagnostics = DiagnosticBag()
        var inputTypeNames: [Candidate]?
        var unknownTypes = 0
        var suggestionMessages: [String: String] = [:]
        var budget = suggestionBudget
        for type in model.enums {
            if type.values.isEmpty {
                diagnostics.error("Enum type \(type.name) must define one or more values.", at: type.location)
            }
            var seen = NameTable(capacity: type.values.count)
            for (index, value) in type.values.enumerated() {
                if SchemaModel.isReservedName(value.name) {
                    diagnostics.error(SchemaModel.reservedNameMessage(value.name), at: value.location)
                }
                if let first = seen.insert(value.name, index: index) {
                    diagnostics.error("Enum value \"\(type.name).\(value.name)\" can only be defined once.", at: value.location,
                                      notes: [.note("first defined here", at: type.values[first].location)])
                }
            }
        }
        for type in model.inputObjects {
            if type.fields.isEmpty && type.isOneOf {
                // Exactly one field must be sent, so there is no value to generate.
                diagnostics.error("Input Object type \(type.name) must define one or more fields: a @oneOf input without fields has no value.", at: type.location)
            } else if type.fields.isEmpty {
                diagnostics.warning("Input Object type \(type.name) defines no fields; it is generated as an empty struct.", at: type.location)
            }
            var seen = NameTable(capacity: type.fields.count)
            for (index, field) in type.fields.enumerated() {
                if SchemaModel.isReservedName(field.name) {
                    diagnostics.error(SchemaModel.reservedNameMessage(field.name), at: field.location)
                }
                if let first = seen.insert(field.name, index: index) {
                    diagnostics.error("Field \"\(type.name).\(field.name)\" can only be defined once.", at: field.location,
                                      notes: [.note("first defined here", at: type.fields[first].location)])
                }
                let named = field.type.namedType
                if SchemaModel.isReservedName(named) {
                    // An introspection type (or a type the reader refused): the module cannot declare it.
                    diagnostics.error("The type of \(type.name).\(field.name) is the introspection type \(named), which the generated module cannot declare; input fields can use only the schema's own types.", at: field.typeLocation ?? field.location)
                } else if let kind = model.typeKinds[named] {
                    if !kind.isInputType {
                        diagnostics.error("The type of \(type.name).\(field.name) must be Input Type but got: \(field.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).", at: field.typeLocation ?? field.location)
                    }
                } else {
                    unknownTypes += 1
                    var message = "Unknown type \"\(named)\"."
                    if let known = suggestionMessages[named] {
                        message = known
                    } else if unknownTypes <= maxSuggestedUnknownTypes {
                        let candidates = inputTypeNames ?? inputTypes(model)
                        inputTypeNames = candidates
                        message = unknownTypeMessage(named, candidates: candidates, budget: &budget)
                        suggestionMessages[named] = message
                    }
                    diagnostics.error(message, at: field.typeLocation ?? field.location)
                }
                if type.isOneOf {
                    if field.type.isNonNull {
                        diagnostics.error("OneOf input field \(type.name).\(field.name) must be nullable.", at: field.typeLocation ?? field.location)
                    }
                    if field.defaultValue != nil {
                        diagnostics.error("OneOf input field \(type.name).\(field.name) cannot have a default value.", at: field.defaultValueLocation ?? field.location)
                    }
                }
            }
        }
        return diagnostics.diagnostics
    }

    /// The names seen so far within one type, each with the position where it first appeared.
    /// Most types have a handful of members: up to `smallLimit` of them are compared with the
    /// ones before (no hashing), and only a larger type gets a hash table. A type with at most
    /// one member can have no repeats: nothing is recorded or allocated for it.
    private struct NameTable {
        static let smallLimit = 16

        private var firstIndex: [String: Int] = [:]
        private var small: [String] = []
        private let isNeeded: Bool
        private let usesTable: Bool

        init(capacity: Int) {
            isNeeded = capacity > 1
            usesTable = capacity > Self.smallLimit
            if usesTable { firstIndex.reserveCapacity(capacity) } else if isNeeded { small.reserveCapacity(capacity) }
        }

        /// Records `name` at `index` (positions come in order from 0); returns where it first
        /// appeared if it is a repeat.
        mutating func insert(_ name: String, index: Int) -> Int? {
            guard isNeeded else { return nil }
            if !usesTable {
                // `small` holds every name so far, so a name's position is its index there.
                let first = small.firstIndex(of: name)
                small.append(name)
                return first
            }
            guard let first = firstIndex.updateValue(index, forKey: name) else { return nil }
            firstIndex[name] = first
            return first
        }
    }

    /// `Unknown type "Strin". Did you mean "String"?`, suggesting input types whose names are close.
    /// A type name that may be suggested, with its lowercased UTF-8 bytes computed once.
    private struct Candidate {
        var name: String
        var lowercased: [UInt8]
    }

    private static func inputTypes(_ model: SchemaModel) -> [Candidate] {
        model.typeKinds.compactMap { entry in
            entry.value.isInputType ? Candidate(name: entry.key, lowercased: Array(entry.key.lowercased().utf8)) : nil
        }
    }

    /// Names longer than this get no suggestions: nobody mistypes a name that long, and the
    /// edit distance costs the product of the two lengths.
    static let maxSuggestedNameLength = 100

    /// Each comparison spends the cells of its table from `budget`; none is started that the
    /// budget cannot pay for.
    private static func unknownTypeMessage(_ name: String, candidates: [Candidate], budget: inout Int) -> String {
        let length = name.utf8.count
        guard length <= maxSuggestedNameLength else { return "Unknown type \"\(name)\"." }
        let threshold = max(1, length / 3)
        let lowercased = Array(name.lowercased().utf8)
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates where abs(candidate.lowercased.count - length) <= threshold {
            budget -= length * candidate.lowercased.count
            if budget < 0 { return "Unknown type \"\(name)\"." }
            let distance = editDistance(lowercased, candidate.lowercased, limit: threshold)
            if distance <= threshold { scored.append((candidate.name, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        let suggestions = scored.prefix(3).map { "\"\($0.name)\"" }
        guard !suggestions.isEmpty else { return "Unknown type \"\(name)\"." }
        if suggestions.count == 1 { return "Unknown type \"\(name)\". Did you mean \(suggestions[0])?" }
        return "Unknown type \"\(name)\". Did you mean \(suggestions.dropLast().joined(separator: ", ")) or \(suggestions.last ?? "")?"
    }

    /// Levenshtein distance over UTF-8 bytes, giving up (returning `limit + 1`) as soon as the
    /// lengths alone, or every alignment of the prefixes so far, exceed `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        editDistance(Array(a.utf8), Array(b.utf8), limit: limit)
    }

    static func editDistance(_ x: [UInt8], _ y: [UInt8], limit: Int) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            // Distances never shrink from one row to the next: past the limit is final.
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
