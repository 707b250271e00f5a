// Stacks: the steps that show a route, push, pop, or replace a part of a stack or a split
// column. Hot paths touch only the entries that change, never a whole stack or all children.

extension NavigationStore {
  /// The stack a coordinator pushes onto: the last one it pushed onto, else its host.
  func currentStack(of coordinator: AnyCoordinator) -> StackID? {
    guard let node = engine.node(coordinator.id) else { return nil }
    if let last = node.lastStack, engine.exists(last) { return last }
    return node.hostStack
  }

  /// The screens a coordinator shows, in any layer, in the order they were shown.
  func screens(of coordinator: CoordinatorID) -> [ScreenID] {
    engine.node(coordinator)?.screens ?? []
  }

  /// Shows `route` of `owner` on `stack`: pushes its screen or starts its flow there. A split
  /// container's route replaces what its column shows, as `showDetailViewController(_:sender:)`
  /// does (the container held meanwhile, then finished if that showed nothing).
  func place(
    _ route: AnyRoute, owner: AnyCoordinator, onto stack: StackID, in change: inout Change
  ) {
    let replacing =
      splitColumnLayer(of: stack, ownedBy: owner) != nil
      && engine.address(of: stack).map { engine.count(at: $0) > 0 } == true
    if replacing { emptyColumn(stack, for: owner, in: &change) }
    let destination = owner.destination(forErased: route)
    showDestination(destination, of: route, owner: owner, onto: stack, in: &change)
    if replacing { settle(owner, in: &change) }
  }

  /// Returns false, and emits why, when nothing could be shown.
  @discardableResult
  func showDestination(
    _ destination: Destination?, of route: AnyRoute, owner: AnyCoordinator, onto stack: StackID,
    in change: inout Change
  ) -> Bool {
    switch destination {
    case .screen(let model):
      appendScreen(route, model: model, owner: owner, onto: stack, in: &change)
      return true
    case .flow(let child):
      return attach(child, parent: owner, host: stack, createdBy: route, in: &change)
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

  /// A screen its owner pushes while starting is part of its initial content.
  func appendScreen(
    _ route: AnyRoute, model: AnyObject?, owner: AnyCoordinator, onto stack: StackID,
    initial: Bool? = nil, id: ScreenID? = nil, in change: inout Change
  ) {
    let pushed = engine.push(
      route, model: model, owner: owner.id, onto: stack,
      isInitial: initial ?? (owner.lifecycle == .starting), id: id, cause: change.cause)
    if pushed == nil {
      emit(.ignored("\(owner.name) pushed \(route) onto \(stack), which is no longer shown"))
    }
  }

  /// Pops a stack down to `count` screens in O(*k*): modals presented from a screen that
  /// leaves go first, then the owners of the screens that leave settle. With `collapse`, a
  /// stack popped to empty goes as in `stackEmptied(_:in:)` (its tab or modal layer leaves).
  func truncate(
    _ stack: StackID, to count: Int, collapse: Bool = true, in change: inout Change
  ) {
    guard let address = engine.address(of: stack) else { return }
    let newCount = max(0, count)
    guard newCount < engine.count(at: address) else { return }
    let above = address.layer + 1
    if above < engine.state.layers.count,
      let presenter = engine.state.layers[above].presenter,
      let record = engine.record(of: presenter), record.address == address,
      record.position >= newCount
    {
      dismissLayers(from: above, in: &change)
    }
    guard let current = engine.address(of: stack) else { return }
    let removed = engine.pop(stack, at: current, to: newCount, cause: change.cause)
    if collapse, newCount == 0 { stackEmptied(stack, in: &change) }
    settleOwners(of: removed, in: &change)
  }

  /// Each run of one owner's screens is settled once, not each screen.
  func settleOwners(of screens: [Screen], in change: inout Change) {
    var previous: CoordinatorID?
    for index in screens.indices where screens[index].owner != previous {
      let owner = screens[index].owner
      previous = owner
      // The root finishes only by its own call: not looked up.
      if owner != root.id, let coordinator = engine.coordinator(owner) {
        settle(coordinator, in: &change)
      }
    }
  }

  /// Replaces `coordinator`'s part of `stack` with `routes`, keeping what already matches.
  func replaceStack(
    _ stack: StackID, with routes: [AnyRoute], of coordinator: AnyCoordinator,
    in change: inout Change
  ) {
    var remaining = routes[...]
    if let address = engine.address(of: stack) {
      let screens = engine.screens(at: address)
      // This coordinator's part starts at the lowest screen it or a descendant shows here.
      var keep = lowestPositions(of: coordinator).lowest[stack] ?? screens.count
      while keep < screens.count, let next = remaining.first,
        screens[keep].owner == coordinator.id,
        screens[keep].route == next
      {
        keep += 1
        remaining = remaining.dropFirst()
      }
      truncate(stack, to: keep, collapse: false, in: &change)
    }
    for route in remaining {
      place(route, owner: coordinator, onto: stack, in: &change)
    }
    if routes.isEmpty, let address = engine.address(of: stack),
      engine.count(at: address) == 0
    {
      stackEmptied(stack, in: &change)
    }
  }

  /// Empties a split column about to show something else, its container held meanwhile (it
  /// does not finish when its last screen leaves only to be replaced).
  func emptyColumn(_ stack: StackID, for owner: AnyCoordinator, in change: inout Change) {
    guard let address = engine.address(of: stack),
      engine.count(at: address) > 0
    else { return }
    withHold(owner) { truncate(stack, to: 0, collapse: false, in: &change) }
  }
}
