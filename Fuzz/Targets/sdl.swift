@testable import SharedTypesSupport
@testable import GraphQLSchema

/// The SDL reader: any bytes read as a `.graphql` file give either a model or errors, never a
/// crash or hang. Errors point inside the input; a model prints back as SDL that reads into
/// an equal model; generating the module from it succeeds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSDLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let file = SourceFile(path: "fuzz.graphql", bytes: Array(bytes))
    let result = SchemaReader.read(files: [file])
    checkLocations(result.diagnostics, in: file)
    guard let model = result.model else {
        require(result.diagnostics.contains { $0.severity == .error }, "no model and no error")
        return 0
    }
    checkRoundTrip(model)
    checkGeneration(model, variant: variant(of: bytes))
    return 0
}
