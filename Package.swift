// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gen-shared-types",
    products: [
        .executable(name: "gen-shared-types", targets: ["gen-shared-types"]),
        .library(name: "SharedTypesKit", targets: ["SharedTypesKit"]),
        .plugin(name: "GenerateSharedTypes", targets: ["GenerateSharedTypes"]),
    ],
    targets: [
        // The whole pipeline: reading schemas, the model, Swift translation, rendering, output.
        .target(name: "SharedTypesKit"),
        // Parses arguments and calls the library; nothing else.
        .executableTarget(name: "gen-shared-types", dependencies: ["SharedTypesKit"]),
        // `swift package --allow-writing-to-package-directory generate-shared-types`: runs the
        // tool with the package's gen-shared-types.json.
        .plugin(
            name: "GenerateSharedTypes",
            capability: .command(
                intent: .custom(
                    verb: "generate-shared-types",
                    description: "Generate the shared-types Swift module from the package's gen-shared-types.json."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated shared-types module into the package."),
                ]
            ),
            dependencies: ["gen-shared-types"]
        ),
        // Helpers both test targets use (running the tool, compiling generated code, the
        // `../shared` checks, paths): one place, imported with `@testable import TestSupport`.
        // Its files are `#if DEBUG` (they use `@testable import SharedTypesKit`), so a plain
        // `swift build -c release`, which builds every non-test target, still succeeds.
        .target(
            name: "TestSupport",
            dependencies: ["SharedTypesKit"],
            path: "Tests/TestSupport"
        ),
        // Fast unit tests, in folders mirroring Sources/SharedTypesKit: no compiler, no child
        // processes, no `../shared` at length (`swift test --filter SharedTypesKitTests`).
        .testTarget(
            name: "SharedTypesKitTests",
            dependencies: ["SharedTypesKit", "TestSupport"]
        ),
        // Reference, compile and integration suites: golden files, generated code compiled
        // against the runtime, swiftc experiments, the tool run as a process (interrupted
        // runs, hostile inputs, fetch-schema, the plugin), README walks and `../shared` suites.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["SharedTypesKit", "TestSupport"]
        ),
    ]
)
