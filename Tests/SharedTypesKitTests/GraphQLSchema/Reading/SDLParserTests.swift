import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

@Suite struct SDLParserTests {
    @Test func readsEnumsInputsAndScalarsAndSkipsOtherKinds() throws {
        let schema = try #require(model("""
            schema { query: Query mutation: Mutation }
            directive @cached(ttl: Int = 60) repeatable on FIELD_DEFINITION | OBJECT
            "The root" type Query implements & Node & Entity @cached { node(id: ID!, first: Int = 10): Node @deprecated }
            interface Node { id: ID! }
            interface Entity implements Node { id: ID! }
            type Mutation { go(input: GoInput!): Boolean }
            union Result = | Query | Mutation
            scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
            \"\"\"
              Colours.
                Indented line.
            \"\"\"
            enum Color { RED "green" GREEN @deprecated BLUE @deprecated(reason: "use RED") }
            input GoInput @oneOf { color: Color, when: DateTime, list: [[Int!]] }
            input Other { list: [[Int!]] = [[1], [2, 3]] }
            """))
        #expect(schema.enums.map(\.name) == ["Color"])
        let color = schema.enums[0]
        #expect(color.description == "Colours.\n  Indented line.")
        #expect(color.values.map(\.name) == ["RED", "GREEN", "BLUE"])
        #expect(color.values.map(\.description) == [nil, "green", nil])
        #expect(color.values.map(\.deprecationReason) == [nil, "No longer supported", "use RED"])
        let input = try #require(schema.inputObjects.first)
        #expect(input.isOneOf)
        #expect(input.fields.map(\.type.graphQLString) == ["Color", "DateTime", "[[Int!]]"])
        #expect(schema.inputObjects[1].fields[0].defaultValue?.graphQLLiteral == "[[1], [2, 3]]")
        #expect(schema.customScalars.map(\.name) == ["DateTime"])
        #expect(schema.customScalars[0].specifiedByURL == "https://tools.ietf.org/html/rfc3339")
        #expect(schema.typeKinds["Query"] == .object)
        #expect(schema.typeKinds["Result"] == .union)
    }

    @Test func decodesEscapesIncludingSurrogatePairsAndBraces() throws {
        let schema = try #require(model(#"""
            enum E { "caf\u00e9 \u{1F600} \uD83D\uDE00 \" \\ \/ \b\f\n\r\t" A }
            """#))
        #expect(schema.enums[0].values[0].description == "café 😀 😀 \" \\ / \u{08}\u{0C}\n\r\t")
    }

    @Test(arguments: [
        // (block string source, expected value)
        ("\"\"\"\n    Hello,\n      World!\n\n    Yours,\n      GraphQL.\n\"\"\"", "Hello,\n  World!\n\nYours,\n  GraphQL."),
        ("\"\"\"  first line keeps its indent\n    second\"\"\"", "  first line keeps its indent\nsecond"),
        ("\"\"\"\n\n   \n  text  \n\n\"\"\"", "text  "),
        ("\"\"\"a \\\"\"\" b\"\"\"", "a \"\"\" b"),
        ("\"\"\"\r\n  crlf\r\n  lines\r\n\"\"\"", "crlf\nlines"),
        ("\"\"\"\"\"\"", ""),
    ])
    func blockStringsFollowTheSpecification(source: String, expected: String) throws {
        let schema = try #require(model("\(source)\nenum E { A }"))
        #expect(schema.enums[0].description == expected)
    }

    @Test func extensionsApplyAcrossFilesInOrder() throws {
        let result = SchemaReader.read(files: [
            SourceFile(path: "a.graphql", text: "extend enum E { C }\nenum E { A B }\ninput I { a: Int }\nscalar S"),
            SourceFile(path: "b.graphql", text: "extend enum E @deprecated { D }\nextend input I @oneOf { b: String }\nextend scalar S @specifiedBy(url: \"u\")"),
        ])
        let schema = try #require(result.model)
        #expect(schema.enums[0].values.map(\.name) == ["A", "B", "C", "D"])
        #expect(schema.inputObjects[0].fields.map(\.name) == ["a", "b"])
        #expect(schema.inputObjects[0].isOneOf)
        #expect(schema.customScalars[0].specifiedByURL == "u")
        #expect(schema.sourceFileNames == ["a.graphql", "b.graphql"])
    }

    @Test func excludesBuiltInAndIntrospectionTypesAndSortsByName() throws {
        let schema = try #require(model("scalar String\nscalar Zed\nscalar Alpha\nenum __TypeKind { SCALAR }\nenum b { X }\nenum B { X }"))
        #expect(schema.customScalars.map(\.name) == ["Alpha", "Zed"])
        #expect(schema.enums.map(\.name) == ["B", "b"])
    }

    @Test func readsByteOrderMarkCommentsCommasAndCRLF() throws {
        let schema = try #require(model("\u{FEFF}# comment\r\nenum E {\r\n  A,, B # trailing\r\n}\r\n"))
        #expect(schema.enums[0].values.map(\.name) == ["A", "B"])
        // Lone CR ends a line too: the error on the third line is reported there.
        #expect(diagnose("enum E {\r  A\r  1 }") == ["3:3: error: Expected Name, found Int \"1\"."])
    }

    @Test func printsDefaultValuesAsGraphQLLiterals() throws {
        let schema = try #require(model(#"""
            enum E { RIGHT }
            input Nested { a: Int }
            input I {
              a: [Int] = []
              b: E = RIGHT
              c: Nested = {a: 1}
              d: String = "x\n\"q\"\u0007"
              e: Float = -1.50e+3
              f: Boolean = false
              g: String = null
              h: String = """  block"""
            }
            """#))
        let literals = schema.inputObjects.first { $0.name == "I" }?.fields.map { $0.defaultValue?.graphQLLiteral }
        #expect(literals == ["[]", "RIGHT", "{a: 1}", #""x\n\"q\"\u0007""#, "-1.50e+3", "false", "null", #""""  block""""#])
    }
}
