import Testing
@testable import SharedTypesSupport
@testable import TestSupport

/// Path arithmetic on names: relative paths for generated files, and the folder a path names.
@Suite struct LexicalPathTests {
    @Test(arguments: [
        // (base, target, working directory, expected)
        ("Out", "Vendor/Relay.swift", "/repo", "../Vendor/Relay.swift"),
        ("Generated/Types", "config/../Vendor/Relay.swift", "/repo", "../../Vendor/Relay.swift"),
        ("/repo/Out", "Out/Local/Relay.swift", "/repo", "Local/Relay.swift"),
        ("Out", "Out", "/repo", "."),
        ("Out/", "./Vendor//Relay.swift/", "/repo", "../Vendor/Relay.swift"),
        ("../Out", "Vendor", "/repo/app", "../app/Vendor"),
        ("/", "../../x", "/", "x"),
        ("Out", "/opt/Relay.swift", "/repo", "../../opt/Relay.swift"),
        ("/abs/Out", "/abs/Vendor", ".", "../Vendor"),
        ("/abs/Out", "Vendor", ".", "Vendor"),
        ("Out", "Vendor", ".", "Vendor"),
    ])
    func targetFromBase(base: String, target: String, currentDirectory: String, expected: String) {
        #expect(LexicalPath.relative(from: base, to: target, currentDirectory: currentDirectory) == expected)
    }

    @Test(arguments: [
        // (path, working directory, expected)
        ("Out", "/repo", "Out"),
        ("Out//", "/repo", "Out"),
        ("Out/.", "/repo", "Out"),
        (".", "/repo/SharedTypes", "SharedTypes"),
        ("Out/Sub/..", "/repo", "Out"),
        ("/", "/repo", ""),
        ("Out/.", ".", "."),
    ])
    func lastNameOfPath(path: String, currentDirectory: String, expected: String) {
        #expect(LexicalPath.lastName(of: path, currentDirectory: currentDirectory) == expected)
    }

    @Test(arguments: [
        // (path, working directory, expected)
        ("Ops/A.graphql.swift", "/repo", "/repo/Ops/A.graphql.swift"),
        ("./Ops/../B", "/repo", "/repo/./Ops/../B"),
        ("/abs/Ops", "/repo", "/abs/Ops"),
        ("Ops", "", "Ops"),
    ])
    func placedUnderTheWorkingDirectory(path: String, currentDirectory: String, expected: String) {
        #expect(LexicalPath.placed(path, currentDirectory: currentDirectory) == expected)
    }

    @Test func appendingANameToAFolderWritesOneSlash() {
        #expect(LexicalPath.appending("a.swift", to: "Ops") == "Ops/a.swift")
        #expect(LexicalPath.appending("a.swift", to: "Ops/") == "Ops/a.swift")
        #expect(LexicalPath.appending("a.swift", to: "/") == "/a.swift")
    }
}
