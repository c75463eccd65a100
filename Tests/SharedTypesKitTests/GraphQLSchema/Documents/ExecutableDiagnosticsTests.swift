import Testing
@testable import GraphQLSchema
@testable import TestSupport

/// Syntax errors in documents: graphql-js's messages, at the right line and column, several
/// per file, and in a Swift file at the Swift line and column.
@Suite struct ExecutableDiagnosticsTests {
    @Test(arguments: [
        ("", "1:1: error: Unexpected <EOF>: the file has no definitions."),
        ("# only a comment\n", "2:1: error: Unexpected <EOF>: the file has no definitions."),
        ("query { a", "1:10: error: Expected Name, found <EOF>."),
        ("fragmen F on T { a }", "1:1: error: Unexpected Name \"fragmen\"."),
        ("query Q", "1:8: error: Expected \"{\", found <EOF>."),
        ("query Q { a } banana", "1:15: error: Unexpected Name \"banana\"."),
        ("{}", "1:2: error: Expected Name, found \"}\"."),
        ("query Q() { a }", "1:9: error: Expected \"$\", found \")\"."),
        ("query Q($a) { a }", "1:11: error: Expected \":\", found \")\"."),
        ("query Q($a: ) { a }", "1:13: error: Expected Name, found \")\"."),
        ("query Q { a(x: $) }", "1:17: error: Expected Name, found \")\"."),
        ("query Q { a(x: ) }", "1:16: error: Unexpected \")\"."),
        ("query Q { a(b: 1 }", "1:18: error: Expected Name, found \"}\"."),
        ("query Q { a: }", "1:14: error: Expected Name, found \"}\"."),
        ("query Q { a { } }", "1:15: error: Expected Name, found \"}\"."),
        ("query Q { ... }", "1:15: error: Expected \"{\", found \"}\"."),
        ("query Q { ... on { a } }", "1:18: error: Expected Name, found \"{\"."),
        ("query Q { ...F @ }", "1:18: error: Expected Name, found \"}\"."),
        ("fragment on on T { a }", "1:10: error: Unexpected Name \"on\"."),
        ("fragment F T { a }", "1:12: error: Expected \"on\", found Name \"T\"."),
        ("fragment F on T", "1:16: error: Expected \"{\", found <EOF>."),
        ("query Q { a(o: {b}) }", "1:18: error: Expected \":\", found \"}\"."),
        ("query Q { a(l: [1, 2) }", "1:21: error: Unexpected \")\"."),
        ("query Q { a ? }", "1:13: error: Unexpected character: \"?\"."),
        ("query Q { a(s: \"open) }", "1:24: error: Unterminated string."),
        ("query Q { a(s: 'x') }", "1:16: error: Unexpected single quote character ('), did you mean to use a double quote (\")?"),
        ("query Q { a(n: 01) }", "1:17: error: Invalid number, unexpected digit after 0: \"1\"."),
        ("\"description\" query Q { a }", "1:15: error: Unexpected description, descriptions are supported only on type definitions."),
        ("\"description\" { a }", "1:15: error: Unexpected \"{\"."),
        ("\"description\" fragment F on T { a }", "1:15: error: Unexpected description, descriptions are supported only on type definitions."),
        ("extend query Q { a }", "1:8: error: Unexpected Name \"query\"."),
        ("query Q @ { a }", "1:11: error: Expected Name, found \"{\"."),
        ("subscription S { a } mutation", "1:30: error: Expected \"{\", found <EOF>."),
        ("query Q($v: [Int) { a }", "1:17: error: Expected \"]\", found \")\"."),
        ("query Q { a } ...F", "1:15: error: Unexpected \"...\"."),
        ("query Q { a } $v", "1:15: error: Unexpected \"$\"."),
    ])
    func reportsMessageAndLocation(source: String, expected: String) {
        #expect(readDocument(source).messages == [expected])
    }

    @Test func severalErrorsPerFileWithSourceLinesAndCarets() {
        let text = """
            query First { a(x: ) }
            query Second { b }
            fragmen Third on T { c }
            fragment Fourth on T { d(x: 1 }
            mutation Fifth($v: Int = $w) { e }
            subscription Sixth { f }
            """
        let (document, messages) = readDocument(text)
        #expect(messages == [
            "1:20: error: Unexpected \")\".",
            "3:1: error: Unexpected Name \"fragmen\".",
            "4:31: error: Expected Name, found \"}\".",
            "5:26: error: Unexpected variable \"$w\" in constant value.",
        ])
        // Recovery resumes at the next definition keyword that starts a line.
        #expect(ExecutableDocumentPrinter.print(document).split(separator: "\n").filter { !$0.hasPrefix(" ") && $0 != "}" } == [
            "query Second {", "subscription Sixth {",
        ])
        #expect(renderedDocumentDiagnostics(text, path: "App/Ops.graphql") == """
            App/Ops.graphql:1:20: error: Unexpected ")".
            query First { a(x: ) }
                               ^
            App/Ops.graphql:3:1: error: Unexpected Name "fragmen".
            fragmen Third on T { c }
            ^
            App/Ops.graphql:4:31: error: Expected Name, found "}".
            fragment Fourth on T { d(x: 1 }
                                          ^
            App/Ops.graphql:5:26: error: Unexpected variable "$w" in constant value.
            mutation Fifth($v: Int = $w) { e }
                                     ^

            """)
    }

    /// After an error, a keyword indented inside a definition (a field named `query`) is not
    /// where recovery resumes: only one error is reported.
    @Test func recoverySkipsIndentedKeywords() {
        let text = "query A { a(x: ) {\n  query\n  fragment\n} }\nquery B { b }"
        let (document, messages) = readDocument(text)
        #expect(messages == ["1:16: error: Unexpected \")\"."])
        #expect(document.definitions.count == 1)
    }

    /// The schema reader still refuses operations, with its own message.
    @Test func schemaFilesStillRefuseOperations() {
        #expect(diagnose("query Q { a }") == ["1:1: error: Operations are not allowed in a schema file: found a \"query\" definition. Pass only type definitions (SDL) or an introspection result."])
    }

    @Test func invalidUTF8IsAnErrorAtTheFirstBadByte() {
        let bytes = Array("query Q { a(s: \"".utf8) + [0xC3, 0x28] + Array("\") }".utf8)
        #expect(readDocument(bytes: bytes).messages == ["1:17: error: Invalid UTF-8 byte 0xC3; the file must be UTF-8 encoded."])
        #expect(readDocument(bytes: Array("let q = 1 // ".utf8) + [0xFF], path: "A.swift").messages == ["1:14: error: Invalid UTF-8 byte 0xFF; the file must be UTF-8 encoded."])
    }
}
