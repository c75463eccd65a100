/// "Did you mean ...?" for a mistyped command, option or configuration key.
package enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a typo of it: at most one
    /// edit away for words of up to four characters, two for longer ones (an edit inserts,
    /// deletes or replaces a character, or swaps two neighbours). The first candidate wins a tie.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        let limit = typed.count <= 4 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit && distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean 'generate'?"`, or empty when no candidate is close. `quote` surrounds
    /// the suggestion (`'` for the command line, `"` for JSON keys).
    package static func didYouMean(_ word: String, among candidates: [String], quote: String = "'") -> String {
        closest(to: word, among: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }

    /// The number of single-character insertions, deletions, replacements and swaps of two
    /// neighbours that turn `a` into `b` (the optimal string alignment distance).
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the usual table: the one before the previous is needed for swaps.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
