import GraphQLSchema
import SharedTypesCodegen

/// The Swift names, types and init defaults the generator gives one schema's types, looked up
/// by GraphQL name. Built by running the generator's own translation, so every name matches
/// the generated code for the same options (renames, case style, clash handling).
struct SwiftSymbolTable {
    private var typeNames: [String: String] = [:]
    /// Keyed by GraphQL type name, then GraphQL member name.
    private var enumCases: [String: [String: SwiftEnum.Case]] = [:]
    private var structFields: [String: [String: SwiftInputObject.Field]] = [:]
    private var oneOfCases: [String: [String: SwiftOneOfInput.Case]] = [:]
    /// `AddTodoInput.init(text:userId:)` per struct input.
    private var initializers: [String: String] = [:]
    /// The type each custom scalar's typealias stands for, by the typealias's Swift name.
    private var aliasTargets: [String: String] = [:]

    init(_ model: SchemaModel, options: GenerationOptions) {
        // Naming warnings belong to generation; the diff only needs the names.
        let module = Translator.translate(model, options: options).module
        for item in module.enums {
            enumCases[item.graphQLName] = Dictionary(item.cases.map { ($0.graphQLName, $0) }, uniquingKeysWith: { first, _ in first })
            typeNames[item.graphQLName] = item.name.source
        }
        for item in module.inputObjects {
            structFields[item.graphQLName] = Dictionary(item.fields.map { ($0.graphQLName, $0) }, uniquingKeysWith: { first, _ in first })
            typeNames[item.graphQLName] = item.name.source
            initializers[item.graphQLName] = item.name.source + ".init(" + item.fields.map { $0.name.argumentLabel + ":" }.joined() + ")"
        }
        for item in module.oneOfInputs {
            oneOfCases[item.graphQLName] = Dictionary(item.cases.map { ($0.graphQLName, $0) }, uniquingKeysWith: { first, _ in first })
            typeNames[item.graphQLName] = item.name.source
        }
        for item in module.scalarAliases {
            typeNames[item.graphQLName] = item.name.source
            aliasTargets[item.name.source] = item.type
        }
    }

    /// A Swift type with every custom scalar's typealias replaced by the type it stands for:
    /// `DateTime?` is `String?` when `DateTime` is a typealias of `String`.
    func resolvingAliases(_ swiftType: String) -> String {
        if aliasTargets.isEmpty { return swiftType }
        var result = ""
        var name = ""
        func flush() {
            result += aliasTargets[name] ?? name
            name = ""
        }
        for character in swiftType {
            if character.isLetter || character.isNumber || character == "_" || character == "`" || character == "." {
                name.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The type a custom scalar's typealias, named `swiftName`, stands for (`Foundation.URL`).
    func aliasTarget(_ swiftName: String) -> String? {
        aliasTargets[swiftName]
    }

    /// The Swift name of a generated type (`TodoStatus`).
    func typeName(_ graphQLName: String) -> String {
        typeNames[graphQLName] ?? graphQLName
    }

    // MARK: Enums

    /// The case of an enum value, without the leading dot (`archived`).
    func caseName(_ enumName: String, _ value: String) -> String {
        enumCases[enumName]?[value]?.name.source ?? value
    }

    /// `TodoStatus.archived`.
    func enumCase(_ enumName: String, _ value: String) -> String {
        typeName(enumName) + "." + caseName(enumName, value)
    }

    // MARK: Input objects

    /// The struct field generated for an input field (`nil` for a `@oneOf` input).
    func field(_ inputName: String, _ fieldName: String) -> SwiftInputObject.Field? {
        structFields[inputName]?[fieldName]
    }

    /// The enum case generated for a field of a `@oneOf` input.
    func oneOfCase(_ inputName: String, _ fieldName: String) -> SwiftOneOfInput.Case? {
        oneOfCases[inputName]?[fieldName]
    }

    /// The memberwise init with its argument labels: `AddTodoInput.init(text:userId:)`.
    func initializer(_ inputName: String) -> String {
        initializers[inputName] ?? typeName(inputName) + ".init()"
    }

    /// The Swift member for an input field: the property `AddTodoInput.text`, or for a
    /// `@oneOf` input the case `TodoKey.id(_:)`.
    func member(_ inputName: String, _ fieldName: String) -> String {
        if let item = oneOfCase(inputName, fieldName) {
            return typeName(inputName) + "." + item.name.source + "(_:)"
        }
        return typeName(inputName) + "." + (field(inputName, fieldName)?.name.source ?? fieldName)
    }

    /// The Swift name of an input field alone (property, parameter or case name).
    func memberName(_ inputName: String, _ fieldName: String) -> String {
        oneOfCase(inputName, fieldName)?.name.source ?? field(inputName, fieldName)?.name.source ?? fieldName
    }

    /// The parameter as declared in the init: `priority: Priority? = .normal`.
    func parameter(_ inputName: String, _ fieldName: String) -> String {
        guard let item = field(inputName, fieldName) else { return fieldName }
        return item.name.source + ": " + item.type + (item.defaultExpression.map { " = " + $0 } ?? "")
    }
}
