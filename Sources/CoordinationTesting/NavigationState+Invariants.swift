// The structural invariants of a navigation state, checked in one place: the store's tests and
// `NavigationCheck.invariants` use them. The store never needs them at run time, so they live
// here rather than in the core.

import Coordination

extension NavigationState {
  /// What is wrong with the state's structure, one message per violation; empty when nothing is.
  ///
  /// - The first layer is the root, and no other layer is presented as a root.
  /// - A single layer has exactly one stack; a tabbed layer has at least one; a split layer has
  ///   one per column, its columns are sidebar and detail with content between them or not.
  /// - The stacks of tab and split layers are named by a route; other stacks are not.
  /// - Each layer's selection is in range.
  /// - Modal layers and tabs (the root layer's too) have no empty stack; a split layer's
  ///   columns may be empty (a detail not chosen yet), but not all of a modal split's.
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
    switch layer.kind {
    case .single where layer.stacks.count != 1:
      problems.append("layer \(layer.id) is not tabbed but has \(layer.stacks.count) stacks")
    case .split(let columns) where !SplitColumn.isLayout(columns):
      problems.append("split layer \(layer.id) has columns \(columns)")
    case .split(let columns) where columns.count != layer.stacks.count:
      problems.append(
        "split layer \(layer.id) has \(columns.count) columns and \(layer.stacks.count) stacks")
    default: break
    }
    if layer.stacks.contains(where: { ($0.tab != nil) != layer.isContainer }) {
      problems.append("layer \(layer.id) has a stack whose naming does not fit its kind")
    }
    if !layer.stacks.indices.contains(layer.selectedIndex) {
      problems.append("layer \(layer.id) selects \(layer.selectedIndex) of \(layer.stacks.count)")
    }
    if layer.splitColumns != nil {
      if index > 0, layer.stacks.allSatisfy(\.screens.isEmpty) {
        problems.append("modal split layer \(layer.id) has only empty columns")
      }
    } else if index > 0 || layer.isTabbed,
      layer.stacks.isEmpty || layer.stacks.contains(where: \.screens.isEmpty)
    {
      let kind = layer.isTabbed ? "tab" : "stack"
      problems.append("\(index > 0 ? "modal " : "")layer \(layer.id) has an empty \(kind)")
    }
    return problems
  }
}
