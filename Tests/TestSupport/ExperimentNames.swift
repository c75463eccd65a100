// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
/// Every name the keyword experiment tries in every position. Any name not listed here is
/// assumed to behave like an ordinary identifier (`draft`, `userId`), which the experiment also
/// includes as controls.
enum ExperimentNames {
    /// Swift keywords and contextual keywords: the keyword table of swift-syntax (Swift 6.x,
    /// reserved and contextual words alike, including underscored attribute arguments), plus the
    /// words of newer proposals, so that the experiment decides rather than the list.
    static let keywords: [String] = [
        // reserved in declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // reserved in statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // reserved in expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
        // contextual
        "actor", "any", "associativity", "async", "attached", "autoclosure", "availability",
        "available", "before", "block", "consume", "convenience", "convention", "copy", "cType",
        "dependsOn", "deprecated", "derivative", "didSet", "differentiable", "discard",
        "distributed", "dynamic", "each", "escaping", "exclusivity", "exported", "file", "final",
        "freestanding", "get", "higherThan", "indirect", "infix", "inline", "introduced",
        "isolated", "kind", "lazy", "left", "line", "lowerThan", "macro", "message", "metadata",
        "module", "mutating", "noasync", "noDerivative", "noescape", "none", "nonmutating",
        "nonsending", "objc", "obsoleted", "of", "optional", "override", "package", "postfix",
        "precedence", "prefix", "Protocol", "reasync", "renamed", "required", "reverse", "right",
        "safe", "scoped", "sending", "Sendable", "set", "some", "sourceFile", "spi", "spiModule",
        "swift", "target", "then", "transpose", "Type", "unavailable", "unchecked", "unowned",
        "unsafe", "unsafeAddress", "unsafeMutableAddress", "using", "visibility", "weak",
        "willSet", "witness_method", "wrt", "yield",
        "addressWithNativeOwner", "addressWithOwner", "mutableAddressWithNativeOwner",
        "mutableAddressWithOwner", "assignment",
        // underscored
        "__consuming", "__owned", "__setter_access", "__shared", "_alignment", "_backDeploy",
        "_borrow", "_borrowing", "_BridgeObject", "_cdecl", "_Class", "_compilerInitialized",
        "_const", "_consuming", "_documentation", "_dynamicReplacement", "_effects", "_expose",
        "_forward", "_implements", "_linear", "_local", "_modify", "_move", "_mutate",
        "_mutating", "_NativeClass", "_NativeRefCountedObject", "_noMetadata", "_nonSendable",
        "_objcImplementation", "_objcRuntimeName", "_opaqueReturnTypeOf", "_optimize",
        "_originallyDefinedIn", "_PackageDescription", "_private", "_projectedValueProperty",
        "_read", "_RefCountedObject", "_resultDependsOn", "_resultDependsOnSelf", "_semantics",
        "_silgen_name", "_specialize", "_spi", "_spi_available", "_swift_native_objc_runtime_base",
        "_Trivial", "_TrivialAtMost", "_TrivialStride", "_typeEraser", "_unavailableFromAsync",
        "_underlyingVersion", "_UnknownLayout", "_version", "_yield",
        // `#` words without the `#`
        "assert", "colorLiteral", "column", "dsohandle", "elseif", "endif", "error",
        "externalMacro", "fileID", "fileLiteral", "filePath", "function", "imageLiteral",
        "isolation", "keyPath", "selector", "sourceLocation", "warning",
    ]

    /// `$` forms (never GraphQL names, but a user's chosen name could be one).
    static let dollarNames: [String] = ["$", "$0", "$1", "$value", "value$", "a$b"]

    /// Names of the generated API, of the protocols it conforms to, of the names the generated
    /// code uses unqualified (bindings, parameters) and of the modules it qualifies with.
    static let apiNames: [String] = [
        "description", "debugDescription", "rawValue", "RawValue", "allCases", "AllCases",
        "hashValue", "hash", "hashInto", "variableValue", "variableData", "__unknown", "unknown",
        "encode", "decode", "from", "to", "into", "value", "newValue", "oldValue", "decoder",
        "encoder", "hasher", "lhs", "rhs", "Element", "ID", "id", "CodingKeys", "customMirror",
        "Swift", "Relay", "SharedTypes", "NamingProbe",
        "String", "Int", "Bool", "Double", "Float", "Optional", "Array", "Decodable", "Encodable",
        "Hashable", "Equatable", "CustomStringConvertible", "CaseIterable", "RawRepresentable",
        "VariableValue", "VariableData", "VariableValueConvertible", "VariableDataConvertible",
        "ReadableScalar", "SelectorData", "Never", "Void", "Error",
    ]

    /// Ordinary names that must work bare everywhere (controls for the experiment itself).
    static let controls: [String] = [
        "draft", "userId", "SOME_VALUE", "some_value", "_not", "x", "X", "a1", "__typename",
        "typeName", "PostStatus", "zzOther_",
    ]

    static var all: [String] {
        var seen = Set<String>()
        return (keywords + dollarNames + apiNames + controls).filter { seen.insert($0).inserted }
    }
}
#endif
