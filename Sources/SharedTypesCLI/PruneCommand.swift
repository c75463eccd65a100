import SharedTypesCodegen
import SharedTypesSupport
import SharedTypesTools

/// `gen-shared-types prune GENERATED_DIR... --manifest FILE [--check]`: removes from the
/// operation files a runtime's generator wrote the enums and input objects the shared module
/// provides, and imports the module instead. What it knows of each generator's files is in
/// the runtime's folder (`RuntimeProfile.OperationFiles`, with its `pruneHelp`).
enum PruneCommand: Command {
    static let name = "prune"
    static let summary = "Remove the shared module's types from the operation files a runtime's generator wrote."
    static let usage = "gen-shared-types prune GENERATED_DIR... --manifest FILE [--check [--verbose]] [--no-reexport] [--quiet]"
    static let options: [OptionSpec] = [
        .value("--manifest", "-m", placeholder: "FILE", help: "The shared module's shared-types.json (or the folder holding it)."),
        .flag("--check", help: "Write nothing; exit 1 and list the files that would change."),
        .flag("--verbose", "-v", help: "With --check, also print a unified diff of every file that would change."),
        .flag("--no-reexport", help: "Write no \(ModuleExportFile.fileName); app files that use the shared types import the module themselves."),
    ]
    static var discussion: String {
        var paragraphs = ["""
        GENERATED_DIR is a folder of operation files (searched recursively, skipping hidden
        folders) or one such file; the manifest's runtime says whose files they are. A file
        that cannot be changed safely is left as it is, with an error naming it, and running
        again changes nothing.
        """]
        paragraphs += RuntimeProfile.all.map(\.operationFiles.pruneHelp)
        paragraphs.append("""
        Each folder of pruned operation files (not the folder given) gets one file of prune's
        own, \(ModuleExportFile.fileName), holding `@_exported import MODULE`: app code in the
        operations' module that names a pruned type, or reaches its members implicitly, keeps
        compiling without an import of its own. One already written between the operation files
        and the folder given is kept; one in a folder with no Swift source of an app is an error.
        A file of that name that prune did not write is never overwritten. With --no-reexport,
        prune neither writes nor checks it.
        Exit status: 0 success, 1 errors (or, with --check, files that would change), 2 bad usage.
        """)
        return paragraphs.joined(separator: "\n")
    }

    static let maxFileSize = 64 * 1024 * 1024

    static func conflict(in arguments: ParsedArguments) -> String? {
        verboseConflict(in: arguments)
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let start = ContinuousClock.now
        guard !arguments.positionals.isEmpty else {
            return usageError("no folders of generated files given", context: context)
        }
        guard let manifestArgument = arguments.value("--manifest") else {
            return usageError("no manifest given (--manifest DIR/\(Manifest.fileName))", context: context)
        }
        if let refused = refusingEmptyPaths(arguments.positionals + [manifestArgument], context: context) { return refused }
        let check = arguments.has("--check")
        let quiet = arguments.has("--quiet")
        func report(_ diagnostics: [Diagnostic]) {
            context.report(diagnostics)
        }

        let manifestPath = FileSystem.isDirectory(context.fileSystemPath(manifestArgument)) ? manifestArgument + "/" + Manifest.fileName : manifestArgument
        let manifest: Manifest
        switch FileSystem.readFile(context.fileSystemPath(manifestPath), maxSize: maxFileSize) {
        case .failure(let error):
            report([.error("\(manifestPath): \(error.message)")])
            return ExitStatus.failure
        case .success(let bytes):
            switch Manifest.read(SourceFile(path: manifestPath, bytes: bytes)) {
            case .failure(let error):
                report(error.diagnostics)
                return ExitStatus.failure
            case .success(let read):
                manifest = read
            }
        }

        var failed = false
        let pruner = OperationFilePruner(manifest: manifest)
        let generator = pruner.generator
        let found = OperationFileFinder.find(arguments.positionals, suffix: generator.fileSuffix, currentDirectory: context.currentDirectory)
        report(found.diagnostics)
        if found.diagnostics.contains(where: { $0.severity == .error }) { failed = true }

        let shared = SharedDeclarationIndex(manifest: manifest, directory: FileSystem.parentDirectory(manifestPath), currentDirectory: context.currentDirectory)
        var summary = Summary()
        var output = ""
        // Files the operations' generator wrote, as found: their folders get the export file.
        var operationFiles: [String] = []
        // Files of a shared module (this one, or another's) inside a folder given: skipped.
        var sharedModuleFiles = 0
        // The operation files that change: their paths, bytes before and after.
        var changes: [(path: String, bytes: [UInt8], pruned: OperationFilePruner.Pruned)] = []
        for path in found.paths {
            let bytes: [UInt8]
            switch FileSystem.readFile(context.fileSystemPath(path), maxSize: maxFileSize) {
            case .failure(let error):
                report([.error("\(path): \(error.message)")])
                failed = true
                continue
            case .success(let read): bytes = read
            }
            if bytes.starts(with: generatedFileMarker.utf8) {
                sharedModuleFiles += 1
                continue
            }
            let file = SourceFile(path: path, bytes: bytes)
            let outcome = pruner.prune(file, comparingWith: shared)
            if case .notGenerated = outcome {} else {
                operationFiles.append(path)
            }
            switch outcome {
            case .notGenerated:
                report([.warning("\(path): not written by \(generator.generatorName) (it does not start \(generator.header != nil ? "with its header" : "as its files do")); left unchanged")])
            case .unsafe(let diagnostic):
                report([diagnostic])
                failed = true
            case .pruned(let pruned):
                report(pruned.warnings)
                summary.files += 1
                guard pruned.changes else { continue }
                // Written once the export files' places are known to be in the apps.
                changes.append((path, bytes, pruned))
            }
        }

        let module = manifest.module
        let placement = arguments.has("--no-reexport")
            ? ModuleExportFile.Placement()
            : ModuleExportFile.placement(among: arguments.positionals, operationFiles: operationFiles, currentDirectory: context.currentDirectory)
        if !placement.outside.isEmpty {
            // Pruning without a re-export in each app's module would break every app that names
            // a shared type: nothing is written.
            let served = placement.outside.flatMap(\.served)
            report(placement.outside.map { outside in
                .error("\(LexicalPath.appending(ModuleExportFile.fileName, to: outside.folder)): this re-export of \(module) is outside every app's module (no Swift source of an app is beside it), "
                       + "yet it would serve the operation files in \(outside.served.joined(separator: ", ")); nothing was written. "
                       + "Remove it, then run `gen-shared-types prune \(ModuleExportFile.suggestedFolders(served)) --manifest \(manifestArgument)`, which writes one into each of those folders")
            })
            return ExitStatus.failure
        }

        for (path, bytes, pruned) in changes {
            if !check, case .failure(let error) = FileSystem.writeAtomically(pruned.contents, to: context.fileSystemPath(path)) {
                report([.error(error.message)])
                failed = true
                continue
            }
            summary.record(pruned)
            // --check's list is its result, printed even with --quiet.
            if check || !quiet {
                output += "\(check ? "would change" : "pruned") \(path): \(describe(pruned, check: check, module: manifest.module))\n"
            }
            if check && arguments.has("--verbose") {
                let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
                output += UnifiedDiff.render(old: String(decoding: bytes, as: UTF8.self), new: String(decoding: pruned.contents, as: UTF8.self), oldName: "a/\(name)", newName: "b/\(name)")
            }
        }
        if summary.files == 0 && !failed {
            var message = "no files written by \(generator.generatorName) found in \(arguments.positionals.joined(separator: ", "))"
            if sharedModuleFiles > 0 {
                message += "; the \(sharedModuleFiles == 1 ? "one file" : "\(sharedModuleFiles) files") there that gen-shared-types wrote \(sharedModuleFiles == 1 ? "was" : "were") left alone. "
                    + "Give prune the folders \(generator.generatorName) writes into"
            }
            report([.warning(message)])
        }

        var exportsWritten = 0
        for folder in placement.folders {
            let path = LexicalPath.appending(ModuleExportFile.fileName, to: folder)
            switch ModuleExportFile.plan(at: context.fileSystemPath(path), module: module) {
            case .upToDate:
                continue
            case .refused(let reason):
                report([.error("\(path): \(reason)")])
                failed = true
            case .write(let bytes):
                if !check, case .failure(let error) = FileSystem.writeAtomically(bytes, to: context.fileSystemPath(path)) {
                    report([.error(error.message)])
                    failed = true
                    continue
                }
                exportsWritten += 1
                if check || !quiet {
                    output += "\(check ? "would write" : "wrote") \(path): @_exported import \(module)\n"
                }
            }
        }
        if check {
            if summary.changed > 0 || exportsWritten > 0 {
                if summary.changed > 0 {
                    output += "\(summary.changed) of \(counted(summary.files, "operation file")) \(summary.changed == 1 ? "needs" : "need") pruning for \(module). Run gen-shared-types prune without --check to update them.\n"
                } else {
                    output += "The re-export of \(module) beside the operation files is missing or out of date. Run gen-shared-types prune without --check to write it.\n"
                }
                context.console.writeOutput(output)
                return ExitStatus.failure
            }
            if !quiet && summary.files > 0 { context.console.writeOutput("\(counted(summary.files, "operation file")) already pruned for \(module).\n") }
            return failed ? ExitStatus.failure : ExitStatus.success
        }
        if !quiet && summary.files > 0 {
            let milliseconds = elapsedMilliseconds(since: start)
            if summary.changed == 0 && exportsWritten == 0 {
                output += "\(counted(summary.files, "operation file")) already pruned for \(module); nothing changed (\(milliseconds) ms).\n"
            } else if summary.changed == 0 {
                output += "\(counted(summary.files, "operation file")) already pruned for \(module); wrote the re-export (\(milliseconds) ms).\n"
            } else {
                output += "Pruned \(counted(summary.files, "operation file")) for \(module) in \(milliseconds) ms: \(summary.changed) changed, \(summary.files - summary.changed) unchanged; removed \(counted(summary.enums, "enum")) and \(counted(summary.inputObjects, "input object")), added \(counted(summary.imports, "import")).\n"
            }
        }
        if !output.isEmpty { context.console.writeOutput(output) }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// `removed enum PostStatus, added import SharedTypes` (or `remove ..., add ...` for --check).
    static func describe(_ pruned: OperationFilePruner.Pruned, check: Bool, module: String) -> String {
        var parts = pruned.removals.map { "\(check ? "remove" : "removed") \($0.entry.kind.rawValue) \($0.declaration.name)" }
        if pruned.addsImport { parts.append("\(check ? "add" : "added") import \(module)") }
        return parts.joined(separator: ", ")
    }

    struct Summary {
        var files = 0
        var changed = 0
        var enums = 0
        var inputObjects = 0
        var imports = 0

        mutating func record(_ pruned: OperationFilePruner.Pruned) {
            changed += 1
            for removal in pruned.removals {
                if removal.entry.kind == .enumType { enums += 1 } else { inputObjects += 1 }
            }
            if pruned.addsImport { imports += 1 }
        }
    }
}

/// Finds the generator's files (`*.graphql.swift`, or `*.swift` for SwiftUIGraphQL's) below
/// the folders given to `prune`.
enum OperationFileFinder {

    /// The files, sorted and without duplicates, as paths built from the arguments; errors for
    /// arguments that do not exist, warnings for symbolic links, which are not followed.
    static func find(_ arguments: [String], suffix: String = ".graphql.swift", currentDirectory: String) -> (paths: [String], diagnostics: [Diagnostic]) {
        var paths: [String] = []
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        func resolve(_ path: String) -> String { LexicalPath.placed(path, currentDirectory: currentDirectory) }
        func add(_ path: String) {
            // `Ops/A.graphql.swift` and `./Ops/A.graphql.swift` are one file.
            if seen.insert(LexicalPath.absolute(path, currentDirectory: currentDirectory)).inserted { paths.append(path) }
        }
        func walk(_ directory: String) {
            guard case .success(let names) = FileSystem.listDirectory(resolve(directory)) else {
                diagnostics.append(.error("\(directory): cannot read directory"))
                return
            }
            var files: [String] = []
            var folders: [String] = []
            for name in names.sorted(by: { $0.utf8Precedes($1) }) {
                let path = LexicalPath.appending(name, to: directory)
                switch FileSystem.entryKind(resolve(path)) {
                case .directory where !name.hasPrefix("."):
                    folders.append(path)
                case .file where name.hasSuffix(suffix):
                    files.append(path)
                case .symbolicLink where name.hasSuffix(suffix):
                    diagnostics.append(.warning("\(path): is a symbolic link; not followed"))
                default:
                    break
                }
            }
            files.forEach(add)
            folders.forEach(walk)
        }
        for argument in arguments {
            if FileSystem.isDirectory(resolve(argument)) {
                walk(argument)
            } else if FileSystem.entryKind(resolve(argument)) == .missing {
                diagnostics.append(.error("\(argument): no such file or directory"))
            } else if FileSystem.entryKind(resolve(argument)) == .symbolicLink {
                // Rewriting would replace the link with a file and leave its target as it was.
                diagnostics.append(.warning("\(argument): is a symbolic link; not followed"))
            } else {
                add(argument)
            }
        }
        return (paths, diagnostics)
    }
}
