// The floor of "generate into an empty folder": the time this machine needs merely to create
// a given file tree. Reads every file under SOURCE into memory first (untimed), then creates
// the same folders and files with the same contents under DEST (which must not exist) and
// prints the seconds the creation took. Only Glibc, so the program itself starts instantly.
//
// Everything that is not a system call of the creation (splitting paths, finding which
// folders to make, building C strings) is done before the clock starts, and each file is
// created by name in its open folder, the cheapest way to create it: the time printed is the
// file system's alone. (Until 2026-11-26 the paths were split and joined inside the timed
// loop, which added ~1.3 ms, about a tenth, to GitHub's 602 files.)
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

/// The tree as the timed loop needs it: the folders to make, parents first, as paths relative
/// to DEST, and each file as the index of its folder (-1: DEST itself) and its name.
func plan(_ tree: [(String, [UInt8])]) -> (folders: [UnsafeMutablePointer<CChar>], files: [(folder: Int, name: UnsafeMutablePointer<CChar>)]) {
    var folders: [String] = []
    var folderIndex: [String: Int] = [:]
    var files: [(folder: Int, name: UnsafeMutablePointer<CChar>)] = []
    for (path, _) in tree {
        let components = path.split(separator: "/").map(String.init)
        var folder = ""
        var index = -1
        for component in components.dropLast() {
            folder += folder.isEmpty ? component : "/" + component
            if let known = folderIndex[folder] {
                index = known
            } else {
                index = folders.count
                folderIndex[folder] = index
                folders.append(folder)
            }
        }
        guard let name = components.last, let copy = strdup(name) else { fail("bad path \(path)") }
        files.append((index, copy))
    }
    return (folders.map { strdup($0)! }, files)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: floor SOURCE DEST") }
let tree = readTree(arguments[1])
let destination = arguments[2]
let (folders, files) = plan(tree)
var descriptors = [Int32](repeating: -1, count: folders.count)

let start = now()
guard mkdir(destination, 0o755) == 0 else { fail("cannot create \(destination) (it must not exist)") }
let root = open(destination, O_RDONLY | O_DIRECTORY)
guard root >= 0 else { fail("cannot open \(destination)") }
for index in folders.indices {
    guard mkdirat(root, folders[index], 0o755) == 0 else { fail("cannot create folder \(String(cString: folders[index]))") }
    descriptors[index] = openat(root, folders[index], O_RDONLY | O_DIRECTORY)
    guard descriptors[index] >= 0 else { fail("cannot open folder \(String(cString: folders[index]))") }
}
for index in files.indices {
    let (folder, name) = files[index]
    let descriptor = openat(folder < 0 ? root : descriptors[folder], name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { fail("cannot create \(tree[index].0)") }
    let written = tree[index].1.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == tree[index].1.count, close(descriptor) == 0 else { fail("cannot write \(tree[index].0)") }
}
for descriptor in descriptors { close(descriptor) }
close(root)
let elapsed = now() - start
print("\(tree.count) \(elapsed)")
