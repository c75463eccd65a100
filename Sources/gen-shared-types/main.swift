import Foundation
import SharedTypesKit

// With a file-size limit in force (`ulimit -f`), a write past it fails with an error the tool
// reports, instead of the signal killing the process halfway through.
signal(SIGXFSZ, SIG_IGN)

let status = GenSharedTypes.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    console: StandardConsole(environment: ProcessInfo.processInfo.environment)
)
exit(status)
