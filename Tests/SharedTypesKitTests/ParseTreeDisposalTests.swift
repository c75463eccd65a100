#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SharedTypesKit

/// What becomes of a parse tree: freed in the background, kept until exit (only when the
/// input is not too large), or freed where it is (a small input).
@Suite struct ParseTreeDisposalTests {
    /// Records when it is freed.
    final class Tree: @unchecked Sendable {
        let freed: Freed
        init(_ freed: Freed) { self.freed = freed }
        deinit { freed.mark() }
    }

    final class Freed: @unchecked Sendable {
        private let lock = ConditionLock()
        private var done = false

        func mark() {
            lock.withLock {
                done = true
            }
        }

        /// Whether it was freed within about `milliseconds`.
        func waitBriefly(milliseconds: Int = 1_000) -> Bool {
            for _ in 0..<(milliseconds / 5) {
                if lock.withLock({ done }) { return true }
                var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
                nanosleep(&pause, nil)
            }
            return false
        }
    }

    static func dispose(_ disposal: ParseTreeDisposal, inputSize: Int) -> Freed {
        let freed = Freed()
        disposal.dispose(Tree(freed), inputSize: inputSize)
        return freed
    }

    @Test func aLargeInputsTreeIsFreedInTheBackground() {
        #expect(Self.dispose(.releaseInBackground, inputSize: BackgroundRelease.minimumInputSize).waitBriefly())
    }

    @Test func aSmallInputsTreeIsFreedWhereItIs() {
        let freed = Self.dispose(.keepUntilExit, inputSize: BackgroundRelease.minimumInputSize - 1)
        #expect(freed.waitBriefly())
    }

    @Test func aTreeKeptUntilExitIsNotFreed() {
        let freed = Self.dispose(.keepUntilExit, inputSize: BackgroundRelease.minimumInputSize)
        #expect(!freed.waitBriefly(milliseconds: 100))
    }

    @Test func aVeryLargeInputsTreeIsFreedEvenWhenKeepingUntilExit() {
        let freed = Self.dispose(.keepUntilExit, inputSize: ParseTreeDisposal.maximumKeptInputSize + 1)
        #expect(freed.waitBriefly())
    }
}
