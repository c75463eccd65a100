import Relay

// relay-compiler reads this literal and writes __generated__/WaterPlantMutation.graphql.swift.
private let waterPlantMutation = graphql("""
mutation WaterPlantMutation($input: WaterPlantInput!) {
  waterPlant(input: $input) {
    plant {
      id
      lastWatered
    }
  }
}
""")

/// The mutation that records a watering. The input is built through implicit members, the
/// way app code usually writes it, so this file names no schema type.
func watering(plantID: String, millilitres: Int, note: String? = nil) -> WaterPlantMutation {
    WaterPlantMutation(variables: .init(input: .init(plantId: plantID, millilitres: millilitres, note: note)))
}
