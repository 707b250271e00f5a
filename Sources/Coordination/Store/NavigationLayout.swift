/// The navigation state with indexes that find things in it in O(1): where each screen and
/// stack is, each layer's index, and the stacks reserved for layers not shown yet.
///
/// Owned by the ``NavigationEngine``; each edit below updates the state and the indexes
/// together (``invariantViolations()`` checks it) and returns what it removed.
struct NavigationLayout {
  /// Where a stack is: its layer's index and its index in that layer.
  struct StackAddress: Equatable {
    var layer: Int
    var stack: Int
  }

  /// What the store keeps for a shown screen besides the screen itself.
  struct ScreenRecord {
    /// The screen's model (view model), kept alive while the screen is shown.
    let model: AnyObject?
    fileprivate(set) var address: StackAddress
    let position: Int
    /// Whether it is part of its owner's initial content, which a path may step over.
    let isInitial: Bool
  }

  /// A screen that left, with its model: released once the change is published (a model's
  /// `deinit` is app code).
  struct Departure {
    let screen: Screen
    let model: AnyObject?
  }

  /// A stack whose layer appears when something is first pushed onto it.
  struct PendingLayer {
    let id: LayerID
    fileprivate(set) var style: PresentationStyle
    let presenter: ScreenID?
    var sheetOptions = SheetOptions()
  }

  private(set) var state = NavigationState()
  private(set) var screenRecords: [ScreenID: ScreenRecord] = [:]
  private(set) var stackAddresses: [StackID: StackAddress] = [:]
  private(set) var layerIndices: [LayerID: Int] = [:]
  private(set) var pendingLayers: [StackID: PendingLayer] = [:]

  // MARK: Reading

  func screens(at address: StackAddress) -> [Screen] {
    state.layers[address.layer].stacks[address.stack].screens
  }

  func count(at address: StackAddress) -> Int {
    state.layers[address.layer].stacks[address.stack].screens.count
  }

  // MARK: Editing

  /// Reserves `stack` for a layer that appears when something is first pushed onto it.
  mutating func reserve(_ stack: StackID, for pending: PendingLayer) {
    pendingLayers[stack] = pending
  }

  /// Gives a reservation another style; false when `stack` is not reserved.
  mutating func restyle(_ stack: StackID, to style: PresentationStyle) -> Bool {
    guard let index = pendingLayers.index(forKey: stack) else { return false }
    pendingLayers.values[index].style = style
    return true
  }

  @discardableResult
  mutating func unreserve(_ stack: StackID) -> PendingLayer? {
    pendingLayers.removeValue(forKey: stack)
  }

  mutating func unreserveAll() { pendingLayers.removeAll() }

  /// Appends a layer on top and indexes its stacks; returns its first stack's address.
  mutating func insert(_ layer: PresentationLayer) -> StackAddress {
    let index = state.layers.count
    state.layers.append(layer)
    layerIndices[layer.id] = index
    for (position, stack) in layer.stacks.enumerated() {
      stackAddresses[stack.id] = StackAddress(layer: index, stack: position)
      pendingLayers[stack.id] = nil
    }
    return StackAddress(layer: index, stack: 0)
  }

  /// Pushes a screen onto the stack at `address`, in O(1) amortized.
  mutating func append(
    _ screen: Screen, model: AnyObject?, at address: StackAddress, isInitial: Bool
  ) {
    let record = ScreenRecord(
      model: model, address: address, position: count(at: address), isInitial: isInitial)
    let replaced = screenRecords.updateValue(record, forKey: screen.id)
    precondition(replaced == nil, "screen identities are never reused")
    state.layers[address.layer].stacks[address.stack].screens.append(screen)
  }

  /// Removes the screens at `address` from `count` up, in O(*k*); returns them, top first.
  mutating func truncate(at address: StackAddress, to count: Int) -> [Departure] {
    let total = self.count(at: address)
    guard count < total else { return [] }
    var departures: [Departure] = []
    departures.reserveCapacity(total - count)
    for position in stride(from: total - 1, through: count, by: -1) {
      // By position: a copy of the stack kept during the removal would copy every screen.
      departures.append(
        removeRecord(of: state.layers[address.layer].stacks[address.stack].screens[position]))
    }
    state.layers[address.layer].stacks[address.stack].screens.removeSubrange(count...)
    return departures
  }

  /// Removes the top layer; returns it and its screens, each stack's top first.
  mutating func removeTopLayer() -> (PresentationLayer, [Departure])? {
    guard let layer = state.layers.popLast() else { return nil }
    layerIndices[layer.id] = nil
    var removed: [Departure] = []
    for stack in layer.stacks {
      stackAddresses[stack.id] = nil
      removed.append(contentsOf: removeRecords(of: stack.screens))
    }
    return (layer, removed)
  }

  /// Removes a tab and re-indexes the tabs after it (O(*s*) in their screens); returns its
  /// stack and its screens, top first.
  mutating func removeTab(at address: StackAddress) -> (ScreenStack, [Departure]) {
    let layerIndex = address.layer
    let removed = state.layers[layerIndex].stacks.remove(at: address.stack)
    stackAddresses[removed.id] = nil
    let departures = removeRecords(of: removed.screens)
    let remaining = state.layers[layerIndex].stacks.count
    for index in address.stack..<remaining {
      let moved = StackAddress(layer: layerIndex, stack: index)
      stackAddresses[state.layers[layerIndex].stacks[index].id] = moved
      for screen in state.layers[layerIndex].stacks[index].screens {
        screenRecords[screen.id]?.address = moved
      }
    }
    let selected = state.layers[layerIndex].selectedIndex
    if selected > address.stack || selected >= remaining {
      state.layers[layerIndex].selectedIndex = max(0, selected - 1)
    }
    return (removed, departures)
  }

  /// Selects a tab; returns false when it already was selected.
  mutating func select(tab index: Int, inLayer layerIndex: Int) -> Bool {
    guard state.layers[layerIndex].selectedIndex != index else { return false }
    state.layers[layerIndex].selectedIndex = index
    return true
  }

  /// Removes the records of screens that left; returns them with their models, top first.
  private mutating func removeRecords(of screens: [Screen]) -> [Departure] {
    screens.reversed().map { removeRecord(of: $0) }
  }

  private mutating func removeRecord(of screen: Screen) -> Departure {
    Departure(screen: screen, model: screenRecords.removeValue(forKey: screen.id)?.model)
  }
}
