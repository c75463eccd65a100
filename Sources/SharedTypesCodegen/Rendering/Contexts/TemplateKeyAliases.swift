import MustacheEngine

extension RuntimeProfile {
    /// `members` with each runtime's other names of its keys (`templateKeyAliases`), whatever
    /// the runtime chosen, so that a custom template finds the key it names (null or absent as
    /// the key itself is).
    static func addingTemplateKeyAliases(to members: [String: TemplateValue]) -> [String: TemplateValue] {
        var aliased = members
        for profile in all {
            for (alias, key) in profile.templateKeyAliases where aliased[alias] == nil {
                if let value = members[key] { aliased[alias] = value }
            }
        }
        return aliased
    }
}
