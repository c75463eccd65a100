/// Checks what the generator relies on, whichever reader built the model: enums have
/// values, names are unique within a type, input fields refer to existing input types, and
/// `@oneOf` fields are nullable without defaults. Defects elsewhere in a schema (object
/// fields, arguments) are not its business: every schema graphql-core reads must read here.
enum SchemaValidator {
    static func validate(_ model: SchemaModel) -> [Diagnostic] {
        var diagnostics = DiagnosticBag()
        for type in model.enums {
            if type.values.isEmpty {
                diagnostics.error("Enum type \(type.name) must define one or more values.", at: type.location)
            }
            var seen: [String: EnumValue] = [:]
            for value in type.values {
                if let first = seen[value.name] {
                    diagnostics.error("Enum value \"\(type.name).\(value.name)\" can only be defined once.", at: value.location,
                                      notes: [.note("first defined here", at: first.location)])
                } else {
                    seen[value.name] = value
                }
            }
        }
        for type in model.inputObjects {
            if type.fields.isEmpty {
                diagnostics.warning("Input Object type \(type.name) defines no fields; it is generated as an empty struct.", at: type.location)
            }
            var seen: [String: InputField] = [:]
            for field in type.fields {
                if let first = seen[field.name] {
                    diagnostics.error("Field \"\(type.name).\(field.name)\" can only be defined once.", at: field.location,
                                      notes: [.note("first defined here", at: first.location)])
                } else {
                    seen[field.name] = field
                }
                let named = field.type.namedType
                if let kind = model.typeKinds[named] {
                    if !kind.isInputType {
                        diagnostics.error("The type of \(type.name).\(field.name) must be Input Type but got: \(field.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).", at: field.typeLocation ?? field.location)
                    }
                } else {
                    diagnostics.error(unknownTypeMessage(named, known: model.typeKinds), at: field.typeLocation ?? field.location)
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

    /// `Unknown type "Strin". Did you mean "String"?`, suggesting input types whose names are close.
    private static func unknownTypeMessage(_ name: String, known: [String: TypeKind]) -> String {
        let candidates = known.filter { $0.value.isInputType }.keys
        let threshold = max(1, name.utf8.count / 3)
        let suggestions = candidates
            .map { (name: $0, distance: editDistance(name.lowercased(), $0.lowercased(), limit: threshold)) }
            .filter { $0.distance <= threshold }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
            .prefix(3)
            .map { "\"\($0.name)\"" }
        guard !suggestions.isEmpty else { return "Unknown type \"\(name)\"." }
        if suggestions.count == 1 { return "Unknown type \"\(name)\". Did you mean \(suggestions[0])?" }
        return "Unknown type \"\(name)\". Did you mean \(suggestions.dropLast().joined(separator: ", ")) or \(suggestions.last ?? "")?"
    }

    /// Levenshtein distance over UTF-8 bytes, giving up (returning `limit + 1`) once the
    /// lengths alone exceed `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.utf8), y = Array(b.utf8)
        if abs(x.count - y.count) > limit { return limit + 1 }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...max(1, x.count) where !x.isEmpty {
            current[0] = i
            for j in 1...max(1, y.count) where !y.isEmpty {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return x.isEmpty ? y.count : previous[y.count]
    }
}
