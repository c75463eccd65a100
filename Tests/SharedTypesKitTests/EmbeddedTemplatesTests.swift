import Foundation
import Testing
@testable import SharedTypesKit

/// The executable carries the default templates inside it (it must run with no files beside
/// it). This keeps them identical to `templates/`; after editing a template run
///
///     UPDATE_EMBEDDED_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests
@Suite struct EmbeddedTemplatesTests {
    static let sourcePath = TestPaths.repositoryRoot.appendingPathComponent("Sources/SharedTypesKit/Rendering/EmbeddedTemplates.swift").path
    static let templatesDirectory = TestPaths.repositoryRoot.appendingPathComponent("templates").path

    @Test func embeddedCopyMatchesTemplatesFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(names == TemplateSet.fileNames.sorted(), "templates/ and TemplateSet.fileNames must list the same templates")
        var files: [String: String] = [:]
        for name in names {
            files[name] = try String(contentsOfFile: Self.templatesDirectory + "/" + name, encoding: .utf8)
        }
        let expected = Self.swiftSource(for: files)
        let actual = (try? String(contentsOfFile: Self.sourcePath, encoding: .utf8)) ?? ""
        if actual != expected {
            if ProcessInfo.processInfo.environment["UPDATE_EMBEDDED_TEMPLATES"] == "1" {
                try expected.write(toFile: Self.sourcePath, atomically: true, encoding: .utf8)
            } else {
                Issue.record("EmbeddedTemplates.swift is out of date with templates/; run UPDATE_EMBEDDED_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests")
            }
        }
        #expect(EmbeddedTemplates.files == files || actual != expected)
    }

    /// The Swift source holding `files` as raw string literals.
    static func swiftSource(for files: [String: String]) -> String {
        var out = """
            // Generated from templates/ by EmbeddedTemplatesTests. Do not edit: change the template
            // and run `UPDATE_EMBEDDED_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.

            /// The default templates, built into the executable.
            enum EmbeddedTemplates {
                static let files: [String: String] = [

            """
        for name in files.keys.sorted() {
            let text = files[name] ?? ""
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\"" + hashes) { hashes += "#" }
            out += "        \"\(name)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
