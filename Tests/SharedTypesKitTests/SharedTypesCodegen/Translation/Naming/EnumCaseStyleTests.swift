import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

@Suite struct EnumCaseStyleTests {
    @Test(arguments: [
        ("SOME_VALUE", "some_value"), ("inProgress", "inprogress"), ("DRAFT", "draft"),
        ("already_snake", "already_snake"), ("_not", "_not"), ("HTTP2_ENABLED", "http2_enabled"),
        ("ÄRGER", "ärger"), ("x", "x"),
    ])
    func lowercase(_ input: String, _ expected: String) {
        #expect(EnumCaseStyle.lowercase.apply(to: input) == expected)
    }

    @Test(arguments: [
        // From the brief.
        ("SOME_VALUE", "someValue"), ("someValue", "someValue"), ("PUBLIC_KEY_2", "publicKey2"),
        ("_not", "_not"), ("HTTP2_ENABLED", "http2Enabled"), ("already_snake", "alreadySnake"),
        // Single words and existing camel case.
        ("DRAFT", "draft"), ("A", "a"), ("a", "a"), ("SomeValue", "someValue"),
        ("HTTPServer", "httpServer"), ("URL", "url"), ("iOS", "iOS"), ("iOS_VERSION", "iOSVersion"),
        ("fooBar_baz", "fooBarBaz"), ("foo_barBaz", "fooBarBaz"), ("X_Y_Z", "xYZ"),
        ("UPDATED_DESC", "updatedDesc"), ("updated_desc", "updatedDesc"),
        // Underscores: leading and trailing kept, inner runs are one separator, digits kept apart.
        ("__typename", "__typename"), ("DRAFT_", "draft_"), ("__A__B__", "__aB__"), ("A__B", "aB"),
        ("_2FA", "_2fa"), ("VERSION_1_2", "version1_2"), ("V1_2", "v1_2"), ("A_1", "a1"),
        ("_", "_"), ("___", "___"), ("_A", "_a"),
        // Non-ASCII characters are copied.
        ("ÄRGER_X", "ÄrgerX"),
    ])
    func camelCase(_ input: String, _ expected: String) {
        #expect(EnumCaseStyle.camelCase.apply(to: input) == expected)
    }

    @Test func unchangedKeepsTheName() {
        for name in ["SOME_VALUE", "inProgress", "_x", "Type"] {
            #expect(EnumCaseStyle.unchanged.apply(to: name) == name)
        }
    }

    @Test func camelCaseResultsAreIdentifiersForEveryGraphQLName() {
        // GraphQL names are [_A-Za-z][_0-9A-Za-z]*: the result must stay an identifier.
        let samples = ["_0", "__0_1", "A_0", "a__0", "Z9_9Z", "_9A", "ABC_123_DEF", "a_b_c_"]
        for name in samples {
            #expect(SwiftIdentifier.isIdentifier(EnumCaseStyle.camelCase.apply(to: name)), "\(name)")
        }
    }
}
