// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation

/// Locations the tests read from: the repository, its `schemas/` and `templates/`, and the
/// shared corpus checked out beside the repository (`../shared`).
enum TestPaths {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    static let sharedRoot: URL = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static let corpusRoot: URL = sharedRoot.appendingPathComponent("schemas")
    static let fixtures: URL = repositoryRoot.appendingPathComponent("Tests/Fixtures")
    static let kitchenSink = repositoryRoot.appendingPathComponent("schemas/kitchen-sink.graphql").path
    static let todoSchema = repositoryRoot.appendingPathComponent("schemas/todo.graphql").path
    static let golden: URL = repositoryRoot.appendingPathComponent("Tests/Golden")

    /// Every schema file of the shared corpus that has a reference model beside it,
    /// as paths relative to `corpusRoot` (`github/schema.graphql`).
    static let corpusSchemas: [String] = {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: corpusRoot.path) else { return [] }
        var result: [String] = []
        for folder in folders.sorted() {
            let folderURL = corpusRoot.appendingPathComponent(folder)
            guard let files = try? manager.contentsOfDirectory(atPath: folderURL.path) else { continue }
            for file in files.sorted() where !file.hasSuffix(".expected.json") && files.contains(file + ".expected.json") {
                result.append("\(folder)/\(file)")
            }
        }
        return result
    }()
}
#endif
