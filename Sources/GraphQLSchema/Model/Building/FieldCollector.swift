import SharedTypesSupport

/// The fields of one object or interface type, collected in the order the reader meets them
/// (in SDL the definition's, then each extension's).
///
/// A field whose name was read before is graphql-js's error `Field "T.f" can only be defined
/// once.`, unless it repeats that first definition's type and arguments exactly: then nothing
/// an operation resolves against depends on which one is kept, and it is left out without a
/// word. GitHub's public schema defines two fields of `EnterpriseOwnerInfo` twice that way
/// (only their descriptions differ); graphql-js refuses it, but this tool has always read it.
struct FieldCollector {
    let typeName: String
    private(set) var fields: [FieldDefinition] = []
    /// Each field's position by name, once there are more than `linearSearchLimit` fields.
    private var positions: [String: Int] = [:]

    /// Up to this many fields, a repeated name is found by a linear search: most types have a
    /// handful of fields, and it needs no hashing and no allocation. Past it, a dictionary
    /// keeps a hostile type with a million fields linear.
    static let linearSearchLimit = 16

    /// A collector for about `capacity` fields.
    init(typeName: String, capacity: Int = 0) {
        self.typeName = typeName
        fields.reserveCapacity(capacity)
    }

    mutating func add(_ field: consuming FieldDefinition, diagnostics: inout DiagnosticBag) {
        if let position = position(of: field.name) {
            let first = fields[position]
            if !Self.isRepetition(field, of: first) {
                diagnostics.error("Field \"\(typeName).\(field.name)\" can only be defined once.", at: field.location,
                                  notes: [.note("first defined here", at: first.location)])
            }
            return
        }
        if !positions.isEmpty { positions[field.name] = fields.count }
        fields.append(field)
    }

    private mutating func position(of name: String) -> Int? {
        if fields.count <= Self.linearSearchLimit {
            for position in fields.indices where fields[position].name == name { return position }
            return nil
        }
        if positions.isEmpty {
            positions.reserveCapacity(fields.capacity)
            for position in fields.indices { positions[fields[position].name] = position }
        }
        return positions[name]
    }

    /// Whether `field` has the type and arguments (names, types and defaults, in order) of `first`.
    private static func isRepetition(_ field: FieldDefinition, of first: FieldDefinition) -> Bool {
        field.type == first.type
            && field.arguments.count == first.arguments.count
            && zip(field.arguments, first.arguments).allSatisfy { $0.name == $1.name && $0.type == $1.type && $0.defaultValue == $1.defaultValue }
    }
}
