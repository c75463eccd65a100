import GraphQLSchema
import SharedTypesCodegen

/// Decides how bad each kind of change is for Swift code that uses the generated module, and
/// says why in one line. The rules follow Swift source compatibility:
///
/// - **breaking**: something that code may name disappears or changes type, a call needs an
///   argument it did not pass, or an exhaustive `switch` gains a case to handle;
/// - **dangerous**: code still compiles, but sends or sees something different (a default
///   value, the order of `allCases`) or now warns (a deprecation);
/// - **safe**: a new declaration, a new parameter with a default, a doc comment.
enum ChangeClassification {
    struct Verdict: Equatable {
        var severity: ChangeSeverity
        var reason: String
    }

    private static func breaking(_ reason: String) -> Verdict { Verdict(severity: .breaking, reason: reason) }
    private static func dangerous(_ reason: String) -> Verdict { Verdict(severity: .dangerous, reason: reason) }
    private static func safe(_ reason: String) -> Verdict { Verdict(severity: .safe, reason: reason) }

    // MARK: Types

    /// A new type, generated as `swiftName`; `aliasTarget` is the type a custom scalar's
    /// typealias stands for.
    static func typeAdded(swiftName: String, aliasTarget: String? = nil) -> Verdict {
        switch SwiftNameRules.appFrameworkClash(swiftName: swiftName, aliasTarget: aliasTarget) {
        case "Swift"?:
            return breaking("In files that import the module, \(code(swiftName)) now names the new type instead of the standard library's: code there that means the standard library's no longer compiles (rename the type with the configuration's renames).")
        case let framework?:
            return breaking("In files that import both the module and \(framework), \(code(swiftName)) is now ambiguous for type lookup: code there that names it no longer compiles (write `\(framework).\(swiftName)`, or rename the type with the configuration's renames).")
        case nil:
            // Named like a framework type, yet no clash: a typealias of that very type.
            if let framework = SwiftNameRules.appFrameworkTypeNames[swiftName] {
                return safe("A new typealias of \(code(framework + "." + swiftName)) itself; files that import both find the same type.")
            }
            return safe("A new declaration; existing code is unaffected.")
        }
    }

    static func typeRemoved(swiftName: String) -> Verdict {
        breaking("Code that names \(code(swiftName)) no longer compiles.")
    }

    static func oneOfAdded(swiftName: String) -> Verdict {
        breaking("\(code(swiftName)) turns from a struct into an enum with one case per field: its init and properties are gone.")
    }

    static func oneOfRemoved(swiftName: String) -> Verdict {
        breaking("\(code(swiftName)) turns from an enum into a struct: code that uses its cases no longer compiles.")
    }

    /// `@oneOf` added or removed where `oneOfInputs` is `struct`: the declaration stays a struct
    /// of its fields (their own changes are reported apart), and only what a `nil` field sends
    /// can change: a `@oneOf` struct leaves it out, another sends it as `nilFields` says.
    static func oneOfChangedInStruct(swiftName: String, nowOneOf: Bool, nilFields: GenerationOptions.NilFields) -> Verdict {
        guard nilFields == .null else {
            return safe("\(code(swiftName)) stays a struct, and its `nil` fields are left out of what is sent, as before.")
        }
        return nowOneOf
            ? dangerous("\(code(swiftName)) stays a struct, but its `nil` fields are now left out of what is sent instead of sent as `null`.")
            : dangerous("\(code(swiftName)) stays a struct, but its `nil` fields are now sent as `null` instead of left out.")
    }

    static func scalarSwiftTypeChanged() -> Verdict {
        breaking("Code that uses the scalar's values as the old type no longer compiles.")
    }

    static func swiftNameChanged() -> Verdict {
        breaking("Code that uses the old Swift name no longer compiles.")
    }

    static func descriptionChanged() -> Verdict {
        safe("Only a doc comment changes.")
    }

    // MARK: Enums

    /// A new value, so a new case; how bad depends on the enums' form. `@nonexhaustive` helps
    /// only with public declarations: with access level `internal` or `package` the enum is
    /// switched inside its own module or package, where Swift treats it as exhaustive.
    static func enumValueAdded(enumName: String, graphQLValue: String, caseName: String, options: GenerationOptions) -> Verdict {
        let newCase = code("." + caseName)
        let nonExhaustive = options.nonExhaustiveEnums && options.accessLevel == .public
        let unused = options.nonExhaustiveEnums && !nonExhaustive
            ? " (`@nonexhaustive` does not apply: with access level \(options.accessLevel.rawValue) the enum is switched inside its own module or package, where it is exhaustive)"
            : ""
        switch (nonExhaustive, options.futureProofEnums) {
        case (false, false):
            return breaking("Exhaustive `switch` statements over \(code(enumName)) no longer compile until they handle the new case\(unused).")
        case (false, true):
            return breaking("Switches over \(code(enumName)) that list every case and `.__unknown` (future-proof enums) no longer compile until they handle \(newCase)\(unused). Switches with a `default` keep compiling, but \(graphQLValue) no longer arrives as `.__unknown`: it takes the `default` branch.")
        case (true, false):
            return dangerous("\(code(enumName)) is `@nonexhaustive` (non-exhaustive enums): clients switch with `@unknown default`, so they keep compiling, but with a warning that \(newCase) is not handled (an error with warnings as errors); \(graphQLValue) now decodes instead of failing\(samePackageCaveat(options)).")
        case (true, true):
            return dangerous("\(code(enumName)) is `@nonexhaustive` (non-exhaustive enums): clients keep compiling, with a warning that \(newCase) is not handled (an error with warnings as errors); and \(graphQLValue) no longer arrives as `.__unknown` (future-proof enums), so it takes `@unknown default` instead of `case .__unknown`\(samePackageCaveat(options)).")
        }
    }

    /// Swift treats a `@nonexhaustive` enum as exhaustive within its own package: the package
    /// layout writes a package of its own, but the files of the other layouts may be compiled
    /// in the clients' package.
    private static func samePackageCaveat(_ options: GenerationOptions) -> String {
        options.layout == .package ? "" : " (with layout \(options.layout.rawValue): for clients in other packages; switches in the package that compiles the files see the enum as exhaustive and stop compiling)"
    }

    static func enumValueRemoved(caseName: String, wasDeprecated: Bool) -> Verdict {
        breaking("Code that uses \(code("." + caseName)) no longer compiles\(wasDeprecated ? ", deprecated or not" : "").")
    }

    /// `symbol` became deprecated. `isProperty`: a struct input's field, whose init parameter
    /// is not marked (a parameter cannot be), so calls of the init that pass it do not warn.
    static func deprecated(symbol: String, isProperty: Bool = false) -> Verdict {
        if isProperty {
            return dangerous("Code that reads or sets \(code(symbol)) now compiles with a deprecation warning (an error with warnings as errors); calls of the init that pass it do not warn. The server may stop accepting it.")
        }
        return dangerous("Code that uses \(code(symbol)) now compiles with a deprecation warning (an error with warnings as errors), and the server may stop accepting it.")
    }

    /// A deprecation the generated code does not mark (`warningsOnDeprecatedUsage` `exclude`).
    static func deprecatedWithoutWarning() -> Verdict {
        dangerous("No warning is generated (warningsOnDeprecatedUsage is exclude), but the server may stop accepting it.")
    }

    static func undeprecated() -> Verdict {
        safe("The deprecation warning goes away.")
    }

    static func deprecationReasonChanged() -> Verdict {
        safe("Only the deprecation message changes.")
    }

    /// The values both sides have come in another order; `orderOnly` when the two sides
    /// have the same values.
    static func enumValuesReordered(enumName: String, orderOnly: Bool) -> Verdict {
        let effect = "\(code(enumName + ".allCases")) lists the cases in a new order (pickers and lists built from it change)."
        if orderOnly {
            return Verdict(severity: .orderOnly, reason: orderOnlyNote + ": every value stays. " + effect)
        }
        return dangerous(effect)
    }

    /// The start of every order-only reason.
    static let orderOnlyNote = "Order only (often a different serialisation of the same schema)"

    // MARK: Input fields

    /// A field added to a struct input; `swiftDefault` is its init parameter's default, `nil`
    /// when the parameter is required.
    static func inputFieldAdded(parameter: String, swiftDefault: String?, graphQLDefault: String?) -> Verdict {
        guard let swiftDefault else {
            let note = graphQLDefault.map { " (its GraphQL default \(code($0)) cannot be written in Swift)" } ?? ""
            return breaking("A new required init parameter\(note): every existing call of the init stops compiling.")
        }
        return safe("The new init parameter \(code(parameter)) defaults to \(code(swiftDefault)), so existing calls compile unchanged.")
    }

    static func oneOfFieldAdded(enumName: String) -> Verdict {
        breaking("A new case: exhaustive `switch` statements over \(code(enumName)) no longer compile until they handle it.")
    }

    static func inputFieldRemoved(parameter: String) -> Verdict {
        breaking("Calls that pass \(code(parameter)) to the init, and code that uses the property, no longer compile.")
    }

    static func oneOfFieldRemoved(caseName: String) -> Verdict {
        breaking("Code that uses the case \(code("." + caseName)) no longer compiles.")
    }

    /// The fields both sides have come in another order; `orderOnly` when every field keeps
    /// its name, type and default.
    static func inputFieldsReordered(orderOnly: Bool) -> Verdict {
        let effect = "Swift takes arguments in declaration order, so calls that pass the moved fields in the old order no longer compile."
        if orderOnly {
            return Verdict(severity: .orderOnly, reason: orderOnlyNote + ": every field keeps its name, type and default. " + effect)
        }
        return breaking(effect)
    }

    /// A field's type changed; `oldSwiftType` and `newSwiftType` are the property's (or the
    /// `@oneOf` case's payload) Swift types as written, and `sameSwiftType` says whether they
    /// are one type once custom scalars' typealiases are resolved.
    /// `becomesRequired`: the init parameter had a default before and has none now.
    static func inputFieldTypeChanged(old: TypeReference, new: TypeReference, oldSwiftType: String, newSwiftType: String,
                                      sameSwiftType: Bool, becomesRequired: Bool) -> Verdict {
        if sameSwiftType {
            let types = oldSwiftType == newSwiftType
                ? "The Swift type stays \(code(newSwiftType))"
                : "\(code(oldSwiftType)) and \(code(newSwiftType)) are the same Swift type (a custom scalar's typealias)"
            return dangerous("\(types), but the server now reads the value as \(new.graphQLString).")
        }
        if old.nullable == new.nullable && new.isNonNull {
            let required = becomesRequired ? ", and the init parameter loses its default" : ""
            return breaking("\(code(oldSwiftType)) becomes \(code(newSwiftType)): optional values no longer fit\(required).")
        }
        if onlyRelaxesNullability(old: old, new: new) {
            // An optional interpolated into a string warns; an array of optionals does not.
            let interpolation = old.isNonNull && !new.isNonNull ? " (and interpolating it now warns)" : ""
            return breaking("\(code(oldSwiftType)) becomes \(code(newSwiftType)): code that reads the property as \(code(oldSwiftType)) no longer compiles until it unwraps it\(interpolation). Code that builds the input still compiles: the old values convert to the new type.")
        }
        return breaking("The Swift type changes from \(code(oldSwiftType)) to \(code(newSwiftType)): code that passes a value of the old type, or reads the property as one, no longer compiles.")
    }

    /// Whether `new` is `old` with some non-null markers dropped and nothing else changed
    /// (`String!` to `String`, `[Int!]!` to `[Int]`): every Swift value of the old type converts
    /// to the new one implicitly, so only code that reads the value is affected.
    static func onlyRelaxesNullability(old: TypeReference, new: TypeReference) -> Bool {
        switch (old, new) {
        case (.nonNull(let oldInner), .nonNull(let newInner)): return onlyRelaxesNullability(old: oldInner, new: newInner)
        case (.nonNull(let oldInner), _): return onlyRelaxesNullability(old: oldInner, new: new)
        case (.list(let oldInner), .list(let newInner)): return onlyRelaxesNullability(old: oldInner, new: newInner)
        case (.named(let oldName), .named(let newName)): return oldName == newName
        default: return false
        }
    }

    /// The parts of a type that differ: `nullability`, `list wrapping`, `named type`.
    static func typeChangeAspects(old: TypeReference, new: TypeReference) -> [String] {
        var aspects: [String] = []
        if nullabilityShape(old) != nullabilityShape(new) && listShape(old) == listShape(new) { aspects.append("nullability") }
        if listShape(old) != listShape(new) { aspects.append("list wrapping") }
        if old.namedType != new.namedType { aspects.append("named type") }
        return aspects
    }

    /// `[[_]]`: the list nesting alone.
    private static func listShape(_ type: TypeReference) -> String {
        switch type {
        case .named: return "_"
        case .list(let inner): return "[" + listShape(inner) + "]"
        case .nonNull(let inner): return listShape(inner)
        }
    }

    /// `[_!]!`: the non-null markers alone.
    private static func nullabilityShape(_ type: TypeReference) -> String {
        switch type {
        case .named: return "_"
        case .list(let inner): return "[" + nullabilityShape(inner) + "]"
        case .nonNull(let inner): return nullabilityShape(inner) + "!"
        }
    }

    // MARK: Defaults

    /// A struct input field's init parameter on one side of a change.
    struct Parameter: Equatable {
        /// The GraphQL default literal, if any.
        var graphQLDefault: String?
        /// The Swift default expression; `nil` when the parameter is required.
        var swiftDefault: String?
        var isNullable: Bool
    }

    /// A change to a field's default (GraphQL or only Swift). `old` or `new` is `nil` when the
    /// input is a `@oneOf` enum on that side (the shape change is reported on its own).
    static func parameterDefaultChanged(parameter name: String, old: Parameter?, new: Parameter?, nilFields: GenerationOptions.NilFields) -> Verdict {
        guard let old, let new else {
            return safe("Part of the @oneOf change of the input object, which is reported as breaking on its own.")
        }
        switch (old.swiftDefault, new.swiftDefault) {
        case (.some, .none):
            let note = new.graphQLDefault.map { " (\(code($0)) cannot be written in Swift)" } ?? ""
            return breaking("The init parameter \(code(name)) loses its default\(note): calls that leave it out no longer compile.")
        case (.none, .some(let added)):
            return safe("The init parameter \(code(name)) gains the default \(code(added)); existing calls pass it already.")
        case (.none, .none):
            return safe("The init parameter \(code(name)) stays required in Swift, so every call passes a value and the GraphQL default never applies.")
        case (.some(let before), .some(let after)):
            if before != after {
                if old.graphQLDefault == new.graphQLDefault && before != "nil" && after != "nil" {
                    return safe("The same value, spelled \(code(after)) in Swift now.")
                }
                let sent = { (value: String, graphQLDefault: String?) -> String in
                    guard value == "nil" else { return code(value) }
                    return nilFields == .null
                        ? "an explicit `null`"
                        : "nothing (a `nil` field is left out, so the server applies \(graphQLDefault.map(code) ?? "no default"))"
                }
                return dangerous("Calls that leave out \(code(name)) now send \(sent(after, new.graphQLDefault)) instead of \(sent(before, old.graphQLDefault)).\(explicitNilNote(old: old, new: new, nilFields: nilFields))")
            }
            // The Swift default is the same (`nil`); only the server's default for a missing field changed.
            if new.isNullable && nilFields == .null {
                return safe("Swift still defaults \(code(name)) to `nil` and sends it as an explicit null, so the server's default never applies.")
            }
            return dangerous("Fields left `nil` are omitted, so the server now applies \(new.graphQLDefault.map(code) ?? "no default") instead of \(old.graphQLDefault.map(code) ?? "no default").")
        }
    }

    /// What a changed GraphQL default does to calls that pass `nil` for a nullable field: with
    /// `--nil-fields null` they send `null` and never see the server's default; with `omit`
    /// the field is left out and the server applies its (new) default. Empty when the GraphQL
    /// default is unchanged or the field is non-null.
    private static func explicitNilNote(old: Parameter, new: Parameter, nilFields: GenerationOptions.NilFields) -> String {
        guard new.isNullable, old.graphQLDefault != new.graphQLDefault else { return "" }
        switch nilFields {
        case .null:
            return " Calls that pass `nil` send `null` either way, so the server's default does not apply to them."
        case .omit:
            return " Calls that pass `nil` leave the field out, so the server applies \(new.graphQLDefault.map(code) ?? "no default") instead of \(old.graphQLDefault.map(code) ?? "no default")."
        }
    }

    // MARK: Text

    /// `text` as Markdown inline code, with enough backticks for the text's own.
    static func code(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            if character == "`" { run += 1; longestRun = max(longestRun, run) } else { run = 0 }
        }
        guard longestRun > 0 else { return "`" + text + "`" }
        let fence = String(repeating: "`", count: longestRun + 1)
        return fence + " " + text + " " + fence
    }
}
