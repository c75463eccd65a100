import Foundation
import Testing
@testable import SharedTypesTools
@testable import TestSupport

/// Diffs GitHub's schema of 2021 (SDL) against its current one, and checks the tool's counts
/// against counts computed here, independently, from the two reference models
/// (`*.expected.json`, made by graphql-core).
@Suite(.needs(.corpus)) struct GitHubSchemaDiffTests {
    static let oldSchema = TestPaths.corpusRoot.appendingPathComponent("github-2021/schema.graphql").path
    static let newSchema = TestPaths.corpusRoot.appendingPathComponent("github/schema.graphql").path

    @Test func countsMatchTheReferenceModels() throws {
        let oldReference = try Self.reference(Self.oldSchema + ".expected.json")
        let newReference = try Self.reference(Self.newSchema + ".expected.json")
        let expected = Self.independentCounts(old: oldReference, new: newReference)

        let run = Tool.run(["diff", Self.oldSchema, "--to", Self.newSchema, "--format", "json", "--verbose"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let counts = try #require(document["counts"] as? [[String: Any]])
        var actual: [String: Int] = [:]
        for row in counts {
            let kind = try #require(row["kind"] as? String)
            actual[kind] = ["breaking", "dangerous", "safe"].reduce(0) { $0 + ((row[$1] as? Int) ?? 0) }
        }
        for kind in ChangeKind.allCases.map(\.rawValue) {
            #expect(actual[kind] == expected[kind, default: 0], "\(kind)")
        }
        // Counted changes are listed with --verbose, one entry each.
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.count == expected.values.reduce(0, +))

        // The upgrade is a real one: it exercises the main kinds.
        for kind in ["typeAdded", "enumValueAdded", "enumValueRemoved", "enumValueDeprecated", "inputFieldAdded", "inputFieldTypeChanged", "inputFieldDefaultAdded", "descriptionChanged"] {
            #expect(expected[kind, default: 0] > 0, "\(kind)")
        }

        // Kinds whose severity never depends on details.
        let fixed: [String: String] = [
            "typeAdded": "safe", "typeRemoved": "breaking", "enumValueAdded": "breaking", "enumValueRemoved": "breaking",
            "enumValueDeprecated": "dangerous", "inputFieldRemoved": "breaking", "inputFieldTypeChanged": "breaking",
            "descriptionChanged": "safe",
        ]
        for change in changes {
            guard let kind = change["kind"] as? String, let severity = fixed[kind] else { continue }
            #expect(change["severity"] as? String == severity, "\(change["coordinate"] ?? "")")
        }
        // A field added to a struct input is breaking exactly when it is non-null without a default.
        let requiredAdded = Self.addedFields(old: oldReference, new: newReference).filter { field in
            (field["type"] as? String)?.hasSuffix("!") == true && field["default"] is NSNull
        }.count
        let breakingAdded = changes.filter { $0["kind"] as? String == "inputFieldAdded" && $0["severity"] as? String == "breaking" }.count
        #expect(breakingAdded == requiredAdded)
    }

    /// The same schema as octokit's SDL (fields and values sorted by name) and as GitHub's
    /// introspection result (definition order). What differs is the order of fields and values
    /// and how some descriptions are wrapped; every field keeps its name, type and default. So
    /// the diff reports order-only changes and safe description changes, nothing breaking or
    /// dangerous, in both directions.
    @Test func theSameSchemaAsSDLAndAsIntrospectionDiffersOnlyInOrderAndWording() throws {
        let json = TestPaths.corpusRoot.appendingPathComponent("github-2021/schema.json").path
        for (old, new) in [(json, Self.oldSchema), (Self.oldSchema, json)] {
            let run = Tool.run(["diff", old, "--to", new, "--format", "json", "--verbose", "--fail-on", "dangerous"])
            #expect(run.status == 0)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let summary = try #require(document["summary"] as? [String: Int])
            #expect(summary["breaking"] == 0)
            #expect(summary["dangerous"] == 0)
            #expect((summary["orderOnly"] ?? 0) > 200)
            let changes = try #require(document["changes"] as? [[String: Any]])
            for change in changes {
                switch change["kind"] as? String {
                case "inputFieldsReordered", "enumValuesReordered":
                    #expect(change["severity"] as? String == "orderOnly", "\(change["coordinate"] ?? "")")
                case "descriptionChanged":
                    // Wrapped at other places, or with a trailing line break: the same words.
                    let before = (change["old"] as? String ?? "").split(whereSeparator: \.isWhitespace)
                    let after = (change["new"] as? String ?? "").split(whereSeparator: \.isWhitespace)
                    #expect(before == after, "\(change["coordinate"] ?? "")")
                    #expect(change["severity"] as? String == "safe")
                default:
                    Issue.record("unexpected change \(change["kind"] ?? "") of \(change["coordinate"] ?? "")")
                }
            }
            #expect(changes.filter { $0["severity"] as? String == "orderOnly" }.count == summary["orderOnly"])
            // Workflow commands annotate only breaking and dangerous changes: here, none.
            let github = Tool.run(["diff", old, "--to", new, "--format", "github"])
            #expect(github.output.split(separator: "\n").allSatisfy { $0.hasPrefix("::notice ") })
        }
    }

    // MARK: Independent counting

    typealias Object = [String: Any]

    static func reference(_ path: String) throws -> Object {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    }

    static func byName(_ items: Any?) -> (names: [String], items: [String: Object]) {
        let list = items as? [Object] ?? []
        var map: [String: Object] = [:]
        var names: [String] = []
        for item in list {
            guard let name = item["name"] as? String else { continue }
            names.append(name)
            map[name] = item
        }
        return (names, map)
    }

    /// A JSON string or null as an optional, so that `null` and `"x"` compare as different.
    static func text(_ object: Object, _ key: String) -> String? {
        object[key] as? String
    }

    static func orderDiffers(_ old: [String], _ new: [String]) -> Bool {
        old.filter(Set(new).contains) != new.filter(Set(old).contains)
    }

    /// Change counts by `ChangeKind` raw value, from the reference models alone.
    static func independentCounts(old: Object, new: Object) -> [String: Int] {
        var counts: [String: Int] = [:]
        func count(_ kind: String, _ condition: Bool = true) {
            if condition { counts[kind, default: 0] += 1 }
        }
        func members(_ oldMembers: (names: [String], items: [String: Object]), _ newMembers: (names: [String], items: [String: Object]), added: String, removed: String, deprecated: String, undeprecated: String, compare: (Object, Object) -> Void) {
            for name in newMembers.names where oldMembers.items[name] == nil { count(added) }
            for name in oldMembers.names where newMembers.items[name] == nil { count(removed) }
            for name in newMembers.names {
                guard let before = oldMembers.items[name], let after = newMembers.items[name] else { continue }
                let wasDeprecated = text(before, "deprecated")
                let isDeprecated = text(after, "deprecated")
                count(deprecated, wasDeprecated == nil && isDeprecated != nil)
                count(undeprecated, wasDeprecated != nil && isDeprecated == nil)
                count("deprecationReasonChanged", wasDeprecated != nil && isDeprecated != nil && wasDeprecated != isDeprecated)
                count("descriptionChanged", text(before, "description") != text(after, "description"))
                compare(before, after)
            }
        }

        for section in ["enums", "inputs", "scalars"] {
            let oldTypes = byName(old[section])
            let newTypes = byName(new[section])
            for name in newTypes.names where oldTypes.items[name] == nil { count("typeAdded") }
            for name in oldTypes.names where newTypes.items[name] == nil { count("typeRemoved") }
            for name in newTypes.names {
                guard let before = oldTypes.items[name], let after = newTypes.items[name] else { continue }
                count("descriptionChanged", text(before, "description") != text(after, "description"))
                switch section {
                case "enums":
                    let oldValues = byName(before["values"])
                    let newValues = byName(after["values"])
                    count("enumValuesReordered", orderDiffers(oldValues.names, newValues.names))
                    members(oldValues, newValues, added: "enumValueAdded", removed: "enumValueRemoved",
                            deprecated: "enumValueDeprecated", undeprecated: "enumValueUndeprecated") { _, _ in }
                case "inputs":
                    let wasOneOf = before["oneOf"] as? Bool ?? false
                    let isOneOf = after["oneOf"] as? Bool ?? false
                    count("oneOfAdded", !wasOneOf && isOneOf)
                    count("oneOfRemoved", wasOneOf && !isOneOf)
                    let oldFields = byName(before["fields"])
                    let newFields = byName(after["fields"])
                    count("inputFieldsReordered", !wasOneOf && !isOneOf && orderDiffers(oldFields.names, newFields.names))
                    members(oldFields, newFields, added: "inputFieldAdded", removed: "inputFieldRemoved",
                            deprecated: "inputFieldDeprecated", undeprecated: "inputFieldUndeprecated") { oldField, newField in
                        count("inputFieldTypeChanged", text(oldField, "type") != text(newField, "type"))
                        let oldDefault = text(oldField, "default")
                        let newDefault = text(newField, "default")
                        count("inputFieldDefaultAdded", oldDefault == nil && newDefault != nil)
                        count("inputFieldDefaultRemoved", oldDefault != nil && newDefault == nil)
                        count("inputFieldDefaultChanged", oldDefault != nil && newDefault != nil && oldDefault != newDefault)
                    }
                default:
                    count("descriptionChanged", text(before, "specifiedByURL") != text(after, "specifiedByURL"))
                }
            }
        }
        // `swiftNameChanged` and `swiftDefaultChanged` depend on Swift naming, not on the
        // models; this upgrade causes none (no new case clash, no default value deprecated).
        return counts
    }

    /// The fields added to input objects that exist on both sides and are structs in the new one.
    static func addedFields(old: Object, new: Object) -> [Object] {
        let oldTypes = byName(old["inputs"])
        var result: [Object] = []
        for input in new["inputs"] as? [Object] ?? [] {
            guard let name = input["name"] as? String, let before = oldTypes.items[name], input["oneOf"] as? Bool != true else { continue }
            let oldFields = byName(before["fields"])
            for field in input["fields"] as? [Object] ?? [] where oldFields.items[field["name"] as? String ?? ""] == nil {
                result.append(field)
            }
        }
        return result
    }
}
