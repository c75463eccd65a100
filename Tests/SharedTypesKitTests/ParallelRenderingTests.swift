import Testing
@testable import SharedTypesKit

/// Large schemas are rendered on several threads; the result must not depend on it.
@Suite struct ParallelRenderingTests {
    /// Enough types to pass `ModuleRenderer.parallelThreshold`, with names that clash by case.
    static let schema: String = {
        var text = "enum status { A }\nenum Status { B }\nenum STATUS { C }\n"
        for number in 0..<(ModuleRenderer.parallelThreshold + 20) {
            text += "\"Enum \(number).\"\nenum Enum\(number) { ONE TWO @deprecated }\n"
            text += "input Input\(number) { value: Enum\(number) = ONE, next: Input\((number + 1) % 30), list: [Int!] }\n"
        }
        return text
    }()

    static func generate() throws -> [GeneratedFile] {
        let read = SchemaReader.read(files: [SourceFile(path: "big.graphql", text: schema)])
        let model = try #require(read.model)
        let output = SharedTypesGenerator.generate(model, options: GenerationOptions(moduleName: "Big"))
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        return output.files
    }

    @Test func outputIsTheSameOnEveryRunAndInTypeOrder() throws {
        let first = try Self.generate()
        #expect(first.count > ModuleRenderer.parallelThreshold)
        for _ in 0..<5 {
            #expect(try Self.generate() == first)
        }
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

/// Enum files rendered early (`EarlyEnumFiles`, while input objects translate) must come out
/// as if rendered with the rest, each handed to `onFile` once, however many were done early.
@Suite struct EarlyEnumFilesTests {
    /// Collects what `onFile` is given, from any thread.
    final class Handed: @unchecked Sendable {
        private let lock = ConditionLock()
        private var files: [GeneratedFile] = []
        func add(_ file: GeneratedFile) { lock.withLock { files.append(file) } }
        var all: [GeneratedFile] { lock.withLock { files } }
    }

    enum StopAt: CaseIterable { case start, midway, end, whenever }

    static func model() throws -> SchemaModel {
        let read = SchemaReader.read(files: [SourceFile(path: "big.graphql", text: ParallelRenderingTests.schema)])
        return try #require(read.model)
    }

    @Test(arguments: StopAt.allCases, [GenerationOptions.Layout.package, .sources, .bazel])
    func earlyFilesMatchTheOrdinaryRendering(stopAt: StopAt, layout: GenerationOptions.Layout) throws {
        let model = try Self.model()
        var options = GenerationOptions(moduleName: "Big")
        options.layout = layout
        let ordinary = SharedTypesGenerator.generate(model, options: options).files
        let templates = try TemplateSet.load(overrideDirectory: nil).get()

        let module = Translator.translate(model, options: options).module
        #expect(EarlyEnumFiles.isWorthwhile(for: model) == (processorCount > 1))
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: model.sourceFileNames)
        let handed = Handed()
        let early = EarlyEnumFiles(enumNames: model.enums.map(\.name), module: module, renderer: renderer, onFile: { handed.add($0) })
        if stopAt == .start { _ = early.stop() }
        var published = 0
        for swiftEnum in module.enums {
            early.publish(swiftEnum)
            published += 1
            if stopAt == .midway && published == model.enums.count / 2 { _ = early.stop() }
        }
        if stopAt == .end { _ = early.results() }
        let fingerprint = OutputFingerprint.model(model, options: options, templateIdentity: templates.identity)
        let files = try renderer.render(module, fingerprints: (fingerprint, nil), early: early, onFile: { handed.add($0) })

        #expect(files.map(\.path) == ordinary.map(\.path))
        let sameContents = files == ordinary
        #expect(sameContents)
        if stopAt == .end { #expect(early.stop() == module.enums.count) }
        // Every file once, the manifest last.
        let all = handed.all
        #expect(all.count == files.count)
        #expect(Set(all.map(\.path)) == Set(files.map(\.path)))
        #expect(all.last?.path == Manifest.fileName)
    }

    @Test func generatingWithAConsumerMatchesGeneratingWithout() throws {
        let model = try Self.model()
        let options = GenerationOptions(moduleName: "Big")
        let ordinary = SharedTypesGenerator.generate(model, options: options)
        let handed = Handed()
        let streamed = SharedTypesGenerator.generate(model, options: options, onFile: { handed.add($0) })
        let sameFiles = streamed.files == ordinary.files
        #expect(sameFiles)
        #expect(streamed.diagnostics.map(\.message) == ordinary.diagnostics.map(\.message))
        #expect(handed.all.count == ordinary.files.count)
    }
}
