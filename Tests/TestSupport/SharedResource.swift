// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
import Testing
import XCTest

/// What tests read from `../shared` beside the clone, which only the project's CI has there.
/// Without it a test that needs one of these is skipped with the resource's reason, unless
/// `GEN_SHARED_TYPES_REQUIRE_SHARED=1` (set by `.ci/run`) turns the absence into a failure.
enum SharedResource: Sendable {
    /// `../shared/schemas`: real schemas with reference models computed by graphql-core.
    case corpus
    /// `../shared/mustache-spec`, or the folder `MUSTACHE_SPEC_DIR` names: the JSON suites of
    /// the Mustache specification.
    case mustacheSpec
    /// `../shared/relay-swift`: the real Relay.swift runtime, its build script and real
    /// relay-compiler output of its example apps.
    case relayRuntime
    /// `../shared/documents`: real apps' operations with the types each needs.
    case documents

    static let requireVariable = "GEN_SHARED_TYPES_REQUIRE_SHARED"

    /// True when the environment asks for every shared resource to be present.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment[requireVariable] == "1"
    }

    var location: URL {
        switch self {
        case .corpus:
            return TestPaths.corpusRoot
        case .mustacheSpec:
            if let folder = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"] {
                return URL(fileURLWithPath: folder, isDirectory: true)
            }
            return TestPaths.sharedRoot.appendingPathComponent("mustache-spec", isDirectory: true)
        case .relayRuntime:
            return RelayRuntime.source
        case .documents:
            return TestPaths.sharedRoot.appendingPathComponent("documents", isDirectory: true)
        }
    }

    var isPresent: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    var skipReason: String {
        switch self {
        case .corpus:
            return "needs ../shared/schemas (the real-schema corpus), which only the project's CI has beside the clone"
        case .mustacheSpec:
            return "needs ../shared/mustache-spec (the Mustache specification's suites), which only the project's CI has beside the clone"
        case .relayRuntime:
            return "needs ../shared/relay-swift (the real Relay.swift runtime and relay-compiler output), which only the project's CI has beside the clone"
        case .documents:
            return "needs ../shared/documents (real apps' operations with the types they need), which only the project's CI has beside the clone"
        }
    }

    /// Whether tests needing the resource run: true when it is present, false when it is
    /// absent; throws when it is absent but required.
    func shouldRun() throws -> Bool {
        if isPresent { return true }
        if Self.isRequired { throw Missing(resource: self) }
        return false
    }

    /// For XCTest cases: the resource's location, or `XCTSkip` with the reason when it is
    /// absent (a failure when it is required).
    func requireForXCTest() throws -> URL {
        guard try shouldRun() else { throw XCTSkip(skipReason) }
        return location
    }

    /// A required resource that is absent.
    struct Missing: Error, CustomStringConvertible {
        var resource: SharedResource

        var description: String {
            "\(resource.location.path) is missing, and \(SharedResource.requireVariable)=1 requires it (this test \(resource.skipReason))"
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only when `resource` is present; otherwise it is skipped with
    /// the resource's reason, or fails when `GEN_SHARED_TYPES_REQUIRE_SHARED=1`.
    static func needs(_ resource: SharedResource, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .enabled(Comment(rawValue: resource.skipReason), sourceLocation: sourceLocation) {
            try resource.shouldRun()
        }
    }
}
#endif
