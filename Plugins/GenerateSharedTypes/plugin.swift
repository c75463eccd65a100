import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-shared-types [options]`:
/// runs `gen-shared-types generate --config <package>/gen-shared-types.json [options]` in the
/// package's directory. Options pass through (`--check`, `--verbose`, `--quiet`, ...); an
/// explicit `--config FILE` replaces the default file.
@main
struct GenerateSharedTypes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let packageDirectory = context.package.directoryURL
        var toolArguments = ["generate"]
        let hasConfig = arguments.contains { $0 == "--config" || $0.hasPrefix("--config=") }
        if !hasConfig {
            let config = packageDirectory.appendingPathComponent("gen-shared-types.json")
            guard FileManager.default.fileExists(atPath: config.path) else {
                throw PluginFailure.message("""
                    No gen-shared-types.json in \(packageDirectory.path). Create one with \
                    `swift run gen-shared-types init` (then edit "schema" and "output"), or pass --config FILE.
                    """)
            }
            toolArguments += ["--config", config.path]
        }
        toolArguments += arguments

        let tool = try context.tool(named: "gen-shared-types")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = packageDirectory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure.message("gen-shared-types failed (exit status \(process.terminationStatus)).")
        }
    }
}

enum PluginFailure: Error, CustomStringConvertible {
    case message(String)

    var description: String {
        switch self {
        case .message(let text): return text
        }
    }
}
