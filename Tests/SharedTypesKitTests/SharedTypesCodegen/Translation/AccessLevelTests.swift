import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesCLI
@testable import TestSupport

/// `--access-level`: every generated declaration takes the chosen level; levels below
/// `public` are for files compiled into the app's own targets (`--layout sources`).
@Suite struct AccessLevelTests {
    static func files(_ level: GenerationOptions.AccessLevel) throws -> [GeneratedFile] {
        var options = GenerationOptions(moduleName: "KitchenSink")
        options.layout = .sources
        options.typeFiles = .perType
        options.accessLevel = level
        let model = try #require(SchemaReader.read(paths: [TestPaths.kitchenSink]).model)
        let output = GenerationPipeline.generate(model, options: options)
        #expect(!output.diagnostics.contains { $0.severity == .error })
        return output.files.filter { $0.path.hasSuffix(".swift") }
    }

    @Test func internalDeclarationsCarryNoModifier() throws {
        for file in try Self.files(.internal) {
            #expect(!file.text.contains("public "), "\(file.path) still declares something public")
        }
        let color = try #require(try Self.files(.internal).first { $0.path == "Enums/Color.graphql.swift" })
        #expect(color.text.contains("\nenum Color: String, "))
        #expect(color.text.contains("\n    var description: String {"))
    }

    @Test func packageReplacesEveryPublic() throws {
        let publicFiles = try Self.files(.public)
        let packageFiles = try Self.files(.package)
        #expect(publicFiles.map(\.path) == packageFiles.map(\.path))
        for (plain, package) in zip(publicFiles, packageFiles) {
            // The same file with each `public ` written `package `, nothing else.
            #expect(plain.text.replacingOccurrences(of: "public ", with: "package ") == package.text, "\(plain.path)")
        }
    }

    @Test func levelsBelowPublicNeedTheSourcesLayout() {
        for layout in ["package", "bazel"] {
            let run = Tool.run([TestPaths.kitchenSink, "-o", "/nonexistent/Out", "--layout", layout, "--access-level", "internal"])
            #expect(run.status == ExitStatus.usage)
            #expect(run.errors.contains("access level internal needs --layout sources"), "\(run.errors)")
        }
        let bad = Tool.run([TestPaths.kitchenSink, "-o", "/nonexistent/Out", "--access-level", "open"])
        #expect(bad.status == ExitStatus.usage)
        #expect(bad.errors.contains("--access-level must be public, package or internal, found 'open'\n"))
    }
}
