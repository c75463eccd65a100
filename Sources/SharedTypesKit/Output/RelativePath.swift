/// Paths written into generated files, which must read the same on every machine: a checkout
/// elsewhere must get the same bytes, so they are relative to the generated folder.
enum RelativePath {
    /// `target` as seen from the folder `base`, both relative to `currentDirectory` unless
    /// absolute. The arithmetic is on names only: `.` and `..` are resolved as written, and
    /// symbolic links are not followed. Without an absolute `currentDirectory` (the working
    /// directory could not be determined) a relative path cannot be placed, and `target` is
    /// returned as it is.
    static func from(_ base: String, to target: String, currentDirectory: String) -> String {
        guard currentDirectory.hasPrefix("/") || (base.hasPrefix("/") && target.hasPrefix("/")) else { return target }
        let from = absoluteComponents(base, currentDirectory: currentDirectory)
        let to = absoluteComponents(target, currentDirectory: currentDirectory)
        var shared = 0
        while shared < from.count && shared < to.count && from[shared] == to[shared] {
            shared += 1
        }
        let parts = Array(repeating: Substring(".."), count: from.count - shared) + to[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The names from the root to `path`, with `.` and `..` resolved (`..` at the root stays
    /// at the root, as the file system has it).
    private static func absoluteComponents(_ path: String, currentDirectory: String) -> [Substring] {
        let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for name in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch name {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(name)
            }
        }
        return components
    }
}
