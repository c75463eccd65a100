#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time for the worker threads' polling: a bare `clock_gettime` (a vDSO call on Linux),
/// cheaper than `ContinuousClock` in loops that look at it every couple of microseconds.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; only differences mean anything.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
