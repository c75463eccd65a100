import SharedTypesSupport

/// Resolves parsed documents against a schema: every selection to its field and type, every
/// argument and literal to its definition. It runs the checks that keep the used set right
/// (unknown types, fields, arguments, enum values, input fields and fragments; fragment
/// cycles; undefined variables; duplicate names; required arguments; leaf and non-leaf
/// selections) with graphql-js's messages, and records what the documents use: the types of
/// variables and selected fields (`TypeUse`) and the schema coordinates they select or pass.
///
/// The walk is serial and visits each node once; selection sets nest no deeper than the
/// parser's limit, so the recursion is bounded.
package struct DocumentResolver {
    /// A place that uses a type directly; `UsedTypeSet` closes them over input fields.
    struct TypeUse {
        var name: String
        var location: SourceLocation
        /// `variable $input of mutation AddTodo`, `field Todo.status`.
        var how: String
    }

    /// An error inside an operation or fragment, for reports that list the definitions that
    /// no longer resolve.
    package struct Problem {
        /// `query HeroName`, `fragment HeroDetails`, `anonymous query`.
        package var definition: String
        /// Where the definition starts.
        package var definitionLocation: SourceLocation
        package var diagnostic: Diagnostic
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

    let schema: SchemaIndex
    var suggestions = NameSuggestions()
    var result = Resolution()
    var coordinateSet: Set<String> = []
    /// The definition being walked.
    var file: SourceFile
    var label = ""
    var labelLocation: SourceLocation
    /// Variables used in the definition being walked, with their offsets, in order.
    var variableUsages: [(name: String, offset: Int)] = []
    /// Fragments spread in the definition being walked.
    var spreads: [String] = []
    /// Every fragment name, for the spread check (a set beside the ordered list).
    var knownFragments: Set<String> = []

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
    struct FragmentFacts {
        var file: SourceFile
        var node: FragmentDefinitionNode
        var spreads: [String] = []
        var globalVariables: [(name: String, offset: Int)] = []
    }

    mutating func run(_ documents: [ExecutableDocument]) {
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

    mutating func begin(_ definition: String, offset: Int) {
        label = definition
        labelLocation = SourceLocation(file: file, offset: offset)
        result.definitions.append((definition, labelLocation))
    }

    mutating func walkOperation(_ node: OperationDefinitionNode, fragmentNames: [String]) {
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

    /// Walks a fragment; returns the names of its own variables (its fragment arguments,
    /// `FragmentArguments.swift`), which operations need not define.
    mutating func walkFragment(_ node: FragmentDefinitionNode, fragmentNames: [String]) -> Set<String> {
        begin("fragment \(node.name.value)", offset: node.offset)
        let locals = walkFragmentArguments(node)
        walkDirectives(node.directives.filter { !Self.isFragmentArgumentsDirective($0) })
        let condition = node.typeCondition
        let parent = checkTypeCondition(condition) ? condition.value : nil
        walkSelections(node.selections, parent: parent, fragmentNames: fragmentNames)
        return locals
    }

    // MARK: Recording

    mutating func record(_ coordinate: String, at offset: Int) {
        if coordinateSet.insert(coordinate).inserted {
            result.coordinates.append((coordinate, SourceLocation(file: file, offset: offset)))
        }
    }

    mutating func error(_ message: String, at offset: Int, notes: [Diagnostic] = []) {
        let diagnostic = Diagnostic.error(message, at: SourceLocation(file: file, offset: offset), notes: notes)
        result.diagnostics.append(diagnostic)
        result.problems.append(Problem(definition: label, definitionLocation: labelLocation, diagnostic: diagnostic))
    }

    mutating func error(_ message: String, in file: SourceFile, at offset: Int, notes: [Diagnostic], definition: String, definitionOffset: Int) {
        let diagnostic = Diagnostic.error(message, at: SourceLocation(file: file, offset: offset), notes: notes)
        result.diagnostics.append(diagnostic)
        result.problems.append(Problem(definition: definition, definitionLocation: SourceLocation(file: file, offset: definitionOffset), diagnostic: diagnostic))
    }
}