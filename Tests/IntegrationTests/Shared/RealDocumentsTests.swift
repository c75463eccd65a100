import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Real apps' operations read without an error: the `.graphql` documents of
/// `../shared/documents`, and the `graphql("""...""")` literals of Relay.swift's example apps,
/// found as a folder search finds them.
@Suite struct RealDocumentsTests {
    static func definitionNames(_ document: ExecutableDocument) -> [String] {
        document.definitions.map { definition in
            switch definition {
            case .operation(let operation): return "\(operation.kind.rawValue) \(operation.name?.value ?? "-")"
            case .fragment(let fragment): return "fragment \(fragment.name.value)"
            }
        }
    }

    @Test(.needs(.documents))
    func appDocumentsParseWithoutErrors() throws {
        let root = SharedResource.documents.location.path
        let files = try DocumentFiles.load([root + "/apollo-starwars/operations", root + "/hasura-todo-ios"], excluding: [], currentDirectory: root).get()
        #expect(files.count == 19)
        var counts: [String: Int] = [:]
        for file in files {
            let (document, diagnostics) = DocumentReader.read(file)
            #expect(diagnostics.isEmpty, "\(file.path): \(diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" })")
            #expect(!document.definitions.isEmpty, "\(file.path)")
            // Printed, a document reads back into the same tree.
            let printed = ExecutableDocumentPrinter.print(document)
            let again = DocumentReader.read(SourceFile(path: "printed.graphql", text: printed))
            #expect(again.diagnostics.isEmpty && ExecutableDocumentPrinter.print(again.document) == printed, "\(file.path)")
            for name in Self.definitionNames(document) {
                counts[String(name.prefix { $0 != " " }), default: 0] += 1
            }
        }
        #expect(counts == ["query": 40, "mutation": 8, "subscription": 3, "fragment": 15])
    }

    @Test(.needs(.relayRuntime))
    func relaySwiftExamplesYieldTheirOperationsAndFragments() throws {
        let examples = SharedResource.relayRuntime.location.path + "/examples"
        let files = try DocumentFiles.load(["RelayTodo", "RelayStarWars"], excluding: [], currentDirectory: examples).get()
        // Every Swift file of the apps, none of relay-compiler's output in __generated__.
        #expect(files.map(\.path) == [
            "RelayTodo/AppDelegate.swift", "RelayTodo/ChangeTodoStatus.swift", "RelayTodo/ContentView.swift", "RelayTodo/CurrentUserToDoList.swift",
            "RelayTodo/Environment.swift", "RelayTodo/SceneDelegate.swift", "RelayTodo/ToDoItem.swift", "RelayTodo/ToDoList.swift",
            "RelayStarWars/AppDelegate.swift", "RelayStarWars/ContentView.swift", "RelayStarWars/Environment.swift", "RelayStarWars/ErrorView.swift",
            "RelayStarWars/LoadingView.swift", "RelayStarWars/MoviesList.swift", "RelayStarWars/MoviesListRow.swift", "RelayStarWars/MoviesTab.swift",
            "RelayStarWars/SceneDelegate.swift",
        ])
        var found: [String] = []
        for file in files {
            let (document, diagnostics) = DocumentReader.read(file)
            #expect(diagnostics.isEmpty, "\(file.path): \(diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" })")
            found += Self.definitionNames(document).map { "\(file.fileName): \($0)" }
        }
        #expect(found == [
            "ChangeTodoStatus.swift: mutation ChangeTodoStatusMutation",
            "CurrentUserToDoList.swift: query CurrentUserToDoListQuery",
            "ToDoItem.swift: fragment ToDoItem_todo",
            "ToDoItem.swift: query ToDoItemPreviewQuery",
            "ToDoList.swift: fragment ToDoList_user",
            "MoviesList.swift: fragment MoviesList_films",
            "MoviesListRow.swift: fragment MoviesListRow_film",
            "MoviesTab.swift: query MoviesTabQuery",
        ])
    }

    /// The variable of Relay.swift's to-do mutation is where the Swift file has it.
    @Test(.needs(.relayRuntime))
    func relaySwiftOffsetsAreSwiftOffsets() throws {
        let path = SharedResource.relayRuntime.location.path + "/examples/RelayTodo/ChangeTodoStatus.swift"
        let file = try DocumentFiles.load([path], excluding: [], currentDirectory: "/").get()[0]
        let (document, _) = DocumentReader.read(file)
        guard case .operation(let mutation) = document.definitions.first, let variable = mutation.variables.first else {
            Issue.record("no mutation with a variable")
            return
        }
        let (line, column) = file.lineAndColumn(of: variable.typeOffset)
        #expect(file.lineText(line).hasPrefix("mutation ChangeTodoStatusMutation($input: ChangeTodoStatusInput!)"))
        #expect(column == 43)
    }
}
