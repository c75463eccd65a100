import Testing
@testable import SharedTypesKit

/// Paths written into generated files are relative to the generated folder.
@Suite struct RelativePathTests {
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
        #expect(RelativePath.from(base, to: target, currentDirectory: currentDirectory) == expected)
    }
}
