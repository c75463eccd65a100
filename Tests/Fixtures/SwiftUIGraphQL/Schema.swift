public enum TodoStatus: String, Hashable, Codable, CaseIterable, Identifiable, Sendable {
    case open = "OPEN"
    case in_progress = "IN_PROGRESS"
    case done = "DONE"
    case archived = "ARCHIVED"
    public var id: Self {
        self
    }
}
public struct TodoFilter: Hashable, Codable, Sendable {
    public let _and: [TodoFilter]?
    public let _or: [TodoFilter]?
    public let _not: TodoFilter?
    public let status: TodoStatus?
    public let textContains: String?
}
public enum Priority: String, Hashable, Codable, CaseIterable, Identifiable, Sendable {
    case low = "LOW"
    case normal = "NORMAL"
    case high = "HIGH"
    public var id: Self {
        self
    }
}
public struct ChangeTodoStatusInput: Hashable, Codable, Sendable {
    public let id: ID
    public let status: TodoStatus
    public let clientMutationId: String?
}
public struct AddTodoInput: Hashable, Codable, Sendable {
    public let text: String
    public let userId: ID
    public let priority: Priority?
    public let tags: [String]?
    public let due: Date?
    public let clientMutationId: String?
}
