import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// Runs the introspection query against a GraphQL endpoint and turns the answer into the
/// document `fetch-schema` writes: `{"data": {"__schema": ...}}` with sorted keys and a
/// two-space indent, so fetching an unchanged schema again gives identical bytes.
///
/// The document is returned only if it is a valid introspection result, as the schema reader
/// reads it; anything else (an HTTP error status, GraphQL `errors`, a body that is not JSON,
/// a result the reader rejects) is an error that says what the server answered.
package struct SchemaFetcher: Sendable {
    /// An http:// or https:// address (see `isEndpointAddress`).
    package var url: String
    /// Sent with every request, in order, after the tool's own `Content-Type`, `Accept` and
    /// `User-Agent`.
    package var headers: [(name: String, value: String)]
    /// Seconds allowed for each request.
    package var timeout: Double
    /// Where the curl command's request and response are kept while it runs (nil: /tmp);
    /// normally `TMPDIR`.
    package var temporaryFolder: String?

    /// Only stores the settings: `url` is not checked (see `isEndpointAddress`), and nothing is
    /// sent before `fetch`.
    package init(url: String, headers: [(name: String, value: String)], timeout: Double, temporaryFolder: String? = nil) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.temporaryFolder = temporaryFolder
    }

    /// What a successful `fetch` gives: the document to write and the model it reads as.
    package struct Fetched: Sendable {
        /// The document to write.
        package var bytes: [UInt8]
        /// The schema model read from it (for the summary line).
        package var model: SchemaModel
        /// Notes and warnings for the user (the query fallback, reader warnings).
        package var diagnostics: [Diagnostic]
    }

    /// Fetches and checks the schema. `displayName` names the document in diagnostics about
    /// its contents (normally the output path).
    package func fetch(displayName: String) -> Result<Fetched, DiagnosticsError> {
        var notes: [Diagnostic] = []
        var answer = send(IntrospectionQuery.full)
        if case .failure(let failure) = answer, failure.suggestsLegacyQuery {
            notes.append(.note("\(url) does not support isOneOf, specifiedByURL or deprecated input fields in introspection; fetched without them, so no input object is marked @oneOf and deprecated input fields are missing."))
            answer = send(IntrospectionQuery.legacy)
        }
        let schema: JSONValue
        switch answer {
        case .failure(let failure): return .failure(DiagnosticsError([failure.diagnostic(url: url)]))
        case .success(let found): schema = found
        }
        let document: JSONOutput = .object([(key: "data", value: .object([(key: "__schema", value: JSONOutput(schema))]))])
        let bytes = JSONWriter.sortedPretty.bytes(document)
        // The reader decides JSON by the extension; the document is always JSON.
        let name = displayName.lowercased().hasSuffix(".json") ? displayName : displayName + " (fetched).json"
        let read = SchemaReader.read(files: [SourceFile(path: name, bytes: bytes)])
        guard let model = read.model else {
            return .failure(DiagnosticsError(read.diagnostics + [.error("The response from \(url) is not a valid introspection result (the errors above point into the document that would have been written); nothing was written.")]))
        }
        return .success(Fetched(bytes: bytes, model: model, diagnostics: notes + read.diagnostics))
    }

    /// Why a request gave no `__schema`.
    enum Failure: Error {
        case timedOut(seconds: Double)
        case transport(String)
        case httpStatus(Int, snippet: String)
        case graphQLErrors(status: Int, messages: [String])
        case notJSON(status: Int, contentType: String?, reason: String, snippet: String)
        case notIntrospection(String)

        var suggestsLegacyQuery: Bool {
            guard case .graphQLErrors(_, let messages) = self else { return false }
            return messages.contains { message in IntrospectionQuery.modernFeatureNames.contains { message.contains($0) } }
        }

        func diagnostic(url: String) -> Diagnostic {
            let endpoint = url
            switch self {
            case .timedOut(let seconds):
                return .error("\(endpoint) did not answer within \(SchemaFetcher.format(seconds: seconds)) seconds; try a larger --timeout.")
            case .transport(let reason):
                return .error("Cannot reach \(endpoint): \(reason)")
            case .httpStatus(let status, let snippet):
                var message = "\(endpoint) answered HTTP \(status) (\(HTTPStatusText.reason(status)))"
                if status == 401 || status == 403 {
                    message += "; check the credentials passed with --header or --header-env"
                }
                message += "."
                if !snippet.isEmpty { message += " The response starts with: \(snippet)" }
                return .error(message)
            case .graphQLErrors(let status, let messages):
                let statusText = status == 200 ? "" : " (HTTP \(status))"
                return .error("\(endpoint) answered the introspection query with GraphQL errors\(statusText):\n" + messages.map { "  - \($0)" }.joined(separator: "\n"))
            case .notJSON(let status, let contentType, let reason, let snippet):
                let type = contentType.map { ", Content-Type \($0)" } ?? ""
                return .error("The response from \(endpoint) (HTTP \(status)\(type)) is not JSON: \(reason) It starts with: \(snippet)")
            case .notIntrospection(let reason):
                return .error("The response from \(endpoint) is not an introspection result: \(reason)")
            }
        }
    }

    /// Sends `query` and returns the `__schema` value of the answer.
    func send(_ query: String) -> Result<JSONValue, Failure> {
        let body = JSONWriter(indent: 0, sortKeys: false).bytes(.object([
            (key: "query", value: .string(query)),
            (key: "operationName", value: .string(IntrospectionQuery.operationName)),
        ]))
        let allHeaders = [
            (name: "Content-Type", value: "application/json"),
            (name: "Accept", value: "application/graphql-response+json, application/json"),
            (name: "User-Agent", value: "gen-shared-types/\(ToolVersion.current)"),
        ] + headers
        let response: HTTPClient.Response
        switch HTTPClient(timeout: timeout, temporaryFolder: temporaryFolder).post(url, headers: allHeaders, body: body) {
        case .failure(.timedOut(let seconds)): return .failure(.timedOut(seconds: seconds))
        case .failure(.transport(let reason)): return .failure(.transport(reason))
        case .success(let received): response = received
        }
        let success = (200..<300).contains(response.status)
        let root: JSONValue
        do {
            root = try JSONReader.parse(SourceFile(path: "response", bytes: response.body))
        } catch {
            if !success { return .failure(.httpStatus(response.status, snippet: SchemaFetcher.snippet(response.body))) }
            let reason = error.diagnostics.first.map { diagnostic in
                let position = diagnostic.location.map { " (line \($0.lineAndColumn.line), column \($0.lineAndColumn.column))" } ?? ""
                return diagnostic.message + position
            } ?? "it cannot be read."
            return .failure(.notJSON(status: response.status, contentType: response.contentType, reason: reason, snippet: SchemaFetcher.snippet(response.body)))
        }
        // Servers answer validation errors with 200 or 400, always with an `errors` list.
        if let errors = root["errors"]?.arrayValue, !errors.isEmpty {
            let messages = errors.map { error in
                error["message"]?.stringValue ?? SchemaFetcher.snippet(JSONWriter(indent: 0, sortKeys: false).bytes(JSONOutput(error)))
            }
            return .failure(.graphQLErrors(status: response.status, messages: messages))
        }
        guard success else { return .failure(.httpStatus(response.status, snippet: SchemaFetcher.snippet(response.body))) }
        guard root.objectValue != nil else {
            return .failure(.notIntrospection("expected a JSON object, found \(root.kindDescription)."))
        }
        guard let data = root["data"], !data.isNull else {
            return .failure(.notIntrospection("it has no \"data\"."))
        }
        guard let schema = data["__schema"], !schema.isNull else {
            return .failure(.notIntrospection("\"data\" has no \"__schema\"."))
        }
        return .success(schema)
    }

    /// The start of a response body, on one line, for error messages.
    static func snippet(_ body: [UInt8], limit: Int = 200) -> String {
        if body.isEmpty { return "(an empty body)" }
        var text = String(decoding: body.prefix(limit), as: UTF8.self)
        text = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
        return "\"" + text + (body.count > limit ? "...\"" : "\"")
    }

    /// `0.5`, `30`.
    static func format(seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
