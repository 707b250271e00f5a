// The store side of the calls a coordinator makes (`show`, `pop`, `finish`, `run` ...). Each
// is one change: it commits as one update.

extension NavigationStore {
  /// Whether the coordinator may navigate; records an ignored call otherwise. The operation's
  /// text is only built for that record: describing a route is far dearer than the call.
  func isRunning(_ coordinator: AnyCoordinator, _ operation: @autoclosure () -> String) -> Bool {
    guard coordinator.isActive, coordinator.store === self else {
      mutate {
        emit(.ignored("\(operation()) on \(coordinator.name), which is not running"))
      }
      return false
    }
    return true
  }

  func show(_ route: AnyRoute, from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "show(\(route))"),
      let stack = currentStack(of: coordinator)
    else { return }
    mutate { place(route, owner: coordinator, onto: stack) }
  }

  func present(_ route: AnyRoute, style: PresentationStyle, from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "present(\(route))") else { return }
    mutate {
      let stack = makePendingLayer(style: style, presenter: storage.topScreen?.id)
      place(route, owner: coordinator, onto: stack)
    }
  }

  func setStack(_ routes: [AnyRoute], from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "setStack"), let stack = currentStack(of: coordinator) else {
      return
    }
    mutate {
      coordinator.holds += 1
      defer {
        coordinator.holds -= 1
        settle(coordinator)
      }
      var remaining = routes[...]
      if let address = stackAddresses[stack] {
        let count = storage.layers[address.layer].stacks[address.stack].screens.count
        // This coordinator's part starts at the lowest screen it or a descendant shows here.
        let start = lowestPosition(of: coordinator, descendants: true, in: address) ?? count
        var keep = start
        while keep < count, let next = remaining.first {
          let screen = storage.layers[address.layer].stacks[address.stack].screens[keep]
          guard screen.owner == coordinator.id, screen.route == next else { break }
          keep += 1
          remaining = remaining.dropFirst()
        }
        truncate(stack, to: keep, collapse: false)
      }
      for route in remaining {
        place(route, owner: coordinator, onto: stack)
      }
      if routes.isEmpty, let address = stackAddresses[stack],
        storage.layers[address.layer].stacks[address.stack].screens.isEmpty
      {
        stackEmptied(stack)
      }
    }
  }

  func pop(from coordinator: AnyCoordinator) -> Bool {
    guard isRunning(coordinator, "pop()"), let stack = currentStack(of: coordinator),
      let address = stackAddresses[stack]
    else { return false }
    let count = storage.layers[address.layer].stacks[address.stack].screens.count
    guard count > 1 else { return false }
    mutate { truncate(stack, to: count - 1) }
    return true
  }

  func popToRoot(from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "popToRoot()"), let stack = currentStack(of: coordinator)
    else { return }
    mutate { truncate(stack, to: 1) }
  }

  func popToFirstScreen(from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "popToFirstScreen()"), let stack = currentStack(of: coordinator),
      let address = stackAddresses[stack]
    else { return }
    guard let first = lowestPosition(of: coordinator, descendants: false, in: address) else {
      return
    }
    mutate { truncate(stack, to: first + 1) }
  }

  func pop(to route: AnyRoute, from coordinator: AnyCoordinator) throws(NavigationError) {
    guard coordinator.isActive else { throw .coordinatorNotActive(coordinator.name) }
    guard let stack = currentStack(of: coordinator), let address = stackAddresses[stack] else {
      throw .routeNotShown(route: route.description)
    }
    guard
      let index = storage.layers[address.layer].stacks[address.stack].screens.lastIndex(where: {
        $0.owner == coordinator.id && $0.route == route
      })
    else { throw .routeNotShown(route: route.description) }
    mutate { truncate(stack, to: index + 1) }
  }

  func dismiss(from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "dismiss()"), let stack = currentStack(of: coordinator),
      let address = stackAddresses[stack]
    else { return }
    mutate {
      if storage.layers.count > address.layer + 1 {
        dismissLayers(from: address.layer + 1)
      } else if address.layer > 0 {
        dismissLayers(from: address.layer)
      }
    }
  }

  func finish(_ coordinator: AnyCoordinator, output: (any Sendable)?) {
    guard isRunning(coordinator, "finish()") else { return }
    mutate {
      coordinator.output = output
      finishSubtree(coordinator)
    }
  }

  func run(
    _ route: AnyRoute, presentation: FlowPresentation, expecting output: Any.Type,
    from coordinator: AnyCoordinator,
    completion: @escaping (Result<any Sendable, any Error>) -> Void
  ) {
    guard coordinator.isActive, coordinator.store === self else {
      completion(.failure(NavigationError.coordinatorNotActive(coordinator.name)))
      return
    }
    guard let destination = coordinator.destination(forErased: route) else {
      completion(
        .failure(
          NavigationError.wrongRouteType(route: route.description, coordinator: coordinator.name)
        ))
      return
    }
    let child: AnyCoordinator
    switch destination {
    case .flow(let flow): child = flow
    case .screen:
      completion(.failure(NavigationError.notAFlow(route: route.description)))
      return
    case .unavailable(let reason):
      completion(
        .failure(NavigationError.unavailable(route: route.description, reason: reason)))
      return
    }
    guard child.outputType == output else {
      completion(
        .failure(
          NavigationError.resultTypeMismatch(
            route: route.description, expected: String(describing: output))))
      return
    }
    // A child that already runs has callers of its own: refuse before touching its handlers.
    guard child.lifecycle == .idle, child.store == nil else {
      completion(.failure(NavigationError.coordinatorAlreadyAttached(child.name)))
      return
    }
    child.completionHandlers.append { end in
      switch end {
      case .completed(let value): completion(.success(value))
      case .cancelled(let cause): completion(.failure(FlowCancelled(cause: cause, route: route)))
      }
    }
    mutate {
      let host: StackID?
      switch presentation {
      case .push: host = currentStack(of: coordinator)
      case .modal(let style):
        host = makePendingLayer(style: style, presenter: storage.topScreen?.id)
      }
      let attached = host.map { attach(child, parent: coordinator, host: $0, createdBy: route) }
      if attached != true {
        child.completionHandlers = []
        completion(.failure(NavigationError.coordinatorAlreadyAttached(child.name)))
      }
    }
  }

  func routes(ownedBy coordinator: AnyCoordinator) -> [AnyRoute] {
    coordinator.ownedScreens
      .compactMap { id in screenRecords[id].map { (id, $0) } }
      .sorted { lhs, rhs in
        (lhs.1.address.layer, lhs.1.address.stack, lhs.1.position)
          < (rhs.1.address.layer, rhs.1.address.stack, rhs.1.position)
      }
      .compactMap { id, _ in route(of: id) }
  }

  func selectedTabRoute(of container: AnyCoordinator) -> AnyRoute? {
    guard let layer = tabLayerIndex(of: container) else { return nil }
    return storage.layers[layer].visibleStack?.tab
  }

  func selectTab(_ route: AnyRoute, in container: AnyCoordinator) throws(NavigationError) {
    guard container.isActive else { throw .coordinatorNotActive(container.name) }
    guard let layer = tabLayerIndex(of: container),
      let index = storage.layers[layer].stacks.firstIndex(where: { $0.tab == route })
    else { throw .routeNotShown(route: route.description) }
    mutate { select(tab: index, inLayer: layer) }
  }
}
