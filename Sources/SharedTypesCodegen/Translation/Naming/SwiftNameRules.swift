/// The position a generated name is declared in. The rules differ per position.
enum SwiftNameKind: String, Sendable, CaseIterable {
    /// A case of a generated enum (`case draft = "DRAFT"`, or a plain `case draft` in the
    /// future-proof form next to `case __unknown(Swift.String)`): a GraphQL enum value.
    case enumCase
    /// A case with an associated value (`case id(Swift.String)`): a field of a `@oneOf` input.
    case oneOfCase
    /// A stored property of an input struct, also its init parameter label and name.
    case inputField
    /// A generated type (enum, input struct, `@oneOf` enum, scalar typealias) at module scope.
    case typeName
}

/// Why a name cannot be used as it is, and gets a `_` appended instead.
enum SwiftNameConflict: Sendable, Hashable {
    /// A keyword swiftc rejects in this position even in backticks (`self` as an input field:
    /// the init parameter would hide `self`).
    case keyword
    /// `$` followed by more characters: reserved for names the compiler makes.
    case dollarPrefix
    /// `Type` or `Protocol` as a member: `T.Type` and `T.Protocol` always mean the metatype.
    case metatypeMember
    /// `RawValue`, `AllCases`: associated types of the enum's own conformances.
    case conformanceType
    /// A member the generated code or its protocols already declare (`allCases` in the
    /// future-proof form, `__unknown`, `variableData`, `hashValue`, `variableValue`).
    case generatedMember
    /// A type name that members of the generated types hide inside their bodies (`hash`,
    /// `variableData`): a qualified default value `= hash.x` resolves to the member.
    case hiddenByGeneratedMember
    /// `Swift` and the runtimes' modules (`RuntimeProfile.qualifyingModules`): generated code
    /// and the runtime's operation files qualify names with these modules.
    case moduleQualifier
    /// A type named like the generated module: clients could no longer qualify the module's
    /// types (`SharedTypes.PostStatus` would look inside the type).
    case generatedModuleName
    /// A public type of the default runtime's module that its operation files name unqualified
    /// (`defaultRuntimeTypeNames`): a same-named generated type makes those names ambiguous in
    /// every file that imports both modules.
    case runtimeTypeName
    /// A standard-library type that the default runtime's operation files name unqualified: the
    /// generated module would shadow it for every file that imports it.
    case standardLibraryTypeName
    /// `Self`, `Any`, `_`, `Type`, `Protocol` as a type: each compiles in backticks, but written
    /// bare (as the runtime's operation files and most people write type names) it means something
    /// else: the enclosing type, the existential, a placeholder, a metatype.
    case typeKeyword

    /// Completes "… is named "X_" in Swift because …".
    var explanation: String {
        switch self {
        case .keyword: return "it is a Swift keyword that cannot be used here even in backticks"
        case .dollarPrefix: return "names starting with \"$\" are reserved for the compiler"
        case .metatypeMember: return "a member named like this would be read as the metatype (\"T.Type\", \"T.Protocol\")"
        case .conformanceType: return "it would clash with an associated type of the enum's conformances"
        case .generatedMember: return "it would clash with a member of the generated code or its protocols"
        case .hiddenByGeneratedMember: return "members of the generated types would hide it in expressions"
        case .moduleQualifier: return "generated code qualifies names with a module of this name"
        case .generatedModuleName: return "it is the generated module's name, which qualifies the module's types"
        case .runtimeTypeName: return "\(SwiftNameRules.runtimeModule) declares a type of this name, which \(SwiftNameRules.runtimeModule)'s operation files use unqualified"
        case .standardLibraryTypeName: return "it would shadow the Swift type of this name, which \(SwiftNameRules.runtimeModule)'s operation files use unqualified"
        case .typeKeyword: return "written without backticks it means something else in a type position"
        }
    }
}

/// How a name must be written in one position.
enum SwiftNameSpelling: Sendable, Hashable {
    case bare
    case backticks
    case rename(SwiftNameConflict)
}

/// Which names need backticks and which cannot be used, per position.
///
/// The sets marked "measured" were determined with swiftc 6.3.1 (`-swift-version 6` and
/// `-swift-version 5`, `-warnings-as-errors`) by the test
/// `KeywordRulesTests.committedRulesMatchTheInstalledSwiftc`, which writes every Swift keyword
/// and contextual keyword (and the names of the generated API) bare and in backticks into every
/// position of generated-looking code and records what compiles. The test re-runs the
/// experiment and fails, printing the sets it measured, when the installed compiler disagrees.
/// The sets marked "policy" are decisions on top of the measurements, explained at each set.
package enum SwiftNameRules {
    /// How `name` (an identifier, see `SwiftIdentifier.isIdentifier`) is written as `kind`.
    /// Names of no set here are ordinary identifiers and stay bare. Type names equal to the
    /// generated module's name are checked by `SwiftNaming.typeNames`, not here. The members
    /// the generated code declares depend on `runtime` (its profile's `inputObjectMembers` and
    /// `membersHidingTypeNames`), the other rules do not.
    static func spelling(of name: String, as kind: SwiftNameKind, runtime: GenerationOptions.Runtime = .default) -> SwiftNameSpelling {
        if name.utf8.first == UInt8(ascii: "$") {
            return name.utf8.count == 1 ? .backticks : .rename(.dollarPrefix)
        }
        let reserved = reservedWords.contains(name)
        switch kind {
        case .enumCase:
            if let conflict = enumCaseConflicts[name] { return .rename(conflict) }
            if isNumberedKnownCases(name) { return .rename(.generatedMember) }
            return reserved ? .backticks : .bare
        case .oneOfCase:
            if let conflict = oneOfCaseConflicts[name] { return .rename(conflict) }
            return reserved ? .backticks : .bare
        case .inputField:
            if let conflict = RuntimeNameTables.of(runtime).inputFieldConflicts[name] { return .rename(conflict) }
            return reserved || inputFieldExtraKeywords.contains(name) ? .backticks : .bare
        case .typeName:
            if let conflict = RuntimeNameTables.of(runtime).typeNameConflicts[name] { return .rename(conflict) }
            return reserved || typeNameExtraKeywords.contains(name) ? .backticks : .bare
        }
    }

    /// Whether an argument label at a call site needs backticks. Measured: only `inout` (bare it
    /// starts a parameter type), `_` (bare it means "no label") and `$`; every other keyword is
    /// accepted bare as a label, and swiftc warns about backticks on it.
    static func argumentLabelNeedsBackticks(_ name: String) -> Bool {
        name == "inout" || name == "_" || name == "$"
    }

    // MARK: Measured

    /// Measured: rejected bare, accepted in backticks, as an enum case, a `@oneOf` case, an
    /// input field (except `self`, renamed there) and a type name (except those renamed there).
    /// Every other keyword of Swift 6.3 (contextual ones: `get`, `set`, `open`, `async`,
    /// `some`, `none`, `actor`, `package`, `macro`, `consume`, `sending`, the `#`-less `line`,
    /// `file`, `available`, the underscored ones like `_read`) works bare in member positions.
    static let reservedWords: Set<String> = [
        "Any", "Self", "_", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Measured: also need backticks as an input field. `await x` starts an expression
    /// (`self.await = await`); `Type` and `Protocol` are rejected bare as members
    /// ("type member must not be named 'Type'") but work in backticks as stored properties.
    static let inputFieldExtraKeywords: Set<String> = ["Protocol", "Type", "await"]

    /// Measured: also need backticks as a type name: `any`, `some`, `each` start a type
    /// (`var p: some` is `some` + a missing type), `await` starts an expression in
    /// `= await.a`; `Type`/`Protocol` would be read as the metatype in `SharedTypes.Type`
    /// (they are renamed by policy anyway, see `typeNameConflicts`).
    static let typeNameExtraKeywords: Set<String> = ["Protocol", "Type", "any", "await", "each", "some"]

    /// Measured: enum cases that compile in neither spelling.
    /// - `Type`, `Protocol`: `E.Type`/`` E.`Type` `` is the metatype, so `= E.Type` fails.
    /// - `RawValue`, `AllCases`: clash with the associated types of `RawRepresentable` and
    ///   `CaseIterable` (`E.RawValue` is `String`).
    /// - `allCases`, `__unknown`: redeclare the future-proof form's `static var allCases` and
    ///   `case __unknown(Swift.String)` (renamed in both forms, so that switching forms keeps names).
    ///   `allCases` is `CaseIterable`'s requirement, so Swift fixes that name, not translation:
    ///   the templates write it literally (`SwiftEnum.unknownCaseName` is ours).
    /// - `knownCases`, `knownCases0`, `knownCases1`, ..., `casesByRawValue`: redeclare the
    ///   static members that list the cases and look raw values up (`SwiftEnum.knownCasesPartPrefix`,
    ///   `SwiftEnum.casesByRawValueName`; see `known-cases.mustache`; its file-private protocol
    ///   and `SwiftEnum.knownCasesMemberName` begin with `__`, which no case can).
    ///   (`SwiftEnum.makeCasesByRawValueName` is a function, whose full name no case takes.)
    ///   (A wide future-proof enum's `knownRawValue0`, ... are instance properties, which a
    ///   case of the same name does not clash with, like `rawValue`.)
    /// (`description`, `rawValue`, `hashValue`, `hash`, `init`/`` `init` ``, `self`, `variableValue`
    /// all compile as cases and keep their meaning: a case is a static member.)
    static let enumCaseConflicts: [String: SwiftNameConflict] = [
        "Type": .metatypeMember, "Protocol": .metatypeMember,
        "RawValue": .conformanceType, "AllCases": .conformanceType,
        "allCases": .generatedMember, SwiftEnum.unknownCaseName: .generatedMember,
        SwiftEnum.knownCasesPartPrefix: .generatedMember, SwiftEnum.casesByRawValueName: .generatedMember,
    ]

    /// `knownCases` followed by digits: the parts of a wide enum's case list
    /// (`SwiftEnum.knownCasesPartPrefix`, the part's number appended).
    static func isNumberedKnownCases(_ name: String) -> Bool {
        let prefix = SwiftEnum.knownCasesPartPrefix.utf8
        let bytes = name.utf8
        return bytes.first == prefix.first && bytes.count > prefix.count && bytes.starts(with: prefix)
            && bytes.dropFirst(prefix.count).allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Measured: `@oneOf` cases that compile in neither spelling (`O.Type("x")` is the metatype).
    static let oneOfCaseConflicts: [String: SwiftNameConflict] = [
        "Type": .metatypeMember, "Protocol": .metatypeMember,
    ]

    /// Input fields that must be renamed.
    /// - measured `self`: the init parameter `` `self` `` hides `self`, so `self.x = x` fails.
    /// - measured `variableData`: redeclares the generated `variableData`.
    /// - measured `hashValue`: `x.hashValue` becomes ambiguous with `Hashable.hashValue`.
    /// - policy `variableValue`: compiles, but a stored property of that name is a candidate
    ///   witness of `VariableValueConvertible.variableValue` and would change what is sent
    ///   instead of `.object(variableData)`; renamed so that the protocol's value is always used.
    /// Each runtime renames only the members its own generated code declares
    /// (`RuntimeProfile.inputObjectMembers`): the codable runtime keeps `variableData` and
    /// `variableValue` (`RuntimeNameTables`).
    fileprivate static func inputFieldConflicts(for profile: RuntimeProfile) -> [String: SwiftNameConflict] {
        var conflicts: [String: SwiftNameConflict] = ["self": .keyword]
        for name in profile.inputObjectMembers { conflicts[name] = .generatedMember }
        return conflicts
    }

    /// Type names that must be renamed.
    /// - measured `hash`, `hashValue`, `variableData`, `variableValue`: inside an input struct
    ///   (which has these members) a default value `= hash.a` finds the member, not the type.
    /// - measured the default runtime's types (`VariableData` etc.): declared again by the
    ///   generated module they are ambiguous ("is ambiguous for type lookup") in files importing
    ///   both modules, as its operation files do. Policy extends this to its other public types
    ///   that operation files name unqualified (`defaultRuntimeTypeNames`).
    /// - policy, shown by `QualificationTests`: the standard-library types the default
    ///   runtime's operation files name unqualified (`standardLibraryOperationTypeNames`), and
    ///   the module names the generated code and operation files qualify with (`moduleQualifiers`).
    /// - policy `Self`, `Any`, `_`, `Type`, `Protocol`: see `SwiftNameConflict.typeKeyword`.
    ///
    /// Only the members of the runtime in use hide type names; the default runtime's type
    /// names and every runtime's module names are renamed in every runtime, so that switching
    /// runtimes keeps those names (another runtime's reserved types are handled by
    /// `Translator` with `_` and a note; `RuntimeNameTables`).
    fileprivate static func typeNameConflicts(for profile: RuntimeProfile) -> [String: SwiftNameConflict] {
        var conflicts: [String: SwiftNameConflict] = [
            "Self": .typeKeyword, "Any": .typeKeyword, "_": .typeKeyword,
            "Type": .typeKeyword, "Protocol": .typeKeyword,
        ]
        for name in profile.membersHidingTypeNames { conflicts[name] = .hiddenByGeneratedMember }
        for name in moduleQualifiers { conflicts[name] = .moduleQualifier }
        for name in defaultRuntimeTypeNames { conflicts[name] = .runtimeTypeName }
        for name in standardLibraryOperationTypeNames { conflicts[name] = .standardLibraryTypeName }
        return conflicts
    }

    /// Measured: enum cases whose `.name` is ambiguous where an optional is expected
    /// (`let s: E? = .none` is `Optional.none`, with a warning). `E.none` works there.
    static let ambiguousInOptionalContext: Set<String> = ["none"]

    // MARK: Policy

    /// Names these rules rename although swiftc accepts them (bare or in backticks) in the
    /// experiment's positions; the experiment test allows exactly these differences.
    static let policyRenames: [SwiftNameKind: Set<String>] = [
        .enumCase: [],
        .oneOfCase: [],
        .inputField: ["variableValue"],
        .typeName: Set(["Self", "Any", "_", "Type", "Protocol"])
            .union(moduleQualifiers).union(defaultRuntimeTypeNames).union(standardLibraryOperationTypeNames),
    ]

    /// Modules that generated code (`Swift.String`, the runtime's types) and the runtime's
    /// operation files qualify names with (`RuntimeProfile.qualifyingModules`).
    static let moduleQualifiers: Set<String> = Set(RuntimeProfile.all.flatMap(\.qualifyingModules))

    /// The default runtime's public types that its operation files name unqualified and that
    /// generated enums and inputs use (`RuntimeProfile.reservedTypeNames`): renamed in every
    /// runtime, with a warning.
    static let defaultRuntimeTypeNames: Set<String> = RuntimeProfile.default.reservedTypeNames
    /// The module that declares them, as the explanations name it.
    static let runtimeModule = RuntimeProfile.default.reservedTypeNamesModule

    /// Types of the standard library, Foundation and SwiftUI that app code names unqualified
    /// and that schemas name too (`scalar Date`, `scalar UUID`, `enum Color`), with the module
    /// that declares each. A generated type of such a name is kept (the generated module
    /// compiles), but it reaches every file that imports the generated module: there a
    /// standard-library name means the generated type from then on, and a Foundation or
    /// SwiftUI name is ambiguous for type lookup in files that import that framework too
    /// (both measured, with `Result` and with Foundation's `Date`), unless it is a typealias of
    /// that very type (`typealias URL = Foundation.URL`, measured too). The names
    /// `standardLibraryOperationTypeNames` lists are renamed instead.
    package static let appFrameworkTypeNames: [String: String] = {
        var names: [String: String] = [:]
        for name in [
            "Array", "Character", "ClosedRange", "Codable", "Collection", "Comparable", "Dictionary", "Duration",
            "Equatable", "Error", "Hasher", "Int8", "Int16", "Int32", "Int64", "Never", "Range", "Result",
            "Sequence", "Set", "Substring", "Task", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void",
        ] { names[name] = "Swift" }
        for name in [
            "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents",
            "DateFormatter", "DateInterval", "Decimal", "FileManager", "IndexPath", "IndexSet", "JSONDecoder",
            "JSONEncoder", "Locale", "Measurement", "Notification", "NotificationCenter", "NumberFormatter",
            "Operation", "OperationQueue", "PersonNameComponents", "Predicate", "Progress", "ProcessInfo",
            "RunLoop", "Thread", "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents", "URLQueryItem",
            "URLRequest", "URLSession", "UUID", "UserDefaults",
        ] { names[name] = "Foundation" }
        for name in [
            "Alignment", "Angle", "Animation", "Axis", "Binding", "Button", "Circle", "Color", "Divider", "Edge",
            "EdgeInsets", "Environment", "Font", "Form", "Gradient", "Group", "Image", "Label", "Link", "List",
            "Menu", "Path", "Picker", "Rectangle", "Section", "Shape", "Slider", "Spacer", "State", "Stepper",
            "Text", "TextField", "Toggle", "View",
        ] { names[name] = "SwiftUI" }
        return names
    }()

    /// The module (`Swift`, `Foundation`, `SwiftUI`) whose type of the same name a generated
    /// type named `swiftName` clashes with in app files (`appFrameworkTypeNames`), or nil;
    /// `aliasTarget` is what a custom scalar's typealias stands for, and a typealias of the
    /// framework's own type clashes with nothing.
    package static func appFrameworkClash(swiftName: String, aliasTarget: String? = nil) -> String? {
        guard let framework = appFrameworkTypeNames[swiftName],
              aliasTarget != "\(framework).\(swiftName)" else { return nil }
        return framework
    }

    /// Standard-library types the default runtime's operation files name unqualified
    /// (`RuntimeProfile.standardLibraryTypeNames`).
    static let standardLibraryOperationTypeNames: Set<String> = RuntimeProfile.default.standardLibraryTypeNames
}

/// The rename tables that depend on the runtime (the members its generated code declares),
/// built once per runtime from its profile.
struct RuntimeNameTables: Sendable {
    /// Input field names that must be renamed (`SwiftNameRules.inputFieldConflicts(for:)`).
    let inputFieldConflicts: [String: SwiftNameConflict]
    /// Type names that must be renamed (`SwiftNameRules.typeNameConflicts(for:)`).
    let typeNameConflicts: [String: SwiftNameConflict]

    private init(profile: RuntimeProfile) {
        inputFieldConflicts = SwiftNameRules.inputFieldConflicts(for: profile)
        typeNameConflicts = SwiftNameRules.typeNameConflicts(for: profile)
    }

    private static let byRuntime = Dictionary(uniqueKeysWithValues: GenerationOptions.Runtime.allCases.map {
        ($0, RuntimeNameTables(profile: $0.profile))
    })

    /// The tables of `runtime` (the default runtime's when none is given).
    static func of(_ runtime: GenerationOptions.Runtime = .default) -> RuntimeNameTables {
        byRuntime[runtime] ?? RuntimeNameTables(profile: runtime.profile)
    }
}
