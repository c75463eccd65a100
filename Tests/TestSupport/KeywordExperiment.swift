// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen

/// The swiftc experiment behind the committed rules in `SwiftNameRules`: every candidate name
/// (`ExperimentNames.all`) is written bare and in backticks into code shaped like the generated
/// code, in every position where a name appears, and the compiler's verdict is recorded per
/// position, in two phases: type checking, then (for what type-checks) SIL diagnostics such as
/// definite initialization, which swiftc runs only for a module without type errors.
///
/// Every probe file is its own source file of a whole-module invocation, so a parse error
/// cannot spill over into other probes. To keep the run short, names the committed rules expect
/// to be plain identifiers are tried in batches (one enum or struct holding many of them); a
/// batch with any diagnostic is split into single-name probes, bare and in backticks, so the
/// outcome never depends on the committed rules, only the running time does.
enum KeywordExperiment {
    /// The shape of generated code a probe is written into.
    enum Shape: String, CaseIterable, Sendable {
        /// `enum E: Swift.String, ... { case NAME = "V" ... }` with every conformance.
        case rawEnum
        /// The future-proof enum: `case NAME`, `case __unknown(Swift.String)`, hand-written
        /// `init(rawValue:)`, `rawValue`, `allCases`.
        case openEnum
        /// A `@oneOf` input as an enum: `case NAME(Swift.String)` and a `switch self` in `variableData`.
        case oneOfEnum
        /// An input object: property, init parameter, `self.NAME = NAME`, `variableData` value.
        case inputObject
        /// A type name: declaration, extension, uses in property types and default values.
        case typeName
        /// Another module that imports the type's module and names the type (bare or escaped).
        case typeClient
    }

    /// Where in a shape the name appears (each line of a probe file is tagged with one).
    enum Position: String, CaseIterable, Sendable, Comparable {
        case declaration            // the declaring line, or any untagged line of the shape
        case dotReference           // `let v: E = .NAME`
        case qualifiedReference     // `E.NAME`
        case optionalDotReference   // `let v: E? = .NAME`
        case optionalQualifiedReference // `let v: E? = E.NAME`
        case arrayDotReference      // `[.NAME]` where `[E]?` is expected
        case defaultArgument        // `func f(p: E = .NAME)`, `= E.NAME`
        case switchPattern          // `case .NAME:` / `case .NAME(let value):`
        case ifCasePattern          // `if case .NAME(let v) = x`
        case assignmentInType       // `self = .NAME` inside the enum (init(rawValue:))
        case patternInType          // `case .NAME:` inside the enum (rawValue)
        case construction           // `.NAME("v")`
        case qualifiedConstruction  // `E.NAME("v")`
        case optionalConstruction   // `let v: E? = .NAME("v")`
        case property               // `public var NAME: Swift.String?`
        case initParameter          // `init(NAME: Swift.String? = nil, ...)`
        case selfAssignment         // `self.NAME = NAME`
        case dictionaryValue        // `["k": NAME]`
        case memberAccess           // `s.NAME`
        case argumentLabel          // `S(name: "v", ...)`, the label bare
        case escapedArgumentLabel   // `` S(`name`: "v", ...) ``
        case typeReference          // `var p: NAME`, `[NAME]?`, `NAME?`
        case extensionDeclaration   // `extension NAME { ... }`
        case clientReference        // in another module: `var a: NAME`, `[NAME]?`, `NAME.a`
        case clientQualifiedReference // in another module: `SharedTypes.NAME`

        static func < (a: Position, b: Position) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// One name in one spelling and shape: what the results are recorded for.
    struct Key: Hashable, Sendable {
        var name: String
        var escaped: Bool
        var shape: Shape
        var spelling: String { escaped ? "`\(name)`" : name }
    }

    /// A probe file's content: one name, or a batch of names in the same spelling.
    struct Probe: Hashable, Sendable {
        var names: [String]
        var escaped: Bool
        var shape: Shape
        /// A batch of names that each type-checked alone, formed for the SIL phase only.
        var regrouped = false
        var isBatch: Bool { names.count > 1 }
        var keys: [Key] { names.map { Key(name: $0, escaped: escaped, shape: shape) } }

        static func single(_ key: Key) -> Probe {
            Probe(names: [key.name], escaped: key.escaped, shape: key.shape)
        }
    }

    /// What swiftc said about one key: the positions that failed, with the first message of each.
    typealias Failures = [Position: String]

    struct ModeResult: Sendable {
        var swiftVersion: String
        var failures: [Key: Failures]
    }

    // MARK: Probe files

    /// The text of one probe file and the position of each of its lines (1-based).
    struct ProbeFile: Sendable {
        var fileName: String
        var text: String
        var positions: [Int: Position]
    }

    private struct Builder {
        var lines: [String] = []
        var positions: [Int: Position] = [:]
        /// While set, `add` drops lines (the uses, in a declarations-only probe).
        var skipping = false
        mutating func add(_ line: String, _ position: Position? = nil) {
            if skipping { return }
            lines.append(line)
            if let position { positions[lines.count] = position }
        }
    }

    static let enumConformances = "Swift.String, Swift.Decodable, Swift.Hashable, Relay.VariableValueConvertible, Relay.ReadableScalar, Swift.CustomStringConvertible, Swift.CaseIterable, Swift.Sendable"
    static let openEnumConformances = "Swift.RawRepresentable, Swift.Decodable, Swift.Hashable, Relay.VariableValueConvertible, Relay.ReadableScalar, Swift.CustomStringConvertible, Swift.CaseIterable, Swift.Sendable"

    /// Writes a probe. `id` makes the probe's own type names unique within the module.
    /// `declarationsOnly` leaves out the code that uses the declarations from outside (the
    /// `use…` and `defaults…` functions): for the SIL phase, whose diagnostics (definite
    /// initialization, unreachable cases, recursion) concern the generated declarations, while
    /// those uses are settled by type checking.
    static func file(for probe: Probe, id: String, declarationsOnly: Bool = false) -> ProbeFile {
        var b = Builder()
        b.skipping = false
        let spelled = probe.names.map { probe.escaped ? "`\($0)`" : $0 }
        b.add("import Relay")
        switch probe.shape {
        case .rawEnum:
            let t = "RawEnum\(id)"
            b.add("public enum \(t): \(enumConformances) {")
            for (i, n) in spelled.enumerated() { b.add("    case \(n) = \"VALUE\(i)\"", .declaration) }
            b.add("    case zzFiller = \"FILLER\"")
            b.add("    public var description: Swift.String { rawValue }")
            b.add("}")
            b.skipping = declarationsOnly
            b.add("func use\(id)(_ v: \(t)) -> Swift.Int {")
            for n in spelled {
                b.add("    do {")
                b.add("        let a: \(t) = .\(n)", .dotReference)
                b.add("        let b: \(t) = \(t).\(n)", .qualifiedReference)
                b.add("        let c: \(t)? = .\(n)", .optionalDotReference)
                b.add("        let d: [\(t)]? = [.\(n)]", .arrayDotReference)
                b.add("        let e: \(t)? = \(t).\(n)", .optionalQualifiedReference)
                b.add("        let f: [\(t)?] = [\(t).\(n)]", .optionalQualifiedReference)
                b.add("        let g: [\(t)?] = [.\(n)]", .optionalDotReference)
                b.add("        _ = (a, b, c, d, e, f, g)")
                b.add("    }")
            }
            b.add("    switch v {")
            for (i, n) in spelled.enumerated() { b.add("    case .\(n): return \(i)", .switchPattern) }
            b.add("    default: return -1")
            b.add("    }")
            b.add("}")
            for (i, n) in spelled.enumerated() {
                b.add("func defaults\(id)_\(i)(p: \(t) = .\(n), q: \(t) = \(t).\(n), s: [\(t)]? = [.\(n)]) {}", .defaultArgument)
                b.add("func optionalDefaults\(id)_\(i)(r: \(t)? = .\(n)) {}", .optionalDotReference)
                b.add("func optionalQualifiedDefaults\(id)_\(i)(r: \(t)? = \(t).\(n)) {}", .optionalQualifiedReference)
            }
        case .openEnum:
            let t = "OpenEnum\(id)"
            b.add("public enum \(t): \(openEnumConformances) {")
            for n in spelled { b.add("    case \(n)", .declaration) }
            b.add("    case zzFiller")
            b.add("    case __unknown(Swift.String)")
            b.add("    public init(rawValue: Swift.String) {")
            b.add("        switch rawValue {")
            for (i, n) in spelled.enumerated() { b.add("        case \"VALUE\(i)\": self = .\(n)", .assignmentInType) }
            b.add("        case \"FILLER\": self = .zzFiller")
            b.add("        default: self = .__unknown(rawValue)")
            b.add("        }")
            b.add("    }")
            b.add("    public var rawValue: Swift.String {")
            b.add("        switch self {")
            for (i, n) in spelled.enumerated() { b.add("        case .\(n): return \"VALUE\(i)\"", .patternInType) }
            b.add("        case .zzFiller: return \"FILLER\"")
            b.add("        case .__unknown(let value): return value")
            b.add("        }")
            b.add("    }")
            b.add("    public static var allCases: [\(t)] { [\(spelled.map { ".\($0), " }.joined()).zzFiller] }", .arrayDotReference)
            b.add("    public var description: Swift.String { rawValue }")
            b.add("}")
            b.skipping = declarationsOnly
            b.add("func use\(id)(_ v: \(t)) -> Swift.Int {")
            for n in spelled {
                b.add("    do {")
                b.add("        let a: \(t) = .\(n)", .dotReference)
                b.add("        let b: \(t) = \(t).\(n)", .qualifiedReference)
                b.add("        let c: \(t)? = .\(n)", .optionalDotReference)
                b.add("        let e: \(t)? = \(t).\(n)", .optionalQualifiedReference)
                b.add("        _ = (a, b, c, e)")
                b.add("    }")
            }
            b.add("    switch v {")
            for (i, n) in spelled.enumerated() { b.add("    case .\(n): return \(i)", .switchPattern) }
            b.add("    default: return -1")
            b.add("    }")
            b.add("}")
            for (i, n) in spelled.enumerated() {
                b.add("func defaults\(id)_\(i)(p: \(t) = .\(n), q: \(t) = \(t).\(n), s: [\(t)]? = [.\(n)]) {}", .defaultArgument)
                b.add("func optionalDefaults\(id)_\(i)(r: \(t)? = .\(n)) {}", .optionalDotReference)
                b.add("func optionalQualifiedDefaults\(id)_\(i)(r: \(t)? = \(t).\(n)) {}", .optionalQualifiedReference)
            }
        case .oneOfEnum:
            let t = "OneOf\(id)"
            b.add("public enum \(t): Relay.VariableDataConvertible, Swift.Hashable, Swift.Sendable {")
            for n in spelled { b.add("    case \(n)(Swift.String)", .declaration) }
            b.add("    case zzFiller(Swift.Int)")
            b.add("    public var variableData: Relay.VariableData {")
            b.add("        switch self {")
            for (i, n) in spelled.enumerated() { b.add("        case .\(n)(let value): return [\"key\(i)\": value]", .patternInType) }
            b.add("        case .zzFiller(let value): return [\"filler\": value]")
            b.add("        }")
            b.add("    }")
            b.add("}")
            b.skipping = declarationsOnly
            b.add("func use\(id)(_ v: \(t)) -> Swift.Int {")
            for n in spelled {
                b.add("    do {")
                b.add("        let a: \(t) = .\(n)(\"v\")", .construction)
                b.add("        let b: \(t) = \(t).\(n)(\"v\")", .qualifiedConstruction)
                b.add("        let c: \(t)? = .\(n)(\"v\")", .optionalConstruction)
                b.add("        _ = (a, b, c)")
                b.add("        if case .\(n)(let w) = v { return w.count }", .ifCasePattern)
                b.add("    }")
            }
            b.add("    switch v {")
            for n in spelled { b.add("    case .\(n)(let value): return value.count", .switchPattern) }
            b.add("    default: return 0")
            b.add("    }")
            b.add("}")
            for (i, n) in spelled.enumerated() {
                b.add("func defaults\(id)_\(i)(p: \(t) = .\(n)(\"v\"), q: \(t)? = \(t).\(n)(\"v\")) {}", .defaultArgument)
            }
        case .inputObject:
            let t = "Input\(id)"
            b.add("public struct \(t): Relay.VariableDataConvertible, Swift.Hashable, Swift.Sendable {")
            for n in spelled { b.add("    public var \(n): Swift.String?", .property) }
            b.add("    public var zzFiller: Swift.Int")
            b.add("    public init(\(spelled.map { "\($0): Swift.String? = nil, " }.joined())zzFiller: Swift.Int) {", .initParameter)
            for n in spelled { b.add("        self.\(n) = \(n)", .selfAssignment) }
            b.add("        self.zzFiller = zzFiller")
            b.add("    }")
            b.add("    public var variableData: Relay.VariableData {")
            b.add("        [")
            for (i, n) in spelled.enumerated() { b.add("            \"key\(i)\": \(n),", .dictionaryValue) }
            b.add("            \"filler\": zzFiller,")
            b.add("        ]")
            b.add("    }")
            b.add("}")
            b.skipping = declarationsOnly
            b.add("func use\(id)(_ v: \(t)) -> Swift.Int {")
            for n in spelled { b.add("    _ = v.\(n)", .memberAccess) }
            // Call-site labels: bare always; in backticks only in single escaped probes (swiftc
            // warns about backticks a label does not need, which would spoil every batch).
            b.add("    _ = \(t)(\(probe.names.map { "\($0): \"v\", " }.joined())zzFiller: 1)", .argumentLabel)
            if probe.escaped && !probe.isBatch {
                b.add("    _ = \(t)(\(probe.names.map { "`\($0)`: \"v\", " }.joined())zzFiller: 1)", .escapedArgumentLabel)
            }
            b.add("    return v.variableData.isEmpty ? 0 : 1")
            b.add("}")
        case .typeName:
            precondition(!probe.isBatch)
            let n = spelled[0]
            let h = "Holder\(id)"
            b.add("public enum \(n): \(enumConformances) {", .declaration)
            b.add("    case a = \"A\"")
            b.add("    public var description: Swift.String { rawValue }")
            b.add("}")
            b.add("extension \(n) { public static let zzExtra: Swift.Int = 1 }", .extensionDeclaration)
            b.add("public struct \(h): Relay.VariableDataConvertible, Swift.Hashable, Swift.Sendable {")
            b.add("    public var p: \(n)", .typeReference)
            b.add("    public var q: [\(n)]?", .typeReference)
            b.add("    public var r: \(n)?", .typeReference)
            b.add("    public init(p: \(n) = .a, q: [\(n)]? = [\(n).a], r: \(n)? = \(n).a) {", .defaultArgument)
            b.add("        self.p = p")
            b.add("        self.q = q")
            b.add("        self.r = r")
            b.add("    }")
            b.add("    public var variableData: Relay.VariableData { [\"p\": p, \"q\": q, \"r\": r] }")
            b.add("}")
        case .typeClient:
            precondition(!probe.isBatch)
            let n = spelled[0]
            let c = "Client\(id)"
            b.add("import SharedTypes")
            b.add("public struct \(c): Swift.Hashable, Swift.Sendable {")
            b.add("    public var a: \(n)", .clientReference)
            b.add("    public var b: [\(n)]?", .clientReference)
            b.add("    public var c: SharedTypes.\(n)", .clientQualifiedReference)
            b.add("    public init(a: \(n) = .a, b: [\(n)]? = nil, c: SharedTypes.\(n) = .a) {", .clientReference)
            b.add("        self.a = a")
            b.add("        self.b = b")
            b.add("        self.c = c")
            b.add("    }")
            b.add("    public static let d: \(n) = \(n).a", .clientReference)
            b.add("    public static let e: SharedTypes.\(n) = SharedTypes.\(n).a", .clientQualifiedReference)
            b.add("}")
        }
        let fileName = "\(probe.shape.rawValue)_\(id).swift"
        return ProbeFile(fileName: fileName, text: b.lines.joined(separator: "\n") + "\n", positions: b.positions)
    }

    // MARK: Running

    /// Names left out of the `.typeName` probes: a module-level type named `Swift` or `Relay`
    /// breaks every qualified name in the module (`QualificationTests` shows it), and
    /// `SharedTypes` is the probe module's own name.
    static let namesBreakingQualification: Set<String> = ["Swift", "Relay", "SharedTypes"]

    /// Names per batch probe.
    static let batchSize = 24

    private struct Job: Sendable {
        var directory: URL
        var probes: [String: Probe]
        var positions: [String: [Int: Position]]
        var arguments: [String]
    }

    /// One module's probes for one round.
    private struct ModuleRun {
        var label: String
        var moduleName: String
        var searchPath: URL
        var probes: [Probe]
        /// Whether the probes also go through SIL diagnostics. Off for type names: a type's name
        /// only decides what type checking resolves; no SIL diagnostic depends on it.
        var silPhase = true

        func with(_ probes: [Probe]) -> ModuleRun {
            var copy = self
            copy.probes = probes
            return copy
        }
    }

    /// Writes a module's probe files into a fresh directory and returns the swiftc job for it.
    private static func makeJob(
        _ module: ModuleRun, directory: URL, swiftVersion: String, action: [String],
        declarationsOnly: Bool = false
    ) throws -> Job {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var job = Job(directory: directory, probes: [:], positions: [:], arguments: [])
        for (index, probe) in module.probes.enumerated() {
            let file = Self.file(for: probe, id: "\(index)\(probe.escaped ? "e" : "b")\(probe.isBatch ? "s" : "")",
                                 declarationsOnly: declarationsOnly)
            try file.text.write(to: directory.appendingPathComponent(file.fileName), atomically: false, encoding: .utf8)
            job.probes[file.fileName] = probe
            job.positions[file.fileName] = file.positions
        }
        job.arguments = action + [
            "-wmo", "-parse-as-library", "-swift-version", swiftVersion, "-warnings-as-errors",
            "-module-name", module.moduleName, "-I", module.searchPath.path,
        ] + job.probes.keys.sorted()
        return job
    }

    /// Runs the jobs concurrently; returns each probe's diagnostics by position (empty if clean).
    private static func execute(_ jobs: [Job], swiftc: Swiftc) throws -> [Probe: Failures] {
        let outputs = try runConcurrently(jobs.map { job in
            let (arguments, directory, count) = (job.arguments, job.directory, job.probes.count)
            return {
                let start = Date()
                let output = try swiftc.run(arguments, in: directory)
                if ProcessInfo.processInfo.environment["NAMING_EXPERIMENT_LOG"] != nil {
                    print("swiftc \(directory.lastPathComponent) (\(count) files): \(Date().timeIntervalSince(start))s")
                }
                return output
            }
        })
        var result: [Probe: Failures] = [:]
        for (job, output) in zip(jobs, outputs) {
            for probe in job.probes.values { result[probe] = [:] }
            let diagnostics = CompilerMessage.parse(output.text)
            if output.status != 0 && diagnostics.isEmpty {
                throw SwiftcFailure(message: "swiftc failed without diagnostics:\n\(output.text.prefix(4000))")
            }
            for diagnostic in diagnostics {
                guard let probe = job.probes[diagnostic.file] else {
                    throw SwiftcFailure(message: "diagnostic outside the probe files: \(diagnostic)")
                }
                let position = job.positions[diagnostic.file]?[diagnostic.line] ?? .declaration
                if result[probe]![position] == nil {
                    result[probe]![position] = diagnostic.message
                }
            }
        }
        return result
    }

    /// Evaluates the modules' probes to a verdict for every key they contain: rounds of
    /// type checking (new probes) and SIL diagnostics (probes that type-checked), both
    /// concurrently. A batch with any diagnostic is replaced by single probes of its names,
    /// bare and in backticks, that go through both phases themselves. Single probes that
    /// type-check are regrouped into batches for the SIL phase; a regrouped batch with any
    /// diagnostic goes through the SIL phase again as single probes.
    private static func evaluate(
        _ modules: [ModuleRun], root: URL, swiftVersion: String, swiftc: Swiftc,
        into failures: inout [Key: Failures]
    ) throws {
        var sema = modules
        var sil = modules.map { $0.with([]) }
        var scheduled = Set<Key>()
        for module in modules { for probe in module.probes where !probe.isBatch { scheduled.formUnion(probe.keys) } }
        var round = 0
        while sema.contains(where: { !$0.probes.isEmpty }) || sil.contains(where: { !$0.probes.isEmpty }) {
            round += 1
            var jobs: [Job] = []
            var jobInfo: [(module: Int, isSIL: Bool)] = []
            for (index, module) in sema.enumerated() where !module.probes.isEmpty {
                jobs.append(try makeJob(module, directory: root.appendingPathComponent("\(module.label)-\(round)-sema"),
                                        swiftVersion: swiftVersion, action: ["-typecheck"]))
                jobInfo.append((index, false))
            }
            for (index, module) in sil.enumerated() where !module.probes.isEmpty {
                jobs.append(try makeJob(module, directory: root.appendingPathComponent("\(module.label)-\(round)-sil"),
                                        swiftVersion: swiftVersion, action: ["-emit-sil", "-o", "/dev/null"],
                                        declarationsOnly: true))
                jobInfo.append((index, true))
            }
            let results = try execute(jobs, swiftc: swiftc)
            var nextSema = [[Probe]](repeating: [], count: modules.count)
            var nextSIL = [[Probe]](repeating: [], count: modules.count)
            var regroup = [[Shape: [Bool: [String]]]](repeating: [:], count: modules.count)
            func split(_ probe: Probe, into list: inout [Probe]) {
                for name in probe.names {
                    for escaped in [false, true] {
                        let key = Key(name: name, escaped: escaped, shape: probe.shape)
                        if scheduled.insert(key).inserted { list.append(.single(key)) }
                    }
                }
            }
            for (job, info) in zip(jobs, jobInfo) {
                let (index, phaseIsSIL) = info
                let withSIL = modules[index].silPhase
                for probe in job.probes.values {
                    let found = results[probe]!
                    if probe.regrouped {
                        if found.isEmpty {
                            for key in probe.keys { failures[key] = failures[key] ?? [:] }
                        } else {
                            nextSIL[index].append(contentsOf: probe.keys.map(Probe.single))
                        }
                    } else if probe.isBatch {
                        if !found.isEmpty {
                            split(probe, into: &nextSema[index])
                        } else if phaseIsSIL || !withSIL {
                            for key in probe.keys where failures[key] == nil { failures[key] = [:] }
                        } else {
                            nextSIL[index].append(probe)
                        }
                    } else {
                        let key = probe.keys[0]
                        var recorded = failures[key] ?? [:]
                        recorded.merge(found) { old, _ in old }
                        failures[key] = recorded
                        if !phaseIsSIL && found.isEmpty && withSIL {
                            regroup[index][probe.shape, default: [:]][probe.escaped, default: []].append(probe.names[0])
                        }
                    }
                }
            }
            for index in modules.indices {
                for (shape, bySpelling) in regroup[index] {
                    for (escaped, names) in bySpelling {
                        let sorted = names.sorted()
                        for start in stride(from: 0, to: sorted.count, by: batchSize) {
                            let chunk = Array(sorted[start..<min(start + batchSize, sorted.count)])
                            var probe = Probe(names: chunk, escaped: escaped, shape: shape)
                            probe.regrouped = chunk.count > 1
                            nextSIL[index].append(probe)
                        }
                    }
                }
            }
            sema = modules.indices.map { modules[$0].with(nextSema[$0]) }
            sil = modules.indices.map { modules[$0].with(nextSIL[$0]) }
        }
    }

    /// The shape's names that the committed rules expect to be special (so they are probed
    /// singly, bare and escaped, from the start); all others go into batches.
    private static func expectedSpecial(_ name: String, _ shape: Shape) -> Bool {
        let kind: SwiftNameKind
        switch shape {
        case .rawEnum, .openEnum: kind = .enumCase
        case .oneOfEnum: kind = .oneOfCase
        case .inputObject: kind = .inputField
        case .typeName, .typeClient: kind = .typeName
        }
        if SwiftNameRules.spelling(of: name, as: kind) != .bare { return true }
        if shape == .inputObject && SwiftNameRules.argumentLabelNeedsBackticks(name) { return true }
        return SwiftNameRules.ambiguousInOptionalContext.contains(name)
    }

    /// Runs the experiment for one language mode (`-swift-version` value). `relayDirectory` holds
    /// the stand-in `Relay` module.
    ///
    /// Members go into one module (`NamingProbe`), type names bare and in backticks into two
    /// more (`SharedTypes`, as every type is declared at module scope); then the escaped type
    /// declarations that compiled become a `SharedTypes` module, and client code that imports
    /// it names each type bare and in backticks (as Relay's operation files and app code would).
    static func run(
        swiftc: Swiftc, swiftVersion: String, names: [String], relayDirectory: URL, scratch: URL
    ) throws -> ModeResult {
        let root = scratch.appendingPathComponent("swift\(swiftVersion)")
        let typeNames = names.filter { !namesBreakingQualification.contains($0) }
        var memberProbes: [Probe] = []
        for shape in [Shape.rawEnum, .openEnum, .oneOfEnum, .inputObject] {
            var plain: [String] = []
            for name in names {
                if expectedSpecial(name, shape) {
                    memberProbes.append(Probe(names: [name], escaped: false, shape: shape))
                    memberProbes.append(Probe(names: [name], escaped: true, shape: shape))
                } else {
                    plain.append(name)
                }
            }
            for start in stride(from: 0, to: plain.count, by: batchSize) {
                memberProbes.append(Probe(names: Array(plain[start..<min(start + batchSize, plain.count)]), escaped: false, shape: shape))
            }
        }
        var failures: [Key: Failures] = [:]
        try evaluate([
            ModuleRun(label: "members", moduleName: "NamingProbe", searchPath: relayDirectory, probes: memberProbes),
            ModuleRun(label: "typesbare", moduleName: "SharedTypes", searchPath: relayDirectory,
                      probes: typeNames.map { Probe(names: [$0], escaped: false, shape: .typeName) }, silPhase: false),
            ModuleRun(label: "typesescaped", moduleName: "SharedTypes", searchPath: relayDirectory,
                      probes: typeNames.map { Probe(names: [$0], escaped: true, shape: .typeName) }, silPhase: false),
        ], root: root, swiftVersion: swiftVersion, swiftc: swiftc, into: &failures)

        // The escaped declarations that compiled, as a module that client code can import.
        let declared = typeNames.filter { failures[Key(name: $0, escaped: true, shape: .typeName)]!.isEmpty }
        let moduleDirectory = root.appendingPathComponent("module")
        try FileManager.default.createDirectory(at: moduleDirectory, withIntermediateDirectories: true)
        let moduleJob = try makeJob(
            ModuleRun(label: "typesmodule", moduleName: "SharedTypes", searchPath: relayDirectory,
                      probes: declared.map { Probe(names: [$0], escaped: true, shape: .typeName) }),
            directory: root.appendingPathComponent("typesmodule"), swiftVersion: swiftVersion,
            action: ["-emit-module", "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                     "-emit-module-path", moduleDirectory.appendingPathComponent("SharedTypes.swiftmodule").path])
        let moduleOutput = try swiftc.run(moduleJob.arguments, in: moduleJob.directory)
        guard moduleOutput.status == 0 else {
            throw SwiftcFailure(message: "the SharedTypes probe module does not build:\n\(moduleOutput.text.prefix(4000))")
        }
        try FileManager.default.copyItem(
            at: relayDirectory.appendingPathComponent("Relay.swiftmodule"),
            to: moduleDirectory.appendingPathComponent("Relay.swiftmodule"))
        try evaluate([
            ModuleRun(label: "clients", moduleName: "Client", searchPath: moduleDirectory,
                      probes: declared.flatMap { name in [false, true].map { Probe(names: [name], escaped: $0, shape: .typeClient) } },
                      silPhase: false),
        ], root: root, swiftVersion: swiftVersion, swiftc: swiftc, into: &failures)
        return ModeResult(swiftVersion: swiftVersion, failures: failures)
    }

    /// Runs the closures on separate threads and returns their results in order.
    static func runConcurrently<T: Sendable>(_ work: [@Sendable () throws -> T]) throws -> [T] {
        let box = ExperimentResultBox<T>(count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            box.set(index, Result { try work[index]() })
        }
        return try box.results.map { try $0!.get() }
    }
}

private final class ExperimentResultBox<T: Sendable>: @unchecked Sendable {
    var results: [Result<T, Error>?]
    let lock = NSLock()
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: Result<T, Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}

/// The rules one or more experiment runs imply, in the form the library commits them.
struct DerivedRules: Equatable, Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case enumCase, oneOfCase, inputField, argumentLabel, typeName
    }

    /// Per kind: names that compile only in backticks, and names that compile in neither spelling.
    var backticks: [Kind: Set<String>] = [:]
    var rename: [Kind: Set<String>] = [:]
    /// Enum cases that are usable but whose `.name` is ambiguous where an optional is expected.
    var ambiguousInOptionalContext: Set<String> = []
    /// Type names that another module cannot write bare (so Relay's operation files cannot use them).
    var notReferenceableBare: Set<String> = []

    typealias Failures = KeywordExperiment.Failures
    typealias Position = KeywordExperiment.Position
    typealias Key = KeywordExperiment.Key

    init() {}

    /// Derives the rules from the runs of every language mode (a name gets the strictest verdict).
    init(_ results: [KeywordExperiment.ModeResult], names: [String]) {
        for kind in Kind.allCases {
            backticks[kind] = []
            rename[kind] = []
        }
        for result in results {
            let f = result.failures
            /// Whether the key failed (at the positions considered). A key that was never probed
            /// counts as failed: the experiment only skips escaped probes of names whose bare
            /// probe passed, and those are never consulted.
            func failed(_ name: String, _ escaped: Bool, _ shape: KeywordExperiment.Shape,
                        excluding excluded: Set<Position> = [], only: Set<Position>? = nil) -> Bool {
                guard let failures = f[Key(name: name, escaped: escaped, shape: shape)] else { return true }
                return failures.keys.contains { position in
                    !excluded.contains(position) && (only == nil || only!.contains(position))
                }
            }
            func record(_ kind: Kind, _ name: String, bareFails: Bool, escapedFails: @autoclosure () -> Bool) {
                if !bareFails { return }
                if !escapedFails() { backticks[kind]!.insert(name) } else { rename[kind]!.insert(name) }
            }
            for name in names {
                let optional: Set<Position> = [.optionalDotReference]
                record(.enumCase, name,
                       bareFails: failed(name, false, .rawEnum, excluding: optional) || failed(name, false, .openEnum, excluding: optional),
                       escapedFails: failed(name, true, .rawEnum, excluding: optional) || failed(name, true, .openEnum, excluding: optional))
                record(.oneOfCase, name, bareFails: failed(name, false, .oneOfEnum), escapedFails: failed(name, true, .oneOfEnum))
                let labels: Set<Position> = [.argumentLabel, .escapedArgumentLabel]
                record(.inputField, name,
                       bareFails: failed(name, false, .inputObject, excluding: labels),
                       escapedFails: failed(name, true, .inputObject, excluding: labels))
                // Call-site labels, against the escaped declaration where there is one (it
                // compiles whenever any does); a name only seen in a clean batch takes bare labels.
                if f[Key(name: name, escaped: true, shape: .inputObject)] != nil {
                    record(.argumentLabel, name,
                           bareFails: failed(name, true, .inputObject, only: [.argumentLabel]),
                           escapedFails: failed(name, true, .inputObject, only: [.escapedArgumentLabel]))
                }
                if !KeywordExperiment.namesBreakingQualification.contains(name) {
                    let bareTypeFails = failed(name, false, .typeName) || failed(name, false, .typeClient)
                    record(.typeName, name,
                           bareFails: bareTypeFails,
                           escapedFails: failed(name, true, .typeName) || failed(name, true, .typeClient))
                    if bareTypeFails { notReferenceableBare.insert(name) }
                }
            }
        }
        // A name that needs renaming in one mode is not also "backticks" from another mode.
        for kind in Kind.allCases {
            backticks[kind]!.subtract(rename[kind]!)
        }
        // Argument labels only matter for fields that are kept.
        backticks[.argumentLabel]!.subtract(rename[.inputField]!)
        rename[.argumentLabel]!.subtract(rename[.inputField]!)
        // Optional-context ambiguity, for enum cases that are kept, in the spelling they get.
        for result in results {
            for name in names where !rename[.enumCase]!.contains(name) {
                let escaped = backticks[.enumCase]!.contains(name)
                for shape in [KeywordExperiment.Shape.rawEnum, .openEnum] {
                    if result.failures[Key(name: name, escaped: escaped, shape: shape)]?[.optionalDotReference] != nil {
                        ambiguousInOptionalContext.insert(name)
                    }
                }
            }
        }
    }

    /// Swift source for the sets (what to paste into the library when the compiler changes).
    var swiftSource: String {
        func literal(_ set: Set<String>) -> String {
            if set.isEmpty { return "[]" }
            var lines: [String] = []
            var line = "   "
            for name in set.sorted() {
                let item = " \"\(name)\","
                if line.count + item.count > 100 {
                    lines.append(line)
                    line = "   "
                }
                line += item
            }
            lines.append(line)
            return "[\n" + lines.joined(separator: "\n") + "\n]"
        }
        var text = ""
        for kind in Kind.allCases {
            text += "\(kind.rawValue).backticks = \(literal(backticks[kind]!))\n"
            text += "\(kind.rawValue).rename = \(literal(rename[kind]!))\n"
        }
        text += "ambiguousInOptionalContext = \(literal(ambiguousInOptionalContext))\n"
        text += "notReferenceableBare = \(literal(notReferenceableBare))\n"
        return text
    }
}
#endif
