/// Everything the generated code assumes of the client runtime it is written for, in one
/// place: the module it imports, the protocols each kind of declaration conforms to, the
/// runtime's names that schema types must not take, the members generated code declares
/// (which schema fields must not take), the templates that render each kind, and how the
/// generated package or Bazel target depends on the runtime; the configuration keys, flags and
/// presets it adds.
///
/// Each runtime has a folder beside this file with its profile (`RelaySwift/`, `Codable/`);
/// `Runtimes.swift` lists them, and `GenerationOptions.runtime` chooses one. The rest of the
/// code asks the profile and names no runtime. Another runtime is another folder, its
/// templates and its tests (see CONTRIBUTING.md, "Adding a runtime").
package struct RuntimeProfile: Sendable {
    /// The runtime this profile describes (`--runtime`'s spelling).
    var runtime: GenerationOptions.Runtime
    /// The runtime as messages name it (`Relay.swift`).
    package var name: String
    /// The runtime's module, nil when the code needs none. Every enum and input-object file
    /// imports it, and generated code qualifies its names with it where a schema type of the
    /// same name would shadow them.
    var module: String?
    /// Modules that generated code and the runtime's operation files qualify names with: no
    /// schema type may take their names (`SwiftNameConflict.moduleQualifier`).
    var qualifyingModules: Set<String>
    /// The runtime's public types that its operation files and app files name unqualified
    /// beside the generated module: a schema type of such a name would be ambiguous there, so
    /// it is renamed with `_` appended. The default runtime's are renamed in every runtime, with
    /// a warning (`SwiftNameConflict.runtimeTypeName`); another runtime's only in that runtime,
    /// like a custom scalar named after a Foundation type: a rename in `renames` wins, and a
    /// note says what happened (`RuntimeTypeClashNotes`).
    var reservedTypeNames: Set<String>
    /// The module that declares `reservedTypeNames`, as the notes name it.
    var reservedTypeNamesModule: String
    /// Standard-library types that the runtime's operation files name unqualified: a generated
    /// type of such a name would shadow the standard library's in every file that imports the
    /// generated module. The default runtime's are renamed in every runtime
    /// (`SwiftNameConflict.standardLibraryTypeName`).
    var standardLibraryTypeNames: Set<String>
    /// Members that every generated input object declares, or that its protocols give it: a
    /// schema field of such a name is renamed (`SwiftNameConflict.generatedMember`).
    var inputObjectMembers: Set<String>
    /// Members of generated types that would hide a module-level type of the same name inside
    /// their bodies (a default value `= hash.x`): a schema type of such a name is renamed
    /// (`SwiftNameConflict.hiddenByGeneratedMember`).
    var membersHidingTypeNames: Set<String>

    /// A protocol a generated declaration conforms to: the standard library's or the runtime's.
    enum Conformance: Sendable, Equatable {
        case swift(String)
        case runtime(String)
    }
    /// The conformances of a plain enum, a future-proof enum and an input object, in order.
    var enumConformances: [Conformance]
    var futureProofEnumConformances: [Conformance]
    var inputObjectConformances: [Conformance]
    /// The runtime's types the templates name, by the context key they are given under
    /// (`variableDataType` → `VariableData`), each qualified where shadowed.
    var templateTypeNames: [String: String]

    /// The template of each kind of file the profile renders.
    struct Templates: Sendable {
        var enumType: String
        var futureProofEnum: String
        var inputObject: String
        var wideInputObject: String
        var oneOfInput: String
        /// The file of helpers the input object templates call (the coding key type, ...),
        /// written once into a module that declares an input object (nil: the templates need none).
        var inputSupport: String?
    }
    var templates: Templates

    /// How `nil` input fields are sent unless `nilFields` says otherwise: as the runtime's own
    /// generator sends them.
    var defaultNilFields: GenerationOptions.NilFields
    /// Whether custom scalars whose `@specifiedBy` URL names a known specification become
    /// Foundation types (`SpecifiedScalars`) unless `customScalars` maps them.
    var mapsSpecifiedScalars: Bool
    /// What `Package.swift` and `BUILD.bazel` depend on; nil when the module depends on nothing.
    package var dependency: Dependency?
    /// The members of each part of a wide input object (`SwiftInputObject.WideStorage`) that
    /// the wide template calls, by the context key it is given under (`variableDataMember` →
    /// `variableData`); each gets the storage's `namePrefix`.
    var wideInputPartMembers: [String: String]
    /// What `prune` must know of the operation files the runtime's own generator writes.
    package var operationFiles: OperationFiles
    /// The configuration keys and flags of what only this runtime has (`RuntimeSetting`).
    var settings: [RuntimeSetting] = []
    /// The presets holding the shapes of a generator this runtime replaces (`GenerationPreset`).
    var presets: [GenerationPreset] = []
    /// Other names the package and Bazel templates give their runtime keys (former name →
    /// key, `relayDependency` → `runtimeDependency`): the names users' custom templates use.
    var templateKeyAliases: [String: String] = [:]

    /// The runtime as a dependency of the generated package or Bazel target.
    package struct Dependency: Sendable {
        /// The package's git URL and the version `Package.swift` depends on from, by default;
        /// `defaultVersion` is also the version of a configured URL given without `from`.
        var defaultURL: String
        var defaultVersion: String
        /// The product of the package the module uses.
        var packageProduct: String
        /// The Bazel label `BUILD.bazel` depends on by default.
        var defaultBazelLabel: String

        init(url: String, version: String, product: String, bazelLabel: String) {
            (defaultURL, defaultVersion, packageProduct, defaultBazelLabel) = (url, version, product, bazelLabel)
        }

        /// The package `Package.swift` depends on by default.
        var defaultPackage: GenerationOptions.RuntimePackage { .remote(url: defaultURL, from: defaultVersion) }
    }

    /// The files the runtime's own generator writes for operations, which `prune` rids of the
    /// schema types the shared module provides (`OperationFilePruner`).
    package struct OperationFiles: Sendable {
        /// The generator, as messages name it.
        package var generatorName: String
        /// The ending of the names of the files it writes.
        package var fileSuffix: String
        /// The module whose import the shared module's import follows in operation files; it
        /// also qualifies names there (`SharedTypeComparison` ignores it).
        package var module: String
        /// The first line of every operation file (followed by a line break or the end),
        /// or nil when the files start with `leadingImports` instead.
        package var header: [UInt8]?
        /// The first lines of every operation file, when there is no `header`.
        var leadingImports: [UInt8]?
        /// A file holding nothing but the schema's types, as the generator writes it without an
        /// operation, starts with one of these; nil when it writes none. The first is the line
        /// `prune` puts first into such a file, so that pruning again finds it.
        var schemaTypesFileStarts: [[UInt8]]?
        /// Words of a struct's or typealias's header that mark it as the generator's copy of an
        /// input object (its protocol, its alias for an input without fields).
        package var inputCopyMarkers: [String]
        /// The type the generator's copy of an input object without fields is an alias of,
        /// bare or qualified with `module`; nil when it declares such an input as a struct.
        package var fieldlessInputAlias: String?
        /// Scalars the generator's files name by a typealias of the runtime's module, and the
        /// type each stands for (compared as such with the shared module's declarations).
        package var scalarAliases: [String: String] = [:]
        /// What `prune --help` says of these files and what is done to them.
        package var pruneHelp: String = ""
        /// Names of the folders the generator writes into, which a search for documents skips
        /// (they hold its output, not the app's operations); empty when it has none.
        package var outputFolderNames: Set<String> = []

        /// Whether `bytes` start as the generator's operation files do.
        package func isOperationFile(_ bytes: [UInt8]) -> Bool {
            if let header {
                guard bytes.starts(with: header) else { return false }
                return bytes.count == header.count || bytes[header.count] == UInt8(ascii: "\n") || bytes[header.count] == UInt8(ascii: "\r")
            }
            return leadingImports.map { bytes.starts(with: $0) } ?? false
        }

        /// Whether `bytes` hold the generator's schema-types file, as it writes it or as
        /// `prune` left it.
        package func isSchemaTypesFile(_ bytes: [UInt8]) -> Bool {
            schemaTypesFileStarts?.contains { bytes.starts(with: $0) } ?? false
        }

        /// The line `prune` puts first into a schema-types file.
        package var prunedSchemaTypesMarker: [UInt8] { schemaTypesFileStarts?.first ?? [] }
    }
}

extension RuntimeProfile {
    /// Whether `bytes` start as some runtime's generated operation files do, by their header
    /// (files that the generator wrote from documents, which are not documents themselves).
    static func isGeneratedOperationFile(_ bytes: [UInt8]) -> Bool {
        all.contains { $0.operationFiles.header != nil && $0.operationFiles.isOperationFile(bytes) }
    }
}

