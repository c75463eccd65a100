import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// The `codable` runtime's options, files and scalar mapping (its code is compiled and run by
/// CodableCompileTests; its kitchen-sink output is in GoldenFileTests).
@Suite struct CodableRuntimeTests {
    static let schema = """
        enum Color { RED GREEN }
        scalar WebAddress @specifiedBy(url: "https://tools.ietf.org/html/rfc3986")
        scalar Moment @specifiedBy(url: "https://datatracker.ietf.org/doc/html/rfc3339#section-5.6")
        scalar Key @specifiedBy(url: "https://www.rfc-editor.org/rfc/rfc9562.html")
        scalar Other @specifiedBy(url: "https://example.com/spec")
        input Filter { color: Color, link: WebAddress, at: Moment!, key: Key, other: Other }

        """

    static func generate(_ configure: (inout GenerationOptions) -> Void) throws -> [String: String] {
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "schema.graphql", bytes: Array(schema.utf8))]).model)
        var options = GenerationOptions.perType(moduleName: "Shared")  // the tests read one type's file
        configure(&options)
        let output = GenerationPipeline.generate(model, options: options)
        #expect(!output.diagnostics.contains { $0.severity == .error })
        var files: [String: String] = [:]
        for file in output.files { files[file.path] = String(decoding: file.contents, as: UTF8.self) }
        return files
    }

    @Test func eachRuntimeSendsNilAsItsOwnGeneratorDoes() {
        var options = GenerationOptions(moduleName: "M")
        #expect(options.resolvedNilFields == .null)
        options.runtime = .codable
        #expect(options.resolvedNilFields == .omit)
        options.nilFields = .null
        #expect(options.resolvedNilFields == .null)
        options.runtime = .relaySwift
        options.nilFields = .omit
        #expect(options.resolvedNilFields == .omit)
    }

    @Test func theNilModeDecidesWhatIsEncoded() throws {
        let omit = try #require(try Self.generate { $0.runtime = .codable }["Sources/Shared/InputObjects/Filter.graphql.swift"])
        #expect(omit.contains("try container.__encodeIfPresent(color, __Key(\"color\"))"))
        #expect(omit.contains("try container.__encode(at, __Key(\"at\"))"))
        let null = try #require(try Self.generate { $0.runtime = .codable; $0.nilFields = .null }["Sources/Shared/InputObjects/Filter.graphql.swift"])
        #expect(null.contains("try container.__encode(color, __Key(\"color\"))"))
        #expect(!null.contains("container.__encodeIfPresent("))
        // Decoding reads absent and null alike in both modes.
        for text in [omit, null] {
            #expect(text.contains("self.color = try container.__valueIfPresent(__Key(\"color\"))"))
        }
    }

    @Test func thePackageAndBazelTargetDependOnNothing() throws {
        let package = try #require(try Self.generate { $0.runtime = .codable }["Package.swift"])
        #expect(!package.contains("dependencies"))
        #expect(package.contains("        .target(name: \"Shared\"),\n"))
        let bazel = try #require(try Self.generate { $0.runtime = .codable; $0.layout = .bazel }["BUILD.bazel"])
        #expect(!bazel.contains("deps"))
        let files = try Self.generate { $0.runtime = .codable }
        for (path, text) in files where path.hasSuffix(".swift") {
            #expect(!text.contains("import Relay"), "\(path)")
        }
    }

    @Test func enumsAndInputsTakeSwiftUIGraphQLsShapes() throws {
        let files = try Self.generate { $0.runtime = .codable }
        let color = try #require(files["Sources/Shared/Enums/Color.graphql.swift"])
        #expect(color.contains("public enum Color: String, Hashable, Codable, CaseIterable, Identifiable, Sendable {\n    case red = \"RED\"\n"))
        #expect(color.contains("    public var id: Self {\n        self\n    }\n"))
        let filter = try #require(files["Sources/Shared/InputObjects/Filter.graphql.swift"])
        #expect(filter.contains("public struct Filter: Hashable, Codable, Sendable {\n    public let color: Color?\n"))
    }

    @Test func scalarsSpecifiedByAKnownSpecificationBecomeFoundationTypes() throws {
        let scalars = try #require(try Self.generate { $0.runtime = .codable }["Sources/Shared/CustomScalars.graphql.swift"])
        #expect(scalars.contains("import Foundation\n"))
        #expect(scalars.contains("public typealias WebAddress = Foundation.URL\n"))
        #expect(scalars.contains("public typealias Moment = Foundation.Date\n"))
        #expect(scalars.contains("`.iso8601` date strategies"))
        #expect(scalars.contains("public typealias Key = Foundation.UUID\n"))
        #expect(scalars.contains("public typealias Other = String\n"))

        // The configuration wins; Relay.swift keeps every unmapped scalar a String.
        let overridden = try #require(try Self.generate {
            $0.runtime = .codable
            $0.customScalars["Moment"] = .init(type: "String")
        }["Sources/Shared/CustomScalars.graphql.swift"])
        #expect(overridden.contains("public typealias Moment = String\n"))
        #expect(!overridden.contains("iso8601"))
        let relay = try #require(try Self.generate { _ in }["Sources/Shared/CustomScalars.graphql.swift"])
        #expect(relay.contains("public typealias WebAddress = String\n"))
        #expect(!relay.contains("Foundation"))
    }

    @Test func specificationURLsAreRecognisedInTheirUsualSpellings() {
        for url in ["https://tools.ietf.org/html/rfc3339", "http://www.ietf.org/rfc/rfc3339.txt", "https://datatracker.ietf.org/doc/html/rfc3339/",
                    "https://www.rfc-editor.org/rfc/rfc3339.html#section-5.6", "https://scalars.graphql.org/andimarek/date-time"] {
            #expect(SpecifiedScalars.specification(for: url)?.mapping.type == "Foundation.Date", "\(url)")
        }
        #expect(SpecifiedScalars.specification(for: "https://tools.ietf.org/html/rfc1738")?.mapping.type == "Foundation.URL")
        #expect(SpecifiedScalars.specification(for: "https://tools.ietf.org/html/rfc4122")?.mapping.type == "Foundation.UUID")
        #expect(SpecifiedScalars.specification(for: "https://tools.ietf.org/html/rfc33390") == nil)
        #expect(SpecifiedScalars.specification(for: nil) == nil)
    }

    /// With the codable runtime a `@specifiedBy` URL decides the typealias's type, so `diff`
    /// reports a new URL as a breaking change of the Swift type; with Relay.swift it is only
    /// the doc comment.
    @Test func diffReportsAScalarWhoseSwiftTypeChanges() {
        let old = "scalar When\ninput I { at: When }\n"
        let new = "scalar When @specifiedBy(url: \"https://tools.ietf.org/html/rfc3339\")\ninput I { at: When }\n"
        var codable = GenerationOptions(moduleName: "M")
        codable.runtime = .codable
        let changes = SchemaChanges.diff(old, new, options: codable)
        let change = changes.first { $0.kind == .scalarSwiftTypeChanged }
        #expect(change?.severity == .breaking)
        #expect(change?.swiftEffect == "`When` now stands for `Foundation.Date` instead of `String`.")
        #expect(!SchemaChanges.diff(old, new).contains { $0.kind == .scalarSwiftTypeChanged })
    }

    @Test func theManifestRecordsTheRuntime() throws {
        let manifest = try #require(try Self.generate { $0.runtime = .codable }["shared-types.json"])
        #expect(manifest.contains("\"runtime\": \"codable\""))
        let read = try Manifest.read(SourceFile(path: "shared-types.json", bytes: Array(manifest.utf8))).get()
        #expect(read.runtime == .codable)
        let relay = try #require(try Self.generate { _ in }["shared-types.json"])
        #expect(try Manifest.read(SourceFile(path: "shared-types.json", bytes: Array(relay.utf8))).get().runtime == .relaySwift)
        let unknown = relay.replacingOccurrences(of: "\"runtime\": \"relay-swift\"", with: "\"runtime\": \"apollo\"")
        guard case .failure(let error) = Manifest.read(SourceFile(path: "m.json", bytes: Array(unknown.utf8))) else {
            Issue.record("an unknown runtime was read")
            return
        }
        #expect(error.diagnostics.contains { $0.message.contains("\"runtime\" must be one of \"relay-swift\", \"codable\", found \"apollo\"") })
    }

    @Test func theRuntimeComesFromTheFlagOrTheConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("codable-runtime-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.graphql").path
        try "enum E { A }\ninput I { e: E }\n".write(toFile: schema, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("Out").path

        let flag = Tool.run([schema, "-o", out, "--runtime", "codable", "-q"], in: folder.path)
        #expect(flag.status == 0, "\(flag.errors)")
        #expect((try? String(contentsOfFile: out + "/Package.swift", encoding: .utf8))?.contains("dependencies") == false)

        let config = folder.appendingPathComponent("gen-shared-types.json").path
        try "{\"runtime\": \"codable\", \"nilFields\": \"null\", \"typeFiles\": \"per-type\"}\n".write(toFile: config, atomically: true, encoding: .utf8)
        let configured = Tool.run([schema, "-o", out, "-q"], in: folder.path)
        #expect(configured.status == 0, "\(configured.errors)")
        let input = (try? String(contentsOfFile: out + "/Sources/Out/InputObjects/I.graphql.swift", encoding: .utf8)) ?? ""
        #expect(input.contains("Codable") && input.contains("try container.__encode(e, __Key("))

        #expect(Tool.run([schema, "-o", out, "--runtime", "apollo"], in: folder.path).status == 2)
        let relayPath = Tool.run([schema, "-o", out, "--runtime", "codable", "--relay-path", "../Relay"], in: folder.path)
        #expect(relayPath.status == 2)
        #expect(relayPath.errors.contains("--relay-path names Relay.swift, which runtime codable does not depend on"))
    }

    /// The generated Package.swift builds on its own: SwiftPM resolves no dependency.
    @Test func theGeneratedPackageBuildsWithNoDependency() throws {
        let directory = CompileHarness.root.appendingPathComponent("package/CodableTodo")
        let schema = TestPaths.repositoryRoot.appendingPathComponent("schemas/todo.graphql").path
        let run = Tool.run([schema, "-o", directory.path, "--runtime", "codable", "--quiet"])
        #expect(run.status == 0, "\(run.errors)")
        let (status, log) = try CompileHarness.run(["swift", "build", "--package-path", directory.path, "-Xswiftc", "-warnings-as-errors"])
        #expect(status == 0, "\(log.split(separator: "\n").filter { $0.contains("error") }.prefix(20).joined(separator: "\n"))")
    }
}
