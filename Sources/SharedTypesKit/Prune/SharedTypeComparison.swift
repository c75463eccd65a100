/// Compares an enum or input struct that pruning removes from an operation file with the
/// shared module's declaration of the same type, and describes the differences that change
/// the API the operation code and the app see: a case or field the shared type lacks or types
/// differently, a case the shared enum adds (an exhaustive `switch` breaks), a field the
/// shared initializer requires that the copy did not have, an enum where the copy was a
/// struct. Such differences mean the operation files were generated from another version of
/// the schema (or with other settings).
enum SharedTypeComparison {
    /// Qualifiers that name no part of a type (`Swift.Double` is `Double`, `Foundation.Date`
    /// is `Date`).
    static let ignoredQualifiers: Set<String> = ["Swift", "Relay", "SwiftUIGraphQL", "Foundation"]
    /// Typealiases are followed at most this deep (they cannot be cyclic in valid code).
    static let maxAliasDepth = 8

    /// The differences, each as a phrase (`case `archived` is missing from the shared type`);
    /// empty when the copy and the shared type have the same API.
    static func differences(
        removed scanner: SwiftDeclarationScanner, _ declaration: TopLevelDeclaration,
        shared: SharedDeclarationIndex.Declaration, module: String, scalarTargets: [String: String]
    ) -> [String] {
        let sharedKind = shared.declaration.kind
        guard declaration.kind == sharedKind else {
            var message = "it is \(article(declaration.kind)) here but \(article(sharedKind)) in \(module)"
            if declaration.kind == .structType && sharedKind == .enumType {
                message += " (a @oneOf input: build it with a case instead of its initializer)"
            }
            return [message]
        }
        let removedMembers = scanner.members(of: declaration)
        let sharedMembers = shared.scanner.members(of: shared.declaration)
        switch declaration.kind {
        case .enumType:
            return enumDifferences(removedMembers, sharedMembers)
        case .structType:
            return structDifferences(removedMembers, sharedMembers) { normalized($0, module: module, aliases: scalarTargets) }
        default:
            return []
        }
    }

    private static func enumDifferences(_ removed: [TypeMember], _ shared: [TypeMember]) -> [String] {
        func cases(_ members: [TypeMember]) -> [(name: String, rawValue: String?, hasPayload: Bool)] {
            members.compactMap { member in
                if case .enumCase(let rawValue, let hasPayload) = member.kind { return (member.name, rawValue, hasPayload) }
                return nil
            }
        }
        let removedCases = cases(removed)
        let sharedCases = cases(shared)
        var sharedByName: [String: (rawValue: String?, hasPayload: Bool)] = [:]
        for item in sharedCases where sharedByName[item.name] == nil { sharedByName[item.name] = (item.rawValue, item.hasPayload) }
        var differences: [String] = []
        for item in removedCases {
            guard let match = sharedByName[item.name] else {
                differences.append("case `\(item.name)`\(item.rawValue.map { " (\($0))" } ?? "") is missing from the shared type")
                continue
            }
            if let here = item.rawValue, let there = match.rawValue, here != there {
                differences.append("case `\(item.name)` has raw value \(here) here but \(there) in the shared type")
            }
        }
        let removedNames = Set(removedCases.map(\.name))
        // A case with a payload is the future-proof enums' unknown-value case, chosen by option.
        let added = sharedCases.filter { !$0.hasPayload && !removedNames.contains($0.name) }.map { "`\($0.name)`" }
        if !added.isEmpty {
            differences.append("the shared type adds case\(added.count == 1 ? "" : "s") \(added.joined(separator: ", ")) (a `switch` without `default` must handle \(added.count == 1 ? "it" : "them"))")
        }
        return differences
    }

    private static func structDifferences(_ removed: [TypeMember], _ shared: [TypeMember], normalize: (String) -> String) -> [String] {
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
        return differences
    }

    /// A type with qualifiers that change nothing dropped (`Swift.`, `Relay.`, the shared
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
