import Foundation
import Testing
@testable import SharedTypesKit

/// The compiled built-in templates (`CompiledTemplates`) must write exactly what the template
/// interpreter writes from the same templates. A templates folder holding copies of the
/// built-in templates makes `generate` use the interpreter, so the two outputs are compared
/// whole, for every schema of the corpus and this repository, with the options that change
/// what the compiled templates write.
@Suite struct CompiledTemplatesTests {
    static let schemas: [String] = {
        let repositorySchemas = ["hostile-names.graphql", "kitchen-sink.graphql", "todo.graphql"].map {
            TestPaths.repositoryRoot.appendingPathComponent("schemas/\($0)").path
        }
        return TestPaths.corpusSchemas.map { TestPaths.corpusRoot.appendingPathComponent($0).path } + repositorySchemas
    }()

    /// Option sets that reach every branch of the compiled templates between them.
    static func optionSets() -> [GenerationOptions] {
        var standard = GenerationOptions(moduleName: "Shared")
        standard.nilFields = .omit
        var futureProof = GenerationOptions(moduleName: "Shared")
        futureProof.futureProofEnums = true
        futureProof.nilFields = .null
        // Every enum wide (its parts and `known-cases`), cases named as in the schema.
        var wideEnums = GenerationOptions(moduleName: "Shared")
        wideEnums.enumCaseStyle = .unchanged
        wideEnums.wideTypeLayout = WideTypeLayout(inputFieldLimit: 10_000, inputPartSize: 50, enumValueLimit: 1, enumPartSize: 2)
        var wideFutureProof = wideEnums
        wideFutureProof.futureProofEnums = true
        return [standard, futureProof, wideEnums, wideFutureProof]
    }

    @Test(arguments: schemas)
    func compiledTemplatesWriteWhatTheInterpreterWrites(schema: String) throws {
        let model = try #require(SchemaReader.read(paths: [schema]).model)
        let templatesFolder = TestPaths.repositoryRoot.appendingPathComponent("templates").path
        // The premise: the same texts from a folder are interpreted, the built-in ones compiled.
        #expect(try !TemplateSet.load(overrideDirectory: templatesFolder).get().isBuiltIn)
        #expect(try TemplateSet.load(overrideDirectory: nil).get().isBuiltIn)
        for options in Self.optionSets() {
            let compiled = SharedTypesGenerator.generate(model, options: options)
            let interpreted = SharedTypesGenerator.generate(model, options: options, templatesDirectory: templatesFolder)
            #expect(compiled.diagnostics.allSatisfy { $0.severity != .error })
            #expect(compiled.files.map(\.path) == interpreted.files.map(\.path))
            for (mine, theirs) in zip(compiled.files, interpreted.files) where mine != theirs {
                Issue.record("\(schema), \(mine.path) (future-proof: \(options.futureProofEnums), wide enums: \(options.wideTypeLayout.enumValueLimit == 1)):\n\(firstDifference(mine.text, theirs.text))")
                return
            }
        }
    }

    @Test func onlyTheBuiltInTemplatesAreCompiled() throws {
        let builtIn = try TemplateSet.load(overrideDirectory: nil).get()
        #expect(builtIn.isBuiltIn)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A user's header replaces the built-in one in every file, enums and input objects too.
        try "// Ours\n".write(to: folder.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
        let custom = try TemplateSet.load(overrideDirectory: folder.path).get()
        #expect(!custom.isBuiltIn)
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "s.graphql", text: "enum Color { RED }\ninput Point { x: Int }")]).model)
        let output = SharedTypesGenerator.generate(model, options: GenerationOptions(moduleName: "Shared"), templatesDirectory: folder.path)
        let typeFiles = output.files.filter { $0.path.hasSuffix("/Color.graphql.swift") || $0.path.hasSuffix("/Point.graphql.swift") }
        #expect(typeFiles.count == 2)
        #expect(typeFiles.allSatisfy { $0.text.hasPrefix("// Ours\n") })
    }

    private func firstDifference(_ mine: String, _ theirs: String) -> String {
        let mineLines = mine.split(separator: "\n", omittingEmptySubsequences: false)
        let theirLines = theirs.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (a, b)) in zip(mineLines, theirLines).enumerated() where a != b {
            return "line \(number + 1):\n  compiled:    \(a)\n  interpreted: \(b)"
        }
        return "line counts differ: compiled \(mineLines.count), interpreted \(theirLines.count)"
    }
}

/// Each `ContextShape` must list exactly the members its context answers, of the kinds it
/// answers them: the compiler resolves names by the shape, the interpreter by the context.
@Suite struct ContextShapeTests {
    static let schema = """
        "A color."
        enum Color { RED "Old." GREEN @deprecated(reason: "No.") BLUE }
        input Point { "X." x: Int = 1, y: Int!, next: Point, old: String @deprecated }
        """

    static func module() throws -> (SwiftModule, ModuleContextValues) {
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "s.graphql", text: schema)]).model)
        var options = GenerationOptions(moduleName: "Shared")
        options.wideTypeLayout = WideTypeLayout(inputFieldLimit: 10_000, inputPartSize: 50, enumValueLimit: 1, enumPartSize: 2)
        let (module, _) = Translator.translate(model, options: options)
        return (module, ModuleContextValues(module: module, options: options, schemaFiles: "s.graphql"))
    }

    @Test func enumShapesMatchTheirContexts() throws {
        let (module, shared) = try Self.module()
        let context = EnumContext(try #require(module.enums.first), module: shared)
        try check(context.root, shape: .enumFile)
    }

    @Test func inputObjectShapesMatchTheirContexts() throws {
        let (module, shared) = try Self.module()
        let context = InputObjectContext(try #require(module.inputObjects.first), module: shared)
        try check(context.root, shape: .inputObjectFile)
    }

    /// Checks `value` against `shape` for every key, and every item of its lists against theirs.
    private func check(_ value: TemplateValue, shape: ContextShape) throws {
        for key in TemplateKey.allCases {
            let answer = value[key.rawValue]
            guard let member = shape.members[key] else {
                #expect(answer == nil, "\(shape.typeName) answers \(key), which its shape does not list")
                continue
            }
            let answered = try #require(answer, "\(shape.typeName) does not answer \(key), which its shape lists")
            switch (member.kind, answered) {
            case (.string, .string), (.bool, .bool), (.int, .int), (.strings, .strings),
                 (.optionalString, .string), (.optionalString, .null):
                break
            case (.items(let itemShape), .views(let list)):
                #expect(!list.indices.isEmpty, "\(shape.typeName).\(key) is empty here, so its items go unchecked")
                for index in list.indices {
                    try check(.view(list.item(index)), shape: itemShape)
                }
            default:
                Issue.record("\(shape.typeName).\(key) is \(answered), not \(member.kind)")
            }
        }
    }
}

/// What the template compiler refuses, with the reason the regeneration test then reports:
/// constructs the built-in templates do not use, whose meaning it would have to guess.
@Suite struct TemplateCompilerTests {
    static func compile(_ text: String) throws(TemplateCompiler.Unsupported) -> String {
        let templates = (try? [
            "enum.swift.mustache": MustacheTemplate(path: "enum.swift.mustache", text: text),
            "header.mustache": MustacheTemplate(path: "header.mustache", text: "// header\n"),
        ]) ?? [:]
        let function = TemplateCompiler.Function(template: "enum.swift.mustache", name: "enumFile", root: .enumFile)
        return try TemplateCompiler.compile(function, templates: templates)
    }

    @Test(arguments: [
        ("{{cases.name}}", "dotted name cases.name"),
        ("{{#.}}x{{/.}}", "a section over `.`"),
        ("{{^.}}x{{/.}}", "an inverted section over `.`"),
        ("{{imports}}", "a list written as a variable (root.imports)"),
        ("{{> missing}}", "no partial missing"),
    ])
    func refusesWhatItWouldHaveToGuess(template: String, reason: String) {
        #expect(throws: TemplateCompiler.Unsupported.self) { try Self.compile(template) }
        do {
            _ = try Self.compile(template)
        } catch {
            #expect(error.description == reason)
        }
    }

    @Test func resolvesNamesThroughTheStackAndDropsUnusedBindings() throws {
        let source = try Self.compile("{{> header}}{{#cases}}{{name}} in {{stringType}}{{#deprecation}}!{{/deprecation}}{{/cases}}{{#imports}}-{{/imports}}{{unknown}}")
        // The partial is inlined; a case's name is the item's, `stringType` the enum's.
        #expect(source.contains(#"output.append("// header\n")"#))
        #expect(source.contains("output.append(utf8: list1.source.name(at: index2))"))
        #expect(source.contains("output.append(utf8: root.stringType)"))
        // Bound values that nothing reads are not bound, and an unknown name writes nothing.
        #expect(source.contains("if list1.source.deprecation(at: index2) != nil {"))
        #expect(source.contains("for _ in root.imports {"))
        #expect(!source.contains("unknown"))
    }
}
