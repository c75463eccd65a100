import Foundation
import Testing
@testable import SharedTypesSupport
@testable import GraphQLSchema
@testable import MustacheEngine
@testable import SharedTypesCodegen
@testable import TestSupport

/// Hostile and extreme input: each case ends with a clear error or a correct result, within
/// bounded time and memory, never a crash or a hang. Deep nesting runs on a thread with a
/// small stack, so a reader that recursed once per level would crash the test.
@Suite struct HostileInputTests {
    // MARK: Deep nesting

    static let depth = 100_000

    @Test func deeplyNestedListTypeIsAnError() {
        let text = "input I { f: " + String(repeating: "[", count: Self.depth) + "Int" + String(repeating: "]", count: Self.depth) + " }\nenum E { A }\n"
        let messages = onSmallStack { diagnose(text) }
        // The 65th "[" (column 14 + 64) is one level too many; nothing else is reported.
        #expect(messages == ["1:78: error: Nesting is deeper than the limit of 64 levels."])
    }

    @Test func deeplyNestedListAndObjectValuesAreErrors() {
        let lists = "input I { f: [Int] = " + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth) + " }"
        let objects = "input I { f: J = " + String(repeating: "{a: ", count: Self.depth) + "1" + String(repeating: "}", count: Self.depth) + " }\ninput J { a: J }"
        let directive = "enum E { A @deprecated(reason: " + String(repeating: "[", count: Self.depth) + ") }"
        let messages = onSmallStack { [lists, objects, directive].map { diagnose($0) } }
        #expect(messages[0] == ["1:86: error: Nesting is deeper than the limit of 64 levels."])
        #expect(messages[1] == ["1:274: error: Nesting is deeper than the limit of 64 levels."])
        #expect(messages[2] == ["1:96: error: Nesting is deeper than the limit of 64 levels."])
    }

    @Test func deeplyNestedIntrospectionValuesAreErrors() throws {
        let deepArrays = String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)
        let deepObjects = String(repeating: #"{"a": "#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        // A default value holding 100,000 nested lists, inside a JSON string.
        let deepDefault = Self.introspection(types: #"{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "a", "type": {"kind": "SCALAR", "name": "Int"}, "defaultValue": ""# + String(repeating: "[", count: Self.depth) + #""}]}"#)
        // A type reference wrapped in 300 LIST levels.
        var reference = #"{"kind": "SCALAR", "name": "Int"}"#
        for _ in 0..<300 { reference = #"{"kind": "LIST", "ofType": "# + reference + "}" }
        let deepReference = Self.introspection(types: #"{"kind": "INPUT_OBJECT", "name": "I", "inputFields": [{"name": "a", "type": "# + reference + "}]}")
        let messages = onSmallStack {
            [deepArrays, deepObjects, deepDefault, deepReference].map { diagnose($0, path: "schema.json").first ?? "no error" }
        }
        #expect(messages[0] == "schema.json:1:513: error: JSON nesting exceeds the limit of 512 levels.")
        #expect(messages[1] == "schema.json:1:3073: error: JSON nesting exceeds the limit of 512 levels.")
        // The 65th "[" of the string, which starts at column 153.
        #expect(messages[2].hasPrefix("schema.json:1:217: error: Invalid default value \"[[[["))
        #expect(messages[2].hasSuffix(": Nesting is deeper than the limit of 64 levels."))
        #expect(messages[3].hasPrefix("schema.json:1:") && messages[3].hasSuffix("error: Type reference nesting is deeper than the limit of 64 levels."))
    }

    @Test func deeplyNestedTemplateSectionsAreAnError() {
        let text = String(repeating: "{{#a}}", count: Self.depth) + String(repeating: "{{/a}}", count: Self.depth)
        let message = onSmallStack { () -> String in
            do throws(DiagnosticsError) {
                _ = try MustacheTemplate(path: "deep.mustache", text: text)
                return "no error"
            } catch {
                return error.diagnostics.map(summary).joined()
            }
        }
        #expect(message == "deep.mustache:1:601: error: Sections are nested too deeply (more than 100 levels).")
    }

    @Test func templatesThatMultiplyWorkStopWithAnError() throws {
        // Thirty sections over a two-item list would render their body 2^30 times.
        let nested = try MustacheTemplate(path: "t.mustache", text: String(repeating: "{{#l}}", count: 30) + "x" + String(repeating: "{{/l}}", count: 30))
        let limits = MustacheRenderer.Limits(steps: 100_000, outputBytes: 1 << 20)
        #expect(throws: DiagnosticsError.self) {
            try nested.render(["l": [1, 2]], partials: [:], escaping: .none, strictPartials: false, limits: limits)
        }
        do {
            _ = try nested.render(["l": [1, 2]], partials: [:], escaping: .none, strictPartials: false, limits: limits)
        } catch {
            #expect(error.diagnostics.map(summary) == ["t.mustache:1:175: error: Rendering stopped after more than 100000 steps; do sections over lists nest too deeply, or does a partial include itself?"])
        }
        // Output that grows too big stops too, at the section repeating it.
        let doubling = try MustacheTemplate(path: "d.mustache", text: "{{#l}}{{{big}}}{{/l}}")
        do {
            _ = try doubling.render(["l": .list(Array(repeating: 1, count: 100)), "big": .string(String(repeating: "x", count: 100_000))],
                                    partials: [:], escaping: .none, strictPartials: false, limits: limits)
            Issue.record("no error")
        } catch {
            #expect(error.diagnostics.map(summary) == ["d.mustache:1:1: error: Rendering stopped after more than 1048576 bytes of output; do sections over lists nest too deeply, or does a partial include itself?"])
        }
        // Long delimiters would make finding tags quadratic.
        #expect(throws: DiagnosticsError.self) {
            _ = try MustacheTemplate(path: "x.mustache", text: "{{=" + String(repeating: "<", count: 33) + " >=}}")
        }
    }

    // MARK: Size

    @Test func hundredMegabyteDescriptionReads() throws {
        let line = String(repeating: "A long description line. ", count: 4) + "\n"
        let count = 100 * 1024 * 1024 / line.utf8.count
        var text = "\"\"\"\n"
        text.reserveCapacity(count * line.utf8.count + 100)
        for _ in 0..<count { text += line }
        text += "\"\"\"\nenum E { A }\n"
        let (result, elapsed) = timed { SchemaReader.read(files: [SourceFile(path: "big.graphql", text: text)]) }
        let model = try #require(result.model)
        #expect(model.enums[0].description?.utf8.count == count * line.utf8.count - 1)
        #expect(elapsed < .seconds(600), "took \(elapsed)")
    }

    @Test func millionTinyEnumsReadInBoundedTime() throws {
        var text = ""
        text.reserveCapacity(20_000_000)
        for index in 0..<1_000_000 { text += "enum E\(index) { A }\n" }
        let (result, elapsed) = timed { SchemaReader.read(files: [SourceFile(path: "many.graphql", text: text)]) }
        let model = try #require(result.model)
        #expect(model.enums.count == 1_000_000)
        #expect(model.enums.first?.name == "E0" && model.enums.last?.name == "E999999")
        #expect(elapsed < .seconds(600), "took \(elapsed)")
    }

    @Test func namesOfTenThousandCharactersWork() throws {
        let long = "N" + String(repeating: "a", count: 9_999)
        let text = "enum \(long) { \(long) }\ninput I\(long) { \(long): \(long) = \(long) }\nscalar S\(long)\n"
        let read = try #require(model(text))
        #expect(read.enums[0].name.count == 10_000)
        let output = GenerationPipeline.generate(read, options: GenerationOptions.perType(moduleName: "Long"))
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        for file in output.files {
            #expect(file.path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 }, "\(file.path.prefix(80))")
        }
        #expect(output.files.contains { $0.path.hasPrefix("Sources/Long/Enums/Naaaa") && $0.path.hasSuffix(".graphql.swift") })
        // Written for real: the file system takes every name.
        let directory = try TemporaryDirectory()
        let schema = directory.write("long.graphql", text)
        let run = Tool.run([schema, "-o", directory.path + "/Long"], in: directory.path)
        #expect(run.status == 0, "\(run.errors.prefix(500))")
        // A long unknown type name is reported without trying to suggest names.
        #expect(diagnose("input I { a: \(long) }") == ["1:14: error: Unknown type \"\(long)\"."])
    }

    /// A 100 MB description makes a generated file larger than the 64 MiB the writer reads of
    /// existing files; running again must still compare and replace it.
    @Test func generatedFilesLargerThanTheReadLimitCanBeRegenerated() throws {
        let directory = try TemporaryDirectory()
        var writer = OutputWriter(directory: directory.path + "/Out")
        writer.comparedFileSize = 4096 // as 64 MiB, but fast
        let header = Array("\(generatedFileMarker) test\n".utf8)
        let big = GeneratedFile(path: "Big.graphql.swift", contents: header + Array(repeating: UInt8(ascii: "a"), count: 5000))
        let first = try writer.plan([big], home: nil).get()
        #expect(first.added.count == 1)
        try writer.apply(first).get()
        #expect(try writer.plan([big], home: nil).get().unchanged == ["Big.graphql.swift"])
        // Smaller new content: the existing file is larger than what is read, yet recognised.
        let small = GeneratedFile(path: "Big.graphql.swift", contents: header + Array("small".utf8))
        let second = try writer.plan([small], home: nil).get()
        #expect(second.changed.map(\.path) == ["Big.graphql.swift"])
        try writer.apply(second).get()
        #expect(FileManager.default.contents(atPath: directory.path + "/Out/Big.graphql.swift") == Data(small.contents))
    }

    /// Each unknown type used to be compared with every input type: a million unknown
    /// references in a large schema took hours.
    @Test func manyUnknownTypesInALargeSchemaAreReportedQuickly() {
        var text = ""
        for index in 0..<10_000 { text += "input In\(index) { a: Int }\n" }
        for index in 0..<10_000 { text += "input Uses\(index) { a: Missing\(index) }\n" }
        let (result, elapsed) = timed { SchemaReader.read(files: [SourceFile(path: "u.graphql", text: text)]) }
        #expect(result.diagnostics.count == 10_000)
        #expect(result.diagnostics.first?.message == "Unknown type \"Missing0\".")
        #expect(elapsed < .seconds(600), "took \(elapsed)")
    }

    @Test func millionErrorsPrintAHundredAndACount() throws {
        let directory = try TemporaryDirectory()
        let schema = directory.write("dup.graphql", "enum E { " + String(repeating: "A ", count: 1_000_000) + "}")
        let (run, elapsed) = timed { Tool.run(["model", schema], in: directory.path) }
        #expect(run.status == 1)
        #expect(run.errors.components(separatedBy: "error: Enum value \"E.A\" can only be defined once.").count == 101)
        #expect(run.errors.hasSuffix("note: 999899 more errors not shown (only the first 100 are printed).\n"))
        #expect(run.errors.utf8.count < 100_000)
        #expect(elapsed < .seconds(600), "took \(elapsed)")
    }

    // MARK: Bytes

    @Test func nulBytesAreErrorsOrKeptOutOfGeneratedCode() throws {
        #expect(diagnose("enum E {\n  A \0 B\n}") == ["2:5: error: Unexpected character: U+0000."])
        #expect(diagnose("\0enum E { A }") == ["1:1: error: Unexpected character: U+0000."])
        #expect(diagnose("{\"__schema\": \0}", path: "s.json") == ["s.json:1:14: error: Expected a value, found a NUL byte."])
        #expect(diagnose("{\"__schema\": \"a\0\"}", path: "s.json") == ["s.json:1:16: error: Unescaped NUL byte (U+0000) in string; control characters must be written as escapes such as '\\t' or '\\u0000'."])
        // A NUL inside a description or comment is text; it never reaches the generated Swift.
        let read = try #require(model("# a \0 comment\n\"doc \0 here\"\nenum E { \"value \0 doc\" A @deprecated(reason: \"gone \0\") }"))
        let output = GenerationPipeline.generate(read, options: GenerationOptions(moduleName: "Nul"))
        #expect(!output.files.isEmpty)
        for file in output.files { #expect(!file.contents.contains(0), "\(file.path)") }
    }

    @Test(arguments: [
        ([0xFF] + Array("enum E { A }".utf8), "1:1"),
        (Array("enum E {\n  A\n  B".utf8) + [0xC3] + Array(" }".utf8), "3:4"),
        (Array("\"doc ".utf8) + [0xED, 0xA0, 0x80] + Array("\" enum E { A }".utf8), "1:6"),
        (Array("# comment ".utf8) + [0x80] + Array("\nenum E { A }".utf8), "1:11"),
        (Array("enum E { A }".utf8) + [0xF0, 0x9F, 0x98], "1:13"),
    ] as [([UInt8], String)])
    func invalidUTF8IsAnErrorWhereverItIs(bytes: [UInt8], location: String) {
        let result = SchemaReader.read(files: [SourceFile(path: "bad.graphql", bytes: bytes)])
        #expect(result.model == nil)
        let messages = result.diagnostics.map(summary)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("bad.graphql:\(location): error: Invalid UTF-8 byte 0x") == true, "\(messages)")
    }

    @Test func invalidUTF8InJSONAndTemplatesIsAnError() {
        let json: [UInt8] = Array(#"{"__schema": {"types": [{"kind": "ENUM", "name": "E"#.utf8) + [0xFE] + Array(#"", "enumValues": []}]}}"#.utf8)
        #expect(SchemaReader.read(files: [SourceFile(path: "s.json", bytes: json)]).diagnostics.map(summary)
                == ["s.json:1:52: error: Invalid UTF-8 byte 0xFE."])
        do {
            _ = try MustacheTemplate(source: SourceFile(path: "t.mustache", bytes: Array("ok\n{{name}} ".utf8) + [0xC0, 0xAF]))
            Issue.record("no error")
        } catch {
            #expect(error.diagnostics.map(summary) == ["t.mustache:2:10: error: Invalid UTF-8 byte 0xC0; the file must be UTF-8 encoded."])
        }
    }

    @Test func byteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let bom = "\u{FEFF}"
        #expect(model(bom + "enum E { A }")?.enums.first?.name == "E")
        #expect(diagnose(bom + "enum E { A ? }") == ["1:12: error: Unexpected character: \"?\"."])
        #expect(diagnose(bom + "enum E {\r\n  A ?\r\n}") == ["2:5: error: Unexpected character: \"?\"."])
        #expect(diagnose(bom) == ["1:1: error: Unexpected <EOF>: the file has no definitions."])
        // The source line shown under the message does not carry the mark either.
        let file = SourceFile(path: "b.graphql", text: bom + "enum E { A ? }")
        let diagnostic = try #require(SchemaReader.read(files: [file]).diagnostics.first)
        #expect(DiagnosticRenderer().render(diagnostic) == "b.graphql:1:12: error: Unexpected character: \"?\".\nenum E { A ? }\n           ^\n")
        #expect(diagnose(bom + "{\"__schema\": 1}", path: "s.json") == ["s.json:1:14: error: Expected \"__schema\" to be an object, found a number."])
    }

    @Test(arguments: ["\r\n", "\r", "\n"])
    func lineEndingsKeepLocationsRight(ending: String) throws {
        let text = ["\"\"\"", "  Line one.", "", "  Line two.", "\"\"\"", "enum E {", "  A", "  B ?", "}"].joined(separator: ending)
        #expect(diagnose(text) == ["8:5: error: Unexpected character: \"?\"."])
        let valid = try #require(model(text.replacingOccurrences(of: "?", with: "C")))
        #expect(valid.enums[0].description == "Line one.\n\nLine two.")
        let json = ["{", "  \"__schema\": {", "    \"types\": x", "  }", "}"].joined(separator: ending)
        #expect(diagnose(json, path: "s.json") == ["s.json:3:14: error: Expected a value, found 'x'."])
    }

    // MARK: Files

    @Test func emptyFilesAreClearErrors() throws {
        #expect(diagnose("") == ["1:1: error: Unexpected <EOF>: the file has no definitions."])
        #expect(diagnose(" \n\t\r\n") == ["3:1: error: Unexpected <EOF>: the file has no definitions."])
        #expect(diagnose("", path: "s.json") == ["s.json:1:1: error: Expected a JSON value, found an empty file."])
        let directory = try TemporaryDirectory()
        let empty = directory.write("empty.graphql", "")
        let run = Tool.run([empty, "-o", directory.path + "/Out"], in: directory.path)
        #expect(run.status == 1)
        // Named from the working directory, which holds it.
        #expect(run.errors.hasPrefix("empty.graphql:1:1: error: Unexpected <EOF>: the file has no definitions."), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Out"))
    }

    @Test func directoryOrMissingSchemaIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.path + "/schema.graphql"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let asFolder = Tool.run([folder, "-o", directory.path + "/Out"], in: directory.path)
        #expect(asFolder.status == 1)
        #expect(asFolder.errors == "error: \(folder): is a directory, not a schema file\n")
        let missing = Tool.run([directory.path + "/missing.graphql", "-o", directory.path + "/Out"], in: directory.path)
        #expect(missing.status == 1)
        #expect(missing.errors == "error: \(directory.path)/missing.graphql: cannot read file: no such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Out"))
    }

    /// Permissions do not deny root, so as root the executable runs as `nobody` (setpriv).
    @Test func unreadableOrReadOnlyOutputFolderIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let schema = directory.write("schema.graphql", "enum Color { RED }\n")
        let output = directory.path + "/Out"
        #expect(Tool.run([schema, "-o", output], in: directory.path).status == 0)
        let before = try snapshot(output)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        directory.write("schema.graphql", "enum Color { RED GREEN }\n", permissions: 0o644)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output) }

        func generate() throws -> (status: Int32, errors: String) {
            if ExecutableRunner.isRoot {
                let run = try ExecutableRunner.run([schema, "-o", output], wrapper: ExecutableRunner.asNobody, in: directory.path)
                return (run.status, run.errors)
            }
            let run = Tool.run([schema, "-o", output], in: directory.path)
            return (run.status, run.errors)
        }
        guard !ExecutableRunner.isRoot || ExecutableRunner.canDropPrivileges else {
            Issue.record("running as root without setpriv: cannot make a folder unreadable")
            return
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: output)
        let unreadable = try generate()
        #expect(unreadable.status == 1)
        #expect(unreadable.errors == "error: \(output): cannot read the output folder: permission denied; nothing was written.\n")

        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output)
        let readOnly = try generate()
        #expect(readOnly.status == 1)
        #expect(readOnly.errors == "error: \(output): cannot write to the output folder: permission denied; nothing was written.\n")

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output)
        #expect(try snapshot(output) == before)
    }

    /// A write error halfway through (here a file-size limit, which fails writes as a full
    /// disk does) leaves the previous output exactly as it was.
    @Test func writeErrorLeavesPreviousOutputIntact() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else {
            Issue.record("needs util-linux's prlimit to limit the file size")
            return
        }
        let directory = try TemporaryDirectory()
        let schema = directory.write("schema.graphql", "enum Color { RED }\nenum Size { S }\n")
        let output = directory.path + "/Out"
        #expect(Tool.run([schema, "-o", output, "--type-files", "per-type"], in: directory.path).status == 0)
        let before = try snapshot(output)
        // Every file changes; Big.graphql.swift is larger than the 8 KiB limit.
        directory.write("schema.graphql", "enum Color { RED GREEN }\nenum Size { S M }\n\"\(String(repeating: "Long text. ", count: 2_000))\"\nenum Big { A }\n")
        let run = try ExecutableRunner.run([schema, "-o", output, "--type-files", "per-type"], wrapper: ["prlimit", "--fsize=8192"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("error: \(output)/Sources/Out/Enums/Big.graphql.swift: cannot write file: file too large\n"), "\(run.errors)")
        #expect(run.errors.hasSuffix("note: No file in \(output) was changed.\n"))
        #expect(try snapshot(output) == before)
        // No temporary file is left behind.
        let leftovers = FileManager.default.enumerator(atPath: output)?.compactMap { $0 as? String }.filter { $0.contains(".gen-shared-types-") }
        #expect(leftovers == [])
    }

    @Test func plantedSymbolicLinkAtTheTemporaryNameIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let target = directory.write("victim.txt", "keep me")
        let folder = directory.path + "/Out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/.gen-shared-types-\(getpid())-file.swift.tmp"
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: target)
        #expect(throws: Never.self) { try FileSystem.writeAtomically(Array("new".utf8), to: folder + "/file.swift").get() }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
        #expect(try String(contentsOfFile: folder + "/file.swift", encoding: .utf8) == "new")
    }

    @Test func hostileNamesInIntrospectionAreErrors() {
        let traversal = Self.introspection(types: #"{"kind": "ENUM", "name": "../../../escaped", "enumValues": [{"name": "A"}]}"#)
        #expect(diagnose(traversal, path: "s.json") == [#"s.json:1:50: error: Expected "name" of a type to be a GraphQL name (letters, digits and underscores, not starting with a digit), found "../../../escaped"."#])
        let nul = Self.introspection(types: #"{"kind": "ENUM", "name": "E", "enumValues": [{"name": "A\u0000B"}, {"name": "true"}, {"name": ""}]}"#)
        #expect(diagnose(nul, path: "s.json") == [
            #"s.json:1:79: error: Expected "name" of a value of enum "E" to be a GraphQL name (letters, digits and underscores, not starting with a digit), found "A\u0000B"."#,
            #"s.json:1:101: error: Name "true" is reserved and cannot be used for an enum value."#,
            #"s.json:1:119: error: Expected "name" of a value of enum "E" to be a GraphQL name (letters, digits and underscores, not starting with a digit), found ""."#,
        ])
        // And the output writer refuses such paths whatever produced them.
        #expect(!OutputWriter.staysInside("Enums/../../x.swift") && !OutputWriter.staysInside("/etc/x") && !OutputWriter.staysInside("a\0b"))
        #expect(OutputWriter.staysInside("Sources/M/Enums/E.graphql.swift"))
        for outside in ["", ".", "..", "a/./b", "a/../b", "a//b", "a/", "/a", "a/.."] {
            #expect(!OutputWriter.staysInside(outside), "\(outside)")
        }
        for inside in ["...", ".hidden/a", "a/...b", "a..", "shared-types.json"] {
            #expect(OutputWriter.staysInside(inside), "\(inside)")
        }
    }

    // MARK: JSON

    @Test func duplicateKeysAreAnErrorWithBothPlaces() {
        #expect(diagnose(#"{"__schema": {"types": []}, "__schema": {}}"#, path: "s.json") == [
            #"s.json:1:29: error: Duplicate key "__schema" in object."#,
            #"s.json:1:2: note: "__schema" first appears here."#,
        ])
    }

    @Test func numbersOutOfRangeAreReadAndNeverWrittenAsSwift() throws {
        let value = try JSONReader.parse(SourceFile(path: "n.json", text: "[1e400, -1e400, 123456789012345678901234567890, 1e-400]"))
        let numbers = try #require(value.arrayValue).compactMap(\.numberValue)
        #expect(numbers.map(\.raw) == ["1e400", "-1e400", "123456789012345678901234567890", "1e-400"])
        #expect(numbers[0].double == nil && numbers[1].double == nil && numbers[2].int == nil)
        // In a schema: unknown members with huge numbers are ignored; huge defaults are not
        // written as Swift literals (which would not compile), but reported.
        let text = Self.introspection(types: #"""
            {"kind": "INPUT_OBJECT", "name": "I", "extra": 1e999999, "inputFields": [
              {"name": "f", "type": {"kind": "SCALAR", "name": "Float"}, "defaultValue": "1e400"},
              {"name": "i", "type": {"kind": "SCALAR", "name": "Int"}, "defaultValue": "99999999999999999999"},
              {"name": "tiny", "type": {"kind": "SCALAR", "name": "Float"}, "defaultValue": "1e-320"},
              {"name": "zero", "type": {"kind": "SCALAR", "name": "Float"}, "defaultValue": "1e-400"},
              {"name": "big", "type": {"kind": "SCALAR", "name": "Float"}, "defaultValue": "9007199254740993"}]}
            """#)
        let model = try #require(SchemaReader.read(files: [SourceFile(path: "s.json", text: text)]).model)
        let output = GenerationPipeline.generate(model, options: GenerationOptions.perType(moduleName: "Numbers"))
        let warnings = output.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("1e400 is not a finite Float") })
        #expect(warnings.contains { $0.contains("99999999999999999999 is outside the 32-bit range of Int") })
        let input = try #require(output.files.first { $0.path.hasSuffix("InputObjects/I.graphql.swift") }).text
        #expect(!input.contains("= 1e400") && !input.contains("= 99999999999999999999"))
        // swiftc warns about literals that become subnormal or zero, and about integer literals
        // a Double cannot hold exactly (written with a fraction, they are plain float literals).
        #expect(warnings.contains { $0.contains("1e-320 is too close to zero for a Double to hold without losing precision") })
        #expect(warnings.contains { $0.contains("1e-400 is too close to zero") })
        #expect(!input.contains("= 1e-320") && !input.contains("= 1e-400"))
        #expect(input.contains("big: Double? = 9007199254740993.0"))
    }

    // MARK: Helpers

    static func introspection(types: String) -> String {
        #"{"__schema": {"types": [\#(types)]}}"#
    }
}
