// The invariants of the layout: indexes that agree with the state. The state's own structure
// is checked by `NavigationCheck.invariants` in CoordinationTesting, which reuses these through
// the store.

extension NavigationLayout {
  /// What is wrong with the indexes, one message per violation; empty when nothing is.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var screensSeen = 0
    for (layerIndex, layer) in state.layers.enumerated() {
      if layerIndices[layer.id] != layerIndex {
        problems.append(
          "layer \(layer.id) is indexed at \(String(describing: layerIndices[layer.id]))")
      }
      for (stackIndex, stack) in layer.stacks.enumerated() {
        let address = StackAddress(layer: layerIndex, stack: stackIndex)
        if stackAddresses[stack.id] != address {
          problems.append("stack \(stack.id) is indexed elsewhere")
        }
        if pendingLayers[stack.id] != nil {
          problems.append("stack \(stack.id) is shown and still reserved")
        }
        for (position, screen) in stack.screens.enumerated() {
          screensSeen += 1
          guard let record = screenRecords[screen.id] else {
            problems.append("screen \(screen.id) has no record")
            continue
          }
          if record.address != address || record.position != position {
            problems.append("screen \(screen.id) is recorded at the wrong place")
          }
        }
      }
    }
    if screenRecords.count != screensSeen {
      problems.append("\(screenRecords.count) screen records for \(screensSeen) screens")
    }
    if stackAddresses.count != state.layers.reduce(0, { $0 + $1.stacks.count }) {
      problems.append("\(stackAddresses.count) stack addresses for the stacks shown")
    }
    if layerIndices.count != state.layers.count {
      problems.append("\(layerIndices.count) layer indices for \(state.layers.count) layers")
    }
    return problems
  }
}
