// The engine's stack steps: showing a route, pushing a screen, popping a stack. Hot paths touch
// only the entries that change (dictionary look-ups and appends or removals at the end of
// arrays), never scan a whole stack or all children.

extension NavigationStore {
  /// The stack a coordinator pushes onto: the one it last pushed onto while it still exists,
  /// else the one it was started on.
  func currentStack(of coordinator: AnyCoordinator) -> StackID? {
    guard let stacks = tree.read(coordinator.id, { ($0.hostStack, $0.lastStack) }) else {
      return nil
    }
    if let last = stacks.1, layout.exists(last) { return last }
    return stacks.0
  }

  /// Shows `route` of `owner` on `stack`: pushes its screen or starts its flow there. A split
  /// container's route replaces what its column shows.
  func place(
    _ route: AnyRoute, owner: AnyCoordinator, onto stack: StackID, cause: NavigationCause
  ) -> [FollowUp] {
    if splitColumnLayer(of: stack, ownedBy: owner) != nil,
      let address = layout.stackAddresses[stack],
      layout.count(at: address) > 0
    {
      return replaceColumn(stack, with: route, owner: owner, cause: cause)
    }
    guard let destination = owner.destination(forErased: route) else {
      emit(
        .ignored(
          NavigationError.wrongRouteType(route: route.description, coordinator: owner.name)
            .description))
      return []
    }
    switch destination {
    case .screen(let model):
      appendScreen(route, model: model, owner: owner, onto: stack, cause: cause)
      return []
    case .flow(let child):
      return attach(child, parent: owner, host: stack, createdBy: route, cause: cause) ?? []
    case .unavailable(let reason):
      emit(
        .ignored(NavigationError.unavailable(route: route.description, reason: reason).description))
      return []
    }
  }

  /// Pushes one screen. A screen its owner shows while starting is part of its first content.
  ///
  /// - Complexity: O(1) amortized.
  func appendScreen(
    _ route: AnyRoute, model: AnyObject?, owner: AnyCoordinator, onto stack: StackID,
    cause: NavigationCause, initial: Bool? = nil, id: ScreenID? = nil
  ) {
    guard let address = layout.stackAddresses[stack] ?? materialize(stack, cause: cause) else {
      emit(.ignored("\(owner.name) pushed \(route) onto \(stack), which is no longer shown"))
      return
    }
    let screen = Screen(id: id ?? ScreenID(rawValue: makeID()), route: route, owner: owner.id)
    layout.append(
      screen, model: model, at: address, isInitial: initial ?? (owner.lifecycle == .starting),
      newestOfOwner: tree.read(owner.id, { $0.newestScreen }) ?? 0)
    tree.notePush(of: screen.id, by: owner.id, onto: stack)
    emit(.pushed(screen, stack: stack, cause: cause))
  }

  /// Pops a stack down to `count` screens. Modals presented from a screen that leaves are
  /// dismissed first; owners left with nothing finish. When `collapse` is true and the stack
  /// empties, a modal layer is dismissed and a tab is removed.
  ///
  /// - Complexity: O(*k*) in the number of screens removed.
  func truncate(
    _ stack: StackID, to count: Int, collapse: Bool = true, cause: NavigationCause
  ) -> [FollowUp] {
    guard let address = layout.stackAddresses[stack] else { return [] }
    let newCount = max(0, count)
    guard newCount < layout.count(at: address) else { return [] }
    var after: [FollowUp] = []
    let above = address.layer + 1
    if above < layout.state.layers.count, let presenter = layout.state.layers[above].presenter,
      let record = layout.screenRecords[presenter], record.address == address,
      record.position >= newCount
    {
      after.add(dismissLayers(from: above, cause: cause))
    }
    guard let current = layout.stackAddresses[stack] else { return after }
    let start = departing.count
    let removed = layout.truncate(at: current, to: newCount, departing: &departing)
    forgetDepartures(from: start, leaving: removed)
    emit(.popped(removed, stack: stack, cause: cause))
    if collapse, newCount == 0 { after.add(stackEmptied(stack, cause: cause)) }
    after.add(settleOwners(of: removed, cause: cause))
    return after
  }

  /// Takes the screens that left since `departing` held `start` entries off their owners'
  /// counts, in the order they left, and watches their models for leaks (labelled with their
  /// routes, from `screens`, the screens that left).
  func forgetDepartures(from start: Int, leaving screens: [Screen]) {
    for index in start..<departing.count {
      tree.noteDeparture(
        of: departing[index].owner, newer: departing[index].record.newerOfOwner,
        older: departing[index].record.olderOfOwner)
    }
    guard let leakTracker else { return }
    for (offset, departure) in departing[start...].enumerated() {
      guard let model = departure.record.model else { continue }
      // The screens left in the departures' order; searched only if that ever differed.
      let screen =
        offset < screens.count && screens[offset].id == departure.screen
        ? screens[offset] : screens.first { $0.id == departure.screen }
      let route = screen.map { "\($0.route)" } ?? "\(departure.screen)"
      leakTracker.track(model, kind: .screenModel, label: "\(route) (\(type(of: model)))")
    }
  }

  /// The screens a coordinator shows, in any layer, newest first.
  ///
  /// - Complexity: O(*k*) in their number.
  func screens(of coordinator: CoordinatorID) -> [ScreenID] {
    guard let (newest, count) = tree.read(coordinator, { ($0.newestScreen, $0.screenCount) })
    else { return [] }
    return layout.ownerScreens(from: newest, count: Int(count))
  }

  /// Finishes the owners of screens that left when nothing is left of them.
  /// Screens of one owner usually lie together: each run of them is checked once.
  func settleOwners(of screens: [Screen], cause: NavigationCause) -> [FollowUp] {
    var after: [FollowUp] = []
    var previous: CoordinatorID?
    for index in screens.indices where screens[index].owner != previous {
      // By index: only the owner is read, not a copy of each screen with its route.
      let owner = screens[index].owner
      previous = owner
      // The root finishes only by its own call: not looked up.
      if owner != root.id, let coordinator = tree.coordinator(owner) {
        after.add(settle(coordinator, cause: cause))
      }
    }
    return after
  }

  /// The lowest position on the stack at `address` of a screen that `coordinator` (and, when
  /// asked, its descendants) shows there; `nil` when none is there.
  ///
  /// - Complexity: O(*k*) in the screens (and coordinators) looked at.
  func lowestPosition(
    of coordinator: AnyCoordinator, descendants: Bool, in address: NavigationLayout.StackAddress
  ) -> Int? {
    var lowest: Int?
    var queue = [coordinator]
    while let node = queue.popLast() {
      guard let entry = tree.node(node.id) else { continue }
      for screen in screens(of: node.id) {
        if let record = layout.screenRecords[screen], record.address == address {
          lowest = min(lowest ?? record.position, record.position)
        }
      }
      if descendants { queue.append(contentsOf: entry.children.values) }
    }
    return lowest
  }
}
