import SharedTypesSupport

/// Notes for the generated types whose names app files also take from the standard library,
/// Foundation or SwiftUI (`SwiftNameRules.appFrameworkClash`). A custom scalar of such a name
/// (GitHub's `scalar Date`) is declared with `_` appended (`Date_`), so that files importing
/// Foundation and the module keep `Date` for Foundation's; an enum or input object keeps its
/// name, because the runtime's operation files name it, and then `Color` is ambiguous in files that
/// import SwiftUI and the module. The module compiles either way, so this is said once, when
/// files are written, and not repeated by later runs that find them up to date. The notes name
/// the type rather than point into the schema.
enum AppFrameworkClashNotes {
    static func notes(for module: SwiftModule) -> [Diagnostic] {
        var declared: [(kind: String, swiftName: String, aliasTarget: String?)] = []
        declared += module.enums.map { ("enum", $0.name.name, nil) }
        declared += module.inputObjects.map { ("input object", $0.name.name, nil) }
        declared += module.oneOfInputs.map { ("input object", $0.name.name, nil) }
        declared += module.scalarAliases.map { ("custom scalar", $0.name.name, $0.type) }
        var notes: [Diagnostic] = []
        for type in declared {
            guard let framework = SwiftNameRules.appFrameworkClash(swiftName: type.swiftName, aliasTarget: type.aliasTarget) else { continue }
            let name = type.swiftName
            let message = framework == "Swift"
                ? "The \(type.kind) \"\(name)\" is also a standard-library type: in files that import \(module.name), \"\(name)\" names the generated one; rename it with the configuration's \"renames\" if they need the standard library's."
                : "The \(type.kind) \"\(name)\" is also a \(framework) type: files that import both \(framework) and \(module.name) must write \"\(framework).\(name)\" or \"\(module.name).\(name)\"; a rename in the configuration's \"renames\" avoids it."
            notes.append(.note(message))
        }
        for scalar in module.scalarAliases {
            guard let framework = scalar.keptFromFramework else { continue }
            let files = framework == "Swift" ? "files that import \(module.name)" : "files that import \(framework) and \(module.name)"
            let owner = framework == "Swift" ? "the standard library" : framework
            notes.append(.note("The custom scalar \"\(scalar.graphQLName)\" is declared as \"\(scalar.name.name)\", so that \"\(scalar.graphQLName)\" in \(files) still means \(owner)'s; choose another name with the configuration's \"renames\"."))
        }
        return notes
    }
}
