import Foundation
import SwiftUIGraphQL
public struct AddTodo: MutationOperation {
    public static let query: String = "mutation AddTodo($input: AddTodoInput!) { addTodo(input: $input) { id } }"
    public struct Variables: Encodable {
        public let input: AddTodoInput
    }
    public let addTodo: AddTodo?
    public struct AddTodo: Codable {
        public let id: ID
    }
}
