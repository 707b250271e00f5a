// Layer steps: modal layers dismissed, a container's tabs (columns) laid out.

extension NavigationStore {
  /// Dismisses the layer at `index` and those above, top first, in O(*k*); owners left with
  /// nothing finish.
  func dismissLayers(from index: Int, cause: NavigationCause) -> [FollowUp] {
    var after: [FollowUp] = []
    while engine.layout.state.layers.count > max(0, index),
      let removed = engine.dismissTopLayer(cause: cause)
    {
      after.add(settleOwners(of: removed, cause: cause))
    }
    return after
  }

  /// Reserves a modal layer above what is shown. Nothing is presented above a question (an
  /// alert or a dialog): one on top is taken away first, answered with its cancel button.
  func reserveModalLayer(
    style: PresentationStyle, options: SheetOptions = SheetOptions(), cause: NavigationCause
  ) -> (StackID, [FollowUp]) {
    let after = takeQuestionAway(cause: cause)
    let stack = engine.reserveLayer(
      style: style, presenter: engine.layout.state.topScreen?.id, options: options)
    return (stack, after)
  }

  /// Dismisses the question on top, if one is.
  func takeQuestionAway(cause: NavigationCause) -> [FollowUp] {
    guard let top = engine.layout.state.layers.indices.last, top > 0,
      engine.layout.state.layers[top].style.isQuestion
    else { return [] }
    return dismissLayers(from: top, cause: cause)
  }

  /// A stack became empty: a modal's layer is dismissed, a tab is removed, a split column stays
  /// (a presented split whose columns are all empty is dismissed).
  func stackEmptied(_ stack: StackID, cause: NavigationCause) -> [FollowUp] {
    guard let address = engine.layout.stackAddresses[stack] else { return [] }
    let layer = engine.layout.state.layers[address.layer]
    if layer.splitColumns != nil {
      let allEmpty = layer.stacks.allSatisfy(\.screens.isEmpty)
      return address.layer > 0 && allEmpty ? dismissLayers(from: address.layer, cause: cause) : []
    } else if layer.isTabbed {
      let (removed, layerEmptied) = engine.removeTab(at: address, cause: cause)
      var after = settleOwners(of: removed, cause: cause)
      if layerEmptied { after.add(dismissLayers(from: address.layer, cause: cause)) }
      return after
    } else if address.layer > 0 {
      return dismissLayers(from: address.layer, cause: cause)
    }
    return []
  }

  // MARK: Tabs

  /// Lays out a container's layer and shows each tab's (column's) route on its own stack.
  func installTabs(for container: AnyCoordinator, cause: NavigationCause) -> [FollowUp] {
    guard let layout = container.containerLayout,
      let host = engine.tree.node(container.id)?.hostStack
    else { return [] }
    // Pushed from a stack, its tabs are laid out full screen above what is shown.
    var after = engine.layout.pendingLayers[host] == nil ? takeQuestionAway(cause: cause) : []
    let pending =
      engine.unreserve(host)
      ?? .init(
        id: LayerID(rawValue: engine.makeID()), style: .fullScreen,
        presenter: engine.layout.state.topScreen?.id)
    let stacks = layout.routes.map { ScreenStack(id: StackID(rawValue: engine.makeID()), tab: $0) }
    engine.show(
      PresentationLayer(
        id: pending.id, style: pending.style, presenter: pending.presenter, kind: layout.kind,
        stacks: stacks, selectedIndex: layout.initialIndex, sheetOptions: pending.sheetOptions),
      cause: cause)
    engine.setStacks(of: container.id, host: stacks.first?.id ?? host, last: nil)
    for (route, stack) in zip(layout.routes, stacks) {
      after.add(place(route, owner: container, onto: stack.id, cause: cause))
    }
    return after
  }

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
}
