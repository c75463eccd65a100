import GraphQLSchema

/// Finds the input-object fields that must be stored indirectly: a Swift struct cannot
/// contain itself, so every field that stays inside a cycle of input objects (without
/// passing through a list, which already stores its elements on the heap) is boxed.
///
/// Cycles are the strongly connected components of the graph whose edges are such fields
/// (Tarjan's algorithm, iterative so that long chains cannot exhaust the stack).
enum RecursionDetector {
    /// Returns `type name → names of its fields to box`.
    static func fieldsNeedingIndirection(in inputObjects: [InputObjectType]) -> [String: Set<String>] {
        // Per input object and field: the input object the field holds directly (not through a
        // list), if any.
        let targets = InputObjectGraph.fieldTargets(inputObjects, follows: holdsDirectly)
        let component = stronglyConnectedComponents(nodeCount: inputObjects.count, edges: targets.map { $0.compactMap { $0 } })
        var componentSize = [Int](repeating: 0, count: inputObjects.count)
        for id in component { componentSize[id] += 1 }

        var result: [String: Set<String>] = [:]
        for (position, type) in inputObjects.enumerated() {
            for (field, target) in zip(type.fields, targets[position]) {
                guard let target, component[target] == component[position] else { continue }
                // Same component: either a self-reference or part of a larger cycle.
                if target == position || componentSize[component[position]] > 1 {
                    result[type.name, default: []].insert(field.name)
                }
            }
        }
        return result
    }

    /// A list stores its elements out of line; anything else (optional or not) is inline.
    private static func holdsDirectly(_ type: TypeReference) -> Bool {
        switch type {
        case .named: return true
        case .nonNull(let inner): return holdsDirectly(inner)
        case .list: return false
        }
    }

    /// The component id of every node.
    static func stronglyConnectedComponents(nodeCount: Int, edges: [[Int]]) -> [Int] {
        var indexOf = [Int](repeating: -1, count: nodeCount)
        var lowLink = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var component = [Int](repeating: -1, count: nodeCount)
        var stack: [Int] = []
        var nextIndex = 0
        var nextComponent = 0
        // Explicit call stack: (node, position of the next edge to visit).
        var work: [(node: Int, edge: Int)] = []

        for root in 0..<nodeCount where indexOf[root] == -1 {
            work.append((root, 0))
            while let (node, edge) = work.last {
                if edge == 0 && indexOf[node] == -1 {
                    indexOf[node] = nextIndex
                    lowLink[node] = nextIndex
                    nextIndex += 1
                    stack.append(node)
                    onStack[node] = true
                }
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if indexOf[next] == -1 {
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], indexOf[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == indexOf[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = nextComponent
                        if member == node { break }
                    }
                    nextComponent += 1
                }
            }
        }
        return component
    }
}
