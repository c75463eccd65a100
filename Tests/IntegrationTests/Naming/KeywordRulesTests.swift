import Foundation
import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Re-runs the swiftc experiment behind `SwiftNameRules` (see `KeywordExperiment`) with the
/// installed compiler, in Swift 6 and Swift 5 language mode, and checks that the committed rules
/// say exactly what the compiler does (apart from the documented policy renames).
@Suite struct KeywordRulesTests {
    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func committedRulesMatchTheInstalledSwiftc() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("keywords")
        defer { Swiftc.removeScratch(scratch) }
        try swiftc.buildRelayModule(in: scratch)
        let names = ExperimentNames.all
        let results = try KeywordExperiment.runConcurrently(["6", "5"].map { version in
            { try KeywordExperiment.run(swiftc: swiftc, swiftVersion: version, names: names, relayDirectory: scratch, scratch: scratch) }
        })
        let measured = DerivedRules(results, names: names)

        // The controls must be plain identifiers everywhere, or the experiment itself is broken.
        for name in ExperimentNames.controls {
            for kind in DerivedRules.Kind.allCases {
                #expect(!measured.backticks[kind]!.contains(name) && !measured.rename[kind]!.contains(name),
                        "control \(name) failed as \(kind.rawValue): \(failures(of: name, in: results, shapes: Set(KeywordExperiment.Shape.allCases)))")
            }
        }

        var differences: [String] = []
        let kinds: [(DerivedRules.Kind, SwiftNameKind)] = [
            (.enumCase, .enumCase), (.oneOfCase, .oneOfCase), (.inputField, .inputField), (.typeName, .typeName),
        ]
        for (measuredKind, kind) in kinds {
            for name in names {
                if kind == .typeName && KeywordExperiment.namesBreakingQualification.contains(name) { continue }
                let expected = measured.rename[measuredKind]!.contains(name) ? "rename"
                    : measured.backticks[measuredKind]!.contains(name) ? "backticks" : "bare"
                let committed: String
                switch SwiftNameRules.spelling(of: name, as: kind) {
                case .bare: committed = "bare"
                case .backticks: committed = "backticks"
                case .rename: committed = "rename"
                }
                if committed == expected { continue }
                if committed == "rename" && SwiftNameRules.policyRenames[kind]!.contains(name) { continue }
                differences.append("\(kind.rawValue) \(name): swiftc says \(expected), the rules say \(committed) — \(failures(of: name, in: results, shapes: shapes(of: kind)))")
            }
        }
        for name in names where !measured.rename[.inputField]!.contains(name) {
            let expected = measured.backticks[.argumentLabel]!.contains(name)
            if SwiftNameRules.argumentLabelNeedsBackticks(name) != expected {
                differences.append("argument label \(name): swiftc says backticks \(expected)")
            }
        }
        if measured.ambiguousInOptionalContext != SwiftNameRules.ambiguousInOptionalContext {
            differences.append("ambiguous in optional context: swiftc says \(measured.ambiguousInOptionalContext.sorted())")
        }
        #expect(differences.isEmpty, """
            The committed rules differ from what the installed swiftc does:
            \(differences.joined(separator: "\n"))

            Measured sets:
            \(measured.swiftSource)
            """)
    }

    private func shapes(of kind: SwiftNameKind) -> Set<KeywordExperiment.Shape> {
        switch kind {
        case .enumCase: return [.rawEnum, .openEnum]
        case .oneOfCase: return [.oneOfEnum]
        case .inputField: return [.inputObject]
        case .typeName: return [.typeName, .typeClient]
        }
    }

    /// The first failure of each probe of `name` in `shapes`, for the report.
    private func failures(of name: String, in results: [KeywordExperiment.ModeResult], shapes: Set<KeywordExperiment.Shape>) -> String {
        var parts: [String] = []
        for result in results {
            for (key, failures) in result.failures where key.name == name && shapes.contains(key.shape) && !failures.isEmpty {
                let first = failures.sorted { $0.key < $1.key }.first!
                parts.append("[swift \(result.swiftVersion) \(key.shape.rawValue) \(key.spelling) \(first.key.rawValue): \(first.value)]")
            }
        }
        return parts.sorted().joined(separator: " ")
    }
}
