import GraphQLSchema
import SharedTypesSupport

/// The one reader of `shared-types.json`: `read(_:)` for `prune` and `diff`, which report every
/// problem, and `readRecord(in:)` for `generate`'s up-to-date check and its plan, which take a
/// manifest only if it is intact and otherwise regenerate.
extension Manifest {
    /// What a manifest on disk records about the output it describes: the manifest and the
    /// files it lists, each with its `ContentHash`.
    struct Record {
        var manifest: Manifest
        var files: [(path: String, hash: String)]

        var fingerprint: String { manifest.fingerprint }
        var inputFingerprint: String? { manifest.inputFingerprint }
        /// How many types of each kind the module holds (for the summary line).
        var typeCounts: [Entry.Kind: Int] {
            manifest.entries.reduce(into: [:]) { counts, entry in counts[entry.kind, default: 0] += 1 }
        }
        /// The GraphQL names of the module's types.
        var typeNames: Set<String> { Set(manifest.entries.map(\.graphQLName)) }
    }

    /// Reads the manifest in `directory`; nil when there is none, it is not one of ours, its
    /// checksum does not match (edited by hand, or merged by `git`) or `read(_:)` finds a
    /// problem in it (the caller then regenerates, which repairs it).
    static func readRecord(in directory: String) -> Record? {
        let path = directory + "/" + fileName
        guard case .success(let bytes) = FileSystem.readRegularFile(path, maxSize: 64 * 1024 * 1024),
              OutputWriter.isGenerated(bytes) else { return nil }
        let file = SourceFile(path: path, bytes: bytes)
        guard let root = try? JSONReader.parse(file),
              hasValidChecksum(bytes, recorded: root["checksum"]?.stringValue),
              root["fingerprint"]?.stringValue != nil,
              case .success(let manifest) = read(root, in: file),
              let listed = root["files"]?.arrayValue else { return nil }
        var files: [(path: String, hash: String)] = []
        for item in listed {
            guard let filePath = item["path"]?.stringValue, let hash = item["hash"]?.stringValue else { return nil }
            files.append((filePath, hash))
        }
        return Record(manifest: manifest, files: files)
    }

    /// Reads a `shared-types.json` written by `generate`; every problem is an error pointing
    /// into the file. Keys this version does not know are ignored, so that a manifest of the
    /// same format from a newer tool still reads.
    public static func read(_ file: SourceFile) -> Result<Manifest, DiagnosticsError> {
        do {
            return read(try JSONReader.parse(file), in: file)
        } catch {
            return .failure(error)
        }
    }

    private static func read(_ root: JSONValue, in file: SourceFile) -> Result<Manifest, DiagnosticsError> {
        guard let object = root.objectValue else {
            return .failure(DiagnosticsError([.error("A manifest must hold a JSON object, found \(root.kindDescription).", at: root.location(in: file))]))
        }
        var diagnostics = DiagnosticBag()
        func fail(_ message: String, _ value: JSONValue) {
            diagnostics.error(message, at: value.location(in: file))
        }
        func requiredString(_ key: String, in object: JSONObject, of owner: JSONValue, context: String) -> String? {
            guard let value = object[key] else {
                fail("\(context) has no \"\(key)\".", owner)
                return nil
            }
            guard let text = value.stringValue, !text.isEmpty else {
                fail("\"\(key)\" must be a non-empty string, found \(value.stringValue == nil ? value.kindDescription : "an empty string").", value)
                return nil
            }
            return text
        }

        let generator = object["generator"]?.stringValue
        guard generator == "gen-shared-types" else {
            let found = object["generator"].map { $0.stringValue.map { "\"\($0)\"" } ?? $0.kindDescription } ?? "nothing"
            return .failure(DiagnosticsError([.error("Not a gen-shared-types manifest: \"generator\" must be \"gen-shared-types\", found \(found).", at: (object["generator"] ?? root).location(in: file))]))
        }
        if let format = object["format"] {
            if format.intValue != Manifest.formatVersion {
                fail("Manifest format \(format.numberValue?.raw ?? format.kindDescription) is not supported; this version of gen-shared-types reads format \(Manifest.formatVersion). Regenerate the module with this version.", format)
            }
        } else {
            fail("The manifest has no \"format\".", root)
        }
        let module = requiredString("module", in: object, of: root, context: "The manifest")
        if let module, let problem = SwiftNaming.moduleNameProblem(module), let value = object["module"] {
            fail("\"module\" cannot be a module name: \(problem).", value)
        }
        var runtime = GenerationOptions.Runtime.default
        if let value = object["runtime"] {
            if let text = value.stringValue, let parsed = GenerationOptions.Runtime(rawValue: text) {
                runtime = parsed
            } else {
                fail("\"runtime\" must be one of \(GenerationOptions.Runtime.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \(value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription).", value)
            }
        }
        var entries: [Entry] = []
        if let types = object["types"] {
            if let items = types.arrayValue {
                for item in items {
                    guard let entry = item.objectValue else {
                        fail("Every item of \"types\" must be an object, found \(item.kindDescription).", item)
                        continue
                    }
                    let graphQLName = requiredString("graphQLName", in: entry, of: item, context: "A type")
                    let swiftName = requiredString("swiftName", in: entry, of: item, context: "A type")
                    let path = requiredString("file", in: entry, of: item, context: "A type")
                    let kindText = requiredString("kind", in: entry, of: item, context: "A type")
                    var kind: Entry.Kind?
                    if let kindText, let kindValue = entry["kind"] {
                        kind = Entry.Kind(rawValue: kindText)
                        if kind == nil {
                            fail("\"kind\" must be \"enum\", \"input object\" or \"scalar\", found \"\(kindText)\".", kindValue)
                        }
                    }
                    if let swiftName, !SwiftIdentifier.isIdentifier(swiftName), let value = entry["swiftName"] {
                        fail("\"swiftName\" must be a Swift identifier, found \"\(swiftName)\".", value)
                    }
                    if let graphQLName, let swiftName, let path, let kind {
                        entries.append(Entry(graphQLName: graphQLName, kind: kind, swiftName: swiftName, file: path))
                    }
                }
            } else {
                fail("\"types\" must be an array, found \(types.kindDescription).", types)
            }
        } else {
            fail("The manifest has no \"types\".", root)
        }
        if diagnostics.hasErrors { return .failure(DiagnosticsError(diagnostics.diagnostics)) }
        let documents = object["documents"]?.arrayValue.map { $0.compactMap(\.stringValue) }
        let schemaFiles = object["schemaFiles"]?.arrayValue.map { $0.compactMap(\.stringValue) } ?? []
        return .success(Manifest(module: module ?? "", runtime: runtime, schemaFiles: schemaFiles, documents: documents,
                                 fingerprint: root["fingerprint"]?.stringValue ?? "", inputFingerprint: root["input"]?.stringValue, entries: entries))
    }
}
