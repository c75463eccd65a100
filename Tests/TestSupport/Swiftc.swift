// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// Runs the installed `swiftc` for the experiments. Found through the `SWIFT_EXEC` environment
/// variable, then `PATH` (what `/usr/bin/env swiftc` would run), then the usual toolchain
/// locations. Tests that need it skip (return early, with a message) when none is found.
struct Swiftc: Sendable {
    let path: String

    static let installed: Swiftc? = locate()

    private static func locate() -> Swiftc? {
        let fileManager = FileManager.default
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty {
            candidates.append(exec)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate) {
            return Swiftc(path: candidate)
        }
        return nil
    }

    struct Output: Sendable {
        var status: Int32
        var text: String
    }

    /// Runs swiftc with `arguments`; stdout and stderr are merged into `text`.
    func run(_ arguments: [String], in directory: URL) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let logURL = directory.appendingPathComponent("swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        try process.run()
        process.waitUntilExit()
        try log.close()
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return Output(status: process.terminationStatus, text: text)
    }

    /// A fresh scratch directory, removed by the caller through `removeScratch`.
    static func makeScratch(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("naming-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func removeScratch(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// Puts a `Relay` module into `directory` (so `-I directory` finds it): the real runtime's
    /// modules (`RelayRuntime`), or, in a clone without ../shared, the stand-in built from
    /// the stand-in package's sources (`RelayStandIn`).
    func buildRelayModule(in directory: URL) throws {
        if case .real(let folder) = try RelayRuntime.current.get() {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swiftmodule") {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
            return
        }
        let output = try run([
            "-emit-module", "-parse-as-library", "-module-name", "Relay",
            "-swift-version", "5", "-warnings-as-errors",
            "-emit-module-path", directory.appendingPathComponent("Relay.swiftmodule").path,
        ] + RelayStandIn.sourceFiles().map(\.path), in: directory)
        if output.status != 0 {
            throw SwiftcFailure(message: "Relay stand-in does not compile:\n\(output.text)")
        }
    }
}

struct SwiftcFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// One `file:line:column: error: message` line of swiftc output.
struct CompilerMessage: Hashable, Sendable {
    var file: String
    var line: Int
    var severity: String
    var message: String

    /// Errors and warnings (with `-warnings-as-errors` both fail the build); notes are skipped.
    static func parse(_ text: String) -> [CompilerMessage] {
        var result: [CompilerMessage] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            for severity in ["error", "warning"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":")
                guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else { continue }
                let file = location[..<(location.count - 2)].joined(separator: ":")
                result.append(CompilerMessage(
                    file: (file as NSString).lastPathComponent,
                    line: lineNumber,
                    severity: severity,
                    message: String(line[marker.upperBound...])))
                break
            }
        }
        return result
    }
}
#endif
