import SharedTypesSupport

/// Notes for the generated types named like a public type of the runtime's module that app
/// files import beside the generated module (`RuntimeProfile.reservedTypeNames`, other than
/// the default runtime's, whose renames are warnings of the naming rules): GitHub's `enum
/// OperationType` with the codable runtime, whose apps import SwiftUIGraphQL. Such a type is
/// declared with `_` appended (`OperationType_`), unless `renames` names it, so that the bare
/// name keeps meaning the runtime's type; like `AppFrameworkClashNotes`, this is said when
/// files are written.
enum RuntimeTypeClashNotes {
    static func notes(for module: SwiftModule, options: GenerationOptions) -> [Diagnostic] {
        let profile = options.profile
        guard options.runtime != .default, !profile.reservedTypeNames.isEmpty else { return [] }
        var declared: [(kind: String, graphQLName: String, swiftName: String)] = []
        declared += module.enums.map { ("enum", $0.graphQLName, $0.name.name) }
        declared += module.inputObjects.map { ("input object", $0.graphQLName, $0.name.name) }
        declared += module.oneOfInputs.map { ("input object", $0.graphQLName, $0.name.name) }
        declared += module.scalarAliases.map { ("custom scalar", $0.graphQLName, $0.name.name) }
        let runtime = profile.reservedTypeNamesModule
        return declared
            .filter { profile.reservedTypeNames.contains($0.graphQLName) && options.renames[$0.graphQLName] == nil && $0.swiftName != $0.graphQLName }
            .map { type in
                .note("The \(type.kind) \"\(type.graphQLName)\" is declared as \"\(type.swiftName)\", so that \"\(type.graphQLName)\" in files that import \(runtime) and \(module.name) still means \(runtime)'s; choose another name with the configuration's \"renames\".")
            }
    }
}
