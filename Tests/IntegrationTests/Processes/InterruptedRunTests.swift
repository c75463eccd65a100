import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCodegen
@testable import TestSupport

/// Runs of the built executable killed at random moments (SIGKILL, SIGINT), run eight at a
/// time into one folder, and `prune` killed midway: the output folder is always each file old
/// or new, user files are untouched, and the next run leaves it exactly as a clean run does.
@Suite(.serialized) struct InterruptedRunTests {
    /// A scratch folder with two versions of a generated schema (the second changes every
    /// generated file) and the trees clean runs of them leave.
    final class Workspace {
        let root: URL
        let oldSchema: String
        let newSchema: String
        /// A user's files inside the output folder, which no run may touch.
        static let userFiles: [String: Data] = [
            "Notes.txt": Data("mine\n".utf8),
            "Sources/Out/Helpers.swift": Data("extension Int {}\n".utf8),
        ]
        private(set) var oldTree: [String: Data?] = [:]
        private(set) var newTree: [String: Data?] = [:]
        /// How long a clean run of the new schema into an empty folder took.
        private(set) var duration = 0.1

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("gst-interrupt-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            oldSchema = root.appendingPathComponent("old.graphql").path
            newSchema = root.appendingPathComponent("new.graphql").path
            try Workspace.schema(described: false).write(toFile: oldSchema, atomically: true, encoding: .utf8)
            try Workspace.schema(described: true).write(toFile: newSchema, atomically: true, encoding: .utf8)
            try prepare("reference-old", existing: nil)
            try #require(generate(oldSchema, into: "reference-old") == 0)
            oldTree = tree("reference-old")
            try prepare("reference-new", existing: nil)
            let start = Date()
            try #require(generate(newSchema, into: "reference-new") == 0)
            duration = Date().timeIntervalSince(start)
            newTree = tree("reference-new")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// 40 enums and 40 input objects; `described` gives each a description, which
        /// changes every generated file.
        static func schema(described: Bool) -> String {
            var text = ""
            for index in 0..<40 {
                let description = described ? "\"Version two of \(index).\"\n" : ""
                text += "\(description)enum Color\(index) { RED GREEN BLUE_\(index) }\n"
                text += "\(description)input Filter\(index) { name: String! limit: Int = 10 color: Color\(index) }\n"
            }
            return text + "type Query { ping: Int }\n"
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        /// Makes `folder` hold the user's files and, with `existing`, that tree's files.
        func prepare(_ folder: String, existing: [String: Data?]?) throws {
            try? FileManager.default.removeItem(atPath: path(folder))
            var files = Workspace.userFiles.mapValues { Optional($0) }
            for (relative, contents) in existing ?? [:] { files[relative] = contents }
            for (relative, contents) in files {
                let url = URL(fileURLWithPath: path(folder + "/" + relative))
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if let contents { try contents.write(to: url) }
            }
        }

        func generate(_ schema: String, into folder: String) -> Int32 {
            (try? ExecutableRunner.run([schema, "-o", path(folder), "--module", "Out", "--quiet"], in: root.path).status) ?? -1
        }

        /// Starts generating `schema` into `folder` without waiting.
        func start(_ schema: String, into folder: String) throws -> Process {
            try InterruptedRunTests.start([schema, "-o", path(folder), "--module", "Out", "--quiet"], in: root.path)
        }

        /// Every file (its bytes) and folder (nil) below `folder`, hidden ones included.
        func tree(_ folder: String) -> [String: Data?] {
            InterruptedRunTests.tree(path(folder))
        }
    }

    static func start(_ arguments: [String], in directory: String, errors: FileHandle = .nullDevice) throws -> Process {
        guard let executable = ExecutableRunner.executable else { throw CompileHarness.HarnessError("gen-shared-types could not be built") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        return process
    }

    static func tree(_ root: String) -> [String: Data?] {
        var result: [String: Data?] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder)
            result[relative] = isFolder.boolValue ? .some(nil) : .some(FileManager.default.contents(atPath: root + "/" + relative))
        }
        return result
    }

    static func temporaryFiles(in tree: [String: Data?]) -> [String] {
        tree.keys.filter { FileSystem.isTemporaryName(($0 as NSString).lastPathComponent) }.sorted()
    }

    /// Sends `signal` to `process` after `delay` seconds (at once if it already ended) and
    /// waits for it.
    static func interrupt(_ process: Process, with signal: Int32, after delay: Double) {
        usleep(UInt32(delay * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
    }

    /// Every file of `tree` is the old or the new version (or, for a file the old tree lacks,
    /// absent or new), user files are untouched, and temporary files are allowed only with
    /// `allowingTemporary`.
    static func expectOldOrNew(_ tree: [String: Data?], old: [String: Data?], new: [String: Data?], allowingTemporary: Bool) {
        for (relative, contents) in tree {
            guard let contents else { continue } // folders
            if FileSystem.isTemporaryName((relative as NSString).lastPathComponent) {
                #expect(allowingTemporary, "temporary file left: \(relative)")
                continue
            }
            #expect(contents == old[relative].flatMap { $0 } || contents == new[relative].flatMap { $0 }, "\(relative) is neither old nor new")
        }
        for (relative, contents) in Workspace.userFiles {
            #expect(tree[relative].flatMap { $0 } == contents, "user file \(relative) changed")
        }
    }

    /// Kills `runs` generations at random moments, half into an empty folder and half into one
    /// holding the old output, and checks the folder after each and after the next run.
    static func killAtRandom(with signal: Int32, runs: Int) throws {
        let workspace = try Workspace()
        var generator = SystemRandomNumberGenerator()
        for run in 0..<runs {
            let existing = run % 2 == 1
            try workspace.prepare("out", existing: existing ? workspace.oldTree : nil)
            let before = workspace.tree("out")
            let process = try workspace.start(workspace.newSchema, into: "out")
            interrupt(process, with: signal, after: Double.random(in: 0..<workspace.duration, using: &generator))
            let interrupted = workspace.tree("out")
            expectOldOrNew(interrupted, old: before, new: workspace.newTree, allowingTemporary: signal == SIGKILL)
            if signal != SIGKILL {
                #expect([128 + signal, 0].contains(process.terminationStatus), "status \(process.terminationStatus)")
                // Nothing or everything: the files are the old ones or the new ones throughout.
                let files = interrupted.filter { $0.value != nil }
                #expect(files == before.filter { $0.value != nil } || files == workspace.newTree.filter { $0.value != nil },
                        "a mix of old and new files after run \(run)")
            }
            #expect(workspace.generate(workspace.newSchema, into: "out") == 0)
            let after = workspace.tree("out")
            #expect(after == workspace.newTree, "run \(run) (\(existing ? "existing" : "empty") folder) left \(temporaryFiles(in: after)) and \(Set(after.keys).symmetricDifference(workspace.newTree.keys).sorted())")
        }
    }

    @Test func runsKilledAtRandomMomentsLeaveNothingTheNextRunDoesNotClear() throws {
        try InterruptedRunTests.killAtRandom(with: SIGKILL, runs: 200)
    }

    @Test func runsInterruptedAtRandomMomentsRemoveTheirTemporaryFilesAndExit130() throws {
        try InterruptedRunTests.killAtRandom(with: SIGINT, runs: 50)
    }

    @Test func terminatedAndHungUpRunsExitWithTheirConventionalStatus() throws {
        try InterruptedRunTests.killAtRandom(with: SIGTERM, runs: 6)
        try InterruptedRunTests.killAtRandom(with: SIGHUP, runs: 6)
    }

    @Test func aTemporaryFileOfAKilledRunIsListedByCheckAndRemovedByTheNextRun() throws {
        let workspace = try Workspace()
        try workspace.prepare("out", existing: workspace.newTree)
        let leftover = "Sources/Out/.gen-shared-types-4242-Color1.swift.tmp"
        let lookalike = "Sources/Out/.gen-shared-types-notes.tmp" // no process id: a user's
        try Data("partial".utf8).write(to: URL(fileURLWithPath: workspace.path("out/" + leftover)))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: workspace.path("out/" + lookalike)))
        let check = try ExecutableRunner.run([workspace.newSchema, "-o", workspace.path("out"), "--module", "Out", "--check"], in: workspace.root.path)
        #expect(check.status != 0)
        #expect((check.output + check.errors).contains(leftover))
        #expect(workspace.generate(workspace.newSchema, into: "out") == 0)
        var expected = workspace.newTree
        expected[lookalike] = Data("mine".utf8)
        #expect(workspace.tree("out") == expected)
    }

    @Test func eightRunsAtOnceWithOneSchemaLeaveWhatOneCleanRunDoes() throws {
        let workspace = try Workspace()
        try workspace.prepare("out", existing: nil)
        let processes = try (0..<8).map { _ in try workspace.start(workspace.newSchema, into: "out") }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(workspace.tree("out") == workspace.newTree)
    }

    @Test func eightRunsAtOnceWithTwoSchemasLeaveOneCleanRunNeverAMix() throws {
        let workspace = try Workspace()
        try workspace.prepare("out", existing: nil)
        var runs: [(process: Process, errors: URL)] = []
        for index in 0..<8 {
            let errors = workspace.root.appendingPathComponent("errors-\(index)")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let handle = try FileHandle(forWritingTo: errors)
            let schema = index % 2 == 0 ? workspace.oldSchema : workspace.newSchema
            runs.append((try InterruptedRunTests.start([schema, "-o", workspace.path("out"), "--module", "Out", "--quiet"],
                                                       in: workspace.root.path, errors: handle), errors))
        }
        for run in runs {
            run.process.waitUntilExit()
            let message = (try? String(contentsOf: run.errors, encoding: .utf8)) ?? ""
            #expect(run.process.terminationStatus == 0 || message.contains("another gen-shared-types run has been writing"), "\(message)")
        }
        let result = workspace.tree("out")
        #expect(result == workspace.oldTree || result == workspace.newTree)
    }

    @Test func aRunWaitingTooLongForTheLockSaysWhichFolderAndWritesNothing() throws {
        let workspace = try Workspace()
        let parent = open(workspace.root.path, O_RDONLY)
        try #require(parent >= 0)
        defer { close(parent) }
        #expect(flock(parent, LOCK_EX) == 0)
        var request = GenerationRequest(schemas: [workspace.newSchema], output: workspace.path("out"), options: GenerationOptions(moduleName: "Out"))
        request.lockTimeout = 0.2
        let report = GenerationPipeline.run(request)
        guard case .failed = report.outcome else {
            Issue.record("the run did not wait for the lock")
            return
        }
        #expect(report.diagnostics.map(\.message).joined().contains("\(workspace.path("out")): another gen-shared-types run has been writing this output folder"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
    }

    @Test func pruneKilledAtRandomMomentsNeverLeavesATruncatedOperationFile() throws {
        let workspace = try PruneWorkspace()
        let pristine = workspace.generated()
        #expect(workspace.prune().status == 0)
        let pruned = workspace.generated()
        try #require(pruned != pristine)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            for name in PruneWorkspace.fixtureNames {
                let file = "Generated/\(name).graphql.swift"
                try pristine["\(name).graphql.swift"].map { try workspace.write(file, $0) }
            }
            let process = try InterruptedRunTests.start(["prune", "Generated", "--manifest", "SharedTypes/shared-types.json", "--quiet"], in: workspace.root.path)
            InterruptedRunTests.interrupt(process, with: SIGKILL, after: Double.random(in: 0..<0.15, using: &generator))
            for (name, contents) in workspace.generated() where !FileSystem.isTemporaryName(name) {
                #expect(contents == pristine[name] || contents == pruned[name], "\(name) is truncated or mixed")
            }
        }
    }
}
