// The structural invariants of a navigation state, checked in one place: the store's tests and
// `NavigationCheck.invariants` in CoordinationTesting use them.

extension NavigationState {
  /// What is wrong with the state's structure, one message per violation; empty when nothing is.
  ///
  /// - The first layer is the root, and no other layer is presented as a root.
  /// - A layer that is not tabbed has exactly one stack; a tabbed layer has at least one.
  /// - Each layer's selection is in range.
  /// - Modal layers and tabs (the root layer's too) have no empty stack.
  /// - No layer, stack or screen identity appears twice.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    var layerIDs: Set<LayerID> = []
    var stackIDs: Set<StackID> = []
    var screenIDs: Set<ScreenID> = []
    for (index, layer) in layers.enumerated() {
      problems.append(contentsOf: Self.violations(of: layer, at: index))
      if !layerIDs.insert(layer.id).inserted { problems.append("layer \(layer.id) appears twice") }
      for stack in layer.stacks {
        if !stackIDs.insert(stack.id).inserted {
          problems.append("stack \(stack.id) appears twice")
        }
        for screen in stack.screens where !screenIDs.insert(screen.id).inserted {
          problems.append("screen \(screen.id) appears twice")
        }
      }
    }
    return problems
  }

  private static func violations(of layer: PresentationLayer, at index: Int) -> [String] {
    var problems: [String] = []
    if (index == 0) != (layer.style == .root) {
      problems.append(
        index == 0
          ? "the first layer \(layer.id) is not the root" : "layer \(layer.id) is a second root")
    }
    if !layer.isTabbed, layer.stacks.count != 1 {
      problems.append("layer \(layer.id) is not tabbed but has \(layer.stacks.count) stacks")
    }
    if !layer.stacks.indices.contains(layer.selectedIndex) {
      problems.append("layer \(layer.id) selects \(layer.selectedIndex) of \(layer.stacks.count)")
    }
    if index > 0 || layer.isTabbed,
      layer.stacks.isEmpty || layer.stacks.contains(where: \.screens.isEmpty)
    {
      let kind = layer.isTabbed ? "tab" : "stack"
      problems.append("\(index > 0 ? "modal " : "")layer \(layer.id) has an empty \(kind)")
    }
    return problems
  }
}
