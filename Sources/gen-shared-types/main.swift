import Foundation
import SharedTypesKit

let status = GenSharedTypes.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    console: StandardConsole(environment: ProcessInfo.processInfo.environment)
)
exit(status)
