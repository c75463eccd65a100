/// Every name that `SwiftNameRules` lists in some set, with what each set says about it, found
/// by comparing bytes among the few names of the same length. `spelling(of:as:)` runs for
/// every generated name, and looking each one up in several `Set<String>`s (SipHash over
/// normalized text each time) cost more than the rest of naming.
struct SpecialNameTable {
    /// What the rules' sets say about one name.
    struct Entry {
        var isReserved = false
        var isInputFieldKeyword = false
        var isTypeNameKeyword = false
        var enumCaseConflict: SwiftNameConflict?
        var oneOfCaseConflict: SwiftNameConflict?
        var inputFieldConflict: SwiftNameConflict?
        var typeNameConflict: SwiftNameConflict?
    }

    /// Per byte count: the names of that length, back to back, and their entries in order.
    private var namesByLength: [[UInt8]] = []
    private var entriesByLength: [[Entry]] = []
    /// Every entry by name, for names that are not ASCII: `String` equality is canonical
    /// equivalence, which can make such a name equal to a listed (ASCII) one.
    private var entriesByName: [String: Entry] = [:]

    init(
        reservedWords: Set<String>, inputFieldKeywords: Set<String>, typeNameKeywords: Set<String>,
        enumCaseConflicts: [String: SwiftNameConflict], oneOfCaseConflicts: [String: SwiftNameConflict],
        inputFieldConflicts: [String: SwiftNameConflict], typeNameConflicts: [String: SwiftNameConflict]
    ) {
        for name in reservedWords { entriesByName[name, default: Entry()].isReserved = true }
        for name in inputFieldKeywords { entriesByName[name, default: Entry()].isInputFieldKeyword = true }
        for name in typeNameKeywords { entriesByName[name, default: Entry()].isTypeNameKeyword = true }
        for (name, conflict) in enumCaseConflicts { entriesByName[name, default: Entry()].enumCaseConflict = conflict }
        for (name, conflict) in oneOfCaseConflicts { entriesByName[name, default: Entry()].oneOfCaseConflict = conflict }
        for (name, conflict) in inputFieldConflicts { entriesByName[name, default: Entry()].inputFieldConflict = conflict }
        for (name, conflict) in typeNameConflicts { entriesByName[name, default: Entry()].typeNameConflict = conflict }

        let longest = entriesByName.keys.map(\.utf8.count).max() ?? 0
        namesByLength = Array(repeating: [], count: longest + 1)
        entriesByLength = Array(repeating: [], count: longest + 1)
        // Sorted, so that the table does not depend on the sets' iteration order.
        for (name, entry) in entriesByName.sorted(by: { $0.key < $1.key }) {
            let length = name.utf8.count
            namesByLength[length].append(contentsOf: name.utf8)
            entriesByLength[length].append(entry)
        }
    }

    /// The entry for `name`, or `nil` when no set lists it.
    func entry(for name: String) -> Entry? {
        switch name.utf8.withContiguousStorageIfAvailable(lookUp) {
        case .found(let entry): return entry
        case .absent: return nil
        case .notASCII, nil: return entriesByName[name]
        }
    }

    private enum Lookup {
        case found(Entry)
        case absent
        /// Not ASCII: only `String` equality can tell.
        case notASCII
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> Lookup {
        let length = bytes.count
        if length > 0, length < namesByLength.count, let position = position(of: bytes, among: namesByLength[length]) {
            return .found(entriesByLength[length][position])
        }
        for byte in bytes where byte >= 0x80 { return .notASCII }
        return .absent
    }

    /// The index of `bytes` among the equally long names stored back to back in `names`.
    private func position(of bytes: UnsafeBufferPointer<UInt8>, among names: [UInt8]) -> Int? {
        let length = bytes.count
        let first = bytes[0]
        var start = 0
        var index = 0
        while start < names.count {
            if names[start] == first {
                var offset = 1
                while offset < length && names[start + offset] == bytes[offset] { offset += 1 }
                if offset == length { return index }
            }
            start += length
            index += 1
        }
        return nil
    }
}
