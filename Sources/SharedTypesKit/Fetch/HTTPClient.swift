import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP(S) POST, sent with Foundation's URLSession and waited for synchronously (the
/// command line runs synchronously; the request runs on URLSession's own queue).
struct HTTPClient: Sendable {
    struct Response: Sendable {
        var status: Int
        var contentType: String?
        var body: [UInt8]
    }

    enum Failure: Error, Sendable {
        /// No complete response within the time limit.
        case timedOut(seconds: Double)
        /// The connection could not be made or broke (DNS, refused, TLS, ...).
        case transport(String)
    }

    /// Longest time for the whole exchange, from connecting to the last byte.
    var timeout: Double

    func post(_ url: URL, headers: [(name: String, value: String)], body: [UInt8]) -> Result<Response, Failure> {
        // The caller's deadline below is what enforces `timeout`: URLSession on Linux truncates
        // its timeouts to whole seconds (0.5 becomes 0), so its own limits are set looser.
        let sessionTimeout = timeout.rounded(.up) + 1
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: sessionTimeout)
        request.httpMethod = "POST"
        request.httpBody = Data(body)
        for header in headers {
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = sessionTimeout
        configuration.timeoutIntervalForResource = sessionTimeout
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }

        let outcome = Outcome()
        let task = session.dataTask(with: request) { data, response, error in
            outcome.finish(data: data, response: response, error: error)
        }
        task.resume()
        guard outcome.wait(seconds: timeout) else {
            task.cancel()
            return .failure(.timedOut(seconds: timeout))
        }
        return outcome.result(timeout: timeout)
    }

    /// The completion handler's results, handed from URLSession's queue to the waiting caller.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var data: Data?
        private var response: URLResponse?
        private var error: Error?

        func finish(data: Data?, response: URLResponse?, error: Error?) {
            lock.lock()
            self.data = data
            self.response = response
            self.error = error
            lock.unlock()
            done.signal()
        }

        func wait(seconds: Double) -> Bool {
            done.wait(timeout: .now() + seconds) == .success
        }

        func result(timeout: Double) -> Result<Response, Failure> {
            lock.lock()
            defer { lock.unlock() }
            if let error {
                if let urlError = error as? URLError, urlError.code == .timedOut {
                    return .failure(.timedOut(seconds: timeout))
                }
                return .failure(.transport(error.localizedDescription))
            }
            guard let http = response as? HTTPURLResponse else {
                return .failure(.transport("the server's answer is not an HTTP response"))
            }
            return .success(Response(status: http.statusCode,
                                     contentType: http.value(forHTTPHeaderField: "Content-Type"),
                                     body: data.map { [UInt8]($0) } ?? []))
        }
    }
}
