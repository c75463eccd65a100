/// A declaration's documentation comment as the schema gives it: the GraphQL description and
/// a note the generator adds as a paragraph of its own (a field's GraphQL default, a scalar's
/// specification). Its `///` lines (`lines`) are made when a file is rendered.
struct DocComment {
    var text: String?
    var note: String?

    init(_ text: String?, note: String? = nil) {
        self.text = text
        self.note = note
    }

    /// `SwiftSourceText.docCommentLines` of the text, then, if there is a note, a `///` line
    /// (when the text had lines) and the note's lines.
    var lines: [String] {
        var lines = text.map { SwiftSourceText.docCommentLines($0) } ?? []
        if let note {
            if !lines.isEmpty { lines.append("///") }
            lines.append(contentsOf: SwiftSourceText.docCommentLines(note))
        }
        return lines
    }

    /// Whether `lines` is empty.
    var isEmpty: Bool { lines.isEmpty }
}
