/// Swift types for custom scalars whose `@specifiedBy` URL names a specification Foundation
/// implements, as SwiftUIGraphQL's generator maps them. Used by runtimes whose profile says so
/// (`RuntimeProfile.mapsSpecifiedScalars`); a `customScalars` entry for the scalar wins.
///
/// | Specification | URLs recognised | Swift type |
/// | --- | --- | --- |
/// | URL: RFC 3986, RFC 1738, WHATWG URL | the RFC at IETF or the RFC Editor; url.spec.whatwg.org | `Foundation.URL` |
/// | Date-time: RFC 3339 | the RFC; scalars.graphql.org/andimarek/date-time | `Foundation.Date` |
/// | UUID: RFC 4122, RFC 9562 | the RFC | `Foundation.UUID` |
enum SpecifiedScalars {
    /// One supported specification.
    struct Specification {
        /// The URLs naming it, `normalized`.
        var urls: Set<String>
        var mapping: GenerationOptions.ScalarMapping
        /// What the scalar's doc comment says about coding the type, if anything.
        var note: String?
    }

    static let specifications: [Specification] = [
        Specification(urls: Set(rfcURLs(3986) + rfcURLs(1738) + ["url.spec.whatwg.org"]),
                      mapping: .init(type: "Foundation.URL", imports: ["Foundation"]), note: nil),
        Specification(urls: Set(rfcURLs(3339) + ["scalars.graphql.org/andimarek/date-time"]),
                      mapping: .init(type: "Foundation.Date", imports: ["Foundation"]),
                      note: "Coded as `Foundation.Date`: use the `.iso8601` date strategies of `JSONEncoder` and `JSONDecoder`."),
        Specification(urls: Set(rfcURLs(4122) + rfcURLs(9562)),
                      mapping: .init(type: "Foundation.UUID", imports: ["Foundation"]), note: nil),
    ]

    /// The specification `url` names, or nil.
    static func specification(for url: String?) -> Specification? {
        guard let url else { return nil }
        let key = normalized(url)
        return specifications.first { $0.urls.contains(key) }
    }

    /// The places an RFC is published at, `normalized`.
    static func rfcURLs(_ number: Int) -> [String] {
        ["tools.ietf.org/html/rfc\(number)", "datatracker.ietf.org/doc/html/rfc\(number)", "datatracker.ietf.org/doc/rfc\(number)",
         "rfc-editor.org/rfc/rfc\(number)", "ietf.org/rfc/rfc\(number)"]
    }

    /// `url` lowercased, without its scheme, `www.`, fragment, trailing `/` and `.html` or
    /// `.txt` ending, so that the usual spellings of one address compare equal.
    static func normalized(_ url: String) -> String {
        var text = url.lowercased()
        if let fragment = text.firstIndex(of: "#") { text = String(text[..<fragment]) }
        for scheme in ["https://", "http://"] where text.hasPrefix(scheme) { text = String(text.dropFirst(scheme.count)) }
        if text.hasPrefix("www.") { text = String(text.dropFirst(4)) }
        while text.hasSuffix("/") { text = String(text.dropLast()) }
        for ending in [".html", ".txt"] where text.hasSuffix(ending) { text = String(text.dropLast(ending.count)) }
        return text
    }
}
