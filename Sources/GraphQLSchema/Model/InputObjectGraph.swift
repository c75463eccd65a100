/// The input objects as a graph whose edges are fields, for the checks that follow fields
/// from type to type (`RecursionDetector`, `NonNullInputCycles`).
package enum InputObjectGraph {
    /// Per input object and field: the position in `inputObjects` of the input object the
    /// field holds, when `follows` accepts the field's type reference (a type defined twice
    /// counts at its first place); nil for fields of other types, or not followed.
    package static func fieldTargets(_ inputObjects: [InputObjectType], follows: (TypeReference) -> Bool) -> [[Int?]] {
        var positions: [String: Int] = [:]
        for (position, type) in inputObjects.enumerated() where positions[type.name] == nil {
            positions[type.name] = position
        }
        return inputObjects.map { type in
            type.fields.map { follows($0.type) ? positions[$0.type.namedType] : nil }
        }
    }
}
