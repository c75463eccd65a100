// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// Runs the built `gen-shared-types` executable as a child process, for conditions that
/// cannot be set up inside the test process: another user (permissions do not deny root),
/// a file-size limit (it would apply to every test running in parallel).
enum ExecutableRunner {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable beside the test bundle (SwiftPM builds it with the tests); built on
    /// demand when missing.
    static let executable: String? = {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        var candidates = [bundleDirectory.appendingPathComponent("gen-shared-types").path]
        if let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.insert(URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("gen-shared-types").path, at: 0)
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        let root = TestPaths.repositoryRoot.path
        guard (try? CompileHarness.run(["swift", "build", "--package-path", root, "--product", "gen-shared-types"]))?.0 == 0,
              let (status, binPath) = try? CompileHarness.run(["swift", "build", "--package-path", root, "--show-bin-path"], mergeErrors: false),
              status == 0 else { return nil }
        let path = binPath.trimmingCharacters(in: .whitespacesAndNewlines) + "/gen-shared-types"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Runs `gen-shared-types arguments` in `directory`, through `wrapper` (a command such as
    /// `setpriv ...` or `prlimit ...` that ends by running the executable).
    static func run(_ arguments: [String], wrapper: [String] = [], in directory: String) throws -> Run {
        guard let executable else { throw CompileHarness.HarnessError("gen-shared-types could not be built") }
        let process = Process()
        let command = wrapper + [executable] + arguments
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "NO_COLOR": "1"]
        // Standard error goes to a file, so a full pipe can never block the process.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("gst-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try FileHandle(forWritingTo: errorFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        let errorData = FileManager.default.contents(atPath: errorFile.path) ?? Data()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData, as: UTF8.self))
    }

    static var isRoot: Bool { geteuid() == 0 }

    /// Runs a command as the unprivileged user `nobody` (for root only; needs util-linux's setpriv).
    static let asNobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

    static var canDropPrivileges: Bool {
        isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }
}
#endif
