// Interim naming rules, replaced by the experimentally derived ones.
public enum EnumCaseStyle: String, Sendable, CaseIterable {
    case lowercase, camelCase, unchanged
}

public struct SwiftIdentifier: Hashable, Sendable {
    public var name: String
    public var source: String
    init(_ name: String) {
        self.name = name
        source = InterimNaming.keywords.contains(name) ? "`\(name)`" : name
    }
}

struct NamingWarning {
    var message: String
}

enum InterimNaming {
    static let keywords: Set<String> = ["in", "default", "self", "Self", "class", "struct", "enum", "case", "true", "false", "nil", "init", "is", "as", "let", "var", "func", "return", "if", "else", "for", "while", "do", "switch", "where", "import", "public", "private", "internal", "static", "protocol", "extension", "operator", "throws", "throw", "try", "catch", "repeat", "break", "continue", "fallthrough", "guard", "defer", "inout", "subscript", "deinit", "typealias", "associatedtype", "super", "Any", "Type"]

    static func caseName(_ value: String, style: EnumCaseStyle) -> String {
        switch style {
        case .lowercase: return value.lowercased()
        case .unchanged: return value
        case .camelCase:
            let parts = value.split(separator: "_")
            guard let first = parts.first else { return value }
            return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        }
    }

    static func members(_ names: [String], owner: String, style: EnumCaseStyle?, reserved: Set<String>, renames: [String: String]) -> (names: [SwiftIdentifier], warnings: [NamingWarning]) {
        var result: [String] = names.map { name in
            if let renamed = renames["\(owner).\(name)"] { return renamed }
            var swiftName = style.map { caseName(name, style: $0) } ?? name
            if reserved.contains(swiftName) { swiftName += "_" }
            return swiftName
        }
        var warnings: [NamingWarning] = []
        var seen: [String: Int] = [:]
        for (index, swiftName) in result.enumerated() {
            if let first = seen[swiftName] {
                let keep = names[index] == swiftName ? index : first
                let other = keep == index ? first : index
                result[other] = names[other] + (names[other] == swiftName ? "_" : "")
                warnings.append(NamingWarning(message: "\"\(names[first])\" and \"\(names[index])\" of \"\(owner)\" both map to Swift name \"\(swiftName)\"; \"\(names[other])\" is named \"\(result[other])\"."))
                seen[result[other]] = other
            }
            seen[result[index]] = index
        }
        return (result.map(SwiftIdentifier.init), warnings)
    }

    static func typeName(_ name: String, moduleName: String, renames: [String: String]) -> SwiftIdentifier {
        if let renamed = renames[name] { return SwiftIdentifier(renamed) }
        if ["Swift", "Relay", moduleName, "Type", "Self", "Any", "Protocol"].contains(name) { return SwiftIdentifier(name + "_") }
        return SwiftIdentifier(name)
    }

    static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.replacingOccurrences(of: "\r", with: "")
            return trimmed.isEmpty ? "///" : "/// " + trimmed
        }
    }

    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

private extension Substring {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        String(self).replacing(target, with: replacement)
    }
}
