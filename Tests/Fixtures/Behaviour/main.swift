// Runs generated kitchen-sink code and prints what it does, one line per check; the compile
// tests compare the output with expected-<variant>.txt. The test substitutes the module
// imported below (KitchenSink, KitchenSinkOmit or KitchenSinkFutureProof) and defines
// `variant`. Only API common to all variants is used here.
import Foundation
import Relay
import KitchenSink

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func json<T: Encodable>(_ value: T) -> String {
    guard let data = try? encoder.encode(value) else { return "<encoding failed>" }
    return String(decoding: data, as: UTF8.self)
}

func show(_ label: String, _ input: some VariableDataConvertible) {
    print("\(label): \(json(input.variableData))")
}

print("variant: \(variant)")

// Enums decode from JSON; an unknown value fails, or falls back in the future-proof form.
let decoder = JSONDecoder()
if let colors = try? decoder.decode([Color].self, from: Data(#"["RED", "GREEN", "ULTRA_VIOLET"]"#.utf8)) {
    print("decoded: \(colors.map(\.rawValue))")
}
do {
    let unknown = try decoder.decode([Color].self, from: Data(#"["PURPLE"]"#.utf8))
    print("unknown value decoded as: \(unknown.map(\.rawValue)), known: \(unknown.map { Color.allCases.contains($0) })")
} catch {
    print("unknown value: decoding failed")
}
print("allCases: \(Color.allCases.map(\.rawValue))")
print("awkward: \(Awkward.allCases.count) cases, raw values \(Awkward.allCases.map(\.description))")
let maybeRed: Color? = Color(rawValue: "RED") // failable, except in the future-proof form
// Every raw value gives back its case, whether the initializer switches or looks it up.
print("raw values round-trip: \(Awkward.allCases.allSatisfy { Awkward(rawValue: $0.rawValue) == $0 }), \(Color.allCases.allSatisfy { Color(rawValue: $0.rawValue) == $0 }), \(Sort.allCases.allSatisfy { Sort(rawValue: $0.rawValue) == $0 })")
let otherSpelling: Awkward? = Awkward(rawValue: "in")
print("another spelling: \(otherSpelling.map { "\($0)" } ?? "nil")")
if let red = maybeRed {
    print("description: \(red), variableValue: \(red.variableValue)")
}

// Inputs encode through variableData.
let minimal = Everything(id: "1", name: "n", nestedList: [Nested(value: 1)], oldRequired: 9)
show("minimal", minimal)
var full = minimal
full.count = 3
full.ratio = 0.5
full.enabled = false
full.colors = Color.allCases.filter { $0.rawValue == "RED" }
full.matrix = [[1, 2], nil, []]
full.note = "line\nbreak"
full.nested = Nested(value: 2, label: "two")
show("full", full)
print("equal after change: \(minimal == full), hashes differ: \(minimal.hashValue != full.hashValue)")

// Recursive inputs keep value semantics.
var filter = TodoBoolExp(_not: TodoBoolExp(title: "inner"), title: "outer")
let copy = filter
filter._not?.title = "changed"
show("recursive original", copy)
show("recursive changed", filter)
print("copies differ: \(copy != filter)")
show("cycle", CycleA(b: CycleB(a: CycleA(name: "inner"), depth: 1), name: "outer"))

// @oneOf inputs send exactly one key.
show("oneOf slug", Lookup.slug("s"))
show("oneOf nested", Lookup.either(.id("7")))
show("oneOf filter", Lookup.filter(TodoBoolExp(title: "t")))

show("keywords", Keywords())
show("empty", Empty())
