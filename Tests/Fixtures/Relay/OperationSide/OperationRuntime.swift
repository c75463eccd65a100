// Added to the stand-in Relay module only by the pruned-operations compile test: the few
// names of Relay.swift's operation-side API that files written by its compiler plugin use
// (request and fragment descriptions, `Operation`, `Fragment`). Initializer labels match
// what the plugin writes; the types are simple records of our own, not Relay's.

public enum OperationKind {
    case query, mutation, subscription
}

public protocol Argument {
    var name: String { get }
}

public struct VariableArgument: Argument {
    public var name: String
    public var variableName: String

    public init(name: String, variableName: String) {
        self.name = name
        self.variableName = variableName
    }
}

public struct LiteralArgument: Argument {
    public var name: String
    public var value: Any

    public init(name: String, value: Any) {
        self.name = name
        self.value = value
    }
}

public protocol ReaderField {}

public enum ReaderSelection {
    case field(ReaderField)
}

public struct ReaderScalarField: ReaderField {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

public struct ReaderLinkedField: ReaderField {
    public var name: String
    public var args: [Argument]?
    public var concreteType: String?
    public var plural: Bool
    public var selections: [ReaderSelection]

    public init(name: String, args: [Argument]? = nil, concreteType: String? = nil, plural: Bool, selections: [ReaderSelection]) {
        self.name = name
        self.args = args
        self.concreteType = concreteType
        self.plural = plural
        self.selections = selections
    }
}

public struct ReaderFragment {
    public var name: String
    public var type: String
    public var selections: [ReaderSelection]

    public init(name: String, type: String, selections: [ReaderSelection]) {
        self.name = name
        self.type = type
        self.selections = selections
    }
}

public protocol NormalizationField {}

public enum NormalizationSelection {
    case field(NormalizationField)
    case handle(NormalizationHandle)
}

public struct NormalizationScalarField: NormalizationField {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

public struct NormalizationLinkedField: NormalizationField {
    public var name: String
    public var args: [Argument]?
    public var concreteType: String?
    public var plural: Bool
    public var selections: [NormalizationSelection]

    public init(name: String, args: [Argument]? = nil, concreteType: String? = nil, plural: Bool, selections: [NormalizationSelection]) {
        self.name = name
        self.args = args
        self.concreteType = concreteType
        self.plural = plural
        self.selections = selections
    }
}

public struct NormalizationHandle {
    public enum Kind {
        case scalar, linked
    }

    public var kind: Kind
    public var name: String
    public var handle: String
    public var key: String
    public var handleArgs: [Argument]

    public init(kind: Kind, name: String, handle: String, key: String, handleArgs: [Argument] = []) {
        self.kind = kind
        self.name = name
        self.handle = handle
        self.key = key
        self.handleArgs = handleArgs
    }
}

public struct NormalizationOperation {
    public var name: String
    public var selections: [NormalizationSelection]

    public init(name: String, selections: [NormalizationSelection]) {
        self.name = name
        self.selections = selections
    }
}

public struct RequestParameters {
    public var name: String
    public var operationKind: OperationKind
    public var text: String

    public init(name: String, operationKind: OperationKind, text: String) {
        self.name = name
        self.operationKind = operationKind
        self.text = text
    }
}

public struct ConcreteRequest {
    public var fragment: ReaderFragment
    public var operation: NormalizationOperation
    public var params: RequestParameters

    public init(fragment: ReaderFragment, operation: NormalizationOperation, params: RequestParameters) {
        self.fragment = fragment
        self.operation = operation
        self.params = params
    }
}

public protocol Operation {
    associatedtype Variables: VariableDataConvertible
    associatedtype Data: Decodable

    static var node: ConcreteRequest { get }
    var variables: Variables { get }
}

public struct FragmentPointer: Decodable, Hashable {
    public init() {}
}

public protocol Fragment {
    associatedtype Data: Decodable

    static var node: ReaderFragment { get }
    var fragmentPointer: FragmentPointer { get }
}

/// What `graphql("""...""")` returns: app files hold their operations in such literals, which
/// relay-compiler reads; at run time the value only carries the text.
public struct TaggedGraphQLQuery {
    public var query: String
}

/// Marks an operation's text in an app file, as Relay.swift's function of the same name does.
public func graphql(_ query: String) -> TaggedGraphQLQuery {
    TaggedGraphQLQuery(query: query)
}
