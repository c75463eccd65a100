import CLibcurl

/// How `fetch-schema` sends its requests.
public enum HTTPTransport: Sendable, Equatable {
    /// libcurl, loaded into the process on the first request (see `CLibcurl.c`).
    case libcurl
    /// The `curl` command, run once per request. A statically linked executable uses it:
    /// loading libcurl there would bring a second C library into the process.
    case curlCommand

    /// The environment variable that chooses the transport: `libcurl` or `curl-command`.
    public static let environmentVariable = "GEN_SHARED_TYPES_HTTP"

    /// `.curlCommand` in a statically linked executable, `.libcurl` everywhere else.
    public static var forThisProcess: HTTPTransport {
        gst_process_is_statically_linked() != 0 ? .curlCommand : .libcurl
    }

    /// What the environment asks for, else `forThisProcess`. `nil` if the variable holds
    /// anything but the two names.
    public static func chosen(environment: [String: String]) -> HTTPTransport? {
        switch environment[environmentVariable] {
        case nil, "": return forThisProcess
        case "libcurl": return .libcurl
        case "curl-command": return .curlCommand
        default: return nil
        }
    }
}
