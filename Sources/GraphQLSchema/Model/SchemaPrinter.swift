/// Prints the model's custom scalars, enums and input objects as SDL that reads back into the
/// same model (the fuzz targets and the round-trip tests hold it to that).
///
/// Object, interface and union types and the root operation types, which the model keeps for
/// reading operations, are not printed. Input fields of a valid model never refer to them, so
/// the output is self-contained, except for types whose names start with `__`, which the
/// model leaves out like the introspection types.
package enum SchemaPrinter {
    /// The SDL text: scalars, then enums, then input objects, each sorted by name as in the
    /// model, separated by blank lines. Empty for a model without types.
    package static func print(_ model: SchemaModel) -> String {
        var definitions: [String] = []
        for scalar in model.customScalars {
            var text = description(scalar.description, indent: "")
            text += "scalar " + scalar.name
            if let url = scalar.specifiedByURL {
                text += " @specifiedBy(url: \(Value.stringLiteral(url)))"
            }
            definitions.append(text + "\n")
        }
        for type in model.enums {
            var text = description(type.description, indent: "")
            text += "enum \(type.name) {\n"
            for value in type.values {
                text += description(value.description, indent: "  ")
                text += "  " + value.name + deprecation(value.deprecationReason) + "\n"
            }
            definitions.append(text + "}\n")
        }
        for type in model.inputObjects {
            var text = description(type.description, indent: "")
            text += "input " + type.name
            if type.isOneOf { text += " @oneOf" }
            if type.fields.isEmpty {
                definitions.append(text + "\n")
                continue
            }
            text += " {\n"
            for field in type.fields {
                text += description(field.description, indent: "  ")
                text += "  \(field.name): \(field.type.graphQLString)"
                if let value = field.defaultValue { text += " = " + value.graphQLLiteral }
                text += deprecation(field.deprecationReason) + "\n"
            }
            definitions.append(text + "}\n")
        }
        return definitions.joined(separator: "\n")
    }

    private static func deprecation(_ reason: String?) -> String {
        guard let reason else { return "" }
        return " @deprecated(reason: \(Value.stringLiteral(reason)))"
    }

    /// The description on its own line(s) before a definition: a block string when the text
    /// reads back unchanged from one, a quoted string otherwise. Empty when there is none.
    private static func description(_ text: String?, indent: String) -> String {
        guard let text else { return "" }
        guard readsBackFromBlockString(text) else {
            return indent + Value.stringLiteral(text) + "\n"
        }
        var out = indent + "\"\"\"\n"
        // Scalar by scalar, as the lexer reads it (a quote followed by a combining mark is one
        // Swift Character).
        let escaped = Array(Value.escapingTripleQuotes(text).unicodeScalars)
        for line in escaped.split(separator: "\n", omittingEmptySubsequences: false) {
            // Empty lines stay empty; the reader removes the common indentation of the others.
            out += (line.isEmpty ? "" : indent) + String(String.UnicodeScalarView(line)) + "\n"
        }
        return out + indent + "\"\"\"\n"
    }

    /// Whether `text`, written between `"""` lines as `description` does, reads back as
    /// itself. Reading a block string drops leading and trailing blank lines, removes the
    /// indentation all lines share and turns `\r` into line feeds, so the text must start and
    /// end with a line that has more than spaces and tabs, have a line that does not start
    /// with a space or tab, and hold no control characters but tabs and line feeds (which a
    /// quoted string shows better anyway).
    static func readsBackFromBlockString(_ text: String) -> Bool {
        var lineIsBlank = true
        var lineIsIndented = false
        var sawTextLine = false
        var sawUnindentedLine = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n":
                if lineIsBlank && !sawTextLine { return false } // a leading blank line
                lineIsBlank = true
                lineIsIndented = false
            case " ", "\t":
                if lineIsBlank { lineIsIndented = true }
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { return false }
                if lineIsBlank && !lineIsIndented { sawUnindentedLine = true }
                lineIsBlank = false
                sawTextLine = true
            }
        }
        return !lineIsBlank && sawUnindentedLine
    }
}
