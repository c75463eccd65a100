// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
@testable import SharedTypesCodegen

extension WideTypeLayout {
    /// Puts every input object of more than one field and every enum of more than one value
    /// through the wide shapes, with parts of two, so that small schemas (the kitchen sink)
    /// exercise them: several parts, a shorter last part, a part of one.
    static let everyTypeWide = WideTypeLayout(inputFieldLimit: 1, inputPartSize: 2, enumValueLimit: 1, enumPartSize: 2)
}
#endif
