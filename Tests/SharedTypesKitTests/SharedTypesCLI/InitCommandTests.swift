import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import TestSupport

/// `gen-shared-types init`: a starting configuration that the reader takes back unchanged.
@Suite struct InitCommandTests {
    @Test func writesEveryOptionAsNullAndRoundTrips() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let run = Tool.run(["init"], in: workspace.root.path)
        let path = workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(ConfigurationFile.defaultFileName)."), "\(run.output)")
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })

        let config = try ConfigurationFile.read(SourceFile(path: path, bytes: bytes)).get()
        let defaults = GenerationOptions(moduleName: "SharedTypes")
        #expect(config.schemas == ["schema.graphql"])
        #expect(config.output == "SharedTypes")
        #expect(config.module == nil)
        // The options are null, so that they leave a preset's values alone.
        #expect(config.enumCaseStyle == nil)
        #expect(config.futureProofEnums == nil)
        #expect(config.hashableInputs == nil)
        #expect(config.nullableDefaults == nil)
        #expect(config.nilFields == nil)
        #expect(config.preset == nil)
        #expect(config.customScalars.isEmpty)
        #expect(config.renames.isEmpty)
        #expect(config.runtimePackage == defaults.runtimePackage)
        #expect(config.layout == nil)
        #expect(config.bazelRuntimeLabel == defaults.bazelRuntimeLabel)
        #expect(config.templates == nil)
    }

    @Test func everyOptionHasAHelpEntryRightBeforeIt() throws {
        let defaults = GenerationOptions(moduleName: "")
        let document = ConfigurationTemplate.bytes(schemas: ["schema.graphql"], output: "SharedTypes")
        let root = try JSONReader.parse(SourceFile(path: "gen-shared-types.json", bytes: document))
        let members = try #require(root.objectValue?.members)
        let keys = members.map(\.key)
        #expect(keys.first == "_help")
        let options = keys.filter { !$0.hasPrefix("_") }
        #expect(options == ConfigurationFile.keys.map(\.name), "every option, in the documented order")
        for option in ConfigurationFile.keys {
            let index = try #require(keys.firstIndex(of: option.name))
            #expect(keys[index - 1] == "_help_" + option.name)
            let help = try #require(members[index - 1].value.stringValue)
            #expect(help.hasPrefix(option.help))
            if let setting = GenerationSetting.byKey[option.name] {
                #expect(members[index].value.isNull, "\(option.name) is written as null")
                if case .bool(let value) = setting.valueJSON(defaults) { #expect(help.hasSuffix(" null: the default (\(value)).")) }
            } else {
                #expect(help == option.help)
            }
        }
        let text = String(decoding: document, as: UTF8.self)
        #expect(text.contains("\n  \"_help_layout\": \"\\\"package\\\" (Package.swift and Sources/), \\\"sources\\\" (Swift files only) or \\\"bazel\\\" (Swift files and a BUILD.bazel). null: the default (\\\"package\\\").\",\n  \"layout\": null,\n"))
        #expect(text.contains("\n  \"module\": null,\n"))
        #expect(text.contains("\n  \"relay\": {\n    \"url\": \"https://github.com/relay-tools/Relay.swift\",\n    \"from\": \"1.1.0\"\n  },\n"))
    }

    @Test func refusesToOverwriteAnExistingFile() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let path = workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path
        try "{\"output\": \"Mine\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = Tool.run(["init"], in: workspace.root.path)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "error: \(ConfigurationFile.defaultFileName) already exists; it was left unchanged. Pass --force to replace it, or name another file.\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"output\": \"Mine\"}\n")
    }

    @Test func theWrittenFileDrivesGenerate() throws {
        let workspace = try OutputWorkspace(schema: "enum Color { RED }\ninput I { c: Color }\n")
        let custom = workspace.root.appendingPathComponent("config/types.json").path
        try FileManager.default.createDirectory(at: workspace.root.appendingPathComponent("config"), withIntermediateDirectories: true)
        let initRun = Tool.run(["init", custom, "--schema", "../schema.graphql", "--output", "../Generated/AppTypes"], in: workspace.root.path)
        #expect(initRun.status == 0, "\(initRun.errors)")
        let generate = Tool.run(["--config", custom], in: workspace.root.path)
        #expect(generate.status == 0, "\(generate.errors)")
        #expect(generate.output.hasPrefix("Generated AppTypes in Generated/AppTypes: "), "\(generate.output)")
        // The template's default layout: the manifest names Color's bucket file, and it is there.
        let output = workspace.root.appendingPathComponent("Generated/AppTypes")
        let manifestPath = output.appendingPathComponent(Manifest.fileName).path
        let manifestText = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let manifest = try #require(try? Manifest.read(SourceFile(path: manifestPath, text: manifestText)).get())
        let colorFile = try #require(manifest.entries.first { $0.graphQLName == "Color" }?.file)
        #expect(colorFile.hasPrefix("Sources/AppTypes/Types/Types") && colorFile.hasSuffix(".graphql.swift"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(colorFile).path))
        #expect(Tool.run(["init", "a.json", "b.json"], in: workspace.root.path).status == 2)
        let emptyOutput = Tool.run(["init", workspace.root.appendingPathComponent("e.json").path, "--output", ""], in: workspace.root.path)
        #expect(emptyOutput.status == 2)
        #expect(emptyOutput.errors.hasPrefix("error: an empty path was given\nUSAGE: gen-shared-types init"), "\(emptyOutput.errors)")
        #expect(Tool.run(["init", workspace.root.appendingPathComponent("e.json").path, "--schema", ""], in: workspace.root.path).status == 2)
        #expect(!FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("e.json").path))
    }

    @Test func forceReplacesAnExistingFile() throws {
        let workspace = try OutputWorkspace(schema: "enum E { A }")
        let path = workspace.root.appendingPathComponent(ConfigurationFile.defaultFileName).path
        try "{\"output\": \"Mine\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = Tool.run(["init", "--force", "--output", "Theirs"], in: workspace.root.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote gen-shared-types.json."))
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        #expect(bytes == ConfigurationTemplate.bytes(schemas: ["schema.graphql"], output: "Theirs"))
        #expect(Tool.run(["init", "-f", "-q"], in: workspace.root.path).status == 0)

        let folder = Tool.run(["init", workspace.root.path, "--force"], in: workspace.root.path)
        #expect(folder.status == 1)
        #expect(folder.errors == "error: . is a folder; name the file to write in it.\n", "\(folder.errors)")
    }
}
