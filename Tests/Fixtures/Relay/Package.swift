// swift-tools-version:5.9
// A stand-in for tests: declares Relay.swift 1.1.0's public surface per shared/relay-runtime.md
// (the parts generated enums and input objects touch), so generated code can be compiled on Linux.
import PackageDescription

let package = Package(
    name: "Relay",
    products: [
        .library(name: "Relay", targets: ["Relay"]),
    ],
    targets: [
        .target(name: "Relay"),
    ]
)
