import Foundation
import Testing
@testable import SharedTypesSupport
@testable import SharedTypesCLI
@testable import TestSupport

/// `--version`, and when diagnostics are coloured.
@Suite struct ConsoleTests {
    @Test func versionPrintsTheToolVersion() {
        let run = Tool.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output == "gen-shared-types \(GenSharedTypes.version)\n")
        #expect(run.errors.isEmpty)
    }

    @Test func coloursOnlyOnATerminalAndNeverWithNO_COLOR() {
        #expect(StandardConsole.colorsEnabled(environment: [:], errorStreamIsTerminal: true))
        #expect(StandardConsole.colorsEnabled(environment: ["TERM": "xterm-256color"], errorStreamIsTerminal: true))
        #expect(!StandardConsole.colorsEnabled(environment: [:], errorStreamIsTerminal: false))
        #expect(!StandardConsole.colorsEnabled(environment: ["NO_COLOR": "1"], errorStreamIsTerminal: true))
        #expect(!StandardConsole.colorsEnabled(environment: ["NO_COLOR": "0"], errorStreamIsTerminal: true), "any non-empty value")
        #expect(StandardConsole.colorsEnabled(environment: ["NO_COLOR": ""], errorStreamIsTerminal: true), "an empty NO_COLOR is ignored")
        #expect(!StandardConsole.colorsEnabled(environment: ["TERM": "dumb"], errorStreamIsTerminal: true))
    }

    @Test func diagnosticsUseEscapeCodesOnlyWhenColoured() {
        let file = SourceFile(path: "schema.graphql", text: "enum E { ? }\n")
        let diagnostic = Diagnostic.error("Unexpected character: \"?\".", at: SourceLocation(file: file, offset: 9))
        let plain = DiagnosticRenderer(colors: false).render(diagnostic)
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.hasPrefix("schema.graphql:1:10: error: Unexpected character"))
        let coloured = DiagnosticRenderer(colors: true).render(diagnostic)
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }
}
