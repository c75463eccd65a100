import SharedTypesSupport

/// The schema model as JSON, in the reference format of the shared corpus
/// (`schemas/*/*.expected.json`): `enums`, `inputs` and `scalars`, each sorted by name.
package enum ModelJSON {
    /// The document as Python's `json.dumps(model, indent=1, ensure_ascii=False)` writes it,
    /// plus a final newline.
    package static func render(_ model: SchemaModel) -> String {
        String(decoding: JSONWriter.pythonCompatible(indent: 1).bytes(document(model)), as: UTF8.self)
    }

    /// The document `render` writes, as a JSON tree: types and their members in the model's
    /// order, field types and defaults in GraphQL spelling, `deprecated` holding the
    /// deprecation reason, and null for each absent description, reason, default or URL.
    static func document(_ model: SchemaModel) -> JSONOutput {
        .object([
            (key: "enums", value: .array(model.enums.map(enumObject))),
            (key: "inputs", value: .array(model.inputObjects.map(inputObject))),
            (key: "scalars", value: .array(model.customScalars.map(scalarObject))),
        ])
    }

    private static func enumObject(_ type: EnumType) -> JSONOutput {
        .object([
            (key: "name", value: .string(type.name)),
            (key: "description", value: optional(type.description)),
            (key: "values", value: .array(type.values.map { value in
                .object([
                    (key: "name", value: .string(value.name)),
                    (key: "description", value: optional(value.description)),
                    (key: "deprecated", value: optional(value.deprecationReason)),
                ])
            })),
        ])
    }

    private static func inputObject(_ type: InputObjectType) -> JSONOutput {
        .object([
            (key: "name", value: .string(type.name)),
            (key: "description", value: optional(type.description)),
            (key: "oneOf", value: .bool(type.isOneOf)),
            (key: "fields", value: .array(type.fields.map { field in
                .object([
                    (key: "name", value: .string(field.name)),
                    (key: "type", value: .string(field.type.graphQLString)),
                    (key: "default", value: optional(field.defaultValue?.graphQLLiteral)),
                    (key: "description", value: optional(field.description)),
                    (key: "deprecated", value: optional(field.deprecationReason)),
                ])
            })),
        ])
    }

    private static func scalarObject(_ type: ScalarType) -> JSONOutput {
        .object([
            (key: "name", value: .string(type.name)),
            (key: "description", value: optional(type.description)),
            (key: "specifiedByURL", value: optional(type.specifiedByURL)),
        ])
    }

    private static func optional(_ text: String?) -> JSONOutput {
        text.map(JSONOutput.string) ?? .null
    }
}
