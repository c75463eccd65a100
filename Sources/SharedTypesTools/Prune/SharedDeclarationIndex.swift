import GraphQLSchema
import SharedTypesCodegen
import SharedTypesSupport

/// The shared module's declarations, read from the files its manifest names (relative to the
/// manifest's folder), to compare the copies pruning removes with them. Each file is read and
/// scanned once, when first needed.
package final class SharedDeclarationIndex {
    /// A declaration of the shared module, with the source it was found in.
    struct Declaration {
        var file: SourceFile
        var scanner: SwiftDeclarationScanner
        var declaration: TopLevelDeclaration

        var location: SourceLocation {
            SourceLocation(file: file, offset: scanner.tokens[declaration.nameToken].start)
        }
    }

    static let maxFileSize = 64 * 1024 * 1024

    let manifest: Manifest
    let directory: String
    let currentDirectory: String
    private var scannedFiles: [String: Result<(SourceFile, SwiftDeclarationScanner, [TopLevelDeclaration]), FileSystem.Error>] = [:]
    private var scalarTypes: [String: String]?

    /// `directory` is the manifest's folder as the user named it (paths in diagnostics start
    /// with it); relative paths are resolved against `currentDirectory`.
    package init(manifest: Manifest, directory: String, currentDirectory: String = "") {
        self.manifest = manifest
        self.directory = directory
        self.currentDirectory = currentDirectory
    }

    /// The shared declaration of `entry`, or why it cannot be found.
    func declaration(of entry: Manifest.Entry) -> Result<Declaration, FileSystem.Error> {
        switch scanned(entry.file) {
        case .failure(let error):
            return .failure(error)
        case .success(let (file, scanner, declarations)):
            let wanted: Set<TopLevelDeclaration.Kind> = entry.kind == .scalar ? [.typeAlias] : [.enumType, .structType]
            guard let found = declarations.first(where: { wanted.contains($0.kind) && utf8Equal($0.name, entry.swiftName) }) else {
                return .failure(FileSystem.Error(message: "\(file.path) does not declare \(entry.swiftName)"))
            }
            return .success(Declaration(file: file, scanner: scanner, declaration: found))
        }
    }

    /// What each custom scalar's typealias stands for (`DateTime` → `String`), written as
    /// `SwiftDeclarationScanner.typeText` writes types. Scalars whose file cannot be read are
    /// left out.
    func scalarTargets() -> [String: String] {
        if let scalarTypes { return scalarTypes }
        var result: [String: String] = [:]
        for entry in manifest.entries where entry.kind == .scalar {
            guard case .success(let found) = declaration(of: entry), let range = found.declaration.aliasedTypeTokens else { continue }
            let end = range.upperBound
            result[entry.swiftName] = found.scanner.typeText(from: range.lowerBound, depth: 0, end: end, stopAtLineEnd: false).0
        }
        scalarTypes = result
        return result
    }

    private func scanned(_ relativePath: String) -> Result<(SourceFile, SwiftDeclarationScanner, [TopLevelDeclaration]), FileSystem.Error> {
        if let cached = scannedFiles[relativePath] { return cached }
        let path = relativePath.hasPrefix("/") ? relativePath : (directory.isEmpty || directory == "." ? relativePath : directory + "/" + relativePath)
        let result: Result<(SourceFile, SwiftDeclarationScanner, [TopLevelDeclaration]), FileSystem.Error>
        switch FileSystem.readFile(LexicalPath.placed(path, currentDirectory: currentDirectory), maxSize: Self.maxFileSize) {
        case .failure(let error):
            result = .failure(FileSystem.Error(message: "\(path): \(error.message)"))
        case .success(let bytes):
            let file = SourceFile(path: path, bytes: bytes)
            switch SwiftDeclarationScanner.scan(bytes) {
            case .failure(let failure):
                result = .failure(FileSystem.Error(message: "\(SourceLocation(file: file, offset: failure.offset).description): \(failure.message)"))
            case .success(let scanner):
                result = .success((file, scanner, scanner.topLevelDeclarations()))
            }
        }
        scannedFiles[relativePath] = result
        return result
    }
}
