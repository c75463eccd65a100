/// The kinds of GraphQL lexical tokens, spelled as graphql-js spells them in messages.
enum TokenKind: String {
    case startOfFile = "<SOF>"
    case endOfFile = "<EOF>"
    case bang = "!"
    case dollar = "$"
    case ampersand = "&"
    case parenLeft = "("
    case parenRight = ")"
    case spread = "..."
    case colon = ":"
    case equals = "="
    case at = "@"
    case bracketLeft = "["
    case bracketRight = "]"
    case braceLeft = "{"
    case pipe = "|"
    case braceRight = "}"
    case name = "Name"
    case int = "Int"
    case float = "Float"
    case string = "String"
    case blockString = "BlockString"

    var isPunctuator: Bool {
        switch self {
        case .bang, .dollar, .ampersand, .parenLeft, .parenRight, .spread, .colon, .equals,
             .at, .bracketLeft, .bracketRight, .braceLeft, .pipe, .braceRight:
            return true
        default:
            return false
        }
    }

    /// How a message names a token kind: `"}"` for punctuators, `Name` otherwise.
    var displayName: String {
        isPunctuator ? "\"\(rawValue)\"" : rawValue
    }
}

/// A token: its kind and the byte range it covers. Values (names, string contents) are
/// decoded on demand by the lexer, so tokens nobody reads cost nothing beyond scanning.
struct Token {
    var kind: TokenKind
    var start: Int
    var end: Int
}
