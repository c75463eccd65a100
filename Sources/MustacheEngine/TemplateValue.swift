/// The data a Mustache template is rendered against: a JSON-like tree.
///
/// Falsy values, which skip a section and select an inverted section, are `false`,
/// `null`, an empty list and a missing key. Everything else is truthy, including the
/// empty string and zero.
package enum TemplateValue: Sendable, Equatable {
    /// Text; escaped by `{{name}}` when rendering with `.html`.
    case string(String)
    /// Prints as `true` or `false`.
    case bool(Bool)
    /// Prints in decimal.
    case int(Int)
    /// Prints whole numbers without a fraction (`2`), others in shortest form (`1.21`).
    case double(Double)
    /// Prints as nothing; falsy.
    case null
    /// A section repeats once per item; interpolated, items are joined with `,`.
    case list([TemplateValue])
    /// Names are looked up in objects; interpolated, an object prints as nothing.
    case object([String: TemplateValue])

    /// Whether a section over this value renders (and an inverted section does not).
    var isTruthy: Bool {
        switch self {
        case .bool(let value): return value
        case .null: return false
        case .list(let items): return !items.isEmpty
        case .string, .int, .double, .object: return true
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    subscript(key: String) -> TemplateValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// A string literal makes `.string`.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// `true` or `false` makes `.bool`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// An integer literal makes `.int`.
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// A floating-point literal makes `.double`.
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// `nil` makes `.null`.
    package init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// An array literal makes `.list`, in the literal's order.
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Later duplicates of a key win.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
