import GraphQLSchema
import SharedTypesSupport
import SharedTypesTools

/// `gen-shared-types fetch-schema URL -o FILE`: downloads the schema by introspection.
enum FetchSchemaCommand: Command {
    static let name = "fetch-schema"
    static let summary = "Download a schema from a GraphQL endpoint as introspection JSON."
    static let usage = "gen-shared-types fetch-schema URL -o FILE [--header 'Name: value']... [--header-env Name=VARIABLE]... [--timeout SECONDS]"
    static let defaultTimeout = 60.0
    static let options: [OptionSpec] = [
        .value("--output", "-o", placeholder: "FILE", help: "Where to write the introspection result (JSON)."),
        .repeated("--header", "-H", placeholder: "'NAME: VALUE'", help: "Send this HTTP header (may be repeated)."),
        .repeated("--header-env", placeholder: "NAME=VARIABLE", help: "Send header NAME with the value of environment variable VARIABLE; 'NAME=Prefix VARIABLE' puts a literal prefix before it (may be repeated)."),
        .value("--timeout", placeholder: "SECONDS", help: "Give up on a request after this long (default: 60)."),
    ]
    static let discussion = """
    Sends the standard introspection query (with deprecated enum values, input fields and
    arguments, isOneOf, specifiedByURL and descriptions) as an HTTP POST, with the curl command
    found on PATH (headers reach it on its standard input, never its command line). The result
    is written as {"data": {"__schema": ...}} with sorted keys, so fetching an unchanged schema
    again gives a byte-identical file, and only if it is a valid introspection result; an
    unchanged file is not rewritten. Servers that reject isOneOf or specifiedByURL are asked
    again without them.
    Use --header-env for tokens, so they stay out of shell history:
      gen-shared-types fetch-schema https://api.github.com/graphql -o schema.json \\
          --header-env 'Authorization=Bearer GITHUB_TOKEN'
    Exit status: 0 success, 1 the fetch failed or the result is not a valid schema, 2 bad usage.
    """

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        func usageError(_ message: String) -> Int32 {
            Self.usageError(message, context: context)
        }
        guard arguments.positionals.count == 1, let address = arguments.positionals.first else {
            return usageError(arguments.positionals.isEmpty ? "no URL given" : "give exactly one URL")
        }
        guard SchemaFetcher.isEndpointAddress(address) else {
            return usageError("'\(address)' is not an http:// or https:// URL")
        }
        guard let output = arguments.value("--output") else { return usageError("no output file given (-o FILE)") }
        guard !output.isEmpty else { return usageError("the output file is an empty path") }
        let target = context.fileSystemPath(output)
        // Checked before the request, which can take a while: what would stop the write later.
        let outputProblem: String? = switch FileSystem.entryKind(target) {
        case .directory: "is a folder; name a file in it (-o \(output)/schema.json)"
        case .symbolicLink: "is a symbolic link, which would be replaced by a file; name the file it points to"
        case .other: "is not a regular file"
        case .missing, .file: nil
        }
        if let outputProblem {
            context.console.writeError("error: \(output): \(outputProblem)\n")
            return ExitStatus.failure
        }
        var timeout = defaultTimeout
        if let text = arguments.value("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                return usageError("--timeout needs a positive number of seconds (at most 86400), found '\(text)'")
            }
            timeout = seconds
        }
        var headers: [RequestHeaders.Header] = []
        let parsed = arguments.allValues("--header").map(RequestHeaders.parse)
            + arguments.allValues("--header-env").map { RequestHeaders.fromEnvironment($0, environment: context.environment) }
        for result in parsed {
            switch result {
            case .success(let header): headers.append(header)
            case .failure(.usage(let message)): return usageError(message)
            case .failure(.missingVariable(let message)):
                context.console.writeError("error: \(message)\n")
                return ExitStatus.failure
            }
        }
        let quiet = arguments.has("--quiet")

        let fetcher = SchemaFetcher(url: address, headers: headers, timeout: timeout, temporaryFolder: context.environment["TMPDIR"])
        let fetched: SchemaFetcher.Fetched
        switch fetcher.fetch(displayName: output) {
        case .failure(let error):
            context.report(error.diagnostics)
            return ExitStatus.failure
        case .success(let result): fetched = result
        }
        context.report(fetched.diagnostics)

        let unchanged: Bool
        if case .success(let existing) = FileSystem.readFile(target, maxSize: SchemaReader.maxFileSize), existing == fetched.bytes {
            unchanged = true
        } else {
            unchanged = false
            if case .failure(let error) = FileSystem.createDirectories(FileSystem.parentDirectory(target)) {
                context.report([.error(error.message)])
                return ExitStatus.failure
            }
            if case .failure(let error) = FileSystem.writeAtomically(fetched.bytes, to: target) {
                context.report([.error(error.message)])
                return ExitStatus.failure
            }
        }
        if !quiet {
            let model = fetched.model
            let counts = "\(counted(model.enums.count, "enum")), \(counted(model.inputObjects.count, "input object")), \(counted(model.customScalars.count, "scalar"))"
            context.console.writeOutput("Fetched the schema of \(address) (\(counts)) into \(output)\(unchanged ? "; it is unchanged" : "").\n")
        }
        return ExitStatus.success
    }
}
