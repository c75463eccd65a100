// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
@testable import GraphQLSchema

/// The object, interface and union types and the root types of a model as lines of text
/// (`object Query`, `  field node: Node`, `    arg id: ID!`, `  implements Node`,
/// `  member User`, then `roots query=Query mutation=- subscription=-`), for comparing what
/// two readers built. Locations are left out.
enum CompositeTypesText {
    /// With `ignoringOrder`, fields, arguments, interfaces and members are sorted by name:
    /// for two copies of a schema printed by tools that order them differently.
    static func of(_ model: SchemaModel, ignoringOrder: Bool = false) -> String {
        func ordered<T>(_ items: [T], by name: (T) -> String) -> [T] {
            ignoringOrder ? items.sorted { name($0).utf8Precedes(name($1)) } : items
        }
        var lines: [String] = []
        for type in model.compositeTypes {
            lines.append("\(type.kind.keyword) \(type.name)")
            for interface in ordered(type.interfaces, by: { $0 }) { lines.append("  implements \(interface)") }
            for field in ordered(type.fields, by: \.name) {
                let deprecation = field.deprecationReason.map { " @deprecated(\(Value.string($0, block: false).graphQLLiteral))" } ?? ""
                lines.append("  field \(field.name): \(field.type.graphQLString)\(deprecation)")
                for argument in ordered(field.arguments, by: \.name) {
                    let defaultValue = argument.defaultValue.map { " = \($0.graphQLLiteral)" } ?? ""
                    lines.append("    arg \(argument.name): \(argument.type.graphQLString)\(defaultValue)")
                }
            }
            for member in ordered(type.members, by: { $0 }) { lines.append("  member \(member)") }
        }
        let roots = model.rootOperationTypes
        lines.append("roots query=\(roots.query ?? "-") mutation=\(roots.mutation ?? "-") subscription=\(roots.subscription ?? "-")")
        return lines.joined(separator: "\n") + "\n"
    }
}
#endif
