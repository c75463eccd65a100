// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen

/// Compiles generated code for real: writes a SwiftPM package with one target per generated
/// module, compiled and linked against the real Relay.swift runtime (`RelayRuntime`, built
/// once per test run), and builds it once with warnings as errors. In a fresh clone without
/// `../shared/relay-swift` the package holds the stand-in `Relay` module (Fixtures/Relay)
/// as a target instead. One package for everything lets the targets compile in parallel;
/// the package lives in `.build-compile-tests/` so reruns are incremental.
enum CompileHarness {
    static let root = TestPaths.repositoryRoot.appendingPathComponent(".build-compile-tests")

    struct Target {
        var name: String
        var files: [GeneratedFile]
        var dependencies: [String] = ["Relay"]
        var isExecutable = false
        var swift6 = false
        /// Off only for test programs that use deprecated API on purpose.
        var warningsAsErrors = true
        /// More compiler flags (`-enable-upcoming-feature X`).
        var extraFlags: [String] = []
    }

    struct BuildResult {
        var succeeded: Bool
        var log: String
        var packageDirectory: URL

        /// Compiler errors and warnings, without the noise.
        var problems: String {
            log.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }.prefix(40).joined(separator: "\n")
        }
    }

    /// The stand-in Relay module's sources.
    static var relayFiles: [GeneratedFile] {
        ((try? RelayStandIn.sourceFiles()) ?? []).compactMap { file in
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return GeneratedFile(path: file.lastPathComponent, contents: [UInt8](data))
        }
    }

    /// Writes the package `name` with `targets` and builds it against this run's Relay
    /// runtime. With the stand-in, the package also has a `Relay` target (the stand-in's files
    /// plus `relayExtras`), and `dependencies` naming `Relay` refer to it; with the real
    /// runtime every target finds and links the prebuilt modules, and `relayExtras` are unused.
    static func build(package name: String, targets: [Target], products: [String] = [], relayExtras: [GeneratedFile] = []) throws -> BuildResult {
        let runtime = try RelayRuntime.current.get()
        // A package of its own for each runtime, neither named as packages were before the
        // real runtime: stand-in `Relay` or `RelaySwiftUI` modules left in a build folder
        // would shadow the real ones.
        let directory = root.appendingPathComponent(name + (runtime.isReal ? "-RealRelay" : "-StandIn"))
        var manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                targets: [

            """
        var expectedFolders: Set<String> = []
        if !runtime.isReal {
            manifest += "        .target(name: \"Relay\", swiftSettings: [.swiftLanguageMode(.v5)]),\n"
            expectedFolders.insert("Relay")
        }
        func list(_ items: [String]) -> String {
            items.map { SwiftSourceText.stringLiteral($0) }.joined(separator: ", ")
        }
        for target in targets {
            let kind = target.isExecutable ? "executableTarget" : "target"
            let dependencies = target.dependencies.filter { !runtime.isReal || $0 != "Relay" }
            let mode = target.swift6 ? ".v6" : ".v5"
            let flags = runtime.compilerFlags + (target.warningsAsErrors ? ["-warnings-as-errors"] : []) + target.extraFlags
            let swiftFlags = flags.isEmpty ? "" : ", .unsafeFlags([\(list(flags))])"
            let linker = runtime.linkerFlags.isEmpty ? "" : ", linkerSettings: [.unsafeFlags([\(list(runtime.linkerFlags))])]"
            manifest += "        .\(kind)(name: \"\(target.name)\", dependencies: [\(list(dependencies))], swiftSettings: [.swiftLanguageMode(\(mode))\(swiftFlags)]\(linker)),\n"
            expectedFolders.insert(target.name)
        }
        manifest += "    ]\n)\n"
        try writeIfChanged(Array(manifest.utf8), to: directory.appendingPathComponent("Package.swift"))
        if !runtime.isReal {
            try sync(relayFiles + relayExtras, into: directory.appendingPathComponent("Sources/Relay"))
        }
        for target in targets {
            // Only Swift sources go into a target (the manifest is not one).
            try sync(target.files.filter { $0.path.hasSuffix(".swift") }, into: directory.appendingPathComponent("Sources/\(target.name)"))
        }
        // Drop targets of earlier runs that are gone now.
        let sources = directory.appendingPathComponent("Sources")
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] where !expectedFolders.contains(folder) {
            try? FileManager.default.removeItem(at: sources.appendingPathComponent(folder))
        }
        let (status, log) = try run(["swift", "build", "--package-path", directory.path] + products.flatMap { ["--product", $0] })
        return BuildResult(succeeded: status == 0, log: log, packageDirectory: directory)
    }

    /// Runs a built executable of package `name` and returns its standard output.
    static func runExecutable(_ product: String, in result: BuildResult) throws -> (status: Int32, output: String) {
        let (status, binPath) = try run(["swift", "build", "--package-path", result.packageDirectory.path, "--show-bin-path"])
        guard status == 0 else { return (status, binPath) }
        let path = binPath.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? ""
        return try run([path + "/" + product], mergeErrors: false)
    }

    /// Makes `directory` hold exactly `files`, rewriting only what changed (so the build
    /// stays incremental).
    static func sync(_ files: [GeneratedFile], into directory: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var wanted = Set<String>()
        for file in files {
            wanted.insert(file.path)
            let url = directory.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeIfChanged(file.contents, to: url)
        }
        if let enumerator = manager.enumerator(atPath: directory.path) {
            for case let relative as String in enumerator where relative.hasSuffix(".swift") && !wanted.contains(relative) {
                try? manager.removeItem(at: directory.appendingPathComponent(relative))
            }
        }
    }

    static func writeIfChanged(_ bytes: [UInt8], to url: URL) throws {
        if let existing = FileManager.default.contents(atPath: url.path), [UInt8](existing) == bytes { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Runs a command, returning its exit status and output (stderr merged in by default), in
    /// `directory` and with `environment` when given (else the test process's own).
    static func run(_ arguments: [String], mergeErrors: Bool = true, in directory: URL? = nil,
                    environment: [String: String]? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = mergeErrors ? pipe : FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Generates the module for a schema file with `options`, failing on errors.
    static func generate(_ paths: [String], options: GenerationOptions) throws -> GenerationPipeline.GeneratedModule {
        let read = SchemaReader.read(paths: paths)
        guard let model = read.model else {
            throw HarnessError("schema errors: \(read.diagnostics.map(summary))")
        }
        var options = options
        options.layout = .sources
        let output = GenerationPipeline.generate(model, options: options)
        if output.diagnostics.contains(where: { $0.severity == .error }) || output.files.isEmpty { throw HarnessError("generation failed: \(output.diagnostics.map(summary))") }
        return output
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
#endif
