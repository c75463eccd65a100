import SharedTypesCodegen
import SharedTypesSupport

/// Removes from one file written by the runtime's own generator (the runtime the manifest
/// records: its `RuntimeProfile.operationFiles`) the enums and input structs the shared module
/// provides, and imports the module after the runtime's import.
///
/// Only top-level `enum` and `struct` declarations whose name the manifest lists (as an enum
/// or input object) go, and the plugin's `typealias Name = EmptyVariables` for an input object
/// with no fields (the module declares a struct `Name`), each with the comments and attributes
/// directly above it and one blank line separating it from its neighbours, so the file reads
/// as if the plugin had never emitted them. Every other byte stays as it was. The import is
/// added only to a file that names a shared type: one a declaration was removed from, or
/// whose code mentions a type the manifest lists (by identifier token, outside comments and
/// strings). A file that already imports the module, or names none of its types, and declares
/// none of them is left exactly as it is, so pruning twice changes nothing.
package struct OperationFilePruner {
    /// One declaration removed from the file.
    package struct Removal {
        package var entry: Manifest.Entry
        package var declaration: TopLevelDeclaration
    }

    /// A file's new contents and what changed.
    package struct Pruned {
        package var contents: [UInt8]
        package var removals: [Removal]
        package var addsImport: Bool
        /// Copies that differ from the shared type, and types kept because the module names
        /// them differently.
        package var warnings: [Diagnostic]

        package var changes: Bool { addsImport || !removals.isEmpty }
    }

    package enum Outcome {
        /// The file does not start the way the generator's files do; it was not looked at.
        case notGenerated
        case pruned(Pruned)
        /// The file cannot be changed safely (it does not parse as far as pruning needs, or a
        /// listed type sits where removing it would touch other code); it must stay as it is.
        case unsafe(Diagnostic)
    }

    let module: String
    /// The files of the generator whose output is pruned.
    package let generator: RuntimeProfile.OperationFiles
    private let removable: [String: Manifest.Entry]
    /// GraphQL names the module gives another Swift name (a clash or a `renames` entry).
    private let renamed: [String: Manifest.Entry]
    /// The documents the module was generated from (`generate --documents`), as the manifest
    /// records them; nil when it holds every type of the schema.
    private let documents: [String]?
    /// The Swift names of the module's enums and input objects: an operation file that still
    /// names one of them after pruning needs the import.
    private let sharedTypeNames: Set<String>

    package init(manifest: Manifest) {
        module = manifest.module
        generator = manifest.runtime.profile.operationFiles
        var removable: [String: Manifest.Entry] = [:]
        var renamed: [String: Manifest.Entry] = [:]
        // The plugin names its copies by GraphQL name; a copy is the shared type only when the
        // module kept that name. (With renames, the shared `B` may be GraphQL `A`, while the
        // copy named `B` is GraphQL `B`, which the module calls something else.)
        for entry in manifest.entries where entry.kind != .scalar {
            if entry.graphQLName == entry.swiftName {
                removable[entry.graphQLName] = entry
            } else {
                renamed[entry.graphQLName] = entry
            }
        }
        self.removable = removable
        self.renamed = renamed
        documents = manifest.documents
        sharedTypeNames = Set(manifest.entries.filter { $0.kind != .scalar }.map(\.swiftName))
    }

    /// Prunes `file`; with `shared`, warns about removed copies whose API differs from the
    /// shared module's declaration.
    package func prune(_ file: SourceFile, comparingWith shared: SharedDeclarationIndex? = nil) -> Outcome {
        let bytes = file.bytes
        let isSchemaTypes = generator.isSchemaTypesFile(bytes)
        guard isSchemaTypes || generator.isOperationFile(bytes) else { return .notGenerated }
        func unsafe(_ reason: String, at offset: Int) -> Outcome {
            .unsafe(.error("cannot prune this file safely: \(reason); it was left unchanged", at: SourceLocation(file: file, offset: offset)))
        }
        let scanner: SwiftDeclarationScanner
        switch SwiftDeclarationScanner.scan(bytes) {
        case .failure(let failure): return unsafe(failure.message, at: failure.offset)
        case .success(let scanned): scanner = scanned
        }
        let tokens = scanner.tokens
        let declarations = scanner.topLevelDeclarations()
        let imports = declarations.filter { $0.kind == .importDeclaration && !$0.isConditional }
        let runtimeImport = imports.first { $0.name == generator.module }
        if runtimeImport == nil && !isSchemaTypes {
            return unsafe("it has no top-level `import \(generator.module)` to put `import \(module)` after", at: 0)
        }
        let importsModule = imports.contains { $0.name == module }

        var removals: [Removal] = []
        var warnings: [Diagnostic] = []
        var ranges: [Range<Int>] = []
        let lines = LineTable(bytes)
        for declaration in declarations where declaration.kind == .enumType || declaration.kind == .structType || Self.isFieldlessInput(declaration, in: scanner) {
            let nameOffset = tokens[declaration.nameToken].start
            guard let entry = removable[declaration.name], declaration.kind != .typeAlias || entry.kind == .inputObject else {
                if let entry = renamed[declaration.name] {
                    warnings.append(.warning("kept `\(declaration.name)`: \(module) names this type `\(entry.swiftName)`, so the operation code still needs its own copy", at: SourceLocation(file: file, offset: nameOffset)))
                } else if let documents, Self.isSchemaTypeCopy(declaration, in: scanner, bytes: bytes) {
                    warnings.append(.warning("kept `\(declaration.name)`: \(module) holds only the types its documents use (\(Self.listed(documents))), and none of them uses `\(declaration.name)`; "
                                             + "add the documents of this file's operations (--documents, or \"documents\" in gen-shared-types.json) and generate again", at: SourceLocation(file: file, offset: nameOffset)))
                }
                continue
            }
            if declaration.isConditional {
                return unsafe("`\(declaration.name)` is declared inside an `#if` block", at: nameOffset)
            }
            // The comments directly above (no blank line between) belong to the declaration.
            var first = declaration.firstToken
            var firstLine = tokens[first].line
            while first > 0, tokens[first - 1].isComment, tokens[first - 1].startsLine, tokens[first - 1].endLine + 1 == firstLine {
                first -= 1
                firstLine = tokens[first].line
            }
            guard tokens[first].startsLine else {
                return unsafe("`\(declaration.name)` starts on a line with other code", at: tokens[first].start)
            }
            // Only a comment may follow the closing brace on its line.
            var last = declaration.lastToken
            while last + 1 < tokens.count && tokens[last + 1].line == tokens[last].endLine {
                guard tokens[last + 1].isComment, tokens[last + 1].endLine == tokens[last + 1].line else {
                    return unsafe("`\(declaration.name)` ends on a line with other code", at: tokens[last + 1].start)
                }
                last += 1
            }
            ranges.append(lines.start(of: firstLine)..<lines.start(of: tokens[last].endLine + 1))
            removals.append(Removal(entry: entry, declaration: declaration))
            if let shared {
                warnings += compare(declaration, in: scanner, file: file, entry: entry, shared: shared)
            }
        }

        // Only a file that names a shared type needs the module: one that lost a declaration
        // (its operation code used the copy), or whose remaining code names a listed type.
        let namesSharedType = !removals.isEmpty || tokens.contains { token in
            token.kind == .identifier && sharedTypeNames.contains(Self.identifierName(bytes[token.start..<token.end]))
                && !ranges.contains { $0.contains(token.start) }
        }
        let insertion: (offset: Int, text: [UInt8])?
        if importsModule || (!namesSharedType && !isSchemaTypes) {
            insertion = nil
        } else if isSchemaTypes {
            // The schema-types file imports nothing: the marker and the import go first, for
            // the types the module does not provide (renamed ones) that use those it does.
            insertion = (0, generator.prunedSchemaTypesMarker + Array("\nimport \(module)\n".utf8) + (removals.count == declarations.count ? [] : [0x0A]))
        } else if let runtimeImport {
            // Before the line break that ends the runtime's `import` line, after
            // any comment on it, so the new line stays beside it even if a removal takes the
            // break that follows.
            var end = tokens[runtimeImport.lastToken].end
            var lastOnLine = runtimeImport.lastToken
            while lastOnLine + 1 < tokens.count && tokens[lastOnLine + 1].line == tokens[runtimeImport.lastToken].endLine {
                lastOnLine += 1
                end = tokens[lastOnLine].end
            }
            while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
            let lineBreak: [UInt8] = end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\r") && bytes[end + 1] == UInt8(ascii: "\n") ? [0x0D, 0x0A] : [0x0A]
            insertion = (end, lineBreak + Array("import \(module)".utf8))
        } else {
            insertion = nil
        }
        let blocks = Self.removalBlocks(ranges, in: bytes, lines: lines)
        let contents = Self.assemble(bytes, removing: blocks, inserting: insertion)
        return .pruned(Pruned(contents: contents, removals: removals, addsImport: insertion != nil, warnings: warnings))
    }

    /// An identifier token's name, without the backticks of an escaped one.
    static func identifierName(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        if slice.count >= 2, slice.first == UInt8(ascii: "`"), slice.last == UInt8(ascii: "`") {
            slice = slice.dropFirst().dropLast()
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// Whether `declaration` is a generator's copy of a schema type: an enum (the generators
    /// declare no other top-level enum), or a struct or typealias that conforms to or stands for
    /// the runtime's input protocol, as the generators' input copies do.
    static func isSchemaTypeCopy(_ declaration: TopLevelDeclaration, in scanner: SwiftDeclarationScanner, bytes: [UInt8]) -> Bool {
        switch declaration.kind {
        case .enumType:
            return true
        case .structType, .typeAlias:
            let tokens = scanner.tokens
            let end = declaration.bodyOpenToken ?? declaration.lastToken
            guard declaration.nameToken < end else { return false }
            let header = String(decoding: bytes[tokens[declaration.nameToken].end..<tokens[end].start], as: UTF8.self)
            return inputCopyMarkers.contains { header.contains($0) }
        default:
            return false
        }
    }

    /// `a.graphql, b.graphql` or `12 documents` for a long list.
    private static func listed(_ documents: [String]) -> String {
        documents.count <= 3 ? documents.joined(separator: ", ") : "\(documents.count) documents"
    }

    /// The words of a struct's or typealias's header that mark a generator's input copy, of
    /// every runtime (`RuntimeProfile.OperationFiles.inputCopyMarkers`).
    static let inputCopyMarkers: [String] = RuntimeProfile.all.flatMap(\.operationFiles.inputCopyMarkers)

    /// The aliased types, as words, of a generator's input object without fields
    /// (`public typealias Name = EmptyVariables`), bare or qualified, of every runtime.
    static let fieldlessInputAliases: [[String]] = RuntimeProfile.all.flatMap { profile -> [[String]] in
        guard let alias = profile.operationFiles.fieldlessInputAlias else { return [] }
        return [[alias], [profile.operationFiles.module, ".", alias]]
    }

    /// Whether `declaration` is a generator's input object without fields: a typealias of
    /// `fieldlessInputAliases`.
    static func isFieldlessInput(_ declaration: TopLevelDeclaration, in scanner: SwiftDeclarationScanner) -> Bool {
        guard declaration.kind == .typeAlias, let range = declaration.aliasedTypeTokens else { return false }
        let words = range.filter { !scanner.tokens[$0].isComment }.map { scanner.text($0) }
        return fieldlessInputAliases.contains(words)
    }

    private func compare(_ declaration: TopLevelDeclaration, in scanner: SwiftDeclarationScanner, file: SourceFile, entry: Manifest.Entry, shared: SharedDeclarationIndex) -> [Diagnostic] {
        let location = SourceLocation(file: file, offset: scanner.tokens[declaration.nameToken].start)
        switch shared.declaration(of: entry) {
        case .failure(let error):
            return [.warning("removed `\(declaration.name)` was not compared with \(module)'s declaration: \(error.message)", at: location)]
        case .success(let sharedDeclaration):
            var scalarTargets = shared.scalarTargets()
            // Scalars the generator's files name by its own typealias (SwiftUIGraphQL's `ID`).
            for (scalar, target) in generator.scalarAliases where scalarTargets[scalar] == nil { scalarTargets[scalar] = target }
            let differences = SharedTypeComparison.differences(removed: scanner, declaration, shared: sharedDeclaration, module: module, scalarTargets: scalarTargets)
            guard !differences.isEmpty else { return [] }
            return [.warning(
                "removed `\(declaration.name)` differs from \(module).\(entry.swiftName) in its API: \(differences.map(\.phrase).joined(separator: "; ")). \(SharedTypeComparison.hint(for: differences))",
                at: location,
                notes: [.note("\(module).\(entry.swiftName) is declared here", at: sharedDeclaration.location)]
            )]
        }
    }

    // MARK: - Byte ranges

    /// Groups removals that only blank lines separate, and widens each group by one blank
    /// line: the one after it, or else the one before it. A group that ends the file without a
    /// final line break also takes the line break before it, so the file still ends the way
    /// the plugin writes it.
    static func removalBlocks(_ ranges: [Range<Int>], in bytes: [UInt8], lines: LineTable) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let previous = merged.last, range.lowerBound <= previous.upperBound || isBlank(bytes[previous.upperBound..<range.lowerBound]) {
                merged[merged.count - 1] = previous.lowerBound..<max(previous.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged.map { block in
            var start = block.lowerBound
            var end = block.upperBound
            if end < bytes.count, lines.isBlankLine(startingAt: end, in: bytes) {
                return start..<lines.start(of: lines.line(containing: end) + 1)
            }
            let startLine = lines.line(containing: start)
            if startLine > 0, lines.isBlankLine(startingAt: lines.start(of: startLine - 1), in: bytes) {
                start = lines.start(of: startLine - 1)
            }
            if end == bytes.count, end > 0, bytes[end - 1] != UInt8(ascii: "\n"), bytes[end - 1] != UInt8(ascii: "\r"), start > 0 {
                start -= 1
                if bytes[start] == UInt8(ascii: "\n"), start > 0, bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
            }
            end = max(end, start)
            return start..<end
        }
    }

    /// `bytes` without `blocks` (sorted, disjoint), with `inserting` added at its offset.
    static func assemble(_ bytes: [UInt8], removing blocks: [Range<Int>], inserting: (offset: Int, text: [UInt8])?) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + (inserting?.text.count ?? 0))
        var cursor = 0
        var pending = inserting
        func copy(upTo end: Int) {
            if let insertion = pending, insertion.offset >= cursor, insertion.offset <= end {
                result += bytes[cursor..<insertion.offset]
                result += insertion.text
                cursor = insertion.offset
                pending = nil
            }
            result += bytes[cursor..<end]
            cursor = end
        }
        for block in blocks {
            copy(upTo: block.lowerBound)
            cursor = block.upperBound
        }
        copy(upTo: bytes.count)
        return result
    }

    private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
}

/// Where each line of a file starts; lines end as `SwiftTokenizer` counts them (`\n`, `\r\n`
/// or a lone `\r`).
struct LineTable {
    private let starts: [Int]
    private let count: Int

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
        self.count = bytes.count
    }

    /// The offset at which 0-based `line` starts; the end of the file past the last line.
    func start(of line: Int) -> Int {
        line < starts.count ? starts[line] : count
    }

    /// The 0-based line that holds `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether the line starting at `offset` holds nothing but spaces and tabs (and is not
    /// the empty remainder after a final line break).
    func isBlankLine(startingAt offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset < bytes.count else { return false }
        var index = offset
        while index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
        return index == bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
    }
}
