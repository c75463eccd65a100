import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// Guards the type-checking budget of generated code, for both runtime profiles: for an input
/// object of 1,000 fields and an enum of 2,000 values (the synthetic module of `Benchmarks/run`),
/// and for the widest input that keeps the simple shape (`WideTypeLayout.inputFieldLimit`
/// fields, its `==` synthesized), no function body or expression, the compiler-synthesized ones
/// included, may take long to type-check.
///
/// The goal is 50 ms per body; the slowest take 15-35 ms on a 2-core machine (Benchmarks/README.md,
/// "Type-checking the generated code"). The limit here is generous, because other tests compile at
/// the same time: it catches a shape that regresses to hundreds of milliseconds (the synthesized
/// `==` of a 1,000-field struct took ~330 ms, the synthesized `init(rawValue:)` of 2,000 values
/// ~125 ms), not noise. A body over the limit is measured again before the test fails.
@Suite(.serialized) struct TypeCheckBudgetTests {
    static let limitMilliseconds = 100
    static let fieldCount = 1_000
    static let valueCount = 2_000

    /// Field types cycled through: scalars, enums, lists, nested inputs, a custom scalar.
    static let fieldTypes = ["String", "String!", "Int", "Int!", "Float", "Boolean!", "ID", "[String!]", "[Int!]!",
                             "Color", "Color!", "[Color!]", "Point", "[Point!]", "DateTime"]

    static var schema: String {
        var text = "scalar DateTime\nenum Color { RED GREEN BLUE }\ninput Point { x: Int! y: Int! }\nenum Huge {\n"
        for index in 0..<valueCount {
            text += "  VALUE_\(index)\n"
        }
        text += "}\n"
        return text + input("Wide", fields: fieldCount) + input("Widest", fields: WideTypeLayout.standard.inputFieldLimit)
    }

    static func input(_ name: String, fields: Int) -> String {
        var text = "input \(name) {\n"
        for index in 0..<fields {
            let type = fieldTypes[index % fieldTypes.count]
            if index % 5 == 0 { text += "  \"The field number \(index).\"\n" }
            text += "  field\(index): \(type)\(type == "Int" && index % 2 == 0 ? " = 42" : "")\n"
        }
        return text + "}\n"
    }

    /// `swiftc -emit-sil` (type checking, synthesized members and the mandatory passes) of
    /// `files`; returns the bodies and expressions reported over `limit`.
    static func slowBodies(_ files: [String], relayModule: String, limit: Int) throws -> [String] {
        let (status, log) = try CompileHarness.run(
            ["swiftc", "-emit-sil", "-wmo", "-Onone", "-parse-as-library", "-module-name", "Synthetic", "-I", relayModule,
             "-Xfrontend", "-warn-long-function-bodies=\(limit)", "-Xfrontend", "-warn-long-expression-type-checking=\(limit)",
             "-o", "/dev/null"] + files)
        #expect(status == 0, "\(log.prefix(4000))")
        return log.split(separator: "\n").filter { $0.contains("to type-check (limit:") && !$0.contains("`-") }.map(String.init)
    }

    @Test(arguments: ["default", "future-proof, omit", "codable"])
    func wideModuleTypeChecksQuickly(options variant: String) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("type-check-budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let schemaPath = work.appendingPathComponent("wide.graphql").path
        try Self.schema.write(toFile: schemaPath, atomically: true, encoding: .utf8)
        var options = GenerationOptions(moduleName: "Synthetic")
        switch variant {
        case "codable":
            options.runtime = .codable
        case "default":
            break
        default:
            options.futureProofEnums = true
            options.nilFields = .omit
        }
        let output = try CompileHarness.generate([schemaPath], options: options)
        let widest = output.files.filter { $0.text.contains("struct Widest:") }
        #expect(widest.count == 1 && !widest[0].text.contains("__Fields"), "the input at the limit keeps the simple shape")
        var files: [String] = []
        for file in output.files where file.path.hasSuffix(".swift") {
            let url = work.appendingPathComponent("Synthetic").appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
            files.append(url.path)
        }
        var relayModule = work.appendingPathComponent("Relay").path
        if case .real(let folder) = try RelayRuntime.current.get() {
            relayModule = folder.path
        } else {
            let relaySources = try RelayStandIn.sourceFiles().map(\.path)
            let (status, log) = try CompileHarness.run(["swiftc", "-emit-module", "-module-name", "Relay", "-parse-as-library",
                                                        "-emit-module-path", relayModule + "/Relay.swiftmodule"] + relaySources)
            try #require(status == 0, "\(log)")
        }

        var slow = try Self.slowBodies(files, relayModule: relayModule, limit: Self.limitMilliseconds)
        if !slow.isEmpty {
            // Measured again: only what is slow twice counts, not a moment of load.
            let again = try Self.slowBodies(files, relayModule: relayModule, limit: Self.limitMilliseconds)
            slow = slow.filter { line in again.contains { $0.split(separator: ":").prefix(3) == line.split(separator: ":").prefix(3) } }
        }
        // An initializer's name lists its 1,000 labels: shown cut.
        let shown = slow.map { $0.count > 300 ? $0.prefix(150) + " … " + $0.suffix(100) : $0 }
        #expect(slow.isEmpty, "slower than \(Self.limitMilliseconds) ms to type-check:\n\(shown.joined(separator: "\n"))")
    }
}
