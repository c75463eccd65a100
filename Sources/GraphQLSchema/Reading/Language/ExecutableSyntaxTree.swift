import SharedTypesSupport

/// The syntax of an executable document: a `.graphql` file of operations and fragments, or
/// the `graphql("""...""")` literals of a Swift file (see `SwiftDocumentExtractor`). Offsets
/// are byte offsets into the file's bytes, so that every node can be reported at its place.
struct ExecutableDocument {
    var file: SourceFile
    /// The operations and fragments, in the order written.
    var definitions: [ExecutableDefinition]
    /// Client schema extensions written among the operations (`extend type Query { ... }`,
    /// client-only enums and inputs; see `ClientSchemaExtensions`), in the order written.
    var typeDefinitions: [TypeDefinitionNode]
}

/// An operation or a fragment.
enum ExecutableDefinition {
    case operation(OperationDefinitionNode)
    case fragment(FragmentDefinitionNode)
}

/// `query`, `mutation` or `subscription`.
enum OperationKind: String {
    case query, mutation, subscription
}

/// `query Name($v: T = 1) @dir { ... }`, or the shorthand `{ ... }` (an anonymous query).
struct OperationDefinitionNode {
    var kind: OperationKind
    /// `nil` for an anonymous operation.
    var name: NameNode?
    /// Offset of the keyword, or of the `{` of the shorthand form.
    var offset: Int
    var variables: [VariableDefinitionNode]
    var directives: [DirectiveNode]
    var selections: [SelectionNode]
}

/// `$name: Type = default @dir`.
struct VariableDefinitionNode {
    /// The name without `$`; its offset is that of the `$`.
    var name: NameNode
    var type: TypeReference
    var typeOffset: Int
    var defaultValue: ValueNode?
    var directives: [DirectiveNode]
}

/// `fragment Name on Type @dir { ... }`.
struct FragmentDefinitionNode {
    var name: NameNode
    /// Offset of the `fragment` keyword.
    var offset: Int
    var typeCondition: NameNode
    var directives: [DirectiveNode]
    var selections: [SelectionNode]
}

/// One entry of a selection set.
enum SelectionNode {
    case field(FieldNode)
    case fragmentSpread(FragmentSpreadNode)
    case inlineFragment(InlineFragmentNode)

    /// Where the selection starts: its field's alias or name, or its `...`.
    var offset: Int {
        switch self {
        case .field(let field): return field.offset
        case .fragmentSpread(let spread): return spread.offset
        case .inlineFragment(let fragment): return fragment.offset
        }
    }
}

/// `alias: name(arg: value) @dir { ... }`.
struct FieldNode {
    var alias: NameNode?
    var name: NameNode
    var arguments: [ArgumentNode]
    var directives: [DirectiveNode]
    /// Empty for a leaf field.
    var selections: [SelectionNode]

    /// Where the field starts: its alias, or its name.
    var offset: Int { alias?.offset ?? name.offset }
}

/// `...Name @dir`.
struct FragmentSpreadNode {
    var name: NameNode
    /// Offset of the `...`.
    var offset: Int
    var directives: [DirectiveNode]
}

/// `... on Type @dir { ... }`, or `... @dir { ... }` without a type condition.
struct InlineFragmentNode {
    /// Offset of the `...`.
    var offset: Int
    var typeCondition: NameNode?
    var directives: [DirectiveNode]
    var selections: [SelectionNode]
}

/// A value literal with the offset of every part, for errors about a nested value
/// (`{where: {status: DNOE}}` points at `DNOE`). `value` is the plain literal.
struct ValueNode {
    indirect enum Kind {
        case variable(String)
        case int(String)
        case float(String)
        case string(String, block: Bool)
        case boolean(Bool)
        case null
        case enumValue(String)
        case list([ValueNode])
        case object([ObjectFieldNode])
    }

    var kind: Kind
    /// Offset of the literal's first byte (the `$` of a variable).
    var offset: Int

    /// The literal without offsets.
    var value: Value {
        switch kind {
        case .variable(let name): return .variable(name)
        case .int(let text): return .int(text)
        case .float(let text): return .float(text)
        case .string(let text, let block): return .string(text, block: block)
        case .boolean(let flag): return .boolean(flag)
        case .null: return .null
        case .enumValue(let name): return .enumValue(name)
        case .list(let items): return .list(items.map(\.value))
        case .object(let fields): return .object(fields.map { Value.ObjectField(name: $0.name.value, value: $0.value.value) })
        }
    }
}

/// `name: value` in an input object literal.
struct ObjectFieldNode {
    var name: NameNode
    var value: ValueNode
}
