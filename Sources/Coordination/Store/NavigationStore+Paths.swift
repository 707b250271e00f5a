// Paths of routes across nested coordinators: what a deep link resolves to. Applying a path
// keeps what is already shown where it matches, validates the rest without changing anything,
// then builds it in one change.

extension NavigationStore {
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
    try apply(steps: path.map { PathStep(erased: $0) }, cause: cause)
  }

  /// Shows a path whose steps may be presented as well as pushed (see ``PathStep``).
  ///
  /// ```swift
  /// try store.apply(steps: [PathStep(AppRoute.settings), PathStep(SettingsRoute.editName, presentation: .sheet)])
  /// ```
  ///
  /// A presented step opens a modal layer above the stack the steps before it reached; the
  /// steps after it push onto that layer. What is shown already and matches is kept, layers
  /// included; everything above the last matching screen leaves.
  ///
  /// - Throws: ``NavigationError/invalidPath(reason:)`` when the first step is presented or a
  ///   step is presented as the root; otherwise as ``apply(path:cause:)``. Nothing changes then.
  /// - Complexity: O(*p* + *k*) for a path of *p* routes and *k* screens that leave.
  public func apply(steps path: [PathStep], cause: NavigationCause = .deepLink)
    throws(NavigationError)
  {
    guard let first = path.first else { throw .emptyPath }
    guard first.presentation == .push else {
      throw .invalidPath(reason: "its first step, \(first), cannot be presented")
    }
    if let rootStep = path.first(where: { $0.presentation == .modal(.root) }) {
      throw .invalidPath(reason: "step \(rootStep) cannot be presented as a root layer")
    }
    guard root.isActive else { throw .coordinatorNotActive(root.name) }

    // 1. Walk what is shown as far as it matches the path. What a coordinator showed while
    //    starting (its first screens, the children it started then) is kept as it is: a path
    //    names only what comes after it, though it may name it too.
    var current = root
    var stack = root.hostStack
    var position = 0
    var tabSelection: (layer: Int, index: Int)?
    var index = 0
    walk: while index < path.count, var currentStackID = stack {
      let route = path[index].route
      if screen(at: position, in: currentStackID) == nil,
        let (container, tabStack) = tabContainer(
          above: currentStackID, startedBy: path[index], under: current)
      {
        // A tab container has no screen of its own: its layer of tabs is right above.
        current = container
        stack = tabStack
        position = 0
        index += 1
        continue
      }
      if case .modal(let style) = path[index].presentation {
        // A presented step goes on in the layer above, when everything below it matched. What
        // the coordinator it reached showed while starting stays below it, as on a push.
        position = pastInitialContent(of: current, from: position, in: currentStackID)
        guard screen(at: position, in: currentStackID) == nil,
          let next = presentedStack(above: currentStackID, style: style),
          let first = next.screens.first, first.owner == current.id || isChild(first, of: current)
        else { break walk }
        stack = next.id
        currentStackID = next.id
        position = 0
      }
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
        } else if let first = tabStack.screens.first, first.owner == current.id {
          position = 1
        }
        index += 1
        continue
      }
      while let screen = screen(at: position, in: currentStackID) {
        if screen.owner == current.id, screen.route == route {
          position += 1
          index += 1
          continue walk
        }
        if let owner = coordinators[screen.owner], owner.parent === current,
          owner.creatingRoute == route
        {
          current = owner
          index += 1
          continue walk
        }
        guard isInitialContent(screen, of: current) else { break walk }
        position += 1
      }
      break
    }
    if index == path.count, let stack {
      position = pastInitialContent(of: current, from: position, in: stack)
    }

    // 2. Plan the rest without changing anything: every route must belong to the coordinator
    //    it reaches and be available.
    var steps: [(route: AnyRoute, presentation: FlowPresentation, destination: Destination)] = []
    var owner = current
    for step in path[index...] {
      let route = step.route
      guard let destination = owner.destination(forErased: route) else {
        throw .wrongRouteType(route: route.description, coordinator: owner.name)
      }
      switch destination {
      case .screen:
        break
      case .flow(let child):
        guard child.lifecycle == .idle, child.store == nil else {
          throw .coordinatorAlreadyAttached(child.name)
        }
        owner = child
      case .unavailable(let reason):
        throw .unavailable(route: route.description, reason: reason)
      }
      steps.append((route, step.presentation, destination))
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
          dismissLayers(from: address.layer + 1)
          if let tabSelection { select(tab: tabSelection.index, inLayer: tabSelection.layer) }
          if let stack { truncate(stack, to: position, collapse: false) }
        }
        build(steps, from: current, fallback: stack)
      }
    }
  }

  /// Shows the planned steps. A coordinator started here shows its first content by itself;
  /// a route that names that content again is matched to it instead of being shown twice, and
  /// from then on destinations are asked of the coordinators actually running.
  private func build(
    _ steps: [(route: AnyRoute, presentation: FlowPresentation, destination: Destination)],
    from current: AnyCoordinator,
    fallback: StackID?
  ) {
    var owner = current
    var started: Set<ObjectIdentifier> = []
    var matched: Set<ScreenID> = []
    var replanned = false
    for step in steps {
      if started.contains(ObjectIdentifier(owner)) {
        if let tab = owner.tabRoutes?.firstIndex(of: step.route),
          let layer = tabLayerIndex(of: owner)
        {
          select(tab: tab, inLayer: layer)
        }
        if let child = owner.childStorage.values.first(where: {
          $0.startedWithParent && $0.creatingRoute == step.route
            && !started.contains(ObjectIdentifier($0))
        }) {
          owner = child
          started.insert(ObjectIdentifier(child))
          replanned = true
          continue
        }
        if let screen = owner.ownedScreens.first(where: { id in
          !matched.contains(id) && screenRecords[id]?.isInitial == true
            && route(of: id) == step.route
        }) {
          matched.insert(screen)
          continue
        }
      }
      let destination = replanned ? owner.destination(forErased: step.route) : step.destination
      let target: StackID
      if case .modal(let style) = step.presentation {
        target = makePendingLayer(style: style, presenter: storage.topScreen?.id)
      } else if let stack = currentStack(of: owner) ?? fallback {
        target = stack
      } else {
        return
      }
      switch destination {
      case .screen(let model):
        appendScreen(step.route, model: model, owner: owner, onto: target)
      case .flow(let child):
        guard attach(child, parent: owner, host: target, createdBy: step.route) else { return }
        started.insert(ObjectIdentifier(child))
        owner = child
      case .unavailable(let reason):
        emit(
          .ignored(
            NavigationError.unavailable(route: step.route.description, reason: reason).description))
        return
      case nil:
        emit(
          .ignored(
            NavigationError.wrongRouteType(route: step.route.description, coordinator: owner.name)
              .description))
        return
      }
    }
  }

  /// The visible stack of the layer right above `stack`'s layer, when that layer has `style`.
  private func presentedStack(above stack: StackID, style: PresentationStyle) -> ScreenStack? {
    guard let address = stackAddresses[stack], address.layer + 1 < storage.layers.count,
      storage.layers[address.layer + 1].style == style
    else { return nil }
    return storage.layers[address.layer + 1].visibleStack
  }

  /// The tab container that `step` started under `parent`, when its tabbed layer lies right
  /// above `stack`'s layer, and that layer's visible stack. A pushed container lays its tabs out
  /// full screen; a presented one in the presented layer.
  private func tabContainer(
    above stack: StackID, startedBy step: PathStep, under parent: AnyCoordinator
  ) -> (AnyCoordinator, StackID)? {
    guard let address = stackAddresses[stack], address.layer + 1 < storage.layers.count else {
      return nil
    }
    let layer = storage.layers[address.layer + 1]
    let fits =
      switch step.presentation {
      case .push: layer.style == .fullScreen
      case .modal(let style): layer.style == style
      }
    guard layer.isTabbed, fits, let visible = layer.visibleStack,
      let container = parent.childStorage.values.first(where: {
        $0.creatingRoute == step.route && $0.tabRoutes != nil
          && tabLayerIndex(of: $0) == address.layer + 1
      })
    else { return nil }
    return (container, visible.id)
  }

  /// Whether a screen belongs to a direct child of `coordinator`.
  private func isChild(_ screen: Screen, of coordinator: AnyCoordinator) -> Bool {
    coordinators[screen.owner]?.parent === coordinator
  }

  /// The screen at a position of a stack, if there is one.
  private func screen(at position: Int, in stack: StackID) -> Screen? {
    guard let address = stackAddresses[stack],
      position < storage.layers[address.layer].stacks[address.stack].screens.count
    else { return nil }
    return storage.layers[address.layer].stacks[address.stack].screens[position]
  }

  /// The first position of `stack`, from `position` up, that does not hold what `coordinator`
  /// showed while it started.
  private func pastInitialContent(
    of coordinator: AnyCoordinator, from position: Int, in stack: StackID
  ) -> Int {
    var position = position
    while let screen = screen(at: position, in: stack), isInitialContent(screen, of: coordinator) {
      position += 1
    }
    return position
  }

  /// Whether a screen is part of what `coordinator` showed while it started: its own first
  /// screens, or the first screens of children it started then, and so on down.
  private func isInitialContent(_ screen: Screen, of coordinator: AnyCoordinator) -> Bool {
    guard screenRecords[screen.id]?.isInitial == true, var node = coordinators[screen.owner]
    else { return false }
    while node !== coordinator {
      guard node.startedWithParent, let parent = node.parent else { return false }
      node = parent
    }
    return true
  }
}
