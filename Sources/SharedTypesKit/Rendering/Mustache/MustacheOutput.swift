/// The renderer's output: a growable byte buffer appended to with plain copies, which costs a
/// fraction of `Array.append(contentsOf:)` for the short pieces templates are made of.
///
/// The owner must call `deallocate()` exactly once, after taking `bytes`.
struct MustacheOutput {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        start = .allocate(capacity: self.capacity)
    }

    /// A copy of the bytes written.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    func deallocate() {
        start.deallocate()
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > capacity - count { grow(toHold: count + bytes.count) }
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        (start + count).initialize(to: byte)
        count += 1
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `bytes[range]`.
    mutating func append(_ bytes: [UInt8], _ range: Range<Int>) {
        bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends a literal's UTF-8, as compiled templates write their text.
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(utf8 text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            for byte in text.utf8 { append(byte) }
        }
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.moveInitialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
