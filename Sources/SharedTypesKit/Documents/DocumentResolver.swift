/// Resolves parsed documents against a schema: every selection to its field and type, every
/// argument and literal to its definition. It runs the checks that keep the used set right
/// (unknown types, fields, arguments, enum values, input fields and fragments; fragment
/// cycles; undefined variables; duplicate names; required arguments; leaf and non-leaf
/// selections) with graphql-js's messages, and records what the documents use: the types of
/// variables and selected fields (`TypeUse`) and the schema coordinates they select or pass.
///
/// The walk is serial and visits each node once; selection sets nest no deeper than the
/// parser's limit, so the recursion is bounded.
struct DocumentResolver {
    /// A place that uses a type directly; `UsedTypeSet` closes them over input fields.
    struct TypeUse {
        var name: String
        var location: SourceLocation
        /// `variable $input of mutation AddTodo`, `field Todo.status`.
        var how: String
    }

    /// An error inside an operation or fragment, for reports that list the definitions that
    /// no longer resolve.
    struct Problem {
        /// `query HeroName`, `fragment HeroDetails`, `anonymous query`.
        var definition: String
        /// Where the definition starts.
        var definitionLocation: SourceLocation
        var diagnostic: Diagnostic
    }

    /// What resolving found.
    struct Resolution {
        var typeUses: [TypeUse] = []
        /// Schema coordinates in the order first met (`Todo.status`, `Query.todos(where:)`,
        /// `Status.DONE` for an enum literal, `TodoFilter.status` for an input literal's field),
        /// each with its first place.
        var coordinates: [(coordinate: String, location: SourceLocation)] = []
        /// Enums and input objects written as literals (they need no Swift type, but a change
        /// to them can break the operation).
        var literalTypes: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var problems: [Problem] = []
        /// The operations and fragments read, in order, with where each starts.
        var definitions: [(label: String, location: SourceLocation)] = []
    }

    private let schema: SchemaIndex
    private var suggestions = NameSuggestions()
    private var result = Resolution()
    private var coordinateSet: Set<String> = []
    /// The definition being walked.
    private var file: SourceFile
    private var label = ""
    private var labelLocation: SourceLocation
    /// Variables used in the definition being walked, with their offsets, in order.
    private var variableUsages: [(name: String, offset: Int)] = []
    /// Fragments spread in the definition being walked.
    private var spreads: [String] = []

    private init(schema: SchemaIndex, placeholder: SourceFile) {
        self.schema = schema
        file = placeholder
        labelLocation = SourceLocation(file: placeholder, offset: 0)
    }

    /// Resolves `documents` (in the order given) against `schema`.
    static func resolve(_ documents: [ExecutableDocument], schema: SchemaIndex) -> Resolution {
        guard let first = documents.first else { return Resolution() }
        var resolver = DocumentResolver(schema: schema, placeholder: first.file)
        resolver.run(documents)
        return resolver.result
    }

    // MARK: The definitions

    /// What is known of each fragment once walked: where it is, what it spreads, the
    /// variables it uses that are not its own arguments.
    private struct FragmentFacts {
        var file: SourceFile
        var node: FragmentDefinitionNode
        var spreads: [String] = []
        var globalVariables: [(name: String, offset: Int)] = []
    }

    private mutating func run(_ documents: [ExecutableDocument]) {
        // Names first: a spread may come before the fragment it names, in another file.
        var fragments: [String: FragmentFacts] = [:]
        var fragmentOrder: [String] = []
        var operationNames: [String: SourceLocation] = [:]
        for document in documents {
            for definition in document.definitions {
                switch definition {
                case .fragment(let node):
                    let name = node.name.value
                    if let first = fragments[name] {
                        error("There can be only one fragment named \"\(name)\".", in: document.file, at: node.name.offset,
                              notes: [.note("\"\(name)\" is first defined here.", at: SourceLocation(file: first.file, offset: first.node.name.offset))],
                              definition: "fragment \(name)", definitionOffset: node.offset)
                    } else {
                        fragments[name] = FragmentFacts(file: document.file, node: node)
                        fragmentOrder.append(name)
                    }
                case .operation(let node):
                    guard let name = node.name else { continue }
                    let here = SourceLocation(file: document.file, offset: name.offset)
                    if let first = operationNames[name.value] {
                        error("There can be only one operation named \"\(name.value)\".", in: document.file, at: name.offset,
                              notes: [.note("\"\(name.value)\" is first defined here.", at: first)],
                              definition: Self.label(of: node), definitionOffset: node.offset)
                    } else {
                        operationNames[name.value] = here
                    }
                }
            }
        }
        let fragmentNames = fragmentOrder
        knownFragments = Set(fragmentOrder)

        // Then every definition, in the order given.
        var operations: [(file: SourceFile, node: OperationDefinitionNode, usages: [(name: String, offset: Int)], spreads: [String])] = []
        for document in documents {
            file = document.file
            for definition in document.definitions {
                variableUsages = []
                spreads = []
                switch definition {
                case .operation(let node):
                    walkOperation(node, fragmentNames: fragmentNames)
                    operations.append((document.file, node, variableUsages, spreads))
                case .fragment(let node):
                    let locals = walkFragment(node, fragmentNames: fragmentNames)
                    // The first definition of a name is the one spreads resolve to.
                    if let facts = fragments[node.name.value], facts.file === document.file, facts.node.offset == node.offset {
                        fragments[node.name.value]?.spreads = spreads
                        fragments[node.name.value]?.globalVariables = variableUsages.filter { !locals.contains($0.name) }
                    }
                }
            }
        }

        reportFragmentCycles(fragments, order: fragmentOrder)
        for operation in operations {
            reportUndefinedVariables(operation.node, file: operation.file, usages: operation.usages, spreads: operation.spreads, fragments: fragments)
        }
    }

    static func label(of operation: OperationDefinitionNode) -> String {
        operation.name.map { "\(operation.kind.rawValue) \($0.value)" } ?? "anonymous \(operation.kind.rawValue)"
    }

    private mutating func begin(_ definition: String, offset: Int) {
        label = definition
        labelLocation = SourceLocation(file: file, offset: offset)
        result.definitions.append((definition, labelLocation))
    }

    private mutating func walkOperation(_ node: OperationDefinitionNode, fragmentNames: [String]) {
        begin(Self.label(of: node), offset: node.offset)
        for variable in node.variables {
            useVariableType(variable.type, at: variable.typeOffset, variable: variable.name.value, how: "variable $\(variable.name.value) of \(label)")
            if let defaultValue = variable.defaultValue { checkValue(defaultValue, against: variable.type) }
            walkDirectives(variable.directives)
        }
        walkDirectives(node.directives)
        guard let root = schema.rootType(node.kind) else {
            error("Schema is not configured to execute \(node.kind.rawValue) operation.", at: node.offset)
            return
        }
        walkSelections(node.selections, parent: root, fragmentNames: fragmentNames)
    }

    /// Walks a fragment; returns the names of its own variables (Relay's
    /// `@argumentDefinitions`), which operations need not define.
    private mutating func walkFragment(_ node: FragmentDefinitionNode, fragmentNames: [String]) -> Set<String> {
        begin("fragment \(node.name.value)", offset: node.offset)
        var locals: Set<String> = []
        for directive in node.directives where directive.name.value == "argumentDefinitions" {
            for argument in directive.arguments {
                locals.insert(argument.name.value)
                walkArgumentDefinition(argument)
            }
        }
        walkDirectives(node.directives.filter { $0.name.value != "argumentDefinitions" })
        let condition = node.typeCondition
        let parent = checkTypeCondition(condition) ? condition.value : nil
        walkSelections(node.selections, parent: parent, fragmentNames: fragmentNames)
        return locals
    }

    /// `x: {type: "Episode!", defaultValue: JEDI}` of Relay's `@argumentDefinitions`: the
    /// type is a variable type like any other.
    private mutating func walkArgumentDefinition(_ argument: ArgumentNode) {
        guard case .object(let fields) = argument.valueNode.kind,
              let typeField = fields.first(where: { $0.name.value == "type" }) else {
            error("Argument \"\(argument.name.value)\" of @argumentDefinitions needs a type: {type: \"Type\"}.", at: argument.valueNode.offset)
            return
        }
        guard case .string(let text, _) = typeField.value.kind else {
            error("The type of argument \"\(argument.name.value)\" of @argumentDefinitions must be a string, such as \"Episode!\".", at: typeField.value.offset)
            return
        }
        guard let type = TypeReferenceText.parse(text) else {
            error("\"\(text)\" is not a GraphQL type (argument \"\(argument.name.value)\" of @argumentDefinitions).", at: typeField.value.offset)
            return
        }
        useVariableType(type, at: typeField.value.offset, variable: argument.name.value, how: "argument $\(argument.name.value) of \(label)")
        if let defaultField = fields.first(where: { $0.name.value == "defaultValue" }) {
            checkValue(defaultField.value, against: type)
        }
    }

    // MARK: Selections

    private mutating func walkSelections(_ selections: [SelectionNode], parent: String?, fragmentNames: [String]) {
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

    /// Every fragment name, for the spread check (a set beside the ordered list).
    private var knownFragments: Set<String> = []

    private mutating func walkField(_ field: FieldNode, parent: String?, fragmentNames: [String]) {
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

    private mutating func reportUnknownField(_ name: String, on parent: String, at offset: Int) {
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

    private mutating func walkArguments(_ arguments: [ArgumentNode], of field: FieldDefinition, coordinate: String, at fieldOffset: Int) {
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
    private mutating func walkDirectives(_ directives: [DirectiveNode]) {
        for directive in directives {
            for argument in directive.arguments { noteVariables(argument.valueNode) }
        }
    }

    // MARK: Types and values

    /// A type condition names a known object, interface or union type.
    private mutating func checkTypeCondition(_ condition: NameNode) -> Bool {
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

    /// A variable's type (or a Relay fragment argument's) must be a known input type; the
    /// generated types among them are used.
    private mutating func useVariableType(_ type: TypeReference, at offset: Int, variable: String, how: String) {
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
    private mutating func checkValue(_ value: ValueNode, against type: TypeReference) {
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

    private mutating func checkNamedValue(_ value: ValueNode, type name: String) {
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
    private mutating func noteVariables(_ value: ValueNode) {
        switch value.kind {
        case .variable(let name): variableUsages.append((name, value.offset))
        case .list(let items): for item in items { noteVariables(item) }
        case .object(let fields): for field in fields { noteVariables(field.value) }
        default: return
        }
    }

    // MARK: Whole-document checks

    /// `Cannot spread fragment "A" within itself via "B", "C".`, once per cycle, found by an
    /// iterative depth-first walk of the spreads.
    private mutating func reportFragmentCycles(_ fragments: [String: FragmentFacts], order: [String]) {
        var state: [String: Int] = [:] // 1: on the current path, 2: done
        for start in order where state[start] == nil {
            var path: [(name: String, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = path.last {
                let spreads = fragments[top.name]?.spreads ?? []
                if top.next >= spreads.count {
                    state[top.name] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = spreads[top.next]
                guard fragments[target] != nil else { continue }
                switch state[target] {
                case nil:
                    state[target] = 1
                    path.append((target, 0))
                case 1?:
                    guard let cycleStart = path.firstIndex(where: { $0.name == target }),
                          let facts = fragments[target] else { continue }
                    let via = path[(cycleStart + 1)...].map { "\"\($0.name)\"" }
                    let message = via.isEmpty
                        ? "Cannot spread fragment \"\(target)\" within itself."
                        : "Cannot spread fragment \"\(target)\" within itself via \(via.joined(separator: ", "))."
                    let definitionLocation = SourceLocation(file: facts.file, offset: facts.node.offset)
                    let diagnostic = Diagnostic.error(message, at: SourceLocation(file: facts.file, offset: facts.node.name.offset))
                    result.diagnostics.append(diagnostic)
                    result.problems.append(Problem(definition: "fragment \(target)", definitionLocation: definitionLocation, diagnostic: diagnostic))
                default:
                    continue
                }
            }
        }
    }

    /// `Variable "$x" is not defined by operation "Q".`: every variable the operation uses,
    /// directly or through the fragments it spreads (their own `@argumentDefinitions` aside),
    /// must be one of its variables.
    private mutating func reportUndefinedVariables(_ operation: OperationDefinitionNode, file: SourceFile,
                                                   usages: [(name: String, offset: Int)], spreads: [String],
                                                   fragments: [String: FragmentFacts]) {
        let defined = Set(operation.variables.map(\.name.value))
        var reported: Set<String> = []
        let operationLabel = Self.label(of: operation)
        let definitionLocation = SourceLocation(file: file, offset: operation.offset)
        func report(_ name: String, at location: SourceLocation, resolver: inout DocumentResolver) {
            guard !defined.contains(name), reported.insert(name).inserted else { return }
            let message = operation.name.map { "Variable \"$\(name)\" is not defined by operation \"\($0.value)\"." } ?? "Variable \"$\(name)\" is not defined."
            let diagnostic = Diagnostic.error(message, at: location)
            resolver.result.diagnostics.append(diagnostic)
            resolver.result.problems.append(Problem(definition: operationLabel, definitionLocation: definitionLocation, diagnostic: diagnostic))
        }
        for usage in usages { report(usage.name, at: SourceLocation(file: file, offset: usage.offset), resolver: &self) }
        var seen: Set<String> = []
        var queue = spreads
        var index = 0
        while index < queue.count {
            let name = queue[index]
            index += 1
            guard seen.insert(name).inserted, let facts = fragments[name] else { continue }
            for usage in facts.globalVariables {
                report(usage.name, at: SourceLocation(file: facts.file, offset: usage.offset), resolver: &self)
            }
            queue.append(contentsOf: facts.spreads)
        }
    }

    // MARK: Recording

    private mutating func record(_ coordinate: String, at offset: Int) {
        if coordinateSet.insert(coordinate).inserted {
            result.coordinates.append((coordinate, SourceLocation(file: file, offset: offset)))
        }
    }

    private mutating func error(_ message: String, at offset: Int, notes: [Diagnostic] = []) {
        let diagnostic = Diagnostic.error(message, at: SourceLocation(file: file, offset: offset), notes: notes)
        result.diagnostics.append(diagnostic)
        result.problems.append(Problem(definition: label, definitionLocation: labelLocation, diagnostic: diagnostic))
    }

    private mutating func error(_ message: String, in file: SourceFile, at offset: Int, notes: [Diagnostic], definition: String, definitionOffset: Int) {
        let diagnostic = Diagnostic.error(message, at: SourceLocation(file: file, offset: offset), notes: notes)
        result.diagnostics.append(diagnostic)
        result.problems.append(Problem(definition: definition, definitionLocation: SourceLocation(file: file, offset: definitionOffset), diagnostic: diagnostic))
    }
}
