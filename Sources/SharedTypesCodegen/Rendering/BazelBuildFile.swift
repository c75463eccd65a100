import MustacheEngine

/// The `BUILD.bazel` of the `bazel` layout: one rules_swift `swift_library` holding every
/// generated Swift file, depending on the runtime's library by a configurable label (or on
/// nothing, for a runtime the module does not depend on).
package enum BazelBuildFile {
    static let fileName = "BUILD.bazel"

    /// The template context (besides the header's `version` and `schemaFiles`).
    /// `runtimeLabel` is nil when the library depends on nothing (`runtimeLabelLiteral` null).
    static func context(moduleName: String, sourcePaths: [String], runtimeLabel: String?) -> [String: TemplateValue] {
        let sorted = sourcePaths.sorted { $0.utf8Precedes($1) }
        return [
            "moduleNameLiteral": .string(stringLiteral(moduleName)),
            "sources": .list(sorted.map { .string(stringLiteral($0)) }),
            "runtimeLabelLiteral": TemplateValue(runtimeLabel.map(stringLiteral)),
        ]
    }

    /// Why `label` cannot be a target label, or nil. Accepted: `@repo//package:target`,
    /// `@repo`, `//package:target`, `:target`.
    package static func labelProblem(_ label: String) -> String? {
        guard label.hasPrefix("@") || label.hasPrefix("//") || label.hasPrefix(":") else {
            return "a label starts with @, // or :"
        }
        if label.unicodeScalars.contains(where: { $0.value < 0x21 || $0 == "\"" || $0 == "\\" || $0.value == 0x7F }) {
            return "it contains a space, a quote, a backslash or a control character"
        }
        if label == "@" || label == "//" || label == ":" || label.hasSuffix(":") {
            return "it names no target"
        }
        return nil
    }

    /// A Starlark string literal (double quotes; backslash, quote and control characters escaped).
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
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
