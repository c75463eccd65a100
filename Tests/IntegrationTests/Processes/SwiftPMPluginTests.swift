import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import TestSupport

/// The SwiftPM command plugin, through the real `swift package`: this package's manifest
/// declares it, and a package that depends on this one can run it. Everything lives in
/// `.build-plugin-check/` (its own scratch paths, so nothing contends for the `.build` lock
/// of the running `swift test`, and reruns are incremental). The first run builds the tool
/// for the consumer package, about a minute on two cores.
@Suite(.serialized) struct SwiftPMPluginTests {
    static let root = TestPaths.repositoryRoot.appendingPathComponent(".build-plugin-check")

    static func swiftPackage(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try CompileHarness.run(["swift", "package"] + arguments)
    }

    @Test func theManifestDeclaresTheCommandPlugin() throws {
        let (status, output) = try Self.swiftPackage([
            "--package-path", TestPaths.repositoryRoot.path,
            "--scratch-path", Self.root.appendingPathComponent("self").path,
            "describe", "--type", "json",
        ])
        #expect(status == 0, "\(output)")
        let description = try JSONReader.parse(SourceFile(path: "describe.json", text: String(output.drop { $0 != "{" })))
        let products = description["products"]?.arrayValue ?? []
        #expect(products.contains { $0["name"]?.stringValue == "GenerateSharedTypes" && $0["type"]?["plugin"] != nil })
        let plugin = try #require((description["targets"]?.arrayValue ?? []).first { $0["name"]?.stringValue == "GenerateSharedTypes" })
        let capability = plugin["plugin_capability"]
        #expect(capability?["type"]?.stringValue == "command")
        #expect(capability?["intent"]?["verb"]?.stringValue == "generate-shared-types")
        #expect(capability?["permissions"]?.arrayValue?.first?["type"]?.stringValue == "writeToPackageDirectory")
    }

    /// The README's example: the generated files form a target of the app package itself.
    @Test func aDependentPackageRunsThePluginWithItsConfiguration() throws {
        let consumer = Self.root.appendingPathComponent("consumer")
        try CompileHarness.writeIfChanged(Array("""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [
                    .package(path: \(SwiftSourceText.stringLiteral(TestPaths.repositoryRoot.path))),
                ],
                targets: [
                    .target(name: "SharedTypes", exclude: ["shared-types.json"]),
                    .target(name: "App", dependencies: ["SharedTypes"]),
                ]
            )

            """.utf8), to: consumer.appendingPathComponent("Package.swift"))
        try CompileHarness.writeIfChanged(Array("public let app = \"App\"\n".utf8), to: consumer.appendingPathComponent("Sources/App/App.swift"))
        try CompileHarness.writeIfChanged(Array(try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("schemas/todo.graphql"), encoding: .utf8).utf8),
                                          to: consumer.appendingPathComponent("schema.graphql"))
        let config = consumer.appendingPathComponent(ConfigurationFile.defaultFileName).path
        let output = consumer.appendingPathComponent("Sources/SharedTypes")
        try? FileManager.default.removeItem(atPath: config)
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let initRun = Tool.run(["init", "--schema", "schema.graphql", "--output", "Sources/SharedTypes"], in: consumer.path)
        #expect(initRun.status == 0, "\(initRun.errors)")
        let written = try String(contentsOfFile: config, encoding: .utf8)
        try written.replacingOccurrences(of: "\"layout\": null", with: "\"layout\": \"sources\"").write(toFile: config, atomically: true, encoding: .utf8)

        let list = try Self.swiftPackage(["--package-path", consumer.path, "plugin", "--list"])
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("generate-shared-types") && list.output.contains("GenerateSharedTypes"), "\(list.output)")

        let generate = try Self.swiftPackage(["--package-path", consumer.path, "--allow-writing-to-package-directory", "generate-shared-types"])
        #expect(generate.status == 0, "\(generate.output)")
        #expect(generate.output.contains("Generated SharedTypes in Sources/SharedTypes: 2 enums, 4 input objects, 1 scalar in "), "\(generate.output)")
        let manifest = try String(contentsOfFile: output.appendingPathComponent(Manifest.fileName).path, encoding: .utf8)
        let statusFile = try #require(try Manifest.read(SourceFile(path: Manifest.fileName, text: manifest)).get()
            .entries.first { $0.graphQLName == "TodoStatus" }?.file)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(statusFile).path))

        // Arguments pass through to the tool.
        let check = try Self.swiftPackage(["--package-path", consumer.path, "--allow-writing-to-package-directory", "generate-shared-types", "--check"])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("SharedTypes in Sources/SharedTypes is up to date"), "\(check.output)")

        try FileManager.default.removeItem(atPath: config)
        let missing = try Self.swiftPackage(["--package-path", consumer.path, "--allow-writing-to-package-directory", "generate-shared-types"])
        #expect(missing.status != 0)
        #expect(missing.output.contains("No gen-shared-types.json in \(consumer.path)"), "\(missing.output)")
    }
}
