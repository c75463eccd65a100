import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Every kind of bad SDL gets a precise message at the right line and column.
@Suite struct SDLDiagnosticsTests {
    @Test(arguments: [
        // Lexical errors
        ("enum E { A", "1:11: error: Expected Name, found <EOF>."),
        ("\"abc\nenum E { A }", "1:5: error: Unterminated string."),
        ("\"\"\"abc\nenum E { A }", "2:13: error: Unterminated string."),
        (#""a\qb" enum E { A }"#, #"1:3: error: Invalid character escape sequence: "\q"."#),
        (#""\u12G4" enum E { A }"#, #"1:2: error: Invalid Unicode escape sequence: "\u12G"."#),
        (#""\uD800 alone" enum E { A }"#, #"1:2: error: Invalid Unicode escape sequence: "\uD800"."#),
        (#""\u{110000}" enum E { A }"#, #"1:2: error: Invalid Unicode escape sequence: "\u{110000}"."#),
        ("input I { a: Int = 01 }", "1:21: error: Invalid number, unexpected digit after 0: \"1\"."),
        ("input I { a: Float = 1. }", "1:24: error: Invalid number, expected digit but got: \" \"."),
        ("input I { a: Int = 12abc }", "1:22: error: Invalid number, expected digit but got: \"a\"."),
        ("input I { a: Float = 1e }", "1:24: error: Invalid number, expected digit but got: \" \"."),
        ("enum E { A ? }", "1:12: error: Unexpected character: \"?\"."),
        ("enum E { A \u{7} }", "1:12: error: Unexpected character: U+0007."),
        ("enum E { A é }", "1:12: error: Unexpected character: U+00E9."),
        ("input I { a: String = 'x' }", "1:23: error: Unexpected single quote character ('), did you mean to use a double quote (\")?"),
        // Grammar errors
        ("", "1:1: error: Unexpected <EOF>: the file has no definitions."),
        ("  # only a comment\n", "2:1: error: Unexpected <EOF>: the file has no definitions."),
        ("enum E {}", "1:9: error: Expected Name, found \"}\"."),
        ("enum E { true }", "1:10: error: Name \"true\" is reserved and cannot be used for an enum value."),
        ("input I { a Int }", "1:13: error: Expected \":\", found Name \"Int\"."),
        ("input I { a: Int = $x }", "1:20: error: Unexpected variable \"$x\" in constant value."),
        ("enum E { A } banana", "1:14: error: Unexpected Name \"banana\"."),
        ("\"doc\" extend enum E { B }", "1:7: error: Unexpected description, descriptions are supported only on type definitions."),
        ("extend enum E", "1:14: error: Unexpected <EOF>."),
        ("directive @d on FIELD | SOMEWHERE", "1:25: error: Unexpected Name \"SOMEWHERE\"."),
        ("query Q { a }", "1:1: error: Operations are not allowed in a schema file: found a \"query\" definition. Pass only type definitions (SDL) or an introspection result."),
        ("fragment F on T { a }", "1:1: error: Operations are not allowed in a schema file: found a \"fragment\" definition. Pass only type definitions (SDL) or an introspection result."),
        ("{ a }", "1:1: error: Operations are not allowed in a schema file: found an anonymous query (\"{\"). Pass only type definitions (SDL) or an introspection result."),
        ("input I { a: [Int = 1 }", "1:19: error: Expected \"]\", found \"=\"."),
        // Semantic errors
        ("input I { a: Strng }", "1:14: error: Unknown type \"Strng\". Did you mean \"String\"?"),
        ("input I { a: Widget }", "1:14: error: Unknown type \"Widget\"."),
        ("type T { a: Int }\ninput I { t: [T!] }", "2:14: error: The type of I.t must be Input Type but got: [T!] (T is an object type)."),
        ("enum E", "1:6: error: Enum type E must define one or more values."),
        ("input I @oneOf { a: Int!, b: Int = 1 }", "1:21: error: OneOf input field I.a must be nullable."),
        ("extend enum Missing { A }", "1:13: error: Cannot extend type \"Missing\" because it is not defined."),
        ("scalar S @specifiedBy", "1:11: error: Directive \"@specifiedBy\" argument \"url\" of type \"String!\" is required, but it was not provided."),
        ("enum E { A @deprecated(reason: 1) }", "1:32: error: Argument \"reason\" of \"@deprecated\" must be a String, found 1."),
        // Names GraphQL reserves for introspection, which the generated code's helpers use.
        ("enum __Kind { A }", "1:6: error: Name \"__Kind\" must not begin with \"__\", which is reserved by GraphQL introspection."),
        ("input __I { a: Int }", "1:7: error: Name \"__I\" must not begin with \"__\", which is reserved by GraphQL introspection."),
        ("enum E { A __B }", "1:12: error: Name \"__B\" must not begin with \"__\", which is reserved by GraphQL introspection."),
        ("input I { __a: Int }", "1:11: error: Name \"__a\" must not begin with \"__\", which is reserved by GraphQL introspection."),
        ("input I { k: __TypeKind }", "1:14: error: The type of I.k is the introspection type __TypeKind, which the generated module cannot declare; input fields can use only the schema's own types."),
        ("input O @oneOf", "1:7: error: Input Object type O must define one or more fields: a @oneOf input without fields has no value."),
        (#"enum E { "\uDEé" A }"#, #"1:11: error: Invalid Unicode escape sequence: "\uDEé"."#),
    ])
    func reportsMessageAndLocation(source: String, expected: String) {
        #expect(diagnose(source).first == expected)
    }

    /// A type of a reserved name used by a field is reported where it is defined; the field
    /// would name a type the generated module never declares.
    @Test func aReservedTypeUsedByAFieldIsAnError() {
        #expect(diagnose("enum __Foo { A }\ninput I { f: __Foo }").first == "1:6: error: Name \"__Foo\" must not begin with \"__\", which is reserved by GraphQL introspection.")
    }

    /// "Did you mean" compares an unknown name with every input type: the work is bounded per
    /// run, and a name's suggestion is worked out once however often it is used.
    @Test func suggestionsAreBoundedAndWorkedOutOncePerName() {
        let fields = [("a", "Strng"), ("b", "Strng"), ("c", "Strin")].map {
            InputField(name: $0.0, description: nil, type: .named($0.1), defaultValue: nil, deprecationReason: nil, location: nil)
        }
        let model = SchemaModel(enums: [], inputObjects: [InputObjectType(name: "I", description: nil, isOneOf: false, fields: fields, location: nil)],
                                customScalars: [], typeKinds: ["String": .scalar, "I": .inputObject], sourceFileNames: [])
        let messages = { (budget: Int) in SchemaValidator.validate(model, suggestionBudget: budget).map(\.message) }
        #expect(messages(SchemaValidator.suggestionBudget) == [
            "Unknown type \"Strng\". Did you mean \"String\"?", "Unknown type \"Strng\". Did you mean \"String\"?",
            "Unknown type \"Strin\". Did you mean \"String\"?",
        ])
        // Comparing "Strng" with "String" fills 30 cells; the second "Strng" costs nothing.
        #expect(messages(30) == [
            "Unknown type \"Strng\". Did you mean \"String\"?", "Unknown type \"Strng\". Did you mean \"String\"?",
            "Unknown type \"Strin\".",
        ])
        #expect(messages(0) == ["Unknown type \"Strng\".", "Unknown type \"Strng\".", "Unknown type \"Strin\"."])
    }

    @Test func duplicateTypesNameBothPlaces() {
        #expect(diagnose(files: [("a.graphql", "enum Color { RED }"), ("b.graphql", "\n input Color { a: Int }")]) == [
            "b.graphql:2:8: error: There can be only one type named \"Color\".",
            "a.graphql:1:6: note: \"Color\" is first defined here.",
        ])
    }

    /// An input object that holds itself through non-null fields has no value (GraphQL
    /// forbids it, as graphql-js's validation reports it); a list or a nullable field on the
    /// way breaks the cycle.
    @Test func inputObjectsThatHoldThemselvesThroughNonNullFieldsAreErrors() {
        #expect(diagnose("input I { a: Int, c: I! }") == [
            "1:22: error: Cannot reference Input Object \"I\" within itself through a series of non-null fields: \"c\"; no value of it could be built.",
        ])
        #expect(diagnose("input A { b: B!, x: [A!]!, y: A }\ninput B { c: C! }\ninput C { a: A!, c: C! }") == [
            "1:14: error: Cannot reference Input Object \"A\" within itself through a series of non-null fields: \"b.c.a\"; no value of it could be built.",
            "2:14: note: then B.c",
            "3:14: note: then C.a",
            "3:21: error: Cannot reference Input Object \"C\" within itself through a series of non-null fields: \"c\"; no value of it could be built.",
        ])
        for breaking in ["input I { c: I }", "input I { c: [I!]! }", "input I { c: J! }\ninput J { i: I }", "input I @oneOf { c: I }"] {
            #expect(diagnose(breaking) == [], "\(breaking)")
        }
    }

    /// The walk keeps its own stack: a chain of 20,000 types through non-null fields is
    /// reported, not a crash.
    @Test func aLongNonNullChainIsWalkedWithoutRecursion() {
        let count = 20_000
        let text = (0..<count).map { "input T\($0) { next: T\(($0 + 1) % count)! }" }.joined(separator: "\n")
        let diagnostics = diagnose(text)
        let path = Array(repeating: "next", count: 10).joined(separator: ".")
        #expect(diagnostics.first == "1:18: error: Cannot reference Input Object \"T0\" within itself through a series of non-null fields: \"\(path). ... (20000 fields)\"; no value of it could be built.")
        // The first fields are named, each where it is, then how many more there are.
        #expect(diagnostics.dropFirst().first == "2:18: note: then T1.next")
        #expect(diagnostics.count == 11)
        #expect(diagnostics.last == "note: and 19990 more fields")
    }

    /// Types that all hold each other through non-null fields make many cycles: the first 100
    /// are reported, and the last of them counts the rest.
    @Test func manyNonNullCyclesAreReportedUpToALimit() {
        let count = 30
        let text = (0..<count).map { type in
            "input T\(type) { " + (0..<count).map { "f\($0): T\($0)!" }.joined(separator: " ") + " }"
        }.joined(separator: "\n")
        let diagnostics = diagnose(text)
        #expect(diagnostics.filter { $0.contains(": error: Cannot reference Input Object") }.count == SchemaValidator.maxReportedCycles)
        #expect(diagnostics.contains { $0.hasPrefix("note: ") && $0.hasSuffix(" more such cycles are not reported") })
    }

    @Test func extendingTheWrongKindNamesTheDefinition() {
        #expect(diagnose("input I { a: Int }\nextend enum I { A }") == [
            "2:13: error: Cannot extend non-enum type \"I\".",
            "1:7: note: \"I\" is defined here as an input object type.",
        ])
    }

    @Test func duplicateMembersNameTheFirst() {
        #expect(diagnose("enum E { A B }\nextend enum E { A }\ninput I { x: Int x: String }") == [
            "2:17: error: Enum value \"E.A\" can only be defined once.",
            "1:10: note: first defined here",
            "3:18: error: Field \"I.x\" can only be defined once.",
            "3:11: note: first defined here",
        ])
    }

    @Test func duplicateMembersOfLargeTypesNameTheFirst() {
        // Past 16 members the validator looks names up in a hash table instead of comparing.
        let values = (0..<20).map { "V\($0)" }.joined(separator: " ")
        let fields = (0..<20).map { "f\($0): Int" }.joined(separator: " ")
        #expect(diagnose("enum E { \(values) V3 V3 }\ninput I { \(fields) f19: Int }") == [
            "1:80: error: Enum value \"E.V3\" can only be defined once.",
            "1:19: note: first defined here",
            "1:83: error: Enum value \"E.V3\" can only be defined once.",
            "1:19: note: first defined here",
            "2:181: error: Field \"I.f19\" can only be defined once.",
            "2:172: note: first defined here",
        ])
    }

    @Test func aNameSeenThreeTimesPointsToItsFirstPlaceAtEitherSideOfTheTableSize() {
        // Up to 16 members are compared with the ones before them in place; from 17 on they
        // are looked up in a table. Either way each repeat names the first place.
        /// `prefix`, then the members separated by spaces, then " }"; and the 1-based column
        /// of each member named `repeated`.
        func line(_ prefix: String, _ members: [String], repeated: String) -> (String, [Int]) {
            var text = prefix
            var columns: [Int] = []
            for member in members {
                if member.hasPrefix(repeated) { columns.append(text.utf8.count + 1) }
                text += member + " "
            }
            return (text + "}", columns)
        }
        for count in [16, 17] {
            let (enumLine, values) = line("enum E { ", (0..<(count - 3)).map { "V\($0)" } + ["A", "A", "A"], repeated: "A")
            let (inputLine, fields) = line("input I { ", (0..<(count - 3)).map { "f\($0): Int" } + ["a: Int", "a: Int", "a: Int"], repeated: "a:")
            #expect(diagnose(enumLine + "\n" + inputLine) == [
                "1:\(values[1]): error: Enum value \"E.A\" can only be defined once.",
                "1:\(values[0]): note: first defined here",
                "1:\(values[2]): error: Enum value \"E.A\" can only be defined once.",
                "1:\(values[0]): note: first defined here",
                "2:\(fields[1]): error: Field \"I.a\" can only be defined once.",
                "2:\(fields[0]): note: first defined here",
                "2:\(fields[2]): error: Field \"I.a\" can only be defined once.",
                "2:\(fields[0]): note: first defined here",
            ], "\(count) members")
        }
    }

    @Test func reportsSeveralSyntaxErrorsInOneRun() {
        let source = """
            enum A { ONE
            enum B { TWO }
            input C { a: = }
            scalar D
            input E { a: [Int }
            """
        #expect(diagnose(source) == [
            "2:8: error: Expected Name, found \"{\".",
            "3:14: error: Expected Name, found \"=\".",
            "5:19: error: Expected \"]\", found \"}\".",
        ])
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        var bytes = Array("enum E {\n  A\u{E9} B }".utf8)
        bytes[bytes.count - 4] = 0xFF
        let result = SchemaReader.read(files: [SourceFile(path: "test.graphql", bytes: bytes)])
        #expect(result.diagnostics.map(summary) == ["2:5: error: Invalid UTF-8 byte 0xFF; the file must be UTF-8 encoded."])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 10_000
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        #expect(diagnose("input I { a: \(type) }") == ["1:78: error: Nesting is deeper than the limit of 64 levels."])
        let value = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(diagnose("input I { a: [Int] = \(value) }") == ["1:86: error: Nesting is deeper than the limit of 64 levels."])
        let object = String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(diagnose("input I { a: [Int] = \(object) }").first == "1:278: error: Nesting is deeper than the limit of 64 levels.")
    }

    @Test func rendersLikeSwiftc() {
        let file = SourceFile(path: "schema.graphql", text: "enum Color {\n\tRED ?\n}")
        let diagnostic = Diagnostic.error("Unexpected character: \"?\".", at: SourceLocation(file: file, offset: 18))
        #expect(DiagnosticRenderer().render(diagnostic) == "schema.graphql:2:6: error: Unexpected character: \"?\".\n\tRED ?\n\t    ^\n")
    }
}
