#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables of a process, as `GenSharedTypes.main` takes them.
package enum ProcessEnvironment {
    /// This process's environment.
    package static func current() -> [String: String] {
        parse(environ)
    }

    /// The `NAME=value` entries of a null-terminated list like `environ`, by name. The first
    /// definition of a name wins, as with `getenv`; an entry without `=` is skipped; bytes
    /// that are not UTF-8 are repaired.
    package static func parse(_ entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var result: [String: String] = [:]
        var index = 0
        while let entry = entries[index] {
            index += 1
            let text = String(decoding: UnsafeRawBufferPointer(start: entry, count: strlen(entry)), as: UTF8.self)
            guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(text.utf8[..<equals]) ?? ""
            if result[name] == nil { result[name] = String(text.utf8[text.utf8.index(after: equals)...]) ?? "" }
        }
        return result
    }
}

extension ProcessEnvironment {
    /// The process's working directory, from the C library's `getcwd`; empty when it cannot
    /// be determined (it was deleted), as `FileManager.currentDirectoryPath` has it. The
    /// library asks the C library rather than Foundation so that the executable does not link
    /// Foundation at all: statically linked, Foundation and ICU made it about 80 MB.
    package static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
