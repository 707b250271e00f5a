/// The navigation state with the indexes that find things in it in O(1): where each screen
/// and stack is, which index each layer has, and the stacks reserved for layers not shown yet.
///
/// One value, owned and written by the store only. Every edit updates the state and the
/// indexes together, so they never disagree; ``invariantViolations()`` checks that they do
/// not, in one place that `NavigationCheck` reuses.
@MainActor
struct NavigationLayout {
  /// Where a stack is: its layer's index and its index in that layer.
  ///
  /// Kept in 32 bits each (a screen's record is 16 bytes smaller, 42 heap bytes per live
  /// screen at 100,000 with the index's spare slots): no navigation has 2^31 layers.
  struct StackAddress: Equatable {
    private var storedLayer: Int32
    private var storedStack: Int32

    init(layer: Int, stack: Int) {
      storedLayer = Int32(layer)
      storedStack = Int32(stack)
    }

    var layer: Int {
      get { Int(storedLayer) }
      set { storedLayer = Int32(newValue) }
    }

    var stack: Int {
      get { Int(storedStack) }
      set { storedStack = Int32(newValue) }
    }
  }

  /// What the store keeps for a shown screen besides the screen itself.
  ///
  /// Records also link each owner's screens into a list, newest first; the owner's entry in the
  /// coordinator tree holds the newest and the count. Pushing and popping touch only the
  /// neighbours, recently used, where a hashed set per owner cost a hash and a cache miss per
  /// push at 100,000 screens.
  struct ScreenRecord {
    let model: AnyObject?
    fileprivate(set) var address: StackAddress
    /// The position in 32 bits, like the address: no stack holds 2^31 screens.
    private let storedPosition: Int32
    /// Whether its owner showed it while starting (a path names what comes after it).
    let isInitial: Bool
    /// The owner's next newer screen, as a raw identity (0 for none: screens are issued and
    /// restored from 1).
    fileprivate(set) var newerOfOwner: UInt64 = 0
    /// The owner's next older screen, as a raw identity (0 for none).
    fileprivate(set) var olderOfOwner: UInt64 = 0

    init(model: AnyObject?, address: StackAddress, position: Int, isInitial: Bool) {
      self.model = model
      self.address = address
      storedPosition = Int32(position)
      self.isInitial = isInitial
    }

    var position: Int { Int(storedPosition) }
  }

  /// A screen that left with the record it had. The record keeps the screen's model alive:
  /// the store releases it once the change is complete, since its `deinit` is app code and an
  /// edit of the layout never runs app code.
  ///
  /// It names the screen and its owner, not the whole screen: the removal returns the screens
  /// themselves (for the events), and a second copy of each, route and all, was measurable.
  struct Departure {
    let screen: ScreenID
    let owner: CoordinatorID
    let record: ScreenRecord
  }

  /// A stack whose layer appears when something is first pushed onto it.
  struct PendingLayer {
    let id: LayerID
    let style: PresentationStyle
    let presenter: ScreenID?
    var sheetOptions = SheetOptions()
  }

  private(set) var state = NavigationState()
  private(set) var screenRecords = IdentifierSlabMap<ScreenKind, ScreenRecord>()
  private(set) var stackAddresses = IdentifierMap<StackKind, StackAddress>()
  private(set) var layerIndices = IdentifierMap<LayerKind, Int>()
  private(set) var pendingLayers = IdentifierMap<StackKind, PendingLayer>()

  // MARK: Reading
  //
  // Always inlined: a call on `layout`, a stored property of the store, would otherwise copy the
  // whole value (every index retained and released) to read one field.

  /// The screens of the stack at `address`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func screens(at address: StackAddress) -> [Screen] {
    state.layers[address.layer].stacks[address.stack].screens
  }

  /// The number of screens of the stack at `address`.
  @inline(__always)
  func count(at address: StackAddress) -> Int {
    state.layers[address.layer].stacks[address.stack].screens.count
  }

  /// The identity of the stack at `address`.
  @inline(__always)
  func stackID(at address: StackAddress) -> StackID {
    state.layers[address.layer].stacks[address.stack].id
  }

  /// The screen at a position of a stack, if there is one.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func screen(at position: Int, in stack: StackID) -> Screen? {
    guard let address = stackAddresses[stack], position < count(at: address) else { return nil }
    return state.layers[address.layer].stacks[address.stack].screens[position]
  }

  /// Reads part of a shown screen in place, found through its record.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func read<T>(_ screen: ScreenID, _ part: (Screen) -> T) -> T? {
    guard let record = screenRecords[screen] else { return nil }
    return part(
      state.layers[record.address.layer].stacks[record.address.stack].screens[record.position])
  }

  /// The route of a shown screen.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func route(of screen: ScreenID) -> AnyRoute? { read(screen) { $0.route } }

  /// Whether a stack is shown or reserved.
  @inline(__always)
  func exists(_ stack: StackID) -> Bool {
    stackAddresses[stack] != nil || pendingLayers[stack] != nil
  }

  /// The screens that leave when the user goes back to the screen at `position` of the stack
  /// at `address`: the layers above its layer, then the screens above it, top layer first.
  func screens(above position: Int, at address: StackAddress) -> [Screen] {
    var leaving: [Screen] = []
    for layerIndex in (address.layer + 1)..<max(address.layer + 1, state.layers.count) {
      for stack in state.layers[layerIndex].stacks { leaving.append(contentsOf: stack.screens) }
    }
    leaving.append(contentsOf: screens(at: address)[(position + 1)...])
    return leaving
  }

  /// An owner's screens, newest first: `newest` and the older ones its record links, at most
  /// `count` of them.
  ///
  /// - Complexity: O(*k*) in their number.
  func ownerScreens(from newest: UInt64, count: Int) -> [ScreenID] {
    var result: [ScreenID] = []
    result.reserveCapacity(count)
    var next = newest
    while next != 0, result.count < count,
      let older = screenRecords.read(ScreenID(rawValue: next), { $0.olderOfOwner })
    {
      result.append(ScreenID(rawValue: next))
      next = older
    }
    return result
  }

  /// The owner of a shown screen.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func owner(of screen: ScreenID) -> CoordinatorID? { read(screen) { $0.owner } }

  // MARK: Editing

  /// Reserves `stack` for a layer that appears when something is first pushed onto it.
  mutating func reserve(_ stack: StackID, for pending: PendingLayer) {
    pendingLayers[stack] = pending
  }

  /// Drops a reservation; returns it.
  @discardableResult
  mutating func unreserve(_ stack: StackID) -> PendingLayer? {
    pendingLayers.removeValue(forKey: stack)
  }

  /// Drops every reservation.
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

  /// Pushes a screen onto the stack at `address`.
  ///
  /// - Complexity: O(1) amortized.
  /// The screen goes on its owner's list in front of `newestOfOwner` (the owner's newest
  /// screen so far, as a raw identity; 0 for none), which the caller then records as `screen`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func append(
    _ screen: Screen, model: AnyObject?, at address: StackAddress, isInitial: Bool,
    newestOfOwner: UInt64
  ) {
    let position = count(at: address)
    state.layers[address.layer].stacks[address.stack].screens.append(screen)
    // A record replaced here would release its model inside this edit (see NavigationStore).
    assert(screenRecords[screen.id] == nil, "screen identities are never reused")
    var record = ScreenRecord(
      model: model, address: address, position: position, isInitial: isInitial)
    if newestOfOwner != 0 {
      record.olderOfOwner = newestOfOwner
      screenRecords.modify(ScreenID(rawValue: newestOfOwner)) {
        $0.newerOfOwner = screen.id.rawValue
      }
    }
    screenRecords[screen.id] = record
  }

  /// Removes a screen's record and takes it off its owner's list; hands the record, with the
  /// links it had at that moment, to `departing`. Whoever holds the owner's newest screen
  /// applies the departures in order: one without a newer screen makes its older one the
  /// newest.
  private mutating func removeRecord(of screen: Screen, departing: inout [Departure]) {
    guard let record = screenRecords.removeValue(forKey: screen.id) else { return }
    let (newer, older) = (record.newerOfOwner, record.olderOfOwner)
    if newer != 0 {
      screenRecords.modify(ScreenID(rawValue: newer)) { $0.olderOfOwner = older }
    }
    if older != 0 {
      screenRecords.modify(ScreenID(rawValue: older)) { $0.newerOfOwner = newer }
    }
    departing.append(Departure(screen: screen.id, owner: screen.owner, record: record))
  }

  /// Removes the screens of the stack at `address` from `count` up; returns them top first,
  /// and appends each with its record to `departing` in the same order.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  mutating func truncate(
    at address: StackAddress, to count: Int, departing: inout [Departure]
  ) -> [Screen] {
    let total = self.count(at: address)
    guard count < total else { return [] }
    var removed: [Screen] = []
    removed.reserveCapacity(total - count)
    for position in stride(from: total - 1, through: count, by: -1) {
      // Read in place: a copy of the stack would make the removal below copy it whole.
      let screen = state.layers[address.layer].stacks[address.stack].screens[position]
      removed.append(screen)
      removeRecord(of: screen, departing: &departing)
    }
    state.layers[address.layer].stacks[address.stack].screens.removeSubrange(count...)
    return removed
  }

  /// Removes the top layer with its screens; returns it and its screens, each stack's top
  /// first, and appends each screen with its record to `departing` in the same order.
  mutating func removeTopLayer(departing: inout [Departure]) -> (
    PresentationLayer, [Screen]
  )? {
    guard let layer = state.layers.popLast() else { return nil }
    layerIndices[layer.id] = nil
    var removed: [Screen] = []
    for stack in layer.stacks {
      stackAddresses[stack.id] = nil
      for screen in stack.screens.reversed() {
        removed.append(screen)
        removeRecord(of: screen, departing: &departing)
      }
    }
    return (layer, removed)
  }

  /// Removes an empty tab and re-indexes the tabs after it; returns its stack. (Were a screen
  /// left on it, its record would go to `departing`.)
  ///
  /// - Complexity: O(*s*) in the screens of the tabs after it.
  mutating func removeTab(at address: StackAddress, departing: inout [Departure]) -> ScreenStack {
    let layerIndex = address.layer
    let removed = state.layers[layerIndex].stacks.remove(at: address.stack)
    stackAddresses[removed.id] = nil
    for screen in removed.screens { removeRecord(of: screen, departing: &departing) }
    let remaining = state.layers[layerIndex].stacks.count
    for index in address.stack..<remaining {
      let moved = StackAddress(layer: layerIndex, stack: index)
      stackAddresses[state.layers[layerIndex].stacks[index].id] = moved
      for screen in state.layers[layerIndex].stacks[index].screens {
        screenRecords.modify(screen.id) { $0.address = moved }
      }
    }
    let selected = state.layers[layerIndex].selectedIndex
    if selected > address.stack || selected >= remaining {
      state.layers[layerIndex].selectedIndex = max(0, selected - 1)
    }
    return removed
  }

  /// Selects a tab; returns false when it already was selected.
  mutating func select(tab index: Int, inLayer layerIndex: Int) -> Bool {
    guard state.layers[layerIndex].selectedIndex != index else { return false }
    state.layers[layerIndex].selectedIndex = index
    return true
  }
}
