import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The object, interface and union types and the root types of an introspection result:
/// read as SDL's are, lenient where real tools are, with shape errors at the JSON value.
@Suite struct IntrospectionCompositeTypesTests {
    static func named(_ kind: String, _ name: String) -> String { #"{"kind": "\#(kind)", "name": "\#(name)", "ofType": null}"# }
    static func nonNull(_ inner: String) -> String { #"{"kind": "NON_NULL", "name": null, "ofType": \#(inner)}"# }
    static func list(_ inner: String) -> String { #"{"kind": "LIST", "name": null, "ofType": \#(inner)}"# }

    static func schema(_ types: [String], roots: String = #""queryType": {"name": "Query"}"#) -> String {
        #"{"data": {"__schema": {\#(roots), "types": [\#(types.joined(separator: ",\n"))]}}}"#
    }

    static func read(_ text: String) -> SchemaReader.Result {
        SchemaReader.read(files: [SourceFile(path: "schema.json", text: text)])
    }

    @Test func readsFieldsArgumentsInterfacesMembersAndRoots() throws {
        let text = Self.schema([
            #"{"kind": "OBJECT", "name": "Query", "interfaces": [], "fields": [{"name": "node", "args": [{"name": "id", "type": \#(Self.nonNull(Self.named("SCALAR", "ID"))), "defaultValue": null}], "type": \#(Self.named("INTERFACE", "Node")), "isDeprecated": false, "deprecationReason": null}, {"name": "search", "args": [{"name": "first", "type": \#(Self.named("SCALAR", "Int")), "defaultValue": "10"}, {"name": "order", "type": \#(Self.list(Self.nonNull(Self.named("INPUT_OBJECT", "Order")))), "defaultValue": "[{by: NAME}]"}], "type": \#(Self.nonNull(Self.list(Self.named("UNION", "Actor")))), "isDeprecated": true, "deprecationReason": "Use find."}]}"#,
            #"{"kind": "INTERFACE", "name": "Node", "interfaces": [], "fields": [{"name": "id", "args": [], "type": \#(Self.nonNull(Self.named("SCALAR", "ID")))}], "possibleTypes": [\#(Self.named("OBJECT", "User"))]}"#,
            #"{"kind": "OBJECT", "name": "User", "interfaces": [\#(Self.named("INTERFACE", "Node"))], "fields": [{"name": "id", "args": [], "type": \#(Self.nonNull(Self.named("SCALAR", "ID")))}]}"#,
            #"{"kind": "OBJECT", "name": "Change", "interfaces": null, "fields": [{"name": "go", "type": \#(Self.named("SCALAR", "Boolean"))}]}"#,
            #"{"kind": "UNION", "name": "Actor", "fields": null, "possibleTypes": [\#(Self.named("OBJECT", "User"))]}"#,
            #"{"kind": "ENUM", "name": "By", "enumValues": [{"name": "NAME"}]}"#,
            #"{"kind": "INPUT_OBJECT", "name": "Order", "inputFields": [{"name": "by", "type": \#(Self.named("ENUM", "By")), "defaultValue": null}]}"#,
            #"{"kind": "OBJECT", "name": "__Schema", "fields": [{"name": "types", "args": [], "type": \#(Self.named("OBJECT", "__Type"))}]}"#,
        ], roots: #""queryType": {"name": "Query"}, "mutationType": {"name": "Change"}, "subscriptionType": null"#)
        let result = Self.read(text)
        let schema = try #require(result.model, "\(result.diagnostics.map(summary))")
        #expect(schema.compositeTypes.map(\.name) == ["Actor", "Change", "Node", "Query", "User"])
        let byName = Dictionary(uniqueKeysWithValues: schema.compositeTypes.map { ($0.name, $0) })
        let query = try #require(byName["Query"])
        #expect(query.fields.map(\.name) == ["node", "search"])
        #expect(query.fields.map(\.type.graphQLString) == ["Node", "[Actor]!"])
        #expect(query.fields.map(\.deprecationReason) == [nil, "Use find."])
        #expect(query.fields[0].arguments.map(\.isRequired) == [true])
        #expect(query.fields[1].arguments.map(\.name) == ["first", "order"])
        #expect(query.fields[1].arguments.map(\.type.graphQLString) == ["Int", "[Order!]"])
        #expect(query.fields[1].arguments.map { $0.defaultValue?.graphQLLiteral } == ["10", "[{by: NAME}]"])
        #expect(byName["User"]?.interfaces == ["Node"])
        #expect(byName["Node"]?.kind == .interface)
        #expect(byName["Node"]?.members == [], "an interface's possibleTypes are its implementations, not members")
        #expect(byName["Actor"]?.members == ["User"])
        #expect(byName["Change"]?.fields.map(\.arguments.count) == [0])
        #expect(schema.rootOperationTypes == RootOperationTypes(query: "Query", mutation: "Change", subscription: nil))
    }

    /// A shortened introspection result may leave out lists and roots: they are empty.
    @Test func missingOrNullListsAndRootsAreEmpty() throws {
        let text = #"{"__schema": {"types": [{"kind": "OBJECT", "name": "Query"}, {"kind": "INTERFACE", "name": "I", "fields": null, "interfaces": null}, {"kind": "UNION", "name": "U"}]}}"#
        let result = Self.read(text)
        #expect(result.diagnostics.isEmpty)
        let schema = try #require(result.model)
        #expect(schema.compositeTypes.map(\.name) == ["I", "Query", "U"])
        #expect(schema.compositeTypes.allSatisfy { $0.fields.isEmpty && $0.interfaces.isEmpty && $0.members.isEmpty })
        #expect(schema.rootOperationTypes == RootOperationTypes(query: nil, mutation: nil, subscription: nil))
    }

    /// `(text, marker, message)`: the error is at the first occurrence of `marker`.
    @Test(arguments: [
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": "x"}"#]), #""x""#,
         #"Expected "fields" of object "Query" to be an array or null, found a string."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"args": []}]}"#]), #"{"args""#,
         #"Missing "name" in a field of object "Query"."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "args": []}]}"#]), #"{"name": "f""#,
         #"Missing "type" in field "Query.f"."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "args": {}, "type": \#(named("SCALAR", "Int"))}]}"#]), "{}",
         #"Expected "args" of field "Query.f" to be an array or null, found an object."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "args": [{"name": "a"}], "type": \#(named("SCALAR", "Int"))}]}"#]), #"{"name": "a"}"#,
         #"Missing "type" in argument "Query.f(a:)"."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "args": [{"name": "a", "type": \#(named("SCALAR", "Int")), "defaultValue": 1}], "type": \#(named("SCALAR", "Int"))}]}"#]), "1}]",
         #"Expected "defaultValue" to be a string holding a GraphQL value, found a number."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "interfaces": [{"kind": "INTERFACE"}]}"#]), #"{"kind": "INTERFACE"}"#,
         #"Missing "name" in an interface of object "Query"."#),
        (schema([#"{"kind": "UNION", "name": "U", "possibleTypes": [{"name": 1}]}"#, #"{"kind": "OBJECT", "name": "Query"}"#]), "1}",
         #"Expected "name" of a possible type of union "U" to be a string, found a number."#),
        (schema([#"{"kind": "OBJECT", "name": "Query"}"#], roots: #""queryType": "Query""#), #""Query""#,
         #"Expected "queryType" of __schema to be an object with a "name", or null, found a string."#),
        (schema([#"{"kind": "OBJECT", "name": "Query"}"#], roots: #""queryType": {"name": "Root"}"#), #"{"name": "Root"}"#,
         #"Unknown type "Root"."#),
        (schema([#"{"kind": "OBJECT", "name": "Query"}"#, #"{"kind": "ENUM", "name": "E", "enumValues": [{"name": "A"}]}"#], roots: #""queryType": {"name": "Query"}, "mutationType": {"name": "E"}"#), #"{"name": "E"}"#,
         "Mutation root type must be Object type if provided, it cannot be E."),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "type": \#(named("OBJECT", "Nope"))}]}"#]), #"{"kind": "OBJECT", "name": "Nope""#,
         #"Unknown type "Nope"."#),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "args": [{"name": "a", "type": \#(named("OBJECT", "Query"))}], "type": \#(named("SCALAR", "Int"))}]}"#]), #"{"kind": "OBJECT", "name": "Query", "ofType""#,
         "The type of Query.f(a:) must be Input Type but got: Query (Query is an object type)."),
        (schema([#"{"kind": "OBJECT", "name": "Query", "interfaces": [\#(named("INTERFACE", "Nod"))]}"#, #"{"kind": "INTERFACE", "name": "Node"}"#]), #"{"kind": "INTERFACE", "name": "Nod""#,
         #"Unknown type "Nod". Did you mean "Node"?"#),
        (schema([#"{"kind": "UNION", "name": "U", "possibleTypes": [\#(named("INTERFACE", "I"))]}"#, #"{"kind": "INTERFACE", "name": "I"}"#, #"{"kind": "OBJECT", "name": "Query"}"#]), #"{"kind": "INTERFACE", "name": "I", "ofType""#,
         "Union type U can only include Object types, it cannot include I."),
        (schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "type": \#(named("SCALAR", "Int"))}, {"name": "f", "type": \#(named("SCALAR", "String"))}]}"#]), #"{"name": "f", "type": {"kind": "SCALAR", "name": "String""#,
         #"Field "Query.f" can only be defined once."#),
    ])
    func shapeAndSchemaErrorsPointAtTheJSONValue(text: String, marker: String, message: String) throws {
        let offset = try #require(text.range(of: marker)).lowerBound.utf16Offset(in: text)
        let firstLine = text.prefix(offset).split(separator: "\n", omittingEmptySubsequences: false)
        let expected = "schema.json:\(firstLine.count):\((firstLine.last?.count ?? 0) + 1): error: \(message)"
        #expect(diagnose(text, path: "schema.json").first == expected)
    }

    @Test func anInvalidArgumentDefaultIsReportedInsideTheString() {
        let text = Self.schema([#"{"kind": "OBJECT", "name": "Query", "fields": [{"name": "f", "args": [{"name": "a", "type": \#(Self.list(Self.named("SCALAR", "Int"))), "defaultValue": "[1, }"}], "type": \#(Self.named("SCALAR", "Int"))}]}"#])
        let column = (text.range(of: #""[1, }""#).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0) + 1 + 4 + 1
        #expect(diagnose(text, path: "schema.json").first == "schema.json:1:\(column): error: Invalid default value \"[1, }\": Unexpected \"}\".")
    }

    @Test func aRootOfTheWrongKindNamesItsDefinition() {
        let text = #"{"__schema": {"queryType": {"name": "E"}, "types": [{"kind": "ENUM", "name": "E", "enumValues": [{"name": "A"}]}]}}"#
        #expect(diagnose(text, path: "schema.json") == [
            "schema.json:1:28: error: Query root type must be Object type, it cannot be E.",
            "schema.json:1:53: note: \"E\" is defined here as an enum type.",
        ])
    }
}
