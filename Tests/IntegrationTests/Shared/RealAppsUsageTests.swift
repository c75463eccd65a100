import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The used sets of real apps' operations (`../shared/documents`, Relay.swift's examples).
@Suite struct RealAppsUsageTests {
    /// The sets `../shared/documents/*/expected.txt` give (computed with graphql-core).
    @Test(.needs(.documents), .needs(.corpus)) func realAppsGetExactlyTheirExpectedTypes() throws {
        let root = TestPaths.sharedRoot.appendingPathComponent("documents")
        let apps: [(folder: String, schema: String, documents: [String])] = [
            ("apollo-starwars", root.appendingPathComponent("apollo-starwars/schema.graphql").path, [root.appendingPathComponent("apollo-starwars/operations").path]),
            ("hasura-todo-ios", TestPaths.corpusRoot.appendingPathComponent("hasura-todo-ios/schema.json").path, [root.appendingPathComponent("hasura-todo-ios/api.graphql").path]),
        ]
        for app in apps {
            let expected = try String(contentsOf: root.appendingPathComponent(app.folder + "/expected.txt"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            #expect(try usedTypes(schema: app.schema, documents: app.documents) == expected, "\(app.folder)")
        }
    }

    /// Relay.swift's example apps keep their operations in Swift files; the plugin declared
    /// `ChangeTodoStatusInput` for the todo app, and nothing for Star Wars.
    @Test(.needs(.relayRuntime), .needs(.corpus)) func relaySwiftAppsGetWhatThePluginDeclared() throws {
        let examples = TestPaths.sharedRoot.appendingPathComponent("relay-swift/examples")
        #expect(try usedTypes(schema: TestPaths.corpusRoot.appendingPathComponent("relay-swift-todo/schema.graphql").path,
                              documents: [examples.appendingPathComponent("RelayTodo").path]) == ["ChangeTodoStatusInput"])
        #expect(try usedTypes(schema: TestPaths.corpusRoot.appendingPathComponent("relay-swift-starwars/schema.graphql").path,
                              documents: [examples.appendingPathComponent("RelayStarWars").path]) == [])
    }

    func usedTypes(schema: String, documents: [String]) throws -> [String] {
        let read = SchemaReader.read(paths: [schema])
        let model = try #require(read.model, "\(read.diagnostics.map(summary))")
        let files = try DocumentFiles.load(documents, excluding: [schema], currentDirectory: "/").get()
        #expect(!files.isEmpty)
        let usage = DocumentUsage.analyze(schema: model, documents: files)
        #expect(usage.diagnostics.isEmpty, "\(usage.diagnostics.map(summary))")
        return usage.usedTypes.map(\.name)
    }
}
