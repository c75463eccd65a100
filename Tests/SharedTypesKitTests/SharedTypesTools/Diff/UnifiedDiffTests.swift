import Testing
@testable import SharedTypesTools
@testable import TestSupport

/// The unified diffs `--check --verbose` and `prune --check --verbose` print, as `patch` reads them.
@Suite struct UnifiedDiffTests {
    @Test func aChangedLineWithContext() {
        let diff = UnifiedDiff.render(old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "a/f", newName: "b/f")
        #expect(diff == "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    }

    @Test func aMissingFinalLineBreakIsMarkedOnTheSideThatLacksIt() {
        let removedAtEnd = UnifiedDiff.render(old: "a\nb\nc", new: "a\nb", oldName: "a/f", newName: "b/f")
        #expect(removedAtEnd == "--- a/f\n+++ b/f\n@@ -1,3 +1,2 @@\n a\n-b\n-c\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n")
        let added = UnifiedDiff.render(old: "a\n", new: "a", oldName: "a/f", newName: "b/f")
        #expect(added == "--- a/f\n+++ b/f\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n")
    }

    @Test func identicalTextsGiveNothing() {
        #expect(UnifiedDiff.render(old: "a\nb", new: "a\nb", oldName: "a/f", newName: "b/f").isEmpty)
    }
}
