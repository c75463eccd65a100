/// A value computed at once, on the calling thread: the serial stand-in for the background
/// work that `SchemaReader.read(files:disposal:besideBuilding:besideValidating:)` still
/// starts; it goes with that function (issue 28).
final class BackgroundResult<Value> {
    let value: Value

    init(_ work: () -> Value) {
        value = work()
    }
}
