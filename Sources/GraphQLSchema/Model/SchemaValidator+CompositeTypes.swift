import SharedTypesSupport

/// What resolving operations relies on in object, interface and union types, with
/// graphql-js's messages.
extension SchemaValidator {
    /// Checks that the types fields, arguments, union members and `implements` name exist and
    /// are of a kind that fits there (output types, input types, object types and interfaces),
    /// and that no field has two arguments of one name. Introspection types (`__Type`) may be
    /// named without being defined. A field defined twice is the readers' to report (see
    /// `FieldCollector`).
    static func validateCompositeTypes(_ model: SchemaModel, unknownTypes: inout UnknownTypeMessages, into diagnostics: inout DiagnosticBag) {
        for type in model.compositeTypes {
            for field in type.fields {
                switch reference(field.type.namedType, fitting: .output, in: model) {
                case .fits: break
                case .unknown(let named):
                    diagnostics.error(unknownTypes.message(for: named, fitting: .output), at: field.typeLocation ?? field.location)
                case .misfit(let named, let kind):
                    diagnostics.error("The type of \(type.name).\(field.name) must be Output Type but got: \(field.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).",
                                      at: field.typeLocation ?? field.location)
                }
                for (position, first) in field.arguments.count > 1 ? repeatedNames(field.arguments.map(\.name)) : [] {
                    diagnostics.error("Argument \"\(type.name).\(field.name)(\(field.arguments[position].name):)\" can only be defined once.",
                                      at: field.arguments[position].location, notes: [.note("first defined here", at: field.arguments[first].location)])
                }
                for argument in field.arguments {
                    switch reference(argument.type.namedType, fitting: .input, in: model) {
                    case .fits: break
                    case .unknown(let named):
                        diagnostics.error(unknownTypes.message(for: named, fitting: .input), at: argument.typeLocation ?? argument.location)
                    case .misfit(let named, let kind):
                        diagnostics.error("The type of \(type.name).\(field.name)(\(argument.name):) must be Input Type but got: \(argument.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).",
                                          at: argument.typeLocation ?? argument.location)
                    }
                }
            }
            for (index, interface) in type.interfaces.enumerated() {
                let location = { type.interfaceLocations.indices.contains(index) ? type.interfaceLocations[index] : type.location }
                switch reference(interface, fitting: .interface, in: model) {
                case .fits: break
                case .unknown(let named): diagnostics.error(unknownTypes.message(for: named, fitting: .interface), at: location())
                case .misfit: diagnostics.error("Type \(type.name) must only implement Interface types, it cannot implement \(interface).", at: location())
                }
            }
            for (index, member) in type.members.enumerated() {
                let location = { type.memberLocations.indices.contains(index) ? type.memberLocations[index] : type.location }
                switch reference(member, fitting: .object, in: model) {
                case .fits: break
                case .unknown(let named): diagnostics.error(unknownTypes.message(for: named, fitting: .object), at: location())
                case .misfit: diagnostics.error("Union type \(type.name) can only include Object types, it cannot include \(member).", at: location())
                }
            }
        }
    }

    /// The position of each name that repeats an earlier one, with the earlier one's: by a
    /// linear search when there are few names (as a field has arguments), by a dictionary when
    /// there are many.
    static func repeatedNames(_ names: [String]) -> [(position: Int, first: Int)] {
        guard names.count > 1 else { return [] }
        var repeated: [(position: Int, first: Int)] = []
        if names.count <= FieldCollector.linearSearchLimit {
            for position in 1..<names.count {
                if let first = names[..<position].firstIndex(of: names[position]) { repeated.append((position, first)) }
            }
            return repeated
        }
        var firstPositions: [String: Int] = [:]
        for (position, name) in names.enumerated() {
            if let first = firstPositions[name] {
                repeated.append((position, first))
            } else {
                firstPositions[name] = position
            }
        }
        return repeated
    }

    /// What a type reference names, for the caller to report.
    private enum Reference {
        /// A defined type of a kind that fits, or an introspection type.
        case fits
        /// A name the schema does not define.
        case unknown(String)
        /// A defined type of a kind that does not fit.
        case misfit(String, TypeKind)
    }

    private static func reference(_ named: String, fitting fit: UnknownTypeMessages.Fit, in model: SchemaModel) -> Reference {
        guard let kind = model.typeKinds[named] else {
            return SchemaModel.introspectionTypeNames.contains(named) ? .fits : .unknown(named)
        }
        return fit.admits(kind) ? .fits : .misfit(named, kind)
    }
}
