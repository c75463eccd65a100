import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesTools
@testable import SharedTypesCLI
@testable import TestSupport

/// `fetch-schema` against a real HTTP server on 127.0.0.1 started by each test.
@Suite struct FetchSchemaTests {
    /// A temporary folder, removed when the test ends.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("gst-fetch-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func contents(_ name: String) -> [UInt8]? {
            FileManager.default.contents(atPath: path + "/" + name).map { [UInt8]($0) }
        }
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) -> Tool.Run {
        let console = RecordingConsole()
        let status = GenSharedTypes.main(arguments: arguments, environment: environment, currentDirectory: FileManager.default.temporaryDirectory.path, console: console)
        return Tool.Run(status: status, output: console.output, errors: console.errors)
    }

    /// A real introspection result from the corpus (`{"__schema": ...}`, 104 KB).
    static let corpusIntrospection = TestPaths.corpusRoot.appendingPathComponent("hasura-todo-ios/schema.json")

    /// The corpus schema as a server sends it: wrapped in `data`, with `extensions` first.
    static func serverAnswer() throws -> String {
        let schema = try String(contentsOf: corpusIntrospection, encoding: .utf8)
        return "{\"extensions\": {\"tracing\": {\"duration\": 12}}, \"data\": \(schema)}"
    }

    @Test(.needs(.corpus)) func fetchesWritesSortedAndRefetchesByteIdentical() throws {
        let answer = try Self.serverAnswer()
        let server = try LocalHTTPServer { _, _ in .init(body: answer) }
        defer { server.stop() }
        let folder = try Folder()
        let output = folder.path + "/schema/schema.json"

        let first = Self.run(["fetch-schema", server.url, "-o", output])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.errors.isEmpty)
        #expect(first.output.contains("Fetched the schema of \(server.url) ("))
        #expect(first.output.contains("into \(output).\n"))
        let written = try #require(FileManager.default.contents(atPath: output).map { [UInt8]($0) })
        let writtenText = String(decoding: written, as: UTF8.self)
        #expect(writtenText.hasPrefix("{\n  \"data\": {\n    \"__schema\": {\n      \"directives\": ["))
        #expect(!writtenText.contains("extensions"))
        // Exactly the sorted, two-space form of the server's schema.
        let served = try JSONReader.parse(SourceFile(path: "served.json", text: answer))
        let expected = JSONWriter.sortedPretty.bytes(.object([(key: "data", value: .object([(key: "__schema", value: JSONOutput(try #require(served["data"]?["__schema"])))]))]))
        #expect(written == expected)
        // The same model as the corpus file.
        let reference = try #require(SchemaReader.read(paths: [Self.corpusIntrospection.path]).model)
        let fetchedModel = try #require(SchemaReader.read(paths: [output]).model)
        #expect(ModelJSON.render(fetchedModel) == ModelJSON.render(reference))

        // The request: a JSON POST of the full introspection query.
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/graphql")
        #expect(request.header("Content-Type") == "application/json")
        let body = try JSONReader.parse(SourceFile(path: "body.json", bytes: request.body))
        #expect(body["query"]?.stringValue == IntrospectionQuery.full)
        #expect(body["operationName"]?.stringValue == "IntrospectionQuery")

        // Fetching again leaves the file untouched.
        let modified = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let second = Self.run(["fetch-schema", server.url, "-o", output])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("; it is unchanged."))
        #expect(FileManager.default.contents(atPath: output).map { [UInt8]($0) } == written)
        #expect(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date == modified)
    }

    /// An output that cannot be written (a folder, a link that would be replaced, an empty
    /// path) is refused before the request is sent: the address here would not even answer.
    @Test func anUnusableOutputIsRefusedBeforeTheRequest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gst-fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("schema.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appendingPathComponent("v2.json").path)
        let unreachable = "http://127.0.0.1:9/graphql"
        let toFolder = Self.run(["fetch-schema", unreachable, "-o", folder.path])
        #expect(toFolder.status == 1)
        #expect(toFolder.errors.contains("is a folder"), "\(toFolder.errors)")
        let toLink = Self.run(["fetch-schema", unreachable, "-o", link])
        #expect(toLink.status == 1)
        #expect(toLink.errors.contains("is a symbolic link"), "\(toLink.errors)")
        #expect(Self.run(["fetch-schema", unreachable, "-o", ""]).status == 2)
    }

    @Test func httpErrorStatusIsAClearErrorAndWritesNothing() throws {
        let server = try LocalHTTPServer { _, _ in .init(status: 401, body: "{\"message\": \"Bad credentials\"}") }
        defer { server.stop() }
        let folder = try Folder()
        let run = Self.run(["fetch-schema", server.url, "-o", folder.path + "/schema.json"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "error: \(server.url) answered HTTP 401 (Unauthorized); check the credentials passed with --header or --header-env. The response starts with: \"{\"message\": \"Bad credentials\"}\"\n")
        #expect(folder.contents("schema.json") == nil)
    }

    @Test func graphQLErrorsAreListedAndTheOldFileIsKept() throws {
        let server = try LocalHTTPServer { _, _ in
            .init(body: "{\"errors\": [{\"message\": \"GraphQL introspection is not allowed\"}, {\"message\": \"Second problem\"}], \"data\": null}")
        }
        defer { server.stop() }
        let folder = try Folder()
        let output = folder.path + "/schema.json"
        try "old".write(toFile: output, atomically: true, encoding: .utf8)
        let run = Self.run(["fetch-schema", server.url, "-o", output])
        #expect(run.status == 1)
        #expect(run.errors == """
            error: \(server.url) answered the introspection query with GraphQL errors:
              - GraphQL introspection is not allowed
              - Second problem

            """)
        #expect(folder.contents("schema.json") == Array("old".utf8))
        #expect(server.requests.count == 1)
    }

    @Test(.needs(.corpus)) func serversWithoutOneOfAreAskedAgainWithTheLegacyQuery() throws {
        let answer = try Self.serverAnswer()
        let server = try LocalHTTPServer { _, index in
            index == 0
                ? .init(status: 400, body: "{\"errors\": [{\"message\": \"Cannot query field \\\"isOneOf\\\" on type \\\"__Type\\\".\"}]}")
                : .init(body: answer)
        }
        defer { server.stop() }
        let folder = try Folder()
        let run = Self.run(["fetch-schema", server.url, "-o", folder.path + "/schema.json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.hasPrefix("note: \(server.url) does not support isOneOf, specifiedByURL or deprecated input fields"))
        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.first?.bodyText.contains("isOneOf") == true)
        #expect(requests.last?.bodyText.contains("isOneOf") == false)
        #expect(requests.last?.bodyText.contains("enumValues(includeDeprecated: true)") == true)
        #expect(folder.contents("schema.json") != nil)
    }

    @Test func aBodyThatIsNotJSONIsAnError() throws {
        let server = try LocalHTTPServer { _, _ in .init(contentType: "text/html", body: "<html><body>Sign in</body></html>") }
        defer { server.stop() }
        let folder = try Folder()
        let run = Self.run(["fetch-schema", server.url, "-o", folder.path + "/schema.json"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: The response from \(server.url) (HTTP 200, Content-Type text/html) is not JSON: "))
        #expect(run.errors.hasSuffix("It starts with: \"<html><body>Sign in</body></html>\"\n"))
        #expect(folder.contents("schema.json") == nil)
    }

    @Test func anInvalidIntrospectionResultIsNotWritten() throws {
        let server = try LocalHTTPServer { _, _ in
            .init(body: "{\"data\": {\"__schema\": {\"types\": [{\"kind\": \"ENUM\", \"name\": \"Color\", \"enumValues\": []}]}}}")
        }
        defer { server.stop() }
        let folder = try Folder()
        let output = folder.path + "/schema.json"
        let run = Self.run(["fetch-schema", server.url, "-o", output])
        #expect(run.status == 1)
        // Named from the working directory (the temporary folder) it is in.
        #expect(run.errors.hasPrefix("\(URL(fileURLWithPath: folder.path).lastPathComponent)/schema.json:5:9: error: Enum type Color must define one or more values."), "\(run.errors)")
        #expect(run.errors.contains("is not a valid introspection result"))
        #expect(folder.contents("schema.json") == nil)

        let empty = try LocalHTTPServer { _, _ in .init(body: "{\"data\": {}}") }
        defer { empty.stop() }
        let missing = Self.run(["fetch-schema", empty.url, "-o", output])
        #expect(missing.status == 1)
        #expect(missing.errors == "error: The response from \(empty.url) is not an introspection result: \"data\" has no \"__schema\".\n")
    }

    @Test func aSlowServerTimesOut() throws {
        let server = try LocalHTTPServer { _, _ in .init(body: "{}", delay: 3) }
        defer { server.stop() }
        let folder = try Folder()
        let start = Date()
        let run = Self.run(["fetch-schema", server.url, "-o", folder.path + "/schema.json", "--timeout", "0.5"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(run.status == 1)
        #expect(run.errors == "error: \(server.url) did not answer within 0.5 seconds; try a larger --timeout.\n")
        #expect(elapsed >= 0.45 && elapsed < 2.5, "took \(elapsed) s")
        #expect(folder.contents("schema.json") == nil)
    }

    @Test(.needs(.corpus)) func headersComeFromOptionsAndTheEnvironment() throws {
        let answer = try Self.serverAnswer()
        let server = try LocalHTTPServer { _, _ in .init(body: answer) }
        defer { server.stop() }
        let folder = try Folder()
        let run = Self.run([
            "fetch-schema", server.url, "-o", folder.path + "/schema.json",
            "--header", "X-Client:  gen-shared-types tests ", "--header-env", "Authorization=Bearer GST_TEST_TOKEN",
            "--header-env", "X-Api-Key=GST_TEST_KEY",
        ], environment: ["GST_TEST_TOKEN": "s3cret-token", "GST_TEST_KEY": "key-123"])
        #expect(run.status == 0, "\(run.errors)")
        let request = try #require(server.requests.first)
        #expect(request.header("Authorization") == "Bearer s3cret-token")
        #expect(request.header("X-Api-Key") == "key-123")
        #expect(request.header("X-Client") == "gen-shared-types tests")
        #expect(!run.output.contains("s3cret") && !run.errors.contains("s3cret"))

        let unset = Self.run(["fetch-schema", server.url, "-o", folder.path + "/other.json", "--header-env", "Authorization=Bearer GST_UNSET_VARIABLE"])
        #expect(unset.status == 1)
        #expect(unset.errors == "error: --header-env Authorization: the environment variable GST_UNSET_VARIABLE is not set\n")
        #expect(server.requests.count == 1)
    }

    @Test func badUsageExitsTwo() {
        let cases: [([String], String)] = [
            (["fetch-schema", "-o", "x.json"], "error: no URL given"),
            (["fetch-schema", "ftp://example.com/graphql", "-o", "x.json"], "error: 'ftp://example.com/graphql' is not an http:// or https:// URL"),
            (["fetch-schema", "http://127.0.0.1:9/graphql"], "error: no output file given (-o FILE)"),
            (["fetch-schema", "http://127.0.0.1:9/graphql", "-o", "x.json", "--timeout", "0"], "error: --timeout needs a positive number of seconds (at most 86400), found '0'"),
            (["fetch-schema", "http://127.0.0.1:9/graphql", "-o", "x.json", "--timeout", "inf"], "error: --timeout needs a positive number of seconds (at most 86400), found 'inf'"),
            (["fetch-schema", "http://127.0.0.1:9/graphql", "-o", "x.json", "--header", "NoColon"], "error: --header needs 'Name: value', found 'NoColon'"),
            (["fetch-schema", "http://127.0.0.1:9/graphql", "-o", "x.json", "--header", "Bad Name: x"], "error: 'Bad Name' is not a valid HTTP header name"),
            (["fetch-schema", "http://127.0.0.1:9/graphql", "-o", "x.json", "--header-env", "Authorization"], "error: --header-env needs 'Name=VARIABLE' or 'Name=Prefix VARIABLE', found 'Authorization'"),
        ]
        for (arguments, message) in cases {
            let run = Self.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.hasPrefix(message + "\nUSAGE: gen-shared-types fetch-schema URL"), "\(run.errors)")
        }
    }

    @Test func anUnreachableServerIsAnError() throws {
        // A port that was free a moment ago: nothing listens there now.
        let server = try LocalHTTPServer { _, _ in .init(body: "{}") }
        let url = server.url
        server.stop()
        let folder = try Folder()
        let run = Self.run(["fetch-schema", url, "-o", folder.path + "/schema.json", "--timeout", "5"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: Cannot reach \(url): "))
        #expect(run.errors.contains("onnect"), "\(run.errors)") // curl's own reason: "Failed to connect to 127.0.0.1 port ..."
    }

    @Test(.needs(.corpus)) func redirectsAreFollowedAndStayPOST() throws {
        let answer = try Self.serverAnswer()
        let server = try LocalHTTPServer { _, index in
            index == 0 ? .init(status: 301, body: "", location: "/v2/graphql") : .init(body: answer)
        }
        defer { server.stop() }
        let folder = try Folder()
        let run = Self.run(["fetch-schema", server.url, "-o", folder.path + "/schema.json"])
        #expect(run.status == 0, "\(run.errors)")
        let requests = server.requests
        try #require(requests.count == 2)
        #expect(requests[1].method == "POST")
        #expect(requests[1].path == "/v2/graphql")
        #expect(requests[1].body == requests[0].body)
        #expect(requests[1].header("Expect") == nil)
    }

    @Test func anOversizedResponseIsATransportError() throws {
        let server = try LocalHTTPServer { _, _ in .init(body: String(repeating: " ", count: 100_000)) }
        defer { server.stop() }
        var client = HTTPClient(timeout: 5)
        client.maxResponseLength = 10_000
        let result = client.post(server.url, headers: [], body: Array("{}".utf8))
        guard case .failure(.transport(let message)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(message == "the response is larger than 10000 bytes")
    }

    @Test(.needs(.corpus)) func quotedHeadersArriveIntactAndTheTemporaryFilesAreRemoved() throws {
        let answer = try Self.serverAnswer()
        let server = try LocalHTTPServer { _, _ in .init(body: answer) }
        defer { server.stop() }
        let folder = try Folder()
        let temporary = try Folder()
        let run = Self.run(["fetch-schema", server.url, "-o", folder.path + "/schema.json", "--header-env", "Authorization=Bearer GST_TEST_TOKEN"],
                           environment: ["GST_TEST_TOKEN": "s3cret \"quoted\" \\ token", "TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(server.requests.first?.header("Authorization") == "Bearer s3cret \"quoted\" \\ token")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(folder.contents("schema.json") != nil)
    }

    @Test func aMissingCurlCommandIsAClearError() {
        var client = HTTPClient(timeout: 5)
        client.curlCommand = "gen-shared-types-test-no-such-command"
        let result = client.post("http://127.0.0.1:9/graphql", headers: [], body: Array("{}".utf8))
        guard case .failure(.transport(let message)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(message == "fetching needs the curl command, which was not found on PATH")
    }

    /// A stand-in for curl records what it is given: the secret is only in the configuration
    /// on its standard input, never among its arguments; its message is shown without curl's
    /// "curl: (7) " prefix; the temporary folder is removed after a failure too.
    @Test func headersReachCurlOnItsStandardInputOnly() throws {
        let folder = try Folder()
        let temporary = try Folder()
        let fakeCurl = folder.path + "/fake-curl"
        let script = """
            #!/bin/sh
            printf '%s\\n' "$@" > "$(dirname "$0")/arguments"
            cat > "$(dirname "$0")/configuration"
            echo "curl: (7) Failed to connect to the test" >&2
            exit 7

            """
        // Written with close-on-exec: a child that another test spawns meanwhile must not
        // inherit the script open for writing, which would make running it fail (ETXTBSY).
        _ = try FileSystem.createNewFile(Array(script.utf8), at: fakeCurl).get()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeCurl)
        var client = HTTPClient(timeout: 1.5)
        client.curlCommand = fakeCurl
        client.temporaryFolder = temporary.path
        let result = client.post("http://127.0.0.1:9/graphql", headers: [(name: "Authorization", value: "Bearer s3cret \"x\" \\")], body: Array("{}".utf8))
        guard case .failure(.transport(let message)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(message == "Failed to connect to the test")
        #expect(folder.contents("arguments") == Array("-q\n--config\n-\n".utf8))
        let configuration = String(decoding: try #require(folder.contents("configuration")), as: UTF8.self)
        #expect(configuration.contains("header = \"Authorization: Bearer s3cret \\\"x\\\" \\\\\"\n"), "\(configuration)")
        #expect(configuration.contains("url = \"http://127.0.0.1:9/graphql\"\n"))
        #expect(configuration.contains("max-time = \"1.500\"\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test func theCurlConfigurationQuotesValuesAndRefusesControlCharacters() {
        var configuration = CurlConfiguration()
        configuration.add("silent")
        let added = configuration.add("header", "X-Token: a\"b\\c\td")
        let withControlCharacter = configuration.add("header", "X-Token: a\u{1}b")
        let withLineBreak = configuration.add("url", "http://host/\nsilent")
        #expect(added && !withControlCharacter && !withLineBreak)
        #expect(configuration.text == "silent\nheader = \"X-Token: a\\\"b\\\\c\td\"\n")

        var client = HTTPClient(timeout: 5)
        client.curlCommand = "gen-shared-types-test-no-such-command"
        let result = client.post("http://127.0.0.1:9/graphql", headers: [(name: "X-Token", value: "a\u{1}b")], body: [])
        guard case .failure(.transport(let message)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(message == "a header contains a control character")
    }

    @Test func aTimeLimitThatIsNotPositiveIsAnErrorNotACrash() {
        for timeout in [Double.nan, -1, 0] {
            let result = HTTPClient(timeout: timeout).post("http://127.0.0.1:9/graphql", headers: [], body: [])
            guard case .failure(.transport(let message)) = result else {
                Issue.record("expected a transport failure, got \(result)")
                continue
            }
            #expect(message == "the time limit is not a positive number of seconds")
        }
    }

    @Test func endpointAddresses() {
        for good in ["http://localhost/graphql", "HTTPS://api.github.com/graphql", "http://127.0.0.1:8080", "https://user@host.example:443/a?b#c",
                     "http://[::1]:4000/graphql", "https://xn--bcher-kva.example/graphql", "http://host_name.internal/"] {
            #expect(SchemaFetcher.isEndpointAddress(good), "\(good)")
        }
        for bad in ["ftp://example.com/graphql", "http://", "https:///graphql", "http://host:port/", "http://host:123456/", "http://exa mple.com/",
                    "http://host/\u{7}", "file:///etc/passwd", "example.com/graphql", "http://[::1/graphql", "http://@/x", "http://ho^st/"] {
            #expect(!SchemaFetcher.isEndpointAddress(bad), "\(bad)")
        }
    }

    @Test func theQueryAsksForEverythingTheReaderUses() {
        let query = IntrospectionQuery.full
        for part in ["fields(includeDeprecated: true)", "inputFields(includeDeprecated: true)", "enumValues(includeDeprecated: true)",
                     "args(includeDeprecated: true)", "isOneOf", "specifiedByURL", "isDeprecated", "deprecationReason", "defaultValue",
                     "description", "queryType { name }", "mutationType { name }", "subscriptionType { name }", "locations"] {
            #expect(query.contains(part), "\(part)")
        }
        // TypeRef follows ofType eight times.
        #expect(query.components(separatedBy: "ofType {").count - 1 == 8)
        for part in ["isOneOf", "specifiedByURL", "inputFields(includeDeprecated: true)", "args(includeDeprecated: true)"] {
            #expect(!IntrospectionQuery.legacy.contains(part), "\(part)")
        }
        #expect(IntrospectionQuery.legacy.contains("enumValues(includeDeprecated: true)"))
    }
}
