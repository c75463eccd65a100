#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SharedTypesSupport
@testable import TestSupport

/// The executable hands the library its environment as `ProcessEnvironment.parse` reads it.
@Suite struct ProcessEnvironmentTests {
    /// `entries` as a null-terminated C list, like `environ`.
    static func parse(_ entries: [[UInt8]]) -> [String: String] {
        let pointers = entries.map { bytes -> UnsafeMutablePointer<CChar>? in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        defer { pointers.forEach { $0?.deallocate() } }
        return pointers.withUnsafeBufferPointer { ProcessEnvironment.parse($0.baseAddress!) }
    }

    @Test func entriesAreSplitAtTheFirstEqualsSign() {
        let environment = Self.parse([
            Array("HOME=/home/me".utf8), Array("EMPTY=".utf8), Array("EQUATION=a=b=c".utf8),
            Array("NOVALUE".utf8), Array("=nameless".utf8), Array("GRÜSSE=schön".utf8),
        ])
        #expect(environment == ["HOME": "/home/me", "EMPTY": "", "EQUATION": "a=b=c", "": "nameless", "GRÜSSE": "schön"])
    }

    @Test func theFirstDefinitionOfANameWinsAsWithGetenv() {
        #expect(Self.parse([Array("A=first".utf8), Array("A=second".utf8)]) == ["A": "first"])
        #expect(Self.parse([]) == [:])
    }

    @Test func bytesThatAreNotUTF8AreRepaired() {
        #expect(Self.parse([[0x58, 0x3D, 0x61, 0xFF, 0x62]]) == ["X": "a\u{FFFD}b"])
    }

    @Test func theProcessEnvironmentIsReadAsGetenvSeesIt() throws {
        // Read only: setting a variable here would race with tests reading it in parallel.
        let environment = ProcessEnvironment.current()
        let path = try #require(getenv("PATH"))
        #expect(environment["PATH"] == String(cString: path))
        #expect(environment.count >= 1)
    }
}
