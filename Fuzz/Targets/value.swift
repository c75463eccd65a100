@testable import GraphQLSchema

/// The GraphQL value-literal parser (default values of introspection results): any text
/// either parses or gives an error inside it; a parsed value printed with `graphQLLiteral`
/// parses back into the same value, and printing it again gives the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValueLiteral(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The parser reads text that is already valid UTF-8 (a decoded JSON string).
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let bytes = Array(text.utf8)
    let parsed = Parser.parseConstantValue(bytes)
    switch parsed {
    case .failure(let error):
        require(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside the \(bytes.count)-byte input: \(error.message)")
    case .success(let value):
        let literal = value.graphQLLiteral
        let reparsed = Parser.parseConstantValue(Array(literal.utf8))
        switch reparsed {
        case .failure(let error):
            require(false, "printed literal does not parse: \(error.message)\n--- input:\n\(text)\n--- printed:\n\(literal)")
        case .success(let again):
            require(again == value, "printed literal parses into a different value\n--- input:\n\(text)\n--- printed:\n\(literal)\n--- reprinted:\n\(again.graphQLLiteral)")
            require(again.graphQLLiteral == literal, "printing is not stable: \(literal)")
        }
    }
    return 0
}
