/// The schema changes `DiffClassificationCompileTests` compiles, by the options they are
/// classified with. Each case uses types of its own, so every variant is one old and one new
/// schema; the snippets are what apps write against the old module.
enum DiffClassificationCases {
    typealias Case = DiffClassificationCompileTests.Case
    typealias Evidence = DiffClassificationCompileTests.Evidence

    /// Both texts contain `old` before the change and `new` after it.
    static func shows(_ description: String, old: String, new: String) -> Evidence {
        Evidence(description: description) { before, after in
            before.contains(old) && !before.contains(new) && after.contains(new) && !after.contains(old)
        }
    }

    // MARK: Relay.swift runtime, default options

    static let plain: [Case] = types + enums + inputFields + fieldTypes + defaults + deprecations + swiftNames

    static let types: [Case] = [
        Case(name: "typeAdded", kind: .typeAdded, type: "Fresh", old: "", new: "enum Fresh { a }",
             snippets: [("useFoundation", "_ = UUID()")]),
        Case(name: "typeAddedNamedLikeFoundation", kind: .typeAdded, type: "Date", old: "", new: "input Date { day: Int }",
             snippets: [("useFoundationDate", "let now: Date = Date(); _ = now")], breaks: ["useFoundationDate"]),
        Case(name: "typeRemoved", kind: .typeRemoved, type: "Gone", old: "enum Gone { a }", new: "",
             snippets: [("name", "let value: Gone = .a; _ = value")], breaks: ["name"]),
        Case(name: "oneOfAdded", kind: .oneOfAdded, type: "Lookup",
             old: "input Lookup { id: ID slug: String }", new: "input Lookup @oneOf { id: ID slug: String }",
             snippets: [("build", "sendVariables(Lookup(id: \"1\"))"), ("read", "_ = Lookup(slug: \"a\").slug")],
             breaks: ["build", "read"]),
        Case(name: "oneOfRemoved", kind: .oneOfRemoved, type: "Pick",
             old: "input Pick @oneOf { id: ID slug: String }", new: "input Pick { id: ID slug: String }",
             snippets: [("build", "sendVariables(Pick.id(\"1\"))"),
                        ("switchCases", "func key(_ pick: Pick) -> String { switch pick { case .id(let id): return id; case .slug(let slug): return slug } }; _ = key")],
             breaks: ["build", "switchCases"]),
        Case(name: "descriptionChanged", kind: .descriptionChanged, type: "Doc",
             old: "\"Before.\" enum Doc { a }", new: "\"After.\" enum Doc { a }",
             snippets: [("use", "_ = Doc.a; _ = Doc.allCases")]),
    ]

    /// An exhaustive switch over `Phase` as it was.
    static let phaseSwitch = "func rank(_ phase: Phase) -> Int { switch phase { case .todo: return 0; case .done: return 1 } }; _ = rank"

    static let enums: [Case] = [
        Case(name: "enumValueAdded", kind: .enumValueAdded, type: "Phase",
             old: "enum Phase { todo done }", new: "enum Phase { todo done later }",
             snippets: [("switchExhaustive", phaseSwitch), ("allCases", "_ = Phase.allCases.count"), ("send", "sendVariables([\"phase\": Phase.todo])")],
             breaks: ["switchExhaustive"]),
        Case(name: "enumValueRemoved", kind: .enumValueRemoved, type: "Shade",
             old: "enum Shade { light dark }", new: "enum Shade { light }",
             snippets: [("name", "_ = Shade.dark"), ("other", "_ = Shade.light")], breaks: ["name"]),
        Case(name: "enumValuesReordered", kind: .enumValuesReordered, type: "Size",
             old: "enum Size { small large }", new: "enum Size { large small }",
             snippets: [("allCases", "_ = Size.allCases.first"), ("switchExhaustive", "func f(_ s: Size) -> Int { switch s { case .small: return 0; case .large: return 1 } }; _ = f")],
             evidence: shows("allCases lists large first", old: "case small = \"small\"\n    case large", new: "case large = \"large\"\n    case small")),
    ]

    static let inputFields: [Case] = [
        Case(name: "inputFieldAddedNullable", kind: .inputFieldAdded, type: "AddNullable",
             old: "input AddNullable { a: Int }", new: "input AddNullable { a: Int b: String }",
             snippets: [("build", "sendVariables(AddNullable(a: 1))"), ("read", "let a: Int? = AddNullable().a; _ = a")]),
        Case(name: "inputFieldAddedNonNull", kind: .inputFieldAdded, type: "AddNonNull",
             old: "input AddNonNull { a: Int }", new: "input AddNonNull { a: Int b: String! }",
             snippets: [("build", "sendVariables(AddNonNull(a: 1))")], breaks: ["build"]),
        Case(name: "inputFieldAddedNonNullWithDefault", kind: .inputFieldAdded, type: "AddDefaulted",
             old: "input AddDefaulted { a: Int }", new: "input AddDefaulted { a: Int b: Int! = 3 }",
             snippets: [("build", "sendVariables(AddDefaulted(a: 1))")]),
        Case(name: "inputFieldAddedToOneOf", kind: .inputFieldAdded, type: "PickMore",
             old: "input PickMore @oneOf { id: ID }", new: "input PickMore @oneOf { id: ID slug: String }",
             snippets: [("build", "sendVariables(PickMore.id(\"1\"))"),
                        ("switchCases", "func key(_ pick: PickMore) -> String { switch pick { case .id(let id): return id } }; _ = key")],
             breaks: ["switchCases"]),
        Case(name: "inputFieldRemoved", kind: .inputFieldRemoved, type: "Drop",
             old: "input Drop { a: Int b: Int }", new: "input Drop { a: Int }",
             snippets: [("buildWithIt", "sendVariables(Drop(a: 1, b: 2))"), ("buildWithout", "sendVariables(Drop(a: 1))"), ("read", "_ = Drop().b")],
             breaks: ["buildWithIt", "read"]),
        Case(name: "inputFieldsReordered", kind: .inputFieldsReordered, type: "Order",
             old: "input Order { a: Int b: Int }", new: "input Order { b: Int a: Int }",
             snippets: [("buildBoth", "sendVariables(Order(a: 1, b: 2))"), ("buildOne", "sendVariables(Order(b: 2))")],
             breaks: ["buildBoth"]),
    ]

    /// A nullable field made non-null and back, and other type changes. Building an input
    /// with a relaxed field still compiles; reading it does not.
    static let fieldTypes: [Case] = [
        Case(name: "nullabilityRelaxed", kind: .inputFieldTypeChanged, type: "Relax",
             old: "input Relax { name: String! }", new: "input Relax { name: String }",
             snippets: relaxSnippets(send: "sendVariables"), breaks: ["read", "readMember"], warns: ["readInterpolated"]),
        Case(name: "innerNullabilityRelaxed", kind: .inputFieldTypeChanged, type: "RelaxList",
             old: "input RelaxList { tags: [String!]! }", new: "input RelaxList { tags: [String]! }",
             snippets: [("buildLiteral", "sendVariables(RelaxList(tags: [\"a\"]))"),
                        ("buildFromArray", "let tags: [String] = [\"a\"]; sendVariables(RelaxList(tags: tags))"),
                        ("read", "let tags: [String] = RelaxList(tags: []).tags; _ = tags")],
             breaks: ["read"]),
        Case(name: "nullabilityTightened", kind: .inputFieldTypeChanged, type: "Tight",
             old: "input Tight { name: String }", new: "input Tight { name: String! }",
             snippets: [("buildWithout", "sendVariables(Tight())"), ("buildWithValue", "sendVariables(Tight(name: \"x\"))"),
                        ("buildWithOptional", "let name: String? = nil; sendVariables(Tight(name: name))")],
             breaks: ["buildWithout", "buildWithOptional"]),
        Case(name: "listWrapped", kind: .inputFieldTypeChanged, type: "Wrap",
             old: "input Wrap { tag: String }", new: "input Wrap { tag: [String] }",
             snippets: [("build", "sendVariables(Wrap(tag: \"x\"))")], breaks: ["build"]),
        Case(name: "listUnwrapped", kind: .inputFieldTypeChanged, type: "Unwrap",
             old: "input Unwrap { tags: [String!] }", new: "input Unwrap { tags: String }",
             snippets: [("build", "sendVariables(Unwrap(tags: [\"x\"]))")], breaks: ["build"]),
        Case(name: "namedTypeChanged", kind: .inputFieldTypeChanged, type: "Num",
             old: "input Num { n: Int }", new: "input Num { n: Float }",
             snippets: [("buildLiteral", "sendVariables(Num(n: 1))"), ("buildFromInt", "let n = 1; sendVariables(Num(n: n))")],
             breaks: ["buildFromInt"]),
        Case(name: "sameSwiftType", kind: .inputFieldTypeChanged, type: "Ident",
             old: "input Ident { id: ID! }", new: "input Ident { id: String! }",
             snippets: [("build", "sendVariables(Ident(id: \"1\"))"), ("read", "let id: String = Ident(id: \"1\").id; _ = id")],
             evidence: Evidence(description: "only the server's reading changes: the Swift declaration stays `public var id: String`") { old, new in
                 old.contains("public var id: String\n") && new.contains("public var id: String\n")
             }),
    ]

    /// Typical code against `Relax` (a non-null `name`), given how the app sends inputs.
    static func relaxSnippets(send: String) -> [(label: String, body: String)] {
        [("build", "\(send)(Relax(name: \"x\"))"),
         ("buildFromVariable", "let name = \"x\"; \(send)(Relax(name: name))"),
         ("read", "let name: String = Relax(name: \"x\").name; _ = name"),
         ("readMember", "_ = Relax(name: \"x\").name.count"),
         ("readInterpolated", "_ = \"\\(Relax(name: \"x\").name)\".isEmpty")]
    }

    static let defaults: [Case] = [
        Case(name: "defaultAdded", kind: .inputFieldDefaultAdded, type: "Page",
             old: "input Page { first: Int }", new: "input Page { first: Int = 10 }",
             snippets: [("buildWithout", "sendVariables(Page())"), ("buildWith", "sendVariables(Page(first: 5))")],
             evidence: shows("calls without `first` send 10 instead of null", old: "first: Int? = nil", new: "first: Int? = 10")),
        Case(name: "defaultAddedNonNull", kind: .inputFieldDefaultAdded, type: "PageNonNull",
             old: "input PageNonNull { limit: Int! }", new: "input PageNonNull { limit: Int! = 10 }",
             snippets: [("build", "sendVariables(PageNonNull(limit: 5))")]),
        Case(name: "defaultChanged", kind: .inputFieldDefaultChanged, type: "PageChanged",
             old: "input PageChanged { size: Int = 10 }", new: "input PageChanged { size: Int = 20 }",
             snippets: [("buildWithout", "sendVariables(PageChanged())")],
             evidence: shows("calls without `size` send 20 instead of 10", old: "size: Int? = 10", new: "size: Int? = 20")),
        Case(name: "defaultRemovedNonNull", kind: .inputFieldDefaultRemoved, type: "PageRequired",
             old: "input PageRequired { limit: Int! = 10 }", new: "input PageRequired { limit: Int! }",
             snippets: [("buildWithout", "sendVariables(PageRequired())"), ("buildWith", "sendVariables(PageRequired(limit: 5))")],
             breaks: ["buildWithout"]),
        Case(name: "defaultRemovedNullable", kind: .inputFieldDefaultRemoved, type: "PageOptional",
             old: "input PageOptional { last: Int = 10 }", new: "input PageOptional { last: Int }",
             snippets: [("buildWithout", "sendVariables(PageOptional())")],
             evidence: shows("calls without `last` send null instead of 10", old: "last: Int? = 10", new: "last: Int? = nil")),
        // The GraphQL default is the same, but the enum value it names is deprecated now, so
        // Swift cannot name it in the init.
        Case(name: "swiftDefaultChangedRequired", kind: .swiftDefaultChanged, type: "Task",
             old: "enum Priority { low normal }\ninput Task { p: Priority! = normal }",
             new: "enum Priority { low normal @deprecated }\ninput Task { p: Priority! = normal }",
             snippets: [("buildWithout", "sendVariables(Task())"), ("buildWith", "sendVariables(Task(p: .low))")],
             breaks: ["buildWithout"]),
        Case(name: "swiftDefaultChangedNullable", kind: .swiftDefaultChanged, type: "Chore",
             old: "enum Urgency { low normal }\ninput Chore { u: Urgency = normal }",
             new: "enum Urgency { low normal @deprecated }\ninput Chore { u: Urgency = normal }",
             snippets: [("buildWithout", "sendVariables(Chore())")],
             evidence: shows("calls without `u` send null instead of normal", old: "u: Urgency? = .normal", new: "u: Urgency? = nil")),
    ]

    static let deprecations: [Case] = [
        Case(name: "enumValueDeprecated", kind: .enumValueDeprecated, type: "Mood",
             old: "enum Mood { calm angry }", new: "enum Mood { calm angry @deprecated(reason: \"Calm down.\") }",
             snippets: [("name", "_ = Mood.angry"), ("other", "_ = Mood.calm"), ("allCases", "_ = Mood.allCases.count")],
             warns: ["name"]),
        Case(name: "enumValueUndeprecated", kind: .enumValueUndeprecated, type: "Tone",
             old: "enum Tone { soft loud @deprecated }", new: "enum Tone { soft loud }",
             snippets: [("name", "_ = Tone.loud")]),
        Case(name: "inputFieldDeprecated", kind: .inputFieldDeprecated, type: "Dep",
             old: "input Dep { a: Int b: Int }", new: "input Dep { a: Int b: Int @deprecated(reason: \"Use a.\") }",
             snippets: [("build", "sendVariables(Dep(a: 1, b: 2))"), ("read", "_ = Dep(a: 1).b")],
             warns: ["read"]),
        Case(name: "oneOfFieldDeprecated", kind: .inputFieldDeprecated, type: "PickDep",
             old: "input PickDep @oneOf { id: ID slug: String }", new: "input PickDep @oneOf { id: ID slug: String @deprecated(reason: \"Use id.\") }",
             snippets: [("build", "sendVariables(PickDep.slug(\"a\"))"), ("other", "sendVariables(PickDep.id(\"1\"))")],
             warns: ["build"]),
        Case(name: "inputFieldUndeprecated", kind: .inputFieldUndeprecated, type: "Undep",
             old: "input Undep { a: Int b: Int @deprecated }", new: "input Undep { a: Int b: Int }",
             snippets: [("build", "sendVariables(Undep(a: 1, b: 2))"), ("read", "_ = Undep(a: 1).b")]),
        Case(name: "deprecationReasonChanged", kind: .deprecationReasonChanged, type: "Reason",
             old: "enum Reason { x y @deprecated(reason: \"One.\") }", new: "enum Reason { x y @deprecated(reason: \"Two.\") }",
             snippets: [("name", "_ = Reason.y")]),
    ]

    static let swiftNames: [Case] = [
        // `updated_desc` keeps its Swift name, and `UPDATED_DESC`, which had it, falls back to
        // its GraphQL name: code naming `.updated_desc` compiles but means the other value.
        Case(name: "swiftNameChanged", kind: .swiftNameChanged, type: "Sort",
             old: "enum Sort { UPDATED_DESC }", new: "enum Sort { UPDATED_DESC updated_desc }",
             snippets: [("name", "_ = Sort.updated_desc"),
                        ("switchExhaustive", "func f(_ s: Sort) -> Int { switch s { case .updated_desc: return 0 } }; _ = f")],
             breaks: ["switchExhaustive"],
             evidence: shows("`.updated_desc` now sends updated_desc", old: "case updated_desc = \"UPDATED_DESC\"", new: "case updated_desc = \"updated_desc\"")),
    ]

    // MARK: Enum forms

    static let futureProof: [Case] = [
        Case(name: "enumValueAdded", kind: .enumValueAdded, type: "Phase",
             old: "enum Phase { todo done }", new: "enum Phase { todo done later }",
             snippets: [("switchWithDefault", "func rank(_ phase: Phase) -> Int { switch phase { case .todo: return 0; default: return 1 } }; _ = rank"),
                        ("switchEveryCase", "func rank(_ phase: Phase) -> Int { switch phase { case .todo: return 0; case .done: return 1; case .__unknown: return 2 } }; _ = rank")],
             breaks: ["switchEveryCase"]),
    ]

    static let nonExhaustive: [Case] = [
        Case(name: "enumValueAdded", kind: .enumValueAdded, type: "Phase",
             old: "enum Phase { todo done }", new: "enum Phase { todo done later }",
             snippets: [("switchUnknownDefault", "func rank(_ phase: Phase) -> Int { switch phase { case .todo: return 0; case .done: return 1; @unknown default: return 2 } }; _ = rank")],
             warns: ["switchUnknownDefault"]),
    ]

    static let nonExhaustiveFutureProof: [Case] = [
        Case(name: "enumValueAdded", kind: .enumValueAdded, type: "Phase",
             old: "enum Phase { todo done }", new: "enum Phase { todo done later }",
             snippets: [("switchUnknownDefault", "func rank(_ phase: Phase) -> Int { switch phase { case .todo: return 0; case .done: return 1; case .__unknown: return 2; @unknown default: return 3 } }; _ = rank")],
             warns: ["switchUnknownDefault"]),
    ]

    // MARK: Codable runtime

    static let codable: [Case] = [
        Case(name: "scalarSwiftTypeChanged", kind: .scalarSwiftTypeChanged, type: "When",
             old: "scalar When\ninput At { at: When }",
             new: "scalar When @specifiedBy(url: \"https://tools.ietf.org/html/rfc3339\")\ninput At { at: When }",
             snippets: [("buildFromString", "let when: When = \"2024-01-01T00:00:00Z\"; encodeJSON(At(at: when))"), ("buildWithout", "encodeJSON(At())")],
             breaks: ["buildFromString"]),
        Case(name: "nullabilityRelaxed", kind: .inputFieldTypeChanged, type: "Relax",
             old: "input Relax { name: String! }", new: "input Relax { name: String }",
             snippets: relaxSnippets(send: "encodeJSON"), breaks: ["read", "readMember"], warns: ["readInterpolated"]),
        Case(name: "nullabilityTightened", kind: .inputFieldTypeChanged, type: "Tight",
             old: "input Tight { name: String }", new: "input Tight { name: String! }",
             snippets: [("buildWithout", "encodeJSON(Tight())"), ("buildWithValue", "encodeJSON(Tight(name: \"x\"))")],
             breaks: ["buildWithout"]),
    ]

    // MARK: `@oneOf` inputs as structs (the swiftui-graphql preset: codable, nil fields left out)

    static let oneOfStructs: [Case] = [
        Case(name: "oneOfAddedAsStruct", kind: .oneOfAdded, type: "Lookup",
             old: "input Lookup { id: ID slug: String }", new: "input Lookup @oneOf { id: ID slug: String }",
             snippets: [("build", "encodeJSON(Lookup(id: \"1\"))"), ("read", "_ = Lookup(slug: \"a\").slug")]),
        Case(name: "oneOfRemovedAsStruct", kind: .oneOfRemoved, type: "Pick",
             old: "input Pick @oneOf { id: ID slug: String }", new: "input Pick { id: ID slug: String }",
             snippets: [("build", "encodeJSON(Pick(id: \"1\"))"), ("read", "_ = Pick(slug: \"a\").id")]),
        Case(name: "inputFieldAddedToOneOfAsStruct", kind: .inputFieldAdded, type: "PickMore",
             old: "input PickMore @oneOf { id: ID }", new: "input PickMore @oneOf { id: ID slug: String }",
             snippets: [("build", "encodeJSON(PickMore(id: \"1\"))"), ("read", "_ = PickMore(id: \"1\").id")]),
    ]

    /// The same with `nilFields` `null`: a `@oneOf` struct still leaves its `nil` fields out,
    /// another input sends them, so the flag changes what is sent.
    static let oneOfStructsSendingNull: [Case] = [
        Case(name: "oneOfAddedAsStructSendingNull", kind: .oneOfAdded, type: "Lookup",
             old: "input Lookup { id: ID slug: String }", new: "input Lookup @oneOf { id: ID slug: String }",
             snippets: [("build", "encodeJSON(Lookup(id: \"1\"))")],
             evidence: shows("nil fields left out instead of sent as null",
                             old: "try container.__encode(slug, __Key(\"slug\"))", new: "try container.__encodeIfPresent(slug, __Key(\"slug\"))")),
    ]

    // MARK: The relay-plugin preset (nil defaults, nil sent as null, no deprecation attributes)

    static let relayPlugin: [Case] = [
        Case(name: "nullabilityRelaxed", kind: .inputFieldTypeChanged, type: "Relax",
             old: "input Relax { name: String! }", new: "input Relax { name: String }",
             snippets: relaxSnippets(send: "sendVariables"), breaks: ["read", "readMember"], warns: ["readInterpolated"]),
        Case(name: "nullabilityTightened", kind: .inputFieldTypeChanged, type: "Tight",
             old: "input Tight { name: String = \"x\" }", new: "input Tight { name: String! = \"x\" }",
             snippets: [("buildWithout", "sendVariables(Tight())"), ("buildWithOptional", "let name: String? = nil; sendVariables(Tight(name: name))")],
             breaks: ["buildWithOptional"]),
        // With nil defaults Swift keeps sending null; only the server's default changes, and an
        // explicit null never takes it.
        Case(name: "defaultAdded", kind: .inputFieldDefaultAdded, type: "Page",
             old: "input Page { limit: Int }", new: "input Page { limit: Int = 10 }",
             snippets: [("buildWithout", "sendVariables(Page())")]),
        Case(name: "enumValueDeprecatedWithoutWarning", kind: .enumValueDeprecated, type: "Mood",
             old: "enum Mood { calm angry }", new: "enum Mood { calm angry @deprecated }",
             snippets: [("name", "_ = Mood.angry")],
             evidence: Evidence(description: "no warning: the deprecation is only in the doc comment; the danger is the server's") { old, new in
                 let marked = "/// Deprecated: No longer supported\n    case angry"
                 return !old.contains(marked) && new.contains(marked) && !new.contains("@available(*, deprecated")
             }),
    ]
}
