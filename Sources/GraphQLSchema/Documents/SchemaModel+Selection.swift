extension SchemaModel {
    /// The model with only the enums, input objects and custom scalars named in `names` (the
    /// used set of some documents). Every other part is kept: the kinds of all types, so that
    /// references still resolve, and the object types, which the generator does not emit.
    package func selecting(_ names: Set<String>) -> SchemaModel {
        var selected = self
        selected.enums = enums.filter { names.contains($0.name) }
        selected.inputObjects = inputObjects.filter { names.contains($0.name) }
        selected.customScalars = customScalars.filter { names.contains($0.name) }
        return selected
    }
}
