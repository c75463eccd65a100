// Runs the pruned operation files (module PrunedOperations) together with the shared module
// they now import; the pruned-operations compile test compares the output.
import Foundation
import Relay
import SharedTypes
import PrunedOperations

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func json<T: Encodable>(_ value: T) -> String {
    guard let data = try? encoder.encode(value) else { return "<encoding failed>" }
    return String(decoding: data, as: UTF8.self)
}

// Variables are built from the shared inputs and enums.
let append = AddTodoAppendEdgeMutation(input: AddTodoInput(text: "Buy milk", userId: "me"), connections: ["client:todos"])
print("addTodo: \(json(append.variables.variableData))")
let change = ChangeTodoStatusMutation(input: ChangeTodoStatusInput(complete: true, id: "t1", userId: "me"))
print("changeTodoStatus: \(json(change.variables.variableData))")
print("postsByStatus: \(json(PostsByStatusQuery(status: .draft).variables.variableData)) \(json(PostsByStatusQuery().variables.variableData))")

// The query text, with its brace inside a GraphQL string, survived pruning (Relay keeps the
// request's parameters internal, so the text is read by reflection).
let queryText = Mirror(reflecting: PostsByStatusQuery.node).descendant("params", "text") as? String
print("query text kept: \(queryText?.contains(#"search: "draft {", first: 10"#) == true)")

// Data decodes into the shared enums.
let decoder = JSONDecoder()
do {
    let posts = try decoder.decode(PostsByStatusQuery.Data.self, from: Data(#"{"posts": [{"id": "p1", "title": "Hello", "status": "POSTED"}]}"#.utf8))
    print("posts: \(posts.posts?.map { "\($0.title) \($0.status)" } ?? [])")
    let row = try decoder.decode(PostRow_post.Data.self, from: Data(#"{"title": "Hi", "status": "DRAFT", "audience": "ONLY_ME"}"#.utf8))
    print("fragment: \(row.status) \(row.audience) \(row.audience == SharedTypes.Audience.only_me)")
} catch {
    print("decoding failed: \(error)")
}

// One type, not two: the operation's input is the shared module's.
let input: SharedTypes.AddTodoInput = append.variables.input
print("shared input: \(input.text)")
