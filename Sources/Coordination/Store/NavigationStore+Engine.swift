// The engine: every change of the state goes through these few functions, which keep the
// state, the screen index and the coordinator tree in step. Hot paths touch only the entries
// that change (dictionary look-ups and appends or removals at the end of arrays), never scan
// a whole stack or all children.

extension NavigationStore {
  // MARK: Coordinators

  /// Starts `child` under `parent` with `host` as its stack. Returns false when the
  /// coordinator already ran somewhere.
  @discardableResult
  func attach(
    _ child: AnyCoordinator, parent: AnyCoordinator?, host: StackID, createdBy route: AnyRoute?
  ) -> Bool {
    guard child.lifecycle == .idle, child.store == nil else {
      emit(.ignored(NavigationError.coordinatorAlreadyAttached(child.name).description))
      return false
    }
    child.id = CoordinatorID(rawValue: makeID())
    child.store = self
    child.parent = parent
    child.hostStack = host
    child.creatingRoute = route
    child.startedWithParent = parent?.lifecycle == .starting
    child.lifecycle = .starting
    coordinators[child.id] = child
    parent?.childStorage[child.id] = child
    emit(.started(child.id, name: child.name, parent: parent?.id))
    child.performStart()
    if child.lifecycle == .starting {
      child.lifecycle = .active
      settle(child)
    }
    return true
  }

  /// Finishes every coordinator, from `coordinator` up, that has no screen and no child left.
  /// The root is the app: it finishes only by its own call.
  func settle(_ coordinator: AnyCoordinator) {
    var node: AnyCoordinator? = coordinator
    while let current = node, current !== root, current.lifecycle == .active, current.holds == 0,
      current.ownedScreens.isEmpty, current.childStorage.isEmpty
    {
      node = current.parent
      markFinished(current)
    }
  }

  /// Marks a coordinator finished (exactly once), drops it from its parent and resolves
  /// whoever awaits it.
  func markFinished(_ coordinator: AnyCoordinator) {
    guard coordinator.lifecycle != .finished else { return }
    coordinator.lifecycle = .finished
    coordinators[coordinator.id] = nil
    let parent = coordinator.parent
    parent?.childStorage[coordinator.id] = nil
    if let host = coordinator.hostStack, parent?.hostStack != host {
      pendingLayers[host] = nil
    }
    let end: FlowOutcome =
      coordinator.output.map { .completed($0) } ?? .cancelled(currentCause)
    emit(
      .finished(
        coordinator.id, name: coordinator.name, cause: currentCause,
        completed: coordinator.output != nil))
    coordinator.output = nil
    let handlers = coordinator.completionHandlers
    coordinator.completionHandlers = []
    leakTracker?.track(coordinator, kind: .coordinator, label: coordinator.name)
    // What the app does in its callbacks is its own navigation, whatever ended the child.
    with(cause: .code) {
      for handler in handlers { handler(end) }
      parent?.childFlowDidEnd(route: coordinator.creatingRoute, outcome: end)
      parent?.didFinish(child: coordinator)
    }
  }

  /// Ends a coordinator by its own call: its subtree's screens and everything above them
  /// leave, then any coordinator of the subtree still running finishes, deepest first.
  func finishSubtree(_ coordinator: AnyCoordinator) {
    var lowest: [StackID: Int] = [:]
    var subtree: [AnyCoordinator] = []
    var queue = [coordinator]
    while let node = queue.popLast() {
      subtree.append(node)
      for screen in node.ownedScreens {
        guard let record = screenRecords[screen] else { continue }
        let stack = storage.layers[record.address.layer].stacks[record.address.stack].id
        lowest[stack] = min(lowest[stack] ?? Int.max, record.position)
      }
      queue.append(contentsOf: node.childStorage.values)
    }
    let ordered = lowest.sorted { lhs, rhs in
      (stackAddresses[lhs.key]?.layer ?? 0) > (stackAddresses[rhs.key]?.layer ?? 0)
    }
    for (stack, position) in ordered {
      truncate(stack, to: position)
    }
    for node in subtree.reversed() where node.isActive {
      markFinished(node)
    }
    if let parent = coordinator.parent { settle(parent) }
  }

  // MARK: Screens

  /// The stack a coordinator pushes onto: the one it last pushed onto while it still exists,
  /// else the one it was started on.
  func currentStack(of coordinator: AnyCoordinator) -> StackID? {
    if let last = coordinator.lastStack,
      stackAddresses[last] != nil || pendingLayers[last] != nil
    {
      return last
    }
    return coordinator.hostStack
  }

  /// Shows `route` of `owner` on `stack`: pushes its screen or starts its flow there.
  func place(_ route: AnyRoute, owner: AnyCoordinator, onto stack: StackID) {
    guard let destination = owner.destination(forErased: route) else {
      emit(
        .ignored(
          NavigationError.wrongRouteType(route: route.description, coordinator: owner.name)
            .description))
      return
    }
    switch destination {
    case .screen(let model):
      appendScreen(route, model: model, owner: owner, onto: stack)
    case .flow(let child):
      attach(child, parent: owner, host: stack, createdBy: route)
    case .unavailable(let reason):
      emit(
        .ignored(NavigationError.unavailable(route: route.description, reason: reason).description))
    }
  }

  /// Pushes one screen.
  ///
  /// - Complexity: O(1) amortized.
  func appendScreen(
    _ route: AnyRoute, model: AnyObject?, owner: AnyCoordinator, onto stack: StackID,
    initial: Bool? = nil
  ) {
    guard let address = stackAddresses[stack] ?? materialize(stack) else {
      emit(.ignored("\(owner.name) pushed \(route) onto \(stack), which is no longer shown"))
      return
    }
    let id = ScreenID(rawValue: makeID())
    let screen = Screen(id: id, route: route, owner: owner.id)
    let position = storage.layers[address.layer].stacks[address.stack].screens.count
    storage.layers[address.layer].stacks[address.stack].screens.append(screen)
    screenRecords[id] = ScreenRecord(
      owner: owner, model: model, address: address, position: position,
      isInitial: initial ?? (owner.lifecycle == .starting))
    owner.ownedScreens.insert(id)
    owner.lastStack = stack
    emit(.pushed(screen, stack: stack, cause: currentCause))
  }

  /// Pops a stack down to `count` screens. Modals presented from a screen that leaves are
  /// dismissed first; owners left with nothing finish. When `collapse` is true and the stack
  /// empties, a modal layer is dismissed and a tab is removed.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  func truncate(_ stack: StackID, to count: Int, collapse: Bool = true) {
    guard let address = stackAddresses[stack] else { return }
    let total = storage.layers[address.layer].stacks[address.stack].screens.count
    let newCount = max(0, count)
    guard newCount < total else { return }
    let above = address.layer + 1
    if above < storage.layers.count, let presenter = storage.layers[above].presenter,
      let record = screenRecords[presenter], record.address == address,
      record.position >= newCount
    {
      dismissLayers(from: above)
    }
    guard let current = stackAddresses[stack] else { return }
    let removed = Array(
      storage.layers[current.layer].stacks[current.stack].screens[newCount...].reversed())
    storage.layers[current.layer].stacks[current.stack].screens.removeSubrange(newCount...)
    var owners: [AnyCoordinator] = []
    for screen in removed {
      if let owner = forget(screen) { owners.append(owner) }
    }
    emit(.popped(removed, stack: stack, cause: currentCause))
    if collapse, newCount == 0 { stackEmptied(stack) }
    for owner in owners { settle(owner) }
  }

  /// The route of a shown screen, read through its record.
  ///
  /// - Complexity: O(1).
  func route(of screen: ScreenID) -> AnyRoute? {
    guard let record = screenRecords[screen] else { return nil }
    return storage.layers[record.address.layer].stacks[record.address.stack].screens[
      record.position
    ].route
  }

  /// The lowest position on the stack at `address` of a screen that `coordinator` (and, when
  /// asked, its descendants) shows there; `nil` when none is there.
  ///
  /// - Complexity: O(*k*) in the screens (and coordinators) looked at.
  func lowestPosition(
    of coordinator: AnyCoordinator, descendants: Bool, in address: StackAddress
  ) -> Int? {
    var lowest: Int?
    var queue = [coordinator]
    while let node = queue.popLast() {
      for screen in node.ownedScreens {
        if let record = screenRecords[screen], record.address == address {
          lowest = min(lowest ?? record.position, record.position)
        }
      }
      if descendants { queue.append(contentsOf: node.childStorage.values) }
    }
    return lowest
  }

  /// Removes a screen's record; returns its owner.
  func forget(_ screen: Screen) -> AnyCoordinator? {
    guard let record = screenRecords.removeValue(forKey: screen.id) else { return nil }
    record.owner.ownedScreens.remove(screen.id)
    if let model = record.model {
      leakTracker?.track(model, kind: .screenModel, label: "\(screen.route) (\(type(of: model)))")
    }
    return record.owner
  }

  /// A stack became empty: a modal's layer is dismissed, a tab is removed.
  func stackEmptied(_ stack: StackID) {
    guard let address = stackAddresses[stack] else { return }
    if storage.layers[address.layer].isTabbed {
      removeTab(at: address)
    } else if address.layer > 0 {
      dismissLayers(from: address.layer)
    }
  }

  // MARK: Layers

  /// Reserves a stack in a layer that appears when something is first pushed onto it, so a
  /// flow that shows nothing never flashes an empty modal.
  func makePendingLayer(style: PresentationStyle, presenter: ScreenID?) -> StackID {
    let stack = StackID(rawValue: makeID())
    pendingLayers[stack] = PendingLayer(
      id: LayerID(rawValue: makeID()), style: style, presenter: presenter)
    return stack
  }

  /// Turns a reserved stack into a shown layer.
  func materialize(_ stack: StackID) -> StackAddress? {
    guard let pending = pendingLayers.removeValue(forKey: stack) else { return nil }
    let layer = PresentationLayer(
      id: pending.id, style: pending.style, presenter: pending.presenter, isTabbed: false,
      stacks: [ScreenStack(id: stack)])
    return insert(layer)
  }

  /// Appends a layer on top and indexes its stacks; returns the first stack's address.
  @discardableResult
  func insert(_ layer: PresentationLayer) -> StackAddress {
    let index = storage.layers.count
    storage.layers.append(layer)
    layerIndices[layer.id] = index
    for (position, stack) in layer.stacks.enumerated() {
      stackAddresses[stack.id] = StackAddress(layer: index, stack: position)
    }
    emit(.presented(layer, cause: currentCause))
    return StackAddress(layer: index, stack: 0)
  }

  /// Dismisses the layer at `index` and every layer above it, top first.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  func dismissLayers(from index: Int) {
    let floor = max(0, index)
    while storage.layers.count > floor {
      let layer = storage.layers.removeLast()
      layerIndices[layer.id] = nil
      var screens: [Screen] = []
      var owners: [AnyCoordinator] = []
      for stack in layer.stacks {
        stackAddresses[stack.id] = nil
        for screen in stack.screens.reversed() {
          screens.append(screen)
          if let owner = forget(screen) { owners.append(owner) }
        }
      }
      emit(.dismissed(layer.id, screens: screens, cause: currentCause))
      for owner in owners { settle(owner) }
    }
  }

  // MARK: Tabs

  /// Lays out a tab container's layer and shows each tab's route in its own stack.
  func installTabs(for container: AnyCoordinator) {
    guard let routes = container.tabRoutes, let host = container.hostStack else { return }
    let pending =
      pendingLayers.removeValue(forKey: host)
      ?? PendingLayer(
        id: LayerID(rawValue: makeID()), style: .fullScreen, presenter: storage.topScreen?.id)
    let stacks = routes.map { ScreenStack(id: StackID(rawValue: makeID()), tab: $0) }
    // TabCoordinator clamps its initial tab to its tabs' range.
    let selected = container.initialTabIndex
    insert(
      PresentationLayer(
        id: pending.id, style: pending.style, presenter: pending.presenter, isTabbed: true,
        stacks: stacks, selectedIndex: selected))
    container.hostStack = stacks.first?.id ?? host
    for (route, stack) in zip(routes, stacks) {
      place(route, owner: container, onto: stack.id)
    }
  }

  /// Removes an emptied tab; an emptied tab container's layer goes too.
  func removeTab(at address: StackAddress) {
    let layerIndex = address.layer
    let removed = storage.layers[layerIndex].stacks.remove(at: address.stack)
    stackAddresses[removed.id] = nil
    let remaining = storage.layers[layerIndex].stacks.count
    for index in address.stack..<remaining {
      let moved = StackAddress(layer: layerIndex, stack: index)
      stackAddresses[storage.layers[layerIndex].stacks[index].id] = moved
      for screen in storage.layers[layerIndex].stacks[index].screens {
        screenRecords[screen.id]?.address = moved
      }
    }
    let selected = storage.layers[layerIndex].selectedIndex
    if selected > address.stack || selected >= remaining {
      storage.layers[layerIndex].selectedIndex = max(0, selected - 1)
    }
    emit(.removedTab(layer: storage.layers[layerIndex].id, stack: removed.id, cause: currentCause))
    if remaining == 0 {
      dismissLayers(from: layerIndex)
    }
  }

  /// The layer index of a tab container's tabs.
  func tabLayerIndex(of container: AnyCoordinator) -> Int? {
    for stack in [container.hostStack, container.lastStack].compactMap({ $0 }) {
      if let address = stackAddresses[stack], storage.layers[address.layer].isTabbed {
        return address.layer
      }
    }
    return nil
  }

  /// Selects a tab of a layer, recording the cause.
  func select(tab index: Int, inLayer layerIndex: Int) {
    guard storage.layers[layerIndex].selectedIndex != index else { return }
    storage.layers[layerIndex].selectedIndex = index
    emit(.selectedTab(layer: storage.layers[layerIndex].id, index: index, cause: currentCause))
  }

  /// Runs `body` with `cause` as the cause of every change it makes.
  func with<Result>(cause: NavigationCause, _ body: () throws -> Result) rethrows -> Result {
    let saved = currentCause
    currentCause = cause
    defer { currentCause = saved }
    return try body()
  }
}
