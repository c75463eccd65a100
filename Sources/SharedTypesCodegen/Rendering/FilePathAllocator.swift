import SharedTypesSupport

/// Gives out file paths whose names (last components) differ from every other's, also when
/// letter case is ignored: swiftc refuses two files of one name in a module ("filename used
/// twice"), and on a case-insensitive file system (macOS by default) they would be one file.
/// A taken name gets `_2`, `_3`, ... before `.graphql.swift`. File names stay within what file
/// systems allow (255 bytes): a longer type name gives `<first 120 bytes>_<hash>.graphql.swift`.
struct FilePathAllocator {
    /// The longest file name kept as it is.
    static let maxFileNameLength = 200

    /// The names given out so far, lowercased.
    private var takenNames: Set<[UInt8]> = []

    mutating func allocate(_ path: String) -> String {
        let path = Self.shortened(path)
        var candidate = path
        var number = 2
        while !takenNames.insert(Self.foldedName(candidate)).inserted {
            let base = path.hasSuffix(".graphql.swift") ? String(path.dropLast(".graphql.swift".count)) : path
            candidate = "\(base)_\(number).graphql.swift"
            number += 1
        }
        return candidate
    }

    /// The last component of `path`, lowercased, as a case-insensitive file system compares names.
    private static func foldedName(_ path: String) -> [UInt8] {
        let lowered = Array(CaseConversion.lowercased(path).utf8)
        return Array(lowered[(lowered.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...])
    }

    /// `path` with its last component cut to a prefix and a hash of the whole name when it is
    /// too long for a file name.
    static func shortened(_ path: String) -> String {
        let name = FileSystem.lastPathComponent(path)
        guard name.utf8.count > maxFileNameLength else { return path }
        let folder = String(decoding: path.utf8.dropLast(name.utf8.count), as: UTF8.self)
        let suffix = ".graphql.swift"
        let base = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        var hash = ContentHash()
        hash.update(base)
        // GraphQL names are ASCII, so cutting bytes never splits a character.
        let prefix = String(decoding: base.utf8.prefix(120), as: UTF8.self)
        return folder + prefix + "_" + hash.hex + suffix
    }
}
