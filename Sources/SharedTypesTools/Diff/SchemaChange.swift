import GraphQLSchema
import SharedTypesCodegen

/// How a schema change affects Swift code that uses the generated module.
public enum ChangeSeverity: String, Sendable, CaseIterable, Comparable {
    /// Code that compiled before stops compiling, or changes meaning.
    case breaking
    /// Code still compiles, but what it does may change.
    case dangerous
    /// Only the order of a type's fields or values changed, every one keeping its name, type
    /// and default: often the same schema serialised another way (an SDL printer that sorts,
    /// an introspection result in definition order). Counted apart from breaking and dangerous.
    case orderOnly
    /// Existing code is unaffected.
    case safe

    /// Higher is worse: `breaking` > `dangerous` > `orderOnly` > `safe`.
    var rank: Int {
        switch self {
        case .breaking: return 3
        case .dangerous: return 2
        case .orderOnly: return 1
        case .safe: return 0
        }
    }

    /// Orders by how bad a change is: `safe` < `orderOnly` < `dangerous` < `breaking`.
    public static func < (lhs: ChangeSeverity, rhs: ChangeSeverity) -> Bool { lhs.rank < rhs.rank }

    /// `Breaking`, `Order only`, for headings.
    package var title: String { words.prefix(1).uppercased() + words.dropFirst() }

    /// `breaking`, `order only`, for running text.
    package var words: String { self == .orderOnly ? "order only" : rawValue }
}

/// Every kind of change `SchemaDiff` reports. The raw values are the `kind` strings of the
/// JSON report and never change; the declaration order is the order of the summary table
/// and of changes to one member.
public enum ChangeKind: String, Sendable, CaseIterable {
    /// An enum, input object or custom scalar the old schema lacks. A type that changes kind
    /// under the same name is reported as removed and added.
    case typeAdded
    /// An enum, input object or custom scalar the new schema lacks, or that changed kind.
    case typeRemoved
    /// An input object became `@oneOf`: its struct becomes an enum with a case per field.
    case oneOfAdded
    /// An input object is no longer `@oneOf`: its enum becomes a struct with a memberwise init.
    case oneOfRemoved
    /// A new enum value, so a new case.
    case enumValueAdded
    /// An enum value is gone, and with it its case.
    case enumValueRemoved
    /// An enum value became deprecated.
    case enumValueDeprecated
    /// An enum value is no longer deprecated.
    case enumValueUndeprecated
    /// The values both schemas have come in another order, which reorders `allCases`;
    /// severity `orderOnly` when both sides have the same values.
    case enumValuesReordered
    /// A new input field: an init parameter, or a case of a `@oneOf` input's enum.
    case inputFieldAdded
    /// An input field is gone: its init parameter and property, or its `@oneOf` case.
    case inputFieldRemoved
    /// An input field's GraphQL type changed (nullability, list wrapping or named type), even
    /// where its Swift type stays the same.
    case inputFieldTypeChanged
    /// An input field gained a GraphQL default value.
    case inputFieldDefaultAdded
    /// An input field's GraphQL default value changed; `"""x"""` and `"x"` count as the same.
    case inputFieldDefaultChanged
    /// An input field lost its GraphQL default value.
    case inputFieldDefaultRemoved
    /// An input field became deprecated.
    case inputFieldDeprecated
    /// An input field is no longer deprecated.
    case inputFieldUndeprecated
    /// The fields both schemas have come in another order, which reorders the init's
    /// parameters; not reported when either side is `@oneOf`. Severity `orderOnly` when
    /// both sides have the same fields, each with the same type and default.
    case inputFieldsReordered
    /// The reason of a value or field that stays deprecated.
    case deprecationReasonChanged
    /// The GraphQL name is unchanged but its Swift name is not (a new clash, a rename).
    case swiftNameChanged
    /// The GraphQL default is unchanged but the init parameter's Swift default is not (the
    /// enum value it names was deprecated or undeprecated, or renamed in Swift).
    case swiftDefaultChanged
    /// A custom scalar's typealias stands for another Swift type: with a runtime that maps
    /// scalars by their `@specifiedBy` URL (`--runtime codable`), the URL changed.
    case scalarSwiftTypeChanged
    /// A description (or a custom scalar's `@specifiedBy` URL), so a doc comment.
    case descriptionChanged

    /// Lowercase words for reports: `enum value added`.
    package var title: String {
        switch self {
        case .typeAdded: return "type added"
        case .typeRemoved: return "type removed"
        case .oneOfAdded: return "@oneOf added"
        case .oneOfRemoved: return "@oneOf removed"
        case .enumValueAdded: return "enum value added"
        case .enumValueRemoved: return "enum value removed"
        case .enumValueDeprecated: return "enum value deprecated"
        case .enumValueUndeprecated: return "enum value undeprecated"
        case .enumValuesReordered: return "enum values reordered"
        case .inputFieldAdded: return "input field added"
        case .inputFieldRemoved: return "input field removed"
        case .inputFieldTypeChanged: return "input field type changed"
        case .inputFieldDefaultAdded: return "default added"
        case .inputFieldDefaultChanged: return "default changed"
        case .inputFieldDefaultRemoved: return "default removed"
        case .inputFieldDeprecated: return "input field deprecated"
        case .inputFieldUndeprecated: return "input field undeprecated"
        case .inputFieldsReordered: return "input fields reordered"
        case .deprecationReasonChanged: return "deprecation reason changed"
        case .swiftNameChanged: return "Swift name changed"
        case .swiftDefaultChanged: return "Swift default changed"
        case .scalarSwiftTypeChanged: return "scalar Swift type changed"
        case .descriptionChanged: return "description changed"
        }
    }

    /// Position in `allCases`, for sorting.
    var order: Int { ChangeKind.allCases.firstIndex(of: self) ?? 0 }
}

/// One change between two schemas, with its effect on the generated Swift code.
public struct SchemaChange: Sendable, Equatable {
    /// What changed; its raw value is the JSON report's `kind`.
    public var kind: ChangeKind
    /// The effect on code that uses the module; for some kinds it depends on the options
    /// (`futureProofEnums`, `nonExhaustiveEnums`, `accessLevel`, `nilFields`).
    public var severity: ChangeSeverity
    /// The GraphQL type changed (on the new side when it exists on both).
    public var typeName: String
    /// `enum`, `input object` or `scalar`.
    package var typeKind: TypeKind
    /// The enum value or input field changed; `nil` for a change to the type itself.
    public var member: String?
    /// The GraphQL side before and after, as text: a type (`[Int!]`), a default literal, a
    /// deprecation reason, a description, a Swift name. `nil` where there is none.
    package var oldValue: String?
    /// The side after the change, in the same terms as `oldValue`; `nil` where there is none
    /// (a removal, a `@oneOf` change).
    package var newValue: String?
    /// What changed, in GraphQL terms: ``Input field `AddTodoInput.due: DateTime` added (nullable)``.
    public var summary: String
    /// The generated Swift declaration affected, as it was before the change where it existed
    /// (`ChangeTodoStatusInput.init(id:status:)`, `TodoStatus.archived`, `TodoKey.slug(_:)`).
    package var swiftSymbol: String
    /// What happens to it: ``… gains parameter `priority: Priority` ``.
    public var swiftEffect: String
    /// Why the change has its severity, in one line.
    public var reason: String
    /// Where the change is in the new schema: the file of the member or type changed (for a
    /// removed member, of its type; `nil` for a removed type).
    package var newFile: String?
    /// The 1-based line in `newFile`; `nil` when `newFile` is.
    package var newLine: Int?

    /// The schema coordinate: `Type` or `Type.member`.
    package var coordinate: String { member.map { typeName + "." + $0 } ?? typeName }

    /// Whether reports list the change only when asked to (`--verbose`).
    package var isDescriptionOnly: Bool { kind == .descriptionChanged }
}
