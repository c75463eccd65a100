import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCLI
@testable import TestSupport

/// Operations in Swift files: which `graphql(...)` literals count, how their escapes read, and
/// errors at the Swift file's own lines and columns.
@Suite struct SwiftDocumentExtractorTests {
    @Test func everyLiteralIsADocumentOfItsOwn() {
        let swift = #"""
            import RelaySwiftUI

            private let query = graphql("""
                query TodoListQuery($first: Int = 10) {
                  todos(first: $first) { ...TodoRow_todo }
                }
                """)

            private let row = graphql("fragment TodoRow_todo on Todo { id, text }")
            """#
        let (document, messages) = readDocument(swift, path: "TodoList.swift")
        #expect(messages == [])
        #expect(ExecutableDocumentPrinter.print(document) == """
            query TodoListQuery($first: Int = 10) {
              todos(first: $first) {
                ...TodoRow_todo
              }
            }
            fragment TodoRow_todo on Todo {
              id
              text
            }
            """)
        // Offsets are the Swift file's: `query` on line 4, `fragment` on line 9.
        let places = document.definitions.map { definition -> String in
            let offset: Int
            switch definition {
            case .operation(let operation): offset = operation.offset
            case .fragment(let fragment): offset = fragment.offset
            }
            let (line, column) = document.file.lineAndColumn(of: offset)
            return "\(line):\(column)"
        }
        #expect(places == ["4:5", "9:28"])
    }

    @Test func onlySingleLiteralArgumentsOfPlainGraphQLCallsCount() {
        let swift = #"""
            // let commented = graphql("""
            //     query Commented { a }
            //     """)
            /* graphql("query Blocked { a }") */
            let text = "graphql(\"query InString { a }\")"
            let twoArguments = graphql("query Two { a }", "more")
            let labelled = graphql(query: "query Labelled { a }")
            let variable = graphql(text)
            let member = client.graphql("query Member { a }")
            let concatenated = graphql("query " + "Joined { a }")
            func graphql(_ query: String) -> String { query }
            let counted = graphql(/* the query */ "query Counted { a }")
            let raw = graphql(#"query Raw { a(s: "back\slash") }"#)
            """#
        let (document, messages) = readDocument(swift, path: "Calls.swift")
        #expect(messages == ["13:43: error: Invalid character escape sequence: \"\\s\"."])
        #expect(ExecutableDocumentPrinter.print(document) == "query Counted {\n  a\n}")
    }

    @Test func aFileWithoutLiteralsIsAnEmptyDocument() {
        let (document, messages) = readDocument("import SwiftUI\n\nstruct V: View { var body: some View { Text(\"graphql\") } }\n", path: "V.swift")
        #expect(messages == [])
        #expect(document.definitions.isEmpty && document.typeDefinitions.isEmpty)
    }

    @Test func syntaxErrorsPointIntoTheSwiftFile() {
        let swift = #"""
            import Relay

            private let query = graphql("""
                query Broken {
                  a(x: )
                }

                query Fine { b }
                """)
            private let other = graphql("query Open {")
            private let empty = graphql("")
            """#
        let (document, messages) = readDocument(swift, path: "App/Broken.swift")
        #expect(messages == [
            "5:12: error: Unexpected \")\".",
            "10:42: error: Expected Name, found <EOF>.",
            "11:30: error: Unexpected <EOF>: the graphql literal has no definitions.",
        ])
        // Recovery resumes at `query` indented as the literal's lines are.
        #expect(ExecutableDocumentPrinter.print(document) == "query Fine {\n  b\n}")
        #expect(renderedDocumentDiagnostics(swift, path: "App/Broken.swift").hasPrefix("""
            App/Broken.swift:5:12: error: Unexpected ")".
                  a(x: )
                       ^
            App/Broken.swift:10:42: error: Expected Name, found <EOF>.
            private let other = graphql("query Open {")
                                                     ^
            """))
    }

    /// A definition cannot run from one literal into the next.
    @Test func literalsAreNotJoined() {
        let (document, messages) = readDocument("let a = graphql(\"query A {\")\nlet b = graphql(\"a }\")", path: "Split.swift")
        #expect(messages == ["1:27: error: Expected Name, found <EOF>.", "2:18: error: Unexpected Name \"a\"."])
        #expect(document.definitions.isEmpty)
    }

    @Test func interpolationIsAnErrorAtItsPlace() {
        let swift = #"""
            let id = "1"
            let query = graphql("""
                query Node { node(id: "\(id)") { id } }
                """)
            let next = graphql("query Next { a }")
            """#
        let (document, messages) = readDocument(swift, path: "Node.swift")
        #expect(messages == ["3:28: error: A graphql literal cannot hold a string interpolation: relay-compiler reads the literal's text as written."])
        #expect(ExecutableDocumentPrinter.print(document) == "query Next {\n  a\n}")
        let raw = readDocument(##"let q = graphql(#"query Q { a(s: "\(x)", t: "\#(y)") }"#)"##, path: "Raw.swift")
        #expect(raw.messages == ["1:46: error: A graphql literal cannot hold a string interpolation: relay-compiler reads the literal's text as written."])
    }

    @Test func escapesReadAsTheCharactersTheyStandFor() throws {
        // Swift's escapes make GraphQL strings, whitespace and a comment's end; `\u{...}` a character.
        // Inside a string the padding of an escape stays in the value.
        let swift = ##"let q = graphql("# note\nquery\tQ($s: String = \"a\\\"b\") { f(s: \"\u{E9}\\n\", t: \"\") }")"##
        let (document, messages) = readDocument(swift, path: "Escapes.swift")
        #expect(messages == [])
        guard case .operation(let operation) = document.definitions.first else { Issue.record("no operation"); return }
        #expect(operation.name?.value == "Q")
        #expect(operation.variables.first?.defaultValue?.value == .string("a \" b", block: false))
        guard case .field(let field) = operation.selections.first else { Issue.record("no field"); return }
        #expect(field.arguments.map(\.value) == [.string("é     \n", block: false), .string("", block: false)])
        // Each place is the Swift file's: `Q` right after the `\t` escape.
        let (line, column) = document.file.lineAndColumn(of: try #require(operation.name?.offset))
        #expect("\(line):\(column)" == "1:33")
    }

    @Test func escapedBlockStringsAndLineContinuations() {
        let swift = #"""
            let q = graphql("""
                query Q { f(text: \"""
                  a block
                  \""", g: "one \
                line") }
                """)
            """#
        let (document, messages) = readDocument(swift, path: "Block.swift")
        #expect(messages == [])
        guard case .operation(let operation) = document.definitions.first, case .field(let field) = operation.selections.first else {
            Issue.record("no field")
            return
        }
        #expect(field.arguments.map(\.value) == [.string("a block", block: true), .string("one       line", block: false)])
    }

    @Test func rawLiteralsKeepBackslashesAndTakeHashedEscapes() {
        let swift = ##"""
            let q = graphql(#"""
                query Q { f(s: "a\\b", block: """x"""), g(s: "\#t") }
                """#)
            """##
        let (document, messages) = readDocument(swift, path: "Raw.swift")
        #expect(messages == [])
        guard case .operation(let operation) = document.definitions.first, case .field(let f) = operation.selections[0],
              case .field(let g) = operation.selections[1] else {
            Issue.record("no fields")
            return
        }
        #expect(f.arguments.map(\.value) == [.string("a\\b", block: false), .string("x", block: true)])
        #expect(g.arguments.map(\.value) == [.string("\t  ", block: false)])
    }

    @Test func badEscapesAndUnreadableFilesAreErrorsAtTheirPlace() {
        #expect(readDocument(#"let q = graphql("query Q { a(s: \"\q\") }")"#, path: "A.swift").messages
            == ["1:35: error: Invalid escape sequence \"\\q\" in a Swift string literal."])
        #expect(readDocument(#"let q = graphql("query Q { a(s: \"\u{D800}\") }")"#, path: "A.swift").messages
            == ["1:35: error: Invalid escape sequence \"\\u{D800}\" in a Swift string literal."])
        #expect(readDocument("let q = graphql(\"\"\"\n    query Q { a }\n", path: "A.swift").messages
            == ["1:17: error: Cannot look for graphql literals in this Swift file: unterminated multi-line string literal."])
        #expect(readDocument("struct S {\n  let q = graphql(\"query Q { a }\")\n", path: "A.swift").messages
            == ["1:10: error: Cannot look for graphql literals in this Swift file: '{' is never closed."])
    }

    /// The blanked bytes are as long as the file, keep its line breaks, and hold nothing of the
    /// Swift code around the literals.
    @Test func extractionKeepsOffsetsAndLines() {
        let text = "let é = graphql(\"{ a }\")\r\n// graphql(\"{ b }\")\nlet c = graphql(#\"{ c }\"#)"
        let extraction = SwiftDocumentExtractor.extract(SourceFile(path: "E.swift", text: text))
        #expect(extraction.bytes.count == text.utf8.count)
        #expect(String(decoding: extraction.bytes, as: UTF8.self) == "                  { a }  \r\n                   \n                  { c }   ")
        #expect(extraction.segments.map(\.range) == [18..<23, 65..<70])
    }

    /// Found by the `documents` fuzz target: a literal abandoned for a bad escape after a line
    /// continuation lost the line break the continuation had blanked.
    @Test func anAbandonedLiteralKeepsItsLineBreaks() {
        let text = "graphql(\"\"\"\\\n\\b\"\"\")"
        let extraction = SwiftDocumentExtractor.extract(SourceFile(path: "E.swift", text: text))
        #expect(extraction.segments.isEmpty)
        #expect(String(decoding: extraction.bytes, as: UTF8.self) == String(repeating: " ", count: 12) + "\n" + String(repeating: " ", count: 6))
        #expect(readDocument(text, path: "E.swift").messages == ["2:1: error: Invalid escape sequence \"\\b\" in a Swift string literal."])
    }
}
