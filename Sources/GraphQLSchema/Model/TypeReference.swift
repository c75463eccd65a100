/// A reference to a type as written in a field definition: `String`, `[Int!]!`, ...
public indirect enum TypeReference: Hashable, Sendable {
    /// A type by name, nullable unless wrapped in `nonNull`: `String`.
    case named(String)
    /// A list of the inner type, nullable unless wrapped in `nonNull`: `[Int]`.
    case list(TypeReference)
    /// The inner type made non-null: `Int!`. In what the readers build it never directly
    /// wraps another `nonNull`.
    case nonNull(TypeReference)

    /// The innermost named type.
    package var namedType: String {
        var current = self
        while true {
            switch current {
            case .named(let name): return name
            case .list(let inner), .nonNull(let inner): current = inner
            }
        }
    }

    /// Whether the outermost wrapper is non-null: true for `Int!` and `[Int]!`, false for
    /// `[Int!]`.
    package var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }

    /// The type without its outermost non-null marker.
    package var nullable: TypeReference {
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
