/// Reason phrases of the HTTP statuses a GraphQL endpoint commonly answers with.
enum HTTPStatusText {
    static func reason(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default:
            switch status {
            case 300..<400: return "a redirect that was not followed"
            case 400..<500: return "a client error"
            case 500..<600: return "a server error"
            default: return "an unexpected status"
            }
        }
    }
}
