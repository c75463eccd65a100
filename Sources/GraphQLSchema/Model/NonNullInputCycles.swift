/// Input objects that contain themselves through non-null fields (`input I { next: I! }`):
/// no value of them can be built, so GraphQL forbids them ("at least one of the fields in the
/// chain of references must be either a nullable or a List type"). Found as graphql-js's
/// schema validation finds them: one depth-first walk over the non-null fields whose type
/// is an input object (not a list), each type entered once, reporting every field path that
/// leads back to a type on the current path.
enum NonNullInputCycles {
    /// A field, as its type's position in `inputObjects` and its position in that type.
    typealias Step = (type: Int, field: Int)

    /// One cycle: the fields that lead from a type back to it.
    struct Cycle {
        /// The first fields of the cycle, in order (at most `stepsKept` of them).
        var steps: [Step]
        /// How many fields the cycle has.
        var length: Int
    }

    /// The cycles found, the first `maxCycles` of them with their first `stepsKept` fields,
    /// and how many there are in all. A hostile schema (thousands of types, each with a
    /// non-null field of every other) has millions of cycles, each thousands of fields long:
    /// the walk stays linear in the schema's size, and so does what it keeps.
    static func find(in inputObjects: [InputObjectType], maxCycles: Int, stepsKept: Int) -> (cycles: [Cycle], count: Int) {
        // Per type and field: the input object a non-null field holds directly, if any.
        let targets = InputObjectGraph.fieldTargets(inputObjects) { type in
            if case .nonNull(.named) = type { return true }
            return false
        }
        var visited = [Bool](repeating: false, count: inputObjects.count)
        // Where each type on the current path entered it: its index in `path`.
        var pathIndex = [Int?](repeating: nil, count: inputObjects.count)
        var path: [Step] = []
        var cycles: [Cycle] = []
        var count = 0
        // Explicit call stack (the next field to follow of each type entered), so that a long
        // chain of types cannot exhaust the thread's stack.
        var work: [Step] = []

        for root in inputObjects.indices where !visited[root] {
            visited[root] = true
            pathIndex[root] = 0
            work.append((root, 0))
            while let (type, field) = work.last {
                guard field < targets[type].count else {
                    // Every field followed: leave the type, and the field that led to it.
                    work.removeLast()
                    pathIndex[type] = nil
                    if !path.isEmpty { path.removeLast() }
                    continue
                }
                work[work.count - 1].field += 1
                guard let target = targets[type][field] else { continue }
                if let start = pathIndex[target] {
                    count += 1
                    guard cycles.count < maxCycles else { continue }
                    let length = path.count - start + 1
                    var steps = Array(path[start..<min(path.count, start + stepsKept)])
                    if steps.count < stepsKept { steps.append((type, field)) }
                    cycles.append(Cycle(steps: steps, length: length))
                } else if !visited[target] {
                    visited[target] = true
                    path.append((type, field))
                    pathIndex[target] = path.count
                    work.append((target, 0))
                }
            }
        }
        return (cycles, count)
    }
}
