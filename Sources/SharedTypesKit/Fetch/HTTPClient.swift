import CLibcurl
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One HTTP(S) POST, sent with libcurl (loaded on first use; see `CLibcurl`) or the curl
/// command (see `HTTPTransport`), and waited for.
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
        /// was too large, or libcurl (or the curl command) is missing.
        case transport(String)
    }

    /// Longest time for the whole exchange, from connecting to the last byte.
    var timeout: Double
    /// Longest response body accepted.
    var maxResponseLength = SchemaReader.maxFileSize
    /// libcurl or the curl command (`HTTPTransport.forThisProcess` unless chosen).
    var transport: HTTPTransport
    /// The command run for `.curlCommand`, looked up on PATH.
    var curlCommand = "curl"
    /// Where `.curlCommand` keeps the request and response while curl runs (nil: /tmp).
    var temporaryFolder: String?

    func post(_ url: String, headers: [(name: String, value: String)], body: [UInt8]) -> Result<Response, Failure> {
        let lines = headers.map { "\($0.name): \($0.value)" }
        var result = gst_http_result()
        let milliseconds = Int(min(timeout * 1000, Double(Int32.max)).rounded(.up))
        withCStrings(lines) { headerPointers in
            body.withUnsafeBufferPointer { bodyBytes in
                switch transport {
                case .libcurl:
                    gst_http_post(url, headerPointers, lines.count, bodyBytes.baseAddress, bodyBytes.count,
                                  milliseconds, maxResponseLength, &result)
                case .curlCommand:
                    gst_http_post_with_command(curlCommand, temporaryFolder, url, headerPointers, lines.count, bodyBytes.baseAddress, bodyBytes.count,
                                               milliseconds, maxResponseLength, &result)
                }
            }
        }
        defer { gst_http_result_release(&result) }
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch result.outcome {
        case gst_http_responded:
            let body = result.body.map { [UInt8](UnsafeBufferPointer(start: $0, count: result.body_length)) } ?? []
            return .success(Response(status: result.status, contentType: result.content_type.map { String(cString: $0) }, body: body))
        case gst_http_timed_out:
            return .failure(.timedOut(seconds: timeout))
        default:
            return .failure(.transport(message))
        }
    }

    /// Calls `body` with NUL-terminated copies of `strings`, alive for the call.
    private func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }
}
