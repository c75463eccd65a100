extension Value {
    /// The value printed as a GraphQL literal, the way graphql-js's printer writes it:
    /// `[1, 2]`, `{a: 1, b: RED}`, `"x\n"`, block strings as `"""..."""`.
    package var graphQLLiteral: String {
        var out = ""
        Value.print(self, into: &out)
        return out
    }

    private static func print(_ value: Value, into out: inout String) {
        switch value {
        case .variable(let name): out += "$" + name
        case .int(let text), .float(let text): out += text
        case .string(let text, let block): out += block ? blockStringLiteral(text) : stringLiteral(text)
        case .boolean(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .enumValue(let name): out += name
        case .list(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                print(item, into: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { out += ", " }
                out += field.name + ": "
                print(field.value, into: &out)
            }
            out += "}"
        }
    }

    /// A `"..."` literal: quotes, backslashes and control characters (C0, DEL and C1) escaped,
    /// with `\b \t \n \f \r` short forms and upper-case `\u00XX` otherwise.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F) {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A `"""..."""` literal as graphql-js prints one: `"""` inside escaped, and the text put
    /// on its own lines when it spans several lines or has leading or trailing space.
    ///
    /// Works on Unicode scalars, as the lexer does: in Swift's `Character` view a quote
    /// followed by a combining mark is one character, so `"""` followed by U+07EE would not be
    /// found and escaped (found by the `value` fuzz target).
    static func blockStringLiteral(_ text: String) -> String {
        let escaped = escapingTripleQuotes(text)
        let scalars = Array(escaped.unicodeScalars)
        let lines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
        let isSingleLine = lines.count == 1
        let forceLeadingNewLine = lines.count > 1 && lines.dropFirst().allSatisfy { line in
            line.isEmpty || line.first == " " || line.first == "\t"
        }
        let hasTrailingTripleQuote = scalars.count >= 4 && scalars.suffix(4).elementsEqual("\\\"\"\"".unicodeScalars)
        let last = text.unicodeScalars.last
        let hasTrailingQuote = last == "\"" && !hasTrailingTripleQuote
        let hasTrailingSlash = last == "\\"
        let forceTrailingNewLine = hasTrailingQuote || hasTrailingSlash
        let first = text.unicodeScalars.first
        let firstIsSpace = first == " " || first == "\t"
        let printAsMultipleLines = !isSingleLine || text.utf16.count > 70 || forceTrailingNewLine || forceLeadingNewLine || hasTrailingTripleQuote
        var result = ""
        let skipLeadingNewLine = isSingleLine && firstIsSpace
        if (printAsMultipleLines && !skipLeadingNewLine) || forceLeadingNewLine {
            result += "\n"
        }
        result += escaped
        if printAsMultipleLines || forceTrailingNewLine {
            result += "\n"
        }
        return "\"\"\"" + result + "\"\"\""
    }

    /// `text` with every `"""` (left to right, not overlapping) written `\"""`, scalar by scalar.
    static func escapingTripleQuotes(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if index + 2 < scalars.count && scalars[index] == "\"" && scalars[index + 1] == "\"" && scalars[index + 2] == "\"" {
                out.append(contentsOf: "\\\"\"\"".unicodeScalars)
                index += 3
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }

    private static func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
