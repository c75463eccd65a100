import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// End to end: code shaped like the generator's output, with every experiment name named by
/// the library (all styles, all positions), must compile with `-warnings-as-errors` in both
/// language modes; and client code that imports the module, including code written the way
/// Relay's operation files are (unqualified `String`, `Bool`, `VariableData`…), must compile too.
@Suite struct GeneratedCodeCompilesTests {
    /// The experiment's names that are GraphQL names (`[_A-Za-z][_0-9A-Za-z]*`).
    static let graphQLNames: [String] = ExperimentNames.all.filter(isGraphQLName)

    static func isGraphQLName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
    }

    static let enumConformances = "Swift.String, Swift.Decodable, Swift.Hashable, Relay.VariableValueConvertible, Relay.ReadableScalar, Swift.CustomStringConvertible, Swift.CaseIterable, Swift.Sendable"
    static let openEnumConformances = "Swift.RawRepresentable, Swift.Decodable, Swift.Hashable, Relay.VariableValueConvertible, Relay.ReadableScalar, Swift.CustomStringConvertible, Swift.CaseIterable, Swift.Sendable"

    /// A raw-value enum and a future-proof enum for one style, and (`uses`) functions that
    /// use every case in default values and `switch` patterns.
    static func enums(style: EnumCaseStyle, values: [String], uses: Bool) -> String {
        let names = SwiftNaming.enumCaseNames(values, enumName: "Probe", style: style)
        let raw = SwiftIdentifier("Raw_\(style.rawValue)", as: .typeName)!
        let open = SwiftIdentifier("Open_\(style.rawValue)", as: .typeName)!
        var out = "public enum \(raw.source): \(enumConformances) {\n"
        for (value, name) in zip(values, names.identifiers) {
            out += "    case \(name.source) = \(SwiftSourceText.stringLiteral(value))\n"
        }
        out += "    public var description: Swift.String { rawValue }\n}\n"

        out += "public enum \(open.source): \(openEnumConformances) {\n"
        for name in names.identifiers { out += "    case \(name.source)\n" }
        out += "    case __unknown(Swift.String)\n"
        out += "    public init(rawValue: Swift.String) {\n        switch rawValue {\n"
        for (value, name) in zip(values, names.identifiers) {
            out += "        case \(SwiftSourceText.stringLiteral(value)): self = .\(name.source)\n"
        }
        out += "        default: self = .__unknown(rawValue)\n        }\n    }\n"
        out += "    public var rawValue: Swift.String {\n        switch self {\n"
        for (value, name) in zip(values, names.identifiers) {
            out += "        case .\(name.source): return \(SwiftSourceText.stringLiteral(value))\n"
        }
        out += "        case .__unknown(let value): return value\n        }\n    }\n"
        out += "    public static var allCases: [\(open.source)] { [\(names.identifiers.map { "." + $0.source }.joined(separator: ", "))] }\n"
        out += "    public var description: Swift.String { rawValue }\n}\n"

        for type in [raw, open] where uses {
            for (index, name) in names.identifiers.enumerated() {
                out += "public func defaults\(index)_\(type.name)("
                out += "a: \(type.source) = \(name.implicitMemberExpression(optionalContext: false)), "
                out += "b: \(type.source)? = \(name.implicitMemberExpression(optionalContext: true)), "
                out += "c: [\(type.source)?]? = [\(name.implicitMemberExpression(optionalContext: true))], "
                out += "d: [\(type.source)]? = [\(type.source).\(name.source)]) {}\n"
            }
            out += "public func number(of value: \(type.source)) -> Swift.Int {\n    switch value {\n"
            for (index, name) in names.identifiers.enumerated() {
                out += "    case .\(name.source): return \(index)\n"
            }
            out += type == open ? "    case .__unknown: return -1\n    }\n}\n" : "    }\n}\n"
        }
        return out
    }

    /// Input structs and `@oneOf` enums with a field per name (in chunks: one struct with
    /// hundreds of fields makes SIL diagnostics slow). Each chunk is named as one type, so the
    /// names also meet each other's clash handling.
    static func inputs(fields allFields: [String]) -> String {
        var out = ""
        for start in stride(from: 0, to: allFields.count, by: 40) {
            let fields = Array(allFields[start..<min(start + 40, allFields.count)])
            let id = start / 40
            let names = SwiftNaming.inputFieldNames(fields, inputName: "Probe").identifiers
            let oneOfNames = SwiftNaming.inputFieldNames(fields, inputName: "Probe", isOneOf: true).identifiers
            out += "public struct ProbeInput\(id): Relay.VariableDataConvertible, Swift.Hashable, Swift.Sendable {\n"
            for name in names { out += "    public var \(name.source): Swift.String?\n" }
            out += "    public init(\(names.map { "\($0.source): Swift.String? = nil" }.joined(separator: ", "))) {\n"
            for name in names { out += "        self.\(name.source) = \(name.source)\n" }
            out += "    }\n"
            out += "    public var variableData: Relay.VariableData {\n        [\n"
            out += zip(fields, names).map { "            \(SwiftSourceText.stringLiteral($0)): \($1.source)" }.joined(separator: ",\n")
            out += "\n        ]\n    }\n}\n"
            out += "func makeProbeInput\(id)() -> ProbeInput\(id) {\n"
            out += "    var input = ProbeInput\(id)(\(names.map { "\($0.argumentLabel): \"x\"" }.joined(separator: ", ")))\n"
            for name in names { out += "    input.\(name.source) = input.\(name.source) ?? \"y\"\n" }
            out += "    return input\n}\n"

            out += "public enum ProbeOneOf\(id): Relay.VariableDataConvertible, Swift.Hashable, Swift.Sendable {\n"
            for name in oneOfNames { out += "    case \(name.source)(Swift.String)\n" }
            out += "    public var variableData: Relay.VariableData {\n        switch self {\n"
            for (field, name) in zip(fields, oneOfNames) {
                out += "        case .\(name.source)(let value): return [\(SwiftSourceText.stringLiteral(field)): value]\n"
            }
            out += "        }\n    }\n}\n"
            out += "func makeProbeOneOf\(id)() {\n"
            for name in oneOfNames {
                out += "    do {\n"
                out += "        let a: ProbeOneOf\(id) = .\(name.source)(\"x\")\n"
                out += "        let b: ProbeOneOf\(id)? = .\(name.source)(\"x\")\n"
                out += "        let c = ProbeOneOf\(id).\(name.source)(\"y\")\n"
                out += "        _ = (a, b, c)\n"
                out += "    }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// One enum per type name, a struct that uses them all, and client code.
    static func types(_ graphQLNames: [String], moduleName: String) -> (module: String, client: String) {
        let names = SwiftNaming.typeNames(graphQLNames, moduleName: moduleName).identifiers
        var module = ""
        for name in names {
            module += "public enum \(name.source): \(enumConformances) {\n    case a = \"A\"\n"
            module += "    public var description: Swift.String { rawValue }\n}\n"
        }
        // One small input struct per type (a single struct with hundreds of fields makes SIL
        // diagnostics slow) that uses the type as field types and in default values.
        for (index, name) in names.enumerated() {
            module += """
                public struct TypeHolder\(index): Relay.VariableDataConvertible, Swift.Hashable, Swift.Sendable {
                    public var p: \(name.source)
                    public var q: [\(name.source)]?
                    public init(p: \(name.source) = .a, q: [\(name.source)]? = [\(name.source).a]) {
                        self.p = p
                        self.q = q
                    }
                    public var variableData: Relay.VariableData { ["p": p, "q": q] }
                }

                """
        }

        var client = "import Relay\nimport \(moduleName)\n"
        client += "public struct ClientUses: Swift.Hashable {\n"
        for (index, name) in names.enumerated() {
            client += "    public var p\(index): \(name.source) = .a\n"
            client += "    public var q\(index): \(moduleName).\(name.source) = \(moduleName).\(name.source).a\n"
        }
        client += "}\n"
        // Written like Relay.swift's operation files: Swift and Relay names unqualified.
        client += """
            public struct OperationVariables: VariableDataConvertible {
                public var text: String
                public var count: Int
                public var flag: Bool
                public var ratio: Double
                public var nested: [String?]?
                public var variableData: VariableData {
                    ["text": text, "count": count, "flag": flag, "ratio": ratio, "nested": nested]
                }
            }
            public struct OperationData: Decodable, Identifiable, Hashable, CustomStringConvertible {
                public var id: String
                public var flag: Bool?
                public var count: Int
                public var description: String { id }
                private enum TypeKeys: String, CodingKey { case __typename }
                public init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: TypeKeys.self)
                    id = try container.decode(String.self, forKey: .__typename)
                    flag = true
                    count = 1
                }
            }
            func useOperation() {
                let variables = OperationVariables(text: "a", count: 1, flag: true, ratio: 1.5, nested: nil)
                _ = variables.variableData
                let empty: EmptyVariables? = nil
                _ = empty
                let value: VariableValue = "x".variableValue
                _ = value
                let optional: Optional<Int> = 1
                _ = optional
            }

            """
        return (module, client)
    }

    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func generatedCodeCompiles() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("generated")
        defer { if ProcessInfo.processInfo.environment["KEEP_SCRATCH"] == nil { Swiftc.removeScratch(scratch) } }
        try swiftc.buildRelayModule(in: scratch)

        let values = Self.graphQLNames
        var files: [String: String] = [:]
        for style in EnumCaseStyle.allCases {
            files["Enums_\(style.rawValue).swift"] = "import Relay\n" + Self.enums(style: style, values: values, uses: false)
            files["EnumUses_\(style.rawValue).swift"] = "import Relay\n" + Self.enums(style: style, values: values, uses: true)
        }
        files["Inputs.swift"] = "import Relay\n" + Self.inputs(fields: values)
        let typeNames = values + ["Swift", "Relay", "RelaySwiftUI", "SharedTypes", "SharedTypes_", "Type_",
                                  "ConcreteRequest", "EmptyVariables", "Identifiable", "Decoder", "CodingKey"]
        let (typesModule, client) = Self.types(typeNames, moduleName: "SharedTypes")
        files["Types.swift"] = "import Relay\n" + typesModule
        files["Client.swift"] = client
        for (name, text) in files {
            try text.write(to: scratch.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let paths: @Sendable ([String]) -> [String] = { $0.map { scratch.appendingPathComponent($0).path } }
        let styles = EnumCaseStyle.allCases.map(\.rawValue)

        // Both modes: type-check the members (with every use) and the types. Swift 6 mode also:
        // SIL diagnostics for the member declarations (definite initialization, unreachable
        // cases), and the types as a module (bodies skipped) that client code imports. (A type's
        // name cannot change SIL diagnostics, and the uses are settled by type checking.)
        @Sendable func common(_ version: String, _ module: String, _ directory: URL) -> [String] {
            ["-wmo", "-parse-as-library", "-swift-version", version, "-warnings-as-errors",
             "-module-name", module, "-I", directory.path]
        }
        @Sendable func failure(_ label: String, _ output: Swiftc.Output) -> [String] {
            output.status == 0 ? [] : ["\(label):\n" + String(output.text.prefix(6000))]
        }
        var jobs: [@Sendable () throws -> [String]] = []
        for version in ["6", "5"] {
            let directory = scratch.appendingPathComponent("swift\(version)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: scratch.path) where name.hasSuffix(".swiftmodule") {
                try FileManager.default.copyItem(at: scratch.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
            jobs.append {
                let members = try swiftc.run(["-typecheck"] + common(version, "Members", directory)
                    + paths(styles.map { "EnumUses_\($0).swift" } + ["Inputs.swift"]), in: directory)
                let types = try swiftc.run(["-typecheck"] + common(version, "SharedTypes", directory) + paths(["Types.swift"]), in: directory)
                return failure("swift \(version) members", members) + failure("swift \(version) types", types)
            }
            guard version == "6" else { continue }
            jobs.append {
                let members = try swiftc.run(["-emit-sil", "-o", "/dev/null"] + common(version, "Members", directory)
                    + paths(styles.map { "Enums_\($0).swift" } + ["Inputs.swift"]), in: directory)
                let module = try swiftc.run([
                    "-emit-module", "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                    "-emit-module-path", directory.appendingPathComponent("SharedTypes.swiftmodule").path,
                ] + common(version, "SharedTypes", directory) + paths(["Types.swift"]), in: directory)
                guard module.status == 0 else { return failure("swift \(version) members SIL", members) + failure("types module", module) }
                let client = try swiftc.run(["-typecheck"] + common(version, "App", directory) + paths(["Client.swift"]), in: directory)
                return failure("swift \(version) members SIL", members) + failure("swift \(version) client", client)
            }
        }
        let problems = try KeywordExperiment.runConcurrently(jobs).flatMap { $0 }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
