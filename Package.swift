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
        .testTarget(
            name: "SharedTypesKitTests",
            dependencies: ["SharedTypesKit"],
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
