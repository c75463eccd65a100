/// The positions of names in a list, found by a cheap hash of their UTF-8 bytes (FNV-1a)
/// instead of `String`'s SipHash over normalized text, which cost more than the rest of
/// naming. Only for ASCII names (GraphQL names are ASCII), where two `String`s are equal
/// exactly when their bytes are.
struct ASCIINameTable {
    fileprivate struct Slot {
        var hash: UInt64 = 0
        /// The position of the name plus one; 0 for an empty slot.
        var occupant = 0
    }

    private let names: [String]
    /// Open addressing with linear probing.
    private var slots: [Slot]
    private let mask: Int
    /// For each name, the position of the first name equal to it (its own when it is the first).
    private(set) var firstPositions: [Int]

    /// `nil` when some name is not ASCII.
    init?(_ names: [String]) {
        self.names = names
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = [Slot](repeating: Slot(), count: capacity)
        firstPositions = []
        firstPositions.reserveCapacity(names.count)
        for position in names.indices {
            let name = names[position]
            guard let hash = Self.hash(name) else { return nil }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let occupant = slots[slot].occupant
                if occupant == 0 {
                    slots[slot] = Slot(hash: hash, occupant: position + 1)
                    firstPositions.append(position)
                    break
                }
                if slots[slot].hash == hash && names[occupant - 1] == name {
                    firstPositions.append(occupant - 1)
                    break
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The position of the first name equal to `name`.
    func firstPosition(of name: String) -> Int? {
        guard let hash = Self.hash(name) else {
            // Not ASCII: `String` equality (canonical equivalence) may still match an ASCII name.
            // GraphQL names are ASCII, so this never happens for names from a schema.
            return names.firstIndex(of: name)
        }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = slots[slot].occupant
            if occupant == 0 { return nil }
            if slots[slot].hash == hash && names[occupant - 1] == name { return occupant - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a of the bytes; `nil` when a byte is not ASCII.
    fileprivate static func hash(_ name: String) -> UInt64? {
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash) { return hash }
        return Array(name.utf8).withUnsafeBufferPointer(hash)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash = FNV1a.offsetBasis
        for byte in bytes {
            if byte >= 0x80 { return nil }
            hash = FNV1a.mix(hash, byte)
        }
        return hash
    }
}

extension ASCIINameTable {
    /// Whether the `count` names that `name` gives for positions `0..<count` all differ; `nil`
    /// when one is not ASCII. Needs no heap allocation for small counts.
    static func areDistinct(count: Int, _ name: (Int) -> String) -> Bool? {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        let mask = capacity - 1
        return withUnsafeTemporaryAllocation(of: Slot.self, capacity: capacity) { slots -> Bool? in
            slots.initialize(repeating: Slot())
            for position in 0..<count {
                let candidate = name(position)
                guard let hash = hash(candidate) else { return nil }
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot].occupant != 0 {
                    if slots[slot].hash == hash && name(slots[slot].occupant - 1) == candidate { return false }
                    slot = (slot + 1) & mask
                }
                slots[slot] = Slot(hash: hash, occupant: position + 1)
            }
            return true
        }
    }

    /// For each name, the position of the first name equal to it: by bytes when all names are
    /// ASCII, by `String` equality otherwise.
    static func firstPositionsOfEqualNames(_ names: [String]) -> [Int] {
        if let table = ASCIINameTable(names) { return table.firstPositions }
        var first: [String: Int] = [:]
        return names.indices.map { position in
            if let earlier = first[names[position]] { return earlier }
            first[names[position]] = position
            return position
        }
    }
}
