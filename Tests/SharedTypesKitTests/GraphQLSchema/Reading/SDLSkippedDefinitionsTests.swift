import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// Directive definitions are only checked for syntax (nothing is built from them), and so
/// are the descriptions of object and interface fields and their arguments; the syntax errors
/// of all of these must be graphql-js's, at the same places (each message here was checked
/// against graphql-core's parser).
@Suite struct SDLSkippedDefinitionsTests {
    @Test(arguments: [
        ("type Q { f(a: [Int): Int }", "1:19: error: Expected \"]\", found \")\"."),
        ("type Q { f(a Int): Int }", "1:14: error: Expected \":\", found Name \"Int\"."),
        ("type Q { f(\"doc\" a: Int = $v): Int }", "1:27: error: Unexpected variable \"$v\" in constant value."),
        ("type Q { f(a: Int @d(x: 1 2)): Int }", "1:27: error: Expected Name, found Int \"2\"."),
        ("directive @d(a: [[Int]) on FIELD", "1:23: error: Expected \"]\", found \")\"."),
        ("type Q { f(1: Int): Int }", "1:12: error: Expected Name, found Int \"1\"."),
        ("type Q { f: [Int }", "1:18: error: Expected \"]\", found \"}\"."),
        ("interface I { f(a: Int!!): Int }", "1:24: error: Expected Name, found \"!\"."),
        ("type Q { f(): Int }", "1:12: error: Expected Name, found \")\"."),
    ])
    func syntaxErrorsInSkippedParts(source: String, expected: String) {
        #expect(diagnose(source) == [expected])
    }

    @Test func nestingLimitAppliesToSkippedTypes() {
        let deep = String(repeating: "[", count: 65) + "Int" + String(repeating: "]", count: 65)
        #expect(diagnose("type Q { f(a: \(deep)): Int }") == ["1:79: error: Nesting is deeper than the limit of 64 levels."])
    }

    @Test func validObjectFieldsWithArgumentsLeaveTheModelAlone() {
        let source = """
            type Query {
              "Find things."
              things(\"\"\"How many.\"\"\" first: Int = 10, order: [Order!] = [{field: NAME}] @deprecated): [Thing!]! @deprecated(reason: "no")
            }
            directive @cost(weight: Int! = 1, tags: [[String!]]) repeatable on FIELD_DEFINITION
            enum Field { NAME }
            input Order { field: Field! }
            type Thing { id: ID! }
            """
        #expect(diagnose(source).isEmpty)
    }
}
