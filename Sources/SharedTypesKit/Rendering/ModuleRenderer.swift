/// Lays the translated module out as files, through the templates.
///
/// Every file's path is decided first, in a fixed order (so case-clash suffixes never depend
/// on timing); the files are then rendered on as many threads as there are cores, and the
/// manifest is made last from all of them. The enums' files may have started earlier, while
/// input objects were still being translated (`EarlyEnumFiles`).
struct ModuleRenderer {
    var templates: TemplateSet
    var options: GenerationOptions
    var schemaFileNames: [String]
    /// Whether files handed to `onFile` keep their contents in what `render` returns. A caller
    /// that has written them and will not read them again says no, and each file's memory is
    /// freed as soon as it is written (for GitHub's schema ~0.9 MB of fresh pages, ~200 page
    /// faults, not touched); the files then come back with their paths and empty contents.
    var keepsHandedContents = true

    /// Below this many files, rendering stays on the calling thread.
    static let parallelThreshold = 64

    /// What one file is rendered from.
    enum Source {
        case enumType(SwiftEnum)
        case inputObject(SwiftInputObject)
        case oneOfInput(SwiftOneOfInput)
        case scalars
        case indirect
        case noTypes
        case package
        /// BUILD.bazel, listing the module's Swift files.
        case bazel(sourcePaths: [String])
    }

    struct Job {
        var path: String
        var template: String
        var source: Source
    }

    /// A rendered file, with the hash of its contents for the manifest.
    typealias RenderedFile = (file: GeneratedFile, hash: String)

    /// The files of `module`, ending with the manifest. `onFile` sees each as soon as it is
    /// rendered, possibly on another thread and not in order, except that the manifest comes
    /// last, after every other file. `early`, if given, was started on this module's enums
    /// (with the same `onFile`); the files it has rendered are not rendered again. The error
    /// thrown is that of the first file, in the files' order, that failed to render.
    func render(_ module: SwiftModule, fingerprints: (model: String, input: String?), early: EarlyEnumFiles? = nil,
                onFile: (@Sendable (GeneratedFile) -> Void)? = nil) throws(DiagnosticsError) -> [GeneratedFile] {
        // Enum files are alone in their folder, so their names are allocated on their own,
        // first; every later file's name must differ from theirs too (see FilePathAllocator).
        var jobs = enumJobs(module, paths: early?.plannedPaths)
        let inputCount = module.inputObjects.count + module.oneOfInputs.count
        var paths = FilePathAllocator(expectedCount: jobs.count + inputCount + 3)
        for job in jobs { paths.reserve(job.path) }
        // Room for every file and type up front: both lists hold large values, and this runs
        // on the main thread while the other waits for files to render.
        jobs.reserveCapacity(jobs.count + inputCount + 4)
        var entries: [Manifest.Entry] = []
        entries.reserveCapacity(module.enums.count + inputCount + module.scalarAliases.count)
        for (swiftEnum, job) in zip(module.enums, jobs) {
            entries.append(Manifest.Entry(graphQLName: swiftEnum.graphQLName, kind: .enumType, swiftName: swiftEnum.name.name, file: job.path))
        }
        let prefix = sourcesPrefix(module)
        func add(_ path: String, _ template: String, _ source: Source) -> String {
            let allocated = paths.allocate(prefix + path)
            jobs.append(Job(path: allocated, template: template, source: source))
            return allocated
        }
        for input in module.inputObjects {
            let template = input.wideStorage == nil ? "input-object.swift.mustache" : "wide-input-object.swift.mustache"
            let path = add("InputObjects/\(input.graphQLName).graphql.swift", template, .inputObject(input))
            entries.append(Manifest.Entry(graphQLName: input.graphQLName, kind: .inputObject, swiftName: input.name.name, file: path))
        }
        for input in module.oneOfInputs {
            let path = add("InputObjects/\(input.graphQLName).graphql.swift", "one-of-input.swift.mustache", .oneOfInput(input))
            entries.append(Manifest.Entry(graphQLName: input.graphQLName, kind: .inputObject, swiftName: input.name.name, file: path))
        }
        if !module.scalarAliases.isEmpty {
            let path = add("CustomScalars.graphql.swift", "custom-scalars.swift.mustache", .scalars)
            for alias in module.scalarAliases {
                entries.append(Manifest.Entry(graphQLName: alias.graphQLName, kind: .scalar, swiftName: alias.name.name, file: path))
            }
        }
        if module.needsIndirectStorage {
            _ = add("\(module.spelling.indirect).graphql.swift", "indirect.swift.mustache", .indirect)
        }
        if jobs.isEmpty {
            _ = add("NoTypes.graphql.swift", "no-types.swift.mustache", .noTypes)
        }
        if options.layout == .bazel {
            jobs.append(Job(path: BazelBuildFile.fileName, template: "build.bazel.mustache", source: .bazel(sourcePaths: jobs.map(\.path))))
        }
        if options.layout == .package {
            jobs.append(Job(path: "Package.swift", template: "package.swift.mustache", source: .package))
        }

        // Of the manifest only the files' hashes and the checksum wait for the files: the rest,
        // types sorted and the files' paths, is laid out beside rendering.
        let (moduleName, fingerprint, inputFingerprint) = (module.name, fingerprints.model, fingerprints.input)
        let manifestDraft = BackgroundResult { [entries, jobs] in
            let sorted = entries.sorted { $0.graphQLName.utf8Precedes($1.graphQLName) }
            let header = Manifest(module: moduleName, fingerprint: fingerprint, inputFingerprint: inputFingerprint, entries: sorted).header()
            return Manifest.draft(header: header, paths: jobs.map(\.path))
        }
        // The enum files `early` has not begun are rendered with the rest.
        let earlyCount = early?.stop() ?? 0
        let later = renderFiles(Array(jobs[earlyCount...]), module: module, onFile: onFile)
        // One pass over the results, in the jobs' order; this runs after the last file, alone.
        var files: [GeneratedFile] = []
        files.reserveCapacity(jobs.count + 1)
        var hashes: [String] = []
        hashes.reserveCapacity(jobs.count)
        for results in [early?.results() ?? [], later] {
            for result in results {
                switch result {
                case .success(let rendered):
                    files.append(rendered.file)
                    hashes.append(rendered.hash)
                case .failure(let error):
                    throw error
                }
            }
        }
        files.append(Manifest.file(manifestDraft.take(), hashes: hashes))
        onFile?(files[files.count - 1])
        return files
    }

    /// The enums' files, which come first. Nothing else goes in their folder, so their paths
    /// depend on no other file's; `paths`, if given, are `enumPaths` planned already.
    func enumJobs(_ module: SwiftModule, paths: [String]? = nil) -> [Job] {
        let paths = paths ?? enumPaths(module.enums.map(\.graphQLName), module: module)
        let template = enumTemplate
        return zip(module.enums, paths).map { swiftEnum, path in
            Job(path: path, template: template, source: .enumType(swiftEnum))
        }
    }

    /// The files of enums named `graphQLNames` (in order) in `module`: they follow from the
    /// GraphQL names alone.
    func enumPaths(_ graphQLNames: [String], module: SwiftModule) -> [String] {
        let prefix = sourcesPrefix(module)
        var paths = FilePathAllocator(expectedCount: graphQLNames.count)
        return graphQLNames.map { paths.allocate(prefix + "Enums/\($0).graphql.swift") }
    }

    var enumTemplate: String {
        options.futureProofEnums ? "future-proof-enum.swift.mustache" : "enum.swift.mustache"
    }

    private func sourcesPrefix(_ module: SwiftModule) -> String {
        options.layout == .package ? "Sources/\(module.name)/" : ""
    }

    /// Renders every job, in parallel when there are enough, with the hash of each file's
    /// contents for the manifest; the results keep the jobs' order.
    private func renderFiles(_ jobs: [Job], module: SwiftModule, onFile: (@Sendable (GeneratedFile) -> Void)?) -> [Result<RenderedFile, DiagnosticsError>] {
        let contexts = TemplateContexts(module: module, options: options, schemaFileNames: schemaFileNames)
        // The jobs go folder by folder (enums, then input objects): taken from both ends, the
        // threads mostly create files in different folders instead of queueing for one's lock.
        return jobs.concurrentMap(threshold: Self.parallelThreshold, fromBothEnds: true) { job in
            renderFile(job, contexts: contexts, onFile: onFile)
        }
    }

    /// One job's file, handed to `onFile` once rendered.
    func renderFile(_ job: Job, contexts: TemplateContexts,
                    onFile: (@Sendable (GeneratedFile) -> Void)?) -> Result<RenderedFile, DiagnosticsError> {
        do throws(DiagnosticsError) {
            let file = GeneratedFile(path: job.path, contents: try render(job, contexts: contexts))
            let hash = ContentHash.of(file.contents)
            guard let onFile else { return .success((file, hash)) }
            onFile(file)
            return .success((keepsHandedContents ? file : GeneratedFile(path: file.path, contents: []), hash))
        } catch {
            return .failure(error)
        }
    }

    /// One file's bytes: its template rendered against its context.
    private func render(_ job: Job, contexts: TemplateContexts) throws(DiagnosticsError) -> [UInt8] {
        let context: TemplateValue
        switch job.source {
        case .enumType(let swiftEnum): context = contexts.enumFile(swiftEnum)
        case .inputObject(let input):
            if let storage = input.wideStorage {
                context = contexts.wideInputObjectFile(input, storage: storage)
            } else {
                context = contexts.inputObjectFile(input)
            }
        case .oneOfInput(let input): context = contexts.oneOfInputFile(input)
        case .scalars: context = contexts.customScalarsFile()
        case .indirect: context = contexts.indirectFile()
        case .noTypes: context = contexts.noTypesFile()
        case .package: context = contexts.packageFile()
        case .bazel(let sourcePaths): context = contexts.bazelFile(sourcePaths: sourcePaths)
        }
        return try templates.render(job.template, context)
    }
}

/// Gives every generated file a path that differs from the others in more than letter case,
/// because macOS file systems are case-insensitive by default: the second `Foo`/`foo` file in
/// an output becomes `foo_2.graphql.swift`. File names stay within what file systems allow
/// (255 bytes): a longer type name gives `<first 120 bytes>_<hash>.graphql.swift`.
/// Gives out file paths whose names (last components) differ from every other's, also when
/// letter case is ignored: swiftc refuses two files of one name in a module ("filename used
/// twice"), and on a case-insensitive file system (macOS) their object files would overwrite
/// each other. A taken name gets `_2`, `_3`, ... before `.graphql.swift`.
struct FilePathAllocator {
    /// The longest file name kept as it is.
    static let maxFileNameLength = 200

    /// The paths given out so far, by a hash of their lowercased bytes (`foldedHash`), and any
    /// further paths whose hash an earlier one had. Hashing the bytes once, instead of
    /// lowercasing each path into a `Set<String>`, keeps this cheap: it runs on the serial path
    /// between translating and rendering.
    private var taken: [UInt64: String] = [:]
    private var sharingHashes: [UInt64: [String]] = [:]

    init(expectedCount: Int = 0) {
        taken.reserveCapacity(expectedCount)
    }

    /// Records `path` as given out (a path allocated on its own, such as an enum file's).
    mutating func reserve(_ path: String) {
        _ = insert(path)
    }

    mutating func allocate(_ path: String) -> String {
        let path = Self.shortened(path)
        var candidate = path
        var number = 2
        while !insert(candidate) {
            let base = path.hasSuffix(".graphql.swift") ? String(path.dropLast(".graphql.swift".count)) : path
            candidate = "\(base)_\(number).graphql.swift"
            number += 1
        }
        return candidate
    }

    /// Records `path`, unless a path with the same name, ignoring letter case, was given out.
    private mutating func insert(_ path: String) -> Bool {
        let hash = Self.foldedNameHash(path)
        guard let first = taken[hash] else {
            taken[hash] = path
            return true
        }
        let folded = Self.foldedName(path)
        if Self.foldedName(first) == folded { return false }
        if let others = sharingHashes[hash], others.contains(where: { Self.foldedName($0) == folded }) { return false }
        sharingHashes[hash, default: []].append(path)
        return true
    }

    /// The last component of `path`, lowercased, as a case-insensitive file system compares names.
    private static func foldedName(_ path: String) -> [UInt8] {
        let lowered = Array(CaseConversion.lowercased(path).utf8)
        return Array(lowered[(lowered.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...])
    }

    /// FNV-1a of `foldedName(path)`. An ASCII path is lowercased byte by byte as it is hashed,
    /// without building the lowercased copy (lowering bytes of an already lowercased path
    /// changes nothing, so both kinds of path hash the same way).
    private static func foldedNameHash(_ path: String) -> UInt64 {
        // One pass over the name's bytes, read in place; it runs for every file on the thread
        // that plans them between translating and rendering.
        let hash: UInt64?? = path.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var start = bytes.count
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var hash = FNV1a.offsetBasis
            for index in start..<bytes.count {
                guard bytes[index] < 0x80 else { return nil }
                hash = FNV1a.mix(hash, CaseConversion.lower(bytes[index]))
            }
            return hash
        }
        if let ascii = hash ?? nil { return ascii }
        return foldedName(path).reduce(FNV1a.offsetBasis) { FNV1a.mix($0, $1) }
    }

    /// `path` with its last component cut to a prefix and a hash of the whole name when it is
    /// too long for a file name.
    static func shortened(_ path: String) -> String {
        // A path this short has no name too long (and finding where the name starts costs more).
        if path.utf8.count <= maxFileNameLength { return path }
        let nameStart = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        guard path.utf8.distance(from: nameStart, to: path.utf8.endIndex) > maxFileNameLength else { return path }
        let folder = String(path[..<nameStart])
        let name = String(path[nameStart...])
        let suffix = ".graphql.swift"
        let base = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        var hash = ContentHash()
        hash.update(base)
        // GraphQL names are ASCII, so cutting bytes never splits a character.
        let prefix = String(decoding: base.utf8.prefix(120), as: UTF8.self)
        return folder + prefix + "_" + hash.hex + suffix
    }
}
