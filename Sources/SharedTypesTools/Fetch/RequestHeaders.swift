import GraphQLSchema
import SharedTypesSupport

/// Parses the `--header` and `--header-env` options of `fetch-schema`.
package enum RequestHeaders {
    package typealias Header = (name: String, value: String)

    package enum Problem: Error, Equatable {
        /// The option's text is malformed (exit status 2).
        case usage(String)
        /// The named environment variable is not set (exit status 1).
        case missingVariable(String)
    }

    /// `Name: value` (whitespace around the value is dropped).
    package static func parse(_ text: String) -> Result<Header, Problem> {
        guard let colon = text.firstIndex(of: ":") else {
            return .failure(.usage("--header needs 'Name: value', found '\(text)'"))
        }
        let name = String(text[..<colon])
        let value = trimmed(String(text[text.index(after: colon)...]))
        if let problem = nameProblem(name) ?? valueProblem(value, header: name) { return .failure(.usage(problem)) }
        return .success((name, value))
    }

    /// `Name=VARIABLE`: the header's value is the variable's; `Name=Prefix VARIABLE` puts a
    /// literal prefix before it (`Authorization=Bearer GITHUB_TOKEN`). The secret then never
    /// appears on the command line or in shell history.
    package static func fromEnvironment(_ spec: String, environment: [String: String]) -> Result<Header, Problem> {
        guard let equals = spec.firstIndex(of: "=") else {
            return .failure(.usage("--header-env needs 'Name=VARIABLE' or 'Name=Prefix VARIABLE', found '\(spec)'"))
        }
        let name = String(spec[..<equals])
        if let problem = nameProblem(name) { return .failure(.usage(problem)) }
        let source = trimmed(String(spec[spec.index(after: equals)...]))
        var prefix = ""
        var variable = source
        if let space = source.lastIndex(of: " ") {
            prefix = String(source[...space])
            variable = String(source[source.index(after: space)...])
        }
        guard !variable.isEmpty, variable.utf8.allSatisfy(isVariableNameByte), !(variable.utf8.first.map(isDigit) ?? true) else {
            return .failure(.usage("--header-env \(name): '\(variable)' is not an environment variable name"))
        }
        guard let secret = environment[variable], !secret.isEmpty else {
            return .failure(.missingVariable("--header-env \(name): the environment variable \(variable) is not set"))
        }
        let value = prefix + secret
        if let problem = valueProblem(value, header: name) {
            return .failure(.usage(problem + " (from \(variable))"))
        }
        return .success((name, value))
    }

    private static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a header needs a name before ':' or '='" }
        // RFC 9110 token characters.
        let allowed = name.utf8.allSatisfy { byte in
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
        return allowed ? nil : "'\(name)' is not a valid HTTP header name"
    }

    private static func valueProblem(_ value: String, header: String) -> String? {
        value.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x00 } ? "the value of header \(header) contains a line break" : nil
    }

    private static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isVariableNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
