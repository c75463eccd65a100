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
        // Read in place (see the end of SchemaModel.swift).
        model.enums.withUnsafeBufferPointer { types in
            for type in types.indices {
                types[type].values.withUnsafeBufferPointer { values in
                    if values.isEmpty {
                        diagnostics.error("Enum type \(types[type].name) must define one or more values.", at: types[type].location)
                    }
                    var seen = NameTable(count: values.count)
                    for index in values.indices {
                        checkName(at: index, of: values, seen: &seen, into: &diagnostics) { "Enum value \"\(types[type].name).\($0)\" can only be defined once." }
                    }
                }
            }
        }
        model.inputObjects.withUnsafeBufferPointer { types in
            for typeIndex in types.indices {
                types[typeIndex].fields.withUnsafeBufferPointer { fields in
                    let type = (name: types[typeIndex].name, isOneOf: types[typeIndex].isOneOf)
                    if fields.isEmpty && type.isOneOf {
                        // Exactly one field must be sent, so there is no value to generate.
                        diagnostics.error("Input Object type \(type.name) must define one or more fields: a @oneOf input without fields has no value.", at: types[typeIndex].location)
                    } else if fields.isEmpty {
                        diagnostics.warning("Input Object type \(type.name) defines no fields; it is generated as an empty struct.", at: types[typeIndex].location)
                    }
                    var seen = NameTable(count: fields.count)
                    for index in fields.indices {
                        checkName(at: index, of: fields, seen: &seen, into: &diagnostics) { "Field \"\(type.name).\($0)\" can only be defined once." }
                        let named = fields[index].type.namedType
                        if SchemaModel.isReservedName(named) {
                            // An introspection type (or a type the reader refused): the module cannot declare it.
                            diagnostics.error("The type of \(type.name).\(fields[index].name) is the introspection type \(named), which the generated module cannot declare; input fields can use only the schema's own types.", at: fields[index].typeLocation ?? fields[index].location)
                        } else if let kind = model.typeKinds[named] {
                            if !kind.isInputType {
                                diagnostics.error("The type of \(type.name).\(fields[index].name) must be Input Type but got: \(fields[index].type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).", at: fields[index].typeLocation ?? fields[index].location)
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
                            diagnostics.error(message, at: fields[index].typeLocation ?? fields[index].location)
                        }
                        if type.isOneOf {
                            if fields[index].type.isNonNull {
                                diagnostics.error("OneOf input field \(type.name).\(fields[index].name) must be nullable.", at: fields[index].typeLocation ?? fields[index].location)
                            }
                            if fields[index].defaultValue != nil {
                                diagnostics.error("OneOf input field \(type.name).\(fields[index].name) cannot have a default value.", at: fields[index].defaultValueLocation ?? fields[index].location)
                            }
                        }
                    }
                }
            }
        }
        return diagnostics.diagnostics
    }

    /// Reports the name of one type's member at `index` (the members are checked in order) if
    /// it is reserved, or if it repeats an earlier member's: then `repeated(name)`, with a note
    /// where the name first appeared.
    private static func checkName<Member: NamedMember>(at index: Int, of members: UnsafeBufferPointer<Member>, seen: inout NameTable,
                                                       into diagnostics: inout DiagnosticBag, repeated: (String) -> String) {
        if SchemaModel.isReservedName(members[index].name) {
            diagnostics.error(SchemaModel.reservedNameMessage(members[index].name), at: members[index].location)
        }
        if let first = seen.firstRepeat(of: index, sameName: { members[$0].name == members[$1].name }, name: { members[index].name }) {
            diagnostics.error(repeated(members[index].name), at: members[index].location,
                              notes: [.note("first defined here", at: members[first].location)])
        }
    }

    /// Finds repeated names within one type, member by member in order. Most types have a
    /// handful of members: up to `smallLimit` of them are compared with the ones before, in
    /// place (no hashing, nothing copied), and only a larger type gets a hash table. A type with
    /// at most one member can have no repeats: nothing is recorded or allocated for it.
    private struct NameTable {
        static let smallLimit = 16

        private var firstIndex: [String: Int] = [:]
        private let count: Int

        init(count: Int) {
            self.count = count
            if count > Self.smallLimit { firstIndex.reserveCapacity(count) }
        }

        /// Where the name of the member at `index` first appeared, if it is a repeat. Members
        /// come in order from 0; `sameName(a, b)` compares two members' names and `name()` is
        /// the name at `index`.
        mutating func firstRepeat(of index: Int, sameName: (Int, Int) -> Bool, name: () -> String) -> Int? {
            guard count > 1 else { return nil }
            if count <= Self.smallLimit {
                for earlier in 0..<index where sameName(earlier, index) { return earlier }
                return nil
            }
            let key = name()
            guard let first = firstIndex.updateValue(index, forKey: key) else { return nil }
            firstIndex[key] = first
            return first
        }
    }

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

    /// `Unknown type "Strin". Did you mean "String"?`, suggesting input types whose names are
    /// close. Each comparison spends the cells of its table from `budget`; none is started
    /// that the budget cannot pay for.
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

/// A member of a type whose name `SchemaValidator` checks: an enum value or an input field.
private protocol NamedMember {
    var name: String { get }
    var location: SourceLocation? { get }
}

extension EnumValue: NamedMember {}
extension InputField: NamedMember {}
