import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

/// Schema files are read whole: readers see the file's bytes and report the places in it,
/// whatever kind of file it is, and files that cannot be read are errors.
@Suite struct SourceReadingTests {
    @Test func aFileIsReadAsItsBytes() throws {
        let directory = try TemporaryDirectory()
        let text = (0..<5_000).map { "enum E\($0) { A B }\n" }.joined()
        let path = directory.write("schema.graphql", text)
        let files = try SchemaReader.load(paths: [path]).get()
        #expect(files.map(\.path) == [path])
        #expect(files[0].bytes == Array(text.utf8))
    }

    @Test func emptyFileIsRead() throws {
        let directory = try TemporaryDirectory()
        let path = directory.write("empty.graphql", "")
        let files = try SchemaReader.load(paths: [path]).get()
        #expect(files[0].bytes.isEmpty)
    }

    @Test func fileOverTheLimitIsAnError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.write("schema.graphql", String(repeating: "# comment\n", count: 10_000))
        let result = FileSystem.readFile(path, maxSize: 1_000)
        #expect(throws: FileSystem.Error.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.message == "file is 100000 bytes, larger than the limit of 1000 bytes")
        }
    }

    /// Every file that cannot be read is reported, each with its path.
    @Test func unreadableFilesAreErrors() throws {
        let directory = try TemporaryDirectory()
        let good = directory.write("good.graphql", "enum E { A }\n")
        let missing = directory.path + "/missing.graphql"
        let result = SchemaReader.load(paths: [good, missing, directory.path])
        guard case .failure(let error) = result else {
            Issue.record("a missing file and a folder loaded")
            return
        }
        #expect(error.diagnostics.map(\.message) == [
            "\(missing): cannot read file: no such file or directory",
            "\(directory.path): is a directory, not a schema file",
        ])
    }

    /// A named pipe has no size to read up to: it is read to its end.
    @Test func namedPipeIsRead() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/schema.graphql"
        #expect(mkfifo(path, 0o644) == 0)
        let text = String(repeating: "enum E { A B }\n", count: 10_000)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.write(Data(text.utf8))
                try? handle.close()
            }
        }
        writer.start()
        let files = try SchemaReader.load(paths: [path]).get()
        #expect(files[0].bytes == Array(text.utf8))
    }

    /// Errors deep in a large file keep their line, column and quoted source line.
    @Test func errorInALargeFileShowsItsLineAndCaret() throws {
        let directory = try TemporaryDirectory()
        let text = (0..<5_000).map { "enum E\($0) { A B }\n" }.joined() + "enum Broken { A ! }\n"
        let path = directory.write("schema.graphql", text)
        let result = SchemaReader.read(paths: [path])
        #expect(result.model == nil)
        let rendered = DiagnosticRenderer().render(result.diagnostics)
        #expect(rendered.hasPrefix("""
            \(path):5001:17: error: Expected Name, found "!".
            enum Broken { A ! }
                            ^
            """))
    }
}
