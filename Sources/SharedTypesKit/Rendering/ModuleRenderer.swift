/// Lays the translated module out as files, through the templates.
struct ModuleRenderer {
    var templates: TemplateSet
    var options: GenerationOptions
    var schemaFileNames: [String]

    /// The files of `module`, ending with the manifest; `onFile` sees each as it is made.
    func render(_ module: SwiftModule, onFile: ((GeneratedFile) -> Void)? = nil) throws(DiagnosticsError) -> [GeneratedFile] {
        let spelling = module.spelling
        let header: [String: TemplateValue] = [
            "version": .string(GenSharedTypes.version),
            "schemaFiles": .string(schemaFileNames.joined(separator: ", ")),
        ]
        let sourcesPrefix = options.layout == .package ? "Sources/\(module.name)/" : ""
        var files: [GeneratedFile] = []
        var paths = FilePathAllocator()
        let imports: TemplateValue = .list((["Relay"] + module.scalarImports).map(TemplateValue.string))

        var entries: [Manifest.Entry] = []

        @discardableResult
        func add(_ path: String, _ template: String, _ context: [String: TemplateValue],
                 type: (graphQLName: String, kind: Manifest.Entry.Kind, swiftName: String)? = nil) throws(DiagnosticsError) -> String {
            let text = try templates.render(template, .object(context.merging(header) { current, _ in current }))
            let allocated = paths.allocate(sourcesPrefix + path)
            files.append(GeneratedFile(path: allocated, text: text))
            onFile?(files[files.count - 1])
            if let type {
                entries.append(Manifest.Entry(graphQLName: type.graphQLName, kind: type.kind, swiftName: type.swiftName, file: allocated))
            }
            return allocated
        }

        for swiftEnum in module.enums {
            let hasDeprecated = swiftEnum.cases.contains { $0.deprecationLiteral != nil }
            var context: [String: TemplateValue] = [
                "imports": imports,
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
            ]
            context["conformances"] = .string(options.futureProofEnums ? spelling.futureProofEnumConformances : spelling.enumConformances)
            try add("Enums/\(swiftEnum.graphQLName).graphql.swift", options.futureProofEnums ? "future-proof-enum.swift.mustache" : "enum.swift.mustache", context,
                    type: (swiftEnum.graphQLName, .enumType, swiftEnum.name.name))
        }

        for input in module.inputObjects {
            let fields: [TemplateValue] = input.fields.enumerated().map { index, field in
                let needsStorage = field.isIndirect || field.deprecationLiteral != nil
                return .object([
                    "name": .string(field.name.source),
                    "type": .string(field.type),
                    "optional": .bool(field.isOptional),
                    "defaultValue": field.defaultExpression.map(TemplateValue.string) ?? .null,
                    "docLines": lines(field.docLines),
                    "deprecation": field.deprecationLiteral.map(TemplateValue.string) ?? .null,
                    // Deprecated fields are computed over private storage, so the module's
                    // own init and variableData never touch a deprecated member.
                    "storageName": needsStorage ? .string("__" + field.name.name) : .null,
                    "indirect": .bool(field.isIndirect),
                    "wireName": .string(field.wireNameLiteral),
                    "spaced": .bool(index > 0 && (!field.docLines.isEmpty || field.deprecationLiteral != nil)),
                    "last": .bool(index == input.fields.count - 1),
                ])
            }
            try add("InputObjects/\(input.graphQLName).graphql.swift", "input-object.swift.mustache", [
                "imports": imports,
                "name": .string(input.name.source),
                "docLines": lines(input.docLines),
                "conformances": .string(spelling.inputConformances),
                "fields": .list(fields),
                "hasFields": .bool(!input.fields.isEmpty),
                "hasStorage": .bool(input.fields.contains { $0.isIndirect || $0.deprecationLiteral != nil }),
                "initOnOneLine": .bool(input.fields.count <= 3),
                "indirectType": .string(spelling.indirect),
                "sendsNull": .bool(options.nilFields == .null),
                "variableDataType": .string(spelling.variableData),
                "variableValueConvertibleType": .string(spelling.variableValueConvertible),
                "stringType": .string(spelling.string),
            ], type: (input.graphQLName, .inputObject, input.name.name))
        }

        for input in module.oneOfInputs {
            try add("InputObjects/\(input.graphQLName).graphql.swift", "one-of-input.swift.mustache", [
                "imports": imports,
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
            ], type: (input.graphQLName, .inputObject, input.name.name))
        }

        if !module.scalarAliases.isEmpty {
            let path = try add("CustomScalars.graphql.swift", "custom-scalars.swift.mustache", [
                "imports": .list(module.scalarImports.map(TemplateValue.string)),
                "scalars": .list(module.scalarAliases.map { alias in
                    .object(["name": .string(alias.name.source), "type": .string(alias.type), "docLines": lines(alias.docLines)])
                }),
            ])
            for alias in module.scalarAliases {
                entries.append(Manifest.Entry(graphQLName: alias.graphQLName, kind: .scalar, swiftName: alias.name.name, file: path))
            }
        }

        if module.needsIndirectStorage {
            try add("\(spelling.indirect).graphql.swift", "indirect.swift.mustache", [
                "name": .string(spelling.indirect),
                "hashableType": .string(spelling.hashable),
                "sendableType": .string(spelling.sendable),
                "boolType": .string(spelling.bool),
                "hasherType": .string(spelling.hasher),
            ])
        }

        if files.isEmpty {
            try add("NoTypes.graphql.swift", "no-types.swift.mustache", [:])
        }

        if options.layout == .package {
            let text = try templates.render("package.swift.mustache", .object(header.merging([
                "moduleNameLiteral": .string(SwiftSourceText.stringLiteral(module.name)),
                "relayDependency": .string(relayDependency),
                "relayPackageLiteral": .string(SwiftSourceText.stringLiteral(relayPackageIdentity)),
            ]) { current, _ in current }))
            files.append(GeneratedFile(path: "Package.swift", text: text))
            onFile?(files[files.count - 1])
        }
        entries.sort { $0.graphQLName.utf8.lexicographicallyPrecedes($1.graphQLName.utf8) }
        files.append(Manifest(module: module.name, entries: entries).file(for: files))
        onFile?(files[files.count - 1])
        return files
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
/// an output becomes `foo_2.graphql.swift`.
struct FilePathAllocator {
    private var taken: Set<String> = []

    mutating func allocate(_ path: String) -> String {
        var candidate = path
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            let base = path.hasSuffix(".graphql.swift") ? String(path.dropLast(".graphql.swift".count)) : path
            candidate = "\(base)_\(number).graphql.swift"
            number += 1
        }
        return candidate
    }
}
