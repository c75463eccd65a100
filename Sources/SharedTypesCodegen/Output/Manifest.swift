import SharedTypesSupport

/// `shared-types.json`: what the generated module provides, for operation-level generators
/// ("skip every type listed here and `import <module>`"). Written last, after every other
/// file, so a manifest on disk always describes complete output.
public struct Manifest: Sendable {
    /// The manifest's file name. In every layout the manifest is at the top of the output
    /// folder, never under `Sources/<module>/`.
    public static let fileName = "shared-types.json"
    /// The `format` number written into every manifest; `read(_:)` rejects a manifest with
    /// any other.
    package static let formatVersion = 1

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
    /// The runtime the module's code is written for (`runtime` in the file; a manifest without
    /// it was written for the default runtime, `GenerationOptions.Runtime.default`).
    public var runtime: GenerationOptions.Runtime = .default
    /// The names (without folders) of the schema files the module was generated from; the
    /// generated files' headers leave them out, so that renaming a file changes only this.
    public var schemaFiles: [String] = []
    /// The documents the types were selected by (`generate --documents`), relative to the
    /// output folder; nil when the module holds every type of the schema.
    package var documents: [String]?
    /// See `OutputFingerprint.model`.
    package var fingerprint: String = ""
    /// See `OutputFingerprint.input`; recorded only by runs that reported no diagnostics, so
    /// that a run which skips reading has no warnings to repeat.
    package var inputFingerprint: String?
    /// One entry per type of the module. A generated manifest lists them sorted by GraphQL name
    /// (UTF-8 byte order); `read(_:)` keeps the file's order.
    public var entries: [Entry]

    /// The manifest file, listing `files` (the module's other files) with the `ContentHash`
    /// of each one's contents, so that a re-run can tell the output is intact without
    /// regenerating it; it ends with a checksum of everything before it.
    func file(listing files: [GeneratedFile]) -> GeneratedFile {
        var members: [(key: String, value: JSONOutput)] = [
            ("generator", .string("gen-shared-types")),
            ("version", .string(ToolVersion.current)),
            ("format", .int(Manifest.formatVersion)),
            ("module", .string(module)),
            ("runtime", .string(runtime.rawValue)),
            ("schemaFiles", .array(schemaFiles.map(JSONOutput.string))),
        ]
        if let documents { members.append(("documents", .array(documents.map(JSONOutput.string)))) }
        members.append(("fingerprint", .string(fingerprint)))
        if let inputFingerprint { members.append(("input", .string(inputFingerprint))) }
        members.append(("types", .array(entries.map { entry in
            .object([
                ("graphQLName", .string(entry.graphQLName)),
                ("kind", .string(entry.kind.rawValue)),
                ("swiftName", .string(entry.swiftName)),
                ("file", .string(entry.file)),
            ])
        })))
        members.append(("files", .array(files.map { file in
            .object([("path", .string(file.path)), ("hash", .string(ContentHash.of(file.contents)))])
        })))
        var bytes = JSONWriter(indent: 2, sortKeys: false).bytes(.object(members))
        // Without its closing "\n}\n", the document is all that the checksum member follows.
        bytes.removeLast(3)
        bytes += Array(",\n  \"checksum\": \"\(ContentHash.of(bytes))\"\n}\n".utf8)
        return GeneratedFile(path: Manifest.fileName, contents: bytes)
    }

    /// How a manifest written by this tool begins; `OutputWriter` recognises it by this.
    static let marker = "{\n  \"generator\": \"gen-shared-types\""
    /// `marker` as a checkout that turns line ends into CRLF (`core.autocrlf`, `eol=crlf`)
    /// has it: still this tool's manifest, which the next run rewrites.
    static let markerWithCRLF = "{\r\n  \"generator\": \"gen-shared-types\""

    /// Whether the manifest `bytes` end with the `checksum` member this tool writes and it is
    /// the hash of everything before it. A manifest edited by hand or merged by `git` (one
    /// side's entries kept, another's lost) fails this, so the run regenerates instead of
    /// trusting its lists.
    static func hasValidChecksum(_ bytes: [UInt8], recorded: String?) -> Bool {
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
