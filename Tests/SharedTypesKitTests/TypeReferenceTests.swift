import Testing
@testable import SharedTypesKit

@Suite struct TypeReferenceTests {
    /// The fingerprint hashes `appendGraphQLString`'s bytes where it used to hash
    /// `graphQLString`'s; they must stay the same, or every manifest's fingerprint would change.
    @Test func appendsTheSameBytesAsTheGraphQLSpelling() {
        var references: [TypeReference] = [.named("Int")]
        // Every wrapping of up to four levels: list or non-null, never non-null twice in a row.
        for _ in 0..<4 {
            references += references.flatMap { reference -> [TypeReference] in
                if case .nonNull = reference { return [.list(reference)] }
                return [.list(reference), .nonNull(reference)]
            }
        }
        var bytes: [UInt8] = []
        for reference in references {
            bytes.removeAll(keepingCapacity: true)
            reference.appendGraphQLString(to: &bytes)
            #expect(bytes == Array(reference.graphQLString.utf8), "\(reference.graphQLString)")
        }
        bytes = Array("prefix ".utf8)
        TypeReference.nonNull(.list(.nonNull(.named("ID")))).appendGraphQLString(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix [ID!]!")
    }
}
