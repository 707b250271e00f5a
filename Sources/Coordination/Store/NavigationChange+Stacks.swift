// Stack steps: showing a route, pushing a screen, popping a stack, replacing a coordinator's
// part of a stack or a split column's content. Hot paths touch only the entries that change,
// never a whole stack or all children.

extension NavigationChange {
  /// Shows `route` of `owner` on `stack`: pushes its screen or starts its flow there. A split
  /// container's route replaces what its column shows.
  mutating func place(_ route: AnyRoute, owner: AnyCoordinator, onto stack: StackID) {
    if store.splitColumnLayer(of: stack, ownedBy: owner) != nil,
      let address = store.engine.layout.stackAddresses[stack],
      store.engine.layout.count(at: address) > 0
    {
      replaceColumn(stack, with: route, owner: owner)
      return
    }
    showDestination(owner.destination(forErased: route), of: route, owner: owner, onto: stack)
  }

  /// Shows what a route of `owner` leads to on `stack`: pushes its screen or starts its flow.
  /// Returns false, and records why, when nothing could be shown.
  @discardableResult
  mutating func showDestination(
    _ destination: Destination?, of route: AnyRoute, owner: AnyCoordinator, onto stack: StackID
  ) -> Bool {
    switch destination {
    case .screen(let model):
      appendScreen(route, model: model, owner: owner, onto: stack)
      return true
    case .flow(let child):
      return attach(child, parent: owner, host: stack, createdBy: route)
    case .unavailable(let reason):
      emit(
        .ignored(NavigationError.unavailable(route: route.description, reason: reason).description))
      return false
    case nil:
      let error = NavigationError.wrongRouteType(route: route.description, coordinator: owner.name)
      emit(.ignored(error.description))
      return false
    }
  }

  /// Pushes one screen; one its owner shows while starting is part of its first content.
  mutating func appendScreen(
    _ route: AnyRoute, model: AnyObject?, owner: AnyCoordinator, onto stack: StackID,
    initial: Bool? = nil, id: ScreenID? = nil
  ) {
    let pushed = store.engine.push(
      route, model: model, owner: owner.id, onto: stack,
      isInitial: initial ?? (owner.lifecycle == .starting), id: id, cause: cause)
    if pushed == nil {
      emit(.ignored("\(owner.name) pushed \(route) onto \(stack), which is no longer shown"))
    }
  }

  /// Pops a stack down to `count` screens in O(*k*): modals presented from a screen that
  /// leaves go first, owners left with nothing finish, and with `collapse` an emptied stack's
  /// modal layer is dismissed (its tab removed).
  mutating func truncate(_ stack: StackID, to count: Int, collapse: Bool = true) {
    guard let address = store.engine.layout.stackAddresses[stack] else { return }
    let newCount = max(0, count)
    guard newCount < store.engine.layout.count(at: address) else { return }
    let above = address.layer + 1
    if above < store.engine.layout.state.layers.count,
      let presenter = store.engine.layout.state.layers[above].presenter,
      let record = store.engine.layout.screenRecords[presenter], record.address == address,
      record.position >= newCount
    {
      dismissLayers(from: above)
    }
    guard let current = store.engine.layout.stackAddresses[stack] else { return }
    let removed = store.engine.pop(stack, at: current, to: newCount, cause: cause)
    if collapse, newCount == 0 { stackEmptied(stack) }
    settleOwners(of: removed)
  }

  /// Finishes the owners of screens that left when nothing is left of them (each run of one
  /// owner's screens checked once).
  mutating func settleOwners(of screens: [Screen]) {
    var previous: CoordinatorID?
    for index in screens.indices where screens[index].owner != previous {
      let owner = screens[index].owner
      previous = owner
      // The root finishes only by its own call: not looked up.
      if owner != store.root.id, let coordinator = store.engine.tree.coordinator(owner) {
        settle(coordinator)
      }
    }
  }

  /// Replaces `coordinator`'s part of `stack` with `routes`, keeping what already matches.
  mutating func replaceStack(
    _ stack: StackID, with routes: [AnyRoute], of coordinator: AnyCoordinator
  ) {
    var remaining = routes[...]
    if let address = store.engine.layout.stackAddresses[stack] {
      let screens = store.engine.layout.screens(at: address)
      // This coordinator's part starts at the lowest screen it or a descendant shows here.
      var keep =
        store.lowestPosition(of: coordinator, descendants: true, in: address) ?? screens.count
      while keep < screens.count, let next = remaining.first,
        screens[keep].owner == coordinator.id,
        screens[keep].route == next
      {
        keep += 1
        remaining = remaining.dropFirst()
      }
      truncate(stack, to: keep, collapse: false)
    }
    for route in remaining {
      place(route, owner: coordinator, onto: stack)
    }
    if routes.isEmpty, let address = store.engine.layout.stackAddresses[stack],
      store.engine.layout.count(at: address) == 0
    {
      stackEmptied(stack)
    }
  }

  /// Empties a split column and shows `route` of its container there, as
  /// `showDetailViewController(_:sender:)` does.
  mutating func replaceColumn(_ stack: StackID, with route: AnyRoute, owner: AnyCoordinator) {
    emptyColumn(stack, for: owner)
    place(route, owner: owner, onto: stack)
    settle(owner)
  }

  /// Empties a split column about to show something else, its container held meanwhile (it
  /// does not finish when its last screen leaves only to be replaced).
  mutating func emptyColumn(_ stack: StackID, for owner: AnyCoordinator) {
    guard let address = store.engine.layout.stackAddresses[stack],
      store.engine.layout.count(at: address) > 0
    else { return }
    store.withHold(owner) { truncate(stack, to: 0, collapse: false) }
  }
}
