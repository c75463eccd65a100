import Testing
@testable import GraphQLSchema
@testable import SharedTypesCodegen
@testable import SharedTypesTools
@testable import TestSupport

/// Hand-made old/new schema pairs, one or a few change kinds each: what is found, how it is
/// classified, and which generated Swift symbol it names.
@Suite struct SchemaDiffTests {



    // MARK: Types

    @Test func typesAddedAndRemovedOfEveryKind() {
        let changes = SchemaChanges.diff("""
            scalar Gone
            enum OldEnum { A }
            input OldInput { a: Int }
            enum Figure { A }
            """, """
            scalar DateTime
            enum NewEnum { A }
            input NewInput { a: Int }
            input NewLookup @oneOf { a: Int }
            input Figure { a: Int }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "typeAdded safe DateTime",
            // Another kind under the same name is another Swift declaration.
            "typeRemoved breaking Figure",
            "typeAdded safe Figure",
            "typeRemoved breaking Gone",
            "typeAdded safe NewEnum",
            "typeAdded safe NewInput",
            "typeAdded safe NewLookup",
            "typeRemoved breaking OldEnum",
            "typeRemoved breaking OldInput",
        ])
        #expect(changes[0].swiftEffect == "New `public typealias DateTime`.")
        #expect(changes[0].typeKind == .scalar)
        #expect(changes[6].summary == "Input object `NewLookup` added (@oneOf)")
        #expect(changes[6].swiftEffect == "New `public enum NewLookup`.")
        #expect(changes[8].swiftSymbol == "OldInput")
        #expect(changes[8].reason == "Code that names `OldInput` no longer compiles.")
        #expect(changes[1].typeKind == .enumType)
        #expect(changes[2].typeKind == .inputObject)
    }

    @Test func aTypeNamedLikeAFrameworkTypeAppFilesUseIsBreaking() throws {
        let changes = SchemaChanges.diff("enum Old { A }", """
            enum Old { A }
            scalar Date
            enum Color { RED }
            enum Result { OK }
            input Filter { a: Int }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "typeAdded breaking Color",
            "typeAdded safe Date",
            "typeAdded safe Filter",
            "typeAdded breaking Result",
        ])
        // A custom scalar of such a name is declared with `_` appended, and clashes with nothing.
        #expect(changes[1].swiftSymbol == "Date_")
        #expect(changes[0].reason.hasPrefix("In files that import both the module and SwiftUI, `Color` is now ambiguous"))
        #expect(changes[3].reason == "In files that import the module, `Result` now names the new type instead of the standard library's: code there that means the standard library's no longer compiles (rename the type with the configuration's renames).")

        // Kept under its own name by a rename, it is breaking.
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.renames = ["Date": "Date"]
        let kept = try #require(SchemaChanges.only(SchemaChanges.diff("enum Old { A }", "enum Old { A }\nscalar Date", options: options), .typeAdded))
        #expect(kept.reason == "In files that import both the module and Foundation, `Date` is now ambiguous for type lookup: code there that names it no longer compiles (write `Foundation.Date`, or rename the type with the configuration's renames).")

        // Renamed in the configuration, it clashes with nothing.
        options.renames = ["Date": "GitHubDate"]
        let renamed = try #require(SchemaChanges.only(SchemaChanges.diff("enum Old { A }", "enum Old { A }\nscalar Date", options: options), .typeAdded))
        #expect(renamed.severity == .safe)
        #expect(renamed.swiftSymbol == "GitHubDate")

        // Nor does a typealias of the framework's own type.
        options = GenerationOptions(moduleName: "SharedTypes")
        options.customScalars = ["URL": GenerationOptions.ScalarMapping(type: "Foundation.URL", imports: ["Foundation"])]
        let own = try #require(SchemaChanges.only(SchemaChanges.diff("enum Old { A }", "enum Old { A }\nscalar URL", options: options), .typeAdded))
        #expect(own.severity == .safe)
        #expect(own.reason == "A new typealias of `Foundation.URL` itself; files that import both find the same type.")
    }

    @Test func noChangesBetweenEqualSchemas() {
        let schema = "enum A { X Y }\ninput B { a: A = X, b: [Int!]! }\nscalar C"
        #expect(SchemaChanges.diff(schema, schema).isEmpty)
    }

    // MARK: Enums

    @Test func enumValueAddedIsBreakingBecauseSwitchesAreExhaustive() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("enum TodoStatus { OPEN IN_PROGRESS }", "enum TodoStatus { OPEN IN_PROGRESS BLOCKED_BY_OTHER }"), .enumValueAdded))
        #expect(change.severity == .breaking)
        #expect(change.coordinate == "TodoStatus.BLOCKED_BY_OTHER")
        #expect(change.swiftSymbol == "TodoStatus.blocked_by_other")
        #expect(change.swiftEffect == "`TodoStatus` gains case `.blocked_by_other`.")
        #expect(change.reason.contains("Exhaustive `switch` statements over `TodoStatus`"))
    }

    /// A switch that lists every case and `.__unknown` stops compiling.
    @Test func enumValueAddedToFutureProofEnumIsBreaking() throws {
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.futureProofEnums = true
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("enum E { A }", "enum E { A B }", options: options), .enumValueAdded))
        #expect(change.severity == .breaking)
        #expect(change.reason.contains("`.__unknown`"))
    }

    @Test func enumValueRemovedIsBreakingEvenWhenDeprecated() {
        let changes = SchemaChanges.diff("enum E { A B @deprecated C }", "enum E { C }")
        #expect(SchemaChanges.outline(changes) == ["enumValueRemoved breaking E.A", "enumValueRemoved breaking E.B"])
        #expect(changes[1].summary == "Enum value `E.B` removed (was deprecated)")
        #expect(changes[1].swiftEffect == "The case `E.b` is removed.")
        #expect(changes[1].reason == "Code that uses `.b` no longer compiles, deprecated or not.")
    }

    @Test func enumValueDeprecationChanges() {
        let changes = SchemaChanges.diff("""
            enum E { A, B @deprecated(reason: "Old."), C @deprecated(reason: "Use A."), D }
            """, """
            enum E { A @deprecated(reason: "Use D."), B, C @deprecated(reason: "Use D."), D }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "enumValueDeprecated dangerous E.A",
            "enumValueUndeprecated safe E.B",
            "deprecationReasonChanged safe E.C",
        ])
        #expect(changes[0].swiftEffect == "The case `E.a` is marked `@available(*, deprecated, message: \"Use D.\")`.")
        #expect(changes[0].newValue == "Use D.")
        #expect(changes[1].oldValue == "Old.")
        #expect(changes[2].oldValue == "Use A.")
        #expect(changes[2].newValue == "Use D.")
    }

    /// With `warningsOnDeprecatedUsage` `exclude` a deprecation is only a doc comment: it warns
    /// no code, and a new one stays dangerous only because the server may drop the member.
    @Test func unmarkedDeprecationChanges() {
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.warningsOnDeprecatedUsage = .exclude
        let changes = SchemaChanges.diff("""
            enum E { A, B @deprecated(reason: "Old."), C @deprecated(reason: "Use A."), D }
            """, """
            enum E { A @deprecated(reason: "Use D."), B, C @deprecated(reason: "Use D."), D }
            """, options: options)
        #expect(SchemaChanges.outline(changes) == [
            "enumValueDeprecated dangerous E.A",
            "enumValueUndeprecated safe E.B",
            "deprecationReasonChanged safe E.C",
        ])
        #expect(changes[0].reason == "No warning is generated (warningsOnDeprecatedUsage is exclude), but the server may stop accepting it.")
        #expect(changes[0].swiftEffect == "The case `E.a`'s doc comment says it is deprecated (warningsOnDeprecatedUsage is exclude).")
        #expect(changes[1].reason == ChangeClassification.descriptionChanged().reason)
    }

    @Test func enumValuesReorderedIsDangerous() throws {
        let changes = SchemaChanges.diff("enum E { A B C }", "enum E { C A B D }")
        #expect(SchemaChanges.outline(changes) == ["enumValuesReordered dangerous E", "enumValueAdded breaking E.D"])
        #expect(changes[0].swiftSymbol == "E.allCases")
        #expect(changes[0].oldValue == "A, B, C")
    }

    @Test func enumCaseRenamedByANewClashIsBreaking() throws {
        // `updated_desc` is lowercase already, so once it exists it keeps the Swift name
        // `updated_desc` and the older `UPDATED_DESC` falls back to its GraphQL name.
        let changes = SchemaChanges.diff("enum Sort { UPDATED_DESC }", "enum Sort { UPDATED_DESC updated_desc }")
        #expect(SchemaChanges.outline(changes) == ["swiftNameChanged breaking Sort.UPDATED_DESC", "enumValueAdded breaking Sort.updated_desc"])
        #expect(changes[0].swiftEffect == "`Sort.updated_desc` is now `Sort.UPDATED_DESC`.")
        #expect(changes[1].swiftSymbol == "Sort.updated_desc")
    }

    // MARK: Input fields added

    @Test func nonNullFieldAddedIsANewRequiredInitParameter() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("""
            input ChangeTodoStatusInput { complete: Boolean! id: ID! userId: ID! }
            """, """
            input ChangeTodoStatusInput { complete: Boolean! id: ID! priority: Int! userId: ID! }
            """), .inputFieldAdded))
        #expect(change.severity == .breaking)
        #expect(change.summary == "Input field `ChangeTodoStatusInput.priority: Int!` added (non-null)")
        #expect(change.swiftSymbol == "ChangeTodoStatusInput.init(complete:id:userId:)")
        #expect(change.swiftEffect == "`ChangeTodoStatusInput.init(complete:id:userId:)` gains parameter `priority: Int`.")
        #expect(change.reason == "A new required init parameter: every existing call of the init stops compiling.")
    }

    @Test func nullableFieldAddedGetsANilDefault() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("input I { a: Int }", "input I { a: Int due: String }"), .inputFieldAdded))
        #expect(change.severity == .safe)
        #expect(change.summary == "Input field `I.due: String` added (nullable)")
        #expect(change.swiftEffect == "`I.init(a:)` gains parameter `due: String? = nil`.")
        #expect(change.newValue == "String")
    }

    @Test func nonNullFieldWithADefaultSwiftCanWriteIsSafe() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("enum P { LOW NORMAL }\ninput I { a: Int }", "enum P { LOW NORMAL }\ninput I { a: Int p: P! = NORMAL }"), .inputFieldAdded))
        #expect(change.severity == .safe)
        #expect(change.summary == "Input field `I.p: P! = NORMAL` added (non-null with default)")
        #expect(change.swiftEffect == "`I.init(a:)` gains parameter `p: P = .normal`.")
        #expect(change.newValue == "P! = NORMAL")
    }

    @Test func nonNullFieldWithADefaultSwiftCannotWriteIsBreaking() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("""
            input Range { from: Int }
            input I { a: Int }
            """, """
            input Range { from: Int }
            input I { a: Int range: Range! = {from: 1} }
            """), .inputFieldAdded))
        #expect(change.severity == .breaking)
        #expect(change.reason == "A new required init parameter (its GraphQL default `{from: 1}` cannot be written in Swift): every existing call of the init stops compiling.")
    }

    @Test func oneOfFieldAddedIsANewEnumCase() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("input Lookup @oneOf { id: ID }", "input Lookup @oneOf { id: ID slug: String }"), .inputFieldAdded))
        #expect(change.severity == .breaking)
        #expect(change.swiftSymbol == "Lookup.slug(_:)")
        #expect(change.swiftEffect == "`Lookup` gains case `.slug(String)`.")
    }

    // MARK: Input fields removed and reordered

    @Test func fieldsRemovedFromStructsAndOneOfInputs() {
        let changes = SchemaChanges.diff("""
            input I { a: Int, gone: String = "x", b: Int }
            input Lookup @oneOf { id: ID, slug: String }
            """, """
            input I { a: Int, b: Int }
            input Lookup @oneOf { id: ID }
            """)
        #expect(SchemaChanges.outline(changes) == ["inputFieldRemoved breaking I.gone", "inputFieldRemoved breaking Lookup.slug"])
        #expect(changes[0].swiftEffect == "`I.init(a:gone:b:)` loses parameter `gone`, and the property `I.gone` is removed.")
        #expect(changes[0].oldValue == "String = \"x\"")
        #expect(changes[1].swiftEffect == "The case `Lookup.slug(_:)` is removed.")
    }

    @Test func reorderedFieldsChangeTheInitSignature() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("input I { a: Int b: Int c: Int }", "input I { b: Int a: Int c: Int! }"), .inputFieldsReordered))
        #expect(change.severity == .breaking)
        #expect(change.swiftEffect == "`I.init(a:b:c:)` becomes `I.init(b:a:c:)`.")
        // Field order means nothing for a @oneOf enum.
        #expect(SchemaChanges.diff("input L @oneOf { a: Int b: Int }", "input L @oneOf { b: Int a: Int }").isEmpty)
    }

    // MARK: Input field types

    /// A custom scalar not mapped to another type is a typealias of `String`: a field moving
    /// between it and `String` keeps its Swift type, which makes the change dangerous, not breaking.
    @Test func typeChangesThroughACustomScalarsTypealias() {
        let changes = SchemaChanges.diff("""
            scalar DateTime
            scalar JSON
            input I { a: String, b: DateTime, c: JSON, d: Int }
            """, """
            scalar DateTime
            scalar JSON
            input I { a: DateTime, b: String, c: DateTime, d: DateTime }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "inputFieldTypeChanged dangerous I.a",
            "inputFieldTypeChanged dangerous I.b",
            "inputFieldTypeChanged dangerous I.c",
            "inputFieldTypeChanged breaking I.d",
        ])
        #expect(changes[0].reason == "`String?` and `DateTime?` are the same Swift type (a custom scalar's typealias), but the server now reads the value as DateTime.")
        #expect(changes[0].swiftEffect == "`I.a` is declared `DateTime?` instead of `String?`, the same Swift type.")
    }

    /// Defaults that are the same value written another way are no change: a `Float` as `1`
    /// or `1.0`, a single item for a list, an object's fields in another order.
    @Test func equalDefaultsWrittenDifferentlyAreNoChange() {
        let changes = SchemaChanges.diff("""
            enum Sort { ASC DESC }
            input F2 { a: Int, b: Int }
            input F { x: Float = 1.0, y: [Sort!] = ASC, z: Float = -1.5e3, o: F2 = {a: 1, b: 2}, i: [Int!]! = 1 }
            """, """
            enum Sort { ASC DESC }
            input F2 { a: Int, b: Int }
            input F { x: Float = 1, y: [Sort!] = [ASC], z: Float = -1500, o: F2 = {b: 2, a: 1}, i: [Int!]! = [1] }
            """)
        #expect(changes.isEmpty, "\(SchemaChanges.outline(changes))")
        let real = SchemaChanges.diff("input F { x: Float = 1.0, n: Int = 1 }", "input F { x: Float = 1.5, n: Int = 2 }")
        #expect(SchemaChanges.outline(real) == ["inputFieldDefaultChanged dangerous F.x", "inputFieldDefaultChanged dangerous F.n"])
    }

    /// A type that only drops non-null markers, at any depth, breaks code that reads the
    /// property but not code that builds the input (DiffClassificationCompileTests compiles
    /// both); any other change breaks both.
    @Test func relaxedNullabilitySaysThatOnlyReadingBreaks() {
        let changes = SchemaChanges.diff("""
            input I { outer: String!, inner: [Int!]!, both: [[Int!]!]!, narrowed: [Int], renamed: Int! }
            """, """
            input I { outer: String, inner: [Int]!, both: [[Int]], narrowed: [Int!], renamed: Float }
            """)
        let relaxed = "Code that builds the input still compiles: the old values convert to the new type."
        #expect(changes.map(\.severity) == [.breaking, .breaking, .breaking, .breaking, .breaking])
        #expect(changes.map { $0.reason.hasSuffix(relaxed) } == [true, true, true, false, false])
        #expect(changes[1].reason == "`[Int]` becomes `[Int?]`: code that reads the property as `[Int]` no longer compiles until it unwraps it. " + relaxed)
        #expect(changes[3].reason == "The Swift type changes from `[Int?]?` to `[Int]?`: code that passes a value of the old type, or reads the property as one, no longer compiles.")
    }

    @Test func typeChangesByAspect() {
        let changes = SchemaChanges.diff("""
            input I { toNonNull: String, toNullable: Int!, wrapped: Int, named: Int, sameSwift: ID, inner: [Int] }
            """, """
            input I { toNonNull: String!, toNullable: Int, wrapped: [Int], named: Float, sameSwift: String, inner: [Int!] }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "inputFieldTypeChanged breaking I.toNonNull",
            "inputFieldTypeChanged breaking I.toNullable",
            "inputFieldTypeChanged breaking I.wrapped",
            "inputFieldTypeChanged breaking I.named",
            "inputFieldTypeChanged dangerous I.sameSwift",
            "inputFieldTypeChanged breaking I.inner",
        ])
        #expect(changes[0].summary == "Input field `I.toNonNull` type changed: `String` → `String!` (nullability)")
        #expect(changes[0].swiftEffect == "`I.toNonNull` changes type from `String?` to `String`.")
        #expect(changes[0].reason == "`String?` becomes `String`: optional values no longer fit, and the init parameter loses its default.")
        #expect(changes[1].reason == "`Int` becomes `Int?`: code that reads the property as `Int` no longer compiles until it unwraps it (and interpolating it now warns). Code that builds the input still compiles: the old values convert to the new type.")
        #expect(changes[2].summary.hasSuffix("(list wrapping)"))
        #expect(changes[2].swiftEffect == "`I.wrapped` changes type from `Int?` to `[Int?]?`.")
        #expect(changes[3].summary.hasSuffix("(named type)"))
        #expect(changes[4].swiftEffect == "`I.sameSwift` keeps the Swift type `String?`.")
        #expect(changes[4].oldValue == "ID")
        #expect(changes[4].newValue == "String")
        #expect(changes[5].summary.hasSuffix("(nullability)"))
        #expect(changes[5].swiftEffect == "`I.inner` changes type from `[Int?]?` to `[Int]?`.")
    }

    // MARK: Defaults

    @Test func defaultsAddedChangedAndRemoved() {
        let changes = SchemaChanges.diff("""
            enum P { LOW NORMAL HIGH }
            input I {
              addNullable: P
              addRequired: P!
              change: P = LOW
              removeRequired: P! = LOW
              removeNullable: Int = 1
            }
            """, """
            enum P { LOW NORMAL HIGH }
            input I {
              addNullable: P = HIGH
              addRequired: P! = HIGH
              change: P = NORMAL
              removeRequired: P!
              removeNullable: Int
            }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "inputFieldDefaultAdded dangerous I.addNullable",
            "inputFieldDefaultAdded safe I.addRequired",
            "inputFieldDefaultChanged dangerous I.change",
            "inputFieldDefaultRemoved breaking I.removeRequired",
            "inputFieldDefaultRemoved dangerous I.removeNullable",
        ])
        let initializer = "I.init(addNullable:addRequired:change:removeRequired:removeNullable:)"
        #expect(changes.allSatisfy { $0.swiftSymbol == initializer })
        #expect(changes[0].swiftEffect == "`\(initializer)`: the default of parameter `addNullable` changes from `nil` to `.high`.")
        #expect(changes[0].reason == "Calls that leave out `addNullable` now send `.high` instead of an explicit `null`. Calls that pass `nil` send `null` either way, so the server's default does not apply to them.")
        #expect(changes[1].swiftEffect == "`\(initializer)`: parameter `addRequired` gains the default `.high`.")
        #expect(changes[2].summary == "Default of input field `I.change` changed: `LOW` → `NORMAL`")
        #expect(changes[2].oldValue == "LOW")
        #expect(changes[2].newValue == "NORMAL")
        #expect(changes[3].swiftEffect == "`\(initializer)`: parameter `removeRequired` loses its default `.low` and becomes required.")
        #expect(changes[3].reason == "The init parameter `removeRequired` loses its default: calls that leave it out no longer compile.")
        #expect(changes[4].summary == "Default `1` of input field `I.removeNullable` removed")
    }

    @Test func serverOnlyDefaultsMatterOnlyWhenNilFieldsAreOmitted() {
        let old = "input R { a: Int }\ninput I { r: R }"
        let new = "input R { a: Int }\ninput I { r: R = {a: 1} }"
        let sendsNull = SchemaChanges.diff(old, new)
        #expect(SchemaChanges.outline(sendsNull) == ["inputFieldDefaultAdded safe I.r"])
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.nilFields = .omit
        let omits = SchemaChanges.diff(old, new, options: options)
        #expect(SchemaChanges.outline(omits) == ["inputFieldDefaultAdded dangerous I.r"])
        #expect(omits[0].reason.contains("the server now applies `{a: 1}`"))
    }

    @Test func requiredParameterWhoseDefaultSwiftCannotWriteStaysSafe() {
        let changes = SchemaChanges.diff("input R { a: Int }\ninput I { r: R! = {a: 1} }", "input R { a: Int }\ninput I { r: R! }")
        #expect(SchemaChanges.outline(changes) == ["inputFieldDefaultRemoved safe I.r"])
        #expect(changes[0].swiftEffect == "`I.init(r:)`: parameter `r` stays required.")
    }

    @Test func deprecatingTheDefaultValueRemovesTheSwiftDefault() {
        let changes = SchemaChanges.diff("""
            enum P { LOW NORMAL }
            input I { p: P! = NORMAL, q: P = NORMAL }
            """, """
            enum P { LOW NORMAL @deprecated }
            input I { p: P! = NORMAL, q: P = NORMAL }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "swiftDefaultChanged breaking I.p",
            "swiftDefaultChanged dangerous I.q",
            "enumValueDeprecated dangerous P.NORMAL",
        ])
        #expect(changes[0].summary == "Swift default of input field `I.p` changed (GraphQL default `NORMAL`)")
        #expect(changes[0].oldValue == ".normal")
        #expect(changes[0].newValue == "none")
        #expect(changes[0].reason == "The init parameter `p` loses its default (`NORMAL` cannot be written in Swift): calls that leave it out no longer compile.")
        #expect(changes[1].newValue == "nil")
        #expect(changes[1].reason == "Calls that leave out `q` now send an explicit `null` instead of `.normal`.")
    }

    @Test func blockAndPlainStringDefaultsAreTheSameDefault() {
        #expect(SchemaChanges.diff("input I { s: String = \"\"\"x\"\"\" }", "input I { s: String = \"x\" }").isEmpty)
    }

    // MARK: Deprecations, @oneOf, descriptions

    @Test func inputFieldDeprecationChanges() {
        let changes = SchemaChanges.diff("""
            input I { a: Int, b: Int @deprecated, c: Int @deprecated(reason: "x") }
            input L @oneOf { id: ID }
            """, """
            input I { a: Int @deprecated(reason: "Use c."), b: Int, c: Int @deprecated(reason: "y") }
            input L @oneOf { id: ID @deprecated }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "inputFieldDeprecated dangerous I.a",
            "inputFieldUndeprecated safe I.b",
            "deprecationReasonChanged safe I.c",
            "inputFieldDeprecated dangerous L.id",
        ])
        #expect(changes[0].swiftEffect == "The property `I.a` is marked `@available(*, deprecated, message: \"Use c.\")`.")
        #expect(changes[1].oldValue == "No longer supported")
        #expect(changes[3].swiftEffect == "The case `L.id(_:)` is marked `@available(*, deprecated, message: \"No longer supported\")`.")
    }

    @Test func oneOfAddedAndRemoved() {
        let changes = SchemaChanges.diff("""
            input A { x: Int, y: Int }
            input B @oneOf { x: Int }
            """, """
            input A @oneOf { x: Int, y: Int }
            input B { x: Int }
            """)
        #expect(SchemaChanges.outline(changes) == ["oneOfAdded breaking A", "oneOfRemoved breaking B"])
        #expect(changes[0].swiftEffect == "`A` becomes an enum with a case per field.")
        #expect(changes[1].swiftEffect == "`B` becomes a struct with a memberwise init.")
    }

    @Test func descriptionsOfEveryKindAreSafe() {
        let changes = SchemaChanges.diff("""
            "old" enum E { "old" A }
            input I { "old" a: Int }
            scalar S
            """, """
            "new" enum E { "new" A }
            "new" input I { a: Int }
            "new" scalar S @specifiedBy(url: "https://example.com/s")
            """)
        #expect(SchemaChanges.outline(changes) == [
            "descriptionChanged safe E",
            "descriptionChanged safe E.A",
            "descriptionChanged safe I",
            "descriptionChanged safe I.a",
            "descriptionChanged safe S",
            "descriptionChanged safe S",
        ])
        #expect(changes[0].summary == "Description of enum `E` changed")
        #expect(changes[1].summary == "Description of enum value `E.A` changed")
        #expect(changes[3].summary == "Description of input field `I.a` changed")
        #expect(changes[3].oldValue == "old")
        #expect(changes[3].newValue == nil)
        #expect(changes[3].swiftEffect == "The doc comment of `I.a` changes.")
        #expect(changes[5].summary == "@specifiedBy URL of custom scalar `S` changed")
        #expect(changes.allSatisfy { $0.isDescriptionOnly })
    }

    // MARK: Naming and order

    @Test func symbolsFollowTheGenerationOptions() {
        var options = GenerationOptions(moduleName: "SharedTypes")
        options.enumCaseStyle = .camelCase
        options.renames = ["TodoStatus": "Status", "TodoStatus.DONE": "finished", "Input.default": "fallback"]
        let changes = SchemaChanges.diff("""
            enum TodoStatus { IN_PROGRESS DONE }
            input Input { default: Int, self: Int }
            """, """
            enum TodoStatus { IN_PROGRESS BLOCKED_NOW }
            input Input { default: Int, self: Int, in: Int }
            """, options: options)
        #expect(changes.map(\.swiftEffect) == [
            "`Input.init(fallback:self_:)` gains parameter `` `in`: Int? = nil ``.",
            "The case `Status.finished` is removed.",
            "`Status` gains case `.blockedNow`.",
        ])
    }

    @Test func keywordFieldNamesAreLabelsInTheInitSignature() throws {
        let change = try #require(SchemaChanges.only(SchemaChanges.diff("input I { default: Int, for: Int }", "input I { default: Int, for: Int, x: Int! }"), .inputFieldAdded))
        #expect(change.swiftSymbol == "I.init(default:for:)")
    }

    @Test func orderIsByTypeNameThenMemberOrderWithRemovedMembersInPlace() {
        let changes = SchemaChanges.diff("""
            enum B { ONE TWO THREE }
            enum A { X }
            """, """
            enum B { ONE THREE FOUR }
            enum A { X Y }
            """)
        #expect(SchemaChanges.outline(changes) == [
            "enumValueAdded breaking A.Y",
            "enumValueRemoved breaking B.TWO",
            "enumValueAdded breaking B.FOUR",
        ])
    }

    @Test func mergedOrderPlacesRemovedMembersAfterTheirPredecessor() {
        let merge = SchemaDiff.mergedOrder
        let cases: [(old: [String], new: [String], merged: [String])] = [
            (["a", "b", "c", "d"], ["a", "x", "c"], ["a", "b", "x", "c", "d"]),
            (["gone", "a"], ["a", "new"], ["gone", "a", "new"]),
            ([], ["a"], ["a"]),
            (["a"], [], ["a"]),
        ]
        for item in cases {
            let merged = merge(item.old, item.new)
            #expect(merged == item.merged)
        }
    }
}
