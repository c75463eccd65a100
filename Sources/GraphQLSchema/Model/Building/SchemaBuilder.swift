import SharedTypesSupport

/// Builds the schema model from parsed SDL documents: merges definitions from all files,
/// applies `extend` definitions, reads `@deprecated`, `@oneOf` and `@specifiedBy`, finds the
/// root operation types, and reports duplicate definitions and extensions of undefined types.
struct SchemaBuilder {
    var diagnostics = DiagnosticBag()

    static func build(_ documents: [SchemaDocument]) -> (model: SchemaModel, diagnostics: [Diagnostic]) {
        var builder = SchemaBuilder()
        let model = builder.build(documents)
        return (model, builder.diagnostics.diagnostics)
    }

    /// A definition or extension, with the file it is in.
    struct Located {
        var node: TypeDefinitionNode
        var file: SourceFile

        func location(_ offset: Int) -> SourceLocation { SourceLocation(file: file, offset: offset) }
        var nameLocation: SourceLocation { location(node.name.offset) }
    }

    private mutating func build(_ documents: [SchemaDocument]) -> SchemaModel {
        // Type definitions in the order found, each defined name's position among them, and
        // each extended name's extensions in order.
        var definitions: [Located] = []
        var positions: [String: Int] = [:]
        var extensions: [String: [Located]] = [:]
        var extensionOrder: [String] = []
        for document in documents {
            for node in document.types {
                let located = Located(node: node, file: document.file)
                let name = node.name.value
                if node.isExtension {
                    if extensions[name] == nil { extensionOrder.append(name) }
                    extensions[name, default: []].append(located)
                } else if builtInScalarNames.contains(name) {
                    // Redeclaring a built-in scalar is harmless; another kind is not.
                    if node.kind != .scalar {
                        diagnostics.error("There can be only one type named \"\(name)\": it is a built-in scalar.", at: located.nameLocation)
                    }
                } else if let first = positions[name] {
                    diagnostics.error("There can be only one type named \"\(name)\".", at: located.nameLocation,
                                      notes: [.note("\"\(name)\" is first defined here.", at: definitions[first].nameLocation)])
                } else {
                    positions[name] = definitions.count
                    definitions.append(located)
                }
            }
        }

        for name in extensionOrder {
            for part in extensions[name] ?? [] {
                guard let position = positions[name] else {
                    if builtInScalarNames.contains(name) && part.node.kind == .scalar { continue }
                    diagnostics.error("Cannot extend type \"\(name)\" because it is not defined.", at: part.nameLocation)
                    continue
                }
                let definition = definitions[position]
                if definition.node.kind != part.node.kind {
                    diagnostics.error("Cannot extend non-\(part.node.kind.keyword) type \"\(name)\".", at: part.nameLocation,
                                      notes: [.note("\"\(name)\" is defined here as \(definition.node.kind.article) \(definition.node.kind.keyword) type.", at: definition.nameLocation)])
                }
            }
        }

        var enums: [EnumType] = []
        var inputObjects: [InputObjectType] = []
        var scalars: [ScalarType] = []
        var compositeTypes: [CompositeType] = []
        for definition in definitions {
            let kind = definition.node.kind
            let name = definition.node.name.value
            if SchemaModel.isReservedName(name) {
                // SDL printed from an introspection result may define the introspection types;
                // any other such name is the schema's own (reported for the kinds generated).
                if kind.isInputType && !SchemaModel.introspectionTypeNames.contains(name) {
                    diagnostics.error(SchemaModel.reservedNameMessage(name), at: definition.nameLocation)
                }
                continue
            }
            // Extensions of another kind were reported above and are left out.
            let parts = [definition] + (extensions[name] ?? []).filter { $0.node.kind == kind }
            switch kind {
            case .enumType: enums.append(makeEnum(parts))
            case .inputObject: inputObjects.append(makeInputObject(parts))
            case .scalar: scalars.append(makeScalar(parts))
            case .object, .interface, .union: compositeTypes.append(makeCompositeType(parts))
            }
        }
        var typeKinds = positions.mapValues { definitions[$0].node.kind }
        for name in builtInScalarNames { typeKinds[name] = .scalar }
        let roots = makeRootOperationTypes(documents, typeKinds: typeKinds) { name in
            positions[name].map { definitions[$0].nameLocation }
        }
        return SchemaModel(
            enums: enums.sorted { $0.name < $1.name },
            inputObjects: inputObjects.sorted { $0.name < $1.name },
            customScalars: scalars.sorted { $0.name < $1.name },
            typeKinds: typeKinds,
            sourceFileNames: documents.map(\.file.fileName),
            compositeTypes: compositeTypes.sorted { $0.name.utf8Precedes($1.name) },
            rootOperationTypes: roots
        )
    }

    /// The enum of a definition (`parts[0]`) and its extensions.
    private mutating func makeEnum(_ parts: [Located]) -> EnumType {
        var values: [EnumValue] = []
        for part in parts {
            for value in part.node.enumValues {
                values.append(EnumValue(name: value.name.value, description: value.description,
                                        deprecationReason: deprecationReason(value.directives, in: part.file),
                                        location: part.location(value.name.offset)))
            }
        }
        return EnumType(name: parts[0].node.name.value, description: parts[0].node.description, values: values, location: parts[0].nameLocation)
    }

    /// The input object of a definition (`parts[0]`) and its extensions.
    private mutating func makeInputObject(_ parts: [Located]) -> InputObjectType {
        var fields: [InputField] = []
        for part in parts {
            for field in part.node.inputFields {
                fields.append(InputField(
                    name: field.name.value,
                    description: field.description,
                    type: field.type,
                    defaultValue: field.defaultValue,
                    deprecationReason: deprecationReason(field.directives, in: part.file),
                    location: part.location(field.name.offset),
                    typeLocation: part.location(field.typeOffset),
                    defaultValueLocation: field.defaultValue == nil ? nil : part.location(field.defaultValueOffset)
                ))
            }
        }
        let isOneOf = parts.contains { part in part.node.directives.contains { $0.name.value == "oneOf" } }
        return InputObjectType(name: parts[0].node.name.value, description: parts[0].node.description, isOneOf: isOneOf, fields: fields, location: parts[0].nameLocation)
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
    mutating func deprecationReason(_ directives: [DirectiveNode], in file: SourceFile) -> String? {
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
let defaultDeprecationReason = "No longer supported"

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
