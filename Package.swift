// swift-tools-version:6.0
import PackageDescription

/// The library's layers, lowest first (the targets below say what each holds).
let layers: [Target.Dependency] = [
    "SharedTypesSupport", "GraphQLSchema", "MustacheEngine", "SharedTypesCodegen", "SharedTypesTools", "SharedTypesCLI",
]

let package = Package(
    name: "gen-shared-types",
    products: [
        .executable(name: "gen-shared-types", targets: ["gen-shared-types"]),
        .library(name: "SharedTypesKit", targets: ["SharedTypesKit"]),
        .plugin(name: "GenerateSharedTypes", targets: ["GenerateSharedTypes"]),
    ],
    targets: [
        // The layers, lowest first. Each depends only on those above it in this list, so the
        // compiler rejects a dependency that runs the wrong way. Between them `package` access;
        // `public` only for what docs/library.md offers library users.

        // Source files, diagnostics and their rendering, JSON, paths, command-line arguments.
        .target(name: "SharedTypesSupport"),
        // GraphQL: reading SDL, introspection JSON and executable documents; the schema model
        // and its validation; which types documents use.
        .target(name: "GraphQLSchema", dependencies: ["SharedTypesSupport"]),
        // The Mustache template engine: the core specification (variables, sections, inverted
        // sections, comments, partials, set delimiters); no lambdas or inheritance.
        .target(name: "MustacheEngine", dependencies: ["SharedTypesSupport"]),
        // From a schema model to the generated module: configuration, Swift translation and
        // naming, the runtimes (one folder each), rendering, the output folder, the pipeline.
        .target(name: "SharedTypesCodegen", dependencies: ["SharedTypesSupport", "GraphQLSchema", "MustacheEngine"]),
        // The tools around the module: schema diff, prune of operation files, fetch-schema.
        .target(name: "SharedTypesTools", dependencies: ["SharedTypesSupport", "GraphQLSchema", "SharedTypesCodegen"]),
        // The commands: arguments, configuration loading, reports on the console.
        .target(name: "SharedTypesCLI", dependencies: ["SharedTypesSupport", "GraphQLSchema", "SharedTypesCodegen", "SharedTypesTools"]),
        // The library product: re-exports the public API of the layers (docs/library.md).
        .target(name: "SharedTypesKit", dependencies: ["SharedTypesSupport", "GraphQLSchema", "SharedTypesCodegen", "SharedTypesTools"]),
        // Calls SharedTypesCLI with the process's arguments and environment; nothing else.
        .executableTarget(name: "gen-shared-types", dependencies: ["SharedTypesSupport", "SharedTypesCLI"]),
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
        // Its files are `#if DEBUG` (they use `@testable import` of the layers), so a plain
        // `swift build -c release`, which builds every non-test target, still succeeds.
        .target(
            name: "TestSupport",
            dependencies: layers,
            path: "Tests/TestSupport"
        ),
        // Fast unit tests, in folders mirroring Sources/ (a folder per layer): no compiler, no child
        // processes, no `../shared` at length (`swift test --filter SharedTypesKitTests`).
        .testTarget(
            name: "SharedTypesKitTests",
            dependencies: layers + ["TestSupport"]
        ),
        // Reference, compile and integration suites: golden files, generated code compiled
        // against the runtime, swiftc experiments, the tool run as a process (interrupted
        // runs, hostile inputs, fetch-schema, the plugin), README walks and `../shared` suites.
        .testTarget(
            name: "IntegrationTests",
            dependencies: layers + ["SharedTypesKit", "TestSupport"]
        ),
    ]
)
