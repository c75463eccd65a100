import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// What the `swiftui-graphql` preset and the codable runtime's own naming rules write (issue
/// #45); `SwiftUIGraphQLDropInTests` compiles and runs the result.
@Suite struct SwiftUIGraphQLPresetTests {
    static let todoKey = "\"Identifies one item.\"\ninput TodoKey @oneOf { id: ID, text: String }\n"

    static func preset(_ options: inout GenerationOptions) {
        GenerationPreset.swiftUIGraphQL.apply(to: &options)
    }

    @Test func thePresetDeclaresAOneOfInputAsAStructOfOptionalLets() throws {
        let files = try WideTypeShapeTests.generate(Self.todoKey, Self.preset)
        let text = try #require(files["InputObjects/TodoKey.graphql.swift"])
        #expect(text.contains("public struct TodoKey: Hashable, Codable, Sendable {"), "\(text)")
        #expect(text.contains("    public let id: String?\n"), "\(text)")
        #expect(text.contains("    public let text: String?\n"), "\(text)")
        #expect(text.contains("public init(id: String? = nil, text: String? = nil)"), "\(text)")
        #expect(text.contains("try container.__encodeIfPresent(id, __Key(\"id\"))"), "\(text)")
        #expect(!text.contains("enum TodoKey"), "\(text)")
    }

    @Test func aOneOfStructNeverSendsNullWhateverNilFieldsSays() throws {
        for runtime in GenerationOptions.Runtime.allCases {
            let files = try WideTypeShapeTests.generate(Self.todoKey + "input Other { a: Int }\n") {
                $0.runtime = runtime
                $0.oneOfInputs = .struct
                $0.nilFields = .null
            }
            let key = try #require(files["InputObjects/TodoKey.graphql.swift"])
            let other = try #require(files["InputObjects/Other.graphql.swift"])
            #expect(key.contains("struct TodoKey"), "\(runtime): \(key)")
            // Other inputs send null for nil as asked; the @oneOf struct leaves nil out.
            #expect(key != other)
            let leavesNilOut = runtime == .codable ? "leaving out those that are `nil`" : "Fields that are `nil` are left out"
            #expect(key.contains(leavesNilOut), "\(runtime): \(key)")
            #expect(!other.contains(leavesNilOut), "\(runtime): \(other)")
        }
    }

    @Test func withoutThePresetTheCodableRuntimeKeepsTheEnum() throws {
        let files = try WideTypeShapeTests.generate(Self.todoKey) { $0.runtime = .codable }
        let text = try #require(files["InputObjects/TodoKey.graphql.swift"])
        #expect(text.contains("public enum TodoKey: Hashable, Codable, Sendable {"), "\(text)")
        #expect(text.contains("    case id(String)"), "\(text)")
    }

    @Test func thePresetMarksNothingDeprecated() throws {
        let schema = "enum Status { OPEN DONE ARCHIVED @deprecated(reason: \"Use DONE.\") }\ninput In { a: Int @deprecated, b: Int }\ninput Key @oneOf { a: Int @deprecated, b: Int }\n"
        let files = try WideTypeShapeTests.generate(schema, Self.preset)
        #expect(files.values.contains { $0.contains("/// Deprecated: Use DONE.") })
        for (path, text) in files {
            #expect(!text.contains("@available"), "\(path): \(text)")
        }
    }

    @Test func fieldsNamedLikeRelaysMembersKeepTheirNamesInTheCodableRuntime() throws {
        let schema = "input In { variableData: String, variableValue: Int, hashValue: Int }\n"
        let codable = try #require(try WideTypeShapeTests.generate(schema) { $0.runtime = .codable }["InputObjects/In.graphql.swift"])
        #expect(codable.contains("public let variableData: String?"), "\(codable)")
        #expect(codable.contains("public let variableValue: Int?"), "\(codable)")
        #expect(codable.contains("public let hashValue_: Int?"), "\(codable)")
        let relay = try #require(try WideTypeShapeTests.generate(schema)["InputObjects/In.graphql.swift"])
        #expect(relay.contains("variableData_: String?"), "\(relay)")
        #expect(relay.contains("variableValue_: Int?"), "\(relay)")
    }

    static func translate(_ schema: String, _ configure: (inout GenerationOptions) -> Void) throws -> (SwiftModule, [Diagnostic], [Diagnostic]) {
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "s.graphql", text: schema)]).model)
        var options = GenerationOptions(moduleName: "GitHub")
        configure(&options)
        let (module, diagnostics) = Translator.translate(model, options: options)
        return (module, diagnostics, RuntimeTypeClashNotes.notes(for: module, options: options))
    }

    @Test func typesNamedLikeSwiftUIGraphQLsGetAnUnderscoreAndANoteInTheCodableRuntime() throws {
        let schema = "enum OperationType { CREATE }\ninput Query { a: Int }\nscalar Cache\n"
        let (module, diagnostics, notes) = try Self.translate(schema) { $0.runtime = .codable }
        #expect(module.enums.map(\.name.name) == ["OperationType_"])
        #expect(module.inputObjects.map(\.name.name) == ["Query_"])
        #expect(module.scalarAliases.map(\.name.name) == ["Cache_"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(notes.map(\.message).contains("The enum \"OperationType\" is declared as \"OperationType_\", so that \"OperationType\" in files that import SwiftUIGraphQL and GitHub still means SwiftUIGraphQL's; choose another name with the configuration's \"renames\"."), "\(notes)")
        #expect(notes.count == 3)

        // A rename wins, with no note; Relay.swift keeps the names.
        let (renamed, _, renamedNotes) = try Self.translate(schema) { $0.runtime = .codable; $0.renames = ["OperationType": "OperationType"] }
        #expect(renamed.enums.map(\.name.name) == ["OperationType"])
        #expect(renamedNotes.count == 2)
        let (relay, _, relayNotes) = try Self.translate(schema) { _ in }
        #expect(relay.enums.map(\.name.name) == ["OperationType"])
        #expect(relay.inputObjects.map(\.name.name) == ["Query"])
        #expect(relayNotes.isEmpty)
    }

    /// The list in the codable profile has every public top-level type of the runtime module
    /// the adoption docs name, and nothing the Relay.swift profile needs.
    @Test func theCodableProfileReservesSwiftUIGraphQLsTypeNames() {
        let names = RuntimeProfile.codable.reservedTypeNames
        for name in ["OperationType", "ID", "Query", "Mutation", "GraphQLClient", "Cacheable", "Value", "SwiftUIGraphQL"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(RuntimeProfile.codable.reservedTypeNamesModule == "SwiftUIGraphQL")
        #expect(RuntimeProfile.relaySwift.reservedTypeNames.isDisjoint(with: ["OperationType", "Query"]))
    }
}
