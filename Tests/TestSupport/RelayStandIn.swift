// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// The one stand-in for Relay.swift's runtime, for clones without ../shared: the package
/// `Tests/Fixtures/Relay` (the public surface that generated enums and input objects touch:
/// names, labels, requirements, conformances and the protocol extensions that supply defaults,
/// with trivial bodies; see `Tests/Fixtures/README.md`). The compile tests build that package;
/// the swiftc experiments compile its source files into a `Relay` module
/// (`Swiftc.buildRelayModule`). With ../shared both use the real runtime (`RelayRuntime`).
enum RelayStandIn {
    /// The stand-in package's folder.
    static let package: URL = TestPaths.fixtures.appendingPathComponent("Relay")

    /// The operation-side names of Relay.swift that files written by its compiler plugin use
    /// (`ConcreteRequest`, `Operation`, `Fragment`, ...), kept beside the package's target so the
    /// package stays the documented surface: only the builds of plugin output add this file
    /// to their `Relay` module.
    static let operationSide: URL = package.appendingPathComponent("OperationSide/OperationRuntime.swift")

    /// The Swift files of its `Relay` target, sorted by name.
    static func sourceFiles() throws -> [URL] {
        let folder = package.appendingPathComponent("Sources/Relay")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
#endif
