import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import MustacheEngine
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import SharedTypesCLI
@testable import TestSupport

/// The executable grammar: every construct parses into the tree it writes, shown in the
/// printer's canonical layout, with the offsets later errors point at.
@Suite struct ExecutableParserTests {
    @Test func operationsWithVariablesDefaultsAndDirectives() {
        let (text, messages) = printedDocument("""
            query Hero($episode: Episode = JEDI, $withFriends: Boolean!, $ids: [ID!]! = ["1", "2"] @deprecated, $where: Filter = {a: {b: [1, null]}}) @live {
              hero(episode: $episode) { name, friends @include(if: $withFriends) { name } }
            }
            mutation AddReview($review: ReviewInput!) { createReview(review: $review) { stars } }
            subscription OnReview { reviewAdded { stars } }
            mutation { clear }
            """)
        #expect(messages == [])
        #expect(text == """
            query Hero($episode: Episode = JEDI, $withFriends: Boolean!, $ids: [ID!]! = ["1", "2"] @deprecated, $where: Filter = {a: {b: [1, null]}}) @live {
              hero(episode: $episode) {
                name
                friends @include(if: $withFriends) {
                  name
                }
              }
            }
            mutation AddReview($review: ReviewInput!) {
              createReview(review: $review) {
                stars
              }
            }
            subscription OnReview {
              reviewAdded {
                stars
              }
            }
            mutation {
              clear
            }
            """)
    }

    @Test func anonymousQueryShorthand() throws {
        let (document, messages) = readDocument("{ a }\n# a comment\n,{ b }")
        #expect(messages == [])
        #expect(document.definitions.count == 2)
        guard case .operation(let second) = document.definitions[1] else { Issue.record("not an operation"); return }
        #expect(second.kind == .query && second.name == nil && second.variables.isEmpty)
        #expect(second.offset == 19)
    }

    @Test func aliasesArgumentsAndEveryValueKind() {
        let (text, messages) = printedDocument(#"""
            query Q($v: Int) {
              short: field(i: 1, neg: -7, f: -1.5e3, s: "tab\tquote\" \u00e9", b: """
                  block
                    indented
                """, t: true, fl: false, n: null, e: RED, l: [1, [2, $v]], o: {a: {b: $v}, c: []}, empty: {}, v: $v)
              other: field
            }
            """#)
        #expect(messages == [])
        #expect(text == #"""
            query Q($v: Int) {
              short: field(i: 1, neg: -7, f: -1.5e3, s: "tab\tquote\" é", b: """
            block
              indented
            """, t: true, fl: false, n: null, e: RED, l: [1, [2, $v]], o: {a: {b: $v}, c: []}, empty: {}, v: $v)
              other: field
            }
            """#)
    }

    @Test func fragmentsSpreadsAndInlineFragments() {
        let (text, messages) = printedDocument("""
            fragment HeroDetails on Character @argumentDefinitions(count: {type: "Int", defaultValue: 10}) {
              name
              ...Friends @arguments(count: $count) @relay(mask: false)
              ... on Droid { primaryFunction }
              ... @include(if: $full) { id }
              ... { id }
            }
            query Q { hero { ...HeroDetails } }
            """)
        #expect(messages == [])
        #expect(text == """
            fragment HeroDetails on Character @argumentDefinitions(count: {type: "Int", defaultValue: 10}) {
              name
              ...Friends @arguments(count: $count) @relay(mask: false)
              ... on Droid {
                primaryFunction
              }
              ... @include(if: $full) {
                id
              }
              ... {
                id
              }
            }
            query Q {
              hero {
                ...HeroDetails
              }
            }
            """)
    }

    @Test func typeSystemDefinitionsGoToTypeDefinitions() {
        let (document, messages) = readDocument("""
            extend type Query { localCount: Int }
            query Q { localCount }
            "A client enum."
            enum LocalFilter { ALL DONE }
            input LocalInput { filter: LocalFilter = ALL }
            type LocalThing implements Node { id: ID! }
            interface LocalNode { id: ID! }
            directive @local on FIELD
            extend schema @clientOnly
            fragment F on Query { localCount }
            """)
        #expect(messages == [])
        #expect(document.definitions.count == 2)
        #expect(document.typeDefinitions.map { "\($0.isExtension ? "extend " : "")\($0.kind) \($0.name.value)" } == [
            "extend object Query", "enumType LocalFilter", "inputObject LocalInput", "object LocalThing", "interface LocalNode",
        ])
        #expect(document.typeDefinitions[1].description == "A client enum.")
        #expect(document.typeDefinitions[1].enumValues.map(\.name.value) == ["ALL", "DONE"])
        #expect(document.typeDefinitions[2].inputFields.first?.defaultValue == .enumValue("ALL"))
    }

    @Test func offsetsOfEveryNode() throws {
        //          0         1         2         3         4         5         6
        //          0123456789012345678901234567890123456789012345678901234567890123456789
        let text = "query Q($a: [Int] = [1, 2] @d) { x: f(o: {k: [$a]}) ...S ... on T { g } }\nfragment S on T { g }"
        let (document, messages) = readDocument(text)
        #expect(messages == [])
        guard case .operation(let operation) = document.definitions[0], case .fragment(let fragment) = document.definitions[1] else {
            Issue.record("expected an operation and a fragment")
            return
        }
        #expect(operation.offset == 0 && operation.name?.offset == 6)
        let variable = try #require(operation.variables.first)
        #expect(variable.name.value == "a" && variable.name.offset == 8)
        #expect(variable.typeOffset == 12 && variable.type == .list(.named("Int")))
        let defaultValue = try #require(variable.defaultValue)
        #expect(defaultValue.offset == 20)
        guard case .list(let items) = defaultValue.kind else { Issue.record("not a list"); return }
        #expect(items.map(\.offset) == [21, 24])
        #expect(variable.directives.map(\.name.offset) == [28])
        guard case .field(let field) = operation.selections[0] else { Issue.record("not a field"); return }
        #expect(field.alias?.offset == 33 && field.name.offset == 36 && field.offset == 33)
        let argument = try #require(field.arguments.first)
        #expect(argument.name.offset == 38 && argument.valueOffset == 41)
        guard case .object(let fields) = argument.valueNode.kind, case .list(let list) = fields[0].value.kind else {
            Issue.record("not an object holding a list")
            return
        }
        #expect(fields[0].name.offset == 42 && fields[0].value.offset == 45 && list[0].offset == 46)
        #expect(list[0].value == .variable("a"))
        #expect(operation.selections.map(\.offset) == [33, 52, 57])
        #expect(fragment.offset == 74 && fragment.name.offset == 83 && fragment.typeCondition.offset == 88)
    }

    @Test func variablesAreAllowedOnlyWhereValuesAreNotConstant() {
        #expect(readDocument("query Q($a: Int) @d(x: $a) { f(x: $a) @skip(if: $a) ...F @d(x: $a) }").messages == [])
        #expect(readDocument("query Q($a: Int = $b) { f }").messages == ["1:19: error: Unexpected variable \"$b\" in constant value."])
        #expect(readDocument("query Q($a: Int @d(x: [$b])) { f }").messages == ["1:24: error: Unexpected variable \"$b\" in constant value."])
        #expect(readDocument("query Q($a: Int = $) { f }").messages == ["1:19: error: Unexpected \"$\"."])
    }

    @Test func insignificantTextIsSkipped() {
        let text = "\u{FEFF}# leading comment\r\nquery Q,{,a,,b # trailing\r\n}\r"
        let (printed, messages) = printedDocument(text)
        #expect(messages == [])
        #expect(printed == "query Q {\n  a\n  b\n}")
    }

    /// Keywords are names everywhere else: fields, aliases, arguments, enum values, types.
    @Test func keywordsAreOrdinaryNamesInsideDefinitions() {
        let (printed, messages) = printedDocument("query query($on: on) { fragment: query(on: on, type: fragment) { on ... on on { on } } }\nfragment fragment on on { on }")
        #expect(messages == [])
        #expect(printed == "query query($on: on) {\n  fragment: query(on: on, type: fragment) {\n    on\n    ... on on {\n      on\n    }\n  }\n}\nfragment fragment on on {\n  on\n}")
    }
}
