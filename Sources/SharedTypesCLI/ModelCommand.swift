import GraphQLSchema
import SharedTypesSupport

/// `gen-shared-types model FILE...`: prints the schema model as JSON.
enum ModelCommand: Command {
    static let name = "model"
    static let summary = "Print the schema model (enums, input objects, custom scalars) as JSON."
    static let usage = "gen-shared-types model SCHEMA..."
    static let options: [OptionSpec] = []
    static let discussion = """
    SCHEMA is one or more SDL files (read as one schema) or one introspection result (JSON).
    The output lists types sorted by name, values and fields in schema order, types as
    GraphQL type strings and default values as GraphQL literals.
    """

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            return usageError("no schema files given", context: context)
        }
        let result = SchemaReader.read(paths: arguments.positionals.map(context.fileSystemPath))
        context.report(result.diagnostics)
        guard let model = result.model else { return ExitStatus.failure }
        context.console.writeOutput(ModelJSON.render(model))
        return ExitStatus.success
    }
}
