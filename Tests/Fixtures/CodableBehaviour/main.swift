// Round-trips the kitchen-sink schema's types, generated with `--runtime codable`, through
// JSONEncoder and JSONDecoder, and checks the JSON. `variant` is set where the module is
// imported: "Omit" (the runtime's default), "Null" (`--nil-fields null`) or "FutureProof".
// Prints one line per failed check and exits 1 if any failed.
import Foundation
import KitchenSink

var failures = 0

@MainActor func check(_ condition: Bool, _ what: String) {
    if !condition {
        print("FAIL: \(what)")
        failures += 1
    }
}

let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
}()

let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}()

@MainActor func json<Value: Encodable>(_ value: Value) -> String {
    guard let data = try? encoder.encode(value) else { return "<not encodable>" }
    return String(decoding: data, as: UTF8.self)
}

@MainActor func decode<Value: Decodable>(_ type: Value.Type, _ text: String) -> Value? {
    try? decoder.decode(type, from: Data(text.utf8))
}

/// Encodes `value`, checks the JSON, decodes it again and checks it is the same value.
@MainActor func roundTrip<Value: Codable & Equatable>(_ value: Value, _ expected: String, _ what: String) {
    let text = json(value)
    check(text == expected, "\(what) encodes as \(expected), found \(text)")
    check(decode(Value.self, text) == value, "\(what) decodes to the value it was encoded from")
}

let sendsNull = variant == "Null"
let keepsUnknownValues = variant == "FutureProof"

// Enums: raw values as in the schema, `id` is the value, every case listed.
roundTrip(Sort.desc, "\"DESC\"", "an enum")
roundTrip([Color.red, .green], "[\"RED\",\"GREEN\"]", "a list of enums")
check(Sort.asc.id == .asc, "an enum's id is itself")
check(Color.allCases.map(\.rawValue) == ["RED", "GREEN", "BLUE", "ULTRA_VIOLET"], "allCases lists deprecated cases too")
check(decode(Color.self, "\"BLUE\"")?.rawValue == "BLUE", "a deprecated value decodes")
check(Awkward.allCases.allSatisfy { decode(Awkward.self, json($0)) == $0 }, "every value of an enum of awkward names round-trips")

// A value the schema did not have when the code was generated.
let pink = decode(Color.self, "\"PINK\"")
if keepsUnknownValues {
    check(pink?.rawValue == "PINK", "an unknown enum value is kept")
    check(pink.map(json) == "\"PINK\"", "an unknown enum value encodes as it came")
    check(pink != nil && !Color.allCases.contains(pink!), "an unknown enum value is not among allCases")
} else {
    check(pink == nil, "an unknown enum value does not decode")
}

// Null versus absent: encoding follows the nil mode; decoding accepts both.
let nested = Nested(value: 1)
roundTrip(nested, sendsNull ? "{\"label\":null,\"value\":1}" : "{\"value\":1}", "an input with a nil field")
check(decode(Nested.self, "{\"value\":1}") == nested, "an absent field decodes as nil")
check(decode(Nested.self, "{\"value\":1,\"label\":null}") == nested, "a null field decodes as nil")
check(decode(Nested.self, "{\"label\":\"x\"}") == nil, "a missing non-null field does not decode")
roundTrip(Nested(value: 2, label: "two"), "{\"label\":\"two\",\"value\":2}", "an input with every field set")

// Nested inputs, lists, GraphQL defaults, a deprecated required field and a mapped scalar.
let everything = Everything(id: "1", name: "n", colors: [.red], matrix: [[1, 2], nil], nested: Nested(value: 3),
                            nestedList: [Nested(value: 4, label: "four")], oldRequired: 5)
let everythingJSON = json(everything)
let object = (try? JSONSerialization.jsonObject(with: Data(everythingJSON.utf8))) as? [String: Any] ?? [:]
let sentKeys = ["colors", "id", "matrix", "name", "nested", "nestedList", "oldRequired", "withDefaultBool", "withDefaultCoercedList",
                "withDefaultEnum", "withDefaultIDFromInt", "withDefaultInt", "withDefaultIntForFloat", "withDefaultList",
                "withDefaultNegativeFloat", "withDefaultString"]
let allKeys = sentKeys + ["amount", "color", "count", "enabled", "note", "old", "payload", "ratio", "when", "withDefaultDeprecatedEnum",
                          "withDefaultNull", "withDefaultObject", "withDefaultScalar"]
check(object.keys.sorted() == (sendsNull ? allKeys.sorted() : sentKeys.sorted()), "Everything sends \(object.keys.sorted())")
check(everythingJSON.contains("\"matrix\":[[1,2],null]"), "a null list element is always sent: \(everythingJSON)")
check(everythingJSON.contains("\"withDefaultString\":\"say \\\"hi\\\"\\n\\\\ é 😀\""), "a string default is sent: \(everythingJSON)")
check(everythingJSON.contains("\"withDefaultCoercedList\":[\"ASC\"]"), "a coerced list default is sent")
check(decode(Everything.self, everythingJSON) == everything, "Everything decodes to the value it was encoded from")

// Decoding: a non-null field left out takes its GraphQL default; a nullable one is nil.
let minimal = decode(Everything.self, "{\"id\":\"1\",\"name\":\"n\",\"nestedList\":[],\"oldRequired\":5}")
check(minimal?.withDefaultBool == true, "a non-null field left out decodes as its default")
check(minimal != nil && minimal?.withDefaultInt == nil, "a nullable field left out decodes as nil")

// The RFC 3339 scalar is a Date, coded with the ISO 8601 strategies.
let dated = decode(Everything.self, "{\"id\":\"1\",\"name\":\"n\",\"nestedList\":[],\"oldRequired\":5,\"when\":\"2024-01-01T00:00:00Z\"}")
check(dated?.when == Date(timeIntervalSince1970: 1_704_067_200), "an RFC 3339 scalar decodes as a Date")
check(dated.map(json)?.contains("\"when\":\"2024-01-01T00:00:00Z\"") == true, "a Date encodes as RFC 3339")

// An unknown enum value inside an input.
let coloured = decode(Everything.self, "{\"id\":\"1\",\"name\":\"n\",\"nestedList\":[],\"oldRequired\":5,\"color\":\"PINK\"}")
check(keepsUnknownValues ? coloured?.color?.rawValue == "PINK" : coloured == nil, "an input with an unknown enum value")

// Field names that are Swift keywords travel under their GraphQL names.
let keywords = Keywords(in: "a", default: 1, self_: true)
roundTrip(keywords, sendsNull
    ? "{\"Type\":null,\"_\":null,\"default\":1,\"description\":null,\"hash\":null,\"hashValue\":null,\"in\":\"a\",\"init\":null,\"protocol\":null,\"self\":true,\"variableData\":null,\"variableValue\":null}"
    : "{\"default\":1,\"in\":\"a\",\"self\":true}", "keyword fields")

// Recursive inputs, directly and through another input.
let filter = TodoBoolExp(_and: [TodoBoolExp(title: "a")], _not: TodoBoolExp(title: "b"))
roundTrip(filter, sendsNull
    ? "{\"_and\":[{\"_and\":null,\"_not\":null,\"_or\":null,\"title\":\"a\"}],\"_not\":{\"_and\":null,\"_not\":null,\"_or\":null,\"title\":\"b\"},\"_or\":null,\"title\":null}"
    : "{\"_and\":[{\"title\":\"a\"}],\"_not\":{\"title\":\"b\"}}", "a recursive input")
let cycle = CycleA(b: CycleB(a: CycleA(name: "inner"), depth: 2), name: "outer")
roundTrip(cycle, sendsNull
    ? "{\"b\":{\"a\":{\"b\":null,\"name\":\"inner\"},\"depth\":2},\"name\":\"outer\"}"
    : "{\"b\":{\"a\":{\"name\":\"inner\"},\"depth\":2},\"name\":\"outer\"}", "a cycle through two inputs")

// @oneOf: an object of exactly one non-null key.
roundTrip(Lookup.id("x"), "{\"id\":\"x\"}", "a oneOf case")
roundTrip(Lookup.either(.slug("s")), "{\"either\":{\"slug\":\"s\"}}", "a recursive oneOf case")
roundTrip(Lookup.filter(TodoBoolExp(title: "t")), sendsNull
    ? "{\"filter\":{\"_and\":null,\"_not\":null,\"_or\":null,\"title\":\"t\"}}"
    : "{\"filter\":{\"title\":\"t\"}}", "a oneOf case holding an input")
check(decode(Lookup.self, "{\"id\":null,\"slug\":\"s\"}") == .slug("s"), "a oneOf ignores null fields")
check(decode(Lookup.self, "{\"legacyId\":7}").map(json) == "{\"legacyId\":7}", "a deprecated oneOf case decodes")
check(decode(Lookup.self, "{\"id\":\"a\",\"slug\":\"b\"}") == nil, "a oneOf with two fields does not decode")
check(decode(Lookup.self, "{}") == nil, "a oneOf with no field does not decode")
check(decode(Lookup.self, "{\"nope\":1}") == nil, "a oneOf with an unknown field does not decode")

// An input with no fields.
roundTrip(Empty(), "{}", "an input with no fields")

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)
