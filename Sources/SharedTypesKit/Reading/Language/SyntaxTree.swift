/// The parts of an SDL document the schema model is built from. Object, interface and
/// union bodies, schema definitions and directive definitions are checked for syntax by the
/// parser but not kept: the generator does not use them.
struct SchemaDocument {
    var file: SourceFile
    /// The type definitions in the order written.
    var types: [TypeDefinitionNode]
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
}
