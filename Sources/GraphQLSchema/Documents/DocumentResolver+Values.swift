import SharedTypesSupport

/// Types and values: type conditions, variable types, literals against their input types.
extension DocumentResolver {

    /// A type condition names a known object, interface or union type.
    mutating func checkTypeCondition(_ condition: NameNode) -> Bool {
        let name = condition.value
        guard let kind = schema.kinds[name] else {
            error("Unknown type \"\(name)\".\(suggestions.didYouMean(name, among: schema.compositeTypeNames))", at: condition.offset)
            return false
        }
        switch kind {
        case .object, .interface, .union:
            return true
        default:
            error("Fragment cannot condition on non composite type \"\(name)\".", at: condition.offset)
            return false
        }
    }

    /// A variable's type (or a fragment argument's) must be a known input type; the
    /// generated types among them are used.
    mutating func useVariableType(_ type: TypeReference, at offset: Int, variable: String, how: String) {
        let name = type.namedType
        guard let kind = schema.kinds[name] else {
            error("Unknown type \"\(name)\".\(suggestions.didYouMean(name, among: schema.inputTypeNames))", at: offset)
            return
        }
        guard kind.isInputType else {
            error("Variable \"$\(variable)\" cannot be non-input type \"\(type.graphQLString)\".", at: offset)
            return
        }
        if schema.isGenerated(name) {
            result.typeUses.append(TypeUse(name: name, location: SourceLocation(file: file, offset: offset), how: how))
        }
    }

    /// Checks a literal against the type it is given for: enum values exist, input fields
    /// exist; records the coordinates it passes. Other mismatches (a string for an Int) are
    /// not checked: they do not change the used set.
    mutating func checkValue(_ value: ValueNode, against type: TypeReference) {
        switch (value.kind, type.nullable) {
        case (.variable(let name), _):
            variableUsages.append((name, value.offset))
        case (.null, _):
            return
        case (.list(let items), .list(let inner)):
            for item in items { checkValue(item, against: inner) }
        case (.list(let items), _):
            for item in items { checkValue(item, against: type.nullable) }
        case (_, .list(let inner)):
            // A single value stands for a list of one.
            checkValue(value, against: inner)
        case (_, .named(let name)):
            checkNamedValue(value, type: name)
        case (_, .nonNull):
            return // `nullable` never returns a non-null type
        }
    }

    mutating func checkNamedValue(_ value: ValueNode, type name: String) {
        switch (value.kind, schema.kinds[name]) {
        case (.enumValue(let literal), .enumType?):
            result.literalTypes.insert(name)
            if schema.enumHasValue(name, literal) {
                record("\(name).\(literal)", at: value.offset)
            } else {
                let values = schema.enums[name]?.values.map(\.name) ?? []
                let close = suggestions.closest(to: literal, among: values)
                let hint = close.isEmpty ? "" : " Did you mean the enum value \(Self.alternatives(close))?"
                error("Value \"\(literal)\" does not exist in \"\(name)\" enum.\(hint)", at: value.offset)
            }
        case (.object(let fields), .inputObject?):
            result.literalTypes.insert(name)
            let definitions = schema.inputObjects[name]?.fields ?? []
            for field in fields {
                guard let definition = definitions.first(where: { $0.name == field.name.value }) else {
                    let hint = suggestions.didYouMean(field.name.value, among: definitions.map(\.name))
                    error("Field \"\(field.name.value)\" is not defined by type \"\(name)\".\(hint)", at: field.name.offset)
                    noteVariables(field.value)
                    continue
                }
                record("\(name).\(field.name.value)", at: field.name.offset)
                checkValue(field.value, against: definition.type)
            }
        default:
            noteVariables(value)
        }
    }

    /// Notes the variables inside a value that is not checked against a type.
    mutating func noteVariables(_ value: ValueNode) {
        switch value.kind {
        case .variable(let name): variableUsages.append((name, value.offset))
        case .list(let items): for item in items { noteVariables(item) }
        case .object(let fields): for field in fields { noteVariables(field.value) }
        default: return
        }
    }

}
