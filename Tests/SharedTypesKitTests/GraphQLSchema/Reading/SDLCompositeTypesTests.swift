import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The object, interface and union types and the root operation types SDL reads into, for
/// resolving operations.
@Suite struct SDLCompositeTypesTests {
    @Test func readsFieldsArgumentsDefaultsAndDeprecation() throws {
        let schema = try #require(model(#"""
            "Where queries start."
            type Query {
              "The node with this id."
              node("The id." id: ID!): Node
              search(
                """Words to look for."""
                text: String! = "x"
                first: Int = 10, order: [Order!] = [{by: NAME}]
                kinds: [Kind] = null @deprecated
              ): [Node!]! @deprecated(reason: "Use find.")
              old: Int @deprecated
              kept: Int @deprecated(reason: null)
            }
            interface Node { id: ID! }
            enum Kind { USER }
            enum By { NAME }
            input Order { by: By! }
            """#))
        let query = try #require(schema.compositeTypes.first { $0.name == "Query" })
        #expect(query.kind == .object)
        #expect(query.fields.map(\.name) == ["node", "search", "old", "kept"])
        #expect(query.fields.map(\.type.graphQLString) == ["Node", "[Node!]!", "Int", "Int"])
        #expect(query.fields.map(\.deprecationReason) == [nil, "Use find.", "No longer supported", nil])
        let search = query.fields[1]
        #expect(search.arguments.map(\.name) == ["text", "first", "order", "kinds"])
        #expect(search.arguments.map(\.type.graphQLString) == ["String!", "Int", "[Order!]", "[Kind]"])
        #expect(search.arguments.map { $0.defaultValue?.graphQLLiteral } == [#""x""#, "10", "[{by: NAME}]", "null"])
        #expect(search.arguments.map(\.isRequired) == [false, false, false, false])
        #expect(query.fields[0].arguments.map(\.isRequired) == [true])
        #expect(position(query.location) == "2:6")
        #expect(position(search.location) == "5:3")
        #expect(position(search.typeLocation) == "10:6")
        #expect(position(search.arguments[1].location) == "8:5")
        #expect(position(search.arguments[1].typeLocation) == "8:12")
    }

    @Test func readsInterfacesAndUnionMembers() throws {
        let schema = try #require(model("""
            interface Node { id: ID! }
            interface Named implements Node { id: ID! name: String }
            type User implements & Node & Named { id: ID! name: String }
            type Bot implements Node { id: ID! }
            union Actor = | User | Bot
            union Lone = User
            type Query { actor: Actor }
            """))
        #expect(schema.compositeTypes.map(\.name) == ["Actor", "Bot", "Lone", "Named", "Node", "Query", "User"])
        #expect(schema.compositeTypes.map(\.kind) == [.union, .object, .union, .interface, .interface, .object, .object])
        let byName = Dictionary(uniqueKeysWithValues: schema.compositeTypes.map { ($0.name, $0) })
        #expect(byName["User"]?.interfaces == ["Node", "Named"])
        #expect(byName["Named"]?.interfaces == ["Node"])
        #expect(byName["Actor"]?.members == ["User", "Bot"])
        #expect(byName["Actor"]?.fields.isEmpty == true)
        #expect(byName["Lone"]?.members == ["User"])
        #expect(byName["Query"]?.interfaces == [])
    }

    /// The definition's fields, interfaces and members come first, then each extension's in
    /// the order the files were given, wherever the definition is.
    @Test func extensionsAreMergedInTheOrderGiven() throws {
        let result = SchemaReader.read(files: [
            SourceFile(path: "a.graphql", text: """
                extend type Query implements Node { b: Int }
                extend union Thing = Other
                interface Node { id: ID! }
                extend interface Node @key { kind: String }
                """),
            SourceFile(path: "b.graphql", text: """
                type Query { id: ID! kind: String a(x: Int = 1): Int }
                union Thing = Query
                type Other { c: Int }
                extend type Query implements Named { c: Int }
                extend type Query @key
                interface Named { c: Int }
                directive @key on OBJECT | INTERFACE
                """),
            SourceFile(path: "c.graphql", text: "extend type Query { d: [Int] }\nextend union Thing @key"),
        ])
        let schema = try #require(result.model, "\(result.diagnostics.map(summary))")
        let byName = Dictionary(uniqueKeysWithValues: schema.compositeTypes.map { ($0.name, $0) })
        let query = try #require(byName["Query"])
        #expect(query.fields.map(\.name) == ["id", "kind", "a", "b", "c", "d"])
        #expect(query.interfaces == ["Node", "Named"])
        #expect(query.location.map { "\($0.file.path):\($0.lineAndColumn.line)" } == "b.graphql:1")
        #expect(query.fields[3].location.map { "\($0.file.path):\($0.lineAndColumn.line)" } == "a.graphql:1")
        #expect(byName["Node"]?.fields.map(\.name) == ["id", "kind"])
        #expect(byName["Thing"]?.members == ["Query", "Other"])
    }

    @Test func theSchemaDefinitionNamesTheRoots() throws {
        let schema = try #require(model("""
            schema @key { query: Root, subscription: Events }
            type Root { a: Int }
            type Events { b: Int }
            type Query { c: Int }
            type Mutation { d: Int }
            directive @key on SCHEMA
            """))
        #expect(schema.rootOperationTypes == RootOperationTypes(query: "Root", mutation: nil, subscription: "Events"))
    }

    @Test func schemaExtensionsAddRootsInTheOrderGiven() throws {
        let result = SchemaReader.read(files: [
            SourceFile(path: "a.graphql", text: "extend schema { mutation: Change }\ntype Root { a: Int }\ntype Change { b: Int }"),
            SourceFile(path: "b.graphql", text: "schema { query: Root }\nextend schema @key\nextend schema { subscription: Root }\ndirective @key on SCHEMA"),
        ])
        let schema = try #require(result.model, "\(result.diagnostics.map(summary))")
        #expect(schema.rootOperationTypes == RootOperationTypes(query: "Root", mutation: "Change", subscription: "Root"))
    }

    /// Without a schema definition the roots are the object types named Query, Mutation and
    /// Subscription, where they exist; a schema extension adds to them. A type of another kind
    /// with such a name is not a root, and not an error: SDL printed from a model (which has no
    /// schema definition) must read back whatever its enums and inputs are named.
    @Test func withoutASchemaDefinitionTheRootsAreTheConventionalNames() throws {
        let plain = try #require(model("type Query { a: Int }\ntype Mutation { b: Int }"))
        #expect(plain.rootOperationTypes == RootOperationTypes(query: "Query", mutation: "Mutation", subscription: nil))
        let otherKinds = try #require(model("type Query { a: Int }\nenum Mutation { A }\ninput Subscription { a: Int }"))
        #expect(otherKinds.rootOperationTypes == RootOperationTypes(query: "Query", mutation: nil, subscription: nil))
        let original = try #require(model("schema { query: Root }\ntype Root { a: Int }\nenum Query { A }"))
        let printed = try #require(model(SchemaPrinter.print(original)))
        #expect(printed.enums.map(\.name) == ["Query"])
        #expect(printed.rootOperationTypes == RootOperationTypes(query: nil, mutation: nil, subscription: nil))
        let onlyEnums = try #require(model("enum E { A }"))
        #expect(onlyEnums.rootOperationTypes == RootOperationTypes(query: nil, mutation: nil, subscription: nil))
        let extended = try #require(model("type Query { a: Int }\ntype Events { b: Int }\nextend schema { subscription: Events }"))
        #expect(extended.rootOperationTypes == RootOperationTypes(query: "Query", mutation: nil, subscription: "Events"))
    }

    /// The introspection types SDL printed from an introspection result defines are left
    /// out, as they are of the other kinds; fields may still name them.
    @Test func introspectionTypesAreLeftOut() throws {
        let schema = try #require(model("""
            type __Schema { types: [__Type!]! }
            type __Type { name: String }
            type Query { schema: __Schema, type: __Type, kind: __TypeKind }
            """))
        #expect(schema.compositeTypes.map(\.name) == ["Query"])
    }

    /// The composite types and roots change nothing the generator writes.
    @Test func theModelJSONIsUnchangedByCompositeTypes() throws {
        let bare = try #require(model("enum E { A }\ninput I { e: E }"))
        let full = try #require(model("enum E { A }\ninput I { e: E }\ntype Query { f(i: I): E }\nunion U = Query"))
        #expect(ModelJSON.render(full) == ModelJSON.render(bare))
        #expect(full.compositeTypes.count == 2)
    }
}
