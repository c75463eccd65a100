import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// What resolving operations relies on in object, interface and union types and the root
/// types is checked, with graphql-js's messages, at the place concerned.
@Suite struct CompositeTypeDiagnosticsTests {
    @Test(arguments: [
        // A field defined twice differently; repeated identically, it is left out (below).
        ("type Q { a: Int a: String }", ["1:17: error: Field \"Q.a\" can only be defined once.", "1:10: note: first defined here"]),
        ("type Q { a(x: Int = 1): Int }\nextend type Q { a(x: Int = 2): Int }", ["2:17: error: Field \"Q.a\" can only be defined once.", "1:10: note: first defined here"]),
        ("type Q { f(a: Int, a: Int): Int }", ["1:20: error: Argument \"Q.f(a:)\" can only be defined once.", "1:12: note: first defined here"]),
        // Types that must exist and be of a kind that fits, with suggestions that fit.
        ("type Q { f: Strin }", ["1:13: error: Unknown type \"Strin\". Did you mean \"String\"?"]),
        ("input Filter { a: Int }\ntype Q { f: Filtr }", ["2:13: error: Unknown type \"Filtr\"."]),
        ("input Filter { a: Int }\ntype Q { f(by: Filtr): Int }", ["2:16: error: Unknown type \"Filtr\". Did you mean \"Filter\"?"]),
        ("type Q { f: [In!] }\ninput In { a: Int }", ["1:13: error: The type of Q.f must be Output Type but got: [In!] (In is an input object type)."]),
        ("type Q { f(o: Q): Int }", ["1:15: error: The type of Q.f(o:) must be Input Type but got: Q (Q is an object type)."]),
        ("interface I { f(u: [U!]): Int }\nunion U = Q\ntype Q { a: Int }", ["1:20: error: The type of I.f(u:) must be Input Type but got: [U!] (U is a union type)."]),
        ("type Q implements U { a: Int }\nunion U = Q", ["1:19: error: Type Q must only implement Interface types, it cannot implement U."]),
        ("type Q implements Nod { a: Int }\ninterface Node { a: Int }", ["1:19: error: Unknown type \"Nod\". Did you mean \"Node\"?"]),
        ("union U = Q | I\ntype Q { a: Int }\ninterface I { a: Int }", ["1:15: error: Union type U can only include Object types, it cannot include I."]),
        ("union U = Quer\ntype Query { a: Int }", ["1:11: error: Unknown type \"Quer\". Did you mean \"Query\"?"]),
        // Root operation types.
        ("schema { query: Root }\ntype Query { a: Int }", ["1:17: error: Unknown type \"Root\"."]),
        ("schema { query: E }\nenum E { A }", ["1:17: error: Query root type must be Object type, it cannot be E.", "2:6: note: \"E\" is defined here as an enum type."]),
        ("schema { query: Q mutation: U }\ntype Q { a: Int }\nunion U = Q", ["1:29: error: Mutation root type must be Object type if provided, it cannot be U.", "3:7: note: \"U\" is defined here as a union type."]),
        ("schema { query: Q subscription: String }\ntype Q { a: Int }", ["1:33: error: Subscription root type must be Object type if provided, it cannot be String."]),
        ("schema { query: Q query: Q }\ntype Q { a: Int }", ["1:19: error: There can be only one query type in schema.", "1:10: note: first defined here"]),
        ("schema { query: Q }\nschema { mutation: Q }\ntype Q { a: Int }", ["2:1: error: Must provide only one schema definition.", "1:1: note: first defined here"]),
        // @deprecated on fields follows the rules of input fields.
        ("type Q { a: Int @deprecated(reason: 1) }", ["1:37: error: Argument \"reason\" of \"@deprecated\" must be a String, found 1."]),
    ])
    func sdlErrorsAreReportedWhereTheyAre(source: String, expected: [String]) {
        #expect(diagnose(files: [("schema.graphql", source)]) == expected.map { "schema.graphql:" + $0 })
    }

    @Test func aSecondRootForAnOperationInAnExtensionNamesTheFirst() {
        #expect(diagnose(files: [("a.graphql", "schema { query: Q }\ntype Q { a: Int }"), ("b.graphql", "extend schema { query: Q }")]) == [
            "b.graphql:1:17: error: There can be only one query type in schema.",
            "a.graphql:1:10: note: first defined here",
        ])
    }

    /// GitHub's public schema defines two fields of a type twice, identically but for their
    /// descriptions: graphql-js refuses it, but nothing an operation resolves against depends on
    /// which is kept, so the first is kept and the schema reads as it always has.
    @Test func aFieldRepeatedIdenticallyIsLeftOutWithoutAWord() throws {
        let source = """
            type Q {
              "First."
              a(x: [Int] = [1], y: String): Int! @deprecated(reason: "first")
              b: Int
              "Second."
              a(x: [Int] = [1], y: String): Int! @deprecated(reason: "second")
            }
            """
        #expect(diagnose(source).isEmpty)
        let query = try #require(model(source)?.compositeTypes.first)
        #expect(query.fields.map(\.name) == ["a", "b"])
        #expect(query.fields[0].deprecationReason == "first")
        #expect(position(query.fields[0].location) == "3:3")
    }

    /// Past a few names, repeated fields and arguments are found by a dictionary instead of a
    /// linear search: the same errors, at the same places.
    @Test func repeatedNamesOfLargeTypesAndFieldsNameTheFirst() {
        let fields = (0..<40).map { "f\($0): Int" }.joined(separator: " ")
        let arguments = (0..<40).map { "a\($0): Int" }.joined(separator: ", ")
        func column(_ marker: String, in source: String, from start: String.Index? = nil) -> Int {
            let range = source.range(of: marker, range: (start ?? source.startIndex)..<source.endIndex)
            return source.distance(from: source.startIndex, to: range?.lowerBound ?? source.startIndex) + 1
        }
        let type = "type Q { \(fields) f5: Int f3: String }"
        #expect(diagnose(type) == [
            "1:\(column("f3: String", in: type)): error: Field \"Q.f3\" can only be defined once.",
            "1:\(column("f3: Int", in: type)): note: first defined here",
        ])
        let field = "type Q { g(\(arguments), a7: Int): Int }"
        #expect(diagnose(field) == [
            "1:\(column("a7: Int):", in: field)): error: Argument \"Q.g(a7:)\" can only be defined once.",
            "1:\(column("a7: Int", in: field)): note: first defined here",
        ])
    }

    /// Introspection types need no definition to be named by fields, arguments and roots.
    @Test func introspectionTypesMayBeNamedWithoutADefinition() {
        #expect(diagnose("type Query { schema: __Schema, kind(k: __TypeKind): __Type }").isEmpty)
    }
}
