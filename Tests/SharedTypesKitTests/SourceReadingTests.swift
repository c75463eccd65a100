import Foundation
import Testing
@testable import SharedTypesKit

/// Schema files are mapped rather than read once they are large (`FileSystem.readSource`):
/// whichever way a file arrives, readers see the same bytes and report the same places, and a
/// mapped file truncated while it is read is an error, not a crash.
@Suite struct SourceReadingTests {
    init() {
        // As the executable does; mapping is off without it.
        TruncatedFileGuard.install()
    }

    @Test func sourceBytesIndexLikeTheArrayTheyWrap() {
        let array: [UInt8] = Array("type Query { a: Int }".utf8)
        let bytes = SourceBytes(array)
        #expect(bytes.array == array)
        #expect(!bytes.isMapped)
        #expect(bytes.count == array.count)
        #expect(Array(bytes) == array)
        #expect(Array(bytes[5..<10]) == Array(array[5..<10]))
        #expect(bytes.withUnsafeBufferPointer { Array($0) } == array)
        #expect(SourceBytes([]).isEmpty)
        #expect(SourceBytes([]).withUnsafeBufferPointer { $0.count } == 0)
    }

    /// Large files are mapped, small ones read; `mappedSize` moves the line so that both
    /// ways are taken on the same file.
    @Test(arguments: [0, 64 * 1024, Int.max])
    func largeAndSmallFilesReadTheSame(mappedSize: Int) throws {
        let directory = try TemporaryDirectory()
        let text = (0..<5_000).map { "enum E\($0) { A B }\n" }.joined()
        let path = directory.write("schema.graphql", text)
        let bytes = try FileSystem.readSource(path, maxSize: 1 << 30, mappedSize: mappedSize).get()
        #expect(bytes.isMapped == (mappedSize <= text.utf8.count))
        #expect((bytes.array == nil) == bytes.isMapped)
        #expect(bytes.count == text.utf8.count)
        #expect(bytes.elementsEqual(text.utf8))
    }

    @Test func emptyFileIsReadWhenItCannotBeMapped() throws {
        let directory = try TemporaryDirectory()
        let path = directory.write("empty.graphql", "")
        let bytes = try FileSystem.readSource(path, maxSize: 100, mappedSize: 0).get()
        #expect(bytes.isEmpty)
        #expect(!bytes.isMapped)
    }

    @Test func fileOverTheLimitIsAnErrorAndNotMapped() throws {
        let directory = try TemporaryDirectory()
        let path = directory.write("schema.graphql", String(repeating: "# comment\n", count: 10_000))
        let result = FileSystem.readSource(path, maxSize: 1_000, mappedSize: 0)
        #expect(throws: FileSystem.Error.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.message == "file is 100000 bytes, larger than the limit of 1000 bytes")
        }
    }

    /// A named pipe has no size to map: it is read to its end.
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
        let bytes = try FileSystem.readSource(path, maxSize: 1 << 30, mappedSize: 0).get()
        #expect(bytes.elementsEqual(text.utf8))
    }

    /// Errors deep in a mapped file keep their line, column and quoted source line.
    @Test func errorInAMappedFileShowsItsLineAndCaret() throws {
        let directory = try TemporaryDirectory()
        let text = (0..<5_000).map { "enum E\($0) { A B }\n" }.joined() + "enum Broken { A ! }\n"
        let path = directory.write("schema.graphql", text)
        #expect(text.utf8.count >= 64 * 1024)
        let result = SchemaReader.read(paths: [path])
        #expect(result.model == nil)
        let rendered = DiagnosticRenderer().render(result.diagnostics)
        #expect(rendered.hasPrefix("""
            \(path):5001:17: error: Expected Name, found "!".
            enum Broken { A ! }
                            ^
            """))
    }

    /// Another process truncating a mapped file raises SIGBUS on the next read of a page past
    /// its new end; the guard makes that page read as zeros and the reader report the file.
    @Test func fileTruncatedWhileMappedIsAnErrorNotACrash() throws {
        let directory = try TemporaryDirectory()
        let text = (0..<10_000).map { "enum E\($0) { A B }\n" }.joined()
        let path = directory.write("schema.graphql", text)
        guard case .success(let files) = SchemaReader.load(paths: [path]) else {
            Issue.record("the schema did not load")
            return
        }
        #expect(files[0].bytes.isMapped)
        #expect(!files[0].bytes.wereTruncated)
        #expect(truncate(path, 4096) == 0)

        let result = SchemaReader.read(files: files)
        #expect(result.model == nil)
        #expect(result.diagnostics.map(\.message) == [
            "\(path): the file was truncated by another process while it was being read; run again once it is complete",
        ])
        #expect(files[0].bytes.wereTruncated)
        // What was cut off reads as zeros; what is left is still the file.
        #expect(files[0].bytes[files[0].bytes.count - 1] == 0)
        #expect(files[0].bytes[0..<12].elementsEqual("enum E0 { A ".utf8))
    }

    /// Until it is truncated, a mapped file reads as usual and no guard slot is left behind:
    /// more files than the guard has slots are loaded one after another.
    @Test func guardSlotsAreFreedWithTheirFiles() throws {
        let directory = try TemporaryDirectory()
        let path = directory.write("schema.graphql", String(repeating: "enum E { A B }\n", count: 10_000))
        for _ in 0..<200 {
            let bytes = try FileSystem.readSource(path, maxSize: 1 << 30).get()
            #expect(bytes.isMapped)
        }
    }
}
