import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesCLI
@testable import TestSupport

/// The output is committed and reviewed: a change that alters no declaration must not touch
/// the generated files. The tool's version and the schema files' names are recorded in the
/// manifest only, so an upgrade or a renamed schema file changes `shared-types.json` alone.
@Suite struct ReviewNoiseTests {
    /// Every file of every layout, rendered with the built-in templates against contexts whose
    /// `version` and `schemaFiles` differ, has the same bytes (the values stay in the context
    /// for a header template of the user's).
    @Test(arguments: [GenerationOptions.Layout.package, .sources, .bazel])
    func generatedFilesDoNotDependOnTheVersionOrTheSchemaFileNames(layout: GenerationOptions.Layout) throws {
        let model = try #require(SchemaReader.read(paths: [TestPaths.kitchenSink]).model)
        var options = GenerationOptions(moduleName: "KitchenSink")
        options.layout = layout
        let module = Translator.translate(model, options: options).module
        let templates = try TemplateSet.load(overrideDirectory: nil).get()
        let renderer = ModuleRenderer(templates: templates, options: options, schemaFileNames: ["kitchen-sink.graphql"])
        let contexts = TemplateContexts(module: module, options: options, schemaFileNames: ["kitchen-sink.graphql"])
        let jobs = renderer.layOut(module).jobs
        #expect(jobs.count > 10)
        for job in jobs {
            let context = try renderer.context(of: job, contexts)
            guard case .object(var members) = context else {
                Issue.record("\(job.path): the context is not an object")
                continue
            }
            #expect(members["version"] == .string(GenSharedTypes.version))
            members["version"] = .string("99.1.0-upgraded")
            members["schemaFiles"] = .string("renamed.json")
            let original = try templates.render(job.template, context)
            let changed = try templates.render(job.template, .object(members))
            #expect(original == changed, "\(job.path)")
            #expect(!String(decoding: original, as: UTF8.self).contains("kitchen-sink.graphql"), "\(job.path)")
        }
    }

    /// Generating the same schema from a file of another name rewrites only the manifest,
    /// which records the new name; every other file keeps its bytes and its modification time.
    @Test(arguments: [GenerationOptions.Layout.package, .bazel])
    func renamingTheSchemaFileChangesOnlyTheManifest(layout: GenerationOptions.Layout) throws {
        let workspace = try OutputWorkspace(schema: try String(contentsOfFile: TestPaths.kitchenSink, encoding: .utf8))
        workspace.typeFiles = nil
        let first = workspace.generate(["--layout", layout.rawValue])
        #expect(first.status == 0, "\(first.errors)")
        let before = workspace.snapshot()
        let dates = before.keys.reduce(into: [String: Date]()) { $0[$1] = workspace.modificationDate($1) }

        let renamed = workspace.root.appendingPathComponent("api-schema.graphql").path
        try FileManager.default.moveItem(atPath: workspace.schema, toPath: renamed)
        let run = Tool.run([renamed, "-o", workspace.output, "--layout", layout.rawValue], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("(0 added, 1 changed, 0 removed, \(before.count - 1) unchanged)"), "\(run.output)")
        let after = workspace.snapshot()
        #expect(Set(after.keys) == Set(before.keys))
        for (path, contents) in before where path != Manifest.fileName {
            #expect(after[path] == contents, "\(path)")
            #expect(workspace.modificationDate(path) == dates[path], "\(path)")
        }
        #expect(before[Manifest.fileName]?.contains(#""schemaFiles": [\#n    "schema.graphql"\#n  ]"#) == true)
        #expect(after[Manifest.fileName]?.contains(#""schemaFiles": [\#n    "api-schema.graphql"\#n  ]"#) == true)
        #expect(after[Manifest.fileName]?.contains(#""version": "\#(GenSharedTypes.version)""#) == true)
    }

    /// What an upgrade of the tool looks like to the folder: a manifest written by another
    /// version (its version and fingerprints differ) is replaced, and nothing else is.
    @Test func aManifestFromAnotherVersionIsTheOnlyFileRewritten() throws {
        let workspace = try OutputWorkspace(schema: OutputWorkspace.sampleSchema)
        #expect(workspace.generate().status == 0)
        let before = workspace.snapshot()
        let manifest = try #require(before[Manifest.fileName])
        // The manifest an older version would have written: another version and fingerprints,
        // with a checksum that matches, so that the run trusts it and sees it is stale.
        var older = manifest.replacingOccurrences(of: #""version": "\#(GenSharedTypes.version)""#, with: #""version": "0.0.1""#)
        older = older.replacingOccurrences(of: #""fingerprint": ""#, with: #""fingerprint": "older-"#)
        older = older.replacingOccurrences(of: #""input": ""#, with: #""input": "older-"#)
        let checksum = try #require(older.range(of: ",\n  \"checksum\": \""))
        let body = String(older[..<checksum.lowerBound])
        older = body + ",\n  \"checksum\": \"\(ContentHash.of(Array(body.utf8)))\"\n}\n"
        try older.write(toFile: workspace.path(Manifest.fileName), atomically: true, encoding: .utf8)

        let run = workspace.generate()
        #expect(run.output.contains("(0 added, 1 changed, 0 removed, \(before.count - 1) unchanged)"), "\(run.output)")
        #expect(workspace.snapshot() == before)
    }
}
