import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// File paths that a case-insensitive file system would take for one get suffixes, in the
/// order they are allocated; everything else is kept as it is.
@Suite struct FilePathAllocatorTests {
    static func allocate(_ paths: [String]) -> [String] {
        var allocator = FilePathAllocator()
        return paths.map { allocator.allocate($0) }
    }

    @Test func pathsThatDifferOnlyInCaseGetNumberedSuffixes() {
        #expect(Self.allocate(["E/Status.graphql.swift", "E/STATUS.graphql.swift", "E/status.graphql.swift", "E/Other.graphql.swift"])
            == ["E/Status.graphql.swift", "E/STATUS_2.graphql.swift", "E/status_3.graphql.swift", "E/Other.graphql.swift"])
        // A suffixed name that a later type already has moves on to the next number.
        #expect(Self.allocate(["E/A.graphql.swift", "E/a.graphql.swift", "E/A_2.graphql.swift"])
            == ["E/A.graphql.swift", "E/a_2.graphql.swift", "E/A_2_2.graphql.swift"])
        // A name is taken in every folder: swiftc refuses two files of one name in a module,
        // and their object files would share a name.
        #expect(Self.allocate(["Enums/X.graphql.swift", "InputObjects/x.graphql.swift", "CustomScalars.graphql.swift", "Enums/customScalars.graphql.swift"])
            == ["Enums/X.graphql.swift", "InputObjects/x_2.graphql.swift", "CustomScalars.graphql.swift", "Enums/customScalars_2.graphql.swift"])
        #expect(Self.allocate(["Enums/Indirect.graphql.swift", "Indirect.graphql.swift"]) == ["Enums/Indirect.graphql.swift", "Indirect_2.graphql.swift"])
    }

    @Test func nonASCIIPathsAreComparedLowercased() {
        // GraphQL names are ASCII, but the module's folder need not be.
        #expect(Self.allocate(["Sources/Modül/E.graphql.swift", "Sources/MODÜL/e.graphql.swift", "Sources/Modül/F.graphql.swift"])
            == ["Sources/Modül/E.graphql.swift", "Sources/MODÜL/e_2.graphql.swift", "Sources/Modül/F.graphql.swift"])
    }

    @Test func manyDistinctPathsAreAllKept() {
        let paths = (0..<5_000).map { "InputObjects/Type\($0)Input.graphql.swift" }
        #expect(Self.allocate(paths) == paths)
        let shouted = (0..<5_000).map { "InputObjects/TYPE\($0)INPUT.graphql.swift" }
        #expect(Self.allocate(paths + shouted) == paths + (0..<5_000).map { "InputObjects/TYPE\($0)INPUT_2.graphql.swift" })
    }

    @Test func longNamesAreShortenedWithAHashOfTheWholeName() {
        // The hash is of the name as written, so names that differ only in case still get
        // names that differ in more than case.
        let long = String(repeating: "A", count: 300)
        let allocated = Self.allocate(["E/\(long).graphql.swift", "E/\(long.lowercased()).graphql.swift"])
        #expect(allocated.allSatisfy { $0.utf8.count < 200 && $0.hasSuffix(".graphql.swift") })
        #expect(allocated[0].lowercased() != allocated[1].lowercased())
    }
}
