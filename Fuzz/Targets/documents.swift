@testable import SharedTypesSupport
@testable import GraphQLSchema

/// The document reader: any bytes, read as a `.graphql` document and as a Swift file, give a
/// document and errors, never a crash or hang. Errors point inside the input; the operations
/// and fragments read, printed by `ExecutableDocumentPrinter`, read again without an error
/// into a document that prints the same; a Swift file's GraphQL text is as long as the file,
/// stays valid UTF-8, and is blank outside its literals, line breaks kept.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocuments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for path in ["fuzz.graphql", "Fuzz.swift"] {
        let file = SourceFile(path: path, bytes: bytes)
        let (document, diagnostics) = DocumentReader.read(file)
        checkLocations(diagnostics, in: file)
        require(document.file === file, "the document of \(path) names another file")
        checkReprint(document)
    }
    checkExtraction(SwiftDocumentExtractor.extract(SourceFile(path: "Fuzz.swift", bytes: bytes)), of: bytes)
    return 0
}
