import Foundation
@testable import SharedTypesSupport
import XCTest
@testable import TestSupport

/// Parses `text`, failing the test on error.
func parseJSON(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
    parseJSON(bytes: Array(text.utf8), file: file, line: line)
}

func parseJSON(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
    do {
        return try JSONReader.parse(SourceFile(path: "test.json", bytes: bytes))
    } catch {
        XCTFail("Unexpected error: \(DiagnosticRenderer().render(error.diagnostics))", file: file, line: line)
        return nil
    }
}

/// The single diagnostic that parsing `bytes` produces.
func parseError(_ bytes: [UInt8], maxDepth: Int = 512, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
    do {
        _ = try JSONReader.parse(SourceFile(path: "test.json", bytes: bytes), maxDepth: maxDepth)
        XCTFail("Expected an error", file: file, line: line)
        return nil
    } catch {
        XCTAssertEqual(error.diagnostics.count, 1, file: file, line: line)
        return error.diagnostics.first
    }
}

func assertError(
    _ text: String, _ message: String, _ expectedLine: Int, _ expectedColumn: Int,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertError(bytes: Array(text.utf8), message, expectedLine, expectedColumn, file: file, line: line)
}

func assertError(
    bytes: [UInt8], _ message: String, _ expectedLine: Int, _ expectedColumn: Int,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let diagnostic = parseError(bytes, file: file, line: line) else { return }
    XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
    XCTAssertEqual(diagnostic.message, message, file: file, line: line)
    guard let location = diagnostic.location else {
        XCTFail("Diagnostic has no location", file: file, line: line)
        return
    }
    let (actualLine, actualColumn) = location.lineAndColumn
    XCTAssertEqual(actualLine, expectedLine, "line", file: file, line: line)
    XCTAssertEqual(actualColumn, expectedColumn, "column", file: file, line: line)
}

final class JSONReaderTests: XCTestCase {
    // MARK: Values and offsets

    func testValuesAndOffsets() throws {
        let text = #"{"a": [1, -2.5e3, true, false, null], "b": {"c": "d"}, "e": []}"#
        let value = try XCTUnwrap(parseJSON(text))
        XCTAssertEqual(value.offset, 0)
        let object = try XCTUnwrap(value.objectValue)
        XCTAssertEqual(object.keys, ["a", "b", "e"])
        XCTAssertEqual(object.members.map(\.keyOffset), [1, 38, 55])

        let array = try XCTUnwrap(value["a"]?.arrayValue)
        XCTAssertEqual(value["a"]?.offset, 6)
        XCTAssertEqual(array.map(\.offset), [7, 10, 18, 24, 31])
        XCTAssertEqual(array[0].intValue, 1)
        XCTAssertEqual(array[1].doubleValue, -2500)
        XCTAssertNil(array[1].intValue)
        XCTAssertEqual(array[2].boolValue, true)
        XCTAssertEqual(array[3].boolValue, false)
        XCTAssertTrue(array[4].isNull)

        let inner = try XCTUnwrap(value["b"])
        XCTAssertEqual(inner.offset, 43)
        XCTAssertEqual(inner["c"]?.stringValue, "d")
        XCTAssertEqual(inner["c"]?.offset, 49)
        XCTAssertEqual(inner["c"]?.jsonString?.offset, 49)
        XCTAssertEqual(value["e"]?.arrayValue?.count, 0)
        XCTAssertNil(value["missing"])
        XCTAssertEqual(value.kindDescription, "an object")
        XCTAssertEqual(array[1].kindDescription, "a number")
    }

    func testTopLevelScalarsAndWhitespace() throws {
        XCTAssertEqual(parseJSON(" \t\r\n 42 \n")?.intValue, 42)
        XCTAssertEqual(parseJSON(" \"x\" ")?.stringValue, "x")
        XCTAssertEqual(parseJSON("null")?.isNull, true)
        XCTAssertEqual(parseJSON("true")?.boolValue, true)
        XCTAssertEqual(parseJSON("{ }")?.objectValue?.count, 0)
        XCTAssertEqual(parseJSON("[ ]")?.arrayValue?.count, 0)
        XCTAssertEqual(parseJSON("[[[]],{}]")?.arrayValue?.count, 2)
    }

    func testByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
        let value = try XCTUnwrap(parseJSON(bytes: bytes))
        XCTAssertEqual(value.offset, 3, "offsets stay file offsets")
        XCTAssertEqual(value["a"]?.intValue, 1)
        XCTAssertEqual(value.objectValue?.members.first?.keyOffset, 4)
        // An error after a BOM: editors do not show the BOM, so it takes no column.
        assertError(bytes: [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), "Expected ',' or ']' after array element, found '2'.", 1, 4)
        // A BOM anywhere else is an unexpected character.
        assertError(bytes: Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("1]".utf8), "Expected a value, found character U+FEFF.", 1, 2)
        // Only a BOM.
        assertError(bytes: [0xEF, 0xBB, 0xBF], "Expected a JSON value, found only whitespace.", 1, 1)
    }

    func testCRLFPositions() throws {
        let text = "{\r\n  \"a\": 1,\r\n  \"b\": x\r\n}"
        assertError(text, "Expected a value, found 'x'.", 3, 8)
        let value = try XCTUnwrap(parseJSON("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}"))
        let file = SourceFile(path: "t.json", text: "{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}")
        let b = try XCTUnwrap(value.objectValue?.member(named: "b"))
        XCTAssertEqual(file.lineAndColumn(of: b.keyOffset).line, 3)
        XCTAssertEqual(file.lineAndColumn(of: b.keyOffset).column, 3)
        XCTAssertEqual(file.lineAndColumn(of: b.value.offset).column, 8)
        // A lone CR also ends a line; columns count scalars, not bytes.
        assertError("[\r\"é\", ?]", "Expected a value, found '?'.", 2, 6)
    }

    // MARK: Numbers

    func testNumbers() throws {
        let value = try XCTUnwrap(parseJSON(
            "[0, -0, 123, -45, 9223372036854775807, -9223372036854775808, 9223372036854775808, -9223372036854775809, 1.5, -0.25, 1e3, 1E+3, 2e-2, 1e400, -1e400, 123456789012345678901234567890, 1e-400]"
        ))
        let numbers = try XCTUnwrap(value.arrayValue?.compactMap(\.numberValue))
        XCTAssertEqual(numbers.count, 17)
        XCTAssertEqual(numbers.map(\.raw), [
            "0", "-0", "123", "-45", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "1.5", "-0.25", "1e3", "1E+3", "2e-2", "1e400", "-1e400",
            "123456789012345678901234567890", "1e-400",
        ])
        XCTAssertEqual(numbers[0].int, 0)
        XCTAssertEqual(numbers[1].int, 0)
        XCTAssertEqual(numbers[2].int, 123)
        XCTAssertEqual(numbers[3].int, -45)
        XCTAssertEqual(numbers[4].int, Int.max)
        XCTAssertEqual(numbers[5].int, Int.min)
        XCTAssertNil(numbers[6].int)
        XCTAssertNil(numbers[7].int)
        XCTAssertEqual(numbers[6].double, 9223372036854775808.0)
        XCTAssertNil(numbers[8].int)
        XCTAssertEqual(numbers[8].double, 1.5)
        XCTAssertEqual(numbers[9].double, -0.25)
        XCTAssertEqual(numbers[10].double, 1000)
        XCTAssertNil(numbers[10].int, "exponent form is not an integer literal")
        XCTAssertEqual(numbers[11].double, 1000)
        XCTAssertEqual(numbers[12].double, 0.02)
        XCTAssertNil(numbers[13].double, "out of range")
        XCTAssertNil(numbers[14].double)
        XCTAssertNil(numbers[15].int)
        XCTAssertEqual(numbers[15].double, 1.2345678901234568e29)
        XCTAssertEqual(numbers[16].double, 0)
        XCTAssertTrue(numbers[4].isInteger)
        XCTAssertFalse(numbers[8].isInteger)
    }

    func testNumberErrors() {
        assertError("01", "Numbers must not have leading zeros.", 1, 1)
        assertError("[1, -012]", "Numbers must not have leading zeros.", 1, 6)
        assertError("[00]", "Numbers must not have leading zeros.", 1, 2)
        assertError("-", "Expected a digit after '-', found end of input.", 1, 2)
        assertError("[-x]", "Expected a digit after '-', found 'x'.", 1, 3)
        assertError("[- 1]", "Expected a digit after '-', found a space.", 1, 3)
        assertError("[1.\n5]", "Expected a digit after the decimal point, found a line break.", 1, 4)
        assertError("[-Infinity]", "Expected a digit after '-', found 'Infinity' (JSON has no NaN or infinity).", 1, 3)
        assertError("[1.]", "Expected a digit after the decimal point, found ']'.", 1, 4)
        assertError("1.e5", "Expected a digit after the decimal point, found 'e5'.", 1, 3)
        assertError("[1e]", "Expected a digit in the exponent, found ']'.", 1, 4)
        assertError("[1e+]", "Expected a digit in the exponent, found ']'.", 1, 5)
        assertError("[.5]", "Expected a value, found '.'.", 1, 2)
        assertError("[+1]", "Expected a value, found '+'.", 1, 2)
        assertError("[1x]", "Expected ',' or ']' after array element, found 'x'.", 1, 3)
        assertError("[NaN]", "Expected a value, found 'NaN' (JSON has no NaN or infinity).", 1, 2)
        assertError("Infinity", "Expected a value, found 'Infinity' (JSON has no NaN or infinity).", 1, 1)
        assertError("0x1F", "Expected end of input after the top-level value, found 'x1F'.", 1, 2)
    }

    // MARK: Strings

    func testStringEscapes() throws {
        let value = try XCTUnwrap(parseJSON(#"["a\"b\\c\/d\b\f\n\r\t", "\u0041\u00e9\u4E2D\u0000", "\uD83D\uDE00", "x😀é"]"#))
        let strings = try XCTUnwrap(value.arrayValue?.compactMap(\.stringValue))
        XCTAssertEqual(strings, ["a\"b\\c/d\u{8}\u{C}\n\r\t", "Aé中\u{0}", "😀", "x😀é"])
        XCTAssertEqual(value.arrayValue?[0].jsonString?.hasEscapes, true)
        XCTAssertEqual(value.arrayValue?[3].jsonString?.hasEscapes, false)
    }

    func testLongStringsCrossingWordBoundaries() throws {
        // Exercise the eight-bytes-at-a-time scan with specials at every position.
        for length in 0..<20 {
            for special in ["\\n", "é", "\\u00e9", "😀"] {
                let prefix = String(repeating: "a", count: length)
                let text = "[\"\(prefix)\(special)\(prefix)\", \"\(prefix)\"]"
                let value = try XCTUnwrap(parseJSON(text))
                let decodedSpecial = special == "\\n" ? "\n" : special == "\\u00e9" ? "é" : special
                XCTAssertEqual(value.arrayValue?[0].stringValue, prefix + decodedSpecial + prefix)
                XCTAssertEqual(value.arrayValue?[1].stringValue, prefix)
            }
        }
    }

    func testStringErrors() {
        assertError("\"abc", "Unterminated string.", 1, 1)
        assertError("[\"abc\\", "Unterminated string.", 1, 2)
        assertError("[\"abcdefghijklmnopqrstuvwxyz", "Unterminated string.", 1, 2)
        assertError("[\"a\\qb\"]", "Invalid escape sequence '\\q'.", 1, 4)
        assertError("[\"a\\x41\"]", "Invalid escape sequence '\\x'.", 1, 4)
        assertError("[\"\\'\"]", "Invalid escape sequence '\\''.", 1, 3)
        assertError("[\"\\u12G4\"]", "Invalid escape sequence '\\u12G': expected four hexadecimal digits after '\\u', found 'G'.", 1, 3)
        assertError("[\"\\u12\"]", "Invalid escape sequence '\\u12\"': expected four hexadecimal digits after '\\u', found '\"'.", 1, 3)
        assertError("\"\\u12", "Invalid escape sequence '\\u12': expected four hexadecimal digits after '\\u', found end of input.", 1, 2)
        assertError("\"\\\té\"", "Invalid escape sequence: '\\' followed by a tab.", 1, 2)
        assertError("\"\\\u{1}\"", "Invalid escape sequence: '\\' followed by control character U+0001.", 1, 2)
        assertError("\"\\é\"", "Invalid escape sequence: '\\' followed by 'é'.", 1, 2)
        assertError("[\"a\tb\"]", "Unescaped tab (U+0009) in string; control characters must be written as escapes such as '\\t' or '\\u0000'.", 1, 4)
        assertError("[\"a\u{1}b\"]", "Unescaped control character U+0001 in string; control characters must be written as escapes such as '\\t' or '\\u0000'.", 1, 4)
        assertError("[\"a\nb\"]", "Unescaped line break (U+000A) in string; strings cannot span lines; write '\\n', or is the closing '\"' missing?.", 1, 4)
        assertError("{\"key\": \"value\n}", "Unescaped line break (U+000A) in string; strings cannot span lines; write '\\n', or is the closing '\"' missing?.", 1, 15)
    }

    func testSingleQuotes() {
        assertError("{'a': 1}", "Expected a string key or '}' in object, found \"'\" (JSON strings use double quotes).", 1, 2)
        assertError("['x']", "Expected a value, found \"'\" (JSON strings use double quotes).", 1, 2)
        assertError("{\"a\": 1, 'b': 2}", "Expected a string key after ',' in object, found \"'\" (JSON strings use double quotes).", 1, 10)
    }

    func testSurrogates() throws {
        XCTAssertEqual(parseJSON(#""\uD83D\uDE00""#)?.stringValue, "😀")
        XCTAssertEqual(parseJSON(#""\ud83d\ude00!""#)?.stringValue, "😀!")
        XCTAssertEqual(parseJSON(#""\uDBFF\uDFFF""#)?.stringValue, "\u{10FFFF}")
        let unpairedHigh = "Unpaired high surrogate escape '\\uD800': it must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'."
        assertError(#""\uD800""#, unpairedHigh, 1, 2)
        assertError(#"["ab\uD800x"]"#, unpairedHigh, 1, 5)
        assertError(#""\uD800\u0041""#, unpairedHigh, 1, 2)
        assertError(#""\uD800\uD800""#, unpairedHigh, 1, 2)
        assertError(#""\uD800\n""#, unpairedHigh, 1, 2)
        assertError(#""\uDC00""#, "Unpaired low surrogate escape '\\uDC00': it must follow a high surrogate escape '\\uD800'...'\\uDBFF'.", 1, 2)
        assertError(#""\u0041\uDE00""#, "Unpaired low surrogate escape '\\uDE00': it must follow a high surrogate escape '\\uD800'...'\\uDBFF'.", 1, 8)
    }

    // MARK: UTF-8 and NUL

    func testInvalidUTF8() {
        // At top level, between values, inside strings (fast and escaped paths), in keys.
        assertError(bytes: [0xFF], "Invalid UTF-8 byte 0xFF.", 1, 1)
        assertError(bytes: Array("[1, ".utf8) + [0xFE] + Array("]".utf8), "Invalid UTF-8 byte 0xFE.", 1, 5)
        assertError(bytes: Array("\"abc".utf8) + [0xFF] + Array("def\"".utf8), "Invalid UTF-8 byte 0xFF.", 1, 5)
        assertError(bytes: Array("\"a\\n".utf8) + [0x80] + Array("\"".utf8), "Invalid UTF-8 byte 0x80.", 1, 5)
        assertError(bytes: Array("{\"k".utf8) + [0xC3] + Array("\": 1}".utf8), "Invalid UTF-8 byte 0xC3.", 1, 4)
        // Overlong encoding, encoded surrogate, beyond U+10FFFF, truncated at the end.
        assertError(bytes: Array("\"".utf8) + [0xC0, 0x80] + Array("\"".utf8), "Invalid UTF-8 byte 0xC0.", 1, 2)
        assertError(bytes: Array("\"".utf8) + [0xE0, 0x80, 0x80] + Array("\"".utf8), "Invalid UTF-8 byte 0xE0.", 1, 2)
        assertError(bytes: Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8), "Invalid UTF-8 byte 0xED.", 1, 2)
        assertError(bytes: Array("\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"".utf8), "Invalid UTF-8 byte 0xF4.", 1, 2)
        assertError(bytes: Array("\"".utf8) + [0xF0, 0x9F, 0x98], "Invalid UTF-8 byte 0xF0.", 1, 2)
        assertError(bytes: Array("\"\\".utf8) + [0xFF] + Array("\"".utf8), "Invalid UTF-8 byte 0xFF.", 1, 3)
        // Valid multi-byte characters before the bad byte count as one column each.
        assertError(bytes: Array("\"é😀".utf8) + [0xFF] + Array("\"".utf8), "Invalid UTF-8 byte 0xFF.", 1, 4)
        // After a valid top-level value.
        assertError(bytes: Array("{} ".utf8) + [0xFF], "Invalid UTF-8 byte 0xFF.", 1, 4)
    }

    func testNULBytes() {
        assertError(bytes: [0], "Expected a value, found a NUL byte.", 1, 1)
        assertError(bytes: Array("[1,".utf8) + [0] + Array("2]".utf8), "Expected a value, found a NUL byte.", 1, 4)
        assertError(bytes: Array("\"a".utf8) + [0] + Array("b\"".utf8), "Unescaped NUL byte (U+0000) in string; control characters must be written as escapes such as '\\t' or '\\u0000'.", 1, 3)
        assertError(bytes: Array("{}".utf8) + [0], "Expected end of input after the top-level value, found a NUL byte.", 1, 3)
        XCTAssertEqual(parseJSON(#""a\u0000b""#)?.stringValue, "a\u{0}b")
    }

    // MARK: Structure

    func testStructureErrors() {
        assertError("", "Expected a JSON value, found an empty file.", 1, 1)
        assertError("  \n ", "Expected a JSON value, found only whitespace.", 2, 2)
        assertError("[1,]", "Trailing comma in array: expected another element after ',', found ']'.", 1, 3)
        assertError("[1,\n  ]", "Trailing comma in array: expected another element after ',', found ']'.", 1, 3)
        assertError("{\"a\": 1,}", "Trailing comma in object: expected another member after ',', found '}'.", 1, 8)
        assertError("[,1]", "Expected a value, found ','.", 1, 2)
        assertError("[1 2]", "Expected ',' or ']' after array element, found '2'.", 1, 4)
        assertError("[1", "Expected ',' or ']' after array element, found end of input.", 1, 3)
        assertError("[", "Expected a value, found end of input.", 1, 2)
        assertError("{", "Expected a string key or '}' in object, found end of input.", 1, 2)
        assertError("{\"a\" 1}", "Expected ':' after object key, found '1'.", 1, 6)
        assertError("{\"a\": 1 \"b\": 2}", "Expected ',' or '}' after object member, found '\"'.", 1, 9)
        assertError("{\"a\": 1", "Expected ',' or '}' after object member, found end of input.", 1, 8)
        assertError("{\"a\": }", "Expected a value, found '}'.", 1, 7)
        assertError("{a: 1}", "Expected a string key or '}' in object, found 'a'.", 1, 2)
        assertError("{1: 1}", "Expected a string key or '}' in object, found '1'.", 1, 2)
        assertError("[1]]", "Expected end of input after the top-level value, found ']'.", 1, 4)
        assertError("{} x", "Expected end of input after the top-level value, found 'x'.", 1, 4)
        assertError("1 2", "Expected end of input after the top-level value, found '2'.", 1, 3)
        assertError("[1}", "Expected ',' or ']' after array element, found '}'.", 1, 3)
        assertError("{\"a\": 1]", "Expected ',' or '}' after object member, found ']'.", 1, 8)
        assertError("[tru]", "Expected a value, found 'tru'.", 1, 2)
        assertError("[truex]", "Expected a value, found 'truex'.", 1, 2)
        assertError("nul", "Expected a value, found 'nul'.", 1, 1)
        assertError("[True]", "Expected a value, found 'True' (JSON's literals are lowercase 'true', 'false' and 'null').", 1, 2)
        assertError("[undefined]", "Expected a value, found 'undefined' (JSON has no 'undefined'; use 'null').", 1, 2)
        assertError("[é]", "Expected a value, found 'é'.", 1, 2)
        assertError("[\u{A0}1]", "Expected a value, found character U+00A0.", 1, 2)
        assertError("[\u{7F}]", "Expected a value, found control character U+007F.", 1, 2)
        assertError("// comment\n{}", "Expected a value, found '/'.", 1, 1)
        assertError("[" + String(repeating: "x", count: 40) + "]", "Expected a value, found '" + String(repeating: "x", count: 32) + "...'.", 1, 2)
    }

    func testDuplicateKeys() throws {
        let text = "{\n  \"name\": 1,\n  \"other\": 2,\n  \"name\": 3\n}"
        let diagnostic = try XCTUnwrap(parseError(Array(text.utf8)))
        XCTAssertEqual(diagnostic.message, "Duplicate key \"name\" in object.")
        XCTAssertEqual(diagnostic.location?.lineAndColumn.line, 4)
        XCTAssertEqual(diagnostic.location?.lineAndColumn.column, 3)
        XCTAssertEqual(diagnostic.notes.count, 1)
        let note = try XCTUnwrap(diagnostic.notes.first)
        XCTAssertEqual(note.severity, .note)
        XCTAssertEqual(note.message, "\"name\" first appears here.")
        XCTAssertEqual(note.location?.lineAndColumn.line, 2)
        XCTAssertEqual(note.location?.lineAndColumn.column, 3)

        // The rendered form, as the command line shows it.
        let rendered = DiagnosticRenderer().render(diagnostic)
        XCTAssertEqual(rendered, """
            test.json:4:3: error: Duplicate key "name" in object.
              "name": 3
              ^
            test.json:2:3: note: "name" first appears here.
              "name": 1,
              ^

            """)

        // Escaped and unescaped spellings of the same key are duplicates.
        let escaped = try XCTUnwrap(parseError(Array(#"{"ab": 1, "a\u0062": 2}"#.utf8)))
        XCTAssertEqual(escaped.message, "Duplicate key \"ab\" in object.")
        XCTAssertEqual(escaped.location?.offset, 10)
        XCTAssertEqual(escaped.notes.first?.location?.offset, 1)

        // Keys are compared by bytes: precomposed and decomposed é are different keys.
        let distinct = try XCTUnwrap(parseJSON("{\"\u{E9}\": 1, \"e\u{301}\": 2}"))
        XCTAssertEqual(distinct.objectValue?.count, 2)
        XCTAssertEqual(distinct["\u{E9}"]?.intValue, 1)
        XCTAssertEqual(distinct["e\u{301}"]?.intValue, 2)

        // Same key in different objects is fine.
        XCTAssertNotNil(parseJSON(#"{"a": {"a": 1}, "b": {"a": 2}}"#))

        // Duplicate control characters in a key are shown escaped.
        let control = try XCTUnwrap(parseError(Array(#"{"a\n": 1, "a\n": 2}"#.utf8)))
        XCTAssertEqual(control.message, "Duplicate key \"a\\n\" in object.")
    }

    func testLargeObjects() throws {
        // Objects above the index threshold: lookups and duplicate detection use the hash index.
        for size in [15, 16, 17, 18, 100, 1000] {
            let members = (0..<size).map { "\"key\($0)\": \($0)" }
            let value = try XCTUnwrap(parseJSON("{" + members.joined(separator: ", ") + "}"))
            let object = try XCTUnwrap(value.objectValue)
            XCTAssertEqual(object.count, size)
            for index in [0, size / 2, size - 1] {
                XCTAssertEqual(object["key\(index)"]?.intValue, index)
            }
            XCTAssertNil(object["key\(size)"])
            XCTAssertEqual(object.keys.first, "key0")

            for duplicate in [0, size - 1] {
                let text = "{" + (members + ["\"key\(duplicate)\": true"]).joined(separator: ", ") + "}"
                let diagnostic = try XCTUnwrap(parseError(Array(text.utf8)))
                XCTAssertEqual(diagnostic.message, "Duplicate key \"key\(duplicate)\" in object.")
                XCTAssertEqual(diagnostic.location?.offset, text.utf8.count - 1 - "\"key\(duplicate)\": true".utf8.count)
                let expectedFirst = duplicate == 0 ? 1 : 1 + members.dropLast().joined(separator: ", ").utf8.count + 2
                XCTAssertEqual(diagnostic.notes.first?.location?.offset, expectedFirst)
            }
        }
        // Programmatically built objects: lookups find the first of duplicate keys.
        let built = JSONObject((0..<40).map { JSONObject.Member(key: "k\($0 % 20)", value: JSONValue(.number(JSONNumber($0)))) })
        XCTAssertEqual(built["k3"]?.intValue, 3)
        let small = JSONObject([JSONObject.Member(key: "a", value: JSONValue(.null)), JSONObject.Member(key: "a", value: JSONValue(.bool(true)))])
        XCTAssertEqual(small["a"]?.isNull, true)
    }

    // MARK: Depth

    func testNestingLimit() throws {
        let limit = JSONReader.defaultMaxDepth
        // Exactly at the limit is fine.
        var value = try XCTUnwrap(parseJSON(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)))
        var depth = 0
        while let inner = value.arrayValue {
            depth += 1
            guard let first = inner.first else { break }
            value = first
        }
        XCTAssertEqual(depth, limit)
        XCTAssertNotNil(parseJSON(String(repeating: "{\"a\":", count: limit - 1) + "[]" + String(repeating: "}", count: limit - 1)))
        // One more level is an error at the bracket that exceeds the limit.
        assertError(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1),
                    "JSON nesting exceeds the limit of 512 levels.", 1, limit + 1)
        assertError(String(repeating: "{\"a\": ", count: limit) + "{}" + String(repeating: "}", count: limit),
                    "JSON nesting exceeds the limit of 512 levels.", 1, limit * 6 + 1)
        // A custom limit.
        let diagnostic = try XCTUnwrap(parseError(Array("[[[1]]]".utf8), maxDepth: 2))
        XCTAssertEqual(diagnostic.message, "JSON nesting exceeds the limit of 2 levels.")
        XCTAssertEqual(diagnostic.location?.offset, 2)
    }

    func testDeepNestingOnSmallStacks() throws {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        let deepObjects = Array(String(repeating: "{\"a\":", count: 100_000).utf8)
        @Sendable func check() -> [String] {
            var messages: [String] = []
            for bytes in [deep, deepObjects] {
                do {
                    _ = try JSONReader.parse(SourceFile(path: "deep.json", bytes: bytes))
                    messages.append("no error")
                } catch {
                    messages.append(error.diagnostics.first?.message ?? "no diagnostic")
                }
            }
            // With a huge limit the parser itself still uses no stack per level.
            do {
                _ = try JSONReader.parse(SourceFile(path: "deep.json", bytes: deep), maxDepth: 1_000_000)
                messages.append("no error")
            } catch {
                messages.append(error.diagnostics.first?.message ?? "no diagnostic")
            }
            return messages
        }
        let expected = [
            "JSON nesting exceeds the limit of 512 levels.",
            "JSON nesting exceeds the limit of 512 levels.",
            "Expected a value, found end of input.",
        ]

        // A thread with a deliberately small stack.
        let done = expectation(description: "thread")
        let box = ResultBox()
        let thread = Thread {
            box.set(check())
            done.fulfill()
        }
        thread.stackSize = 128 * 1024
        thread.start()
        wait(for: [done], timeout: 60)
        XCTAssertEqual(box.get(), expected)

        // And a task on the cooperative pool.
        let taskResult = try awaitTask { check() }
        XCTAssertEqual(taskResult, expected)
    }

    // MARK: Mapping offsets inside strings

    func testSourceOffsetWithoutEscapes() throws {
        let text = #"{"k": "héllo"}"#
        let file = SourceFile(path: "t.json", text: text)
        let string = try XCTUnwrap(JSONReader.parse(file)["k"]?.jsonString)
        XCTAssertFalse(string.hasEscapes)
        XCTAssertEqual(string.sourceOffset(ofDecodedUTF8Offset: 0, in: file), 7)
        XCTAssertEqual(string.sourceOffset(ofDecodedUTF8Offset: 1, in: file), 8)   // é
        XCTAssertEqual(string.sourceOffset(ofDecodedUTF8Offset: 3, in: file), 10)  // first l
        XCTAssertEqual(file.lineAndColumn(of: string.sourceOffset(ofDecodedUTF8Offset: 3, in: file)).column, 10)
        XCTAssertEqual(string.sourceOffset(ofDecodedUTF8Offset: 100, in: file), 13) // closing quote
    }

    func testSourceOffsetWithEscapes() throws {
        // Decoded: "a\nb" + "é" + "😀" + "c" + "\"" + "d"
        let text = #"["a\nb\u00e9\uD83D\uDE00c\"d"]"#
        let file = SourceFile(path: "t.json", text: text)
        let string = try XCTUnwrap(JSONReader.parse(file).arrayValue?.first?.jsonString)
        XCTAssertEqual(string.value, "a\nbé😀c\"d")
        XCTAssertTrue(string.hasEscapes)
        let utf8 = Array(string.value.utf8)
        XCTAssertEqual(utf8.count, 12)
        // decoded offset -> raw offset
        let expectations: [(Int, Int)] = [
            (0, 2),    // a
            (1, 3),    // \n escape
            (2, 5),    // b
            (3, 6),    // \u00e9 (2 decoded bytes)
            (4, 6),    // inside é: the escape's backslash
            (5, 12),   // surrogate pair escape (4 decoded bytes)
            (8, 12),
            (9, 24),   // c
            (10, 25),  // \"
            (11, 27),  // d
            (12, 28),  // closing quote (past the end)
            (13, 28),
            (-5, 2),
        ]
        for (decoded, raw) in expectations {
            XCTAssertEqual(string.sourceOffset(ofDecodedUTF8Offset: decoded, in: file), raw, "decoded offset \(decoded)")
        }
        XCTAssertEqual(Array(file.bytes[24..<25]), Array("c".utf8))
        XCTAssertEqual(Array(file.bytes[27..<28]), Array("d".utf8))

        // Keys too.
        let keyFile = SourceFile(path: "k.json", text: #"{"x\ty": 1}"#)
        let member = try XCTUnwrap(JSONReader.parse(keyFile).objectValue?.members.first)
        XCTAssertEqual(member.keyString.sourceOffset(ofDecodedUTF8Offset: 2, in: keyFile), 5)
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [String] = []
    func set(_ value: [String]) { lock.lock(); self.value = value; lock.unlock() }
    func get() -> [String] { lock.lock(); defer { lock.unlock() }; return value }
}

/// Runs `body` in a detached task and waits for it.
func awaitTask(_ body: @escaping @Sendable () -> [String]) throws -> [String] {
    let box = ResultBox()
    let semaphore = DispatchSemaphore(value: 0)
    Task.detached {
        box.set(body())
        semaphore.signal()
    }
    semaphore.wait()
    return box.get()
}

final class JSONReaderFuzzTests: XCTestCase {
    /// Random edits of valid documents must give a value or a located error, never a crash;
    /// accepted documents must survive a write/read round trip unchanged.
    func testRandomMutations() throws {
        let seeds: [[UInt8]] = [
            Array(#"{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "d\u00e9\n"}, "e": []}"#.utf8),
            Array(#"[{"name": "x", "args": [], "type": {"kind": "NON_NULL", "ofType": null}}]"#.utf8),
            Array("{\"k\u{E9}y\": \"\u{1F600} \\ud83d\\ude00\", \"n\": 0}".utf8),
            Array("\"str\"".utf8), Array("-0.0e+1".utf8),
        ]
        let pieces: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "u", "0", "1", "-", ".", "e", " ", "\n", "\r",
                                 "\\ud800", "\\udc00", "true", "null", "'"].map { Array($0.utf8) }
            + [[0x00], [0x01], [0xC3], [0xA9], [0xFF], [0xED, 0xA0, 0x80], [0xF0, 0x9F], [0xEF, 0xBB, 0xBF]]
        var random = SplitMix64(seed: 7)
        var accepted = 0
        for _ in 0..<3000 {
            var bytes = seeds[Int(random.next() % UInt64(seeds.count))]
            for _ in 0...(random.next() % 3) {
                let position = Int(random.next() % UInt64(bytes.count + 1))
                switch random.next() % 3 {
                case 0 where !bytes.isEmpty: bytes.remove(at: min(position, bytes.count - 1))
                case 1 where !bytes.isEmpty: bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
                default: bytes.insert(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))], at: position)
                }
            }
            let file = SourceFile(path: "fuzz.json", bytes: bytes)
            do {
                let value = try JSONReader.parse(file)
                accepted += 1
                let written = JSONWriter.pythonCompatible(indent: 1).bytes(JSONOutput(value))
                let reread = try JSONReader.parse(SourceFile(path: "out.json", bytes: written))
                XCTAssertEqual(JSONWriter.pythonCompatible(indent: 1).bytes(JSONOutput(reread)), written)
            } catch {
                let diagnostic = try XCTUnwrap(error.diagnostics.first)
                let offset = try XCTUnwrap(diagnostic.location?.offset)
                XCTAssertTrue((0...bytes.count).contains(offset))
                XCTAssertFalse(DiagnosticRenderer().render(diagnostic).isEmpty)
            }
        }
        XCTAssertGreaterThan(accepted, 100)
    }
}
