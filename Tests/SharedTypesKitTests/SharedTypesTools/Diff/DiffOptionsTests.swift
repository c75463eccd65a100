import Testing
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// Every classification that depends on the options the module is generated with: the enums'
/// form for an added value, the nil mode for changed defaults, and order-only reorders.
@Suite struct DiffOptionsTests {
    static func options(futureProof: Bool = false, nonExhaustive: Bool = false, nilFields: GenerationOptions.NilFields = .null,
                        accessLevel: GenerationOptions.AccessLevel = .public) -> GenerationOptions {
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.futureProofEnums = futureProof
        options.nonExhaustiveEnums = nonExhaustive
        options.nilFields = nilFields
        options.accessLevel = accessLevel
        if accessLevel != .public { options.layout = .sources }
        return options
    }

    static func added(_ options: GenerationOptions) throws -> SchemaChange {
        try #require(SchemaChanges.only(SchemaChanges.diff("enum Sort { ASC }", "enum Sort { ASC DESC }", options: options), .enumValueAdded))
    }

    // MARK: An added enum value

    @Test func addedValueIsBreakingForPlainEnums() throws {
        let change = try Self.added(Self.options())
        #expect(change.severity == .breaking)
        #expect(change.reason == "Exhaustive `switch` statements over `Sort` no longer compile until they handle the new case.")
    }

    /// A switch that lists every case and `.__unknown` stops compiling (as
    /// DiffClassificationCompileTests shows), so the change is breaking.
    @Test func addedValueIsBreakingForFutureProofEnums() throws {
        let change = try Self.added(Self.options(futureProof: true))
        #expect(change.severity == .breaking)
        #expect(change.reason.contains("Switches over `Sort` that list every case and `.__unknown` (future-proof enums) no longer compile until they handle `.desc`."))
        #expect(change.reason.contains("Switches with a `default` keep compiling, but DESC no longer arrives as `.__unknown`"))
    }

    /// Clients keep compiling, with a new warning: dangerous, as a deprecation is.
    @Test func addedValueIsDangerousForNonExhaustiveEnumsAndSaysWhy() throws {
        let change = try Self.added(Self.options(nonExhaustive: true))
        #expect(change.severity == .dangerous)
        #expect(change.reason.contains("`Sort` is `@nonexhaustive`"))
        #expect(change.reason.contains("clients switch with `@unknown default`, so they keep compiling, but with a warning that `.desc` is not handled (an error with warnings as errors)"))
    }

    /// Swift treats the enum as exhaustive within its own package: only the package layout
    /// is sure to be a package of its own, so the other layouts say so.
    @Test func nonExhaustiveOutsideThePackageLayoutSaysWhereItHolds() throws {
        var options = Self.options(nonExhaustive: true)
        #expect(!(try Self.added(options)).reason.contains("other packages"))
        for layout in [GenerationOptions.Layout.sources, .bazel] {
            options.layout = layout
            let change = try Self.added(options)
            #expect(change.severity == .dangerous)
            #expect(change.reason.contains("(with layout \(layout.rawValue): for clients in other packages; switches in the package that compiles the files see the enum as exhaustive and stop compiling)"))
        }
    }

    /// Both forms: the build keeps compiling, but the value stops arriving as `.__unknown`.
    @Test func addedValueIsDangerousForNonExhaustiveFutureProofEnums() throws {
        let change = try Self.added(Self.options(futureProof: true, nonExhaustive: true))
        #expect(change.severity == .dangerous)
        #expect(change.reason.contains("clients keep compiling, with a warning that `.desc` is not handled (an error with warnings as errors)"))
        #expect(change.reason.contains("takes `@unknown default` instead of `case .__unknown`"))
    }

    /// Below public, the enum is switched in its own module or package, where it is exhaustive.
    @Test func nonExhaustiveDoesNotHelpBelowPublic() throws {
        for level in [GenerationOptions.AccessLevel.package, .internal] {
            let change = try Self.added(Self.options(nonExhaustive: true, accessLevel: level))
            #expect(change.severity == .breaking, "\(level)")
            #expect(change.reason.contains("`@nonexhaustive` does not apply: with access level \(level.rawValue)"))
            let futureProof = try Self.added(Self.options(futureProof: true, nonExhaustive: true, accessLevel: level))
            #expect(futureProof.severity == .breaking)
        }
    }

    // MARK: Order only

    @Test func enumValuesInAnotherOrderAreOrderOnly() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("enum E { A B C }", "enum E { C A B }"), .enumValuesReordered))
        #expect(change.severity == .orderOnly)
        #expect(change.reason.hasPrefix("Order only (often a different serialisation of the same schema): every value stays."))
        // With a value added or removed it is a real upgrade: the reorder stays dangerous.
        let upgraded = SchemaChanges.diff("enum E { A B C }", "enum E { C A }")
        #expect(SchemaChanges.outline(upgraded) == ["enumValuesReordered dangerous E", "enumValueRemoved breaking E.B"])
    }

    @Test func fieldsInAnotherOrderWithTheSameTypesAndDefaultsAreOrderOnly() throws {
        let old = "enum P { LOW HIGH }\ninput I { a: Int b: P = LOW c: [Float!] = [1] }"
        // The same defaults written another way (`1.0` for `[1]`) are the same default.
        let new = "enum P { LOW HIGH }\ninput I { c: [Float!] = 1.0 a: Int b: P = LOW }"
        let changes = SchemaChanges.diff(old, new)
        #expect(SchemaChanges.outline(changes) == ["inputFieldsReordered orderOnly I"])
        #expect(changes[0].reason.hasPrefix("Order only (often a different serialisation of the same schema): every field keeps its name, type and default."))
        // The Swift effect is still stated: the init's parameters follow the new order.
        #expect(changes[0].swiftEffect == "`I.init(a:b:c:)` becomes `I.init(c:a:b:)`.")
    }

    @Test func reordersWithAnotherTypeDefaultOrFieldAreNotOrderOnly() {
        let old = "input I { a: Int b: Int = 1 }"
        for new in ["input I { b: Int a: Int! }", "input I { b: Int = 2 a: Int }", "input I { b: Int = 1 a: Int c: Int }", "input I { b: Int }"] {
            let reorder = SchemaChanges.diff(old, new).first { $0.kind == .inputFieldsReordered }
            if new == "input I { b: Int }" {
                #expect(reorder == nil, "one field left has no order")
            } else {
                #expect(reorder?.severity == .breaking, "\(new)")
            }
        }
    }

    @Test func orderOnlyIsCountedApart() {
        let changes = SchemaChanges.diff("enum E { A B }\ninput I { a: Int b: Int }", "enum E { B A }\ninput I { b: Int a: Int }")
        let report = DiffReport(changes: changes, oldFiles: ["a.json"], newFiles: ["a.graphql"], verbose: false)
        #expect(report.count(.orderOnly) == 2)
        #expect(report.count(.breaking) == 0)
        #expect(report.count(.dangerous) == 0)
        #expect(!report.hasChange(atLeast: .dangerous))
        #expect(report.hasChange(atLeast: .orderOnly))
        let text = DiffFormat.text.render(report)
        #expect(text.hasPrefix("Schema changes (a.json → a.graphql): 0 breaking, 0 dangerous, 2 order only, 0 safe\n"))
        // The shared reason is said once, above the order-only changes.
        #expect(text.contains("\nOrder only (2)\n  \(DiffReport.orderOnlyHeading)\n  - Values of enum `E` reordered\n"))
        #expect(!text.contains("Why:"))
        let markdown = DiffFormat.markdown.render(report)
        #expect(markdown.contains("| Change | Breaking | Dangerous | Order only | Safe |\n| --- | ---: | ---: | ---: | ---: |\n"))
        #expect(markdown.contains("| enum values reordered | 0 | 0 | 1 | 0 |\n"))
    }

    // MARK: Defaults and the nil mode

    static let defaults = (
        old: "enum P { LOW NORMAL HIGH }\ninput R { a: Int }\ninput I { change: P = LOW, add: P, remove: P = LOW, server: R = {a: 1} }",
        new: "enum P { LOW NORMAL HIGH }\ninput R { a: Int }\ninput I { change: P = NORMAL, add: P = HIGH, remove: P, server: R = {a: 2} }"
    )

    @Test func changedDefaultsWithNilSentAsNull() {
        let changes = SchemaChanges.diff(Self.defaults.old, Self.defaults.new, options: Self.options(nilFields: .null))
        #expect(SchemaChanges.outline(changes) == [
            "inputFieldDefaultChanged dangerous I.change",
            "inputFieldDefaultAdded dangerous I.add",
            "inputFieldDefaultRemoved dangerous I.remove",
            "inputFieldDefaultChanged safe I.server",
        ])
        let nullNote = "Calls that pass `nil` send `null` either way, so the server's default does not apply to them."
        #expect(changes[0].reason == "Calls that leave out `change` now send `.normal` instead of `.low`. " + nullNote)
        #expect(changes[1].reason == "Calls that leave out `add` now send `.high` instead of an explicit `null`. " + nullNote)
        #expect(changes[2].reason == "Calls that leave out `remove` now send an explicit `null` instead of `.low`. " + nullNote)
        #expect(changes[3].reason.contains("sends it as an explicit null, so the server's default never applies"))
    }

    @Test func changedDefaultsWithNilFieldsOmitted() {
        let changes = SchemaChanges.diff(Self.defaults.old, Self.defaults.new, options: Self.options(nilFields: .omit))
        #expect(SchemaChanges.outline(changes) == [
            "inputFieldDefaultChanged dangerous I.change",
            "inputFieldDefaultAdded dangerous I.add",
            "inputFieldDefaultRemoved dangerous I.remove",
            "inputFieldDefaultChanged dangerous I.server",
        ])
        #expect(changes[0].reason == "Calls that leave out `change` now send `.normal` instead of `.low`. Calls that pass `nil` leave the field out, so the server applies `NORMAL` instead of `LOW`.")
        #expect(changes[1].reason == "Calls that leave out `add` now send `.high` instead of nothing (a `nil` field is left out, so the server applies no default). Calls that pass `nil` leave the field out, so the server applies `HIGH` instead of no default.")
        #expect(changes[2].reason == "Calls that leave out `remove` now send nothing (a `nil` field is left out, so the server applies no default) instead of `.low`. Calls that pass `nil` leave the field out, so the server applies no default instead of `LOW`.")
        #expect(changes[3].reason == "Fields left `nil` are omitted, so the server now applies `{a: 2}` instead of `{a: 1}`.")
    }

    /// A non-null field cannot be `nil`: the nil mode changes nothing.
    @Test func nonNullDefaultsDoNotDependOnTheNilMode() {
        let old = "input I { p: Int! = 1 }"
        let new = "input I { p: Int! = 2 }"
        let null = SchemaChanges.diff(old, new, options: Self.options(nilFields: .null))
        let omit = SchemaChanges.diff(old, new, options: Self.options(nilFields: .omit))
        #expect(null == omit)
        #expect(null.first?.reason == "Calls that leave out `p` now send `2` instead of `1`.")
    }

    // MARK: Where a change is

    @Test func changesPointAtTheNewSchema() {
        let changes = SchemaChanges.diff("enum E { A B }\nscalar Gone\ninput I { a: Int }", "enum E {\n  A\n}\ninput I {\n  a: Int\n  b: Int\n}")
        let byCoordinate = Dictionary(uniqueKeysWithValues: changes.map { ($0.coordinate, $0) })
        #expect(byCoordinate["I.b"]?.newFile == "new.graphql")
        #expect(byCoordinate["I.b"]?.newLine == 6)
        #expect(byCoordinate["E.B"]?.newLine == 1, "a removed value: its type")
        #expect(byCoordinate["Gone"]?.newFile == nil, "a removed type: nowhere in the new schema")
        #expect(byCoordinate["Gone"]?.newLine == nil)
    }
}
