@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import SharedTypesCodegen

// Invariants shared by the fuzz targets. A broken invariant stops the process with a message,
// which libFuzzer reports as a crash and saves the input that caused it.

/// Stops the run when `condition` does not hold.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fatalError("fuzz invariant broken: \(message())")
    }
}

/// Every diagnostic about `file` (and every note) points inside it, has a line and column that
/// make sense, and renders; every error has a location.
func checkLocations(_ diagnostics: [Diagnostic], in file: SourceFile) {
    let renderer = DiagnosticRenderer()
    for diagnostic in diagnostics {
        if diagnostic.severity == .error {
            require(diagnostic.location != nil, "error without a location: \(diagnostic.message)")
        }
        for item in [diagnostic] + diagnostic.notes {
            guard let location = item.location else { continue }
            require(location.file === file, "diagnostic points into another file: \(item.message)")
            require(location.offset >= 0 && location.offset <= file.bytes.count,
                    "offset \(location.offset) outside the \(file.bytes.count)-byte input: \(item.message)")
            let (line, column) = location.lineAndColumn
            require(line >= 1 && column >= 1, "line \(line), column \(column): \(item.message)")
            require(line <= file.lineStarts.count, "line \(line) past the last line \(file.lineStarts.count): \(item.message)")
        }
        _ = renderer.render(diagnostic)
    }
}

/// A model printed as SDL by `SchemaPrinter` reads back into an equal model, and printing
/// that model gives the same text.
func checkRoundTrip(_ model: SchemaModel) {
    let printed = SchemaPrinter.print(model)
    if model.enums.isEmpty && model.inputObjects.isEmpty && model.customScalars.isEmpty {
        require(printed.isEmpty, "an empty model printed as \(printed)")
        return
    }
    let text = printed + stubsForHiddenTypes(model)
    let file = SourceFile(path: "printed.graphql", text: text)
    let reread = SchemaReader.read(files: [file])
    guard let again = reread.model else {
        let errors = reread.diagnostics.map { "\($0.location?.description ?? "-"): \($0.message)" }
        require(false, "printed SDL does not read back: \(errors)\n--- printed:\n\(text)")
        return
    }
    let expected = ModelJSON.render(model)
    let actual = ModelJSON.render(again)
    require(expected == actual, "printed SDL reads back into a different model\n--- printed:\n\(text)\n--- model:\n\(expected)\n--- read back:\n\(actual)")
    require(SchemaPrinter.print(again) == printed, "printing is not stable\n--- first:\n\(printed)")
}

/// Definitions for types input fields refer to that the model leaves out (names starting with
/// `__`), so the printed SDL is complete; the reader leaves them out of the model again.
private func stubsForHiddenTypes(_ model: SchemaModel) -> String {
    var listed = builtInScalarNames
    for type in model.enums { listed.insert(type.name) }
    for type in model.inputObjects { listed.insert(type.name) }
    for type in model.customScalars { listed.insert(type.name) }
    var stubs = ""
    var done: Set<String> = []
    for type in model.inputObjects {
        for field in type.fields {
            let name = field.type.namedType
            guard !listed.contains(name), done.insert(name).inserted else { continue }
            switch model.typeKinds[name] {
            case .enumType: stubs += "\nenum \(name) { A }\n"
            case .inputObject: stubs += "\ninput \(name) { a: Int }\n"
            case .scalar: stubs += "\nscalar \(name)\n"
            default: require(false, "input field \(type.name).\(field.name) refers to \(name), which is not an input type")
            }
        }
    }
    return stubs
}

/// Generating the module for a valid model succeeds, and every file stays inside the output
/// folder and is text swiftc accepts (no NUL bytes).
func checkGeneration(_ model: SchemaModel, variant: Int) {
    var options = GenerationOptions(moduleName: "Fuzzed")
    options.enumCaseStyle = EnumCaseStyle.allCases[variant % EnumCaseStyle.allCases.count]
    options.futureProofEnums = variant & 4 != 0
    options.nilFields = variant & 8 != 0 ? .omit : .null
    options.layout = variant & 16 != 0 ? .sources : .package
    let output = GenerationPipeline.generate(model, options: options)
    for diagnostic in output.diagnostics where diagnostic.severity == .error {
        require(false, "generation failed for a valid model: \(diagnostic.message)")
    }
    for file in output.files {
        let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
        require(!file.path.hasPrefix("/") && !parts.contains("..") && !parts.contains(".") && !parts.contains(""),
                "generated path leaves the output folder: \(file.path)")
        require(!file.path.utf8.contains(0) && !file.contents.contains(0), "NUL byte in generated file \(file.path)")
        require(parts.allSatisfy { $0.utf8.count <= 255 }, "file name longer than 255 bytes: \(file.path)")
    }
}

/// A cheap number derived from the input, to vary options between inputs.
func variant(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash = 5381
    for byte in bytes.prefix(64) { hash = (hash &* 33) &+ Int(byte) }
    return hash & 0xFFFF
}

/// The operations and fragments of `document`, printed, read again without an error into a
/// document that prints the same.
func checkReprint(_ document: ExecutableDocument) {
    guard !document.definitions.isEmpty else { return }
    let printed = ExecutableDocumentPrinter.print(document)
    let again = Parser.parseExecutable(SourceFile(path: "printed.graphql", text: printed))
    let errors = again.diagnostics.map { "\($0.location?.description ?? "-"): \($0.message)" }
    require(errors.isEmpty, "printed document does not read back: \(errors)\n--- printed:\n\(printed)")
    let reprinted = ExecutableDocumentPrinter.print(again.document)
    require(reprinted == printed, "printed document reads back into another\n--- printed:\n\(printed)\n--- read back:\n\(reprinted)")
}

/// A Swift file's GraphQL text: as long as the file, valid UTF-8 when the file is, spaces
/// and the file's own line breaks outside the literals, which are in order and inside it.
func checkExtraction(_ extraction: SwiftDocumentExtractor.Extraction, of bytes: [UInt8]) {
    require(extraction.bytes.count == bytes.count, "\(extraction.bytes.count) bytes extracted from \(bytes.count)")
    if UTF8Validation.firstInvalidByte(in: bytes) == nil {
        require(UTF8Validation.firstInvalidByte(in: extraction.bytes) == nil, "extracted text is not valid UTF-8")
    }
    var outside = 0
    for segment in extraction.segments + [Parser.Segment(range: bytes.count..<bytes.count, indentation: 0)] {
        require(segment.range.lowerBound >= outside && segment.range.upperBound <= bytes.count,
                "literal \(segment.range) out of order or outside the \(bytes.count)-byte file")
        for index in outside..<segment.range.lowerBound {
            let byte = extraction.bytes[index]
            let isLineBreak = bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
            require(byte == (isLineBreak ? bytes[index] : UInt8(ascii: " ")), "byte \(index) outside the literals is \(byte)")
        }
        outside = segment.range.upperBound
    }
}
