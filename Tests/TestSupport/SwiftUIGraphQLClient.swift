// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
@testable import GraphQLSchema
@testable import SharedTypesCodegen

/// App code written against the enums and input objects SwiftUIGraphQL's generator writes
/// into `schema.swift`, made from a schema model by the facts of its generator (not from its
/// code): an enum is `public enum Name: String, Hashable, Codable, CaseIterable, Identifiable,
/// Sendable` named with its first letter uppercased, one case per value named by the value
/// lowercased, with `id` the value itself; an input object is a `Hashable, Codable, Sendable`
/// struct named as in the schema, with a `let` per field in schema order, named as in the
/// schema, and the synthesized memberwise init (every label, in that order, no defaults). Field
/// types: nullable is optional, lists are arrays of optionals unless non-null, `ID` is its
/// `typealias ID = String`, `Boolean` `Bool`, `Float` `Double`, and a custom scalar whose
/// `@specifiedBy` URL is exactly one of three is `URL`, `Date` or `AttributedString`; any
/// other custom scalar in an input object stops its generator (`fatalError`).
///
/// The code uses every member those shapes have: each case by name in an exhaustive switch,
/// `rawValue`, `init(rawValue:)`, `allCases`, `id`, `Hashable`, a JSON round trip; each
/// input's init with all labels, each `let` read at its exact type and through a key path,
/// `==`, a JSON round trip.
struct SwiftUIGraphQLClient {
    /// Why SwiftUIGraphQL's own `schema.swift` for the schema would not compile (or not be
    /// written at all); nil when it would, and `files` hold the client.
    var skipReason: String?
    var files: [GeneratedFile] = []
    /// The enums and input objects the client leaves out, each with the reason its declaration
    /// in SwiftUIGraphQL's output would not compile (or would not be written).
    var excluded: [String: String] = [:]

    /// SwiftUIGraphQL's name for a type: enums with the first letter uppercased, inputs as they are.
    static func enumName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    static let foundationScalars = [
        "https://tools.ietf.org/html/rfc1738": "URL",
        "https://tools.ietf.org/html/rfc3339": "Date",
        "https://spec.commonmark.org/": "AttributedString",
    ]

    /// The client of `model` for the module `generated`, whose Swift names come from `module`
    /// (as generated with the preset). Types the module declares with `_` appended because
    /// SwiftUIGraphQL declares a type of that name get the typealias the adoption docs
    /// prescribe, so that the client itself stays unchanged.
    init(model: SchemaModel, module: SwiftModule, generated: String) {
        let scalars = Dictionary(model.customScalars.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let enums = Dictionary(model.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        func swiftType(_ type: TypeReference, optional: Bool = true) -> String? {
            switch type {
            case .nonNull(let inner): return swiftType(inner, optional: false)
            case .list(let inner):
                guard let element = swiftType(inner) else { return nil }
                return "[\(element)]" + (optional ? "?" : "")
            case .named(let name):
                let base: String?
                switch name {
                case "String": base = "String"
                case "Int": base = "Int"
                case "Float": base = "Double"
                case "Boolean": base = "Bool"
                case "ID": base = "ID"
                default:
                    if let scalar = scalars[name] {
                        base = scalar.specifiedByURL.flatMap { Self.foundationScalars[$0] }
                    } else {
                        base = name
                    }
                }
                return base.map { $0 + (optional ? "?" : "") }
            }
        }

        // The types whose declarations in SwiftUIGraphQL's own output would not compile (or
        // stop its generator), each with the reason; then the inputs that use one of them.
        var excluded: [String: String] = [:]
        for input in model.inputObjects {
            if let field = input.fields.first(where: { swiftType($0.type) == nil }) {
                excluded[input.name] = "custom scalar \(field.type.namedType) of field \(field.name) has no @specifiedBy URL SwiftUIGraphQL maps (its generator stops)"
            } else if let field = input.fields.first(where: { SwiftNameRules.reservedWords.contains($0.name) || SwiftNameRules.inputFieldExtraKeywords.contains($0.name) }) {
                excluded[input.name] = "field \(field.name) is a Swift keyword, written without backticks"
            }
        }
        for name in Self.nonListCycleMembers(model.inputObjects) where excluded[name] == nil {
            excluded[name] = "it contains itself through fields that are not lists: a struct of lets cannot"
        }
        for type in model.enums {
            let cases = type.values.map { $0.name.lowercased() }
            if Set(cases).count != cases.count {
                excluded[type.name] = "two values are one case name lowercased"
            } else if let keyword = cases.first(where: SwiftNameRules.reservedWords.contains) {
                excluded[type.name] = "case \(keyword) is a Swift keyword, written without backticks"
            } else if Self.enumName(type.name) != type.name {
                excluded[type.name] = "it is declared as \(Self.enumName(type.name)) but named \(type.name) where input fields use it"
            }
        }
        for name in model.enums.map(\.name) + model.inputObjects.map(\.name)
        where SwiftNameRules.reservedWords.contains(name) || SwiftNameRules.typeNameExtraKeywords.contains(name) {
            excluded[name] = "its name is a Swift keyword, written without backticks"
        }
        // Names the module renames by rules that hold for every runtime: the standard library's
        // types and modules that SwiftUIGraphQL's own declarations name (an enum `Hashable`
        // would conform to itself there), Relay.swift's types (kept out in both runtimes so
        // that names do not change with the runtime; SwiftUIGraphQL's output would compile).
        for name in model.enums.map(\.name) + model.inputObjects.map(\.name) where excluded[name] == nil {
            if case .rename(let conflict) = SwiftNameRules.spelling(of: name, as: .typeName, runtime: .codable) {
                excluded[name] = "the module renames it: \(conflict.explanation)"
            }
        }
        var changed = true
        while changed {
            changed = false
            for input in model.inputObjects where excluded[input.name] == nil {
                if let field = input.fields.first(where: { excluded[$0.type.namedType] != nil }) {
                    excluded[input.name] = "field \(field.name) uses \(field.type.namedType), which is left out"
                    changed = true
                }
            }
        }
        self.excluded = excluded
        let includedEnums = model.enums.filter { excluded[$0.name] == nil }
        let includedInputs = model.inputObjects.filter { excluded[$0.name] == nil }
        if includedEnums.isEmpty && includedInputs.isEmpty {
            skipReason = model.enums.isEmpty && model.inputObjects.isEmpty ? "the schema has no enum or input object" : "every enum and input object is left out"
            return
        }

        // The module's Swift names, and the typealiases for SwiftUIGraphQL's names.
        var swiftNames: [String: String] = [:]
        for item in module.enums { swiftNames[item.graphQLName] = item.name.name }
        for item in module.inputObjects { swiftNames[item.graphQLName] = item.name.name }
        for item in module.oneOfInputs { swiftNames[item.graphQLName] = item.name.name }
        var aliases: [String] = []
        for (graphQLName, swiftName) in swiftNames.sorted(by: { $0.key < $1.key })
        where swiftName != graphQLName && RuntimeProfile.swiftUIGraphQLTypeNames.contains(graphQLName) {
            aliases.append("typealias \(enums[graphQLName] != nil ? Self.enumName(graphQLName) : graphQLName) = \(generated).\(swiftName)")
        }

        func value(_ type: TypeReference) -> String {
            guard case .nonNull(let inner) = type else { return "nil" }
            switch inner {
            case .list: return "[]"
            case .nonNull: return value(inner)
            case .named(let name):
                switch name {
                case "String", "ID": return "\"x\""
                case "Int": return "1"
                case "Float": return "1.5"
                case "Boolean": return "true"
                default:
                    if let scalar = scalars[name] {
                        switch scalar.specifiedByURL.flatMap({ Self.foundationScalars[$0] }) {
                        case "URL": return "URL(string: \"https://example.com\")!"
                        case "Date": return "Date(timeIntervalSince1970: 0)"
                        default: return "AttributedString(\"x\")"
                        }
                    }
                    if let type = enums[name], let first = type.values.first { return "\(Self.enumName(name)).\(first.name.lowercased())" }
                    return "make_\(name)()"
                }
            }
        }

        var text = "import Foundation\nimport SwiftUIGraphQL\nimport \(generated)\n\n"
        text += aliases.map { $0 + "\n" }.joined()
        var calls: [String] = []
        for type in includedEnums {
            let name = Self.enumName(type.name)
            let cases = type.values.map { $0.name.lowercased() }
            text += """

            func use_\(type.name)(_ value: \(name)) throws -> [String] {
                var seen: [String] = []
                switch value {

            """
            for (case_, graphQL) in zip(cases, type.values.map(\.name)) {
                text += "    case .\(case_): seen.append(\(SwiftSourceText.stringLiteral(graphQL)))\n"
            }
            text += """
                }
                let all: [\(name)] = \(name).allCases
                let id: \(name) = value.id
                let raw: String = id.rawValue
                let parsed: \(name)? = \(name)(rawValue: raw)
                let set: Set<\(name)> = Set(all)
                let data = try JSONEncoder().encode(all)
                let decoded = try JSONDecoder().decode([\(name)].self, from: data)
                precondition(decoded == all && parsed == value && set.contains(value) && all.count == \(cases.count))
                seen.append(\(name).\(cases[0]).rawValue)
                return seen
            }

            """
            calls.append("_ = try use_\(type.name)(\(name).\(cases[0]))")
        }
        for input in includedInputs {
            let name = input.name
            let arguments = input.fields.map { "\($0.name): \(value($0.type))" }.joined(separator: ", ")
            text += "\nfunc make_\(name)() -> \(name) {\n    \(name)(\(arguments))\n}\n"
            text += "\nfunc use_\(name)(_ value: \(name)) throws -> Bool {\n"
            for field in input.fields {
                let type = swiftType(field.type) ?? "Never"
                text += "    let \(Self.local(field.name)): \(type) = value.\(field.name)\n"
                text += "    let \(Self.local(field.name))Path: KeyPath<\(name), \(type)> = \\\(name).\(field.name)\n"
                text += "    _ = (\(Self.local(field.name)), value[keyPath: \(Self.local(field.name))Path])\n"
            }
            text += """
                let data = try JSONEncoder().encode(value)
                let decoded = try JSONDecoder().decode(\(name).self, from: data)
                return decoded == value && Set([value]).contains(decoded)
            }

            """
            calls.append("_ = try use_\(name)(make_\(name)())")
        }
        text += "\npublic func runClient() throws {\n" + calls.map { "    " + $0 + "\n" }.joined() + "}\n"
        files = [GeneratedFile(path: "Client.swift", text: text)]
    }

    /// A local variable's name for a field (prefixed, so no keyword or member name needs care).
    static func local(_ field: String) -> String { "field_" + field }

    /// The input objects on a cycle of fields that are not lists (a struct cannot hold itself).
    static func nonListCycleMembers(_ inputs: [InputObjectType]) -> Set<String> {
        let byName = Dictionary(inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func next(_ name: String) -> [String] {
            (byName[name]?.fields ?? []).compactMap { field in
                var type = field.type
                if case .nonNull(let inner) = type { type = inner }
                guard case .named(let target) = type, byName[target] != nil else { return nil }
                return target
            }
        }
        var members: Set<String> = []
        for input in inputs {
            // Whether `input` reaches itself.
            var seen: Set<String> = []
            var stack = next(input.name)
            while let name = stack.popLast() {
                if name == input.name { members.insert(name); break }
                if seen.insert(name).inserted { stack += next(name) }
            }
        }
        return members
    }

    /// A module named `SwiftUIGraphQL` that declares every public type name of SwiftUIGraphQL's
    /// runtime module (`RuntimeProfile.swiftUIGraphQLTypeNames`), `ID` as its `typealias ID =
    /// String`, the others as empty structs: what app files importing it see beside the
    /// generated module.
    static var standInRuntime: [GeneratedFile] {
        var text = "public typealias ID = String\n"
        for name in RuntimeProfile.swiftUIGraphQLTypeNames.sorted() where name != "ID" && name != "SwiftUIGraphQL" {
            let spelled = name == "Type" ? "`Type`" : name
            text += "public struct \(spelled) {\n    public init() {}\n}\n"
        }
        return [GeneratedFile(path: "StandIn.swift", text: text)]
    }
}
#endif
