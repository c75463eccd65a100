import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// `gen-shared-types used-types SCHEMA... --documents PATH...`: prints the types the documents
/// use, each with the first place that uses it and how, as `generate --documents` selects them.
enum UsedTypesCommand: Command {
    static let name = "used-types"
    static let summary = "List the enums, input objects and scalars the apps' operations use, and why each is in."
    static let usage = "gen-shared-types used-types SCHEMA... --documents PATH... [--format text|json] [--config FILE]"
    static let options: [OptionSpec] = [
        .list("--documents", placeholder: "PATH", help: "The operations: .graphql/.gql files, Swift files with graphql(\"\"\"...\"\"\") literals, or folders searched for them (every path up to the next option)."),
        .value("--format", placeholder: "FORMAT", help: "text (default) or json."),
        .value("--config", placeholder: "FILE", help: "Take the schema and documents from this configuration file (default: ./gen-shared-types.json if present)."),
    ]
    static let discussion = """
    The set is what 'generate --documents' puts into the module: the type of every variable
    (and fragment argument, @argumentDefinitions), closed over input object fields, and every enum
    or custom scalar a selected field has. Literals in arguments do not count. Each type is
    listed with the first place that needs it (documents in the order given, then as written).
    Exit status: 0 success, 1 errors in the schema or the documents, 2 bad usage.
    """

    /// The forms the list is printed in.
    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format: Format
        do {
            format = try arguments.choice("--format", as: Format.self) ?? .text
        } catch {
            return usageError(error.message, context: context)
        }
        let configuration: LoadedConfiguration
        switch GenerateArguments.loadConfiguration(arguments, context: context) {
        case .success(let loaded): configuration = loaded
        case .failure(let failure): return failure.report(context, usage: usage)
        }
        let schemas = arguments.positionals.isEmpty
            ? (configuration.file.schemas ?? []).map(configuration.resolve)
            : arguments.positionals.map(context.fileSystemPath)
        guard !schemas.isEmpty else {
            return usageError("no schema files given" + configuration.lacking("schema", context: context), context: context)
        }
        let documentPaths = GenerateArguments.documentPaths(arguments, configuration: configuration, context: context)
        guard !documentPaths.isEmpty else {
            return usageError("no documents given (--documents PATH...)" + configuration.lacking("documents", context: context), context: context)
        }

        let read = SchemaReader.read(paths: schemas)
        var diagnostics = read.diagnostics
        var files: [SourceFile] = []
        switch DocumentFiles.load(documentPaths, excluding: schemas, currentDirectory: ProcessEnvironment.workingDirectory()) {
        case .success(let loaded): files = loaded
        case .failure(let error): diagnostics += error.diagnostics
        }
        guard let model = read.model, !diagnostics.contains(where: { $0.severity == .error }) else {
            context.report(diagnostics)
            return ExitStatus.failure
        }
        let usage = DocumentUsage.analyze(schema: model, documents: files)
        context.report(diagnostics + usage.diagnostics)
        if usage.diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.failure }
        let total = usage.schema.enums.count + usage.schema.inputObjects.count + usage.schema.customScalars.count
        switch format {
        case .text: context.console.writeOutput(UsedTypesReport.text(usage, schemaTypeCount: total, displayPath: context.displayPath))
        case .json: context.console.writeOutput(UsedTypesReport.json(usage, schemaTypeCount: total, displayPath: context.displayPath))
        }
        return ExitStatus.success
    }
}

/// The used set as `used-types` prints it.
enum UsedTypesReport {
    /// ```
    /// 2 of 12 types used by 18 documents: 1 enum, 1 input object, 0 scalars
    /// Episode      enum          operations/HeroName.graphql:1:26  variable $episode of query HeroName
    /// ReviewInput  input object  operations/CreateReview.graphql:1:60  variable $review of mutation CreateReview
    /// ```
    static func text(_ usage: DocumentUsage, schemaTypeCount: Int, displayPath: (String) -> String) -> String {
        var out = headline(usage, schemaTypeCount: schemaTypeCount) + "\n"
        let places = usage.usedTypes.map { $0.firstUse?.description(displayingPath: displayPath) ?? "-" }
        let nameWidth = usage.usedTypes.map { $0.name.count }.max() ?? 0
        let kindWidth = usage.usedTypes.map { $0.kind.rawValue.count }.max() ?? 0
        let placeWidth = places.map(\.count).max() ?? 0
        for (type, place) in zip(usage.usedTypes, places) {
            out += pad(type.name, nameWidth) + "  " + pad(type.kind.rawValue, kindWidth) + "  " + pad(place, placeWidth) + "  " + type.how + "\n"
        }
        return out
    }

    /// `{"documents": N, "schemaTypes": N, "types": [{"name", "kind", "file", "line", "column",
    /// "how"}], "coordinates": [{"coordinate", "file", "line", "column"}]}`.
    static func json(_ usage: DocumentUsage, schemaTypeCount: Int, displayPath: (String) -> String) -> String {
        func location(_ location: SourceLocation?) -> [(key: String, value: JSONOutput)] {
            guard let location else { return [] }
            let (line, column) = location.lineAndColumn
            return [("file", .string(displayPath(location.file.path))), ("line", .int(line)), ("column", .int(column))]
        }
        let types: [JSONOutput] = usage.usedTypes.map { type in
            .object([("name", .string(type.name)), ("kind", .string(type.kind.rawValue))] + location(type.firstUse) + [("how", .string(type.how))])
        }
        let coordinates: [JSONOutput] = usage.coordinates.map { coordinate in
            .object([("coordinate", .string(coordinate.coordinate))] + location(coordinate.firstUse))
        }
        let document = JSONOutput.object([
            ("documents", .int(usage.documentCount)),
            ("schemaTypes", .int(schemaTypeCount)),
            ("types", .array(types)),
            ("coordinates", .array(coordinates)),
        ])
        return String(decoding: JSONWriter(indent: 2, sortKeys: false).bytes(document), as: UTF8.self)
    }

    /// `2 of 12 types used by 18 documents: 1 enum, 1 input object, 0 scalars`.
    static func headline(_ usage: DocumentUsage, schemaTypeCount: Int) -> String {
        func count(_ kind: TypeKind) -> Int { usage.usedTypes.filter { $0.kind == kind }.count }
        let documents = usage.documentCount == 1 ? "1 document" : "\(usage.documentCount) documents"
        return "\(usage.usedTypes.count) of \(schemaTypeCount) types used by \(documents): "
            + "\(counted(count(.enumType), "enum")), \(counted(count(.inputObject), "input object")), \(counted(count(.scalar), "scalar"))"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
