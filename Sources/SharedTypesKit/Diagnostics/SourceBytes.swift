#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a source file, in memory that does not move: a copy of an array, or the file
/// itself mapped read-only (see `FileSystem.readSource`), which a large schema needs neither
/// to be copied nor to have fresh pages faulted in for.
///
/// Indexed from 0 like an array; readers that scan take `withUnsafeBufferPointer`.
public struct SourceBytes: RandomAccessCollection, Sendable {
    private let storage: Storage

    /// A copy of `bytes`.
    public init(_ bytes: [UInt8]) {
        storage = Storage(copying: bytes)
    }

    /// Takes over a read-only mapping of `count` bytes at `base`, guarded in `TruncatedFileGuard`'s
    /// `slot`; unmapped when the last copy goes.
    init(mapping base: UnsafeRawPointer, count: Int, guardSlot slot: Int) {
        storage = Storage(mapping: base, count: count, guardSlot: slot)
    }

    /// Whether these are a mapped file's bytes rather than a copy.
    var isMapped: Bool { storage.guardSlot != nil }

    /// Whether these are a mapped file's bytes, some of which were read after another process
    /// had truncated the file: they read as zeros, not as what the file held.
    public var wereTruncated: Bool {
        storage.guardSlot.map(TruncatedFileGuard.wasTruncated) ?? false
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public var count: Int { storage.count }

    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < storage.count, "SourceBytes index out of range")
        return storage.base[position]
    }

    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
    }

    public func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try withUnsafeBufferPointer(body)
    }

    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
    }

    /// Owns the memory; immutable once made, so shared between threads freely.
    private final class Storage: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let count: Int
        /// Set for a mapping: its slot in `TruncatedFileGuard`.
        let guardSlot: Int?

        init(copying bytes: [UInt8]) {
            // At least one byte, so that an empty file still has an address.
            let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, bytes.count))
            bytes.withUnsafeBufferPointer { source in
                if let address = source.baseAddress { memory.initialize(from: address, count: source.count) }
            }
            base = UnsafePointer(memory)
            count = bytes.count
            guardSlot = nil
        }

        init(mapping base: UnsafeRawPointer, count: Int, guardSlot: Int) {
            self.base = base.assumingMemoryBound(to: UInt8.self)
            self.count = count
            self.guardSlot = guardSlot
        }

        deinit {
            if let guardSlot {
                TruncatedFileGuard.unregister(guardSlot)
                munmap(UnsafeMutableRawPointer(mutating: base), count)
            } else {
                UnsafeMutablePointer(mutating: base).deallocate()
            }
        }
    }
}
