/// Keeps values alive until the process exits instead of freeing them when a command returns.
///
/// After generating, the schema model, the Swift declarations and the files' contents are
/// tens of thousands of objects whose releases run one by one on the main thread (several
/// million instructions for GitHub's schema), just before the process exits and the kernel
/// reclaims all of its memory at once. Only `ParseTreeDisposal.keepUntilExit` still uses it;
/// it goes with that (issue 28).
enum ProcessLifetime {
    private final class Box<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    /// Deliberately never frees `value`: one retain that is never balanced.
    static func keepUntilExit<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
