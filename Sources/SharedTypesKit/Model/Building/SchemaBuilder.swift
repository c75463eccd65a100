/// Builds the schema model from parsed SDL documents: merges definitions from all files,
/// applies `extend` definitions, reads `@deprecated`, `@oneOf` and `@specifiedBy`, and
/// reports duplicate definitions and extensions of undefined types.
struct SchemaBuilder {
    private var diagnostics = DiagnosticBag()

    static func build(_ documents: [SchemaDocument]) -> (model: SchemaModel, diagnostics: [Diagnostic]) {
        var builder = SchemaBuilder()
        let model = builder.build(documents)
        return (model, builder.diagnostics.diagnostics)
    }

    private struct Located {
        var node: TypeDefinitionNode
        var file: SourceFile

        func location(_ offset: Int) -> SourceLocation { SourceLocation(file: file, offset: offset) }
        var nameLocation: SourceLocation { location(node.name.offset) }
    }

    /// A definition or extension by position: `documents[document].pieces[piece][node]`.
    private struct NodeReference {
        var document: Int
        var piece: Int
        var node: Int
    }

    private mutating func build(_ documents: [SchemaDocument]) -> SchemaModel {
        func located(_ reference: NodeReference) -> Located {
            Located(node: documents[reference.document].pieces[reference.piece][reference.node], file: documents[reference.document].file)
        }
        func node(_ reference: NodeReference) -> TypeDefinitionNode {
            documents[reference.document].pieces[reference.piece][reference.node]
        }

        // Type definitions in the order found, and each defined name's position among them;
        // built-in scalars map to `builtInScalar`. One hash per definition: `typeKinds` is
        // derived from this table by `mapValues`, which does not hash again.
        let builtInScalar = -1
        var definitions: [NodeReference] = []
        var definitionKinds: [TypeKind] = []
        var definitionIndex: [String: Int] = [:]
        var extensions: [String: [NodeReference]] = [:]
        var extensionOrder: [String] = []
        let nodeCount = documents.reduce(0) { count, document in document.pieces.reduce(count) { $0 + $1.count } }
        definitions.reserveCapacity(nodeCount)
        definitionKinds.reserveCapacity(nodeCount)
        definitionIndex.reserveCapacity(nodeCount + builtInScalarNames.count)
        for name in builtInScalarNames { definitionIndex[name] = builtInScalar }

        for (documentNumber, document) in documents.enumerated() {
            // By position, reading only the fields needed (no copy of each whole node).
            for (pieceNumber, piece) in document.pieces.enumerated() {
                for nodeNumber in piece.indices {
                    let reference = NodeReference(document: documentNumber, piece: pieceNumber, node: nodeNumber)
                    let name = piece[nodeNumber].name.value
                    let kind = piece[nodeNumber].kind
                    if piece[nodeNumber].isExtension {
                        if extensions[name] == nil { extensionOrder.append(name) }
                        extensions[name, default: []].append(reference)
                        continue
                    }
                    guard let existing = definitionIndex.updateValue(definitions.count, forKey: name) else {
                        definitions.append(reference)
                        definitionKinds.append(kind)
                        continue
                    }
                    definitionIndex[name] = existing
                    if existing == builtInScalar {
                        if kind == .scalar { continue } // redeclaring a built-in scalar is harmless
                        diagnostics.error("There can be only one type named \"\(name)\": it is a built-in scalar.", at: located(reference).nameLocation)
                        continue
                    }
                    diagnostics.error("There can be only one type named \"\(name)\".", at: located(reference).nameLocation,
                                      notes: [.note("\"\(name)\" is first defined here.", at: located(definitions[existing]).nameLocation)])
                }
            }
        }

        for name in extensionOrder {
            for reference in extensions[name] ?? [] {
                let extensionNode = node(reference)
                guard let index = definitionIndex[name], index != builtInScalar else {
                    if builtInScalarNames.contains(name) && extensionNode.kind == .scalar { continue }
                    diagnostics.error("Cannot extend type \"\(name)\" because it is not defined.", at: located(reference).nameLocation)
                    continue
                }
                let definition = located(definitions[index])
                if definition.node.kind != extensionNode.kind {
                    diagnostics.error("Cannot extend non-\(extensionNode.kind.keyword) type \"\(name)\".", at: located(reference).nameLocation,
                                      notes: [.note("\"\(name)\" is defined here as \(definition.node.kind.article) \(definition.node.kind.keyword) type.", at: definition.nameLocation)])
                }
            }
        }

        var enums: [EnumType] = []
        var inputObjects: [InputObjectType] = []
        var scalars: [ScalarType] = []
        for (reference, kind) in zip(definitions, definitionKinds) where kind == .enumType || kind == .inputObject || kind == .scalar {
            let definition = located(reference)
            let name = definition.node.name.value
            if SchemaModel.isReservedName(name) {
                // SDL printed from an introspection result may define the introspection types;
                // any other such name is the schema's own.
                if !SchemaModel.introspectionTypeNames.contains(name) {
                    diagnostics.error(SchemaModel.reservedNameMessage(name), at: definition.nameLocation)
                }
                continue
            }
            // Extensions of another kind were reported above and are left out.
            var extended: [Located] = []
            if !extensions.isEmpty, let references = extensions[name] {
                extended = references.map(located).filter { $0.node.kind == kind }
            }
            switch kind {
            case .enumType:
                enums.append(makeEnum(definition, extensions: extended))
            case .inputObject:
                inputObjects.append(makeInputObject(definition, extensions: extended))
            case .scalar:
                scalars.append(makeScalar([definition] + extended))
            case .object, .interface, .union:
                break
            }
        }
        let typeKinds = definitionIndex.mapValues { $0 == builtInScalar ? TypeKind.scalar : definitionKinds[$0] }
        // Sorted in place: `sorted` would copy every type first.
        enums.sort { $0.name.utf8Precedes($1.name) }
        inputObjects.sort { $0.name.utf8Precedes($1.name) }
        scalars.sort { $0.name.utf8Precedes($1.name) }
        return SchemaModel(
            enums: enums,
            inputObjects: inputObjects,
            customScalars: scalars,
            typeKinds: typeKinds,
            sourceFileNames: documents.map(\.file.fileName)
        )
    }

    // The parse tree's members are read in place, as the model is (see the end of
    // SchemaModel.swift), on the thread every later stage waits for.

    private mutating func makeEnum(_ definition: Located, extensions: [Located]) -> EnumType {
        let count = extensions.reduce(definition.node.enumValues.count) { $0 + $1.node.enumValues.count }
        // Each value is made where it is kept (`append` copied it there).
        let values = [EnumValue](unsafeUninitializedCapacity: count) { buffer, initialized in
            appendValues(of: definition, to: buffer, at: &initialized)
            for part in extensions { appendValues(of: part, to: buffer, at: &initialized) }
        }
        return EnumType(name: definition.node.name.value, description: definition.node.description, values: values, location: definition.nameLocation)
    }

    private mutating func appendValues(of part: Located, to values: UnsafeMutableBufferPointer<EnumValue>, at initialized: inout Int) {
        part.node.enumValues.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                values.initializeElement(at: initialized, to: EnumValue(
                    name: nodes[index].name.value,
                    description: nodes[index].description,
                    deprecationReason: nodes[index].directives.isEmpty ? nil : deprecationReason(nodes[index].directives, in: part.file),
                    location: part.location(nodes[index].name.offset)
                ))
                initialized += 1
            }
        }
    }

    private mutating func makeInputObject(_ definition: Located, extensions: [Located]) -> InputObjectType {
        let count = extensions.reduce(definition.node.inputFields.count) { $0 + $1.node.inputFields.count }
        var isOneOf = definition.node.directives.contains { $0.name.value == "oneOf" }
        for part in extensions where part.node.directives.contains(where: { $0.name.value == "oneOf" }) { isOneOf = true }
        let fields = [InputField](unsafeUninitializedCapacity: count) { buffer, initialized in
            appendFields(of: definition, to: buffer, at: &initialized)
            for part in extensions { appendFields(of: part, to: buffer, at: &initialized) }
        }
        return InputObjectType(name: definition.node.name.value, description: definition.node.description, isOneOf: isOneOf, fields: fields, location: definition.nameLocation)
    }

    private mutating func appendFields(of part: Located, to fields: UnsafeMutableBufferPointer<InputField>, at initialized: inout Int) {
        part.node.inputFields.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                let hasDefault = nodes[index].defaultValue != nil
                fields.initializeElement(at: initialized, to: InputField(
                    name: nodes[index].name.value,
                    description: nodes[index].description,
                    type: nodes[index].type,
                    defaultValue: nodes[index].defaultValue,
                    deprecationReason: nodes[index].directives.isEmpty ? nil : deprecationReason(nodes[index].directives, in: part.file),
                    location: part.location(nodes[index].name.offset),
                    typeLocation: part.location(nodes[index].typeOffset),
                    defaultValueLocation: hasDefault ? part.location(nodes[index].defaultValueOffset) : nil
                ))
                initialized += 1
            }
        }
    }

    private mutating func makeScalar(_ parts: [Located]) -> ScalarType {
        let definition = parts[0]
        var url: String?
        for part in parts {
            guard let directive = part.node.directives.first(where: { $0.name.value == "specifiedBy" }) else { continue }
            guard let argument = directive.argument("url") else {
                diagnostics.error("Directive \"@specifiedBy\" argument \"url\" of type \"String!\" is required, but it was not provided.", at: part.location(directive.name.offset))
                continue
            }
            guard case .string(let text, _) = argument.value else {
                diagnostics.error("Argument \"url\" of \"@specifiedBy\" must be a String, found \(argument.value.graphQLLiteral).", at: part.location(argument.valueOffset))
                continue
            }
            url = text
        }
        return ScalarType(name: definition.node.name.value, description: definition.node.description, specifiedByURL: url, location: definition.nameLocation)
    }

    /// The reason given by `@deprecated`: its `reason` argument, "No longer supported" when
    /// it has none, nil when there is no `@deprecated` (or the reason is an explicit null).
    private mutating func deprecationReason(_ directives: [DirectiveNode], in file: SourceFile) -> String? {
        guard let directive = directives.first(where: { $0.name.value == "deprecated" }) else { return nil }
        guard let argument = directive.argument("reason") else { return defaultDeprecationReason }
        switch argument.value {
        case .string(let text, _): return text
        case .null: return nil
        default:
            diagnostics.error("Argument \"reason\" of \"@deprecated\" must be a String, found \(argument.value.graphQLLiteral).", at: SourceLocation(file: file, offset: argument.valueOffset))
            return defaultDeprecationReason
        }
    }
}

/// What graphql-js reports for `@deprecated` without a reason.
public let defaultDeprecationReason = "No longer supported"

extension TypeKind {
    /// The SDL keyword that defines a type of this kind.
    var keyword: String {
        switch self {
        case .scalar: return "scalar"
        case .object: return "object"
        case .interface: return "interface"
        case .union: return "union"
        case .enumType: return "enum"
        case .inputObject: return "input object"
        }
    }

    var article: String {
        switch self {
        case .object, .interface, .enumType, .inputObject: return "an"
        case .scalar, .union: return "a"
        }
    }
}
