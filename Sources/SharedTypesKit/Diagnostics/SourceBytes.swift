#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a source file: an array as read, or the file itself mapped read-only (see
/// `FileSystem.readSource`), which a large schema needs neither to be copied nor to have
/// fresh pages faulted in for.
///
/// Indexed from 0 like an array; readers that scan take `withUnsafeBufferPointer`.
public struct SourceBytes: RandomAccessCollection, Sendable {
    private let storage: Storage

    /// `bytes` themselves (no copy is made).
    public init(_ bytes: [UInt8]) {
        storage = Storage(array: bytes)
    }

    /// Takes over a read-only mapping of `count` bytes at `base`, guarded in `TruncatedFileGuard`'s
    /// `slot`; unmapped when the last copy goes.
    init(mapping base: UnsafeRawPointer, count: Int, guardSlot slot: Int) {
        storage = Storage(mapping: base.assumingMemoryBound(to: UInt8.self), count: count, guardSlot: slot)
    }

    /// Whether these are a mapped file's bytes rather than an array.
    var isMapped: Bool { storage.mapping != nil }

    /// The array these bytes were made from, for callers that work on arrays; nil for a
    /// mapped file.
    var array: [UInt8]? { storage.mapping == nil ? storage.array : nil }

    /// Whether these are a mapped file's bytes, some of which were read after another process
    /// had truncated the file: they read as zeros, not as what the file held.
    public var wereTruncated: Bool {
        storage.mapping.map { TruncatedFileGuard.wasTruncated($0.guardSlot) } ?? false
    }

    /// Always 0, for a mapping too.
    public var startIndex: Int { 0 }
    /// The same as `count`: one past the last byte.
    public var endIndex: Int { storage.count }
    /// The number of bytes; for a mapping, the file's size when it was mapped.
    public var count: Int { storage.count }

    /// The byte at the 0-based `position`; traps when `position` is out of range.
    public subscript(position: Int) -> UInt8 {
        guard let mapping = storage.mapping else { return storage.array[position] }
        precondition(position >= 0 && position < storage.count, "SourceBytes index out of range")
        return mapping.base[position]
    }

    /// Calls `body` with the bytes in place, without copying. The buffer is valid only during
    /// the call; a mapping stays mapped at least until `body` returns.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard let mapping = storage.mapping else { return try storage.array.withUnsafeBufferPointer(body) }
        return try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: mapping.base, count: storage.count)) }
    }

    /// Always available, for generic code that asks for contiguous storage: calls `body` as
    /// `withUnsafeBufferPointer` does and never returns nil.
    public func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the bytes as raw memory, without copying; valid only during the call.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
    }

    /// Owns the bytes: an array, or a mapping that it unmaps. Immutable once made, so shared
    /// between threads freely.
    private final class Storage: @unchecked Sendable {
        /// Empty for a mapping.
        let array: [UInt8]
        /// A mapped file's bytes and its slot in `TruncatedFileGuard`.
        let mapping: (base: UnsafePointer<UInt8>, guardSlot: Int)?
        let count: Int

        init(array: [UInt8]) {
            self.array = array
            mapping = nil
            count = array.count
        }

        init(mapping base: UnsafePointer<UInt8>, count: Int, guardSlot: Int) {
            array = []
            mapping = (base, guardSlot)
            self.count = count
        }

        deinit {
            guard let mapping else { return }
            TruncatedFileGuard.unregister(mapping.guardSlot)
            munmap(UnsafeMutableRawPointer(mutating: mapping.base), count)
        }
    }
}
