#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraphQLSchema
import SharedTypesSupport

/// One HTTP(S) POST, sent by running the `curl` command, and waited for.
///
/// The command rather than a library: URLSession (FoundationNetworking) needs libcurl at run
/// time and cannot be linked into the statically linked Linux executable, and loading libcurl
/// into that executable would bring a second C library with it. The curl command is on every
/// Mac and nearly every Linux machine.
///
/// No header reaches curl's command line, which other users can read: the whole request is
/// described in a configuration curl reads on its standard input (`curl -q --config -`; `-q`
/// keeps the user's `~/.curlrc` out). The body and the response pass through `CurlFiles`.
struct HTTPClient: Sendable {
    struct Response: Sendable {
        var status: Int
        var contentType: String?
        var body: [UInt8]
    }

    enum Failure: Error, Sendable {
        /// No complete response within the time limit.
        case timedOut(seconds: Double)
        /// The connection could not be made or broke (DNS, refused, TLS, ...), the response
        /// was too large, or the curl command is missing.
        case transport(String)
    }

    /// Longest time for the whole exchange, from connecting to the last byte.
    var timeout: Double
    /// Longest response body accepted.
    var maxResponseLength = SchemaReader.maxFileSize
    /// The command run, looked up on PATH.
    var curlCommand = "curl"
    /// Where the request and response are kept while curl runs (nil: /tmp).
    var temporaryFolder: String?

    /// curl's exit statuses that have a failure of their own.
    private static let curlTimedOut: Int32 = 28
    private static let curlFileTooLarge: Int32 = 63

    func post(_ url: String, headers: [(name: String, value: String)], body: [UInt8]) -> Result<Response, Failure> {
        // Also false for NaN; the command accepts only 0 < timeout <= 86400.
        guard timeout > 0 else { return .failure(.transport("the time limit is not a positive number of seconds")) }
        let files: CurlFiles
        switch CurlFiles.make(in: temporaryFolder) {
        case .failure(let error): return .failure(.transport(error.message))
        case .success(let made): files = made
        }
        defer { files.remove() }
        if case .failure(let failure) = FileSystem.createNewFile(body, at: files.request) {
            let reason = switch failure {
            case .exists: "the file exists"
            case .failed(let error): error.message
            }
            return .failure(.transport("cannot write the request for the curl command (\(reason))"))
        }
        let configuration: CurlConfiguration
        switch self.configuration(url: url, headers: headers, files: files) {
        case .failure(let failure): return .failure(failure)
        case .success(let made): configuration = made
        }
        let termination: ChildProcess.Termination
        switch ChildProcess.run(curlCommand, arguments: ["-q", "--config", "-"], input: Array(configuration.text.utf8),
                                outputPath: files.status, errorPath: files.errors) {
        case .failure(.notFound): return .failure(.transport("fetching needs the curl command, which was not found on PATH"))
        case .failure(.inputTooLong): return .failure(.transport("the request's headers are too long to hand to the curl command"))
        case .failure(.system(let reason)): return .failure(.transport("the curl command could not be run (\(reason))"))
        case .success(let ended): termination = ended
        }
        switch termination {
        case .signalled(let signal):
            return .failure(.transport("the curl command ended with signal \(signal)"))
        case .exited(Self.curlTimedOut):
            return .failure(.timedOut(seconds: timeout))
        case .exited(Self.curlFileTooLarge):
            return .failure(.transport(tooLargeMessage))
        case .exited(let status) where status != 0:
            return .failure(.transport(curlMessage(errorsFile: files.errors, status: status)))
        case .exited:
            return response(in: files)
        }
    }

    /// The request: redirects followed (a POST stays a POST) to http and https only, the time
    /// and size limits, the headers, and where the body and response are.
    private func configuration(url: String, headers: [(name: String, value: String)], files: CurlFiles) -> Result<CurlConfiguration, Failure> {
        var configuration = CurlConfiguration()
        // Quiet but for errors; the address taken literally (no [] or {} globbing).
        for option in ["silent", "show-error", "globoff", "compressed", "location", "post301", "post302", "post303"] {
            configuration.add(option)
        }
        let milliseconds = Int(min(timeout * 1000, Double(Int32.max)).rounded(.up))
        let fraction = String(milliseconds % 1000)
        configuration.add("max-redirs", "10")
        configuration.add("proto", "=http,https")
        configuration.add("proto-redir", "=http,https")
        configuration.add("max-time", "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction)
        configuration.add("max-filesize", String(maxResponseLength))
        guard configuration.add("url", url) else { return .failure(.transport("the address contains a control character")) }
        // Without an empty Expect, curl asks the server for a "100 Continue" before sending a
        // large body and waits a second for servers that do not answer it.
        for line in headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            guard configuration.add("header", line) else { return .failure(.transport("a header contains a control character")) }
        }
        guard configuration.add("data-binary", "@" + files.request), configuration.add("output", files.response) else {
            return .failure(.transport("the temporary folder's path contains a control character"))
        }
        configuration.add("write-out", "%{http_code} %{content_type}")
        return .success(configuration)
    }

    /// The response of a run of curl that succeeded: its standard output says
    /// "<status> <content type>" (the type empty when the server sent none).
    private func response(in files: CurlFiles) -> Result<Response, Failure> {
        guard case .success(let written) = FileSystem.readFile(files.status, maxSize: 4096) else {
            return .failure(.transport("the curl command reported no HTTP status"))
        }
        let line = String(decoding: written.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        let status = line.prefix { $0 != " " }
        let contentType = line.drop { $0 != " " }.dropFirst()
        guard let status = Int(status), status > 0 else { return .failure(.transport("the curl command reported no HTTP status")) }

        // curl creates the output file only once data arrives: none means an empty body.
        var body: [UInt8] = []
        var info = stat()
        if stat(files.response, &info) == 0 {
            guard Int(info.st_size) <= maxResponseLength else { return .failure(.transport(tooLargeMessage)) }
            guard case .success(let read) = FileSystem.readFile(files.response, maxSize: maxResponseLength) else {
                return .failure(.transport("the curl command's response could not be read"))
            }
            body = read
        } else if errno != ENOENT {
            return .failure(.transport("the curl command's response could not be read"))
        }
        return .success(Response(status: status, contentType: contentType.isEmpty ? nil : String(contentType), body: body))
    }

    private var tooLargeMessage: String { "the response is larger than \(maxResponseLength) bytes" }

    /// curl's own message ("curl: (7) Failed to connect ...") without the prefix, on one line.
    private func curlMessage(errorsFile: String, status: Int32) -> String {
        let errors = (try? FileSystem.readFile(errorsFile, maxSize: 4096).get()) ?? []
        var message = String(decoding: errors.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        if message.hasPrefix("curl: (") {
            let afterCode = message.dropFirst(7).drop { $0.isNumber }
            if afterCode.hasPrefix(") ") { message = String(afterCode.dropFirst(2)) }
        }
        return message.isEmpty ? "the curl command failed (exit status \(status))" : message
    }
}
