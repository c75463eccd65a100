/// What a typed template context answers, as the template compiler needs to know it: each
/// member's kind and the typed accessor that reads it, so that compiled code calls the accessor
/// where the interpreter would look the name up.
///
/// A shape must list exactly the keys its context's `value(of:at:)` answers (non-`nil`), with
/// values of the kinds given; `ContextShapeTests` checks this against real contexts.
struct ContextShape: Sendable {
    /// The context's Swift class.
    var typeName: String
    var members: [TemplateKey: Member]

    struct Member: Sendable {
        var kind: Kind
        /// A property of the top-level context (`name`, `members.name`), or for an item of a
        /// list a method taking the item's index (`name` is called as `name(at: index)`).
        var accessor: String
    }

    indirect enum Kind: Sendable {
        case string
        /// A string or nothing (`null`, falsy).
        case optionalString
        case bool
        case int
        case strings
        /// A list of the items of another context: the accessor gives a `ContextItems`.
        case items(ContextShape)
    }
}

extension ContextShape {
    private static func members(_ list: [(TemplateKey, Kind, String)]) -> [TemplateKey: Member] {
        Dictionary(list.map { ($0.0, Member(kind: $0.1, accessor: $0.2)) }, uniquingKeysWith: { first, _ in first })
    }

    /// `EnumContext`, the top level of an enum's file.
    static let enumFile = ContextShape(typeName: "EnumContext", members: members([
        (.version, .string, "version"), (.schemaFiles, .string, "schemaFiles"),
        (.imports, .strings, "imports"), (.name, .string, "name"), (.docLines, .strings, "docLines"),
        (.stringType, .string, "stringType"), (.knownCasesProtocol, .string, "knownCasesProtocol"),
        (.decoderType, .string, "decoderType"),
        (.hasDeprecatedCases, .bool, "hasDeprecatedCases"), (.explicitAllCases, .bool, "hasDeprecatedCases"),
        (.unknownCase, .string, "unknownCase"), (.cases, .items(enumCase), "caseItems"),
        (.conformances, .string, "conformances"), (.wide, .bool, "isWide"), (.caseCount, .int, "caseCount"),
        (.caseParts, .items(enumCasePart), "casePartItems"),
    ]))

    /// `EnumCaseContext`, one of an enum's cases.
    static let enumCase = ContextShape(typeName: "EnumCaseContext", members: members([
        (.name, .string, "name"), (.rawValue, .string, "rawValue"), (.docLines, .strings, "docLines"),
        (.deprecation, .optionalString, "deprecation"), (.spaced, .bool, "isSpaced"),
    ]))

    /// `EnumCasePartContext`, one part of a wide enum's cases.
    static let enumCasePart = ContextShape(typeName: "EnumCasePartContext", members: members([
        (.number, .int, "number"), (.cases, .items(enumCase), "caseItems"),
    ]))

    /// `InputObjectContext`, the top level of a (not wide) input object's file.
    static let inputObjectFile = ContextShape(typeName: "InputObjectContext", members: members([
        (.version, .string, "members.version"), (.schemaFiles, .string, "members.schemaFiles"),
        (.imports, .strings, "members.imports"), (.name, .string, "members.name"),
        (.docLines, .strings, "members.docLines"), (.conformances, .string, "members.conformances"),
        (.hasFields, .bool, "members.hasFields"), (.initOnOneLine, .bool, "members.initOnOneLine"),
        (.indirectType, .string, "members.indirectType"), (.sendsNull, .bool, "members.sendsNull"),
        (.variableDataType, .string, "members.variableDataType"),
        (.variableValueConvertibleType, .string, "members.variableValueConvertibleType"),
        (.stringType, .string, "members.stringType"),
        (.fields, .items(inputField), "fieldItems"), (.hasStorage, .bool, "hasStorage"),
    ]))

    /// `InputFieldContext`, one field of a (not wide) input object.
    static let inputField = ContextShape(typeName: "InputFieldContext", members: members([
        (.name, .string, "name"), (.label, .string, "label"), (.type, .string, "type"),
        (.optional, .bool, "isOptional"), (.defaultValue, .optionalString, "defaultValue"),
        (.docLines, .strings, "docLines"), (.deprecation, .optionalString, "deprecation"),
        (.indirect, .bool, "isIndirect"), (.wireName, .string, "wireName"), (.spaced, .bool, "isSpaced"),
        (.storageName, .optionalString, "storageName"), (.last, .bool, "isLast"),
    ]))
}
