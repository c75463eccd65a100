// The floor of "generate into an empty folder": the time this machine needs merely to create
// a given file tree. Reads every file under SOURCE into memory first (untimed), then creates
// the same folders and files with the same contents under DEST (which must not exist) and
// prints the seconds the creation took. Only Glibc, so the program itself starts instantly.
//
//     floor SOURCE DEST

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
    fputs("floor: \(message)\n", stderr)
    exit(1)
}

/// Every regular file below `root`, as (path relative to root, contents), sorted by path.
func readTree(_ root: String) -> [(String, [UInt8])] {
    var result: [(String, [UInt8])] = []
    var pending = [""]
    while let relative = pending.popLast() {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else { fail("cannot read \(folder)") }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(root + "/" + child, &info) == 0 else { fail("cannot stat \(child)") }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                pending.append(child)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                let descriptor = open(root + "/" + child, O_RDONLY)
                guard descriptor >= 0 else { fail("cannot open \(child)") }
                var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
                let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                guard count == bytes.count else { fail("short read of \(child)") }
                result.append((child, bytes))
            }
        }
        closedir(directory)
    }
    return result.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: floor SOURCE DEST") }
let tree = readTree(arguments[1])
let destination = arguments[2]

let start = now()
guard mkdir(destination, 0o755) == 0 else { fail("cannot create \(destination) (it must not exist)") }
var created: Set<String> = []
for (path, contents) in tree {
    // Create the missing parent folders, outermost first.
    var folder = ""
    for component in path.split(separator: "/").dropLast() {
        folder += folder.isEmpty ? String(component) : "/" + component
        if created.insert(folder).inserted, mkdir(destination + "/" + folder, 0o755) != 0 {
            fail("cannot create folder \(folder)")
        }
    }
    let descriptor = open(destination + "/" + path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { fail("cannot create \(path)") }
    let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == contents.count, close(descriptor) == 0 else { fail("cannot write \(path)") }
}
let elapsed = now() - start
print("\(tree.count) \(elapsed)")
