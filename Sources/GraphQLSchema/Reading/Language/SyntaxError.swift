import SharedTypesSupport

/// A lexical or grammatical error at a byte offset of the file being read.
struct SyntaxError: Error {
    var offset: Int
    var message: String
}
