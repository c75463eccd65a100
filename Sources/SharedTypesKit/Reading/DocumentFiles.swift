import Foundation
// TEMPORARY stand-in for the document file finder.
enum DocumentFiles {
    static func load(_ paths: [String], excluding: [String]) -> Result<[SourceFile], DiagnosticsError> {
        var files: [SourceFile] = []
        let excluded = Set(excluding.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                return .failure(DiagnosticsError([.error("\(path): no such file or folder")]))
            }
            if isDir.boolValue {
                let items = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
                for item in items where (item.hasSuffix(".graphql") || item.hasSuffix(".gql") || item.hasSuffix(".swift")) && !item.contains("__generated__") {
                    let full = path + "/" + item
                    if excluded.contains(URL(fileURLWithPath: full).standardizedFileURL.path) { continue }
                    if let data = FileManager.default.contents(atPath: full) { files.append(SourceFile(path: full, bytes: Array(data))) }
                }
            } else if let data = FileManager.default.contents(atPath: path) {
                files.append(SourceFile(path: path, bytes: Array(data)))
            }
        }
        return .success(files)
    }
}
