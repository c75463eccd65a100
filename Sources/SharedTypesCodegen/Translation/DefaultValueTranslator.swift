import GraphQLSchema

/// Writes a GraphQL default value as a Swift expression for an init parameter, when Swift can
/// express it: numbers, strings, booleans, enum values, `null`, and lists of these. Input
/// object defaults (and values that do not fit the field's type) are not written; the
/// field's doc comment states the GraphQL default instead.
struct DefaultValueTranslator {
    /// Names of everything a default may refer to.
    var enums: [String: SwiftEnum]
    var customScalarTypes: [String: String]
    var spelling: QualifiedNames
    var typeKinds: [String: TypeKind]

    enum Outcome: Equatable {
        case expression(String)
        /// Valid GraphQL, but not written in Swift (an input object, a deprecated enum value).
        case notExpressible
        /// Does not fit the field's type; the reason is reported as a warning.
        case invalid(String)
    }

    func translate(_ value: Value, for type: TypeReference) -> Outcome {
        translate(value, for: type, optionalContext: !type.isNonNull)
    }

    /// `optionalContext`: the Swift type expected here is optional, where `.none` would mean
    /// `Optional.none`.
    private func translate(_ value: Value, for type: TypeReference, optionalContext: Bool) -> Outcome {
        switch (type, value) {
        case (.nonNull, .null):
            return .invalid("null is not allowed for non-null type \(type.graphQLString)")
        case (.nonNull(let inner), _):
            return translate(value, for: inner, optionalContext: false)
        case (_, .null):
            return .expression("nil")
        case (.list(let element), .list(let items)):
            var parts: [String] = []
            for item in items {
                switch translate(item, for: element, optionalContext: !element.isNonNull) {
                case .expression(let text): parts.append(text)
                case let other: return other
                }
            }
            return .expression("[" + parts.joined(separator: ", ") + "]")
        case (.list(let element), _):
            // A single value where a list is expected is a list of one (input coercion).
            switch translate(value, for: element, optionalContext: !element.isNonNull) {
            case .expression(let text): return .expression("[\(text)]")
            case let other: return other
            }
        case (.named(let name), _):
            return translateNamed(value, typeName: name, optionalContext: optionalContext)
        }
    }

    private func translateNamed(_ value: Value, typeName: String, optionalContext: Bool) -> Outcome {
        switch typeName {
        case "Int":
            guard case .int(let text) = value else { return .invalid("\(value.graphQLLiteral) is not an Int") }
            guard let number = Int64(text), number >= Int64(Int32.min), number <= Int64(Int32.max) else {
                return .invalid("\(text) is outside the 32-bit range of Int")
            }
            return .expression(text)
        case "Float":
            switch value {
            case .int(let text), .float(let text):
                guard let number = Double(text), number.isFinite else { return .invalid("\(text) is not a finite Float") }
                // swiftc warns about (and with warnings as errors, rejects) a literal that
                // becomes a subnormal Double or zero, and an integer literal a Double cannot hold
                // exactly; written with a fraction, the latter is an ordinary float literal.
                if number.isSubnormal || (number == 0 && Self.hasNonzeroDigit(beforeExponentOf: text)) {
                    return .invalid("\(text) is too close to zero for a Double to hold without losing precision")
                }
                if case .int = value, number.magnitude >= 9_007_199_254_740_992 {
                    return .expression(text + ".0")
                }
                return .expression(text)
            default:
                return .invalid("\(value.graphQLLiteral) is not a Float")
            }
        case "String":
            guard case .string(let text, _) = value else { return .invalid("\(value.graphQLLiteral) is not a String") }
            return .expression(SwiftSourceText.stringLiteral(text))
        case "ID":
            switch value {
            case .string(let text, _), .int(let text): return .expression(SwiftSourceText.stringLiteral(text))
            default: return .invalid("\(value.graphQLLiteral) is not an ID")
            }
        case "Boolean":
            guard case .boolean(let flag) = value else { return .invalid("\(value.graphQLLiteral) is not a Boolean") }
            return .expression(flag ? "true" : "false")
        default:
            break
        }
        if let enumType = enums[typeName] {
            guard case .enumValue(let name) = value else { return .invalid("\(value.graphQLLiteral) is not a value of enum \(typeName)") }
            guard let found = enumType.cases.first(where: { $0.graphQLName == name }) else {
                return .invalid("\(name) is not a value of enum \(typeName)")
            }
            // The generated module must not use its own deprecated members.
            if found.deprecationLiteral != nil { return .notExpressible }
            return .expression(found.name.implicitMemberExpression(optionalContext: optionalContext))
        }
        if let scalarType = customScalarTypes[typeName] {
            if scalarType == spelling.string, case .string(let text, _) = value {
                return .expression(SwiftSourceText.stringLiteral(text))
            }
            return .notExpressible
        }
        if typeKinds[typeName] == .inputObject {
            guard case .object = value else { return .invalid("\(value.graphQLLiteral) is not an input object") }
            return .notExpressible
        }
        return .notExpressible
    }

    /// Whether the digits of a number literal before any exponent include one that is not `0`
    /// (`1e-400` does; `0.0e5` does not).
    static func hasNonzeroDigit(beforeExponentOf text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }
}
