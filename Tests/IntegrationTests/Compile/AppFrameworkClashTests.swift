import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Generated types named like a type that app files take from the standard library,
/// Foundation or SwiftUI: custom scalars get `_` appended (a rename wins), enums and input
/// objects keep their names; a note when the files are written says which and the way out.
@Suite struct AppFrameworkClashTests {
    typealias Workspace = OutputWorkspace

    static let schema = """
        scalar Date
        scalar UUID
        scalar URL
        enum Color { RED }
        enum Result { OK }
        input Filter { since: Date, id: UUID, link: URL, color: Color, result: Result }

        """

    @Test func writingTheFilesNotesEachClashOnce() throws {
        let workspace = try Workspace(schema: Self.schema)
        try #"{"customScalars": {"URL": {"type": "Foundation.URL", "imports": ["Foundation"]}}}"#
            .write(toFile: workspace.root.path + "/gen-shared-types.json", atomically: true, encoding: .utf8)
        let first = workspace.generate()
        #expect(first.status == 0)
        #expect(first.errors == """
            note: The enum "Color" is also a SwiftUI type: files that import both SwiftUI and Out must write "SwiftUI.Color" or "Out.Color"; a rename in the configuration's "renames" avoids it.
            note: The enum "Result" is also a standard-library type: in files that import Out, "Result" names the generated one; rename it with the configuration's "renames" if they need the standard library's.
            note: The custom scalar "Date" is declared as "Date_", so that "Date" in files that import Foundation and Out still means Foundation's; choose another name with the configuration's "renames".
            note: The custom scalar "UUID" is declared as "UUID_", so that "UUID" in files that import Foundation and Out still means Foundation's; choose another name with the configuration's "renames".

            """)
        // URL stands for Foundation.URL itself: one type under both names, nothing to say.
        #expect(!first.errors.contains("\"URL\""))

        // Up to date: nothing is written, and the notes are not repeated.
        let again = workspace.generate()
        #expect(again.output.contains("is up to date"), "\(again.output)")
        #expect(again.errors.isEmpty, "\(again.errors)")
    }

    @Test func renamedTypesAndQuietRunsGetNoNotes() throws {
        let workspace = try Workspace(schema: "scalar Date\nenum Color { RED }\ninput Filter { since: Date, color: Color }\n")
        try #"{"renames": {"Date": "GitHubDate", "Color": "Colour"}}"#
            .write(toFile: workspace.root.path + "/gen-shared-types.json", atomically: true, encoding: .utf8)
        let renamed = workspace.generate()
        #expect(renamed.status == 0)
        #expect(renamed.errors.isEmpty, "\(renamed.errors)")

        let quiet = try Workspace(schema: "scalar Date\ninput Filter { since: Date }\n")
        let run = quiet.generate(["--quiet"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}

/// An app file that imports Foundation and the generated module writes Foundation's `Date`
/// and `UUID` unqualified beside the module's types, and compiles (warnings as errors).
@Suite struct AppFrameworkClashCompileTests {
    static let appFile = """
        import Foundation
        import ClashShared

        public func describe(_ filter: Filter) -> String {
            let now: Date = Date(timeIntervalSince1970: 0)
            let id: UUID = UUID()
            let since: Date_? = filter.since
            let link: URL? = URL(string: "https://example.com")
            let other = Filter(since: "2024-01-01", id: id.uuidString, link: link?.absoluteString, color: .red, result: .ok)
            return "\\(now.timeIntervalSince1970) \\(since ?? "") \\(other.color == Color.red) \\(other.id ?? "")"
        }

        """

    @Test func anAppFileImportingFoundationWritesItsDateBesideTheModulesTypes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gst-clash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("schema.graphql").path
        try AppFrameworkClashTests.schema.write(toFile: schema, atomically: true, encoding: .utf8)
        let generated = try CompileHarness.generate([schema], options: GenerationOptions(moduleName: "ClashShared"))
        let scalars = generated.files.first { $0.path.hasSuffix("CustomScalars.graphql.swift") }?.text ?? ""
        for name in ["Date", "UUID", "URL"] {
            #expect(scalars.contains("public typealias \(name)_ = String"))
        }

        let result = try CompileHarness.build(package: "AppFrameworkClash", targets: [
            .init(name: "ClashShared", files: generated.files),
            .init(name: "ClashApp", files: [GeneratedFile(path: "App.swift", text: Self.appFile)], dependencies: ["ClashShared"], swift6: true),
        ])
        #expect(result.succeeded, "\(result.problems)")

        // The control: kept as `Date` by a rename, the same kind of app code is ambiguous.
        var kept = GenerationOptions(moduleName: "ClashKept")
        kept.renames = ["Date": "Date"]
        let keptFiles = try CompileHarness.generate([schema], options: kept).files
        let keptApp = "import Foundation\nimport ClashKept\n\npublic func now() -> Date { Date(timeIntervalSince1970: 0) }\n"
        let control = try CompileHarness.build(package: "AppFrameworkClashKept", targets: [
            .init(name: "ClashKept", files: keptFiles),
            .init(name: "ClashKeptApp", files: [GeneratedFile(path: "App.swift", text: keptApp)], dependencies: ["ClashKept"], swift6: true),
        ])
        #expect(!control.succeeded)
        #expect(control.log.contains("'Date' is ambiguous"), "\(control.problems)")
    }
}
