/// The state with its indexes, the coordinator tree, the identities handed out and what left
/// during the current change, kept in step by the engine's own steps.
///
/// Owned by the ``NavigationStore``, which asks the app between steps and publishes what they
/// recorded. A step never runs app code (no closure, no overridable member, no route
/// description); what it removes that could run app code when released is kept in
/// ``departures`` or returned. So each step is one short access that exclusivity checks guard.
@MainActor
struct NavigationEngine {
  /// The state and its indexes.
  private var layout = NavigationLayout()
  /// The live coordinators, each with what the store keeps of it.
  private var nodes: [CoordinatorID: CoordinatorNode] = [:]
  /// The value each finishing coordinator finishes with; beside the nodes, which are copied
  /// on every navigation (an existential in each made every copy allocate).
  private var outputs: [CoordinatorID: any Sendable] = [:]
  /// The screens that left during the current change, with their models: released once the
  /// change is complete and published.
  private(set) var departures: [NavigationLayout.Departure] = []
  /// What happened during the current change, in order, for the next update.
  private(set) var events: [NavigationEvent] = []
  /// The last identity handed out: identities grow and are never reused.
  private(set) var lastID: UInt64 = 0

  mutating func makeID() -> UInt64 {
    lastID += 1
    return lastID
  }

  /// Makes sure identities handed out from now on are above `id` (a restored screen's).
  mutating func reserveIdentities(through id: UInt64) { lastID = max(lastID, id) }

  mutating func record(_ event: NavigationEvent) { events.append(event) }

  mutating func takeEvents() -> [NavigationEvent] {
    defer { events = [] }
    return events
  }

  mutating func takeDepartures() -> [NavigationLayout.Departure] {
    defer { departures = [] }
    return departures
  }

  // MARK: Reading
  // The store reads the layout and the tree only through these, so that only this file knows
  // how they are kept.

  /// What is shown: the layers, root first.
  var state: NavigationState { layout.state }
  var screenCount: Int { layout.screenRecords.count }
  var coordinatorNodes: [CoordinatorID: CoordinatorNode] { nodes }

  func address(of stack: StackID) -> NavigationLayout.StackAddress? { layout.stackAddresses[stack] }
  func record(of screen: ScreenID) -> NavigationLayout.ScreenRecord? {
    layout.screenRecords[screen]
  }
  func layerIndex(of layer: LayerID) -> Int? { layout.layerIndices[layer] }
  func isReserved(_ stack: StackID) -> Bool { layout.pendingLayers[stack] != nil }
  func node(_ id: CoordinatorID) -> CoordinatorNode? { nodes[id] }
  func coordinator(_ id: CoordinatorID) -> AnyCoordinator? { nodes[id]?.coordinator }

  /// A coordinator's live children, oldest first.
  ///
  /// - Complexity: O(*c* log *c*) in the number of children.
  func children(of id: CoordinatorID) -> [AnyCoordinator] {
    nodes[id]?.children.values.sorted { $0.id < $1.id } ?? []
  }
  func screens(at address: NavigationLayout.StackAddress) -> [Screen] {
    layout.screens(at: address)
  }
  func count(at address: NavigationLayout.StackAddress) -> Int { layout.count(at: address) }
  func stackID(at address: NavigationLayout.StackAddress) -> StackID {
    layout.state.layers[address.layer].stacks[address.stack].id
  }

  /// Whether a stack is shown or reserved.
  func exists(_ stack: StackID) -> Bool { address(of: stack) != nil || isReserved(stack) }

  /// The style of a shown or reserved stack's layer.
  func style(of stack: StackID) -> PresentationStyle? {
    layout.pendingLayers[stack]?.style ?? address(of: stack).map { state.layers[$0.layer].style }
  }

  func screen(_ id: ScreenID) -> Screen? {
    record(of: id).map { screens(at: $0.address)[$0.position] }
  }

  func screen(at position: Int, in stack: StackID) -> Screen? {
    guard let address = address(of: stack), position < count(at: address) else { return nil }
    return screens(at: address)[position]
  }

  /// The screens that leave on a return to `position` at `address`: the layers above, lowest
  /// first, then the screens above `position`; each stack bottom first.
  func screens(above position: Int, at address: NavigationLayout.StackAddress) -> [Screen] {
    state.layers[(address.layer + 1)...].flatMap { $0.stacks.flatMap(\.screens) }
      + screens(at: address)[(position + 1)...]
  }

  /// What is wrong with the layout's indexes (see `NavigationStore.invariantViolations()`).
  func layoutViolations() -> [String] { layout.invariantViolations() }

  // MARK: Layers

  /// Reserves a stack for a layer that appears with its first screen (no empty modal flashes).
  mutating func reserveLayer(
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

  /// Gives a reserved layer another style; false when `stack` is not reserved.
  mutating func restyleReservation(_ stack: StackID, to style: PresentationStyle) -> Bool {
    layout.restyle(stack, to: style)
  }

  /// Takes a reservation back (a container lays out its own layer in its place).
  mutating func unreserve(_ stack: StackID) -> NavigationLayout.PendingLayer? {
    layout.unreserve(stack)
  }

  mutating func unreserveAll() { layout.unreserveAll() }

  /// Shows a layer on top; returns its first stack's address.
  @discardableResult
  mutating func addLayer(_ layer: PresentationLayer, cause: NavigationCause)
    -> NavigationLayout.StackAddress
  {
    let address = layout.insert(layer)
    record(.presented(layer, cause: cause))
    return address
  }

  /// Dismisses the top layer; returns the screens that left, or `nil` when no layer is shown.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  mutating func dismissTopLayer(cause: NavigationCause) -> [Screen]? {
    guard let (layer, gone) = layout.removeTopLayer() else { return nil }
    let screens = depart(gone)
    record(.dismissed(layer.id, screens: screens, cause: cause))
    return screens
  }

  /// Selects a tab (a split column) of a layer.
  mutating func select(tab index: Int, inLayer layerIndex: Int, cause: NavigationCause) {
    guard layout.select(tab: index, inLayer: layerIndex) else { return }
    record(.selectedTab(layer: layout.state.layers[layerIndex].id, index: index, cause: cause))
  }

  /// Removes a tab with its screens; returns them and whether the layer has no tab left. A
  /// container hosted on the tab's stack moves to the new first tab, to keep finding its layer.
  mutating func removeTab(at address: NavigationLayout.StackAddress, cause: NavigationCause)
    -> (removed: [Screen], layerEmptied: Bool)
  {
    let (stack, gone) = layout.removeTab(at: address)
    let removed = depart(gone)
    let layer = layout.state.layers[address.layer]
    if let first = layer.stacks.first {
      for (id, node) in nodes
      where node.hostStack == stack.id && node.coordinator.containerLayout != nil {
        setStacks(of: id, host: first.id, last: node.lastStack)
      }
    }
    record(.removedTab(layer: layer.id, stack: stack.id, cause: cause))
    return (removed, layer.stacks.isEmpty)
  }

  // MARK: Screens

  /// Pushes a screen, showing a reserved stack's layer first; `nil` when the stack is gone.
  ///
  /// - Complexity: O(1) amortized.
  mutating func push(
    _ route: AnyRoute, model: AnyObject?, owner: CoordinatorID, onto stack: StackID,
    isInitial: Bool, id: ScreenID? = nil, cause: NavigationCause
  ) -> ScreenID? {
    guard let address = layout.stackAddresses[stack] ?? showReserved(stack, cause: cause) else {
      return nil
    }
    let screen = Screen(id: id ?? ScreenID(rawValue: makeID()), route: route, owner: owner)
    layout.append(screen, model: model, at: address, isInitial: isInitial)
    update(owner) { node in
      node.screens.append(screen.id)
      node.lastStack = stack
    }
    record(.pushed(screen, stack: stack, cause: cause))
    return screen.id
  }

  /// Pops a stack down to `count` screens; returns the screens that left, top first.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  mutating func pop(
    _ stack: StackID, at address: NavigationLayout.StackAddress, to count: Int,
    cause: NavigationCause
  ) -> [Screen] {
    let removed = depart(layout.truncate(at: address, to: count))
    record(.popped(removed, stack: stack, cause: cause))
    return removed
  }

  // MARK: Coordinators

  /// Adds a bound coordinator under its parent.
  mutating func insert(
    _ coordinator: AnyCoordinator, host: StackID?, startedWithParent: Bool,
    cause: NavigationCause, completionHandlers: [(FlowOutcome) -> Void] = []
  ) {
    precondition(nodes[coordinator.id] == nil, "coordinator identities are never reused")
    nodes[coordinator.id] = CoordinatorNode(
      coordinator: coordinator, hostStack: host, startedWithParent: startedWithParent,
      startCause: cause, completionHandlers: completionHandlers)
    if let parent = coordinator.parent {
      update(parent.id) { $0.children[coordinator.id] = coordinator }
    }
  }

  /// Removes a finished coordinator and its parent's link to it, with its output; a modal it
  /// reserved and never showed goes with it.
  mutating func remove(_ coordinator: AnyCoordinator) -> (
    node: CoordinatorNode, output: (any Sendable)?
  )? {
    guard let node = nodes.removeValue(forKey: coordinator.id) else { return nil }
    if let parent = coordinator.parent { update(parent.id) { $0.children[coordinator.id] = nil } }
    if let host = node.hostStack, coordinator.parent.flatMap({ nodes[$0.id]?.hostStack }) != host {
      layout.unreserve(host)
    }
    return (node, outputs.removeValue(forKey: coordinator.id))
  }

  /// Removes every coordinator; returns their nodes and outputs, for the caller to release.
  mutating func removeAllCoordinators() -> (nodes: [CoordinatorNode], outputs: [any Sendable]) {
    defer {
      nodes.removeAll()
      outputs.removeAll()
    }
    return (Array(nodes.values), Array(outputs.values))
  }

  /// Sets the stacks a coordinator pushes onto (a tab container's, a restored coordinator's).
  mutating func setStacks(of id: CoordinatorID, host: StackID?, last: StackID?) {
    update(id) { node in
      node.hostStack = host
      node.lastStack = last
    }
  }

  /// Keeps a coordinator running during an operation (see `NavigationStore.withHold(_:_:)`).
  mutating func hold(_ id: CoordinatorID) { update(id) { $0.holds += 1 } }

  mutating func release(_ id: CoordinatorID) { update(id) { $0.holds -= 1 } }

  /// Records the value a coordinator finishes with; returns the one replaced, to release.
  mutating func setOutput(_ output: (any Sendable)?, of id: CoordinatorID) -> (any Sendable)? {
    guard nodes[id] != nil else { return nil }
    let replaced = outputs.removeValue(forKey: id)
    outputs[id] = output
    return replaced
  }

  /// Edits a node in place through the dictionary's index (`nodes[id]?.field` would copy it).
  private mutating func update(_ id: CoordinatorID, _ edit: (inout CoordinatorNode) -> Void) {
    guard let index = nodes.index(forKey: id) else { return }
    edit(&nodes.values[index])
  }

  /// Turns a reserved stack into a shown layer.
  private mutating func showReserved(_ stack: StackID, cause: NavigationCause)
    -> NavigationLayout.StackAddress?
  {
    guard let pending = layout.unreserve(stack) else { return nil }
    let layer = PresentationLayer(
      id: pending.id, style: pending.style, presenter: pending.presenter, kind: .single,
      stacks: [ScreenStack(id: stack)], sheetOptions: pending.sheetOptions)
    return addLayer(layer, cause: cause)
  }

  /// Takes screens that left off their owners' lists, keeping their models until the change
  /// is complete.
  private mutating func depart(_ gone: [NavigationLayout.Departure]) -> [Screen] {
    for departure in gone {
      // O(1) for an owner's newest screen (screens leave newest first).
      update(departure.screen.owner) { node in
        if let index = node.screens.lastIndex(of: departure.screen.id) {
          node.screens.remove(at: index)
        }
      }
    }
    departures.append(contentsOf: gone)
    return gone.map(\.screen)
  }
}

extension NavigationEngine {
  /// Test hook: pushes a screen with no owner in the tree and no event (the tree and any
  /// adapter fall out of step with the state).
  mutating func pushUnownedScreenForTesting(_ route: AnyRoute, onto stack: StackID) {
    guard let address = layout.stackAddresses[stack] else { return }
    let owner = CoordinatorID(rawValue: makeID())
    let screen = Screen(id: ScreenID(rawValue: makeID()), route: route, owner: owner)
    layout.append(screen, model: nil, at: address, isInitial: false)
  }

  /// Test hook: reserves a shown stack (the reserved stacks fall out of step with the state).
  mutating func reserveShownStackForTesting(_ stack: StackID) {
    layout.reserve(
      stack,
      for: NavigationLayout.PendingLayer(
        id: LayerID(rawValue: makeID()), style: .sheet, presenter: nil))
  }
}
