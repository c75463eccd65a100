@testable import SharedTypesSupport
@testable import MustacheEngine

/// The Mustache engine: any template either parses or gives an error inside it, and renders
/// (against a context with lists, nested objects and text that needs escaping, and with
/// itself as a partial, so recursion is reached) either to text or to an error inside a
/// template, in bounded time. A template without tags renders as itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.mustache", bytes: bytes)
    let template: MustacheTemplate
    do {
        template = try MustacheTemplate(source: file)
    } catch {
        checkLocations(error.diagnostics, in: file)
        return 0
    }
    let partials = ["self": template, "item": fixedPartial]
    let strict = size % 2 == 0
    for escaping in [MustacheEscaping.html, .none] {
        do {
            let output = try template.render(context, partials: partials, escaping: escaping, strictPartials: strict, limits: limits)
            if !containsOpeningDelimiter(bytes) {
                require(output == String(decoding: bytes, as: UTF8.self), "a template without tags does not render as itself")
            }
        } catch {
            for diagnostic in error.diagnostics {
                require(diagnostic.location != nil, "render error without a location: \(diagnostic.message)")
                if let location = diagnostic.location {
                    require(location.offset >= 0 && location.offset <= location.file.bytes.count, "render error outside its template: \(diagnostic.message)")
                }
            }
        }
    }
    return 0
}

/// Smaller than the defaults, so inputs that reach them stay fast.
private let limits = MustacheRenderer.Limits(steps: 200_000, outputBytes: 1 << 20)

private func containsOpeningDelimiter(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 2 else { return false }
    for index in 0..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "{") && bytes[index + 1] == UInt8(ascii: "{") {
        return true
    }
    return false
}

private let fixedPartial: MustacheTemplate = {
    do {
        return try MustacheTemplate(path: "item.mustache", text: "  {{name}}: {{#list}}{{.}}{{/list}}\n")
    } catch {
        fatalError("the fixed partial does not parse")
    }
}()

private let context: TemplateValue = [
    "name": "Color <&\"'>",
    "empty": "",
    "flag": true,
    "off": false,
    "none": nil,
    "count": 3,
    "ratio": 1.5,
    "list": ["a", "b"],
    "items": [["name": "first", "list": [1, 2]], ["name": "second", "list": []]],
    "nested": ["inner": ["value": "deep", "items": [["name": "x"]]]],
]
