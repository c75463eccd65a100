import SharedTypesSupport

/// A warning or error about a name, worded for the person running the generator.
struct NamingDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How the problem is reported; the translator turns it into a `Diagnostic` of the same
    /// severity.
    enum Severity: String, Sendable {
        /// `warning`: a name was changed so that it compiles or stays distinct, or a type name
        /// needs backticks. `error`: a requested rename cannot be used, and the type or member
        /// is named as if there were no rename.
        case warning, error
    }

    /// Whether the problem is a warning or an error.
    var severity: Severity
    /// The text, without a location or severity prefix; the GraphQL names it concerns are in
    /// double quotes (`Type "Foo"`).
    var message: String

    /// A diagnostic with `message` as its text, without a severity prefix.
    init(_ severity: Severity, _ message: String) {
        self.severity = severity
        self.message = message
    }

    /// The message after its severity, as `warning: ...` or `error: ...`.
    var description: String { "\(severity.rawValue): \(message)" }
}

/// The Swift names of a type's members, in the order of the GraphQL names given.
struct MemberNames: Sendable {
    /// One identifier for each GraphQL name given, at the same position; no two are the same.
    var identifiers: [SwiftIdentifier]
    /// Warnings about clashes and names that had to change, and errors about renames that
    /// could not be used.
    var diagnostics: [NamingDiagnostic]
}

/// The Swift names of a schema's generated types, in the order of the GraphQL names given.
struct TypeNames: Sendable {
    /// One identifier for each GraphQL name given, at the same position; no two are the same.
    var identifiers: [SwiftIdentifier]
    /// Warnings about clashes, names that had to change and names that need backticks, and
    /// errors about renames that could not be used.
    var diagnostics: [NamingDiagnostic]
}

/// Turns GraphQL names into Swift identifiers that compile (see `SwiftNameRules`), resolving
/// clashes deterministically.
///
/// How a member is named:
/// 1. A user rename (GraphQL member name → Swift name) wins. A rename that is not a Swift
///    identifier, or that cannot be used in the position even in backticks, is an error and
///    the member is named as if there were no rename.
/// 2. Otherwise the style (`EnumCaseStyle`, enum values only) is applied, and a name that
///    cannot be used in the position (`SwiftNameRules.spelling(of:as:)` says rename) gets `_`
///    appended, with a warning saying why (`allCases` → `allCases_`). Keywords that work in
///    backticks stay as they are (`default` → `` `default` ``), silently.
/// 3. Clashes (members that end up with the same name): the member whose GraphQL name already
///    is that Swift name keeps it, and the others fall back to their GraphQL name unchanged
///    (again with keyword handling). A rename holds its name against every automatic name.
///    Whatever still clashes gets `_2`, `_3`, … appended (after the `_` of a renamed name:
///    input fields `variableData` and `variableData_` become `variableData_2` and
///    `variableData_`), the earliest member in schema order first, skipping names that are
///    taken. Every clash is reported.
///
/// A member's name thus depends only on itself and the members it clashes with: adding or
/// removing unrelated members does not rename it (only a numbered fallback can depend on
/// which other names are taken). Swift names are case-sensitive, so `updated_desc` and
/// `UPDATED_DESC` clash only once a style maps them to one name.
package enum SwiftNaming {
    /// The kind of member being named, for the rules and the wording of diagnostics.
    enum MemberKind: Sendable {
        /// A value of a GraphQL enum, named as a case of the Swift enum.
        case enumValue
        /// A field of an input object, named as a stored property and `init` parameter.
        case inputField
        /// A field of a `@oneOf` input object, named as a case of the Swift enum it becomes.
        case oneOfField

        var nameKind: SwiftNameKind {
            switch self {
            case .enumValue: return .enumCase
            case .inputField: return .inputField
            case .oneOfField: return .oneOfCase
            }
        }

        var singular: String {
            switch self {
            case .enumValue: return "Enum value"
            case .inputField: return "Input field"
            case .oneOfField: return "Field"
            }
        }

        var plural: String {
            switch self {
            case .enumValue: return "Enum values"
            case .inputField: return "Input fields"
            case .oneOfField: return "Fields"
            }
        }
    }

    /// Swift case names for the values of GraphQL enum `enumName`.
    /// - Parameters:
    ///   - values: the GraphQL value names, in schema order (unique, as GraphQL requires).
    ///   - style: how values become case names before keywords and clashes are handled.
    ///   - renames: GraphQL value name → chosen Swift name.
    static func enumCaseNames(
        _ values: [String], enumName: String, style: EnumCaseStyle = .lowercase,
        renames: [String: String] = [:], runtime: GenerationOptions.Runtime = .default
    ) -> MemberNames {
        memberNames(values, kind: .enumValue, owner: enumName, style: style, renames: renames, runtime: runtime)
    }

    /// Swift names for the fields of GraphQL input object `inputName`: stored properties (and
    /// init parameters) of a struct, or, for a `@oneOf` input, the cases of its enum. Field
    /// names are kept as they are apart from keywords and clashes.
    static func inputFieldNames(
        _ fields: [String], inputName: String, isOneOf: Bool = false,
        renames: [String: String] = [:], runtime: GenerationOptions.Runtime = .default
    ) -> MemberNames {
        memberNames(fields, kind: isOneOf ? .oneOfField : .inputField, owner: inputName, style: .unchanged, renames: renames, runtime: runtime)
    }

    /// The general form of `enumCaseNames` and `inputFieldNames`. `runtime` decides which
    /// members the generated code declares (`RuntimeProfile.inputObjectMembers`).
    static func memberNames(
        _ graphQLNames: [String], kind: MemberKind, owner: String, style: EnumCaseStyle,
        renames: [String: String], runtime: GenerationOptions.Runtime = .default
    ) -> MemberNames {
        var resolver = ClashResolver(
            kind: kind.nameKind, graphQLNames: graphQLNames,
            describe: { "\(kind.singular) \(quoted($0)) of \(quoted(owner))" },
            describeGroup: { "\(kind.plural) \(list($0)) of \(quoted(owner))" })
        resolver.runtime = runtime
        resolver.run(renames: renames, style: { style.apply(to: $0) }, moduleName: nil)
        return MemberNames(identifiers: resolver.identifiers, diagnostics: resolver.diagnostics)
    }

    /// Swift names for the generated types (enums, input objects, `@oneOf` inputs, scalar
    /// typealiases) of one module, all at module scope, in any fixed order.
    ///
    /// Names are kept unless they cannot be used (see `SwiftNameRules.spelling(of:as:)` for
    /// `.typeName`) or equal `moduleName` (clients could no longer write
    /// `SharedTypes.PostStatus`): those get `_` appended, with a warning. Type names that need
    /// backticks (`` `default` ``) compile, but get a warning too, because the default runtime's
    /// operation files write type names bare. Clashes and renames are handled as for members.
    /// - Parameter renames: GraphQL type name → chosen Swift name.
    /// - Parameter qualifyingModules: other modules the generated code names types through
    ///   (`Foundation` of a custom scalar's `Foundation.Date`): a type of such a name would
    ///   hide the module there, so it is renamed like one named `Swift`.
    /// - Parameter keptFromApps: types (custom scalars named like an app framework's type)
    ///   whose automatic name gets `_` appended, so that app files keep the bare name for the
    ///   framework's type; a rename wins, and `AppFrameworkClashNotes` says what happened.
    /// - Parameter runtime: whose generated members may hide a type (`RuntimeProfile.membersHidingTypeNames`).
    static func typeNames(
        _ graphQLNames: [String], moduleName: String, renames: [String: String] = [:], qualifyingModules: Set<String> = [],
        keptFromApps: Set<String> = [], runtime: GenerationOptions.Runtime = .default
    ) -> TypeNames {
        var resolver = ClashResolver(
            kind: .typeName, graphQLNames: graphQLNames,
            describe: { "Type \(quoted($0))" },
            describeGroup: { "Types \(list($0))" })
        resolver.qualifyingModules = qualifyingModules
        resolver.keptFromApps = keptFromApps
        resolver.runtime = runtime
        resolver.run(renames: renames, style: { $0 }, moduleName: moduleName)
        for (graphQLName, identifier) in zip(graphQLNames, resolver.identifiers) where identifier.needsBackticks {
            resolver.diagnostics.append(NamingDiagnostic(.warning,
                "Type \(quoted(graphQLName)) is written \(identifier.source) in Swift; \(RuntimeProfile.default.name)'s operation files write type names without backticks and will not compile where they use it."))
        }
        return TypeNames(identifiers: resolver.identifiers, diagnostics: resolver.diagnostics)
    }

    /// The Swift name of one type, when clashes with other types need no handling.
    static func typeName(
        for graphQLName: String, moduleName: String, rename: String? = nil
    ) -> (identifier: SwiftIdentifier, diagnostics: [NamingDiagnostic]) {
        let result = typeNames([graphQLName], moduleName: moduleName, renames: rename.map { [graphQLName: $0] } ?? [:])
        return (result.identifiers[0], result.diagnostics)
    }

    /// Whether `name` can be the generated module's name (see `moduleNameProblem`).
    static func isValidModuleName(_ name: String) -> Bool {
        moduleNameProblem(name) == nil
    }

    /// Why `name` cannot be the generated module's name, or `nil` if it can.
    ///
    /// Determined with swiftc 6.3.1 by `QualificationTests.moduleNameRulesMatchSwiftc` (each
    /// name emitted as a module that imports the runtime's module, then imported and used as a
    /// qualifier in type and expression positions by client code, as the runtime's operation
    /// files do with `import SharedTypes`): a module name must be a Swift identifier ("module
    /// name … is not a valid identifier"), not start with `$`, not be a reserved word (`import
    /// default` does not parse) or `any`, `some`, `each`, `await` (`some.PostStatus` is no
    /// type), not be `Swift` ("reserved for the standard library") or the runtime's module (a
    /// module cannot import itself). The runtimes' other qualifying modules are refused as well
    /// (`RuntimeProfile.qualifyingModules`; policy: apps import the real ones next to the
    /// generated module). `Type` and `Protocol` work.
    package static func moduleNameProblem(_ name: String) -> String? {
        guard SwiftIdentifier.isIdentifier(name), name.utf8.first != UInt8(ascii: "$") else {
            return "\(quoted(name)) is not a Swift identifier"
        }
        if name == "Swift" { return "\"Swift\" is reserved for the standard library" }
        if SwiftNameRules.moduleQualifiers.contains(name) {
            return "\(quoted(name)) is a module that the generated code or \(SwiftNameRules.runtimeModule)'s operation files import"
        }
        if SwiftNameRules.reservedWords.contains(name) || moduleNameKeywords.contains(name) {
            return "\(quoted(name)) is a Swift keyword and cannot be imported or used as a qualifier"
        }
        return nil
    }

    /// A module name made from `name` for a usage message: its runs of letters, digits and
    /// underscores joined, each capitalized (`artsy-metaphysics` → `ArtsyMetaphysics`), or
    /// `nil` when that is no module name either (`swift`, `9`).
    package static func suggestedModuleName(for name: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard joined != name, moduleNameProblem(joined) == nil else { return nil }
        return joined
    }

    /// Contextual keywords that cannot qualify a type (`some.X` starts an opaque type).
    static let moduleNameKeywords: Set<String> = ["any", "await", "each", "some"]

    static func quoted(_ name: String) -> String { "\"" + name + "\"" }

    /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`.
    static func list(_ names: [String]) -> String {
        let items = names.map(quoted)
        guard items.count > 2, let last = items.last else { return items.joined(separator: " and ") }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
