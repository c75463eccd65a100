import Foundation
import Testing
@testable import SharedTypesKit

/// Input objects with more fields than `ModuleRenderer.variableDataPartSize` build
/// `variableData` in parts (one private function per part, so that no function body takes the
/// type checker long). The parts must compile warning-free and send exactly what one
/// dictionary would: every field in the default form, the non-nil ones with `--nil-fields omit`.
@Suite struct LargeInputCompileTests {
    static let fieldCount = ModuleRenderer.variableDataPartSize * 2 + 7

    /// Field `index`'s GraphQL type, the Swift argument the program passes (nil: left out),
    /// and how Relay's stand-in describes the value sent.
    static func field(_ index: Int) -> (type: String, argument: String?, sent: String) {
        switch index % 7 {
        case 0: return ("String", "\"s\(index)\"", "\"s\(index)\"")
        case 1: return ("Int!", "\(index)", "\(index)")
        case 2: return ("[Int!]", "[\(index), 0]", "[\(index),0]")
        case 3: return ("Level", index % 2 == 0 ? ".high" : nil, index % 2 == 0 ? "\"HIGH\"" : "null")
        case 4: return ("String @deprecated(reason: \"old\")", nil, "null")
        case 5: return ("Big", nil, "null") // recursive: stored indirectly
        default: return ("Boolean!", "true", "true")
        }
    }

    static var schema: String {
        var text = "enum Level { LOW HIGH }\ninput Big {\n"
        for index in 0..<fieldCount {
            text += "  f\(index): \(field(index).type)\n"
        }
        return text + "}\n"
    }

    /// A program that prints the description of `variableData` for the same value built
    /// with both modules.
    static var program: String {
        let arguments = (0..<fieldCount).compactMap { index in field(index).argument.map { "f\(index): \($0)" } }.joined(separator: ", ")
        return """
            import Relay
            import LargeInputs
            import LargeInputsOmit

            print(LargeInputs.Big(\(arguments)).variableData.description)
            print(LargeInputsOmit.Big(\(arguments.replacingOccurrences(of: ".high", with: "LargeInputsOmit.Level.high"))).variableData.description)

            """
    }

    /// What Relay's stand-in prints for the fields `included`: names sorted, as strings.
    static func expectedDescription(_ included: (Int) -> Bool) -> String {
        let parts = (0..<fieldCount).filter(included).map { index in ("f\(index)", field(index).sent) }
        return "{" + parts.sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
    }

    @Test func partsCompileAndSendEveryField() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("large-input-\(UUID().uuidString).graphql").path
        try Self.schema.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plain = try CompileHarness.generate([path], options: GenerationOptions(moduleName: "LargeInputs"))
        var omitOptions = GenerationOptions(moduleName: "LargeInputsOmit")
        omitOptions.nilFields = .omit
        let omit = try CompileHarness.generate([path], options: omitOptions)
        let big = try #require(plain.files.first { $0.path == "InputObjects/Big.graphql.swift" })
        #expect(big.text.contains("private static func variableData2(_ input: Self) -> VariableData {"))
        #expect(try #require(omit.files.first { $0.path == "InputObjects/Big.graphql.swift" }).text.contains("Self.addVariableData2(self, to: &fields)"))

        let result = try CompileHarness.build(package: "LargeInputs", targets: [
            .init(name: "LargeInputs", files: plain.files),
            .init(name: "LargeInputsOmit", files: omit.files),
            .init(name: "LargeInputsCheck", files: [GeneratedFile(path: "main.swift", text: Self.program)],
                  dependencies: ["Relay", "LargeInputs", "LargeInputsOmit"], isExecutable: true),
        ])
        #expect(result.succeeded, "\(result.problems)")
        try #require(result.succeeded)
        let (status, output) = try CompileHarness.runExecutable("LargeInputsCheck", in: result)
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == Self.expectedDescription { _ in true })
        #expect(lines.dropFirst().first == Self.expectedDescription { Self.field($0).argument != nil })
    }
}
