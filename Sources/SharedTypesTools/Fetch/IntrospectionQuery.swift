/// The introspection query `fetch-schema` sends, written from the introspection schema of the
/// GraphQL specification.
///
/// `full` asks for everything the generator reads: descriptions, deprecated enum values,
/// input fields and arguments, `isOneOf` and `specifiedByURL`. Servers built on older
/// GraphQL libraries reject those last fields and arguments, so `legacy` leaves them out.
enum IntrospectionQuery {
    /// The operation name both queries use.
    static let operationName = "IntrospectionQuery"

    /// Everything the generator reads.
    static let full = text(modern: true)

    /// For servers that do not know `isOneOf`, `specifiedByURL`, or `includeDeprecated` on
    /// input fields and arguments: enums, input objects and descriptions are still complete,
    /// but deprecated input fields are missing and no input object is marked `@oneOf`.
    static let legacy = text(modern: false)

    /// Names that, in a server's error message, mean it does not support the `full` query.
    static let modernFeatureNames = ["isOneOf", "specifiedByURL", "specifiedByUrl", "includeDeprecated"]

    /// How deep `TypeRef` follows `ofType`; enough for `[[[String!]!]!]!` and more.
    static let typeReferenceDepth = 9

    private static func text(modern: Bool) -> String {
        let deprecatedInputs = modern ? "(includeDeprecated: true)" : ""
        let inputValueDeprecation = modern ? "\n  isDeprecated\n  deprecationReason" : ""
        let scalarSpecification = modern ? "\n  specifiedByURL" : ""
        let oneOf = modern ? "\n  isOneOf" : ""
        return """
        query \(operationName) {
          __schema {
            queryType { name }
            mutationType { name }
            subscriptionType { name }
            types {
              ...FullType
            }
            directives {
              name
              description
              locations
              args\(deprecatedInputs) {
                ...InputValue
              }
            }
          }
        }

        fragment FullType on __Type {
          kind
          name
          description\(scalarSpecification)\(oneOf)
          fields(includeDeprecated: true) {
            name
            description
            args\(deprecatedInputs) {
              ...InputValue
            }
            type {
              ...TypeRef
            }
            isDeprecated
            deprecationReason
          }
          inputFields\(deprecatedInputs) {
            ...InputValue
          }
          interfaces {
            ...TypeRef
          }
          enumValues(includeDeprecated: true) {
            name
            description
            isDeprecated
            deprecationReason
          }
          possibleTypes {
            ...TypeRef
          }
        }

        fragment InputValue on __InputValue {
          name
          description
          type {
            ...TypeRef
          }
          defaultValue\(inputValueDeprecation)
        }

        fragment TypeRef on __Type {
        \(typeReference(depth: typeReferenceDepth, indent: "  "))
        }

        """
    }

    /// `kind name ofType { kind name ofType { ... } }`, `depth` levels deep.
    private static func typeReference(depth: Int, indent: String) -> String {
        var text = "\(indent)kind\n\(indent)name"
        if depth > 1 {
            text += "\n\(indent)ofType {\n\(typeReference(depth: depth - 1, indent: indent + "  "))\n\(indent)}"
        }
        return text
    }
}
