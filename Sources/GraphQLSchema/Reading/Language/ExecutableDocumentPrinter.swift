/// Prints the operations and fragments of an `ExecutableDocument` as GraphQL text in one
/// canonical layout (two-space indentation, one selection a line, values as
/// `Value.graphQLLiteral` prints them), so that two parses can be compared as text: tests
/// compare trees this way, and the fuzzer checks that printed text parses into a document
/// that prints the same. Type-system definitions are not printed.
enum ExecutableDocumentPrinter {
    static func print(_ document: ExecutableDocument) -> String {
        var out = ""
        for (index, definition) in document.definitions.enumerated() {
            if index > 0 { out += "\n" }
            switch definition {
            case .operation(let operation): print(operation, into: &out)
            case .fragment(let fragment): print(fragment, into: &out)
            }
        }
        return out
    }

    private static func print(_ operation: OperationDefinitionNode, into out: inout String) {
        out += operation.kind.rawValue
        if let name = operation.name { out += " " + name.value }
        if !operation.variables.isEmpty {
            out += "("
            for (index, variable) in operation.variables.enumerated() {
                if index > 0 { out += ", " }
                out += "$" + variable.name.value + ": " + variable.type.graphQLString
                if let value = variable.defaultValue { out += " = " + value.value.graphQLLiteral }
                print(variable.directives, into: &out)
            }
            out += ")"
        }
        print(operation.directives, into: &out)
        print(operation.selections, indent: 0, into: &out)
    }

    private static func print(_ fragment: FragmentDefinitionNode, into out: inout String) {
        out += "fragment " + fragment.name.value + " on " + fragment.typeCondition.value
        print(fragment.directives, into: &out)
        print(fragment.selections, indent: 0, into: &out)
    }

    /// ` {`, the selections one a line indented one level deeper than `indent`, and `}`.
    private static func print(_ selections: [SelectionNode], indent: Int, into out: inout String) {
        let padding = String(repeating: "  ", count: indent + 1)
        out += " {\n"
        for selection in selections {
            out += padding
            switch selection {
            case .field(let field):
                if let alias = field.alias { out += alias.value + ": " }
                out += field.name.value
                print(field.arguments, into: &out)
                print(field.directives, into: &out)
                if !field.selections.isEmpty { print(field.selections, indent: indent + 1, into: &out) }
            case .fragmentSpread(let spread):
                out += "..." + spread.name.value
                print(spread.directives, into: &out)
            case .inlineFragment(let fragment):
                out += "..."
                if let type = fragment.typeCondition { out += " on " + type.value }
                print(fragment.directives, into: &out)
                print(fragment.selections, indent: indent + 1, into: &out)
            }
            out += "\n"
        }
        out += String(repeating: "  ", count: indent) + "}"
    }

    private static func print(_ directives: [DirectiveNode], into out: inout String) {
        for directive in directives {
            out += " @" + directive.name.value
            print(directive.arguments, into: &out)
        }
    }

    private static func print(_ arguments: [ArgumentNode], into out: inout String) {
        guard !arguments.isEmpty else { return }
        out += "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { out += ", " }
            out += argument.name.value + ": " + argument.value.graphQLLiteral
        }
        out += ")"
    }
}
