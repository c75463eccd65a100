#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables of a process, as `GenSharedTypes.main` takes them.
public enum ProcessEnvironment {
    /// This process's environment.
    public static func current() -> [String: String] {
        parse(environ)
    }

    /// The `NAME=value` entries of a null-terminated list like `environ`, by name. The first
    /// definition of a name wins, as with `getenv`; an entry without `=` is skipped. Split at
    /// the first `=` byte before any `String` is made (it runs at every start of the tool);
    /// bytes that are not UTF-8 are repaired.
    public static func parse(_ entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var count = 0
        while entries[count] != nil { count += 1 }
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = entries[index] else { continue }
            let length = strlen(entry)
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { start in
                let bytes = UnsafeBufferPointer(start: start, count: length)
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if result[name] == nil {
                    result[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
        }
        return result
    }
}
