import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The files come in type order, each at a path decided by that order, the manifest last.
@Suite struct FileOrderTests {
    /// Many types, with names that clash by case.
    static let schema: String = {
        var text = "enum status { A }\nenum Status { B }\nenum STATUS { C }\n"
        for number in 0..<84 {
            text += "\"Enum \(number).\"\nenum Enum\(number) { ONE TWO @deprecated }\n"
            text += "input Input\(number) { value: Enum\(number) = ONE, next: Input\((number + 1) % 30), list: [Int!] }\n"
        }
        return text
    }()

    static func generate() throws -> [GeneratedFile] {
        let read = SchemaReader.read(files: [SourceFile(path: "big.graphql", text: schema)])
        let model = try #require(read.model)
        let output = GenerationPipeline.generate(model, options: GenerationOptions.perType(moduleName: "Big"))
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        return output.files
    }

    @Test func outputIsTheSameOnEveryRunAndInTypeOrder() throws {
        let first = try Self.generate()
        #expect(try Self.generate() == first)
        let paths = first.map(\.path)
        // Paths are given in type order (sorted by name), the first of names that differ only
        // in case keeping its name.
        #expect(paths.filter { $0.lowercased().contains("/status") } == [
            "Sources/Big/Enums/STATUS.graphql.swift", "Sources/Big/Enums/Status_2.graphql.swift", "Sources/Big/Enums/status_3.graphql.swift",
        ])
        #expect(paths.last == Manifest.fileName)
        #expect(paths[paths.count - 2] == "Package.swift")
        let input7 = try #require(first.first { $0.path == "Sources/Big/InputObjects/Input7.graphql.swift" })
        #expect(input7.text.contains("public var next: Input8?"))
        let enum7 = try #require(first.first { $0.path == "Sources/Big/Enums/Enum7.graphql.swift" })
        #expect(enum7.text.contains("/// Enum 7.\npublic enum Enum7"))
    }
}
