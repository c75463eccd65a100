import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// The pipeline as a library caller sees it: a request in, a report out.
@Suite struct GenerationPipelineTests {
    typealias Workspace = OutputWorkspace

    @Test func writesThenFindsTheFolderUpToDate() throws {
        let workspace = try Workspace(schema: "enum Color { RED GREEN }\ninput Filter { color: Color }\n")
        let request = GenerationRequest(schemas: [workspace.schema], output: workspace.output, options: GenerationOptions(moduleName: "Out"))
        let first = GenerationPipeline.run(request)
        guard case .written(let plan) = first.outcome else {
            Issue.record("expected files to be written: \(first.outcome)")
            return
        }
        #expect(plan.added.map(\.path).last == Manifest.fileName)
        #expect((first.enumCount, first.inputObjectCount, first.scalarCount) == (1, 1, 0))
        #expect(first.diagnostics.isEmpty)

        let again = GenerationPipeline.run(request)
        guard case .upToDate(let fileCount) = again.outcome else {
            Issue.record("expected the folder to be up to date: \(again.outcome)")
            return
        }
        #expect(fileCount == plan.added.count)
        #expect((again.enumCount, again.inputObjectCount) == (1, 1))
    }

    @Test func checkOnlyWritesNothing() throws {
        let workspace = try Workspace(schema: "enum Color { RED }\n")
        var request = GenerationRequest(schemas: [workspace.schema], output: workspace.output, options: GenerationOptions(moduleName: "Out"))
        request.checkOnly = true
        guard case .outOfDate(let plan) = GenerationPipeline.run(request).outcome else {
            Issue.record("expected the missing folder to be out of date")
            return
        }
        #expect(!plan.added.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
    }

    @Test func errorsStopTheRunBeforeAnythingIsWritten() throws {
        let workspace = try Workspace(schema: "enum Color { RED \n")
        let report = GenerationPipeline.run(GenerationRequest(schemas: [workspace.schema], output: workspace.output,
                                                              options: GenerationOptions(moduleName: "Out")))
        guard case .failed = report.outcome else {
            Issue.record("expected the run to fail")
            return
        }
        #expect(report.diagnostics.contains { $0.severity == .error })
        #expect(!FileManager.default.fileExists(atPath: workspace.output))
    }
}
