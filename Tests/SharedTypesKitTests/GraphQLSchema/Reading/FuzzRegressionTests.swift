import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import MustacheEngine
@testable import TestSupport

/// Replays every committed fuzz seed (`Fuzz/Seeds/TARGET/`, which holds each input that ever
/// broke an invariant) through the invariants the fuzz targets check, so a fixed crash stays
/// fixed without running the fuzzers.
@Suite struct FuzzRegressionTests {
    static func seeds(_ target: String) -> [(name: String, bytes: [UInt8])] {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Fuzz/Seeds/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, [UInt8]($0)) }
        }
    }

    @Test func everyTargetHasSeeds() {
        for target in ["sdl", "introspection", "value", "mustache", "documents"] {
            #expect(!Self.seeds(target).isEmpty, "\(target)")
        }
    }

    @Test(arguments: ["sdl", "introspection"])
    func schemaSeedsKeepTheReaderInvariants(target: String) throws {
        for (name, bytes) in Self.seeds(target) {
            let file = SourceFile(path: target == "sdl" ? "seed.graphql" : "seed.json", bytes: bytes)
            let result = SchemaReader.read(files: [file])
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                let offset = try #require(diagnostic.location?.offset, "\(name): error without a location")
                #expect(offset >= 0 && offset <= bytes.count, "\(name)")
            }
            guard let model = result.model else { continue }
            let printed = SchemaPrinter.print(model)
            if printed.isEmpty { continue }
            let again = SchemaReader.read(files: [SourceFile(path: "printed.graphql", text: printed)]).model
            #expect(again.map(ModelJSON.render) == ModelJSON.render(model), "\(name)")
        }
    }

    @Test func valueSeedsPrintAndParseBack() {
        for (name, bytes) in Self.seeds("value") {
            let text = Array(String(decoding: bytes, as: UTF8.self).utf8)
            guard case .success(let value) = Parser.parseConstantValue(text) else { continue }
            let literal = Array(value.graphQLLiteral.utf8)
            let again = Parser.parseConstantValue(literal)
            #expect((try? again.get()) == value, "\(name): \(value.graphQLLiteral)")
        }
    }

    /// Read as a GraphQL document and as a Swift file: errors inside the input, and the
    /// operations read print and read back the same.
    @Test func documentSeedsKeepTheReaderInvariants() throws {
        for (name, bytes) in Self.seeds("documents") {
            for path in ["seed.graphql", "Seed.swift"] {
                let (document, diagnostics) = DocumentReader.read(SourceFile(path: path, bytes: bytes))
                for diagnostic in diagnostics {
                    let offset = try #require(diagnostic.location?.offset, "\(name): error without a location")
                    #expect(offset >= 0 && offset <= bytes.count, "\(name)")
                }
                let printed = ExecutableDocumentPrinter.print(document)
                let again = DocumentReader.read(SourceFile(path: "printed.graphql", text: printed))
                if !document.definitions.isEmpty {
                    #expect(again.diagnostics.isEmpty && ExecutableDocumentPrinter.print(again.document) == printed, "\(name) as \(path)")
                }
            }
        }
    }

    @Test func mustacheSeedsParseOrFailInside() {
        for (name, bytes) in Self.seeds("mustache") {
            do {
                let template = try MustacheTemplate(source: SourceFile(path: "seed.mustache", bytes: bytes))
                _ = try template.render(["name": "x", "list": [1, 2]], partials: ["self": template], escaping: .html, strictPartials: false,
                                        limits: MustacheRenderer.Limits(steps: 100_000, outputBytes: 1 << 20))
            } catch {
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.location != nil, "\(name): \(diagnostic.message)")
                }
            }
        }
    }

    /// Found by the `value` target: `"""` then a combining mark is one Swift Character, so
    /// the printer did not escape the quotes and wrote a literal that does not parse.
    @Test func tripleQuoteBeforeACombiningMarkIsEscaped() throws {
        let value = Value.string("\"\"\"\u{7EE}", block: true)
        #expect(value.graphQLLiteral == "\"\"\"\\\"\"\"\u{7EE}\"\"\"")
        let literal = Array(value.graphQLLiteral.utf8)
        #expect(try Parser.parseConstantValue(literal).get() == value)
        // The same text as a description.
        let model = SchemaModel(enums: [EnumType(name: "E", description: "a \"\"\"\u{7EE}", values: [EnumValue(name: "A", description: nil, deprecationReason: nil, location: nil)], location: nil)],
                                inputObjects: [], customScalars: [], typeKinds: [:], sourceFileNames: [])
        let again = try #require(SchemaReader.read(files: [SourceFile(path: "p.graphql", text: SchemaPrinter.print(model))]).model)
        #expect(again.enums[0].description == "a \"\"\"\u{7EE}")
    }
}
