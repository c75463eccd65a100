import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import TestSupport

/// The rule for "used" against graphql-core, the Python port of the reference implementation:
/// `Tests/CrossCheck/run.sh` writes 1,000 random valid documents for every schema of the
/// corpus, each with the set graphql-core's `TypeInfo` computes; the tool must give the same
/// set for every one. Skipped, with the reason, where Python 3 with graphql-core 3.2 is not
/// installed (CI's machines have it).
@Suite(.serialized) struct DocumentCrossCheckTests {
    /// Why the cross-check cannot run here, or nil when it can.
    static let pythonProblem: String? = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import graphql, sys; sys.exit(0 if graphql.__version__.startswith('3.2') else 1)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return "needs python3 (with graphql-core 3.2), which is not installed"
        }
        return process.terminationStatus == 0 ? nil : "needs graphql-core 3.2 for python3 (python3 -m pip install graphql-core==3.2.8)"
    }()

    struct Expected: Decodable {
        struct Document: Decodable {
            var file: String
            var types: [String]
        }

        var schema: String
        var documents: [Document]
    }

    @Test(.needs(.corpus), .enabled(if: pythonProblem == nil, Comment(rawValue: pythonProblem ?? "")))
    func everyRandomDocumentGetsGraphQLCoresSet() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gst-crosscheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = TestPaths.repositoryRoot.appendingPathComponent("Tests/CrossCheck/run.sh").path
        let (status, log) = try CompileHarness.run(["bash", script, output.path])
        #expect(status == 0, "\(log)")
        #expect(!log.contains("skipped:"), "\(log)")

        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(folders.count == TestPaths.corpusSchemas.count, "\(folders)")
        var checked = 0
        for folder in folders {
            let base = output.appendingPathComponent(folder)
            let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: base.appendingPathComponent("expected.json")))
            #expect(expected.documents.count >= 1_000, "\(folder)")
            let read = SchemaReader.read(paths: [TestPaths.corpusRoot.appendingPathComponent(expected.schema).path])
            let model = try #require(read.model, "\(expected.schema): \(read.diagnostics.map(summary))")
            var mismatches: [String] = []
            for document in expected.documents {
                let path = base.appendingPathComponent(document.file).path
                let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                let usage = DocumentUsage.analyze(schema: model, documents: [file])
                let errors = usage.diagnostics.filter { $0.severity == .error }
                let names = usage.usedTypes.map(\.name)
                if !errors.isEmpty {
                    mismatches.append("\(folder)/\(document.file): \(errors.map(summary).prefix(3))")
                } else if names != document.types {
                    mismatches.append("\(folder)/\(document.file): the tool gives \(names), graphql-core \(document.types)")
                }
                checked += 1
            }
            #expect(mismatches.isEmpty, "\(mismatches.count) of \(expected.documents.count) differ; the first: \(mismatches.prefix(5).joined(separator: "\n"))")
        }
        #expect(checked >= 1_000 * TestPaths.corpusSchemas.count)
    }
}
