/// A JSON tree to write, with object members in the order they should appear
/// (unless the writer sorts them).
package enum JSONOutput: Sendable {
    /// Written as `null`.
    case null
    /// Written as `true` or `false`.
    case bool(Bool)
    /// Written in decimal.
    case int(Int)
    /// Written as Python's `repr(float)` does (`1.0`, `1e-05`, `1e+16`); non-finite
    /// values as Python's `NaN`, `Infinity`, `-Infinity` (which are not valid JSON).
    case double(Double)
    /// A number's JSON text, written verbatim (must be valid JSON number syntax).
    case number(String)
    /// Written in quotes, escaped as `JSONWriter` describes.
    case string(String)
    /// Each element on a line of its own; `[]` when empty.
    case array([JSONOutput])
    /// Members in this order unless the writer sorts keys; a repeated key is written each
    /// time. `{}` when empty.
    case object([(key: String, value: JSONOutput)])

    /// The same tree without source offsets. Numbers keep their text as read.
    package init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number.raw)
        case .string(let string): self = .string(string.value)
        case .array(let elements): self = .array(elements.map(JSONOutput.init))
        case .object(let object): self = .object(object.members.map { (key: $0.key, value: JSONOutput($0.value)) })
        }
    }
}

extension JSONOutput: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `nil` makes `.null`.
    package init(nilLiteral: ()) { self = .null }
    /// `true` or `false` makes `.bool`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal makes `.int`.
    package init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal makes `.double`, written as Python's `repr` would.
    package init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal makes `.string`.
    package init(stringLiteral value: String) { self = .string(value) }
    /// An array literal makes `.array`, in the literal's order.
    package init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
    /// Keeps the literal's order.
    package init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}

/// Serialises a `JSONOutput` tree, always multi-line and ending with a newline.
///
/// - `JSONWriter.pythonCompatible(indent: 1)` produces exactly what Python's
///   `json.dumps(value, indent=1, ensure_ascii=False) + "\n"` does.
/// - `JSONWriter.sortedPretty` sorts object keys by their UTF-8 bytes (the same order as
///   Python's `sort_keys=True`, which compares code points) and indents by two spaces:
///   `json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n"`.
///
/// Strings escape only `"`, `\` and control characters (`\n`, `\r`, `\t`, `\b`, `\f`,
/// others as lowercase `\u00xx`); `/` and non-ASCII are written as is.
/// Writing appends to one byte buffer; it recurses once per nesting level.
package struct JSONWriter: Sendable {
    /// Spaces per nesting level.
    var indent: Int
    /// Sort object members by key (UTF-8 byte order; stable for equal keys).
    var sortKeys: Bool

    /// A negative `indent` counts as 0, which still puts every member and element on a line
    /// of its own.
    package init(indent: Int, sortKeys: Bool) {
        self.indent = max(0, indent)
        self.sortKeys = sortKeys
    }

    /// `json.dumps(value, indent: indent, ensure_ascii=False)` plus a newline.
    package static func pythonCompatible(indent: Int = 1) -> JSONWriter {
        JSONWriter(indent: indent, sortKeys: false)
    }

    /// Sorted keys, two-space indent: deterministic output for stored documents.
    package static let sortedPretty = JSONWriter(indent: 2, sortKeys: true)

    /// The UTF-8 text of `value`, ending with a newline.
    package func bytes(_ value: JSONOutput) -> [UInt8] {
        var out: [UInt8] = []
        write(value, to: &out)
        return out
    }

    /// `bytes(value)` as a `String`: the text of `value`, ending with a newline.
    func string(_ value: JSONOutput) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// Appends the text of `value` and a newline to `out`.
    func write(_ value: JSONOutput, to out: inout [UInt8]) {
        append(value, level: 0, to: &out)
        out.append(0x0A)
    }

    private func newline(level: Int, to out: inout [UInt8]) {
        out.append(0x0A)
        let spaces = indent * level
        if spaces > 0 { out.append(contentsOf: repeatElement(0x20, count: spaces)) }
    }

    private func append(_ value: JSONOutput, level: Int, to out: inout [UInt8]) {
        switch value {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number):
            out.append(contentsOf: String(number).utf8)
        case .double(let number):
            out.append(contentsOf: JSONWriter.pythonRepr(number).utf8)
        case .number(let raw):
            out.append(contentsOf: raw.utf8)
        case .string(let text):
            JSONWriter.appendQuoted(text, to: &out)
        case .array(let elements):
            if elements.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                newline(level: level + 1, to: &out)
                append(element, level: level + 1, to: &out)
            }
            newline(level: level, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            func member(_ position: Int, _ member: (key: String, value: JSONOutput)) {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                newline(level: level + 1, to: &out)
                JSONWriter.appendQuoted(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                append(member.value, level: level + 1, to: &out)
            }
            if sortKeys {
                let order = members.indices.sorted { left, right in
                    let leftKey = members[left].key.utf8
                    let rightKey = members[right].key.utf8
                    if leftKey.elementsEqual(rightKey) { return left < right }
                    return leftKey.lexicographicallyPrecedes(rightKey)
                }
                for (position, index) in order.enumerated() { member(position, members[index]) }
            } else {
                for (position, entry) in members.enumerated() { member(position, entry) }
            }
            newline(level: level, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as a JSON string literal (Python's `ensure_ascii=False` escaping).
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Python's `repr(float)`: the shortest round-tripping digits, in positional notation
    /// when the decimal exponent is in -4..<16 (`0.0001`, `1000000000000000.0`),
    /// otherwise scientific with a signed, at least two-digit exponent (`1e-05`, `1e+16`).
    static func pythonRepr(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        // Swift's description also gives the shortest round-tripping digits; re-lay them out.
        let text = value.magnitude.description
        var digits: [UInt8] = []
        var pointPosition: Int? = nil   // digits before the '.'
        var exponent = 0
        var utf8 = text.utf8[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(byte)
            } else if byte == UInt8(ascii: ".") {
                pointPosition = digits.count
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                exponent = Int(String(decoding: utf8, as: UTF8.self)) ?? 0
                break
            }
        }
        // value = 0.d1d2d3... × 10^decimalPoint
        var decimalPoint = (pointPosition ?? digits.count) + exponent
        while let first = digits.first, first == UInt8(ascii: "0") {
            digits.removeFirst()
            decimalPoint -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.isEmpty { return value.sign == .minus ? "-0.0" : "0.0" }

        var out: [UInt8] = value.sign == .minus ? [UInt8(ascii: "-")] : []
        if decimalPoint <= -4 || decimalPoint > 16 {
            out.append(digits[0])
            if digits.count > 1 {
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: digits[1...])
            }
            let power = decimalPoint - 1
            out.append(UInt8(ascii: "e"))
            out.append(power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let powerDigits = String(power.magnitude)
            if powerDigits.utf8.count < 2 { out.append(UInt8(ascii: "0")) }
            out.append(contentsOf: powerDigits.utf8)
        } else if decimalPoint <= 0 {
            out.append(contentsOf: "0.".utf8)
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -decimalPoint))
            out.append(contentsOf: digits)
        } else if decimalPoint >= digits.count {
            out.append(contentsOf: digits)
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimalPoint - digits.count))
            out.append(contentsOf: ".0".utf8)
        } else {
            out.append(contentsOf: digits[..<decimalPoint])
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: digits[decimalPoint...])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
