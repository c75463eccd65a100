import SharedTypesSupport

/// The checks that need every definition: fragment cycles and undefined variables.
extension DocumentResolver {

    /// `Cannot spread fragment "A" within itself via "B", "C".`, once per cycle, found by an
    /// iterative depth-first walk of the spreads.
    mutating func reportFragmentCycles(_ fragments: [String: FragmentFacts], order: [String]) {
        var state: [String: Int] = [:] // 1: on the current path, 2: done
        for start in order where state[start] == nil {
            var path: [(name: String, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = path.last {
                let spreads = fragments[top.name]?.spreads ?? []
                if top.next >= spreads.count {
                    state[top.name] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = spreads[top.next]
                guard fragments[target] != nil else { continue }
                switch state[target] {
                case nil:
                    state[target] = 1
                    path.append((target, 0))
                case 1?:
                    guard let cycleStart = path.firstIndex(where: { $0.name == target }),
                          let facts = fragments[target] else { continue }
                    let via = path[(cycleStart + 1)...].map { "\"\($0.name)\"" }
                    let message = via.isEmpty
                        ? "Cannot spread fragment \"\(target)\" within itself."
                        : "Cannot spread fragment \"\(target)\" within itself via \(via.joined(separator: ", "))."
                    let definitionLocation = SourceLocation(file: facts.file, offset: facts.node.offset)
                    let diagnostic = Diagnostic.error(message, at: SourceLocation(file: facts.file, offset: facts.node.name.offset))
                    result.diagnostics.append(diagnostic)
                    result.problems.append(Problem(definition: "fragment \(target)", definitionLocation: definitionLocation, diagnostic: diagnostic))
                default:
                    continue
                }
            }
        }
    }

    /// `Variable "$x" is not defined by operation "Q".`: every variable the operation uses,
    /// directly or through the fragments it spreads (their own `@argumentDefinitions` aside),
    /// must be one of its variables.
    mutating func reportUndefinedVariables(_ operation: OperationDefinitionNode, file: SourceFile,
                                                   usages: [(name: String, offset: Int)], spreads: [String],
                                                   fragments: [String: FragmentFacts]) {
        let defined = Set(operation.variables.map(\.name.value))
        var reported: Set<String> = []
        let operationLabel = Self.label(of: operation)
        let definitionLocation = SourceLocation(file: file, offset: operation.offset)
        func report(_ name: String, at location: SourceLocation, resolver: inout DocumentResolver) {
            guard !defined.contains(name), reported.insert(name).inserted else { return }
            let message = operation.name.map { "Variable \"$\(name)\" is not defined by operation \"\($0.value)\"." } ?? "Variable \"$\(name)\" is not defined."
            let diagnostic = Diagnostic.error(message, at: location)
            resolver.result.diagnostics.append(diagnostic)
            resolver.result.problems.append(Problem(definition: operationLabel, definitionLocation: definitionLocation, diagnostic: diagnostic))
        }
        for usage in usages { report(usage.name, at: SourceLocation(file: file, offset: usage.offset), resolver: &self) }
        var seen: Set<String> = []
        var queue = spreads
        var index = 0
        while index < queue.count {
            let name = queue[index]
            index += 1
            guard seen.insert(name).inserted, let facts = fragments[name] else { continue }
            for usage in facts.globalVariables {
                report(usage.name, at: SourceLocation(file: facts.file, offset: usage.offset), resolver: &self)
            }
            queue.append(contentsOf: facts.spreads)
        }
    }

}
