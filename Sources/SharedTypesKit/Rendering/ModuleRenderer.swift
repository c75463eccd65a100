/// Lays the translated module out as files, through the templates.
///
/// Every file's path is decided first, in a fixed order (so case-clash suffixes never depend
/// on timing); the files are then rendered on as many threads as there are cores, and the
/// manifest is made last from all of them.
struct ModuleRenderer {
    var templates: TemplateSet
    var options: GenerationOptions
    var schemaFileNames: [String]
    var fingerprint: String
    var inputFingerprint: String? = nil

    /// Below this many files, rendering stays on the calling thread.
    static let parallelThreshold = 64

    /// What one file is rendered from.
    private enum Source {
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

    private struct Job {
        var path: String
        var template: String
        var source: Source
    }

    /// The files of `module`, ending with the manifest. `onFile` sees each as soon as it is
    /// rendered, possibly on another thread and not in order, except that the manifest comes
    /// last, after every other file.
    func render(_ module: SwiftModule, onFile: (@Sendable (GeneratedFile) -> Void)? = nil) throws(DiagnosticsError) -> [GeneratedFile] {
        let sourcesPrefix = options.layout == .package ? "Sources/\(module.name)/" : ""
        var paths = FilePathAllocator()
        var jobs: [Job] = []
        var entries: [Manifest.Entry] = []
        func add(_ path: String, _ template: String, _ source: Source) -> String {
            let allocated = paths.allocate(sourcesPrefix + path)
            jobs.append(Job(path: allocated, template: template, source: source))
            return allocated
        }

        let enumTemplate = options.futureProofEnums ? "future-proof-enum.swift.mustache" : "enum.swift.mustache"
        for swiftEnum in module.enums {
            let path = add("Enums/\(swiftEnum.graphQLName).graphql.swift", enumTemplate, .enumType(swiftEnum))
            entries.append(Manifest.Entry(graphQLName: swiftEnum.graphQLName, kind: .enumType, swiftName: swiftEnum.name.name, file: path))
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

        var files = try renderFiles(jobs, module: module, onFile: onFile)
        entries.sort { $0.graphQLName.utf8.lexicographicallyPrecedes($1.graphQLName.utf8) }
        files.append(Manifest(module: module.name, fingerprint: fingerprint, inputFingerprint: inputFingerprint, entries: entries).file(for: files))
        onFile?(files[files.count - 1])
        return files
    }

    /// Renders every job, in parallel when there are enough; the result keeps the jobs' order,
    /// and the error reported is that of the first job (in that order) that failed.
    private func renderFiles(_ jobs: [Job], module: SwiftModule, onFile: (@Sendable (GeneratedFile) -> Void)?) throws(DiagnosticsError) -> [GeneratedFile] {
        let header: [String: TemplateValue] = [
            "version": .string(GenSharedTypes.version),
            "schemaFiles": .string(schemaFileNames.joined(separator: ", ")),
        ]
        let results = jobs.concurrentMap(threshold: Self.parallelThreshold) { job -> Result<GeneratedFile, DiagnosticsError> in
            do throws(DiagnosticsError) {
                let context = self.context(for: job.source, module: module).merging(header) { current, _ in current }
                let file = GeneratedFile(path: job.path, text: try self.templates.render(job.template, .object(context)))
                onFile?(file)
                return .success(file)
            } catch {
                return .failure(error)
            }
        }
        var files: [GeneratedFile] = []
        files.reserveCapacity(jobs.count + 1)
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): throw error
            }
        }
        return files
    }

    /// The template context of one file (without the header values every file gets).
    private func context(for source: Source, module: SwiftModule) -> [String: TemplateValue] {
        let spelling = module.spelling
        switch source {
        case .enumType(let swiftEnum):
            let hasDeprecated = swiftEnum.cases.contains { $0.deprecationLiteral != nil }
            return [
                "imports": imports(module),
                "name": .string(swiftEnum.name.source),
                "docLines": lines(swiftEnum.docLines),
                "stringType": .string(spelling.string),
                "decoderType": .string(spelling.decoder),
                "hasDeprecatedCases": .bool(hasDeprecated),
                "explicitAllCases": .bool(hasDeprecated),
                "unknownCase": .string("__unknown"),
                "cases": .list(swiftEnum.cases.enumerated().map { index, item in
                    .object([
                        "name": .string(item.name.source),
                        "rawValue": .string(item.rawValueLiteral),
                        "docLines": lines(item.docLines),
                        "deprecation": item.deprecationLiteral.map(TemplateValue.string) ?? .null,
                        "spaced": .bool(index > 0 && (!item.docLines.isEmpty || item.deprecationLiteral != nil)),
                    ])
                }),
                "conformances": .string(options.futureProofEnums ? spelling.futureProofEnumConformances : spelling.enumConformances),
                "wide": .bool(swiftEnum.isWide),
                "caseCount": .int(swiftEnum.cases.count),
                "caseParts": .list(swiftEnum.caseParts.enumerated().map { number, range in
                    .object([
                        "number": .int(number),
                        "cases": .list(swiftEnum.cases[range].map { .object(["name": .string($0.name.source)]) }),
                    ])
                }),
            ]
        case .inputObject(let input):
            var context: [String: TemplateValue] = [
                "imports": imports(module),
                "name": .string(input.name.source),
                "docLines": lines(input.docLines),
                "conformances": .string(spelling.inputConformances),
                "hasFields": .bool(!input.fields.isEmpty),
                "initOnOneLine": .bool(input.fields.count <= 3),
                "indirectType": .string(spelling.indirect),
                "sendsNull": .bool(options.nilFields == .null),
                "variableDataType": .string(spelling.variableData),
                "variableValueConvertibleType": .string(spelling.variableValueConvertible),
                "stringType": .string(spelling.string),
            ]
            if let storage = input.wideStorage {
                context.merge(wideInputContext(input, storage: storage, spelling: spelling)) { _, wide in wide }
            } else {
                context["fields"] = .list(input.fields.enumerated().map { index, field in
                    var item = fieldContext(field, index: index)
                    // Deprecated fields are computed over private storage, so the module's
                    // own init and variableData never touch a deprecated member.
                    item["storageName"] = field.isIndirect || field.deprecationLiteral != nil ? .string("__" + field.name.name) : .null
                    item["last"] = .bool(index == input.fields.count - 1)
                    return .object(item)
                })
                context["hasStorage"] = .bool(input.fields.contains { $0.isIndirect || $0.deprecationLiteral != nil })
            }
            return context
        case .oneOfInput(let input):
            return [
                "imports": imports(module),
                "name": .string(input.name.source),
                "docLines": lines(input.docLines),
                "conformances": .string(spelling.inputConformances),
                "variableDataType": .string(spelling.variableData),
                "fields": .list(input.cases.enumerated().map { index, item in
                    .object([
                        "name": .string(item.name.source),
                        "type": .string(item.type),
                        "docLines": lines(item.docLines),
                        "deprecation": item.deprecationLiteral.map(TemplateValue.string) ?? .null,
                        "indirect": .bool(item.isIndirect),
                        "wireName": .string(item.wireNameLiteral),
                        "spaced": .bool(index > 0 && (!item.docLines.isEmpty || item.deprecationLiteral != nil)),
                    ])
                }),
            ]
        case .scalars:
            return [
                "imports": .list(module.scalarImports.map(TemplateValue.string)),
                "scalars": .list(module.scalarAliases.map { alias in
                    .object(["name": .string(alias.name.source), "type": .string(alias.type), "docLines": lines(alias.docLines)])
                }),
            ]
        case .indirect:
            return [
                "name": .string(spelling.indirect),
                "hashableType": .string(spelling.hashable),
                "sendableType": .string(spelling.sendable),
                "boolType": .string(spelling.bool),
                "hasherType": .string(spelling.hasher),
            ]
        case .noTypes:
            return [:]
        case .bazel(let sourcePaths):
            return BazelBuildFile.context(moduleName: module.name, sourcePaths: sourcePaths, relayLabel: options.bazelRelayLabel)
        case .package:
            return [
                "moduleNameLiteral": .string(SwiftSourceText.stringLiteral(module.name)),
                "relayDependency": .string(relayDependency),
                "relayPackageLiteral": .string(SwiftSourceText.stringLiteral(relayPackageIdentity)),
            ]
        }
    }

    /// What the templates of input objects show of one field.
    private func fieldContext(_ field: SwiftInputObject.Field, index: Int) -> [String: TemplateValue] {
        [
            "name": .string(field.name.source),
            "label": .string(field.name.argumentLabel),
            "type": .string(field.type),
            "optional": .bool(field.isOptional),
            "defaultValue": field.defaultExpression.map(TemplateValue.string) ?? .null,
            "docLines": lines(field.docLines),
            "deprecation": field.deprecationLiteral.map(TemplateValue.string) ?? .null,
            "indirect": .bool(field.isIndirect),
            "wireName": .string(field.wireNameLiteral),
            "spaced": .bool(index > 0 && (!field.docLines.isEmpty || field.deprecationLiteral != nil)),
        ]
    }

    /// The context of `wide-input-object.swift.mustache`: every field with the expression that
    /// reaches its storage (`__fields3.name`, `__fields3.name.value` when boxed), and the parts
    /// with their own fields.
    private func wideInputContext(_ input: SwiftInputObject, storage: SwiftInputObject.WideStorage, spelling: QualifiedNames) -> [String: TemplateValue] {
        var fields: [TemplateValue] = []
        var parts: [TemplateValue] = []
        for (number, part) in storage.parts.enumerated() {
            var partFields: [TemplateValue] = []
            for index in part.fields {
                let field = input.fields[index]
                var item = fieldContext(field, index: index)
                item["storage"] = .string(part.propertyName + "." + field.name.source + (field.isIndirect ? ".value" : ""))
                item["last"] = .bool(index == input.fields.count - 1)
                item["lastInPart"] = .bool(index == part.fields.upperBound - 1)
                fields.append(.object(item))
                partFields.append(.object(item))
            }
            parts.append(.object([
                "typeName": .string(part.typeName),
                "propertyName": .string(part.propertyName),
                "first": .bool(number == 0),
                "last": .bool(number == storage.parts.count - 1),
                "fields": .list(partFields),
            ]))
        }
        return [
            "fields": .list(fields),
            "parts": .list(parts),
            "partSize": .int(options.wideTypeLayout.inputPartSize),
            "equalFunction": .string(storage.equalFunction),
            "variableDataMember": .string(storage.variableDataMember),
            "addVariableDataMember": .string(storage.addVariableDataMember),
            "hashableType": .string(spelling.hashable),
            "sendableType": .string(spelling.sendable),
            "equatableType": .string(spelling.equatable),
            "boolType": .string(spelling.bool),
        ]
    }

    private func imports(_ module: SwiftModule) -> TemplateValue {
        .list((["Relay"] + module.scalarImports).map(TemplateValue.string))
    }

    private func lines(_ lines: [String]) -> TemplateValue {
        .list(lines.map(TemplateValue.string))
    }

    private var relayDependency: String {
        switch options.relay {
        case .remote(let url, let version):
            return ".package(url: \(SwiftSourceText.stringLiteral(url)), from: \(SwiftSourceText.stringLiteral(version)))"
        case .path(let path):
            return ".package(path: \(SwiftSourceText.stringLiteral(path)))"
        }
    }

    /// SwiftPM names a dependency by the last component of its URL or path.
    private var relayPackageIdentity: String {
        let location: String
        switch options.relay {
        case .remote(let url, _): location = url
        case .path(let path): location = path
        }
        var component = FileSystem.lastPathComponent(location.hasSuffix("/") ? String(location.dropLast()) : location)
        if component.hasSuffix(".git") { component = String(component.dropLast(4)) }
        return component
    }
}

/// Gives every generated file a path that differs from the others in more than letter case,
/// because macOS file systems are case-insensitive by default: the second `Foo`/`foo` file in
/// an output becomes `foo_2.graphql.swift`. File names stay within what file systems allow
/// (255 bytes): a longer type name gives `<first 120 bytes>_<hash>.graphql.swift`.
struct FilePathAllocator {
    /// The longest file name kept as it is.
    static let maxFileNameLength = 200

    private var taken: Set<String> = []

    mutating func allocate(_ path: String) -> String {
        let path = Self.shortened(path)
        var candidate = path
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            let base = path.hasSuffix(".graphql.swift") ? String(path.dropLast(".graphql.swift".count)) : path
            candidate = "\(base)_\(number).graphql.swift"
            number += 1
        }
        return candidate
    }

    /// `path` with its last component cut to a prefix and a hash of the whole name when it is
    /// too long for a file name.
    static func shortened(_ path: String) -> String {
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
