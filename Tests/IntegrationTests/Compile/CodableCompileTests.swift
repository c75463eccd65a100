import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Modules generated with `--runtime codable` compile, warnings as errors, in Swift 5 and 6
/// modes with no dependency (the targets depend on nothing, not even the stand-in Relay), and
/// behave: a program round-trips the kitchen-sink schema's types through `JSONEncoder` and
/// `JSONDecoder` (Fixtures/CodableBehaviour/main.swift checks itself). Without ../shared the
/// corpus modules are left out of the build.
@Suite(.serialized) struct CodableCompileTests {
    static let kitchenSink = GeneratedCodeCompileTests.kitchenSink
    static let hostileNames = GeneratedCodeCompileTests.hostileNames

    static func codable(_ moduleName: String, _ configure: (inout GenerationOptions) -> Void = { _ in }) -> GenerationOptions {
        var options = GenerationOptions(moduleName: moduleName)
        options.runtime = .codable
        configure(&options)
        return options
    }

    /// The kitchen-sink modules a behaviour program runs, by variant: the program's `variant`
    /// (what it expects) and the options.
    static let behaviourVariants: [(name: String, expects: String, options: GenerationOptions)] = [
        ("Omit", "Omit", codable("CodableKitchenSinkOmit")),
        ("Null", "Null", codable("CodableKitchenSinkNull") { $0.nilFields = .null }),
        ("FutureProof", "FutureProof", codable("CodableKitchenSinkFutureProof") { $0.futureProofEnums = true; $0.enumCaseStyle = .camelCase }),
        ("WideOmit", "Omit", codable("CodableKitchenSinkWideOmit") { $0.wideTypeLayout = .everyTypeWide }),
        ("WideNull", "Null", codable("CodableKitchenSinkWideNull") { $0.wideTypeLayout = .everyTypeWide; $0.nilFields = .null }),
        ("WideFutureProof", "FutureProof", codable("CodableKitchenSinkWideFutureProof") {
            $0.wideTypeLayout = .everyTypeWide; $0.futureProofEnums = true; $0.enumCaseStyle = .camelCase
        }),
        ("Package", "Omit", codable("CodableKitchenSinkPackage") { $0.accessLevel = .package }),
    ]

    static let build: Result<CompileHarness.BuildResult, Error> = Result {
        var targets: [CompileHarness.Target] = []
        for schema in TestPaths.corpusSchemas {
            let name = "Codable" + GeneratedCodeCompileTests.moduleName(for: schema)
            let path = TestPaths.corpusRoot.appendingPathComponent(schema).path
            for swift6 in [false, true] {
                let module = name + (swift6 ? "_6" : "_5")
                let output = try CompileHarness.generate([path], options: codable(module))
                targets.append(.init(name: module, files: output.files, dependencies: [], swift6: swift6))
            }
        }
        for variant in behaviourVariants {
            for swift6 in [false, true] {
                var options = variant.options
                options.moduleName += swift6 ? "6" : ""
                targets.append(.init(name: options.moduleName, files: try CompileHarness.generate([kitchenSink], options: options).files, dependencies: [], swift6: swift6))
            }
            targets.append(.init(name: "CodableBehaviour\(variant.name)", files: behaviourProgram(module: variant.options.moduleName, variant: variant.expects),
                                 dependencies: [variant.options.moduleName], isExecutable: true, swift6: true))
        }
        for (suffix, configure) in GeneratedCodeCompileTests.hostileNameVariants {
            let options = codable("CodableHostileNames" + suffix, configure)
            targets.append(.init(name: options.moduleName, files: try CompileHarness.generate([hostileNames], options: options).files, dependencies: [], swift6: true))
        }
        let nonExhaustive = codable("CodableKitchenSinkNonExhaustive") { $0.nonExhaustiveEnums = true; $0.futureProofEnums = true }
        targets.append(.init(name: nonExhaustive.moduleName, files: try CompileHarness.generate([kitchenSink], options: nonExhaustive).files, dependencies: [], swift6: true))
        return try CompileHarness.build(package: "GeneratedCodable", targets: targets)
    }

    /// The behaviour program with the module and the variant it expects substituted.
    static func behaviourProgram(module: String, variant: String) -> [GeneratedFile] {
        let path = TestPaths.fixtures.appendingPathComponent("CodableBehaviour/main.swift").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return [GeneratedFile(path: "main.swift", text: text.replacingOccurrences(of: "import KitchenSink\n", with: "import \(module)\nlet variant = \"\(variant)\"\n"))]
    }

    static func requireBuild() throws -> CompileHarness.BuildResult {
        let result = try build.get()
        if !result.succeeded {
            Issue.record("the generated Codable package did not build:\n\(result.problems)")
        }
        return result
    }

    @Test func everyCodableModuleCompilesWithoutWarningsOrDependencies() throws {
        let result = try Self.requireBuild()
        #expect(result.succeeded)
    }

    /// Every corpus schema, in Swift 5 and Swift 6 modes; built only beside ../shared.
    @Test(.needs(.corpus)) func theCorpusModulesCompile() throws {
        let result = try Self.requireBuild()
        #expect(result.succeeded)
        let sources = result.packageDirectory.appendingPathComponent("Sources")
        for schema in TestPaths.corpusSchemas {
            for mode in ["_5", "_6"] {
                let target = "Codable" + GeneratedCodeCompileTests.moduleName(for: schema) + mode
                #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(target).path), "\(target)")
            }
        }
    }

    @Test(arguments: behaviourVariants.map(\.name))
    func codableTypesRoundTripThroughJSON(variant: String) throws {
        let result = try Self.requireBuild()
        try #require(result.succeeded)
        let (status, output) = try CompileHarness.runExecutable("CodableBehaviour\(variant)", in: result)
        #expect(status == 0, "\(output)")
        #expect(output.hasSuffix("all checks passed\n"), "\(output)")
    }
}
