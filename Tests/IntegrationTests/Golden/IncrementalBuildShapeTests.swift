import Foundation
import Testing
@testable import TestSupport

/// Shapes of the generated code that keep incremental builds small. The compiler finds an
/// operator by its name alone, so every file that compares anything depends on every file that
/// declares an operator function, and any change to such a file recompiles the whole module
/// (Benchmarks/README.md, "Wide inputs' parts with a synthesized `==`"). The golden files hold
/// every template in every option variant, so they show whether a template writes one.
@Suite struct IncrementalBuildShapeTests {
    /// The box of recursive fields writes `==`; its file changes only with the tool.
    static let allowed: Set<String> = ["Indirect.graphql.swift"]

    /// A line declaring an operator function: `func` followed by operator characters.
    static func operatorFunction() throws -> Regex<Substring> {
        try Regex(#"func\s*[-+*/%<>=!&|^~?]+\s*[(<]"#)
    }

    @Test func noGeneratedTypeDeclaresAnOperator() throws {
        let operatorFunction = try Self.operatorFunction()
        var checked = 0
        let files = FileManager.default.enumerator(at: TestPaths.golden, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "Package.swift" else { continue }
            checked += 1
            guard !Self.allowed.contains(url.lastPathComponent) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let found = text.split(separator: "\n").filter { $0.contains(operatorFunction) }
            #expect(found.isEmpty, "\(url.path) declares an operator: \(found.joined(separator: " | "))")
        }
        #expect(checked > 100, "the golden files were not found at \(TestPaths.golden.path)")
    }

    /// The pattern above finds what it must: a check that cannot fail guards nothing.
    @Test func thePatternFindsOperatorDeclarations() throws {
        let operatorFunction = try Self.operatorFunction()
        #expect("        static func == (lhs: Self, rhs: Self) -> Bool {".contains(operatorFunction))
        #expect("    public static func <(lhs: A, rhs: A) -> Bool {".contains(operatorFunction))
        #expect(!"    private static func makeCasesByRawValue() -> [String: E] {".contains(operatorFunction))
        #expect(!"            guard __equal(lhs.a, rhs.a) else { return false }".contains(operatorFunction))
    }
}
