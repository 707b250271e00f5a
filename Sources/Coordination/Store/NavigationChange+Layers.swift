// Layer steps: modal layers reserved and dismissed, a container's tabs (columns) laid out, a
// return to a shown place.

extension NavigationChange {
  /// Dismisses the layer at `index` and those above, top first, in O(*k*); owners left with
  /// nothing finish.
  mutating func dismissLayers(from index: Int) {
    while store.engine.layout.state.layers.count > max(0, index),
      let removed = store.engine.dismissTopLayer(cause: cause)
    {
      settleOwners(of: removed)
    }
  }

  /// Reserves a modal layer above what is shown. Nothing is presented above a question (an
  /// alert or a dialog): one on top is taken away first, answered with its cancel button.
  mutating func reserveModalLayer(style: PresentationStyle, options: SheetOptions = SheetOptions())
    -> StackID
  {
    takeQuestionAway()
    return store.engine.reserveLayer(
      style: style, presenter: store.engine.layout.state.topScreen?.id, options: options)
  }

  /// Dismisses the question on top, if one is.
  mutating func takeQuestionAway() {
    guard let top = store.engine.layout.state.layers.indices.last, top > 0,
      store.engine.layout.state.layers[top].style.isQuestion
    else { return }
    dismissLayers(from: top)
  }

  /// A stack became empty: a modal's layer is dismissed, a tab is removed, a split column stays
  /// (a presented split whose columns are all empty is dismissed).
  mutating func stackEmptied(_ stack: StackID) {
    guard let address = store.engine.layout.stackAddresses[stack] else { return }
    let layer = store.engine.layout.state.layers[address.layer]
    if layer.splitColumns != nil {
      let allEmpty = layer.stacks.allSatisfy(\.screens.isEmpty)
      if address.layer > 0 && allEmpty { dismissLayers(from: address.layer) }
    } else if layer.isTabbed {
      let (removed, layerEmptied) = store.engine.removeTab(at: address, cause: cause)
      settleOwners(of: removed)
      if layerEmptied { dismissLayers(from: address.layer) }
    } else if address.layer > 0 {
      dismissLayers(from: address.layer)
    }
  }

  /// Lays out a container's layer and shows each tab's (column's) route on its own stack.
  mutating func installTabs(for container: AnyCoordinator) {
    guard let layout = container.containerLayout,
      let host = store.engine.tree.node(container.id)?.hostStack
    else { return }
    // Pushed from a stack, its tabs are laid out full screen above what is shown.
    if store.engine.layout.pendingLayers[host] == nil { takeQuestionAway() }
    let pending =
      store.engine.unreserve(host)
      ?? .init(
        id: LayerID(rawValue: store.engine.makeID()), style: .fullScreen,
        presenter: store.engine.layout.state.topScreen?.id)
    let stacks = layout.routes.map {
      ScreenStack(id: StackID(rawValue: store.engine.makeID()), tab: $0)
    }
    store.engine.addLayer(
      PresentationLayer(
        id: pending.id, style: pending.style, presenter: pending.presenter, kind: layout.kind,
        stacks: stacks, selectedIndex: layout.initialIndex, sheetOptions: pending.sheetOptions),
      cause: cause)
    store.engine.setStacks(of: container.id, host: stacks.first?.id ?? host, last: nil)
    for (route, stack) in zip(layout.routes, stacks) {
      place(route, owner: container, onto: stack.id)
    }
  }

  /// Returns to `point` in O(*k*); the stack itself never collapses.
  mutating func returnTo(_ point: NavigationStore.ReturnPoint) {
    guard let address = store.engine.layout.stackAddresses[point.stack] else { return }
    dismissLayers(from: address.layer + 1)
    if let tab = point.tab {
      store.engine.select(tab: tab.index, inLayer: tab.layer, cause: cause)
    }
    for stack in point.emptying {
      truncate(stack, to: 0, collapse: false)
    }
    truncate(point.stack, to: point.keeping, collapse: false)
  }
}
