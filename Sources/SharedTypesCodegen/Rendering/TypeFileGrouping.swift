/// Which file each enum and input object goes into, as `GenerationOptions.TypeFiles` says.
enum TypeFileGrouping {
    /// One enum or input object, rendered with the template of its kind.
    enum Declaration {
        case enumType(SwiftEnum)
        case inputObject(SwiftInputObject)
        case oneOfInput(SwiftOneOfInput)

        var graphQLName: String {
            switch self {
            case .enumType(let swiftEnum): return swiftEnum.graphQLName
            case .inputObject(let input): return input.graphQLName
            case .oneOfInput(let input): return input.graphQLName
            }
        }

        /// The manifest's entry for the type, declared in `file`.
        func entry(file: String) -> Manifest.Entry {
            switch self {
            case .enumType(let swiftEnum):
                return Manifest.Entry(graphQLName: swiftEnum.graphQLName, kind: .enumType, swiftName: swiftEnum.name.name, file: file)
            case .inputObject(let input):
                return Manifest.Entry(graphQLName: input.graphQLName, kind: .inputObject, swiftName: input.name.name, file: file)
            case .oneOfInput(let input):
                return Manifest.Entry(graphQLName: input.graphQLName, kind: .inputObject, swiftName: input.name.name, file: file)
            }
        }
    }

    /// One file's path (before `FilePathAllocator` makes it unique) and its declarations in order.
    struct Group {
        var path: String
        var declarations: [Declaration]
    }

    /// How many bucket files the types are dealt into. Fixed, so that a type's file depends on
    /// its name alone; changing it moves most types.
    static let bucketCount = 32

    /// The files of `module`'s enums and input objects, enums first; empty files are left out.
    static func groups(_ module: SwiftModule, _ typeFiles: GenerationOptions.TypeFiles) -> [Group] {
        let enums = module.enums.map(Declaration.enumType)
        let inputs = module.inputObjects.map(Declaration.inputObject) + module.oneOfInputs.map(Declaration.oneOfInput)
        switch typeFiles {
        case .perType:
            return enums.map { Group(path: "Enums/\($0.graphQLName).graphql.swift", declarations: [$0]) }
                + inputs.map { Group(path: "InputObjects/\($0.graphQLName).graphql.swift", declarations: [$0]) }
        case .buckets:
            return buckets(enums: enums, inputs: inputs)
        case .single:
            let all = sortedByName(enums) + sortedByName(inputs)
            return all.isEmpty ? [] : [Group(path: "Types.graphql.swift", declarations: all)]
        }
    }

    /// The types dealt into `Types/TypesNN.graphql.swift` by `bucket(of:)`, each file's enums
    /// first. Enums and input objects share the buckets because input objects cost the
    /// compiler several times more per type: in buckets of their own kind, the compiler jobs
    /// that get the input objects' files would do most of the work while the others idle.
    private static func buckets(enums: [Declaration], inputs: [Declaration]) -> [Group] {
        var buckets = Array(repeating: (enums: [Declaration](), inputs: [Declaration]()), count: bucketCount)
        for declaration in enums {
            buckets[bucket(of: declaration.graphQLName)].enums.append(declaration)
        }
        for declaration in inputs {
            buckets[bucket(of: declaration.graphQLName)].inputs.append(declaration)
        }
        return buckets.enumerated().compactMap { number, members in
            guard !members.enums.isEmpty || !members.inputs.isEmpty else { return nil }
            let digits = number < 10 ? "0\(number)" : "\(number)"
            return Group(path: "Types/Types\(digits).graphql.swift", declarations: sortedByName(members.enums) + sortedByName(members.inputs))
        }
    }

    /// The bucket of a type: the 32-bit FNV-1a hash of its GraphQL name's UTF-8, modulo
    /// `bucketCount`. Written out rather than `Hasher`, which is seeded per process.
    static func bucket(of graphQLName: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in graphQLName.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(bucketCount))
    }

    private static func sortedByName(_ declarations: [Declaration]) -> [Declaration] {
        declarations.sorted { $0.graphQLName.utf8Precedes($1.graphQLName) }
    }
}
