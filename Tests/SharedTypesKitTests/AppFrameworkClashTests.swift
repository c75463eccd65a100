import Foundation
import Testing
@testable import SharedTypesKit

/// Generated types named like a type that app files take from the standard library,
/// Foundation or SwiftUI: a note when the files are written, naming the way out.
@Suite struct AppFrameworkClashTests {
    typealias Workspace = OutputFolderTests.Workspace

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
            note: The custom scalar "Date" is also a Foundation type: files that import both Foundation and Out must write "Foundation.Date" or "Out.Date"; a rename in the configuration's "renames" avoids it.
            note: The custom scalar "UUID" is also a Foundation type: files that import both Foundation and Out must write "Foundation.UUID" or "Out.UUID"; a rename in the configuration's "renames" avoids it.

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
