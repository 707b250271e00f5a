// The engine's layer steps: modal layers reserved, shown and dismissed, and the tabs of a tab
// container laid out, selected and removed.

extension NavigationStore {
  /// Reserves a stack in a layer that appears when something is first pushed onto it, so a
  /// flow that shows nothing never flashes an empty modal.
  func makePendingLayer(
    style: PresentationStyle, presenter: ScreenID?, options: SheetOptions = SheetOptions()
  ) -> StackID {
    let stack = StackID(rawValue: makeID())
    layout.reserve(
      stack,
      for: .init(
        id: LayerID(rawValue: makeID()), style: style, presenter: presenter,
        sheetOptions: options))
    return stack
  }

  /// Turns a reserved stack into a shown layer.
  func materialize(_ stack: StackID, cause: NavigationCause) -> NavigationLayout.StackAddress? {
    guard let pending = layout.unreserve(stack) else { return nil }
    let layer = PresentationLayer(
      id: pending.id, style: pending.style, presenter: pending.presenter, isTabbed: false,
      stacks: [ScreenStack(id: stack)], sheetOptions: pending.sheetOptions)
    return insert(layer, cause: cause)
  }

  /// Shows a layer on top; returns its first stack's address.
  @discardableResult
  func insert(_ layer: PresentationLayer, cause: NavigationCause) -> NavigationLayout.StackAddress {
    let address = layout.insert(layer)
    emit(.presented(layer, cause: cause))
    return address
  }

  /// Dismisses the layer at `index` and every layer above it, top first.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  func dismissLayers(from index: Int, cause: NavigationCause) -> [FollowUp] {
    var after: [FollowUp] = []
    while layout.state.layers.count > max(0, index) {
      let start = departing.count
      guard let (layer, removed) = layout.removeTopLayer(departing: &departing) else { break }
      forgetDepartures(from: start, leaving: removed)
      emit(.dismissed(layer.id, screens: removed, cause: cause))
      after.add(settleOwners(of: removed, cause: cause))
    }
    return after
  }

  /// A stack became empty: a modal's layer is dismissed, a tab is removed, a split column stays
  /// (a presented split whose columns are all empty is dismissed).
  func stackEmptied(_ stack: StackID, cause: NavigationCause) -> [FollowUp] {
    guard let address = layout.stackAddresses[stack] else { return [] }
    let layer = layout.state.layers[address.layer]
    if layer.splitColumns != nil {
      let allEmpty = layer.stacks.allSatisfy(\.screens.isEmpty)
      return address.layer > 0 && allEmpty ? dismissLayers(from: address.layer, cause: cause) : []
    } else if layer.isTabbed {
      return removeTab(at: address, cause: cause)
    } else if address.layer > 0 {
      return dismissLayers(from: address.layer, cause: cause)
    }
    return []
  }

  // MARK: Tabs

  /// Lays out a tab or split container's layer and shows each tab's (column's) route in its
  /// own stack.
  func installTabs(for container: AnyCoordinator, cause: NavigationCause) -> [FollowUp] {
    guard let routes = container.tabRoutes, let host = tree.node(container.id)?.hostStack else {
      return []
    }
    let pending =
      layout.unreserve(host)
      ?? .init(
        id: LayerID(rawValue: makeID()), style: .fullScreen,
        presenter: layout.state.topScreen?.id)
    let stacks = routes.map { ScreenStack(id: StackID(rawValue: makeID()), tab: $0) }
    // TabCoordinator clamps its initial tab to its tabs' range.
    insert(
      PresentationLayer(
        id: pending.id, style: pending.style, presenter: pending.presenter,
        kind: container.splitColumns.map { .split($0) } ?? .tabs,
        stacks: stacks, selectedIndex: container.initialTabIndex,
        sheetOptions: pending.sheetOptions),
      cause: cause)
    tree.setStacks(of: container.id, host: stacks.first?.id ?? host, last: nil)
    var after: [FollowUp] = []
    for (route, stack) in zip(routes, stacks) {
      after.add(place(route, owner: container, onto: stack.id, cause: cause))
    }
    return after
  }

  /// Removes an emptied tab; an emptied tab container's layer goes too.
  func removeTab(
    at address: NavigationLayout.StackAddress, cause: NavigationCause
  ) -> [FollowUp] {
    let start = departing.count
    let removed = layout.removeTab(at: address, departing: &departing)
    forgetDepartures(from: start, leaving: removed.screens)
    let layer = layout.state.layers[address.layer]
    // A container lives on its first tab's stack; when that tab leaves, on the next first one,
    // so that it still finds its layer (and a snapshot still names it).
    if let first = layer.stacks.first {
      for (id, node) in tree.nodes
      where node.hostStack == removed.id && node.coordinator.tabRoutes != nil {
        tree.setStacks(of: id, host: first.id, last: node.lastStack)
      }
    }
    emit(.removedTab(layer: layer.id, stack: removed.id, cause: cause))
    return layer.stacks.isEmpty ? dismissLayers(from: address.layer, cause: cause) : []
  }

  /// The layer index of a tab container's tabs (a split container's columns).
  func tabLayerIndex(of container: AnyCoordinator) -> Int? {
    guard let node = tree.node(container.id) else { return nil }
    for stack in [node.hostStack, node.lastStack].compactMap({ $0 }) {
      if let address = layout.stackAddresses[stack],
        layout.state.layers[address.layer].isContainer
      {
        return address.layer
      }
    }
    return nil
  }

  /// Selects a tab (a split column) of a layer.
  func select(tab index: Int, inLayer layerIndex: Int, cause: NavigationCause) {
    guard layout.select(tab: index, inLayer: layerIndex) else { return }
    emit(.selectedTab(layer: layout.state.layers[layerIndex].id, index: index, cause: cause))
  }
}
