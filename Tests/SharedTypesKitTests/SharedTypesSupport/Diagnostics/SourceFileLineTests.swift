import Testing
@testable import SharedTypesSupport
@testable import TestSupport

/// Line and column of offsets in files with every kind of line end (line starts are found
/// with memchr in files without a carriage return, byte by byte in the others).
@Suite struct SourceFileLineTests {
    static func positions(_ text: String, _ offsets: [Int]) -> [String] {
        let file = SourceFile(path: "f", text: text)
        return offsets.map { offset in
            let (line, column) = file.lineAndColumn(of: offset)
            return "\(line):\(column)"
        }
    }

    @Test func everyKindOfLineEndStartsALine() {
        #expect(Self.positions("ab\ncd\n\nef", [0, 2, 3, 5, 6, 7, 9]) == ["1:1", "1:3", "2:1", "2:3", "3:1", "4:1", "4:3"])
        #expect(Self.positions("ab\r\ncd\rx\ny", [3, 4, 7, 9]) == ["1:4", "2:1", "3:1", "4:1"])
        #expect(SourceFile(path: "f", text: "ab\ncd\nlast").lineText(3) == "last")
        #expect(SourceFile(path: "f", text: "ab\r\ncd\rlast\n").lineText(2) == "cd")
        #expect(Self.positions("", [0]) == ["1:1"])
    }
}
