import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import MustacheEngine
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import SharedTypesCLI
@testable import TestSupport

/// Hostile documents end with the expected document or error, without a crash: deep nesting
/// runs on a thread with a 1 MiB stack (see `onSmallStack`), and the large inputs would not
/// finish if reading them were quadratic.
@Suite struct DocumentHostileInputTests {
    @Test func tenThousandNestedSelectionsAreAnError() {
        let depth = 10_000
        let text = "query Q " + String(repeating: "{ a ", count: depth) + String(repeating: "} ", count: depth) + "\nquery R { b }"
        let (messages, definitions) = onSmallStack {
            let (document, messages) = readDocument(text)
            return (messages, document.definitions.count)
        }
        // The 65th "{" (column 9 + 64 * 4) is one level too many; the next operation reads.
        #expect(messages == ["1:265: error: Nesting is deeper than the limit of 64 levels."])
        #expect(definitions == 1)
    }

    /// Selection sets and values share the limit: 60 selection sets and 5 lists are too deep
    /// (the fifth "[" is the 65th level).
    @Test func selectionsAndValuesCountTogether() {
        let text = "{" + String(repeating: " a {", count: 59) + " f(x: [[[[[1]]]]]) " + String(repeating: "} ", count: 60)
        #expect(readDocument(text).messages == ["1:248: error: Nesting is deeper than the limit of 64 levels."])
        let fits = "{" + String(repeating: " a {", count: 59) + " f(x: [[[[1]]]]) " + String(repeating: "} ", count: 60)
        #expect(readDocument(fits).messages == [])
    }

    @Test func deeplyNestedValuesAreErrors() {
        let depth = 100_000
        let lists = "query Q { f(x: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ") }"
        let objects = "query Q { f(x: " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth) + ") }"
        let variable = "query Q($v: [Int] = " + String(repeating: "[", count: depth) + ") { f }"
        let directive = "query Q @d(x: " + String(repeating: "{a: [", count: depth) + ") { f }"
        let messages = onSmallStack { [lists, objects, variable, directive].map { readDocument($0).messages } }
        // The query's selection set is the first level: the 64th "[" is the 65th.
        #expect(messages[0] == ["1:79: error: Nesting is deeper than the limit of 64 levels."])
        #expect(messages[1] == ["1:268: error: Nesting is deeper than the limit of 64 levels."])
        #expect(messages[2] == ["1:85: error: Nesting is deeper than the limit of 64 levels."])
        #expect(messages[3] == ["1:175: error: Nesting is deeper than the limit of 64 levels."])
    }

    @Test func aHundredThousandFieldsRead() {
        let count = 100_000
        var text = "query Q {\n"
        for index in 0..<count { text += "  field\(index)(arg: \(index)) @include(if: $v)\n" }
        text += "}\n"
        let (document, messages) = readDocument(text)
        #expect(messages == [])
        guard case .operation(let operation) = document.definitions.first else { Issue.record("no operation"); return }
        #expect(operation.selections.count == count)
        guard case .field(let last) = operation.selections.last else { Issue.record("not a field"); return }
        #expect(last.name.value == "field99999" && last.arguments.first?.value == .int("99999"))
    }

    @Test func tenMegabytesOfAliasesRead() {
        var text = "query Q {"
        var count = 0
        while text.utf8.count < 10_000_000 {
            text += " alias\(count): field"
            count += 1
        }
        text += " }"
        let (document, messages) = readDocument(text)
        #expect(messages == [])
        guard case .operation(let operation) = document.definitions.first, case .field(let field) = operation.selections.last else {
            Issue.record("no field")
            return
        }
        #expect(operation.selections.count == count)
        #expect(field.alias?.value == "alias\(count - 1)" && field.name.value == "field")
    }

    /// A hundred thousand broken operations: every error reported, each once.
    @Test func aHundredThousandErrorsAreEachReported() {
        let text = String(repeating: "query Q { a(x: ) }\n", count: 100_000)
        let messages = readDocument(text).messages
        #expect(messages.count == 100_000)
        #expect(messages.last == "100000:16: error: Unexpected \")\".")
    }

    /// Swift files: ten thousand literals, a literal of 10 MB, and deep nesting inside one.
    @Test func largeAndManySwiftLiteralsRead() {
        let many = String(repeating: "let q = graphql(\"query Q { a }\")\n", count: 10_000)
        let (document, messages) = readDocument(many, path: "Many.swift")
        #expect(messages == [] && document.definitions.count == 10_000)

        let fields = String(repeating: "    field\n", count: 1_000_000)
        let large = "let q = graphql(\"\"\"\n    query Large {\n" + fields + "    }\n    \"\"\")\n"
        let read = readDocument(large, path: "Large.swift")
        guard case .operation(let operation) = read.document.definitions.first else { Issue.record("no operation"); return }
        #expect(read.messages == [] && operation.selections.count == 1_000_000)

        let deep = "let q = graphql(\"query Q " + String(repeating: "{ a ", count: 10_000) + "\")"
        #expect(onSmallStack { readDocument(deep, path: "Deep.swift").messages } == ["1:282: error: Nesting is deeper than the limit of 64 levels."])
    }
}
