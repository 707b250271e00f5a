// Stack steps: showing a route, pushing a screen, popping a stack. Hot paths touch only the
// entries that change, never a whole stack or all children.

extension NavigationStore {
  /// The stack a coordinator pushes onto: the last one it pushed onto, else its host.
  func currentStack(of coordinator: AnyCoordinator) -> StackID? {
    guard let node = engine.tree.node(coordinator.id) else { return nil }
    if let last = node.lastStack, engine.layout.exists(last) { return last }
    return node.hostStack
  }

  /// Shows `route` of `owner` on `stack`: pushes its screen or starts its flow there. A split
  /// container's route replaces what its column shows.
  func place(
    _ route: AnyRoute, owner: AnyCoordinator, onto stack: StackID, cause: NavigationCause
  ) -> [FollowUp] {
    if splitColumnLayer(of: stack, ownedBy: owner) != nil,
      let address = engine.layout.stackAddresses[stack],
      engine.layout.count(at: address) > 0
    {
      return replaceColumn(stack, with: route, owner: owner, cause: cause)
    }
    return show(
      owner.destination(forErased: route), of: route, owner: owner, onto: stack, cause: cause)
      ?? []
  }

  /// Shows what a route of `owner` leads to on `stack`: pushes its screen or starts its flow.
  /// Returns `nil`, and records why, when nothing could be shown.
  func show(
    _ destination: Destination?, of route: AnyRoute, owner: AnyCoordinator, onto stack: StackID,
    cause: NavigationCause
  ) -> [FollowUp]? {
    switch destination {
    case .screen(let model):
      appendScreen(route, model: model, owner: owner, onto: stack, cause: cause)
      return []
    case .flow(let child):
      return attach(child, parent: owner, host: stack, createdBy: route, cause: cause)
    case .unavailable(let reason):
      emit(
        .ignored(NavigationError.unavailable(route: route.description, reason: reason).description))
      return nil
    case nil:
      let error = NavigationError.wrongRouteType(route: route.description, coordinator: owner.name)
      emit(.ignored(error.description))
      return nil
    }
  }

  /// Pushes one screen; one its owner shows while starting is part of its first content.
  func appendScreen(
    _ route: AnyRoute, model: AnyObject?, owner: AnyCoordinator, onto stack: StackID,
    cause: NavigationCause, initial: Bool? = nil, id: ScreenID? = nil
  ) {
    let pushed = engine.push(
      route, model: model, owner: owner.id, onto: stack,
      isInitial: initial ?? (owner.lifecycle == .starting), id: id, cause: cause)
    if pushed == nil {
      emit(.ignored("\(owner.name) pushed \(route) onto \(stack), which is no longer shown"))
    }
  }

  /// Pops a stack down to `count` screens in O(*k*): modals presented from a screen that
  /// leaves go first, owners left with nothing finish, and with `collapse` an emptied stack's
  /// modal layer is dismissed (its tab removed).
  func truncate(
    _ stack: StackID, to count: Int, collapse: Bool = true, cause: NavigationCause
  ) -> [FollowUp] {
    guard let address = engine.layout.stackAddresses[stack] else { return [] }
    let newCount = max(0, count)
    guard newCount < engine.layout.count(at: address) else { return [] }
    var after: [FollowUp] = []
    let above = address.layer + 1
    if above < engine.layout.state.layers.count,
      let presenter = engine.layout.state.layers[above].presenter,
      let record = engine.layout.screenRecords[presenter], record.address == address,
      record.position >= newCount
    {
      after.add(dismissLayers(from: above, cause: cause))
    }
    guard let current = engine.layout.stackAddresses[stack] else { return after }
    let removed = engine.pop(stack, at: current, to: newCount, cause: cause)
    if collapse, newCount == 0 { after.add(stackEmptied(stack, cause: cause)) }
    after.add(settleOwners(of: removed, cause: cause))
    return after
  }

  /// The screens a coordinator shows, in any layer, in the order they were shown.
  func screens(of coordinator: CoordinatorID) -> [ScreenID] {
    engine.tree.node(coordinator)?.screens ?? []
  }

  /// Finishes the owners of screens that left when nothing is left of them (each run of one
  /// owner's screens checked once).
  func settleOwners(of screens: [Screen], cause: NavigationCause) -> [FollowUp] {
    var after: [FollowUp] = []
    var previous: CoordinatorID?
    for index in screens.indices where screens[index].owner != previous {
      let owner = screens[index].owner
      previous = owner
      // The root finishes only by its own call: not looked up.
      if owner != root.id, let coordinator = engine.tree.coordinator(owner) {
        after.add(settle(coordinator, cause: cause))
      }
    }
    return after
  }

  /// The lowest position at `address` of a screen of `coordinator` (or, when asked, of its
  /// descendants), in O(*k*) in the screens looked at.
  func lowestPosition(
    of coordinator: AnyCoordinator, descendants: Bool, in address: NavigationLayout.StackAddress
  ) -> Int? {
    var lowest: Int?
    var queue = [coordinator]
    while let node = queue.popLast() {
      guard let entry = engine.tree.node(node.id) else { continue }
      for screen in entry.screens {
        if let record = engine.layout.screenRecords[screen], record.address == address {
          lowest = min(lowest ?? record.position, record.position)
        }
      }
      if descendants { queue.append(contentsOf: entry.children.values) }
    }
    return lowest
  }
}
