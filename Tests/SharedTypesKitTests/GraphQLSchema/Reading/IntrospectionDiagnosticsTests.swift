import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

/// JSON that is not a usable introspection result gets an error saying what was expected,
/// at the JSON value concerned.
@Suite struct IntrospectionDiagnosticsTests {
    private func diagnoseJSON(_ text: String) -> [String] {
        diagnose(text, path: "schema.json").map { $0.replacingOccurrences(of: "schema.json:", with: "") }
    }

    private static func schema(types: String) -> String {
        #"{"data": {"__schema": {"types": [\#(types)]}}}"#
    }

    @Test func readsBothShapes() throws {
        let enumType = #"{"kind": "ENUM", "name": "E", "description": null, "enumValues": [{"name": "A", "description": "a", "isDeprecated": true, "deprecationReason": "gone"}]}"#
        for text in [Self.schema(types: enumType), #"{"__schema": {"types": [\#(enumType)]}}"#] {
            let result = SchemaReader.read(files: [SourceFile(path: "schema.json", text: text)])
            let model = try #require(result.model)
            #expect(model.enums.first?.values.first?.deprecationReason == "gone")
        }
    }

    @Test func readsOneOfSpecifiedByAndDefaults() throws {
        let text = Self.schema(types: #"""
            {"kind": "SCALAR", "name": "URL", "specifiedByURL": "https://url.spec.whatwg.org"},
            {"kind": "INPUT_OBJECT", "name": "I", "isOneOf": true, "inputFields": [
              {"name": "a", "type": {"kind": "SCALAR", "name": "Int", "ofType": null}, "defaultValue": null}]},
            {"kind": "INPUT_OBJECT", "name": "J", "inputFields": [
              {"name": "b", "type": {"kind": "NON_NULL", "name": null, "ofType": {"kind": "LIST", "name": null, "ofType": {"kind": "SCALAR", "name": "String"}}},
               "defaultValue": "[\"x\\n\", \"y\"]"}]}
            """#)
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "schema.json", text: text)]).model)
        #expect(model.customScalars.first?.specifiedByURL == "https://url.spec.whatwg.org")
        #expect(model.inputObjects.map(\.isOneOf) == [true, false])
        #expect(model.inputObjects[1].fields[0].type.graphQLString == "[String]!")
        #expect(model.inputObjects[1].fields[0].defaultValue?.graphQLLiteral == #"["x\n", "y"]"#)
    }

    @Test(arguments: [
        ("[]", #"1:1: error: Expected an introspection result: a JSON object with "__schema" or "data": {"__schema": ...}, found an array."#),
        (#"{"types": []}"#, #"1:1: error: Expected an introspection result with "__schema" or "data": {"__schema": ...}, found an object with keys "types". Is this an SDL file with a .json name, or a different JSON document?"#),
        (#"{"data": null, "errors": [{"message": "Bad credentials"}]}"#, "1:26: error: The file holds a GraphQL error response, not an introspection result: Bad credentials."),
        (#"{"__schema": {"types": {}}}"#, #"1:24: error: Expected "types" of __schema to be an array, found an object."#),
        (#"{"__schema": {}}"#, #"1:14: error: Missing "types" in __schema."#),
        (#"{"__schema": {"types": [{"kind": "ENUM", "name": "E"}]}}"#, #"1:25: error: Missing "enumValues" in enum "E"."#),
        (#"{"__schema": {"types": [{"kind": "WIDGET", "name": "E"}]}}"#, #"1:34: error: Unknown type kind "WIDGET" for type "E"; expected SCALAR, OBJECT, INTERFACE, UNION, ENUM or INPUT_OBJECT."#),
        (#"{"__schema": {"types": [{"kind": "ENUM", "name": 5, "enumValues": []}]}}"#, #"1:50: error: Expected "name" of a type to be a string, found a number."#),
        (#"{"__schema": {"types": [{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "a", "type": {"kind": "SCALAR", "name": "Int"}, "defaultValue": "[1, }"}]}]}}"#, #"1:157: error: Invalid default value "[1, }": Unexpected "}"."#),
        (#"{"__schema": {"types": [{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "a", "type": {"kind": "LIST", "name": null}}]}]}}"#, #"1:101: error: Expected "ofType" in a LIST type reference."#),
        (#"{"__schema": {"types": [{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "a", "type": {"kind": "OBJECT", "name": "O"}}]}, {"kind": "OBJECT", "name": "O"}]}}"#, "1:101: error: The type of I.a must be Input Type but got: O (O is an object type)."),
        (#"{"__schema": {"types": [{"kind": "ENUM", "name": "E", "enumValues": [{"name": "A"}, {"name": "A"}]}]}}"#, #"1:85: error: Enum value "E.A" can only be defined once."#),
        (#"{"__schema": {"types": [], "types": []}}"#, #"1:28: error: Duplicate key "types" in object."#),
        (#"{"__schema": "#, "1:14: error: Expected a value, found end of input."),
        (#"{"__schema": {"types": [{"kind": "ENUM", "name": "__Foo", "enumValues": [{"name": "A"}]}]}}"#, #"1:50: error: Name "__Foo" must not begin with "__", which is reserved by GraphQL introspection."#),
        (#"{"__schema": {"types": [{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "k", "type": {"kind": "ENUM", "name": "__TypeKind"}}]}, {"kind": "ENUM", "name": "__TypeKind", "enumValues": [{"name": "SCALAR"}]}]}}"#, "1:101: error: The type of I.k is the introspection type __TypeKind, which the generated module cannot declare; input fields can use only the schema's own types."),
        (#"{"__schema": {"types": [{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "c", "type": {"kind": "NON_NULL", "ofType": {"kind": "INPUT_OBJECT", "name": "I"}}}]}]}}"#, "1:101: error: Cannot reference Input Object \"I\" within itself through a series of non-null fields: \"c\"; no value of it could be built."),
        (#"{"__schema": {"types": [{"kind": "INPUT_OBJECT", "name": "I", "isOneOf": "true", "inputFields": [{"name": "a", "type": {"kind": "SCALAR", "name": "Int"}}]}]}}"#, #"1:74: error: Expected "isOneOf" to be true, false or null, found a string."#),
        (#"{"__schema": {"types": [{"kind": "ENUM", "name": "Int", "enumValues": [{"name": "A"}]}]}}"#, #"1:50: error: There can be only one type named "Int": it is a built-in scalar."#),
    ])
    func reportsMessageAndLocation(source: String, expected: String) {
        #expect(diagnoseJSON(source).first == expected)
    }

    /// The introspection types every result lists are left out without a word.
    @Test func theStandardIntrospectionTypesAreLeftOut() throws {
        let text = Self.schema(types: #"{"kind": "ENUM", "name": "__TypeKind", "enumValues": [{"name": "SCALAR"}]}, {"kind": "OBJECT", "name": "__Schema"}, {"kind": "ENUM", "name": "E", "enumValues": [{"name": "A"}]}"#)
        let result = SchemaReader.read(files: [SourceFile(path: "schema.json", text: text)])
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.model).enums.map(\.name) == ["E"])
    }

    /// A megabyte-long invalid default is quoted in a line of reasonable length.
    @Test func aLongInvalidDefaultIsShortenedInTheMessage() {
        let longDefault = String(repeating: "[", count: 100_000)
        let text = Self.schema(types: #"{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "a", "type": {"kind": "SCALAR", "name": "Int"}, "defaultValue": "\#(longDefault)"}]}"#)
        let message = diagnoseJSON(text).first ?? ""
        #expect(message.hasSuffix(": error: Invalid default value \"" + String(repeating: "[", count: 57) + "...\": Nesting is deeper than the limit of 64 levels."), "\(message.prefix(300))")
    }

    @Test func deepJSONNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(diagnoseJSON(text).first?.contains("nesting exceeds the limit of 512 levels") == true)
    }

    @Test func mixingJSONWithOtherFilesIsAnError() {
        #expect(diagnose(files: [("a.graphql", "enum E { A }"), ("b.json", "{}")]) == [
            "error: An introspection result must be the only schema file, but 2 files were given (JSON: b.json). Pass either SDL files or one introspection JSON.",
        ])
    }
}
