/// `shared-types.json`: what the generated module provides, for operation-level generators
/// ("skip every type listed here and `import <module>`"). Written last, after every other
/// file, so a manifest on disk always describes complete output.
public struct Manifest: Sendable {
    /// The manifest's file name. In every layout the manifest is at the top of the output
    /// folder, never under `Sources/<module>/`.
    public static let fileName = "shared-types.json"
    /// The `format` number written into every manifest; `read(_:)` rejects a manifest with
    /// any other.
    public static let formatVersion = 1

    /// One type the generated module provides: the GraphQL type and its Swift declaration.
    public struct Entry: Sendable, Equatable {
        /// What kind of GraphQL type an entry is; the raw values are the manifest's `kind`
        /// strings.
        public enum Kind: String, Sendable {
            /// A GraphQL enum, generated as a Swift enum in a file of its own.
            case enumType = "enum"
            /// A GraphQL input object, generated as a struct (an enum when it is `@oneOf`) in
            /// a file of its own.
            case inputObject = "input object"
            /// A custom scalar, generated as a `typealias`; all of them share one file.
            case scalar
        }

        /// The type's name in the schema.
        public var graphQLName: String
        /// Whether the type is an enum, an input object or a custom scalar.
        public var kind: Kind
        /// The name of the generated Swift declaration. It differs from `graphQLName` after a
        /// rename, or with `_` appended to a name Swift cannot use or equal to the module's.
        public var swiftName: String
        /// Relative to the output folder.
        public var file: String
    }

    /// The name of the generated Swift module, the `<module>` that operation code imports.
    public var module: String
    /// See `OutputFingerprint.model`.
    public var fingerprint: String = ""
    /// See `OutputFingerprint.input`; recorded only by runs that reported no diagnostics, so
    /// that a run which skips reading has no warnings to repeat.
    public var inputFingerprint: String?
    /// One entry per type of the module. A generated manifest lists them sorted by GraphQL name
    /// (UTF-8 byte order); `read(_:)` keeps the file's order.
    public var entries: [Entry]

    /// The manifest's text before its list of files: all that the files do not decide, so that
    /// it can be written while they are rendered. Its storage has room for that list too
    /// (about one file per type), which `draft(header:paths:)` appends.
    ///
    /// Written straight into bytes, in the layout `JSONWriter(indent: 2, sortKeys: false)`
    /// gives: building and writing a `JSONOutput` tree of its ~1,200 small objects cost about
    /// 2M instructions more for GitHub's schema.
    func header() -> [UInt8] {
        var writer = ManifestLayout(capacity: Self.estimatedSize(of: entries))
        writer.open("{")
        writer.member("generator", "gen-shared-types", level: 1)
        writer.member("version", GenSharedTypes.version, level: 1)
        writer.member("format", number: Manifest.formatVersion, level: 1)
        writer.member("module", module, level: 1)
        writer.member("fingerprint", fingerprint, level: 1)
        if let inputFingerprint { writer.member("input", inputFingerprint, level: 1) }
        writer.array("types", entries, level: 1) { writer, entry in
            writer.member("graphQLName", entry.graphQLName, level: 3)
            writer.member("kind", entry.kind.rawValue, level: 3)
            writer.member("swiftName", entry.swiftName, level: 3)
            writer.member("file", entry.file, level: 3)
        }
        return writer.out
    }

    /// Room for the whole manifest of `entries`: each type's members, and a file per type with
    /// its path and hash. Too little would mean copying the manifest while the output waits for
    /// it, once every other file is written.
    private static func estimatedSize(of entries: [Entry]) -> Int {
        // Per type: the keys, quotes, indentation and kind (~110 bytes), and in the list of
        // files the keys and a 16-digit hash (~70 bytes) beside the path.
        var size = 512
        for entry in entries {
            size += 180 + entry.graphQLName.utf8.count + entry.swiftName.utf8.count + 2 * entry.file.utf8.count
        }
        return size
    }

    /// The manifest laid out as far as it can be before the files are rendered: `header`
    /// (taken over, so the list is appended in the room it reserved), then the list of the
    /// files at `paths`, each with a blank slot for the hash of its contents, and the checksum's
    /// hash of the bytes before the first slot. `file(_:hashes:)` completes it, so that only
    /// the hashes and the rest of the checksum are left for the end of the run.
    static func draft(header: consuming [UInt8], paths: [String]) -> Draft {
        var writer = ManifestLayout(out: consume header, afterFirstMember: true)
        var slots: [Int] = []
        slots.reserveCapacity(paths.count)
        writer.array("files", paths, level: 1) { writer, path in
            writer.member("path", path, level: 3)
            writer.member("hash", Draft.blankHash, level: 3)
            slots.append(writer.out.count - 1 - Draft.hashLength) // before the closing quote
        }
        // Hashed in whole words, so that the rest continues the same hash (`ContentHash`).
        let hashedCount = (slots.first ?? writer.out.count) / 8 * 8
        var prefix = ContentHash()
        writer.out.withUnsafeBytes { prefix.update(UnsafeRawBufferPointer(rebasing: $0[..<hashedCount])) }
        return Draft(layout: writer, hashSlots: slots, prefix: prefix, hashedCount: hashedCount)
    }

    /// A manifest laid out but for its files' hashes and its checksum (see `draft`).
    struct Draft: Sendable {
        static let hashLength = ContentHash.hexLength
        static let blankHash = String(repeating: "0", count: hashLength)

        fileprivate var layout: ManifestLayout
        /// Where each file's hash goes, in the order of the paths.
        fileprivate var hashSlots: [Int]
        /// The checksum's hash of `layout.out[..<hashedCount]`.
        fileprivate var prefix: ContentHash
        fileprivate var hashedCount: Int
    }

    /// The manifest file: `draft` with `hashes`, the `ContentHash` of each file's contents in
    /// the order of its paths, so that a re-run can tell the output is intact without
    /// regenerating it; and the checksum of everything before it.
    static func file(_ draft: consuming Draft, hashes: [String]) -> GeneratedFile {
        var draft = draft
        var writer = draft.layout
        // The draft lets go of the bytes, so that filling them in does not copy them first.
        draft.layout = ManifestLayout(capacity: 0)
        // Both lists come from the renderer's jobs, in their order; a hash per slot.
        precondition(hashes.count == draft.hashSlots.count, "Manifest.file: \(hashes.count) hashes for \(draft.hashSlots.count) files")
        writer.out.withUnsafeMutableBufferPointer { out in
            for (slot, hash) in zip(draft.hashSlots, hashes) {
                var hash = hash
                hash.withUTF8 { digits in
                    precondition(digits.count == Draft.hashLength, "Manifest.file: a hash that is not ContentHash.hex")
                    for position in 0..<Draft.hashLength { out[slot + position] = digits[position] }
                }
            }
        }
        var checksum = draft.prefix
        writer.out.withUnsafeBytes { checksum.update(UnsafeRawBufferPointer(rebasing: $0[draft.hashedCount...])) }
        writer.member("checksum", checksum.hex, level: 1)
        writer.close("}", level: 0)
        writer.out.append(0x0A)
        return GeneratedFile(path: Manifest.fileName, contents: writer.out)
    }

    /// How a manifest written by this tool begins; `OutputWriter` recognises it by this.
    static let marker = "{\n  \"generator\": \"gen-shared-types\""
    /// `marker` as a checkout that turns line ends into CRLF (`core.autocrlf`, `eol=crlf`)
    /// has it: still this tool's manifest, which the next run rewrites.
    static let markerWithCRLF = "{\r\n  \"generator\": \"gen-shared-types\""

    /// What a manifest on disk records about the output it describes.
    struct Record {
        var fingerprint: String
        var inputFingerprint: String?
        var files: [(path: String, hash: String)]
        /// How many types of each kind the module holds (for the summary line).
        var typeCounts: [Entry.Kind: Int] = [:]
    }

    /// Reads the manifest in `directory`; nil when there is none or it is not one of ours
    /// (the caller then regenerates, which repairs it).
    static func readRecord(in directory: String) -> Record? {
        let path = directory + "/" + fileName
        guard case .success(let bytes) = FileSystem.readRegularFile(path, maxSize: 64 * 1024 * 1024),
              OutputWriter.isGenerated(bytes),
              let root = try? JSONReader.parse(SourceFile(path: path, bytes: bytes)),
              hasValidChecksum(bytes, recorded: root["checksum"]?.stringValue),
              let fingerprint = root["fingerprint"]?.stringValue,
              let files = root["files"]?.arrayValue else { return nil }
        var record = Record(fingerprint: fingerprint, inputFingerprint: root["input"]?.stringValue, files: [])
        for type in root["types"]?.arrayValue ?? [] {
            guard let kind = type["kind"]?.stringValue.flatMap(Entry.Kind.init(rawValue:)) else { return nil }
            record.typeCounts[kind, default: 0] += 1
        }
        for file in files {
            guard let filePath = file["path"]?.stringValue, let hash = file["hash"]?.stringValue else { return nil }
            record.files.append((filePath, hash))
        }
        return record
    }

    /// Whether the manifest `bytes` end with the `checksum` member this tool writes and it is
    /// the hash of everything before it. A manifest edited by hand or merged by `git` (one
    /// side's entries kept, another's lost) fails this, so the run regenerates instead of
    /// trusting its lists.
    private static func hasValidChecksum(_ bytes: [UInt8], recorded: String?) -> Bool {
        guard let recorded else { return false }
        let member = Array(",\n  \"checksum\": \"".utf8)
        guard bytes.count > member.count else { return false }
        var start = bytes.count - member.count
        while start >= 0 {
            if bytes[start] == member[0] && bytes[start..<(start + member.count)].elementsEqual(member) {
                return ContentHash.of(Array(bytes[..<start])) == recorded
            }
            start -= 1
        }
        return false
    }

    /// `record`, read from the manifest in `directory`, if the output there is exactly what
    /// this run would write: its `fingerprint` (or `inputFingerprint`) matches and every file
    /// it lists is on disk, unedited, with no other generated file beside them.
    static func currentOutput(_ record: Record, in directory: String, fingerprint: String? = nil, inputFingerprint: String? = nil) -> Record? {
        guard fingerprint == nil || record.fingerprint == fingerprint,
              inputFingerprint == nil || record.inputFingerprint == inputFingerprint else { return nil }
        // A generated file the manifest does not list (left by another branch's run, say) is
        // stale: the full run removes it.
        var known = Set(record.files.map(\.path))
        known.insert(fileName)
        var diagnostics = DiagnosticBag()
        let others = OutputWriter(directory: directory).generatedFiles(skipping: known, diagnostics: &diagnostics)
        guard others.isEmpty, !diagnostics.hasErrors else { return nil }
        for file in record.files {
            guard case .success(let bytes) = FileSystem.readRegularFile(directory + "/" + file.path, maxSize: 64 * 1024 * 1024),
                  ContentHash.of(bytes) == file.hash else { return nil }
        }
        return record
    }
}

/// Writes the manifest's members one by one: each member starts on a new line, after a comma
/// unless it is the first in its object or array. Everything is appended as bytes from
/// contiguous storage (appending a `String`'s UTF-8 view goes element by element).
private struct ManifestLayout: Sendable {
    var out: [UInt8]
    /// Whether the innermost open object or array has no member yet.
    private var isFirst = true

    /// `afterFirstMember`: `out` already holds the first member of the innermost open object.
    init(out: consuming [UInt8], afterFirstMember: Bool = false) {
        self.out = out
        isFirst = !afterFirstMember
    }

    /// An empty layout with room for `capacity` bytes (made here, so that no other reference
    /// to the buffer makes the first append copy it).
    init(capacity: Int) {
        out = []
        out.reserveCapacity(capacity)
    }

    mutating func open(_ bracket: Unicode.Scalar) {
        out.append(UInt8(ascii: bracket))
        isFirst = true
    }

    mutating func close(_ bracket: Unicode.Scalar, level: Int) {
        out.append(contentsOf: Self.newlines[level])
        out.append(UInt8(ascii: bracket))
        isFirst = false
    }

    mutating func member(_ key: StaticString, _ value: String, level: Int) {
        startMember(key, level: level)
        JSONWriter.appendQuoted(value, to: &out)
    }

    mutating func member(_ key: StaticString, number: Int, level: Int) {
        startMember(key, level: level)
        out.append(contentsOf: Array(String(number).utf8))
    }

    /// `"key": [ {...}, ... ]`, each element an object whose members `body` writes at
    /// `level + 2`; `[]` when there are none.
    mutating func array<Element>(_ key: StaticString, _ elements: [Element], level: Int, body: (inout ManifestLayout, Element) -> Void) {
        startMember(key, level: level)
        if elements.isEmpty {
            out.append(UInt8(ascii: "["))
            out.append(UInt8(ascii: "]"))
            return
        }
        open("[")
        for element in elements {
            separate(level: level + 1)
            open("{")
            body(&self, element)
            close("}", level: level + 1)
        }
        close("]", level: level)
    }

    private mutating func startMember(_ key: StaticString, level: Int) {
        separate(level: level)
        out.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { out.append(contentsOf: $0) } // keys need no escaping
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
    }

    private mutating func separate(level: Int) {
        out.append(contentsOf: isFirst ? Self.newlines[level] : Self.commaNewlines[level])
        isFirst = false
    }

    /// A line break and the indentation of each level, without and with a comma before it.
    private static let newlines: [[UInt8]] = (0...3).map { [0x0A] + Array(repeating: 0x20, count: 2 * $0) }
    private static let commaNewlines: [[UInt8]] = newlines.map { [UInt8(ascii: ",")] + $0 }
}
