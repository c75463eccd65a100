import SharedTypesSupport

/// Selections: fields and their arguments, inline fragments and spreads, directives.
extension DocumentResolver {

    mutating func walkSelections(_ selections: [SelectionNode], parent: String?, fragmentNames: [String]) {
        for selection in selections {
            switch selection {
            case .field(let field):
                walkField(field, parent: parent, fragmentNames: fragmentNames)
            case .inlineFragment(let fragment):
                walkDirectives(fragment.directives)
                var inner = parent
                if let condition = fragment.typeCondition {
                    inner = checkTypeCondition(condition) ? condition.value : nil
                }
                walkSelections(fragment.selections, parent: inner, fragmentNames: fragmentNames)
            case .fragmentSpread(let spread):
                walkDirectives(spread.directives)
                spreads.append(spread.name.value)
                if !knownFragments.contains(spread.name.value) {
                    let hint = suggestions.didYouMean(spread.name.value, among: fragmentNames)
                    error("Unknown fragment \"\(spread.name.value)\".\(hint)", at: spread.name.offset)
                }
            }
        }
    }

    mutating func walkField(_ field: FieldNode, parent: String?, fragmentNames: [String]) {
        walkDirectives(field.directives)
        let name = field.name.value
        guard let parent else {
            // The parent is unknown (an error said so already): check nothing below it, but
            // still note variables and spreads.
            for argument in field.arguments { noteVariables(argument.valueNode) }
            walkSelections(field.selections, parent: nil, fragmentNames: fragmentNames)
            return
        }
        if name == "__typename" {
            if !field.selections.isEmpty {
                error("Field \"__typename\" must not have a selection since type \"String!\" has no subfields.", at: field.name.offset)
            }
            return
        }
        if (name == "__schema" || name == "__type") && parent == schema.model.rootOperationTypes.query {
            // Introspection: its types are not the schema's.
            for argument in field.arguments { noteVariables(argument.valueNode) }
            walkSelections(field.selections, parent: nil, fragmentNames: fragmentNames)
            return
        }
        guard let definition = schema.field(name, on: parent) else {
            reportUnknownField(name, on: parent, at: field.name.offset)
            for argument in field.arguments { noteVariables(argument.valueNode) }
            walkSelections(field.selections, parent: nil, fragmentNames: fragmentNames)
            return
        }
        let coordinate = "\(parent).\(name)"
        record(coordinate, at: field.name.offset)
        walkArguments(field.arguments, of: definition, coordinate: coordinate, at: field.name.offset)

        let typeName = definition.type.namedType
        if schema.isGenerated(typeName) {
            result.typeUses.append(TypeUse(name: typeName, location: SourceLocation(file: file, offset: field.name.offset), how: "field \(coordinate)"))
        }
        if schema.isComposite(typeName) {
            if field.selections.isEmpty {
                error("Field \"\(name)\" of type \"\(definition.type.graphQLString)\" must have a selection of subfields. Did you mean \"\(name) { ... }\"?", at: field.name.offset)
            }
            walkSelections(field.selections, parent: typeName, fragmentNames: fragmentNames)
        } else if !field.selections.isEmpty {
            error("Field \"\(name)\" must not have a selection since type \"\(definition.type.graphQLString)\" has no subfields.", at: field.name.offset)
            walkSelections(field.selections, parent: nil, fragmentNames: fragmentNames)
        }
    }

    mutating func reportUnknownField(_ name: String, on parent: String, at offset: Int) {
        if schema.kinds[parent] == .union {
            // graphql-js suggests the members (and their interfaces) that have the field.
            let members = schema.composites[parent]?.members ?? []
            let having = members.filter { schema.field(name, on: $0) != nil }
            let hint = having.isEmpty ? "" : " Did you mean to use an inline fragment on \(Self.alternatives(having))?"
            error("Cannot query field \"\(name)\" on type \"\(parent)\".\(hint)", at: offset)
            return
        }
        let fieldNames = schema.composites[parent]?.fields.map(\.name) ?? []
        let hint = suggestions.didYouMean(name, among: fieldNames)
        error("Cannot query field \"\(name)\" on type \"\(parent)\".\(hint)", at: offset)
    }

    /// `"A"`, `"A" or "B"`, `"A", "B", or "C"` (at most five).
    static func alternatives(_ names: [String]) -> String {
        let quoted = names.prefix(5).map { "\"\($0)\"" }
        switch quoted.count {
        case 0: return ""
        case 1: return quoted[0]
        case 2: return "\(quoted[0]) or \(quoted[1])"
        default: return "\(quoted.dropLast().joined(separator: ", ")), or \(quoted[quoted.count - 1])"
        }
    }

    mutating func walkArguments(_ arguments: [ArgumentNode], of field: FieldDefinition, coordinate: String, at fieldOffset: Int) {
        var given: Set<String> = []
        for argument in arguments {
            let name = argument.name.value
            given.insert(name)
            guard let definition = field.arguments.first(where: { $0.name == name }) else {
                let hint = suggestions.didYouMean(name, among: field.arguments.map(\.name))
                error("Unknown argument \"\(name)\" on field \"\(coordinate)\".\(hint)", at: argument.name.offset)
                noteVariables(argument.valueNode)
                continue
            }
            record("\(coordinate)(\(name):)", at: argument.name.offset)
            checkValue(argument.valueNode, against: definition.type)
        }
        for definition in field.arguments where definition.isRequired && !given.contains(definition.name) {
            let fieldName = coordinate.split(separator: ".").last.map(String.init) ?? coordinate
            error("Field \"\(fieldName)\" argument \"\(definition.name)\" of type \"\(definition.type.graphQLString)\" is required, but it was not provided.", at: fieldOffset)
        }
    }

    /// Directives are not checked (client directives no schema declares are welcome), but the
    /// variables in their arguments are uses.
    mutating func walkDirectives(_ directives: [DirectiveNode]) {
        for directive in directives {
            for argument in directive.arguments { noteVariables(argument.valueNode) }
        }
    }

}
