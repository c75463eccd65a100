import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The emitted Swift for the kitchen-sink schema, compared file by file with the reviewed
/// copies in Tests/Golden/, a folder per variant named by its purpose (Tests/Golden/README.md
/// lists each one's options). After an intended change to the output, run
///
///     UPDATE_GOLDEN=1 swift test --filter GoldenFileTests
///
/// and review the diff of Tests/Golden before committing.
@Suite struct GoldenFileTests {

    /// Each variant's folder name and options; a new one also gets a line in Tests/Golden/README.md.
    /// The first six have a file per type, as the output was before `typeFiles` existed.
    static let variants: [(name: String, options: GenerationOptions)] = {
        var plain = GenerationOptions(moduleName: "KitchenSink")
        plain.typeFiles = .perType
        var futureProof = plain
        futureProof.futureProofEnums = true
        futureProof.enumCaseStyle = .camelCase
        var omit = plain
        omit.nilFields = .omit
        omit.layout = .sources
        omit.runtimePackage = .path("../Vendor/Relay.swift")
        var bazel = plain
        bazel.layout = .bazel
        // Every type of more than one member in the wide shapes, so that they can be reviewed.
        var wide = plain
        wide.wideTypeLayout = .everyTypeWide
        var wideOther = futureProof
        wideOther.nilFields = .omit
        wideOther.wideTypeLayout = .everyTypeWide
        // The codable runtime (SwiftUIGraphQL's shapes): its defaults, and the other shapes with
        // nil sent as null in a Bazel target.
        var codable = GenerationOptions(moduleName: "KitchenSink")
        codable.runtime = .codable
        var codableOther = codable
        codableOther.nilFields = .null
        codableOther.futureProofEnums = true
        codableOther.wideTypeLayout = .everyTypeWide
        codableOther.layout = .bazel
        codableOther.hashableInputs = false
        // The swiftui-graphql preset (@oneOf inputs as structs, no deprecation attributes), in one file.
        var swiftUIGraphQL = GenerationOptions(moduleName: "KitchenSink")
        GenerationPreset.swiftUIGraphQL.apply(to: &swiftUIGraphQL)
        swiftUIGraphQL.typeFiles = .single
        let buckets = GenerationOptions(moduleName: "KitchenSink")
        var single = futureProof
        single.typeFiles = .single
        single.wideTypeLayout = .everyTypeWide
        single.hashableInputs = false
        return [("relay-file-per-type", plain), ("relay-future-proof-enums", futureProof), ("relay-vendored-omit-nil", omit),
                ("relay-bazel", bazel), ("relay-wide-types", wide), ("relay-wide-types-other-shapes", wideOther), ("default", buckets),
                ("relay-single-file", single), ("codable-default", codable), ("codable-every-option", codableOther),
                ("swiftui-graphql-preset", swiftUIGraphQL)]
    }()

    static func generate(_ options: GenerationOptions) throws -> [GeneratedFile] {
        let model = try #require(SchemaReader.read(paths: [TestPaths.kitchenSink]).model)
        let output = GenerationPipeline.generate(model, options: options)
        #expect(!output.diagnostics.contains { $0.severity == .error })
        return output.files
    }

    @Test(arguments: variants.map(\.name))
    func outputMatchesGoldenFiles(variant: String) throws {
        let options = try #require(Self.variants.first { $0.name == variant }?.options)
        let files = try Self.generate(options)
        let directory = TestPaths.golden.appendingPathComponent(variant)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: directory)
            for file in files {
                let url = directory.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
        }
        var goldenPaths: Set<String> = []
        if let enumerator = FileManager.default.enumerator(atPath: directory.path) {
            for case let path as String in enumerator where path.hasSuffix(".swift") || path.hasSuffix(".json") || path.hasSuffix("BUILD.bazel") {
                goldenPaths.insert(path)
            }
        }
        #expect(Set(files.map(\.path)) == goldenPaths, "the set of generated files changed; run UPDATE_GOLDEN=1 swift test --filter GoldenFileTests and review")
        for file in files {
            let golden = FileManager.default.contents(atPath: directory.appendingPathComponent(file.path).path).map { [UInt8]($0) }
            if golden != file.contents {
                Issue.record("\(file.path) differs from its golden file; run UPDATE_GOLDEN=1 swift test --filter GoldenFileTests and review the diff")
            }
        }
    }

    @Test func twoRunsWriteIdenticalBytes() throws {
        for variant in Self.variants {
            #expect(try Self.generate(variant.options) == Self.generate(variant.options))
        }
    }
}
