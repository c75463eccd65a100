import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

/// A schema read from SDL and from an introspection result gives the same object, interface
/// and union types and root types.
@Suite struct ReaderAgreementTests {
    static let sdl = """
        schema { query: Root mutation: Change }
        interface Node { id: ID! }
        interface Named implements Node { id: ID! name(upper: Boolean = false): String }
        type User implements Node & Named {
          id: ID!
          name(upper: Boolean = false): String
          friends(first: Int = 10, after: String, order: Order = {by: NAME}): [User!]! @deprecated(reason: "Use links.")
        }
        type Bot implements Node { id: ID! owner: User @deprecated }
        union Actor = User | Bot
        enum By { NAME AGE }
        input Order { by: By! }
        type Root { node(id: ID!): Node actors(ids: [ID!]! = ["1"]): [Actor] }
        type Change { rename(id: ID!, name: String!): Named }
        """

    static var json: String {
        typealias T = IntrospectionCompositeTypesTests
        let id = T.nonNull(T.named("SCALAR", "ID"))
        func field(_ name: String, _ type: String, args: [String] = [], deprecated: String? = nil) -> String {
            let reason = deprecated.map { "\"\($0)\"" } ?? "null"
            return #"{"name": "\#(name)", "args": [\#(args.joined(separator: ", "))], "type": \#(type), "isDeprecated": \#(deprecated != nil), "deprecationReason": \#(reason)}"#
        }
        func arg(_ name: String, _ type: String, _ defaultValue: String? = nil) -> String {
            #"{"name": "\#(name)", "type": \#(type), "defaultValue": \#(defaultValue ?? "null")}"#
        }
        func type(_ kind: String, _ name: String, fields: [String] = [], interfaces: [String] = [], members: [String] = []) -> String {
            let interfaceRefs = interfaces.map { T.named("INTERFACE", $0) }.joined(separator: ", ")
            let memberRefs = members.map { T.named("OBJECT", $0) }.joined(separator: ", ")
            return #"{"kind": "\#(kind)", "name": "\#(name)", "fields": [\#(fields.joined(separator: ", "))], "interfaces": [\#(interfaceRefs)], "possibleTypes": [\#(memberRefs)]}"#
        }
        let name = field("name", T.named("SCALAR", "String"), args: [arg("upper", T.named("SCALAR", "Boolean"), #""false""#)])
        return T.schema([
            type("INTERFACE", "Node", fields: [field("id", id)], members: ["User", "Bot"]),
            type("INTERFACE", "Named", fields: [field("id", id), name], interfaces: ["Node"], members: ["User"]),
            type("OBJECT", "User", fields: [
                field("id", id), name,
                field("friends", T.nonNull(T.list(T.nonNull(T.named("OBJECT", "User")))), args: [
                    arg("first", T.named("SCALAR", "Int"), #""10""#), arg("after", T.named("SCALAR", "String")),
                    arg("order", T.named("INPUT_OBJECT", "Order"), #""{by: NAME}""#),
                ], deprecated: "Use links."),
            ], interfaces: ["Node", "Named"]),
            type("OBJECT", "Bot", fields: [field("id", id), field("owner", T.named("OBJECT", "User"), deprecated: "No longer supported")], interfaces: ["Node"]),
            #"{"kind": "UNION", "name": "Actor", "fields": null, "interfaces": null, "possibleTypes": [\#(T.named("OBJECT", "User")), \#(T.named("OBJECT", "Bot"))]}"#,
            #"{"kind": "ENUM", "name": "By", "enumValues": [{"name": "NAME"}, {"name": "AGE"}]}"#,
            #"{"kind": "INPUT_OBJECT", "name": "Order", "inputFields": [{"name": "by", "type": \#(T.nonNull(T.named("ENUM", "By"))), "defaultValue": null}]}"#,
            type("OBJECT", "Root", fields: [
                field("node", T.named("INTERFACE", "Node"), args: [arg("id", id)]),
                field("actors", T.list(T.named("UNION", "Actor")), args: [arg("ids", T.nonNull(T.list(id)), #""[\"1\"]""#)]),
            ]),
            type("OBJECT", "Change", fields: [
                field("rename", T.named("INTERFACE", "Named"), args: [arg("id", id), arg("name", T.nonNull(T.named("SCALAR", "String")))]),
            ]),
        ], roots: #""queryType": {"name": "Root"}, "mutationType": {"name": "Change"}, "subscriptionType": null"#)
    }

    @Test func aSmallSchemaWrittenBothWaysReadsTheSame() throws {
        let fromSDL = try #require(model(Self.sdl))
        let jsonResult = SchemaReader.read(files: [SourceFile(path: "schema.json", text: Self.json)])
        let fromJSON = try #require(jsonResult.model, "\(jsonResult.diagnostics.map(summary))")
        let text = CompositeTypesText.of(fromSDL)
        #expect(text == CompositeTypesText.of(fromJSON))
        #expect(text == """
            union Actor
              member User
              member Bot
            object Bot
              implements Node
              field id: ID!
              field owner: User @deprecated("No longer supported")
            object Change
              field rename: Named
                arg id: ID!
                arg name: String!
            interface Named
              implements Node
              field id: ID!
              field name: String
                arg upper: Boolean = false
            interface Node
              field id: ID!
            object Root
              field node: Node
                arg id: ID!
              field actors: [Actor]
                arg ids: [ID!]! = ["1"]
            object User
              implements Node
              implements Named
              field id: ID!
              field name: String
                arg upper: Boolean = false
              field friends: [User!]! @deprecated("Use links.")
                arg first: Int = 10
                arg after: String
                arg order: Order = {by: NAME}
            roots query=Root mutation=Change subscription=-

            """)
    }

}
