/// `shared-types.json`: what the generated module provides, for operation-level generators
/// ("skip every type listed here and `import <module>`"). Written last, after every other
/// file, so a manifest on disk always describes complete output.
public struct Manifest: Sendable {
    public static let fileName = "shared-types.json"
    public static let formatVersion = 1

    public struct Entry: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case enumType = "enum"
            case inputObject = "input object"
            case scalar
        }

        public var graphQLName: String
        public var kind: Kind
        public var swiftName: String
        /// Relative to the output folder.
        public var file: String
    }

    public var module: String
    /// See `ModelFingerprint`.
    public var fingerprint: String = ""
    public var entries: [Entry]

    /// The manifest file for `files` (the rest of the output), which it lists with a hash of
    /// each file's contents so that a re-run can tell the output is intact without
    /// regenerating it.
    func file(for files: [GeneratedFile]) -> GeneratedFile {
        let document: JSONOutput = .object([
            (key: "generator", value: .string("gen-shared-types")),
            (key: "version", value: .string(GenSharedTypes.version)),
            (key: "format", value: .int(Manifest.formatVersion)),
            (key: "module", value: .string(module)),
            (key: "fingerprint", value: .string(fingerprint)),
            (key: "types", value: .array(entries.map { entry in
                .object([
                    (key: "graphQLName", value: .string(entry.graphQLName)),
                    (key: "kind", value: .string(entry.kind.rawValue)),
                    (key: "swiftName", value: .string(entry.swiftName)),
                    (key: "file", value: .string(entry.file)),
                ])
            })),
            (key: "files", value: .array(files.map { file in
                .object([
                    (key: "path", value: .string(file.path)),
                    (key: "hash", value: .string(ContentHash.of(file.contents))),
                ])
            })),
        ])
        return GeneratedFile(path: Manifest.fileName, contents: JSONWriter(indent: 2, sortKeys: false).bytes(document))
    }

    /// How a manifest written by this tool begins; `OutputWriter` recognises it by this.
    static let marker = "{\n  \"generator\": \"gen-shared-types\""

    /// What a manifest on disk records about the output it describes.
    struct Record {
        var fingerprint: String
        var files: [(path: String, hash: String)]
    }

    /// Reads the manifest in `directory`; nil when there is none or it is not one of ours
    /// (the caller then regenerates, which repairs it).
    static func readRecord(in directory: String) -> Record? {
        let path = directory + "/" + fileName
        guard case .success(let bytes) = FileSystem.readFile(path, maxSize: 64 * 1024 * 1024),
              OutputWriter.isGenerated(bytes),
              let root = try? JSONReader.parse(SourceFile(path: path, bytes: bytes)),
              let fingerprint = root["fingerprint"]?.stringValue,
              let files = root["files"]?.arrayValue else { return nil }
        var record = Record(fingerprint: fingerprint, files: [])
        for file in files {
            guard let filePath = file["path"]?.stringValue, let hash = file["hash"]?.stringValue else { return nil }
            record.files.append((filePath, hash))
        }
        return record
    }

    /// Whether the output in `directory` is exactly what a run with `fingerprint` would
    /// write: the manifest's fingerprint matches and every file it lists is on disk, unedited.
    static func outputIsCurrent(in directory: String, fingerprint: String) -> (current: Bool, fileCount: Int) {
        guard let record = readRecord(in: directory), record.fingerprint == fingerprint else { return (false, 0) }
        // A generated file the manifest does not list (left by another branch's run, say) is
        // stale: the full run removes it.
        var known = Set(record.files.map(\.path))
        known.insert(fileName)
        var diagnostics = DiagnosticBag()
        let others = OutputWriter(directory: directory).generatedFiles(skipping: known, diagnostics: &diagnostics)
        guard others.isEmpty, !diagnostics.hasErrors else { return (false, 0) }
        for file in record.files {
            guard FileSystem.entryKind(directory + "/" + file.path) == .file,
                  case .success(let bytes) = FileSystem.readFile(directory + "/" + file.path, maxSize: 64 * 1024 * 1024),
                  ContentHash.of(bytes) == file.hash else { return (false, 0) }
        }
        return (true, record.files.count + 1)
    }
}
