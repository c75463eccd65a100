import SharedTypesSupport

/// The parts of an SDL document the schema model is built from. Directive definitions and
/// the descriptions of object and interface types, their fields and arguments are checked
/// for syntax by the parser but not kept: nothing uses them.
struct SchemaDocument {
    var file: SourceFile
    /// The type definitions in the order written.
    var types: [TypeDefinitionNode]
    /// The `schema` definitions and extensions in the order written.
    var schemaDefinitions: [SchemaDefinitionNode] = []
}

struct NameNode {
    var value: String
    var offset: Int
}

struct DirectiveNode {
    var name: NameNode
    var arguments: [ArgumentNode]

    func argument(_ name: String) -> ArgumentNode? {
        arguments.first { $0.name.value == name }
    }
}

/// `name: value`, of a directive or a field.
struct ArgumentNode {
    var name: NameNode
    /// The value with the offset of each of its parts.
    var valueNode: ValueNode

    /// The value without offsets.
    var value: Value { valueNode.value }
    /// Where the value starts.
    var valueOffset: Int { valueNode.offset }
}

struct EnumValueDefinitionNode {
    var description: String?
    var name: NameNode
    var directives: [DirectiveNode]
}

struct InputValueDefinitionNode {
    var description: String?
    var name: NameNode
    var type: TypeReference
    var typeOffset: Int
    var defaultValue: Value?
    var defaultValueOffset: Int
    var directives: [DirectiveNode]
}

/// A type definition or extension (`enum`, `extend input`, `type`, ...).
struct TypeDefinitionNode {
    var kind: TypeKind
    var isExtension: Bool
    /// Offset of the first keyword (`extend` or the kind keyword), where errors about the
    /// whole definition point.
    var offset: Int
    var name: NameNode
    var description: String?
    var directives: [DirectiveNode]
    var enumValues: [EnumValueDefinitionNode] = []
    var inputFields: [InputValueDefinitionNode] = []
    /// An object or interface type's fields.
    var fields: [FieldDefinitionNode] = []
    /// The interfaces an object or interface type implements.
    var interfaces: [NameNode] = []
    /// A union's member types.
    var members: [NameNode] = []
}

/// A field of an object or interface type; its arguments' descriptions are left out
/// (`description` is nil), as is its own.
struct FieldDefinitionNode {
    var name: NameNode
    var arguments: [InputValueDefinitionNode]
    var type: TypeReference
    var typeOffset: Int
    var directives: [DirectiveNode]
}

/// `schema { query: Query }` or `extend schema { mutation: Mutation }`; its directives are
/// checked for syntax but not kept.
struct SchemaDefinitionNode {
    var isExtension: Bool
    /// Offset of the `schema` keyword, where errors about the whole definition point.
    var offset: Int
    var operationTypes: [OperationTypeDefinitionNode]
}

/// `query: Query` in a schema definition.
struct OperationTypeDefinitionNode {
    var operation: OperationKind
    /// Offset of the operation keyword.
    var offset: Int
    var type: NameNode
}
