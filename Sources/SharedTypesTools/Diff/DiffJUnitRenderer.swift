/// A diff report as JUnit XML, the test-report format most CI systems read (GitLab merge
/// requests, Jenkins, Azure Pipelines, CircleCI, Buildkite, GitHub through report actions):
/// one test case per listed change, named by its kind and schema coordinate, with the GraphQL
/// type as its class and the change's place in the new schema as `file` and `line`. Changes at
/// or above `--fail-on` (breaking ones when the run never fails) are failures, typed by their
/// severity; the others pass, their report in `system-out`.
///
/// ```
/// <testsuites name="gen-shared-types diff" tests="2" failures="1" errors="0" skipped="0">
///   <testsuite name="Schema changes (old.graphql → new.graphql)" tests="2" failures="1" errors="0" skipped="0">
///     <testcase classname="TodoStatus" name="enumValueAdded TodoStatus.BLOCKED" file="new.graphql" line="12">
///       <failure type="breaking" message="Enum value `TodoStatus.BLOCKED` added">Swift: ...</failure>
/// ```
enum DiffJUnitRenderer {
    static func render(_ report: DiffReport) -> String {
        let changes = report.listedChanges
        let counts = "tests=\"\(changes.count)\" failures=\"\(changes.filter(report.isFailure).count)\" errors=\"0\" skipped=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"gen-shared-types diff\" \(counts)>\n"
        out += "  <testsuite name=\"\(escape("Schema changes (\(report.comparedFiles))"))\" \(counts)>\n"
        out += "    <properties>\n"
        out += "      <property name=\"classifiedFor\" value=\"\(escape(report.classifiedFor))\"/>\n"
        out += "      <property name=\"summary\" value=\"\(escape(report.severityCounts))\"/>\n"
        out += "    </properties>\n"
        for change in changes {
            let affects = report.affectsDocuments(change) ? " (\(DiffReport.affectsTag))" : ""
            var attributes = "classname=\"\(escape(change.typeName))\" name=\"\(escape(change.kind.rawValue + " " + change.coordinate + affects))\""
            if let file = change.newFile {
                attributes += " file=\"\(escape(file))\""
                if let line = change.newLine { attributes += " line=\"\(line)\"" }
            }
            out += "    <testcase \(attributes)>\n"
            let details = "Swift: \(change.swiftEffect)\nWhy: \(change.reason)"
            if report.isFailure(change) {
                out += "      <failure type=\"\(change.severity.rawValue)\" message=\"\(escape(change.summary))\">\(escape(details))</failure>\n"
            } else {
                out += "      <system-out>\(escape("\(change.severity.words): \(change.summary)\n\(details)"))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n"
        out += operationsSuite(report)
        out += "</testsuites>\n"
        return out
    }

    /// With documents: a suite of one failing test case per operation that no longer resolves.
    private static func operationsSuite(_ report: DiffReport) -> String {
        guard let documents = report.documents else { return "" }
        let counts = "tests=\"\(documents.broken.count)\" failures=\"\(documents.broken.count)\" errors=\"0\" skipped=\"0\""
        var out = "  <testsuite name=\"\(escape(report.brokenHeading))\" \(counts)>\n"
        for definition in documents.broken {
            out += "    <testcase classname=\"\(escape(definition.place.file))\" name=\"\(escape(definition.definition))\" file=\"\(escape(definition.place.file))\" line=\"\(definition.place.line)\">\n"
            let details = definition.problems.map { "\($0.place): \($0.message)" }.joined(separator: "\n")
            out += "      <failure type=\"breaking\" message=\"\(escape(definition.problems.first?.message ?? ""))\">\(escape(details))</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n"
        return out
    }

    /// Text for an XML attribute or element: markup characters as entities, line breaks and
    /// tabs as character references (so attributes keep them), and characters XML 1.0 cannot
    /// carry at all (other control characters, U+FFFE, U+FFFF) as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
