import SharedTypesSupport

/// Checks what the generator relies on, whichever reader built the model: enums have
/// values, names are unique within a type, input fields refer to existing input types,
/// `@oneOf` fields are nullable without defaults, and no input object contains itself through
/// non-null fields (no value of it could be built). Of object, interface and union types it
/// checks what resolving operations relies on (see `validateCompositeTypes`); other defects
/// there are not its business: every schema graphql-core reads must read here.
enum SchemaValidator {
    /// Unknown types that get "Did you mean" suggestions; finding them compares the name with
    /// every input type, so a schema with a million unknown references gets them only for the
    /// first ones (the rest would take hours and print nothing more useful).
    static let maxSuggestedUnknownTypes = 100

    /// Cells of edit-distance tables all suggestions of one run may fill (about a tenth of a
    /// second); past it, unknown types get no suggestions. Without a bound, 100 long unknown
    /// names against tens of thousands of similar long type names take minutes.
    static let suggestionBudget = 50_000_000

    /// The fields of a non-null cycle that its error names, each with a note.
    static let maxCycleFieldsShown = 10

    /// The non-null cycles reported; a note on the last one counts the others.
    static let maxReportedCycles = 100

    static func validate(_ model: SchemaModel, suggestionBudget: Int = suggestionBudget) -> [Diagnostic] {
        var diagnostics = DiagnosticBag()
        var unknownTypes = UnknownTypeMessages(typeKinds: model.typeKinds, budget: suggestionBudget)
        for type in model.enums {
            if type.values.isEmpty {
                diagnostics.error("Enum type \(type.name) must define one or more values.", at: type.location)
            }
            var firstLocations: [String: SourceLocation?] = [:]
            for value in type.values {
                checkName(value.name, at: value.location, firstLocations: &firstLocations, into: &diagnostics) { "Enum value \"\(type.name).\($0)\" can only be defined once." }
            }
        }
        for type in model.inputObjects {
            if type.fields.isEmpty && type.isOneOf {
                // Exactly one field must be sent, so there is no value to generate.
                diagnostics.error("Input Object type \(type.name) must define one or more fields: a @oneOf input without fields has no value.", at: type.location)
            } else if type.fields.isEmpty {
                diagnostics.warning("Input Object type \(type.name) defines no fields; it is generated as an empty struct.", at: type.location)
            }
            var firstLocations: [String: SourceLocation?] = [:]
            for field in type.fields {
                checkName(field.name, at: field.location, firstLocations: &firstLocations, into: &diagnostics) { "Field \"\(type.name).\($0)\" can only be defined once." }
                let typeLocation = field.typeLocation ?? field.location
                let named = field.type.namedType
                if SchemaModel.isReservedName(named) {
                    // An introspection type (or a type the reader refused): the module cannot declare it.
                    diagnostics.error("The type of \(type.name).\(field.name) is the introspection type \(named), which the generated module cannot declare; input fields can use only the schema's own types.", at: typeLocation)
                } else if let kind = model.typeKinds[named] {
                    if !kind.isInputType {
                        diagnostics.error("The type of \(type.name).\(field.name) must be Input Type but got: \(field.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).", at: typeLocation)
                    }
                } else {
                    diagnostics.error(unknownTypes.message(for: named, fitting: .input), at: typeLocation)
                }
                if type.isOneOf {
                    if field.type.isNonNull {
                        diagnostics.error("OneOf input field \(type.name).\(field.name) must be nullable.", at: typeLocation)
                    }
                    if field.defaultValue != nil {
                        diagnostics.error("OneOf input field \(type.name).\(field.name) cannot have a default value.", at: field.defaultValueLocation ?? field.location)
                    }
                }
            }
        }
        let shown = maxCycleFieldsShown
        let found = NonNullInputCycles.find(in: model.inputObjects, maxCycles: maxReportedCycles, stepsKept: shown)
        for (index, cycle) in found.cycles.enumerated() {
            guard let first = cycle.steps.first else { continue }
            let fields = cycle.steps.map { model.inputObjects[$0.type].fields[$0.field] }
            var notes = zip(cycle.steps, fields).dropFirst().map { step, field in
                Diagnostic.note("then \(model.inputObjects[step.type].name).\(field.name)", at: field.typeLocation ?? field.location)
            }
            var path = fields.map(\.name).joined(separator: ".")
            if cycle.length > fields.count {
                notes.append(.note("and \(cycle.length - fields.count) more fields"))
                path += ". ... (\(cycle.length) fields)"
            }
            if index == found.cycles.count - 1 && found.count > found.cycles.count {
                notes.append(.note("\(found.count - found.cycles.count) more such cycles are not reported"))
            }
            diagnostics.error("Cannot reference Input Object \"\(model.inputObjects[first.type].name)\" within itself through a series of non-null fields: "
                              + "\"\(path)\"; no value of it could be built.",
                              at: fields[0].typeLocation ?? fields[0].location, notes: notes)
        }
        validateCompositeTypes(model, unknownTypes: &unknownTypes, into: &diagnostics)
        return diagnostics.diagnostics
    }

    /// Reports the name of one of a type's members (checked in order) if it is reserved, or
    /// if it repeats an earlier member's: then `repeated(name)`, with a note where the name
    /// first appeared. `firstLocations` holds where each name of the type first appeared.
    private static func checkName(_ name: String, at location: SourceLocation?, firstLocations: inout [String: SourceLocation?],
                                  into diagnostics: inout DiagnosticBag, repeated: (String) -> String) {
        if SchemaModel.isReservedName(name) {
            diagnostics.error(SchemaModel.reservedNameMessage(name), at: location)
        }
        if let first = firstLocations[name] {
            diagnostics.error(repeated(name), at: location, notes: [.note("first defined here", at: first)])
        } else {
            firstLocations[name] = .some(location)
        }
    }

    /// Names longer than this get no suggestions: nobody mistypes a name that long, and the
    /// edit distance costs the product of the two lengths.
    static let maxSuggestedNameLength = 100

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
