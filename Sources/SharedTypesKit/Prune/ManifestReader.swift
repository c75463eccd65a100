extension Manifest {
    /// Reads a `shared-types.json` written by `generate`; every problem is an error pointing
    /// into the file. Keys this version does not know are ignored, so that a manifest of the
    /// same format from a newer tool still reads.
    public static func read(_ file: SourceFile) -> Result<Manifest, DiagnosticsError> {
        let root: JSONValue
        do {
            root = try JSONReader.parse(file)
        } catch {
            return .failure(error)
        }
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
        var runtime = GenerationOptions.Runtime.relaySwift
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
        return .success(Manifest(module: module ?? "", runtime: runtime, documents: documents, fingerprint: root["fingerprint"]?.stringValue ?? "", entries: entries))
    }
}
