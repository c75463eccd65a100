/// Input objects that contain themselves through non-null fields (`input I { next: I! }`):
/// no value of them can be built, so GraphQL forbids them ("at least one of the fields in the
/// chain of references must be either a nullable or a List type"). Found as graphql-js's
/// schema validation finds them: one depth-first walk over the non-null fields whose type
/// is an input object (not a list), each type entered once, reporting every field path that
/// leads back to a type on the current path.
enum NonNullInputCycles {
    /// One cycle: the fields that lead from a type back to it, each as (type position in
    /// `inputObjects`, field position in that type).
    typealias Cycle = [(type: Int, field: Int)]

    static func find(in inputObjects: [InputObjectType]) -> [Cycle] {
        var positions: [String: Int] = [:]
        for (position, type) in inputObjects.enumerated() where positions[type.name] == nil {
            positions[type.name] = position
        }
        // Per type and field: the input object a non-null field holds directly, if any.
        let targets: [[Int?]] = inputObjects.map { type in
            type.fields.map { field in
                guard case .nonNull(.named(let name)) = field.type else { return nil }
                return positions[name]
            }
        }
        var visited = [Bool](repeating: false, count: inputObjects.count)
        // Where each type on the current path entered it: its index in `path`.
        var pathIndex = [Int?](repeating: nil, count: inputObjects.count)
        var path: Cycle = []
        var cycles: [Cycle] = []
        // Explicit call stack (the next field to follow of each type entered), so that a long
        // chain of types cannot exhaust the thread's stack.
        var work: [(type: Int, field: Int)] = []

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
                    cycles.append(Array(path[start...]) + [(type, field)])
                } else if !visited[target] {
                    visited[target] = true
                    path.append((type, field))
                    pathIndex[target] = path.count
                    work.append((target, 0))
                }
            }
        }
        return cycles
    }
}
