// Layers: where a container's tabs (columns) are and which is selected, and the steps that
// reserve and dismiss modal layers, lay out a container's tabs, and return to a shown place.

extension NavigationStore {
  func tabLayerIndex(of container: AnyCoordinator) -> Int? {
    guard let node = engine.node(container.id) else { return nil }
    for stack in [node.hostStack, node.lastStack].compactMap({ $0 }) {
      if let address = engine.address(of: stack),
        engine.state.layers[address.layer].isContainer
      {
        return address.layer
      }
    }
    return nil
  }

  func selectedTabRoute(of container: AnyCoordinator) -> AnyRoute? {
    guard let layer = tabLayerIndex(of: container) else { return nil }
    return engine.state.layers[layer].visibleStack?.tab
  }

  /// `nil` also for a tab (a split container's column) whose stack emptied: it left the layer.
  func tab(_ route: AnyRoute, of container: AnyCoordinator) -> (layer: Int, index: Int)? {
    guard let layer = tabLayerIndex(of: container),
      let index = engine.state.layers[layer].stacks.firstIndex(where: { $0.tab == route })
    else { return nil }
    return (layer, index)
  }

  func splitColumnLayer(of stack: StackID, ownedBy owner: AnyCoordinator) -> Int? {
    guard owner.containerLayout?.splitColumns != nil,
      let address = engine.address(of: stack),
      tabLayerIndex(of: owner) == address.layer
    else { return nil }
    return address.layer
  }

  func selectedColumn(of container: AnyCoordinator) -> SplitColumn? {
    guard let layerIndex = tabLayerIndex(of: container) else { return nil }
    let layer = engine.state.layers[layerIndex]
    guard let columns = layer.splitColumns, columns.indices.contains(layer.selectedIndex) else {
      return nil
    }
    return columns[layer.selectedIndex]
  }

  /// Dismisses from the layer at `index` up, top first, in O(*k*); owners of what leaves settle.
  func dismissLayers(from index: Int, in change: inout Change) {
    while engine.state.layers.count > max(0, index),
      let removed = engine.dismissTopLayer(cause: change.cause)
    {
      settleOwners(of: removed, in: &change)
    }
  }

  /// Nothing is presented above a question: one on top is dismissed first, answered with its
  /// cancel button.
  func reserveModalLayer(
    style: PresentationStyle, options: SheetOptions = SheetOptions(),
    in change: inout Change
  )
    -> StackID
  {
    takeQuestionAway(in: &change)
    return engine.reserveLayer(
      style: style, presenter: engine.state.topScreen?.id, options: options)
  }

  func takeQuestionAway(in change: inout Change) {
    guard let top = engine.state.layers.indices.last, top > 0,
      engine.state.layers[top].style.isQuestion
    else { return }
    dismissLayers(from: top, in: &change)
  }

  /// A stack became empty: a modal's layer is dismissed, a tab is removed, a split column stays
  /// (a presented split whose columns are all empty is dismissed).
  func stackEmptied(_ stack: StackID, in change: inout Change) {
    guard let address = engine.address(of: stack) else { return }
    let layer = engine.state.layers[address.layer]
    if layer.splitColumns != nil {
      let allEmpty = layer.stacks.allSatisfy(\.screens.isEmpty)
      if address.layer > 0 && allEmpty { dismissLayers(from: address.layer, in: &change) }
    } else if layer.isTabbed {
      let (removed, layerEmptied) = engine.removeTab(at: address, cause: change.cause)
      settleOwners(of: removed, in: &change)
      if layerEmptied { dismissLayers(from: address.layer, in: &change) }
    } else if address.layer > 0 {
      dismissLayers(from: address.layer, in: &change)
    }
  }

  func installTabs(for container: AnyCoordinator, in change: inout Change) {
    guard let layout = container.containerLayout,
      let host = engine.node(container.id)?.hostStack
    else { return }
    // Pushed from a stack, its tabs are laid out full screen above what is shown.
    if !engine.isReserved(host) { takeQuestionAway(in: &change) }
    let pending =
      engine.unreserve(host)
      ?? .init(
        id: LayerID(rawValue: engine.makeID()), style: .fullScreen,
        presenter: engine.state.topScreen?.id)
    let stacks = layout.routes.map {
      ScreenStack(id: StackID(rawValue: engine.makeID()), tab: $0)
    }
    engine.addLayer(
      PresentationLayer(
        id: pending.id, style: pending.style, presenter: pending.presenter, kind: layout.kind,
        stacks: stacks, selectedIndex: layout.initialIndex, sheetOptions: pending.sheetOptions),
      cause: change.cause)
    engine.setStacks(of: container.id, host: stacks.first?.id ?? host, last: nil)
    for (route, stack) in zip(layout.routes, stacks) {
      place(route, owner: container, onto: stack.id, in: &change)
    }
  }

  /// Returns to `point` in O(*k*); a stack emptied here stays, with its tab and layer.
  func returnTo(_ point: NavigationStore.ReturnPoint, in change: inout Change) {
    guard let address = engine.address(of: point.stack) else { return }
    dismissLayers(from: address.layer + 1, in: &change)
    if let tab = point.tab {
      engine.select(tab: tab.index, inLayer: tab.layer, cause: change.cause)
    }
    for stack in point.emptying {
      truncate(stack, to: 0, collapse: false, in: &change)
    }
    truncate(point.stack, to: point.keeping, collapse: false, in: &change)
  }
}
