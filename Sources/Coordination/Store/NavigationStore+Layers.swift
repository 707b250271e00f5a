// Questions about a container's layer: where its tabs (columns) are, which is selected.

extension NavigationStore {
  /// The layer index of a tab container's tabs (a split container's columns).
  func tabLayerIndex(of container: AnyCoordinator) -> Int? {
    guard let node = engine.tree.node(container.id) else { return nil }
    for stack in [node.hostStack, node.lastStack].compactMap({ $0 }) {
      if let address = engine.layout.stackAddresses[stack],
        engine.layout.state.layers[address.layer].isContainer
      {
        return address.layer
      }
    }
    return nil
  }

  /// The route of a tab container's selected tab.
  func selectedTabRoute(of container: AnyCoordinator) -> AnyRoute? {
    guard let layer = tabLayerIndex(of: container) else { return nil }
    return engine.layout.state.layers[layer].visibleStack?.tab
  }

  /// The index of the split layer whose column `stack` is, when `owner` is its container.
  func splitColumnLayer(of stack: StackID, ownedBy owner: AnyCoordinator) -> Int? {
    guard owner.containerLayout?.splitColumns != nil,
      let address = engine.layout.stackAddresses[stack],
      tabLayerIndex(of: owner) == address.layer
    else { return nil }
    return address.layer
  }

  /// The selected column of a split container's layer.
  func selectedColumn(of container: AnyCoordinator) -> SplitColumn? {
    guard let layerIndex = tabLayerIndex(of: container) else { return nil }
    let layer = engine.layout.state.layers[layerIndex]
    guard let columns = layer.splitColumns, columns.indices.contains(layer.selectedIndex) else {
      return nil
    }
    return columns[layer.selectedIndex]
  }
}
