// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Relay module generated code is compiled against: the real Relay.swift 1.1.0 runtime
/// from `../shared/relay-swift` (built by its `build.sh`), or, in a fresh clone without
/// `../shared`, the hand-written stand-in package `Fixtures/Relay`.
enum RelayRuntime: Sendable {
    /// The folder holding `Relay.swiftmodule`, `libRelay.a` and the stand-ins the real
    /// runtime needs (`Combine`, `os`, `RelaySwiftUI`).
    case real(URL)
    /// The stand-in's sources, compiled as a target of each test package.
    case standIn

    static let source = TestPaths.sharedRoot.appendingPathComponent("relay-swift")
    /// Where the built runtime lives: inside `.build`, so `swift package clean` removes it.
    static let directory = TestPaths.repositoryRoot.appendingPathComponent(".build/relay-swift-runtime")

    /// The runtime of this test run: the real one, built at most once per test process (and
    /// under a file lock, so concurrent test processes do not build it into one folder at the
    /// same time); the stand-in when `../shared/relay-swift` is absent and not required.
    static let current: Result<RelayRuntime, Error> = Result {
        guard try SharedResource.relayRuntime.shouldRun() else { return .standIn }
        return .real(try build())
    }

    /// Compiler flags that find the real runtime's modules.
    var compilerFlags: [String] {
        guard case .real(let folder) = self else { return [] }
        return ["-I", folder.path]
    }

    /// Linker flags for a program that uses the real runtime.
    var linkerFlags: [String] {
        guard case .real(let folder) = self else { return [] }
        return ["-L", folder.path, "-lRelaySwiftUI", "-lRelay", "-lCombine", "-los"]
    }

    var isReal: Bool {
        if case .real = self { return true }
        return false
    }

    /// Runs `build.sh` into a scratch folder, then copies into `directory` only the files
    /// that changed. The module files come out byte-identical for the same sources and
    /// compiler, so an unchanged runtime keeps its modification times and the compile tests'
    /// packages stay incremental. The archives differ in their time stamps only; they are
    /// replaced when a module changed or when they are missing.
    private static func build() throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        let lock = open(directory.path + ".lock", O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw CompileHarness.HarnessError("cannot open the lock file \(directory.path).lock") }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }

        let scratch = directory.deletingLastPathComponent().appendingPathComponent("relay-swift-runtime-build-\(getpid())")
        try? manager.removeItem(at: scratch)
        defer { try? manager.removeItem(at: scratch) }
        let script = source.appendingPathComponent("build.sh").path
        let (status, log) = try CompileHarness.run(["bash", script, scratch.path])
        guard status == 0 else { throw CompileHarness.HarnessError("\(script) failed:\n\(log)") }

        let names = try manager.contentsOfDirectory(atPath: scratch.path).sorted()
        var moduleChanged = false
        for name in names where !name.hasSuffix(".a") {
            let built = try Data(contentsOf: scratch.appendingPathComponent(name))
            let target = directory.appendingPathComponent(name)
            if manager.contents(atPath: target.path) != built {
                try built.write(to: target)
                moduleChanged = true
            }
        }
        for name in names where name.hasSuffix(".a") {
            let target = directory.appendingPathComponent(name)
            if moduleChanged || !manager.fileExists(atPath: target.path) {
                try Data(contentsOf: scratch.appendingPathComponent(name)).write(to: target)
            }
        }
        return directory
    }
}
#endif
