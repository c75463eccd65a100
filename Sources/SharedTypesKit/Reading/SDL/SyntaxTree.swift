/// The parts of an SDL document the schema model is built from. Object, interface and
/// union bodies, schema definitions and directive definitions are checked for syntax by the
/// parser but not kept: the generator does not use them.
struct SchemaDocument {
    var file: SourceFile
    /// The type definitions in the order written, in the pieces the file was parsed in (one,
    /// unless `Parser.parse` cut a large file). They are not joined into one array: for a
    /// schema of megabytes that was a quarter of a millisecond of copying on the reading
    /// thread, while the other cores waited for the model.
    var pieces: [[TypeDefinitionNode]]

    init(file: SourceFile, types: [TypeDefinitionNode]) {
        self.init(file: file, pieces: [types])
    }

    init(file: SourceFile, pieces: [[TypeDefinitionNode]]) {
        self.file = file
        self.pieces = pieces
    }

    /// Every type definition, in order.
    var types: [TypeDefinitionNode] {
        pieces.count == 1 ? pieces[0] : Array(pieces.joined())
    }
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

struct ArgumentNode {
    var name: NameNode
    var value: Value
    var valueOffset: Int
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
