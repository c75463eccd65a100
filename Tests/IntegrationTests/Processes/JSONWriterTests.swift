import Foundation
@testable import SharedTypesSupport
import XCTest
@testable import TestSupport

/// Runs `python3 -c script path` where `path` holds `input`; returns stdout, or nil when
/// python3 is not available.
func runPython(_ script: String, input: [UInt8]) throws -> [UInt8]? {
    let candidates = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
    guard let python = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent("jsonkit-\(UUID().uuidString).json")
    try Data(input).write(to: inputURL)
    defer { try? FileManager.default.removeItem(at: inputURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script, inputURL.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "python3 failed")
    return [UInt8](data)
}

/// Python's own rendering of the JSON in the input file.
let pythonDumpScript = """
    import json, sys
    with open(sys.argv[1], encoding="utf-8") as f:
        value = json.load(f)
    sys.stdout.buffer.write((json.dumps(value, indent=1, ensure_ascii=False) + "\\n").encode("utf-8"))
    """

let pythonSortedScript = """
    import json, sys
    with open(sys.argv[1], encoding="utf-8") as f:
        value = json.load(f)
    sys.stdout.buffer.write((json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\\n").encode("utf-8"))
    """

final class JSONWriterTests: XCTestCase {
    /// Every control character, quotes, backslashes, slash, DEL, non-ASCII, emoji, line/paragraph separators.
    static var trickyStrings: [String] {
        var strings = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        strings.append(String((0..<0x20).map { Character(UnicodeScalar(UInt8($0))) }))
        strings += [
            "", "\"", "\\", "\\\"", "/", "</script>", "\u{7F}", "tab\there", "a\r\nb",
            "é", "e\u{301}", "😀", "👩‍👩‍👧", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{10FFFF}", "中文",
            "mixed \"quotes\" and \\ backslashes \u{1} and 😀",
            String(repeating: "long ", count: 100),
        ]
        return strings
    }

    static var trickyTree: JSONOutput {
        let strings = trickyStrings
        return .object([
            (key: "strings", value: .array(strings.map { .string($0) })),
            (key: "keys", value: .object(strings.enumerated().map { (key: "\($0.element)#\($0.offset)", value: .int($0.offset)) })),
            (key: "zebra", value: nil),
            (key: "apple", value: true),
            (key: "Zulu", value: false),
            (key: "ints", value: [0, 1, -1, .int(Int.max), .int(Int.min)]),
            (key: "doubles", value: .array(doubleSamples.map { .double($0) })),
            // Raw numbers are written verbatim; these are spelled as Python writes them.
            (key: "raw numbers", value: [.number("1.5"), .number("-7"), .number("1e+100"), .number("123456789012345678901234567890")]),
            (key: "empty array", value: []),
            (key: "empty object", value: .object([])),
            (key: "nested", value: [[[]], [:], ["a": [1, ["b": [:]]]]]),
            (key: "", value: "empty key"),
            (key: "é", value: "non-ASCII key"),
            (key: "e", value: "sorts before é"),
        ])
    }

    static let doubleSamples: [Double] = [
        0, -0.0, 1, -1, 0.5, 0.1, 0.2, 0.3, 1.5, 100, 1e15, 1e16, 1.5e16, 9007199254740992, 123456789012345680,
        0.0001, 0.00001, 0.000123, 1e-7, 1.2345e-5, 1e22, 1e100, Double.leastNonzeroMagnitude, 2.2250738585072014e-308,
        1.7976931348623157e308, 3.141592653589793, 2.718281828459045, 1.0 / 3.0, 12345.678, 999999999999999.9,
        9999999999999998, 1e-4, 0.001, 4.35, 0.1 + 0.2,
    ]

    func testPythonFormatBasics() {
        let tree: JSONOutput = ["a": [1, 2], "b": [], "c": [:], "d": ["e": nil, "f": true], "g": "x/y\u{1}\n"]
        XCTAssertEqual(JSONWriter.pythonCompatible(indent: 1).string(tree), """
            {
             "a": [
              1,
              2
             ],
             "b": [],
             "c": {},
             "d": {
              "e": null,
              "f": true
             },
             "g": "x/y\\u0001\\n"
            }

            """)
        XCTAssertEqual(JSONWriter.pythonCompatible(indent: 1).string(.string("😀")), "\"😀\"\n")
        XCTAssertEqual(JSONWriter.pythonCompatible(indent: 1).string([]), "[]\n")
        XCTAssertEqual(JSONWriter.pythonCompatible(indent: 1).string(.object([])), "{}\n")
        XCTAssertEqual(JSONWriter.pythonCompatible(indent: 0).string([1]), "[\n1\n]\n")
    }

    func testSortedPrettyBasics() {
        let tree: JSONOutput = ["b": 1, "a": ["z": 1, "é": 2, "e": 3, "A": 4], "": []]
        XCTAssertEqual(JSONWriter.sortedPretty.string(tree), """
            {
              "": [],
              "a": {
                "A": 4,
                "e": 3,
                "z": 1,
                "é": 2
              },
              "b": 1
            }

            """)
        // Equal keys keep their order.
        let duplicates: JSONOutput = .object([(key: "k", value: 2), (key: "a", value: 0), (key: "k", value: 1)])
        XCTAssertEqual(JSONWriter.sortedPretty.string(duplicates), "{\n  \"a\": 0,\n  \"k\": 2,\n  \"k\": 1\n}\n")
    }

    func testEscapes() {
        let all = String((0..<0x20).map { Character(UnicodeScalar(UInt8($0))) })
        let expected = #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f""#
        XCTAssertEqual(JSONWriter.sortedPretty.string(.string(all)), expected + "\n")
        XCTAssertEqual(JSONWriter.sortedPretty.string(.string("\"\\/\u{7F}\u{2028}é😀")), "\"\\\"\\\\/\u{7F}\u{2028}é😀\"\n")
    }

    func testPythonRepr() throws {
        let expected = [
            "0.0", "-0.0", "1.0", "-1.0", "0.5", "0.1", "0.2", "0.3", "1.5", "100.0", "1000000000000000.0", "1e+16",
            "1.5e+16", "9007199254740992.0", "1.2345678901234568e+17", "0.0001", "1e-05", "0.000123", "1e-07",
            "1.2345e-05", "1e+22", "1e+100", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e+308",
            "3.141592653589793", "2.718281828459045", "0.3333333333333333", "12345.678", "999999999999999.9",
            "9999999999999998.0", "0.0001", "0.001", "4.35", "0.30000000000000004",
        ]
        XCTAssertEqual(JSONWriterTests.doubleSamples.map(JSONWriter.pythonRepr), expected)
        XCTAssertEqual(JSONWriter.pythonRepr(.nan), "NaN")
        XCTAssertEqual(JSONWriter.pythonRepr(.infinity), "Infinity")
        XCTAssertEqual(JSONWriter.pythonRepr(-.infinity), "-Infinity")

        // And against Python itself, on many values.
        var samples = JSONWriterTests.doubleSamples
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let bits = generator.next()
            let value = Double(bitPattern: bits)
            if value.isFinite { samples.append(value) }
            samples.append(Double(Int64(bitPattern: bits) >> Int64(bits % 60)) / 1000)
        }
        let input = Array(samples.map { "\($0)" }.joined(separator: "\n").utf8)
        let script = "import sys\nfor line in open(sys.argv[1]):\n    print(repr(float(line)))"
        guard let output = try runPython(script, input: input) else {
            throw XCTSkip("python3 not available")
        }
        let pythonLines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(pythonLines.count, samples.count)
        for (value, python) in zip(samples, pythonLines) where JSONWriter.pythonRepr(value) != python {
            XCTFail("\(value): \(JSONWriter.pythonRepr(value)) != \(python)")
        }
    }

    func testTrickyTreeMatchesPython() throws {
        let tree = JSONWriterTests.trickyTree
        let ours = JSONWriter.pythonCompatible(indent: 1).bytes(tree)
        guard let python = try runPython(pythonDumpScript, input: ours) else {
            throw XCTSkip("python3 not available")
        }
        assertSameText(ours, python)

        let sorted = JSONWriter.sortedPretty.bytes(tree)
        guard let pythonSorted = try runPython(pythonSortedScript, input: sorted) else { return }
        assertSameText(sorted, pythonSorted)

        // Reading our own output back gives the same tree.
        let reread = try JSONReader.parse(SourceFile(path: "out.json", bytes: ours))
        XCTAssertEqual(JSONWriter.pythonCompatible(indent: 1).bytes(JSONOutput(reread)), ours)
        XCTAssertEqual(reread["strings"]?.arrayValue?.compactMap(\.stringValue), JSONWriterTests.trickyStrings)
    }

    /// Files written by Python's `json.dumps(indent=1, ensure_ascii=False)`: reading and
    /// writing them back must reproduce every byte.
    func testPythonWrittenFilesRoundTrip() throws {
        let corpus = try SharedResource.corpus.requireForXCTest().path
        let paths = [
            corpus + "/" + "github/schema.graphql.expected.json",
            corpus + "/" + "github-2021/schema.graphql.expected.json",
            corpus + "/" + "github-2021/schema.json.expected.json",
        ]
        var checked = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let value = try JSONReader.parse(SourceFile(path: path, bytes: bytes))
            let written = JSONWriter.pythonCompatible(indent: 1).bytes(JSONOutput(value))
            if written != bytes {
                let firstDifference = zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, bytes.count)
                XCTFail("\(path): output differs at byte \(firstDifference) (sizes \(written.count) vs \(bytes.count))")
            }
            checked += 1
        }
        if checked == 0 { throw XCTSkip("no Python-written JSON files found") }
    }

    func testSortedOutputOfLargeFileMatchesPython() throws {
        let path = try SharedResource.corpus.requireForXCTest().path + "/" + "github-2021/schema.json"
        guard let data = FileManager.default.contents(atPath: path) else { throw XCTSkip("\(path) not found") }
        let value = try JSONReader.parse(SourceFile(path: path, bytes: [UInt8](data)))
        let sorted = JSONWriter.sortedPretty.bytes(JSONOutput(value))
        guard let python = try runPython(pythonSortedScript, input: [UInt8](data)) else {
            throw XCTSkip("python3 not available")
        }
        assertSameText(sorted, python)
    }
}

/// Byte equality, reporting the first differing line rather than dumping everything.
func assertSameText(_ ours: [UInt8], _ theirs: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    guard ours != theirs else { return }
    let ourLines = String(decoding: ours, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let theirLines = String(decoding: theirs, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (number, (a, b)) in zip(ourLines, theirLines).enumerated() where a != b {
        XCTFail("line \(number + 1) differs:\n ours:   \(a)\n theirs: \(b)", file: file, line: line)
        return
    }
    XCTFail("outputs differ in length: \(ourLines.count) vs \(theirLines.count) lines, \(ours.count) vs \(theirs.count) bytes", file: file, line: line)
}
