// Serial stand-ins for the parallel helpers that the schema reader and the translator still
// call; they go once those callers are gone (issue 28).

extension Array {
    /// `map`: the elements are transformed one after the other, in order.
    func concurrentMap<Result>(threshold: Int = 64, fromBothEnds: Bool = false, _ transform: (Element) -> Result) -> [Result] {
        map(transform)
    }
}

/// How many threads the work is spread over: one.
let processorCount = 1
