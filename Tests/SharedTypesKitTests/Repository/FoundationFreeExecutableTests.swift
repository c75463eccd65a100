import Foundation
import Testing
@testable import SharedTypesSupport
@testable import TestSupport

/// The executable and its library use the C library, not Foundation. Statically linked on
/// Linux (the README's installation), one `import Foundation` anywhere in `Sources/` pulls in
/// Foundation, CoreFoundation and ICU: the executable was 80 MB instead of 22 MB, and its link
/// printed 18 warnings where it prints one (see the README's installation notes).
@Suite struct FoundationFreeExecutableTests {
    static let foundationModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    ]

    /// The module an `import` line names (`import Foundation`, `@preconcurrency import
    /// struct Foundation.URL`, `@_exported import Foundation`), or nil for any other line.
    static func importedModule(_ line: Substring) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        let path = words.count >= 3 && kinds.contains(words[1]) ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    @Test func importLinesAreRead() {
        #expect(Self.importedModule("import Foundation") == "Foundation")
        #expect(Self.importedModule("@preconcurrency import struct FoundationEssentials.URL") == "FoundationEssentials")
        #expect(Self.importedModule("@_exported import Foundation") == "Foundation")
        #expect(Self.importedModule("import Glibc") == "Glibc")
        #expect(Self.importedModule("let text = \"import Foundation\"") == nil)
    }

    @Test func noSourceOfTheExecutableImportsFoundation() throws {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var offenders: [String] = []
        var files = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files += 1
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let module = Self.importedModule(line.drop(while: { $0 == " " })), Self.foundationModules.contains(module) {
                    offenders.append("Sources/\(path):\(number + 1): \(line)")
                }
            }
        }
        #expect(files > 50, "the sources were not found")
        #expect(offenders.isEmpty, """
            The executable must not link Foundation (statically linked, it adds about 58 MB and \
            17 link warnings); use the C library (Glibc/Darwin) instead:
            \(offenders.joined(separator: "\n"))
            """)
    }

    /// What replaced `FileManager.default.currentDirectoryPath` gives the same folder.
    @Test func theWorkingDirectoryIsFoundationsCurrentDirectory() {
        #expect(ProcessEnvironment.workingDirectory() == FileManager.default.currentDirectoryPath)
        #expect(ProcessEnvironment.workingDirectory().hasPrefix("/"))
    }
}
