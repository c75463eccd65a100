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

    private mutating func build(_ documents: [SchemaDocument]) -> SchemaModel {
        var definitions: [String: Located] = [:]
        var order: [String] = []
        var extensions: [String: [Located]] = [:]
        var extensionOrder: [String] = []
        var typeKinds: [String: TypeKind] = [:]
        for name in builtInScalarNames { typeKinds[name] = .scalar }

        for document in documents {
            for node in document.types {
                let located = Located(node: node, file: document.file)
                let name = node.name.value
                if node.isExtension {
                    if extensions[name] == nil { extensionOrder.append(name) }
                    extensions[name, default: []].append(located)
                    continue
                }
                if builtInScalarNames.contains(name) && node.kind == .scalar {
                    continue // redeclaring a built-in scalar is harmless
                }
                if let first = definitions[name] {
                    diagnostics.error("There can be only one type named \"\(name)\".", at: located.nameLocation,
                                      notes: [.note("\"\(name)\" is first defined here.", at: first.nameLocation)])
                    continue
                }
                if builtInScalarNames.contains(name) {
                    diagnostics.error("There can be only one type named \"\(name)\": it is a built-in scalar.", at: located.nameLocation)
                    continue
                }
                definitions[name] = located
                order.append(name)
                typeKinds[name] = node.kind
            }
        }

        for name in extensionOrder {
            for located in extensions[name] ?? [] {
                guard let definition = definitions[name] else {
                    if builtInScalarNames.contains(name) && located.node.kind == .scalar { continue }
                    diagnostics.error("Cannot extend type \"\(name)\" because it is not defined.", at: located.nameLocation)
                    continue
                }
                if definition.node.kind != located.node.kind {
                    diagnostics.error("Cannot extend non-\(located.node.kind.keyword) type \"\(name)\".", at: located.nameLocation,
                                      notes: [.note("\"\(name)\" is defined here as \(definition.node.kind.article) \(definition.node.kind.keyword) type.", at: definition.nameLocation)])
                }
            }
        }

        var enums: [EnumType] = []
        var inputObjects: [InputObjectType] = []
        var scalars: [ScalarType] = []
        for name in order where !name.hasPrefix("__") {
            guard let definition = definitions[name] else { continue }
            let parts = [definition] + (extensions[name] ?? []).filter { $0.node.kind == definition.node.kind }
            switch definition.node.kind {
            case .enumType:
                enums.append(makeEnum(parts))
            case .inputObject:
                inputObjects.append(makeInputObject(parts))
            case .scalar:
                scalars.append(makeScalar(parts))
            case .object, .interface, .union:
                break
            }
        }
        return SchemaModel(
            enums: enums.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) },
            inputObjects: inputObjects.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) },
            customScalars: scalars.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) },
            typeKinds: typeKinds,
            sourceFileNames: documents.map(\.file.fileName)
        )
    }

    private mutating func makeEnum(_ parts: [Located]) -> EnumType {
        let definition = parts[0]
        var values: [EnumValue] = []
        for part in parts {
            for value in part.node.enumValues {
                values.append(EnumValue(
                    name: value.name.value,
                    description: value.description,
                    deprecationReason: deprecationReason(value.directives, in: part.file),
                    location: part.location(value.name.offset)
                ))
            }
        }
        return EnumType(name: definition.node.name.value, description: definition.node.description, values: values, location: definition.nameLocation)
    }

    private mutating func makeInputObject(_ parts: [Located]) -> InputObjectType {
        let definition = parts[0]
        var fields: [InputField] = []
        var isOneOf = false
        for part in parts {
            if part.node.directives.contains(where: { $0.name.value == "oneOf" }) { isOneOf = true }
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
        return InputObjectType(name: definition.node.name.value, description: definition.node.description, isOneOf: isOneOf, fields: fields, location: definition.nameLocation)
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
