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
                let fieldLocation = field.typeLocation ?? field.location
                if let (named, kind) = checkReference(field.type.namedType, fitting: .output, model: model, unknownTypes: &unknownTypes, at: fieldLocation, into: &diagnostics) {
                    diagnostics.error("The type of \(type.name).\(field.name) must be Output Type but got: \(field.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).", at: fieldLocation)
                }
                var firstLocations: [String: SourceLocation?] = [:]
                for argument in field.arguments {
                    if let first = firstLocations[argument.name] {
                        diagnostics.error("Argument \"\(type.name).\(field.name)(\(argument.name):)\" can only be defined once.", at: argument.location,
                                          notes: [.note("first defined here", at: first)])
                    } else {
                        firstLocations[argument.name] = .some(argument.location)
                    }
                    let location = argument.typeLocation ?? argument.location
                    if let (named, kind) = checkReference(argument.type.namedType, fitting: .input, model: model, unknownTypes: &unknownTypes, at: location, into: &diagnostics) {
                        diagnostics.error("The type of \(type.name).\(field.name)(\(argument.name):) must be Input Type but got: \(argument.type.graphQLString) (\(named) is \(kind.article) \(kind.keyword) type).", at: location)
                    }
                }
            }
            for (index, interface) in type.interfaces.enumerated() {
                let location = type.interfaceLocations.indices.contains(index) ? type.interfaceLocations[index] : type.location
                if checkReference(interface, fitting: .interface, model: model, unknownTypes: &unknownTypes, at: location, into: &diagnostics) != nil {
                    diagnostics.error("Type \(type.name) must only implement Interface types, it cannot implement \(interface).", at: location)
                }
            }
            for (index, member) in type.members.enumerated() {
                let location = type.memberLocations.indices.contains(index) ? type.memberLocations[index] : type.location
                if checkReference(member, fitting: .object, model: model, unknownTypes: &unknownTypes, at: location, into: &diagnostics) != nil {
                    diagnostics.error("Union type \(type.name) can only include Object types, it cannot include \(member).", at: location)
                }
            }
        }
    }

    /// Reports `named` when the schema does not define it; returns it with its kind when it
    /// is defined but does not fit, for the caller's message; nil when all is well.
    private static func checkReference(_ named: String, fitting fit: UnknownTypeMessages.Fit, model: SchemaModel, unknownTypes: inout UnknownTypeMessages,
                                       at location: SourceLocation?, into diagnostics: inout DiagnosticBag) -> (String, TypeKind)? {
        guard let kind = model.typeKinds[named] else {
            if !SchemaModel.introspectionTypeNames.contains(named) {
                diagnostics.error(unknownTypes.message(for: named, fitting: fit), at: location)
            }
            return nil
        }
        return fit.admits(kind) ? nil : (named, kind)
    }
}
