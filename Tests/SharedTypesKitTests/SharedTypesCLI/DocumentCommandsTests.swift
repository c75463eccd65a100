import Foundation
import Testing
@testable import GraphQLSchema
@testable import TestSupport

/// `generate --documents`, `used-types` and `diff --documents` as a user runs them.
@Suite struct DocumentCommandsTests {
    static let schema = """
    enum Status { OPEN DONE }
    enum Color { RED GREEN }
    enum Unused { A }
    scalar DateTime
    input AddTodoInput { text: String!, status: Status }
    input OtherInput { color: Color }
    type Todo { id: ID!, status: Status!, due: DateTime, color: Color }
    type Query { todos(status: Status): [Todo!]! }
    type Mutation { addTodo(input: AddTodoInput!): Todo, other(input: OtherInput): Todo }
    """

    /// A scratch folder with `schema.graphql`, an `App/` of documents and an output `Out`.
    final class Project {
        let root: URL
        init(documents: [String: String], schema: String = DocumentCommandsTests.schema) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("gst-documents-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
            try schema.write(to: root.appendingPathComponent("schema.graphql"), atomically: true, encoding: .utf8)
            for (path, text) in documents { try write(path, text) }
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func read(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }

        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }

        func run(_ arguments: [String]) -> Tool.Run {
            Tool.run(arguments, in: root.path)
        }

        /// The GraphQL names the manifest in `Out` lists.
        func moduleTypes() throws -> [String] {
            let manifest = try JSONSerialization.jsonObject(with: Data(try read("Out/shared-types.json").utf8)) as? [String: Any]
            return (manifest?["types"] as? [[String: Any]] ?? []).compactMap { $0["graphQLName"] as? String }
        }
    }

    static let addTodo = "mutation AddTodo($input: AddTodoInput!) { addTodo(input: $input) { id } }\n"
    static let listTodos = "query Todos { todos(status: DONE) { id due } }\n"

    @Test func theModuleHoldsExactlyWhatTheDocumentsUse() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo, "App/Todos.graphql": Self.listTodos])
        let run = project.run(["schema.graphql", "--documents", "App", "-o", "Out"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("1 enum, 1 input object, 1 scalar"), "\(run.output)")
        #expect(try project.moduleTypes() == ["AddTodoInput", "DateTime", "Status"])
        let manifest = try project.read("Out/shared-types.json")
        #expect(manifest.contains("\"documents\": [\n    \"../App/AddTodo.graphql\",\n    \"../App/Todos.graphql\"\n  ]"), "\(manifest)")
        // Without documents the module holds every type, and the manifest names none.
        #expect(project.run(["schema.graphql", "-o", "Out2"]).status == 0)
        #expect(!(try project.read("Out2/shared-types.json")).contains("\"documents\""))
    }

    @Test func theUpToDateCheckCoversTheDocuments() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo])
        #expect(project.run(["schema.graphql", "--documents", "App", "-o", "Out"]).status == 0)
        let again = project.run(["schema.graphql", "--documents", "App", "-o", "Out"])
        #expect(again.output.contains("is up to date"), "\(again.output)")

        // A document that now uses another type: --check fails and names the document.
        try project.write("App/Other.graphql", "mutation Other($input: OtherInput) { other(input: $input) { id } }\n")
        let check = project.run(["schema.graphql", "--documents", "App", "-o", "Out", "--check"])
        #expect(check.status == 1)
        #expect(check.output.contains("is out of date"), "\(check.output)")
        #expect(check.output.contains("OtherInput (input object) is used by App/Other.graphql:1:24 (variable $input of mutation Other)"), "\(check.output)")
        #expect(check.output.contains("Color (enum) is used by App/Other.graphql:1:24"), "\(check.output)")
        let write = project.run(["schema.graphql", "--documents", "App", "-o", "Out"])
        #expect(write.status == 0)
        #expect(try project.moduleTypes() == ["AddTodoInput", "Color", "OtherInput", "Status"])
    }

    @Test func aDocumentThatUsesNothingGivesAModuleAllTheSame() throws {
        let project = try Project(documents: ["App/Ids.graphql": "{ todos { id } }\n"])
        let run = project.run(["schema.graphql", "--documents", "App", "-o", "Out"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try project.moduleTypes() == [])
        #expect(project.exists("Out/Sources/Out/NoTypes.graphql.swift"))
    }

    @Test func badDocumentsLeaveTheOutputUntouched() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo])
        #expect(project.run(["schema.graphql", "--documents", "App", "-o", "Out"]).status == 0)
        let before = try project.read("Out/shared-types.json")
        try project.write("App/Broken.graphql", "query Broken { todos { id nmae } }\nquery Other { todos(status: DONE) { id }\n")
        let run = project.run(["schema.graphql", "--documents", "App", "-o", "Out"])
        #expect(run.status == 1)
        #expect(run.errors.contains("App/Broken.graphql:3:1: error: Expected Name, found <EOF>."), "\(run.errors)")
        try project.write("App/Broken.graphql", "query Broken { todos { id nmae } }\n")
        let resolved = project.run(["schema.graphql", "--documents", "App", "-o", "Out"])
        #expect(resolved.status == 1)
        #expect(resolved.errors.contains("App/Broken.graphql:1:27: error: Cannot query field \"nmae\" on type \"Todo\"."), "\(resolved.errors)")
        #expect(resolved.errors.contains("query Broken { todos { id nmae } }\n                          ^\n"), "\(resolved.errors)")
        #expect(try project.read("Out/shared-types.json") == before)
    }

    @Test func theConfigurationFileNamesTheDocuments() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo])
        try project.write("gen-shared-types.json", #"{"schema": "schema.graphql", "output": "Out", "documents": ["App"]}"#)
        #expect(project.run(["generate"]).status == 0)
        #expect(try project.moduleTypes() == ["AddTodoInput", "Status"])
        let initialised = project.run(["init", "other.json", "--schema", "schema.graphql", "--output", "Out"])
        #expect(initialised.status == 0, "\(initialised.errors)")
        #expect(try project.read("other.json").contains("\"documents\": []"))
    }

    @Test func usedTypesSaysWhyEachTypeIsIn() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo, "App/Todos.graphql": Self.listTodos])
        let text = project.run(["used-types", "schema.graphql", "--documents", "App"])
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output == """
        3 of 6 types used by 2 documents: 1 enum, 1 input object, 1 scalar
        AddTodoInput  input object  App/AddTodo.graphql:1:26  variable $input of mutation AddTodo
        DateTime      scalar        App/Todos.graphql:1:40    field Todo.due
        Status        enum          App/AddTodo.graphql:1:26  input field AddTodoInput.status, from variable $input of mutation AddTodo

        """)
        let json = project.run(["used-types", "schema.graphql", "--documents", "App", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let types = object?["types"] as? [[String: Any]] ?? []
        #expect(types.map { $0["name"] as? String } == ["AddTodoInput", "DateTime", "Status"])
        #expect(types.first?["line"] as? Int == 1 && types.first?["column"] as? Int == 26)
        #expect((object?["coordinates"] as? [[String: Any]])?.compactMap { $0["coordinate"] as? String }
                == ["Mutation.addTodo", "Mutation.addTodo(input:)", "Todo.id", "Query.todos", "Query.todos(status:)", "Status.DONE", "Todo.due"])
        #expect(project.run(["used-types", "schema.graphql"]).status == 2)
    }

    @Test func diffSaysWhatTouchesTheOperations() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo, "App/Todos.graphql": Self.listTodos])
        // Status loses DONE (the list query writes it as a literal), Color gains a value (no
        // document uses it), AddTodoInput gains a field, Todo.due goes away.
        try project.write("new.graphql", Self.schema
            .replacingOccurrences(of: "enum Status { OPEN DONE }", with: "enum Status { OPEN CLOSED }")
            .replacingOccurrences(of: "enum Color { RED GREEN }", with: "enum Color { RED GREEN BLUE }")
            .replacingOccurrences(of: "input AddTodoInput { text: String!, status: Status }", with: "input AddTodoInput { text: String!, status: Status, note: String }")
            .replacingOccurrences(of: "due: DateTime, ", with: ""))
        let run = project.run(["diff", "schema.graphql", "--to", "new.graphql", "--documents", "App"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Enum value `Status.DONE` removed [affects your operations]"), "\(run.output)")
        #expect(run.output.contains("Your operations (2 documents): 3 of 4 changes affect them; 1 operation no longer resolves."), "\(run.output)")
        #expect(run.output.contains("Operations that no longer resolve (1)"), "\(run.output)")
        #expect(run.output.contains("App/Todos.graphql:1:1: query Todos"), "\(run.output)")
        #expect(run.output.contains("App/Todos.graphql:1:29: Value \"DONE\" does not exist in \"Status\" enum."), "\(run.output)")
        #expect(run.output.contains("App/Todos.graphql:1:40: Cannot query field \"due\" on type \"Todo\"."), "\(run.output)")

        let json = project.run(["diff", "schema.graphql", "--to", "new.graphql", "--documents", "App", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let changes = object?["changes"] as? [[String: Any]] ?? []
        let affecting = Dictionary(changes.compactMap { change -> (String, Bool)? in
            guard let coordinate = change["coordinate"] as? String, let affects = change["affectsDocuments"] as? Bool else { return nil }
            return (coordinate + " " + (change["kind"] as? String ?? ""), affects)
        }, uniquingKeysWith: { first, _ in first })
        #expect(affecting["Status.DONE enumValueRemoved"] == true)
        #expect(affecting["AddTodoInput.note inputFieldAdded"] == true)
        #expect(affecting["Color.BLUE enumValueAdded"] == false)

        // Operations that no longer resolve fail the run at any --fail-on; with the scope
        // limited to the documents, a breaking change elsewhere does not.
        #expect(project.run(["diff", "schema.graphql", "--to", "new.graphql", "--documents", "App", "--fail-on", "breaking"]).status == 1)
        try project.write("App/Todos.graphql", "query Todos { todos { id } }\n")
        try project.write("newer.graphql", Self.schema.replacingOccurrences(of: "enum Color { RED GREEN }", with: "enum Color { RED }"))
        #expect(project.run(["diff", "schema.graphql", "--to", "newer.graphql", "--fail-on", "breaking"]).status == 1)
        #expect(project.run(["diff", "schema.graphql", "--to", "newer.graphql", "--documents", "App", "--fail-on", "breaking", "--fail-on-scope", "documents"]).status == 0)
        #expect(project.run(["diff", "schema.graphql", "--to", "newer.graphql", "--fail-on-scope", "documents"]).status == 2)
    }
}

extension DocumentCommandsTests {
    /// The Markdown, GitHub Actions and JUnit formats carry the documents' part too.
    @Test func everyDiffFormatSaysWhatTouchesTheOperations() throws {
        let project = try Project(documents: ["App/Todos.graphql": Self.listTodos])
        try project.write("new.graphql", Self.schema.replacingOccurrences(of: "enum Status { OPEN DONE }", with: "enum Status { OPEN }"))
        func diff(_ format: String) -> String {
            let run = project.run(["diff", "schema.graphql", "--to", "new.graphql", "--documents", "App", "--format", format])
            #expect(run.status == 0, "\(run.errors)")
            return run.output
        }
        let markdown = diff("markdown")
        #expect(markdown.contains("**Your operations (1 document): 1 of 1 changes affect them; 1 operation no longer resolves.**"), "\(markdown)")
        #expect(markdown.contains("### Operations that no longer resolve (1)\n\n- `App/Todos.graphql:1:1`: query Todos\n  - `App/Todos.graphql:1:29`: Value \"DONE\" does not exist in \"Status\" enum."), "\(markdown)")
        #expect(markdown.contains("- Enum value `Status.DONE` removed (**affects your operations**)"), "\(markdown)")
        let github = diff("github")
        #expect(github.contains("::error file=App/Todos.graphql,line=1,col=29,title=Operation no longer resolves (query Todos)::Value \"DONE\" does not exist in \"Status\" enum.\n"), "\(github)")
        #expect(github.contains("title=Breaking schema change (enum value removed%2C affects your operations)"), "\(github)")
        let junit = diff("junit")
        #expect(junit.contains("<testsuite name=\"Operations that no longer resolve (1)\" tests=\"1\" failures=\"1\""), "\(junit)")
        #expect(junit.contains("name=\"enumValueRemoved Status.DONE (affects your operations)\""), "\(junit)")
    }

    /// The Bazel layout lists only the files of the used types.
    @Test func theBazelLayoutFollowsTheDocuments() throws {
        let project = try Project(documents: ["App/AddTodo.graphql": Self.addTodo])
        let run = project.run(["schema.graphql", "--documents", "App", "-o", "Out", "--layout", "bazel"])
        #expect(run.status == 0, "\(run.errors)")
        let build = try project.read("Out/BUILD.bazel")
        let listed = build.components(separatedBy: "\n").filter { $0.contains(".graphql.swift") }
        let manifest = try JSONSerialization.jsonObject(with: Data(try project.read("Out/shared-types.json").utf8)) as? [String: Any]
        let files = Set((manifest?["types"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String })
        #expect(listed.count == files.count, "\(build)")
        for file in files { #expect(build.contains("\"\(file)\""), "\(file)") }
    }
}
