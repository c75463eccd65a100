// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gen-shared-types",
    products: [
        .executable(name: "gen-shared-types", targets: ["gen-shared-types"]),
        .library(name: "SharedTypesKit", targets: ["SharedTypesKit"]),
    ],
    targets: [
        // The whole pipeline: reading schemas, the model, Swift translation, rendering, output.
        .target(name: "SharedTypesKit"),
        // Parses arguments and calls the library; nothing else.
        .executableTarget(name: "gen-shared-types", dependencies: ["SharedTypesKit"]),
        .testTarget(
            name: "SharedTypesKitTests",
            dependencies: ["SharedTypesKit"],
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
