import Relay

// relay-compiler reads this literal and writes __generated__/PlantListQuery.graphql.swift.
private let plantListQuery = graphql("""
query PlantListQuery($light: Light) {
  plants(light: $light) {
    id
    name
    light
  }
}
""")

/// The query for the plants that want `light`, or for every plant when it is nil.
func plantList(wanting light: Light? = nil) -> PlantListQuery {
    PlantListQuery(light: light)
}

/// One line of the list: the plant's name and the light it wants.
func label(of plant: PlantListQuery.Data.Plant_plants) -> String {
    plant.light == .shade ? "\(plant.name), in the shade" : "\(plant.name), \(plant.light)"
}
