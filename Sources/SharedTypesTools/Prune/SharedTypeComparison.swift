import GraphQLSchema
import SharedTypesCodegen

/// Compares an enum or input struct that pruning removes from an operation file with the
/// shared module's declaration of the same type, and describes the differences that change
/// the API the operation code and the app see: a case or field the shared type lacks or types
/// differently, a case the shared enum adds (an exhaustive `switch` breaks), a field the
/// shared initializer requires that the copy did not have, an enum where the copy was a
/// struct. Each difference says its cause: most mean the operation files were generated from
/// another version of the schema, but a `@oneOf` input is an enum in the shared module by
/// design, and enum cases the module names differently (their names collide once converted)
/// keep their raw values.
enum SharedTypeComparison {
    /// Why the copy and the shared type differ.
    enum Cause: Equatable {
        case schemaVersion
        /// The shared module writes `@oneOf` inputs as enums.
        case oneOfInput
        /// The shared enum has the case, by raw value, under another name.
        case caseNaming
    }

    struct Difference: Equatable {
        var phrase: String
        var cause: Cause
    }

    /// The question or explanation that ends a warning about `differences`.
    static func hint(for differences: [Difference]) -> String {
        if differences.contains(where: { $0.cause == .schemaVersion }) {
            return "Were the operation files generated from another version of the schema?"
        }
        if differences.contains(where: { $0.cause == .oneOfInput }) {
            return "The shared module writes @oneOf inputs as enums with one case per field; code that built the struct must use a case."
        }
        return "The shared module names these cases differently (their converted names collide, or its case style differs); code that names them must use the shared names, and the raw values sent are the same."
    }

    /// Qualifiers that name no part of a type (`Swift.Double` is `Double`, `Foundation.Date`
    /// is `Date`).
    static let ignoredQualifiers: Set<String> = Set(["Swift", "Foundation"] + RuntimeProfile.all.map(\.operationFiles.module))
    /// Typealiases are followed at most this deep (they cannot be cyclic in valid code).
    static let maxAliasDepth = 8

    /// The differences, each as a phrase (`case `archived` is missing from the shared type`)
    /// with its cause; empty when the copy and the shared type have the same API. A removed
    /// `typealias` is the plugin's field-less input (`= EmptyVariables`), compared as a struct
    /// without fields.
    static func differences(
        removed scanner: SwiftDeclarationScanner, _ declaration: TopLevelDeclaration,
        shared: SharedDeclarationIndex.Declaration, module: String, scalarTargets: [String: String]
    ) -> [Difference] {
        let sharedKind = shared.declaration.kind
        let sharedMembers = shared.scanner.members(of: shared.declaration)
        if declaration.kind == .typeAlias && sharedKind == .structType {
            return structDifferences([], sharedMembers) { normalized($0, module: module, aliases: scalarTargets) }
        }
        guard declaration.kind == sharedKind else {
            if declaration.kind == .structType && sharedKind == .enumType {
                return [Difference(phrase: "it is a struct here but an enum in \(module) (a @oneOf input: build it with a case instead of its initializer)", cause: .oneOfInput)]
            }
            return [Difference(phrase: "it is \(article(declaration.kind)) here but \(article(sharedKind)) in \(module)", cause: .schemaVersion)]
        }
        let removedMembers = scanner.members(of: declaration)
        switch declaration.kind {
        case .enumType:
            return enumDifferences(removedMembers, sharedMembers)
        case .structType:
            return structDifferences(removedMembers, sharedMembers) { normalized($0, module: module, aliases: scalarTargets) }
        default:
            return []
        }
    }

    private static func enumDifferences(_ removed: [TypeMember], _ shared: [TypeMember]) -> [Difference] {
        func cases(_ members: [TypeMember]) -> [(name: String, rawValue: String?, hasPayload: Bool)] {
            members.compactMap { member in
                if case .enumCase(let rawValue, let hasPayload) = member.kind { return (member.name, rawValue, hasPayload) }
                return nil
            }
        }
        let removedCases = cases(removed)
        let sharedCases = cases(shared)
        // A case without a raw value has its name as its raw value.
        func rawValue(_ item: (name: String, rawValue: String?, hasPayload: Bool)) -> String {
            item.rawValue ?? "\"\(item.name)\""
        }
        var sharedByName: [String: (rawValue: String?, hasPayload: Bool)] = [:]
        var sharedByRawValue: [String: String] = [:]
        for item in sharedCases where !item.hasPayload {
            if sharedByName[item.name] == nil { sharedByName[item.name] = (item.rawValue, item.hasPayload) }
            if sharedByRawValue[rawValue(item)] == nil { sharedByRawValue[rawValue(item)] = item.name }
        }
        var differences: [Difference] = []
        var matchedNames = Set<String>()
        for item in removedCases {
            if let match = sharedByName[item.name] {
                matchedNames.insert(item.name)
                if let here = item.rawValue, let there = match.rawValue, here != there {
                    differences.append(Difference(phrase: "case `\(item.name)` has raw value \(here) here but \(there) in the shared type", cause: .schemaVersion))
                }
            } else if let renamed = sharedByRawValue[rawValue(item)] {
                matchedNames.insert(renamed)
                differences.append(Difference(phrase: "case `\(item.name)` (\(rawValue(item))) is `\(renamed)` in the shared type", cause: .caseNaming))
            } else {
                differences.append(Difference(phrase: "case `\(item.name)`\(item.rawValue.map { " (\($0))" } ?? "") is missing from the shared type", cause: .schemaVersion))
            }
        }
        // A case with a payload is the future-proof enums' unknown-value case, chosen by option.
        let added = sharedCases.filter { !$0.hasPayload && !matchedNames.contains($0.name) }.map { "`\($0.name)`" }
        if !added.isEmpty {
            differences.append(Difference(phrase: "the shared type adds case\(added.count == 1 ? "" : "s") \(added.joined(separator: ", ")) (a `switch` without `default` must handle \(added.count == 1 ? "it" : "them"))", cause: .schemaVersion))
        }
        return differences
    }

    private static func structDifferences(_ removed: [TypeMember], _ shared: [TypeMember], normalize: (String) -> String) -> [Difference] {
        var sharedProperties: [String: String] = [:]
        for member in shared where !member.isPrivate && !member.isStatic {
            if case .property(let type, _) = member.kind, sharedProperties[member.name] == nil { sharedProperties[member.name] = type }
        }
        var differences: [String] = []
        var fieldNames = Set<String>()
        for member in removed where !member.isPrivate && !member.isStatic {
            guard case .property(let type, let isStored) = member.kind, isStored else { continue }
            fieldNames.insert(member.name)
            guard let sharedType = sharedProperties[member.name] else {
                differences.append("field `\(member.name): \(type)` is missing from the shared type")
                continue
            }
            if normalize(type) != normalize(sharedType) {
                differences.append("field `\(member.name)` is `\(type)` here but `\(sharedType)` in the shared type")
            }
        }
        // The shared initializer with the most parameters is the memberwise one.
        let initializers = shared.compactMap { member -> [TypeMember.Parameter]? in
            if case .initializer(let parameters) = member.kind, !member.isPrivate { return parameters }
            return nil
        }
        if let memberwise = initializers.max(by: { $0.count < $1.count }) {
            let required = memberwise.filter { !$0.hasDefault && !fieldNames.contains($0.label) }.map { "`\($0.label): \($0.type)`" }
            if !required.isEmpty {
                differences.append("the shared initializer also requires \(required.joined(separator: ", "))")
            }
        }
        return differences.map { Difference(phrase: $0, cause: .schemaVersion) }
    }

    /// A type with qualifiers that change nothing dropped (`Swift.`, the runtime's module, the shared
    /// module's name) and custom-scalar typealiases replaced by what they stand for, so that
    /// `Swift.Double?` equals `Double?` and `DateTime` equals `String` when the module maps
    /// `DateTime` to `String`.
    static func normalized(_ type: String, module: String, aliases: [String: String], depth: Int = 0) -> String {
        let bytes = Array(type.utf8)
        var result = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isNameByte(byte) else {
                result.unicodeScalars.append(Unicode.Scalar(byte))
                index += 1
                continue
            }
            let start = index
            while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if index < bytes.count && bytes[index] == UInt8(ascii: ".") && (ignoredQualifiers.contains(word) || word == module) {
                index += 1
            } else if depth < maxAliasDepth, let target = aliases[word] {
                result += normalized(target, module: module, aliases: aliases, depth: depth + 1)
            } else {
                result += word
            }
        }
        return result
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func article(_ kind: TopLevelDeclaration.Kind) -> String {
        kind == .enumType || kind == .extensionType || kind == .importDeclaration || kind == .actorType ? "an \(kind.rawValue)" : "a \(kind.rawValue)"
    }
}
