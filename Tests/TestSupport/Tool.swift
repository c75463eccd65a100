// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
@testable import SharedTypesCLI

/// The tool's command line run in process, as `gen-shared-types ARGUMENTS` in `directory`:
/// its exit status and what it wrote to each stream.
enum Tool {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], in directory: String = TestPaths.repositoryRoot.path) -> Run {
        let console = RecordingConsole()
        let status = GenSharedTypes.main(arguments: arguments, environment: [:], currentDirectory: directory, console: console)
        return Run(status: status, output: console.output, errors: console.errors)
    }
}
#endif
