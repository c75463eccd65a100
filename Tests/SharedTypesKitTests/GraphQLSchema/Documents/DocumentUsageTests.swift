import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The rule for "used" and the checks that keep the set right, on small schemas written here.
@Suite struct DocumentUsageTests {
    static let schema = """
    schema { query: Query mutation: Mutation }
    scalar DateTime
    scalar Cursor
    scalar Unused
    enum Status { OPEN DONE ARCHIVED }
    enum Priority { LOW HIGH }
    enum SortField { NAME DATE }
    enum OnlyLiteral { A B }
    input TodoFilter { status: Status, search: String, sort: Sort }
    input Sort { field: SortField!, after: Cursor }
    input AddTodoInput { text: String!, priority: Priority, due: DateTime, tags: [TagInput!] }
    input TagInput { name: String! }
    input LiteralOnly { x: OnlyLiteral, nested: NestedLiteral }
    input NestedLiteral { y: Int }
    interface Node { id: ID! }
    type Todo implements Node { id: ID!, text: String!, status: Status!, created: DateTime, priority: Priority }
    type User implements Node { id: ID!, name: String, todos(filter: TodoFilter, first: Int = 10): [Todo!]! }
    union SearchResult = Todo | User
    type Query {
      viewer: User
      node(id: ID!): Node
      search(text: String!, kind: OnlyLiteral, where: LiteralOnly): [SearchResult!]!
      todos(filter: TodoFilter): [Todo!]!
    }
    type Mutation { addTodo(input: AddTodoInput!): Todo }
    """

    /// The used set's names for `documents` (each `(path, text)`), failing on any diagnostic.
    func used(_ documents: [(String, String)], schema: String = Self.schema) -> [String] {
        let usage = analyze(documents, schema: schema)
        #expect(usage.diagnostics.isEmpty, "\(usage.diagnostics.map(summary))")
        return usage.usedTypes.map(\.name)
    }

    func analyze(_ documents: [(String, String)], schema: String = Self.schema) -> DocumentUsage {
        guard let model = model(schema) else { return DocumentUsage.analyze(schema: SchemaModel(enums: [], inputObjects: [], customScalars: [], typeKinds: [:], sourceFileNames: []), documents: []) }
        return DocumentUsage.analyze(schema: model, documents: documents.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// The diagnostics of `document` as `path:line:column: severity: message` lines.
    func errors(_ document: String, schema: String = Self.schema) -> [String] {
        analyze([("ops.graphql", document)], schema: schema).diagnostics.flatMap { ([$0] + $0.notes).map(summary) }
    }

    // MARK: The rule

    @Test func variablesCountClosedOverInputFields() {
        #expect(used([("a.graphql", "query Q($f: TodoFilter) { todos(filter: $f) { id } }")])
                == ["Cursor", "SortField", "Status", "TodoFilter", "Sort"].sorted { $0.utf8Precedes($1) })
        #expect(used([("a.graphql", "mutation M($i: AddTodoInput!) { addTodo(input: $i) { id } }")])
                == ["AddTodoInput", "DateTime", "Priority", "TagInput"])
    }

    @Test func selectedEnumAndCustomScalarFieldsCountAtAnyDepth() {
        #expect(used([("a.graphql", "{ viewer { todos { status created text } } }")]) == ["DateTime", "Status"])
    }

    @Test func literalsInArgumentsDoNotCount() {
        #expect(used([("a.graphql", #"{ search(text: "x", kind: A, where: {x: B, nested: {y: 1}}) { __typename } }"#)]) == [])
        #expect(used([("a.graphql", "{ todos(filter: {status: OPEN, sort: {field: NAME}}) { id } }")]) == [])
    }

    @Test func everyFragmentCountsSpreadOrNot() {
        let document = """
        query Q { viewer { id } }
        fragment Unspread on Todo { priority }
        fragment OnUnion on SearchResult { ... on Todo { status } ... { __typename } }
        """
        #expect(used([("a.graphql", document)]) == ["Priority", "Status"])
    }

    @Test func builtInScalarsNeverCount() {
        #expect(used([("a.graphql", "query Q($id: ID!, $n: Int, $s: [String!]) { node(id: $id) { id } viewer { todos(first: $n) { text } } search(text: \"\") { __typename } }")]).isEmpty)
    }

    @Test func relayArgumentDefinitionsAreVariableTypes() {
        let document = """
        fragment TodoList_user on User @argumentDefinitions(filter: {type: "TodoFilter"}, count: {type: "Int", defaultValue: 10}) {
          todos(filter: $filter, first: $count) @connection(key: "TodoList_todos") { id }
        }
        """
        #expect(used([("a.graphql", document)]) == ["Cursor", "Sort", "SortField", "Status", "TodoFilter"])
    }

    @Test func clientDirectivesNoSchemaDeclaresAreAccepted() {
        let document = """
        query Q @relay(plural: true) @raw_response_type {
          viewer @required(action: LOG) { ...F @arguments(x: 1) @relay(mask: false) }
        }
        fragment F on User @refetchable(queryName: "FRefetch") @inline @typePolicy(keyFields: "id") { id @defer name @apollo_client_ios_localCacheMutation }
        """
        #expect(used([("a.graphql", document)]) == [])
    }

    @Test func eachTypeKeepsItsFirstUse() {
        let usage = analyze([
            ("a.graphql", "query A { todos { id } }\n"),
            ("b.graphql", "query B($f: TodoFilter) { todos(filter: $f) { status } }\n"),
        ])
        let byName = Dictionary(uniqueKeysWithValues: usage.usedTypes.map { ($0.name, $0) })
        #expect(byName["TodoFilter"]?.firstUse?.description == "b.graphql:1:13")
        #expect(byName["TodoFilter"]?.how == "variable $f of query B")
        #expect(byName["Status"]?.how == "input field TodoFilter.status, from variable $f of query B")
        #expect(byName["Sort"]?.how == "input field TodoFilter.sort, from variable $f of query B")
        #expect(byName["SortField"]?.how == "input field Sort.field, from variable $f of query B")
    }

    @Test func coordinatesNameWhatIsSelectedAndPassed() {
        let usage = analyze([("a.graphql", "{ viewer { todos(filter: {status: DONE}) { status } } }")])
        #expect(usage.coordinates.map(\.coordinate) == ["Query.viewer", "User.todos", "User.todos(filter:)", "TodoFilter.status", "Status.DONE", "Todo.status"])
        #expect(usage.literalTypes == ["Status", "TodoFilter"])
    }

    @Test func anEmptySetIsFine() {
        #expect(used([("a.graphql", "{ viewer { name } }")]).isEmpty)
    }

    // MARK: Client schema extensions

    @Test func clientExtensionsExtendTheSchemaFirst() {
        let document = """
        enum LocalFilter { ALL MINE }
        input LocalInput { filter: LocalFilter, status: Status }
        extend type User { localFilter: LocalFilter }
        extend enum Priority { URGENT }
        query Q($x: LocalInput) { viewer { localFilter todos { priority } } }
        """
        #expect(used([("a.graphql", document)]) == ["LocalFilter", "LocalInput", "Priority", "Status"])
        let usage = analyze([("a.graphql", document)])
        #expect(usage.schema.enums.first { $0.name == "Priority" }?.values.map(\.name) == ["LOW", "HIGH", "URGENT"])
    }

    @Test func aDefinitionThatClashesWithTheSchemaIsAnError() {
        #expect(errors("enum Status { OPEN }\nquery Q { viewer { id } }") == [
            "ops.graphql:1:6: error: Type \"Status\" already exists in the schema. It cannot also be defined in this type definition.",
            "test.graphql:5:6: note: \"Status\" is defined in the schema here.",
        ].map { $0.replacingOccurrences(of: "test.graphql:", with: "") })
        #expect(errors("extend input Status { x: Int }") == ["ops.graphql:1:14: error: Cannot extend non-input object type \"Status\"."])
        #expect(errors("extend type Nope { x: Int }") == ["ops.graphql:1:13: error: Cannot extend type \"Nope\" because it is not defined."])
    }

    // MARK: Checks

    @Test func unknownTypesGetSuggestions() {
        #expect(errors("query Q($s: Stauts) { viewer { id } }") == ["ops.graphql:1:13: error: Unknown type \"Stauts\". Did you mean \"Status\"?"])
        #expect(errors("{ viewer { ... on Usr { id } } }") == ["ops.graphql:1:19: error: Unknown type \"Usr\". Did you mean \"User\"?"])
        #expect(errors("query Q($u: User) { viewer { id } }") == ["ops.graphql:1:13: error: Variable \"$u\" cannot be non-input type \"User\"."])
        #expect(errors("{ viewer { ... on Status { id } } }") == ["ops.graphql:1:19: error: Fragment cannot condition on non composite type \"Status\"."])
    }

    @Test func unknownFieldsNameTheType() {
        #expect(errors("{ viewer { nmae } }") == ["ops.graphql:1:12: error: Cannot query field \"nmae\" on type \"User\". Did you mean \"name\"?"])
        #expect(errors("{ search(text: \"\") { id } }") == ["ops.graphql:1:22: error: Cannot query field \"id\" on type \"SearchResult\". Did you mean to use an inline fragment on \"Todo\" or \"User\"?"])
    }

    @Test func unknownArgumentsAndRequiredOnes() {
        #expect(errors("{ viewer { todos(filtr: null) { id } } }") == ["ops.graphql:1:18: error: Unknown argument \"filtr\" on field \"User.todos\". Did you mean \"filter\" or \"first\"?"])
        #expect(errors("{ node { id } }") == ["ops.graphql:1:3: error: Field \"node\" argument \"id\" of type \"ID!\" is required, but it was not provided."])
    }

    @Test func unknownEnumValuesAndInputFieldsInLiterals() {
        #expect(errors("{ todos(filter: {status: DNOE}) { id } }") == ["ops.graphql:1:26: error: Value \"DNOE\" does not exist in \"Status\" enum. Did you mean the enum value \"DONE\"?"])
        #expect(errors("{ todos(filter: {statsu: DONE}) { id } }") == ["ops.graphql:1:18: error: Field \"statsu\" is not defined by type \"TodoFilter\". Did you mean \"status\"?"])
        #expect(errors("query Q($s: [Status!] = [OPEN, CLOSED]) { viewer { id } }") == ["ops.graphql:1:32: error: Value \"CLOSED\" does not exist in \"Status\" enum."])
    }

    @Test func fragmentsMustExistAndNotFormCycles() {
        #expect(errors("{ viewer { ...UserFeilds } }\nfragment UserFields on User { id }") == ["ops.graphql:1:15: error: Unknown fragment \"UserFeilds\". Did you mean \"UserFields\"?"])
        let cycle = """
        fragment A on User { ...B }
        fragment B on User { ...C }
        fragment C on User { ...A }
        fragment D on User { ...D }
        """
        #expect(errors(cycle) == [
            "ops.graphql:1:10: error: Cannot spread fragment \"A\" within itself via \"B\", \"C\".",
            "ops.graphql:4:10: error: Cannot spread fragment \"D\" within itself.",
        ])
    }

    @Test func variablesMustBeDefinedDirectlyOrThroughFragments() {
        let document = """
        query Q($f: TodoFilter) { todos(filter: $filter) { id } viewer { ...U } }
        fragment U on User { todos(first: $n) { id } }
        fragment Local on User @argumentDefinitions(k: {type: "Int"}) { todos(first: $k) { id } }
        query R { viewer { ...Local } }
        """
        #expect(errors(document) == [
            "ops.graphql:1:41: error: Variable \"$filter\" is not defined by operation \"Q\".",
            "ops.graphql:2:35: error: Variable \"$n\" is not defined by operation \"Q\".",
        ])
    }

    @Test func namesAreUniqueAcrossDocuments() {
        let usage = analyze([("a.graphql", "query Q { viewer { id } }\nfragment F on User { id }"),
                             ("b.graphql", "query Q { viewer { id } }\nfragment F on User { name }")])
        #expect(usage.diagnostics.flatMap { ([$0] + $0.notes).map(summary) } == [
            "b.graphql:1:7: error: There can be only one operation named \"Q\".",
            "a.graphql:1:7: note: \"Q\" is first defined here.",
            "b.graphql:2:10: error: There can be only one fragment named \"F\".",
            "a.graphql:2:10: note: \"F\" is first defined here.",
        ])
    }

    @Test func leafAndCompositeSelections() {
        #expect(errors("{ viewer }") == ["ops.graphql:1:3: error: Field \"viewer\" of type \"User\" must have a selection of subfields. Did you mean \"viewer { ... }\"?"])
        #expect(errors("{ viewer { name { x } } }") == ["ops.graphql:1:12: error: Field \"name\" must not have a selection since type \"String\" has no subfields."])
        #expect(errors("subscription S { x }") == ["ops.graphql:1:1: error: Schema is not configured to execute subscription operation."])
    }

    @Test func introspectionFieldsResolve() {
        #expect(errors("{ __typename __schema { types { name } } __type(name: \"User\") { name } viewer { __typename } }").isEmpty)
    }
}
