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
    /// See `OutputFingerprint.model`.
    public var fingerprint: String = ""
    /// See `OutputFingerprint.input`; recorded only by runs that reported no diagnostics, so
    /// that a run which skips reading has no warnings to repeat.
    public var inputFingerprint: String?
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
        ] + (inputFingerprint.map { [(key: "input", value: .string($0))] } ?? []) + [
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
        var inputFingerprint: String?
        var files: [(path: String, hash: String)]
        /// How many types of each kind the module holds (for the summary line).
        var typeCounts: [Entry.Kind: Int] = [:]
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

    /// The manifest in `directory` if the output there is exactly what this run would write:
    /// the manifest's `fingerprint` (or `inputFingerprint`) matches and every file it lists
    /// is on disk, unedited, with no other generated file beside them.
    static func currentOutput(in directory: String, fingerprint: String? = nil, inputFingerprint: String? = nil) -> Record? {
        guard let record = readRecord(in: directory),
              fingerprint == nil || record.fingerprint == fingerprint,
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
