// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for tests: one connection at a time on a
/// background thread, `Connection: close` after every response, a free port chosen by the
/// system. It records every request and answers with what `respond` returns. It is bounded:
/// it stops after `maxRequests` requests, after `lifetime` seconds, or on `stop()`.
final class LocalHTTPServer: @unchecked Sendable {
    struct Request: Sendable {
        var method: String
        var path: String
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        /// The first header named `name` (case-insensitive).
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    struct Response: Sendable {
        var status: Int
        var contentType = "application/json"
        var body: [UInt8]
        /// Seconds to wait before answering (to provoke a client timeout).
        var delay: Double = 0
        /// A `Location` header (for redirects).
        var location: String?

        init(status: Int = 200, contentType: String = "application/json", body: String, delay: Double = 0, location: String? = nil) {
            self.status = status
            self.location = location
            self.contentType = contentType
            self.body = Array(body.utf8)
            self.delay = delay
        }
    }

    enum SetupError: Error {
        case socket(String)
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// The endpoint URL (`http://127.0.0.1:PORT/graphql`).
    var url: String { "http://127.0.0.1:\(port)/graphql" }

    /// Every request received so far.
    var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Starts listening; `respond` gets each request and its index (0 for the first).
    init(maxRequests: Int = 8, lifetime: Double = 30, respond: @escaping @Sendable (Request, Int) -> Response) throws {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SetupError.socket("socket: \(errno)") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0 // any free port
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw SetupError.socket("bind/listen: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw SetupError.socket("getsockname: \(errno)")
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let deadline = Date().addingTimeInterval(lifetime)
        let thread = Thread { [self] in
            serve(maxRequests: maxRequests, deadline: deadline, respond: respond)
            close(listener)
            finished.signal()
        }
        thread.start()
    }

    /// Stops accepting connections and waits (briefly) for the server thread to end.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        _ = finished.wait(timeout: .now() + 5)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func serve(maxRequests: Int, deadline: Date, respond: @Sendable (Request, Int) -> Response) {
        var served = 0
        while served < maxRequests && !isStopped && Date() < deadline {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            var receiveTimeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &receiveTimeout, socklen_t(MemoryLayout<timeval>.size))
            #if canImport(Darwin)
            var noSignal: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
            #endif
            if let request = readRequest(connection) {
                lock.lock()
                recorded.append(request)
                lock.unlock()
                let response = respond(request, served)
                served += 1
                wait(response.delay)
                send(response, to: connection)
            }
            close(connection)
        }
    }

    /// Sleeps in short steps so that `stop()` ends a long delay early.
    private func wait(_ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end && !isStopped { usleep(20_000) }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            if buffer.count >= 4 {
                headerEnd = (0...(buffer.count - 4)).first { buffer[$0..<($0 + 4)].elementsEqual(separator) }
            }
            if buffer.count > 1 << 20 { return nil }
        }
        guard let end = headerEnd else { return nil }
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var request = Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: Array(buffer[(end + 4)...]))
        if request.header("Expect")?.lowercased() == "100-continue" {
            writeAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection)
        }
        let expected = Int(request.header("Content-Length") ?? "0") ?? 0
        while request.body.count < expected {
            let count = recv(connection, &chunk, min(chunk.count, expected - request.body.count), 0)
            guard count > 0 else { return nil }
            request.body.append(contentsOf: chunk[0..<count])
        }
        return request
    }

    private func send(_ response: Response, to connection: Int32) {
        let head = "HTTP/1.1 \(response.status) Status\r\nContent-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\n\(response.location.map { "Location: \($0)\r\n" } ?? "")Connection: close\r\n\r\n"
        writeAll(Array(head.utf8) + response.body, to: connection)
    }

    private func writeAll(_ bytes: [UInt8], to connection: Int32) {
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL) // the client may have given up (timeout test)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemSend(connection, $0.baseAddress, $0.count, flags) }
            if written <= 0 { return }
            offset += written
        }
    }
}

#if canImport(Glibc)
private let systemSend = Glibc.send
#elseif canImport(Darwin)
private let systemSend = Darwin.send
#endif
#endif
