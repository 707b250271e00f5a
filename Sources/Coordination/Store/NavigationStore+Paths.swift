// Paths of routes across nested coordinators: what a deep link resolves to. Applying a path
// keeps what is already shown where it matches, validates the rest without changing anything,
// then builds it in one change.

extension NavigationStore {
  private enum Step {
    case screen(AnyRoute, model: AnyObject?, owner: AnyCoordinator)
    case flow(AnyRoute, child: AnyCoordinator, parent: AnyCoordinator)
  }

  /// Shows a path of routes from the root coordinator down: the first route is the root's,
  /// each next one belongs to the coordinator the previous route started (or to the same
  /// coordinator, for a screen). Built as one change, so the platform renders once.
  ///
  /// ```swift
  /// try store.apply(path: [AppRoute.kanjiList, KanjiListRoute.detail("日")])
  /// ```
  ///
  /// What is shown already and matches the start of the path is kept (with its coordinators
  /// and models); modals are dismissed; the rest of the stack is replaced.
  ///
  /// - Throws: ``NavigationError`` when a route does not belong to the coordinator it reaches,
  ///   a guard refuses to let a screen leave, or the path is empty. Nothing changes then.
  /// - Complexity: O(*p* + *k*) for a path of *p* routes and *k* screens that leave.
  public func apply(path: [any NavigationRoute], cause: NavigationCause = .deepLink)
    throws(NavigationError)
  {
    try apply(erasedPath: path.map { AnyRoute($0) }, cause: cause)
  }

  /// ``apply(path:cause:)`` with routes already erased.
  public func apply(erasedPath path: [AnyRoute], cause: NavigationCause = .deepLink)
    throws(NavigationError)
  {
    guard !path.isEmpty else { throw .emptyPath }
    guard root.isActive else { throw .coordinatorNotActive(root.name) }

    // 1. Walk what is shown as far as it matches the path.
    var current = root
    var stack = root.hostStack
    var position = stack.map { skipInitialScreens(of: root, in: $0, from: 0) } ?? 0
    var tabSelection: (layer: Int, index: Int)?
    var index = 0
    while index < path.count, let currentStackID = stack {
      let route = path[index]
      if let tabs = current.tabRoutes, let tab = tabs.firstIndex(of: route),
        let layer = tabLayerIndex(of: current),
        storage.layers[layer].stacks.indices.contains(tab)
      {
        tabSelection = (layer, tab)
        let tabStack = storage.layers[layer].stacks[tab]
        stack = tabStack.id
        position = 0
        if let first = tabStack.screens.first, let owner = coordinators[first.owner],
          owner.parent === current, owner.creatingRoute == route
        {
          current = owner
          position = skipInitialScreens(of: owner, in: tabStack.id, from: 0)
        } else if let first = tabStack.screens.first, first.owner == current.id {
          position = 1
        }
        index += 1
        continue
      }
      guard let address = stackAddresses[currentStackID],
        position < storage.layers[address.layer].stacks[address.stack].screens.count
      else { break }
      let screen = storage.layers[address.layer].stacks[address.stack].screens[position]
      if screen.owner == current.id, screen.route == route {
        position += 1
        index += 1
        continue
      }
      if let owner = coordinators[screen.owner], owner.parent === current,
        owner.creatingRoute == route
      {
        current = owner
        position = skipInitialScreens(of: owner, in: currentStackID, from: position)
        index += 1
        continue
      }
      break
    }

    // 2. Plan the rest without changing anything.
    var steps: [Step] = []
    var owner = current
    for route in path[index...] {
      guard let destination = owner.destination(forErased: route) else {
        throw .wrongRouteType(route: route.description, coordinator: owner.name)
      }
      switch destination {
      case .screen(let model):
        steps.append(.screen(route, model: model, owner: owner))
      case .flow(let child):
        guard child.lifecycle == .idle, child.store == nil else {
          throw .coordinatorAlreadyAttached(child.name)
        }
        steps.append(.flow(route, child: child, parent: owner))
        owner = child
      case .unavailable(let reason):
        throw .unavailable(route: route.description, reason: reason)
      }
    }

    // 3. Ask the guards of everything that would leave.
    var leaving: [Screen] = []
    var address: StackAddress?
    if let stack, let found = stackAddresses[stack] {
      address = found
      leaving = screensAbove(address: found, position: position - 1)
    }
    if let refusal = refusal(among: leaving, cause: cause) { throw .refused(by: refusal) }

    // 4. Build it as one change.
    mutate {
      with(cause: cause) {
        current.holds += 1
        defer {
          current.holds -= 1
          settle(current)
        }
        if let address {
          if storage.layers.count > address.layer + 1 {
            dismissLayers(from: address.layer + 1)
          }
          if let tabSelection { select(tab: tabSelection.index, inLayer: tabSelection.layer) }
          if let stack { truncate(stack, to: position, collapse: false) }
        }
        for step in steps {
          switch step {
          case .screen(let route, let model, let owner):
            guard let target = currentStack(of: owner) ?? stack else { continue }
            appendScreen(route, model: model, owner: owner, onto: target)
          case .flow(let route, let child, let parent):
            guard let target = currentStack(of: parent) ?? stack else { continue }
            attach(child, parent: parent, host: target, createdBy: route)
          }
        }
      }
    }
  }

  /// The position after the screens `coordinator` showed while starting, from `position` on.
  private func skipInitialScreens(
    of coordinator: AnyCoordinator, in stack: StackID, from position: Int
  ) -> Int {
    guard let address = stackAddresses[stack] else { return position }
    let screens = storage.layers[address.layer].stacks[address.stack].screens.count
    var next = position
    while next < screens {
      let screen = storage.layers[address.layer].stacks[address.stack].screens[next]
      guard screen.owner == coordinator.id, screenRecords[screen.id]?.isInitial == true else {
        break
      }
      next += 1
    }
    return next
  }
}
