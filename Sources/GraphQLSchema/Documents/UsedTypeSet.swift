/// The rule for "used": the types of the places that use a type directly (variables, fragment
/// arguments (`FragmentArguments.swift`), selected enum and custom-scalar fields), closed over the fields of the
/// input objects among them, since building an input's Swift value needs its fields' types.
/// Each type keeps the first place that needs it.
enum UsedTypeSet {
    /// The used set of `uses` (in the order met), sorted by name.
    static func close(_ uses: [DocumentResolver.TypeUse], schema: SchemaIndex) -> [DocumentUsage.UsedType] {
        var found: [String: DocumentUsage.UsedType] = [:]
        for use in uses where found[use.name] == nil {
            guard let kind = schema.kinds[use.name] else { continue }
            found[use.name] = DocumentUsage.UsedType(name: use.name, kind: kind, firstUse: use.location, how: use.how)
            // Breadth first from this use: the input's fields, their inputs' fields, ...
            var queue = [use.name]
            var index = 0
            while index < queue.count {
                let name = queue[index]
                index += 1
                guard let input = schema.inputObjects[name] else { continue }
                for field in input.fields {
                    let fieldType = field.type.namedType
                    guard found[fieldType] == nil, schema.isGenerated(fieldType), let fieldKind = schema.kinds[fieldType] else { continue }
                    found[fieldType] = DocumentUsage.UsedType(name: fieldType, kind: fieldKind, firstUse: use.location,
                                                              how: "input field \(name).\(field.name), from \(use.how)")
                    queue.append(fieldType)
                }
            }
        }
        return found.values.sorted { $0.name.utf8Precedes($1.name) }
    }
}
