/// A reference to a type as written in a field definition: `String`, `[Int!]!`, ...
public indirect enum TypeReference: Hashable, Sendable {
    case named(String)
    case list(TypeReference)
    case nonNull(TypeReference)

    /// The innermost named type.
    public var namedType: String {
        var current = self
        while true {
            switch current {
            case .named(let name): return name
            case .list(let inner), .nonNull(let inner): current = inner
            }
        }
    }

    public var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }

    /// The type without its outermost non-null marker.
    public var nullable: TypeReference {
        if case .nonNull(let inner) = self { return inner }
        return self
    }

    /// The GraphQL spelling: `[Int!]!`.
    public var graphQLString: String {
        switch self {
        case .named(let name): return name
        case .list(let inner): return "[\(inner.graphQLString)]"
        case .nonNull(let inner): return "\(inner.graphQLString)!"
        }
    }
}
