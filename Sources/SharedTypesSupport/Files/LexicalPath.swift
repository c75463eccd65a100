/// Path arithmetic on names alone: `.` and `..` are resolved as written, and symbolic links
/// are not followed. Paths relative to `currentDirectory` are placed under it; without an
/// absolute `currentDirectory` (the working directory could not be determined) a relative
/// path cannot be placed, and each function says what it gives instead.
package enum LexicalPath {
    /// `target` as seen from the folder `base`. Paths written into generated files take this
    /// form (a `Package.swift`'s local dependency, say), so that a checkout elsewhere gets the
    /// same bytes. Without an absolute `currentDirectory`, `target` as it is.
    package static func relative(from base: String, to target: String, currentDirectory: String) -> String {
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

    /// The name of the file or folder `path` leads to (`Out/.` and `Out//` lead to `Out`, `.`
    /// to the working directory); empty for the root. Without an absolute `currentDirectory`,
    /// the last name of `path` as written.
    package static func lastName(of path: String, currentDirectory: String) -> String {
        guard path.hasPrefix("/") || currentDirectory.hasPrefix("/") else {
            return path.split(separator: "/").last.map(String.init) ?? ""
        }
        return absoluteComponents(path, currentDirectory: currentDirectory).last.map(String.init) ?? ""
    }

    /// `path` as the file system must be asked for it: a relative path placed under
    /// `currentDirectory`, without resolving `.` or `..`. Without a `currentDirectory`, `path`
    /// as it is (relative to the process's working directory).
    package static func placed(_ path: String, currentDirectory: String) -> String {
        path.hasPrefix("/") || currentDirectory.isEmpty ? path : currentDirectory + "/" + path
    }

    /// `name` inside the folder `folder`, as written: `Ops/name` for `Ops` and `Ops/`.
    package static func appending(_ name: String, to folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` from the root, with `.`, `..` and repeated slashes resolved (`/repo/Ops/A` for
    /// `./Ops//A` in `/repo`). Without an absolute `currentDirectory`, a relative `path` as it is.
    package static func absolute(_ path: String, currentDirectory: String) -> String {
        guard path.hasPrefix("/") || currentDirectory.hasPrefix("/") else { return path }
        return "/" + absoluteComponents(path, currentDirectory: currentDirectory).joined(separator: "/")
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
