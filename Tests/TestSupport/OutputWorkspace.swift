// Test helpers: debug builds only (`@testable import` of the layers); a plain release
// `swift build` builds this target too, and finds it empty.
#if DEBUG
import Foundation
@testable import SharedTypesCodegen

/// A scratch folder with a schema file in it.
final class OutputWorkspace {
    let root: URL
    var schema: String { root.appendingPathComponent("schema.graphql").path }
    var output: String { root.appendingPathComponent("Out").path }
    /// The `--type-files` every `generate` passes unless nil: a file per type by default,
    /// so that the tests of the folder's mechanics can name a type's file.
    var typeFiles: String? = "per-type"

    init(schema text: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gst-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try setSchema(text)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func setSchema(_ text: String) throws {
        try text.write(toFile: schema, atomically: true, encoding: .utf8)
    }

    @discardableResult
    func generate(_ extra: [String] = []) -> Tool.Run {
        Tool.run([schema, "-o", output] + (typeFiles.map { ["--type-files", $0] } ?? []) + extra, in: root.path)
    }

    func path(_ relative: String) -> String { output + "/" + relative }

    func contents(_ relative: String) -> String? {
        try? String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path(relative)))?[.modificationDate] as? Date
    }

    /// Every file below the output folder with its contents.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        if let enumerator = FileManager.default.enumerator(atPath: output) {
            for case let relative as String in enumerator {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory), !isDirectory.boolValue {
                    result[relative] = contents(relative) ?? "<unreadable>"
                }
            }
        }
        return result
    }

    /// Two enums and an input that uses both; `colorFile` and `sizeFile` are where their files go.
    static let sampleSchema = "enum Color { RED GREEN }\nenum Size { S M }\ninput Filter { color: Color, size: Size }\n"
    static let colorFile = "Sources/Out/Enums/Color.graphql.swift"
    static let sizeFile = "Sources/Out/Enums/Size.graphql.swift"
}
#endif
