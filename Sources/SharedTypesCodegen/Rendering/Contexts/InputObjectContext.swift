import MustacheEngine

extension TemplateContexts {
    /// The context of `input-object.swift.mustache`: an input object whose fields are stored
    /// directly (not wide), and its fields.
    func inputObjectDeclaration(_ input: SwiftInputObject) -> TemplateValue {
        let fields = input.fields.indices.map { index in
            var members = fieldMembers(input.fields, index)
            members["storageName"] = TemplateValue(input.fields[index].storageName)
            members["last"] = .bool(index == input.fields.count - 1)
            return TemplateValue.object(members)
        }
        var members = inputObjectMembers(input)
        members["fields"] = .list(fields)
        members["hasStorage"] = .bool(input.fields.contains { $0.storageName != nil })
        members["codingKeyName"] = .string(module.codingKeyName)
        return file(members)
    }

    /// The context of `wide-input-object.swift.mustache`: an input object whose fields are
    /// stored in parts, every field with the expression that reaches its storage
    /// (`__fields3.name`, `__fields3.name.value` when boxed), and the parts with their own fields.
    func wideInputObjectDeclaration(_ input: SwiftInputObject, storage: SwiftInputObject.WideStorage) -> TemplateValue {
        let spelling = module.spelling
        // Listed part by part.
        let partFields = storage.parts.map { part in
            part.fields.map { index in
                var members = fieldMembers(input.fields, index)
                members["storage"] = TemplateValue(input.fields[index].partStorage)
                members["last"] = .bool(index == input.fields.count - 1)
                members["lastInPart"] = .bool(index == part.fields.upperBound - 1)
                return TemplateValue.object(members)
            }
        }
        var members = inputObjectMembers(input)
        members["fields"] = .list(partFields.flatMap { $0 })
        members["parts"] = .list(storage.parts.enumerated().map { number, part in
            .object([
                "typeName": .string(part.typeName),
                "propertyName": .string(part.propertyName),
                "first": .bool(number == 0),
                "last": .bool(number == storage.parts.count - 1),
                "fields": .list(partFields[number]),
            ])
        })
        members["partSize"] = .int(options.wideTypeLayout.inputPartSize)
        for (key, name) in storage.memberNames {
            members[key] = .string(name)
        }
        members["codingKeyName"] = .string(module.codingKeyName)
        members["hashable"] = .bool(options.hashableInputs)
        members["hashableType"] = .string(spelling.hashable)
        members["sendableType"] = .string(spelling.sendable)
        return file(members)
    }

    /// The context of `one-of-input.swift.mustache`: the `@oneOf` input and its cases (`fields`).
    func oneOfInputDeclaration(_ input: SwiftOneOfInput) -> TemplateValue {
        let spelling = module.spelling
        return file(codingTypes.merging([
            "name": .string(input.name.source),
            "graphQLName": .string(input.graphQLName),
            "hasDeprecatedCases": .bool(input.cases.contains { $0.deprecationLiteral != nil }),
            "decodingProtocol": .string(input.decodingProtocolName),
            "decodeFunction": .string(input.decodeFunctionName),
            "decodeCaseRequirement": .string(SwiftOneOfInput.decodeCaseRequirementName),
            "decodedTypeParameter": .string(SwiftOneOfInput.decodedTypeParameterName),
            "codingKeyName": .string(module.codingKeyName),
            "stringType": .string(spelling.string),
            "intType": .string(spelling.int),
            "docLines": .strings(input.docLines),
            // The fixed line that follows the description is set apart from it only when there is one.
            "hasDocLines": .bool(!input.docLines.isEmpty),
            "conformances": .string(module.spelling.inputConformances),
            "variableDataType": .string(module.spelling.runtimeTypes["variableDataType"] ?? ""),
            "fields": .list(input.cases.enumerated().map { index, oneOfCase in
                .object([
                    "name": .string(oneOfCase.name.source),
                    "type": .string(oneOfCase.type),
                    "docLines": .strings(oneOfCase.docLines),
                    "deprecation": TemplateValue(oneOfCase.deprecationLiteral),
                    "indirect": .bool(oneOfCase.isIndirect),
                    "wireName": .string(oneOfCase.wireNameLiteral),
                    "spaced": .bool(isSpaced(at: index, doc: oneOfCase.doc, deprecation: oneOfCase.deprecationLiteral)),
                ])
            }),
        ]) { _, own in own })
    }

    /// The top-level members of every input object's context, wide or not.
    private func inputObjectMembers(_ input: SwiftInputObject) -> [String: TemplateValue] {
        let spelling = module.spelling
        var members: [String: TemplateValue] = [
            "name": .string(input.name.source),
            "docLines": .strings(input.docLines),
            "conformances": .string(spelling.inputConformances),
            "hasFields": .bool(!input.fields.isEmpty),
            "hasDecodeDefaults": .bool(input.fields.contains { !$0.isOptional && $0.defaultExpression != nil }),
            "intType": .string(spelling.int),
            "initOnOneLine": .bool(input.fields.count <= 3),
            "indirectType": .string(spelling.indirect),
            "sendsNull": .bool(options.resolvedNilFields == .null && !input.omitsNilFields),
            "stringType": .string(spelling.string),
        ]
        members.merge(codingTypes) { own, _ in own }
        for (key, name) in spelling.runtimeTypes { members[key] = .string(name) }
        return members
    }

    /// The members a field has in every input object's template, wide or not.
    private func fieldMembers(_ fields: [SwiftInputObject.Field], _ index: Int) -> [String: TemplateValue] {
        let field = fields[index]
        return [
            "name": .string(field.name.source),
            "label": .string(field.name.argumentLabel),
            "type": .string(field.type),
            "optional": .bool(field.isOptional),
            // Decoding (Codable runtime): whether the field may be left out, and for a non-null
            // field with a default, the default taken when it is.
            "decodeIfPresent": .bool(field.isOptional || field.defaultExpression != nil),
            "decodeDefault": TemplateValue(field.isOptional ? nil : field.defaultExpression),
            "defaultValue": TemplateValue(field.defaultExpression),
            "docLines": .strings(field.docLines),
            "deprecation": TemplateValue(field.deprecationLiteral),
            "indirect": .bool(field.isIndirect),
            "wireName": .string(field.wireNameLiteral),
            "spaced": .bool(isSpaced(at: index, doc: field.doc, deprecation: field.deprecationLiteral)),
        ]
    }
}
