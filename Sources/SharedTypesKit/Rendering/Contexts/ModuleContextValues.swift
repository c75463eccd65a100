/// What the typed contexts of every file in one module share: the header values and the
/// module's spellings, computed once per render rather than per file or per lookup.
final class ModuleContextValues: Sendable {
    let version: String
    let schemaFiles: String
    /// `Relay` and the scalar mappings' imports, which enum and input object files import.
    let imports: [String]
    let stringType: String
    let decoderType: String
    let enumConformances: String
    let inputConformances: String
    let indirectType: String
    let variableDataType: String
    let variableValueConvertibleType: String
    let hashableType: String
    let sendableType: String
    let equatableType: String
    let boolType: String
    /// `--nil-fields null`: input objects send `nil` fields as `null`.
    let sendsNull: Bool
    let inputPartSize: Int

    /// `text` with every control character (line breaks among them) shown as `?`: file names go
    /// into one-line comments, which a line break in a name would end.
    static func withoutControlCharacters(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            scalars.append(isControl ? "?" : scalar)
        }
        return String(scalars)
    }

    init(module: SwiftModule, options: GenerationOptions, schemaFiles: String) {
        let spelling = module.spelling
        version = GenSharedTypes.version
        self.schemaFiles = Self.withoutControlCharacters(schemaFiles)
        imports = ["Relay"] + module.scalarImports
        stringType = spelling.string
        decoderType = spelling.decoder
        enumConformances = options.futureProofEnums ? spelling.futureProofEnumConformances : spelling.enumConformances
        inputConformances = spelling.inputConformances
        indirectType = spelling.indirect
        variableDataType = spelling.variableData
        variableValueConvertibleType = spelling.variableValueConvertible
        hashableType = spelling.hashable
        sendableType = spelling.sendable
        equatableType = spelling.equatable
        boolType = spelling.bool
        sendsNull = options.nilFields == .null
        inputPartSize = options.wideTypeLayout.inputPartSize
    }

    /// The header's members, which every file's top-level context has.
    func header(_ key: TemplateKey) -> TemplateValue? {
        switch key {
        case .version: return .string(version)
        case .schemaFiles: return .string(schemaFiles)
        default: return nil
        }
    }

    /// The header as a dictionary, for the files whose contexts are dictionaries.
    var headerObject: [String: TemplateValue] {
        ["version": .string(version), "schemaFiles": .string(schemaFiles)]
    }
}

extension TemplateValue {
    /// A string, or `null` for `nil`.
    init(_ text: String?) {
        self = text.map(TemplateValue.string) ?? .null
    }
}

/// Whether a member of a declaration (an enum case, a field) gets a blank line before it: when
/// it carries documentation or a deprecation, unless it is the first. One rule for every
/// template's `spaced`.
func isSpaced(at index: Int, doc: DocComment, deprecation: String?) -> Bool {
    index > 0 && (deprecation != nil || !doc.isEmpty)
}
