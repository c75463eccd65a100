import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import TestSupport

/// Wide types compile warning-free and behave exactly as the simple shapes do: an input object
/// with more fields than `WideTypeLayout.inputFieldLimit` (stored in parts, with the parts'
/// own `==`) sends every field, compares every field and hashes consistently; an enum with
/// more values than `WideTypeLayout.enumValueLimit` (raw values looked up in a table) decodes
/// every value, rejects unknown ones (or keeps them, future-proof) and lists its cases in order.
@Suite struct WideTypesCompileTests {
    static let layout = WideTypeLayout.standard
    static let fieldCount = layout.inputPartSize * 2 + 7
    static let valueCount = layout.enumValueLimit * 2 + 50

    /// Field `index`'s GraphQL type, the Swift argument the program passes (nil: left out),
    /// how Relay's stand-in describes the value sent, and another value for the field.
    static func field(_ index: Int) -> (type: String, argument: String?, sent: String, other: String) {
        switch index % 7 {
        case 0: return ("String", "\"s\(index)\"", "\"s\(index)\"", "\"other\"")
        case 1: return ("Int!", "\(index)", "\(index)", "\(index + 1000)")
        case 2: return ("[Int!]", "[\(index), 0]", "[\(index),0]", "[\(index), 1]")
        case 3: return ("Level", index % 2 == 0 ? ".high" : nil, index % 2 == 0 ? "\"HIGH\"" : "null", ".low")
        case 4: return ("String @deprecated(reason: \"old\")", nil, "null", "\"x\"")
        case 5: return ("Big", nil, "null", "minimalBig()") // recursive: stored indirectly
        default: return ("Boolean!", "true", "true", "false")
        }
    }

    /// The raw value of enum value `index`; every 50th (from the 8th) is deprecated.
    static func rawValue(_ index: Int) -> String {
        "V" + String(repeating: "0", count: 3 - String(index).count) + String(index)
    }

    static var schema: String {
        var text = "enum Level { LOW HIGH }\nenum Many {\n"
        for index in 0..<valueCount {
            text += "  \(rawValue(index))\(index % 50 == 7 ? " @deprecated" : "")\n"
        }
        text += "}\ninput Big {\n"
        for index in 0..<fieldCount {
            text += "  f\(index): \(field(index).type)\n"
        }
        return text + "}\n"
    }

    static let required = (0..<fieldCount).filter { field($0).type.hasSuffix("!") }

    /// A program that prints what the modules send, whether `==` and `hashValue` notice a
    /// change of each field, and how the wide enum reads raw values.
    static var program: String {
        let arguments = (0..<fieldCount).compactMap { index in field(index).argument.map { "f\(index): \($0)" } }.joined(separator: ", ")
        let minimal = required.map { "f\($0): \(field($0).argument ?? "")" }.joined(separator: ", ")
        var text = """
            import Foundation
            import Relay
            import WideTypes
            import WideTypesOmit
            import WideTypesFutureProof

            func minimalBig() -> WideTypes.Big { WideTypes.Big(\(minimal)) }
            let a = WideTypes.Big(\(arguments))
            let b = WideTypes.Big(\(arguments))
            print(a.variableData.description)
            print(WideTypesOmit.Big(\(arguments.replacingOccurrences(of: ".high", with: "WideTypesOmit.Level.high"))).variableData.description)
            print("equal: \\(a == b), same hash: \\(a.hashValue == b.hashValue), set: \\(Set([a, b]).count)")
            var unnoticed: [String] = []
            var restoredUnequal: [String] = []
            func check(_ name: String, _ changed: WideTypes.Big, _ restored: WideTypes.Big) {
                if changed == a { unnoticed.append(name) }
                if restored != a || restored.hashValue != a.hashValue { restoredUnequal.append(name) }
            }

            """
        for index in 0..<fieldCount {
            text += "do { var c = a; c.f\(index) = \(field(index).other); let changed = c; c.f\(index) = a.f\(index); check(\"f\(index)\", changed, c) }\n"
        }
        text += "do { var c = a; c.__fields0 = 1; let changed = c; c.__fields0 = nil; check(\"__fields0\", changed, c) }\n"
        let rawValues = (0..<valueCount).map { "\"\(rawValue($0))\"" }.joined(separator: ", ")
        text += """
            print("changes == missed: \\(unnoticed), unequal after restoring: \\(restoredUnequal)")

            let rawValues = [\(rawValues)]
            typealias Many = WideTypes.Many
            print("cases: \\(Many.allCases.count), in order: \\(Many.allCases.map(\\.rawValue) == rawValues)")
            print("round trip: \\(rawValues.allSatisfy { Many(rawValue: $0)?.rawValue == $0 })")
            print("unknown: \\(Many(rawValue: "V999") == nil), \\(Many(rawValue: "v000") == nil), \\(Many(rawValue: "") == nil)")
            let decoder = JSONDecoder()
            print("decoded: \\((try? decoder.decode([Many].self, from: Data(#"["V000", "V007", "\(rawValue(valueCount - 1))"]"#.utf8)))?.map(\\.rawValue) ?? [])")
            print("unknown decoded: \\((try? decoder.decode([Many].self, from: Data(#"["NOPE"]"#.utf8))) != nil)")
            print("read: \\(Many(from: SelectorData.Value.string("V123")).rawValue), sent: \\(Many(rawValue: "V123")!.variableValue)")
            typealias Future = WideTypesFutureProof.Many
            print("future-proof cases: \\(Future.allCases.count), in order: \\(Future.allCases.map(\\.rawValue) == rawValues)")
            print("future-proof round trip: \\(rawValues.allSatisfy { Future(rawValue: $0).rawValue == $0 && Future.allCases.contains(Future(rawValue: $0)) })")
            print("future-proof unknown: \\(Future(rawValue: "NOPE") == .__unknown("NOPE"))")
            print("future-proof decoded: \\((try? decoder.decode([Future].self, from: Data(#"["V007", "NOPE"]"#.utf8)))?.map(\\.rawValue) ?? [])")

            """
        return text
    }

    /// What Relay's stand-in prints for the fields `included`: names sorted, as strings.
    static func expectedDescription(_ included: (Int) -> Bool, storageField: Bool) -> String {
        var parts = (0..<fieldCount).filter(included).map { index in ("f\(index)", field(index).sent) }
        if storageField { parts.append(("__fields0", "null")) }
        return "{" + parts.sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
    }

    static var expectedOutput: [String] {
        [
            expectedDescription({ _ in true }, storageField: true),
            expectedDescription({ field($0).argument != nil }, storageField: false),
            "equal: true, same hash: true, set: 1",
            "changes == missed: [], unequal after restoring: []",
            "cases: \(valueCount), in order: true",
            "round trip: true",
            "unknown: true, true, true",
            "decoded: [\"V000\", \"V007\", \"\(rawValue(valueCount - 1))\"]",
            "unknown decoded: false",
            "read: V123, sent: \"V123\"",
            "future-proof cases: \(valueCount), in order: true",
            "future-proof round trip: true",
            "future-proof unknown: true",
            "future-proof decoded: [\"V007\", \"NOPE\"]",
        ]
    }

    /// The module of `schema`, plus a field of `Big` named like the storage of the parts (the
    /// generated names then start with "___"). GraphQL reserves names beginning with `__`, so
    /// the readers refuse such a field; a model built through the library's API can have one.
    static func generate(_ options: GenerationOptions) throws -> GenerationPipeline.GeneratedModule {
        var model = try #require(SchemaReader.read(files: [SourceFile(path: "wide-types.graphql", text: schema)]).model)
        let big = try #require(model.inputObjects.firstIndex { $0.name == "Big" })
        model.inputObjects[big].fields.append(InputField(name: "__fields0", description: nil, type: .named("Int"), defaultValue: nil, deprecationReason: nil, location: nil))
        var options = options
        options.layout = .sources
        options.typeFiles = .perType
        let output = GenerationPipeline.generate(model, options: options)
        #expect(!output.diagnostics.contains { $0.severity == .error })
        return output
    }

    /// A wide enum whose values, camel-cased, are the names of its generated helpers.
    static let helperNamedSchema = "enum Helpers {\n"
        + (["KNOWN_CASES", "KNOWN_CASES0", "KNOWN_CASES1", "CASES_BY_RAW_VALUE", "LIST_KNOWN_CASES", "ALL_CASES", "KNOWN_RAW_VALUE0", "KNOWN_RAW_VALUE1"]
            + (0..<120).map { "FILLER_\($0)" })
            .map { "  \($0)\n" }.joined() + "}\n"

    @Test func wideTypesCompileAndBehaveLikeSimpleOnes() throws {
        let plain = try Self.generate(GenerationOptions(moduleName: "WideTypes"))
        let helperSchema = FileManager.default.temporaryDirectory.appendingPathComponent("wide-helpers-\(UUID().uuidString).graphql").path
        try Self.helperNamedSchema.write(toFile: helperSchema, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: helperSchema) }
        var helperOptions = GenerationOptions(moduleName: "WideHelpers")
        helperOptions.enumCaseStyle = .camelCase
        helperOptions.futureProofEnums = true
        helperOptions.typeFiles = .perType
        let helpers = try CompileHarness.generate([helperSchema], options: helperOptions)
        let helpersEnum = try #require(helpers.files.first { $0.path == "Enums/Helpers.graphql.swift" }).text
        for renamed in ["knownCases_", "knownCases0_", "knownCases1_", "casesByRawValue_", "allCases_"] {
            #expect(helpersEnum.contains("case \(renamed)\n"), "\(renamed)")
        }
        // Instance properties beside cases of the same name, and a case named like the helpers
        // (`__knownCases` has underscores no case can have): nothing to rename.
        #expect(helpersEnum.contains("case listKnownCases\n"))
        for kept in ["knownRawValue0", "knownRawValue1"] {
            #expect(helpersEnum.contains("case \(kept)\n") && helpersEnum.contains("private var \(kept): "), "\(kept)")
        }
        var omitOptions = GenerationOptions(moduleName: "WideTypesOmit")
        omitOptions.nilFields = .omit
        let omit = try Self.generate(omitOptions)
        var futureProofOptions = GenerationOptions(moduleName: "WideTypesFutureProof")
        futureProofOptions.futureProofEnums = true
        let futureProof = try Self.generate(futureProofOptions)
        let big = try #require(plain.files.first { $0.path == "InputObjects/Big.graphql.swift" }).text
        #expect(big.contains("private var ___fields2: ___Fields2\n"))
        #expect(try #require(omit.files.first { $0.path == "InputObjects/Big.graphql.swift" }).text.contains("___fields2.___addVariableData(to: &fields)"))
        #expect(try #require(plain.files.first { $0.path == "Enums/Many.graphql.swift" }).text.contains("public init?(rawValue: String) {"))

        let result = try CompileHarness.build(package: "WideTypes", targets: [
            .init(name: "WideTypes", files: plain.files),
            .init(name: "WideTypesOmit", files: omit.files),
            .init(name: "WideTypesFutureProof", files: futureProof.files),
            .init(name: "WideHelpers", files: helpers.files),
            // Changes deprecated fields on purpose, so warnings stay warnings here.
            .init(name: "WideTypesCheck", files: [GeneratedFile(path: "main.swift", text: Self.program)],
                  dependencies: ["Relay", "WideTypes", "WideTypesOmit", "WideTypesFutureProof"], isExecutable: true, warningsAsErrors: false),
        ])
        #expect(result.succeeded, "\(result.problems)")
        try #require(result.succeeded)
        let (status, output) = try CompileHarness.runExecutable("WideTypesCheck", in: result)
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.expectedOutput.count, "\(output)")
        for (line, expected) in zip(lines, Self.expectedOutput) {
            #expect(line == expected)
        }
    }
}
