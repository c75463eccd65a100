import SharedTypesSupport

/// Object, interface and union types from their SDL definitions and extensions.
extension SchemaBuilder {
    /// The type of a definition (`parts[0]`) and its extensions of the same kind: their
    /// fields, interfaces and members one after the other, in the order the parts were read.
    mutating func makeCompositeType(_ parts: [Located]) -> CompositeType {
        let definition = parts[0]
        let name = definition.node.name.value
        var fields = FieldCollector(typeName: name, capacity: parts.reduce(0) { $0 + $1.node.fields.count })
        var interfaces: [String] = []
        var interfaceLocations: [SourceLocation?] = []
        var members: [String] = []
        var memberLocations: [SourceLocation?] = []
        for part in parts {
            for field in part.node.fields {
                let arguments = field.arguments.map { argument in
                    ArgumentDefinition(name: argument.name.value, type: argument.type, defaultValue: argument.defaultValue,
                                       location: part.location(argument.name.offset), typeLocation: part.location(argument.typeOffset))
                }
                let reason = field.directives.isEmpty ? nil : deprecationReason(field.directives, in: part.file)
                fields.add(FieldDefinition(name: field.name.value, type: field.type, arguments: arguments, deprecationReason: reason,
                                           location: part.location(field.name.offset), typeLocation: part.location(field.typeOffset)),
                           diagnostics: &diagnostics)
            }
            for interface in part.node.interfaces {
                interfaces.append(interface.value)
                interfaceLocations.append(part.location(interface.offset))
            }
            for member in part.node.members {
                members.append(member.value)
                memberLocations.append(part.location(member.offset))
            }
        }
        var type = CompositeType(name: name, kind: definition.node.kind, fields: fields.fields, interfaces: interfaces, members: members, location: definition.nameLocation)
        type.interfaceLocations = interfaceLocations
        type.memberLocations = memberLocations
        return type
    }
}
