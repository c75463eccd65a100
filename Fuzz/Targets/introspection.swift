@testable import SharedTypesSupport
@testable import GraphQLSchema

/// The JSON reader and the introspection reader: any bytes read as a `.json` file give either
/// a model or errors located inside the input. JSON that parses is written out and parses
/// into the same tree; a model prints as SDL that reads into an equal model, and generates.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntrospectionReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let file = SourceFile(path: "fuzz.json", bytes: Array(bytes))

    do {
        let tree = try JSONReader.parse(file)
        let written = JSONWriter.pythonCompatible(indent: 1).bytes(JSONOutput(tree))
        let rewrittenFile = SourceFile(path: "rewritten.json", bytes: written)
        do {
            let again = try JSONReader.parse(rewrittenFile)
            let rewritten = JSONWriter.pythonCompatible(indent: 1).bytes(JSONOutput(again))
            require(rewritten == written, "written JSON reads back differently:\n\(String(decoding: written, as: UTF8.self))")
        } catch {
            require(false, "written JSON does not read back: \(error.diagnostics.map(\.message))\n\(String(decoding: written, as: UTF8.self))")
        }
    } catch {
        checkLocations(error.diagnostics, in: file)
    }

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
