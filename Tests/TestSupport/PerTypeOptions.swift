// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
@testable import SharedTypesCodegen

extension GenerationOptions {
    /// Options for `moduleName` with a file per type (`--type-files per-type`), for the tests
    /// that find a type's file by its name and are about something else than the layout.
    static func perType(moduleName: String) -> GenerationOptions {
        var options = GenerationOptions(moduleName: moduleName)
        options.typeFiles = .perType
        return options
    }
}
#endif
