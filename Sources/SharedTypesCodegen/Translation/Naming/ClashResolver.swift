import GraphQLSchema

/// The clash resolution shared by members and types (see `SwiftNaming`).
struct ClashResolver {
    let kind: SwiftNameKind
    let graphQLNames: [String]
    let describe: (String) -> String
    let describeGroup: ([String]) -> String

    private(set) var identifiers: [SwiftIdentifier] = []
    var diagnostics: [NamingDiagnostic] = []
    private var moduleName: String?
    /// See `SwiftNaming.typeNames(_:moduleName:renames:qualifyingModules:keptFromApps:)`.
    var qualifyingModules: Set<String> = []
    /// See `SwiftNaming.typeNames(_:moduleName:renames:qualifyingModules:keptFromApps:)`.
    var keptFromApps: Set<String> = []
    /// The runtime whose generated members the names must not take.
    var runtime: GenerationOptions.Runtime = .default

    init(kind: SwiftNameKind, graphQLNames: [String], describe: @escaping (String) -> String,
         describeGroup: @escaping ([String]) -> String) {
        self.kind = kind
        self.graphQLNames = graphQLNames
        self.describe = describe
        self.describeGroup = describeGroup
    }

    /// The usable form of `name`: `_` appended while the rules (or the module name) forbid it.
    private func sanitize(_ name: String) -> (name: String, backticks: Bool, conflict: SwiftNameConflict?) {
        var current = name
        var firstConflict: SwiftNameConflict?
        while true {
            switch spelling(of: current) {
            case .bare: return (current, false, firstConflict)
            case .backticks: return (current, true, firstConflict)
            case .rename(let conflict):
                if firstConflict == nil { firstConflict = conflict }
                if current.utf8.first == UInt8(ascii: "$") {
                    // Appending never helps here. GraphQL names cannot start with `$` and such
                    // renames are rejected earlier, but keep the loop finite regardless.
                    current = "_" + String(current.dropFirst())
                } else {
                    current += "_"
                }
            }
        }
    }

    /// `sanitize(name)` for the member `graphQLName`, with `_` appended first when the name
    /// is kept from apps (no warning: `AppFrameworkClashNotes` says it once files are written).
    private func automaticName(_ name: String, of graphQLName: String) -> (name: String, backticks: Bool, conflict: SwiftNameConflict?) {
        let usable = sanitize(name)
        guard !keptFromApps.isEmpty, keptFromApps.contains(graphQLName), usable.conflict == nil else { return usable }
        return sanitize(name + "_")
    }

    private enum Origin {
        case renamed, automatic, fallback
    }

    mutating func run(renames: [String: String], style: (String) -> String, moduleName: String?) {
        self.moduleName = moduleName
        let count = graphQLNames.count
        var names = [String](repeating: "", count: count)
        var backticks = [Bool](repeating: false, count: count)
        var origins = [Origin](repeating: .automatic, count: count)

        // 1. Renames, then the automatic names.
        var renamedOwner: [String: Int] = [:]
        for index in 0..<count {
            let graphQLName = graphQLNames[index]
            if !renames.isEmpty, let chosen = renames[graphQLName] {
                let bare = SwiftIdentifier.strippingBackticks(chosen)
                if !SwiftIdentifier.isIdentifier(bare) {
                    diagnostics.append(NamingDiagnostic(.error,
                        "The Swift name \(SwiftNaming.quoted(chosen)) chosen for \(describe(graphQLName)) is not a Swift identifier."))
                } else if SchemaModel.isReservedName(bare) {
                    diagnostics.append(NamingDiagnostic(.error,
                        "The Swift name \(SwiftNaming.quoted(bare)) chosen for \(describe(graphQLName)) cannot be used: names beginning with \"__\" are reserved for the generated code's own declarations."))
                } else if case .rename(let conflict) = spelling(of: bare) {
                    diagnostics.append(NamingDiagnostic(.error,
                        "The Swift name \(SwiftNaming.quoted(bare)) chosen for \(describe(graphQLName)) cannot be used: \(conflict.explanation)."))
                } else if let other = renamedOwner[bare] {
                    diagnostics.append(NamingDiagnostic(.error,
                        "The Swift name \(SwiftNaming.quoted(bare)) is chosen for both \(describe(graphQLNames[other])) and \(SwiftNaming.quoted(graphQLName)); the latter is named automatically."))
                } else {
                    names[index] = bare
                    backticks[index] = spelling(of: bare) == .backticks
                    origins[index] = .renamed
                    renamedOwner[bare] = index
                    continue
                }
            }
            let styled = style(graphQLName)
            let usable = automaticName(styled, of: graphQLName)
            names[index] = usable.name
            backticks[index] = usable.backticks
            if let conflict = usable.conflict {
                diagnostics.append(renamedBecauseUnusable(graphQLName, styled: styled, named: usable.name, conflict: conflict))
            }
        }

        // 2. Groups of automatic names that clash with each other or with a rename.
        var clashes: [(name: String, members: [Int], heldBy: Int?)] = []
        for members in clashCandidates(names: names, origins: origins, renamedOwner: renamedOwner) {
            let name = names[members[0]]
            let heldBy = renamedOwner.isEmpty ? nil : renamedOwner[name]
            if members.count == 1 && heldBy == nil { continue }
            let keeper = heldBy == nil ? members.first { graphQLNames[$0] == name } : nil
            for index in members where index != keeper {
                let fallback = automaticName(graphQLNames[index], of: graphQLNames[index])
                names[index] = fallback.name
                backticks[index] = fallback.backticks
                origins[index] = .fallback
            }
            clashes.append((name, members, heldBy))
        }
        if clashes.isEmpty {
            identifiers = (0..<count).map { SwiftIdentifier(unchecked: names[$0], needsBackticks: backticks[$0]) }
            return
        }

        // 3. Fallbacks take their names in schema order; what is still taken gets a number.
        var taken = Set<String>()
        for index in 0..<count where origins[index] != .fallback { taken.insert(names[index]) }
        for index in 0..<count where origins[index] == .fallback {
            if taken.insert(names[index]).inserted { continue }
            let base = names[index]
            let separator = base.utf8.last == UInt8(ascii: "_") ? "" : "_"
            var number = 2
            while true {
                let candidate = base + separator + String(number)
                if !taken.contains(candidate) {
                    names[index] = candidate
                    // A number never ends in a keyword, but keep the spelling rule authoritative.
                    backticks[index] = spelling(of: candidate) == .backticks
                    taken.insert(candidate)
                    break
                }
                number += 1
            }
        }

        for clash in clashes {
            let renamedOthers = clash.members.filter { names[$0] != clash.name }
            let outcome = renamedOthers
                .map { "\(SwiftNaming.quoted(graphQLNames[$0])) is named \(SwiftNaming.quoted(names[$0]))" }
                .joined(separator: ", ")
            if let holder = clash.heldBy {
                let members = clash.members.map { graphQLNames[$0] }
                let subject = members.count == 1 ? "\(describe(members[0])) maps" : "\(describeGroup(members)) all map"
                diagnostics.append(NamingDiagnostic(.warning,
                    "\(subject) to Swift name \(SwiftNaming.quoted(clash.name)), which is chosen for \(SwiftNaming.quoted(graphQLNames[holder])); \(outcome)."))
            } else {
                let members = clash.members.map { graphQLNames[$0] }
                let verb = members.count == 2 ? "both map" : "all map"
                diagnostics.append(NamingDiagnostic(.warning,
                    "\(describeGroup(members)) \(verb) to Swift name \(SwiftNaming.quoted(clash.name)); \(outcome)."))
            }
        }

        identifiers = (0..<count).map { SwiftIdentifier(unchecked: names[$0], needsBackticks: backticks[$0]) }
    }

    private func renamedBecauseUnusable(_ graphQLName: String, styled: String, named name: String, conflict: SwiftNameConflict) -> NamingDiagnostic {
        NamingDiagnostic(.warning,
            "\(describe(graphQLName)) is named \(SwiftNaming.quoted(name)) in Swift because \(SwiftNaming.quoted(styled)) cannot be used: \(conflict.explanation).")
    }

    /// The groups of automatic names that may clash, in the order of their first members, each
    /// in schema order: the names that several members share, and the names chosen by a rename.
    private func clashCandidates(names: [String], origins: [Origin], renamedOwner: [String: Int]) -> [[Int]] {
        // Positions below are among the automatic names; `automatic` maps them to members
        // (`nil` when every member is named automatically, as without renames).
        var automatic: [Int]?
        if !renamedOwner.isEmpty {
            automatic = names.indices.filter { origins[$0] == .automatic }
        }
        let automaticNames = automatic.map { $0.map { names[$0] } } ?? names
        // For each name, the position of the first name equal to it.
        var firstPositions: [String: Int] = [:]
        let firstEqual = automaticNames.indices.map { position in
            if let earlier = firstPositions[automaticNames[position]] { return earlier }
            firstPositions[automaticNames[position]] = position
            return position
        }
        var isShared: [Bool]?
        for position in automaticNames.indices where firstEqual[position] != position {
            if isShared == nil { isShared = [Bool](repeating: false, count: automaticNames.count) }
            isShared?[firstEqual[position]] = true
        }
        if isShared == nil && renamedOwner.isEmpty { return [] }

        var groupOf = [Int](repeating: -1, count: automaticNames.count)
        var groups: [[Int]] = []
        for position in automaticNames.indices {
            let member = automatic?[position] ?? position
            let first = firstEqual[position]
            if first != position {
                groups[groupOf[first]].append(member)
            } else if isShared?[position] == true || (!renamedOwner.isEmpty && renamedOwner[automaticNames[position]] != nil) {
                groupOf[position] = groups.count
                groups.append([member])
            }
        }
        return groups
    }

    private func spelling(of name: String) -> SwiftNameSpelling {
        if kind == .typeName, let moduleName, name == moduleName { return .rename(.generatedModuleName) }
        if kind == .typeName, qualifyingModules.contains(name) { return .rename(.moduleQualifier) }
        return SwiftNameRules.spelling(of: name, as: kind, runtime: runtime)
    }
}
