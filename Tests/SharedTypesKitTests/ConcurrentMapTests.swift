import Testing
@testable import SharedTypesKit

/// `concurrentMap` must be `map`, whichever thread takes which element.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [false, true])
    func resultsKeepTheElementsOrder(fromBothEnds: Bool) {
        for count in [0, 1, 2, 3, 63, 64, 65, 1000] {
            let elements = Array(0..<count)
            let mapped = elements.concurrentMap(threshold: 2, fromBothEnds: fromBothEnds) { "\($0 * 3)" }
            #expect(mapped == elements.map { "\($0 * 3)" }, "\(count) elements")
        }
    }
}
