import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// The executable carries the default templates inside it (it must run with no files beside
/// it): `.ci/embed-templates` writes them into `EmbeddedTemplates.swift`, and CI checks that
/// the file is up to date. This test says so too, in a plain `swift test`.
@Suite struct EmbeddedTemplatesTests {
    static let templatesDirectory = TestPaths.repositoryRoot.appendingPathComponent("templates").path

    @Test func embeddedCopyMatchesTemplatesFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory).filter { $0.hasSuffix(".mustache") }.sorted()
        var files: [String: String] = [:]
        for name in names {
            files[name] = try String(contentsOfFile: Self.templatesDirectory + "/" + name, encoding: .utf8)
        }
        #expect(EmbeddedTemplates.files == files, "EmbeddedTemplates.swift is out of date with templates/; run .ci/embed-templates")
        #expect(TemplateSet.fileNames == names)
    }
}
