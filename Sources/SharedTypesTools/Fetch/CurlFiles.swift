#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraphQLSchema
import SharedTypesSupport

/// The files of one run of the curl command, in a folder made for it that only this user can
/// enter (`mkdtemp` makes it with mode 0700).
struct CurlFiles {
    let folder: String
    /// The folder's and the files' entries in `InterruptCleanup`'s table.
    private var registrations: [Int?] = []
    /// The request body, which curl sends.
    var request: String { folder + "/request" }
    /// The response body, which curl writes (only once data arrives).
    var response: String { folder + "/response" }
    /// curl's standard output: the status and Content-Type (see `HTTPClient`).
    var status: String { folder + "/status" }
    /// curl's standard error: its message when it fails.
    var errors: String { folder + "/errors" }

    /// Makes the folder in `base` (nil or empty: /tmp).
    static func make(in base: String?) -> Result<CurlFiles, FileSystem.Error> {
        var parent = base ?? ""
        while parent.count > 1 && parent.hasSuffix("/") { parent.removeLast() }
        if parent.isEmpty { parent = "/tmp" }
        var template = Array("\(parent)/gen-shared-types-fetch-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else {
            return .failure(FileSystem.Error(message: FileSystem.describe(errno, action: "cannot create a folder for the curl command in \(parent)")))
        }
        // mkdtemp replaced the Xs in place; the last element is the terminating NUL.
        var files = CurlFiles(folder: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        // The folder first: an interrupted run removes the files, then the folder.
        files.registrations = [files.folder, files.request, files.response, files.status, files.errors].map(InterruptCleanup.register)
        return .success(files)
    }

    /// Deletes the files and the folder.
    func remove() {
        for file in [request, response, status, errors] {
            unlink(file)
        }
        rmdir(folder)
        for registration in registrations.reversed() { InterruptCleanup.unregister(registration) }
    }
}
