import Foundation
import Testing
@testable import SharedTypesCodegen
@testable import TestSupport

/// The swiftc evidence for the rules about module-level names: type names that break
/// qualification or shadow names other modules use, valid module names, and the identifier
/// grammar for chosen names.
@Suite struct QualificationTests {
    private struct Module {
        var name: String
        var source: String
    }

    /// Emits each module (importing the Relay stand-in) into `directory`; returns the swiftc
    /// output per module.
    private func emit(_ modules: [Module], swiftc: Swiftc, in directory: URL) throws -> [String: Swiftc.Output] {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("modules"), withIntermediateDirectories: true)
        let results = try KeywordExperiment.runConcurrently(modules.enumerated().map { index, module in
            { () throws -> (String, Swiftc.Output) in
                let folder = directory.appendingPathComponent("module\(index)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("Module.swift")
                try module.source.write(to: file, atomically: true, encoding: .utf8)
                let output = try swiftc.run([
                    "-emit-module", "-parse-as-library", "-warnings-as-errors", "-module-name", module.name,
                    "-I", directory.path, "-emit-module-path",
                    directory.appendingPathComponent("modules/\(module.name).swiftmodule").path, file.path,
                ], in: folder)
                return (module.name, output)
            }
        })
        return Dictionary(uniqueKeysWithValues: results)
    }

    /// Type-checks each client file in one invocation; returns the diagnostics per file name.
    private func typecheckClients(_ files: [String: String], swiftc: Swiftc, in directory: URL) throws -> [String: [CompilerMessage]] {
        let folder = directory.appendingPathComponent("clients")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let output = try swiftc.run(["-typecheck", "-wmo", "-parse-as-library", "-warnings-as-errors",
                                     "-module-name", "App", "-I", directory.appendingPathComponent("modules").path,
                                     "-I", directory.path] + files.keys.sorted(), in: folder)
        var result: [String: [CompilerMessage]] = [:]
        for name in files.keys { result[name] = [] }
        for diagnostic in CompilerMessage.parse(output.text) { result[diagnostic.file, default: []].append(diagnostic) }
        return result
    }

    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func typeNamesThatBreakQualificationOrShadow() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("qualification")
        defer { Swiftc.removeScratch(scratch) }
        try swiftc.buildRelayModule(in: scratch)
        let enumBody = ": Swift.String, Swift.Sendable { case a = \"A\" }\n"
        let emitted = try emit([
            // A type named `Swift` or `Relay` breaks the qualified names of its own module.
            Module(name: "TypeNamedSwift", source: "import Relay\npublic enum Swift\(enumBody)public struct Uses { public var text: Swift.String }\n"),
            Module(name: "TypeNamedRelay", source: "import Relay\npublic enum Relay\(enumBody)public struct Uses { public var data: Relay.VariableData }\n"),
            Module(name: "Control", source: "import Relay\npublic enum Other\(enumBody)public struct Uses { public var text: Swift.String; public var data: Relay.VariableData }\n"),
            // A type named like its module, a standard-library type and a Relay type.
            Module(name: "SharedTypes", source: "import Relay\npublic enum SharedTypes\(enumBody)public enum Other\(enumBody)public enum Bool\(enumBody)public enum ConcreteRequest\(enumBody)"),
        ], swiftc: swiftc, in: scratch)
        #expect(emitted["TypeNamedSwift"]!.status != 0)
        #expect(emitted["TypeNamedRelay"]!.status != 0)
        #expect(emitted["Control"]!.status == 0, "\(emitted["Control"]!.text)")
        try #require(emitted["SharedTypes"]!.status == 0, "\(emitted["SharedTypes"]!.text)")

        // Clients that import the module, each in its own file.
        let diagnostics = try typecheckClients([
            "Qualified.swift": "import SharedTypes\nlet v: SharedTypes.Other = .a\n",
            "Shadowed.swift": "import SharedTypes\nlet flag: Bool = true\n",
            "Control.swift": "import Control\nlet controlFlag: Bool = true\nlet other: Control.Other = .a\n",
        ], swiftc: swiftc, in: scratch)
        // `SharedTypes.Other` looks inside the type `SharedTypes`.
        #expect(!diagnostics["Qualified.swift"]!.isEmpty)
        // `Bool` is the generated enum for every file that imports the module.
        #expect(!diagnostics["Shadowed.swift"]!.isEmpty)
        #expect(diagnostics["Control.swift"]!.isEmpty, "\(diagnostics["Control.swift"]!)")
        // The rules rename all three (and `ConcreteRequest`, as Relay's operation files use it).
        #expect(SwiftNaming.typeNames(["Swift", "Relay", "SharedTypes", "Bool", "ConcreteRequest"], moduleName: "SharedTypes")
            .identifiers.map(\.name) == ["Swift_", "Relay_", "SharedTypes_", "Bool_", "ConcreteRequest_"])
    }

    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func moduleNameRulesMatchSwiftc() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("modules")
        defer { Swiftc.removeScratch(scratch) }
        try swiftc.buildRelayModule(in: scratch)
        let names = ["SharedTypes", "Type", "Protocol", "café", "default", "Any", "some", "any", "await", "Relay", "Swift"]
        let emitted = try emit(names.map { name in
            Module(name: name, source: "import Relay\npublic enum X: Swift.String, Swift.Sendable { case a = \"A\" }\npublic let data: Relay.VariableData = [:]\n")
        }, swiftc: swiftc, in: scratch)
        var clients: [String: String] = [:]
        for (index, name) in names.enumerated() where emitted[name]!.status == 0 {
            clients["Client\(index).swift"] = """
                import \(name)
                public struct Uses\(index) { public var v: \(name).X = \(name).X.a; public var w: [\(name).X]? }

                """
        }
        let diagnostics = try typecheckClients(clients, swiftc: swiftc, in: scratch)
        for (index, name) in names.enumerated() {
            let works = emitted[name]!.status == 0 && diagnostics["Client\(index).swift"]!.isEmpty
            #expect(SwiftNaming.isValidModuleName(name) == works, "module name \(name): swiftc says \(works ? "valid" : "invalid")")
        }
    }

    /// `SwiftIdentifier.isIdentifier` against swiftc, for characters across Unicode: each
    /// character as the first character (`static let Xx`) and as a later one (`static let xX`).
    @Test(.enabled(if: Swiftc.installed != nil, "swiftc not found (SWIFT_EXEC, PATH, toolchain)"))
    func identifierGrammarMatchesSwiftc() throws {
        let swiftc = try #require(Swiftc.installed)
        let scratch = try Swiftc.makeScratch("identifiers")
        defer { Swiftc.removeScratch(scratch) }
        var samples = Set<UInt32>()
        for value in stride(from: UInt32(0x21), to: 0x3000, by: 23) { samples.insert(value) }
        for value in stride(from: UInt32(0x3000), to: 0x30000, by: 997) { samples.insert(value) }
        samples.formUnion([0x24, 0x5F, 0x60, 0xA8, 0xAA, 0xAD, 0xAF, 0xB2, 0xB7, 0xBC, 0xC0, 0xD7, 0xF7, 0x300, 0x36F,
                           0x1DC0, 0x20D0, 0xFE20, 0x200B, 0x200E, 0x202A, 0x202F, 0x2060, 0x2070, 0x2190, 0x2460,
                           0x2776, 0x3004, 0xD7FF, 0xE000, 0xF900, 0xFE47, 0xFFFC, 0xFFFD, 0xFEFF, 0x1F600,
                           0xE0001, 0xE0100, 0xEFFFD, 0x10FFFD, 0x2028, 0xA0, 0x3000])
        let scalars = samples.sorted().compactMap(Unicode.Scalar.init).filter { $0 != "`" && $0 != "\\" }
        var files: [String: (scalar: Unicode.Scalar, head: Bool)] = [:]
        for (index, scalar) in scalars.enumerated() {
            for head in [true, false] {
                let name = head ? "\(Character(scalar))x" : "x\(Character(scalar))"
                let fileName = "\(head ? "h" : "c")\(index).swift"
                try "enum E\(fileName.dropLast(6)) { static let \(name) = 1 }\n"
                    .write(to: scratch.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
                files[fileName] = (scalar, head)
            }
        }
        let output = try swiftc.run(["-typecheck", "-wmo", "-parse-as-library", "-module-name", "Identifiers"] + files.keys.sorted(), in: scratch)
        let failing = Set(CompilerMessage.parse(output.text).map(\.file))
        var differences: [String] = []
        for (fileName, sample) in files {
            let name = sample.head ? "\(Character(sample.scalar))x" : "x\(Character(sample.scalar))"
            // `$x` lexes as an identifier but cannot be declared (the rules rename it).
            let expected = SwiftIdentifier.isIdentifier(name) && !(sample.head && sample.scalar == "$")
            if expected == failing.contains(fileName) {
                differences.append("U+\(String(sample.scalar.value, radix: 16, uppercase: true)) as \(sample.head ? "first" : "later") character: swiftc says \(failing.contains(fileName) ? "invalid" : "valid")")
            }
        }
        #expect(differences.isEmpty, "\(differences.sorted().joined(separator: "\n"))")
    }
}
