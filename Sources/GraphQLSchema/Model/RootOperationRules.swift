/// What both readers check of a schema's root operation types, with graphql-js's messages.
extension RootOperationTypes {
    /// The root type of `operation`; setting it replaces the name.
    subscript(operation: OperationKind) -> String? {
        get {
            switch operation {
            case .query: return query
            case .mutation: return mutation
            case .subscription: return subscription
            }
        }
        set {
            switch operation {
            case .query: query = newValue
            case .mutation: mutation = newValue
            case .subscription: subscription = newValue
            }
        }
    }

    /// The error for `typeName` as the root type of `operation`, with the kind it has when it
    /// is defined, or nil when it is an object type.
    static func problem(with typeName: String, as operation: OperationKind, typeKinds: [String: TypeKind]) -> (message: String, kind: TypeKind?)? {
        guard let kind = typeKinds[typeName] else { return ("Unknown type \"\(typeName)\".", nil) }
        guard kind != .object else { return nil }
        let ifProvided = operation == .query ? "" : " if provided"
        return ("\(operation.rootTypeTitle) root type must be Object type\(ifProvided), it cannot be \(typeName).", kind)
    }
}

extension OperationKind {
    /// The three kinds, in the order the spec lists them.
    static let all: [OperationKind] = [.query, .mutation, .subscription]

    /// `Query`, `Mutation` or `Subscription`: how messages name the root type, and the name of
    /// the type that is the root when a schema has no `schema` definition.
    var rootTypeTitle: String {
        switch self {
        case .query: return "Query"
        case .mutation: return "Mutation"
        case .subscription: return "Subscription"
        }
    }
}
