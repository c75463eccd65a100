/// A declared command-line option.
package struct OptionSpec {
    enum Kind {
        case flag
        case value(placeholder: String)
        /// May be given several times; every value is kept.
        case repeatedValue(placeholder: String)
        /// Takes every argument after it up to the next option (`--documents A B -o Out`), and
        /// may be given several times; every value is kept.
        case valueList(placeholder: String)
    }

    var names: [String]
    var kind: Kind
    package var help: String

    package static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .flag, help: help)
    }

    package static func value(_ names: String..., placeholder: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .value(placeholder: placeholder), help: help)
    }

    package static func repeated(_ names: String..., placeholder: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .repeatedValue(placeholder: placeholder), help: help)
    }

    package static func list(_ names: String..., placeholder: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .valueList(placeholder: placeholder), help: help)
    }

    /// The options every command takes.
    package static let common: [OptionSpec] = [
        .flag("--quiet", "-q", help: "Print only errors and the command's result (no warnings, no summary line)."),
        .flag("--help", "-h", help: "Show this help."),
    ]

    package var usage: String {
        let joined = names.joined(separator: ", ")
        switch kind {
        case .flag: return joined
        case .value(let placeholder), .repeatedValue(let placeholder): return "\(joined) \(placeholder)"
        case .valueList(let placeholder): return "\(joined) \(placeholder)..."
        }
    }
}

/// A usage error: exit status 2 and the command's usage line.
package struct UsageError: Error {
    package var message: String

    package init(message: String) {
        self.message = message
    }
}

/// The arguments of one command, split into options and positional arguments.
package struct ParsedArguments {
    package private(set) var flags: Set<String> = []
    package private(set) var values: [String: [String]] = [:]
    package private(set) var positionals: [String] = []
    /// For each option given, how many positional arguments came before its first use
    /// (so `diff OLD... --to NEW...` can split its positionals).
    package private(set) var positionalCountBefore: [String: Int] = [:]
    private var flagCounts: [String: Int] = [:]

    /// Parses `arguments` against `specs`. Options are keyed by their first name.
    /// `--` ends options; `--name=value` and `--name value` are both accepted.
    package init(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                let longNames = specs.flatMap { $0.names.filter { $0.hasPrefix("--") } }
                throw UsageError(message: "unknown option '\(name)'\(Suggestion.didYouMean(name, among: longNames))")
            }
            let key = spec.names[0]
            if positionalCountBefore[key] == nil { positionalCountBefore[key] = positionals.count }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                flags.insert(key)
                flagCounts[key, default: 0] += 1
            case .value, .repeatedValue:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
                    value = arguments[index]
                    index += 1
                }
                if case .value = spec.kind, values[key] != nil {
                    throw UsageError(message: "option '\(name)' given more than once")
                }
                values[key, default: []].append(value)
            case .valueList:
                var taken = inlineValue.map { [$0] } ?? []
                while inlineValue == nil, index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                    taken.append(arguments[index])
                    index += 1
                }
                guard !taken.isEmpty else { throw UsageError(message: "option '\(name)' needs at least one value") }
                values[key, default: []].append(contentsOf: taken)
            }
        }
    }

    package func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// How many times `flag` was given.
    package func count(_ flag: String) -> Int { flagCounts[flag] ?? 0 }
    package func value(_ option: String) -> String? { values[option]?.last }
    package func allValues(_ option: String) -> [String] { values[option] ?? [] }

    /// The value of `option` as a case of `T`, or nil when the option is absent. A value that
    /// names no case is a usage error that lists the cases and suggests the closest one.
    package func choice<T: CaseIterable & RawRepresentable>(_ option: String, as _: T.Type) throws(UsageError) -> T? where T.RawValue == String {
        guard let text = value(option) else { return nil }
        if let parsed = T(rawValue: text) { return parsed }
        let names = T.allCases.map(\.rawValue)
        throw UsageError(message: "\(option) must be \(Self.alternatives(names)), found '\(text)'\(Suggestion.didYouMean(text, among: names))")
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The positional arguments before and after the first use of `option` (all of them come
    /// before when it is absent).
    package func positionals(splitAt option: String) -> (before: [String], after: [String]) {
        let count = positionalCountBefore[option] ?? positionals.count
        return (Array(positionals[..<count]), Array(positionals[count...]))
    }
}
