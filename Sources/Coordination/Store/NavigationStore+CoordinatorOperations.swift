// The store side of the calls a coordinator makes (`show`, `pop`, `finish`, `run` ...). Each
// is one change: it commits as one update.

extension NavigationStore {
  /// Whether the coordinator may navigate; records an ignored call otherwise. The operation's
  /// text is only built for that record: describing a route is far dearer than the call.
  ///
  /// Every caller is the coordinator's own store (`store?.show(…, from: self)`), so only the
  /// lifecycle is checked (its store is a weak reference, a look-up in the runtime's side table).
  func isRunning(_ coordinator: AnyCoordinator, _ operation: @autoclosure () -> String) -> Bool {
    assert(coordinator.store === self, "a coordinator calls its own store")
    guard coordinator.isActive else {
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
    commit { place(route, owner: coordinator, onto: stack, cause: cause(of: coordinator)) }
  }

  func present(_ route: AnyRoute, style: PresentationStyle, from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "present(\(route))") else { return }
    commit {
      let stack = engine.reserveLayer(
        style: style, presenter: engine.layout.state.topScreen?.id,
        options: coordinator.sheetOptions(forErased: route))
      return place(route, owner: coordinator, onto: stack, cause: cause(of: coordinator))
    }
  }

  func setStack(_ routes: [AnyRoute], from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "setStack"), let stack = currentStack(of: coordinator) else {
      return
    }
    let cause = cause(of: coordinator)
    commit {
      var after = withHold(coordinator) {
        replaceStack(stack, with: routes, of: coordinator, cause: cause)
      }
      after.add(settle(coordinator, cause: cause))
      return after
    }
  }

  /// Replaces `coordinator`'s part of `stack` with `routes`, keeping what already matches.
  private func replaceStack(
    _ stack: StackID, with routes: [AnyRoute], of coordinator: AnyCoordinator,
    cause: NavigationCause
  ) -> [FollowUp] {
    var after: [FollowUp] = []
    var remaining = routes[...]
    if let address = engine.layout.stackAddresses[stack] {
      let screens = engine.layout.screens(at: address)
      // This coordinator's part starts at the lowest screen it or a descendant shows here.
      var keep = lowestPosition(of: coordinator, descendants: true, in: address) ?? screens.count
      while keep < screens.count, let next = remaining.first,
        screens[keep].owner == coordinator.id,
        screens[keep].route == next
      {
        keep += 1
        remaining = remaining.dropFirst()
      }
      after.add(truncate(stack, to: keep, collapse: false, cause: cause))
    }
    for route in remaining {
      after.add(place(route, owner: coordinator, onto: stack, cause: cause))
    }
    if routes.isEmpty, let address = engine.layout.stackAddresses[stack],
      engine.layout.count(at: address) == 0
    {
      after.add(stackEmptied(stack, cause: cause))
    }
    return after
  }

  func pop(from coordinator: AnyCoordinator) -> Bool {
    guard isRunning(coordinator, "pop()"), let stack = currentStack(of: coordinator),
      let address = engine.layout.stackAddresses[stack]
    else { return false }
    let count = engine.layout.count(at: address)
    guard count > 1 else { return false }
    commit { truncate(stack, to: count - 1, cause: cause(of: coordinator)) }
    return true
  }

  func popToRoot(from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "popToRoot()"), let stack = currentStack(of: coordinator)
    else { return }
    commit { truncate(stack, to: 1, cause: cause(of: coordinator)) }
  }

  func popToFirstScreen(from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "popToFirstScreen()"), let stack = currentStack(of: coordinator),
      let address = engine.layout.stackAddresses[stack]
    else { return }
    guard let first = lowestPosition(of: coordinator, descendants: false, in: address) else {
      return
    }
    commit { truncate(stack, to: first + 1, cause: cause(of: coordinator)) }
  }

  func pop(to route: AnyRoute, from coordinator: AnyCoordinator) throws(NavigationError) {
    guard coordinator.isActive else { throw .coordinatorNotActive(coordinator.name) }
    guard let stack = currentStack(of: coordinator),
      let address = engine.layout.stackAddresses[stack]
    else {
      throw .routeNotShown(route: route.description)
    }
    guard
      let index = engine.layout.screens(at: address).lastIndex(
        where: {
          $0.owner == coordinator.id && $0.route == route
        })
    else { throw .routeNotShown(route: route.description) }
    commit { truncate(stack, to: index + 1, cause: cause(of: coordinator)) }
  }

  func dismiss(from coordinator: AnyCoordinator) {
    guard isRunning(coordinator, "dismiss()"), let stack = currentStack(of: coordinator),
      let address = engine.layout.stackAddresses[stack]
    else { return }
    commit {
      if engine.layout.state.layers.count > address.layer + 1 {
        return dismissLayers(from: address.layer + 1, cause: cause(of: coordinator))
      } else if address.layer > 0 {
        return dismissLayers(from: address.layer, cause: cause(of: coordinator))
      }
      return []
    }
  }

  func finish(_ coordinator: AnyCoordinator, output: (any Sendable)?) {
    guard isRunning(coordinator, "finish()") else { return }
    commit {
      let replaced = engine.setOutput(output, of: coordinator.id)  // released after the edit
      withExtendedLifetime(replaced) {}
      return finishSubtree(coordinator, cause: cause(of: coordinator))
    }
  }

  func run(
    _ route: AnyRoute, presentation: FlowPresentation, expecting output: Any.Type,
    from coordinator: AnyCoordinator,
    completion: @escaping (Result<any Sendable, any Error>) -> Void
  ) {
    let child: AnyCoordinator
    switch flow(for: route, of: coordinator, expecting: output) {
    case .success(let flow): child = flow
    case .failure(let error):
      completion(.failure(error))
      return
    }
    let handler: (FlowOutcome) -> Void = { end in
      switch end {
      case .completed(let value): completion(.success(value))
      case .cancelled(let cause): completion(.failure(FlowCancelled(cause: cause, route: route)))
      }
    }
    let cause = cause(of: coordinator)
    commit {
      let host: StackID?
      switch presentation {
      case .push: host = currentStack(of: coordinator)
      case .modal(let style):
        host = engine.reserveLayer(
          style: style, presenter: engine.layout.state.topScreen?.id,
          options: coordinator.sheetOptions(forErased: route))
      }
      guard let host,
        let after = attach(
          child, parent: coordinator, host: host, createdBy: route, cause: cause,
          handlers: [handler])
      else {
        completion(.failure(NavigationError.coordinatorAlreadyAttached(child.name)))
        return []
      }
      return after
    }
  }

  /// The idle flow a route of `coordinator` starts, when it returns `output`.
  private func flow(
    for route: AnyRoute, of coordinator: AnyCoordinator, expecting output: Any.Type
  ) -> Result<AnyCoordinator, NavigationError> {
    guard coordinator.isActive, coordinator.store === self else {
      return .failure(.coordinatorNotActive(coordinator.name))
    }
    switch coordinator.destination(forErased: route) {
    case nil:
      return .failure(.wrongRouteType(route: route.description, coordinator: coordinator.name))
    case .screen:
      return .failure(.notAFlow(route: route.description))
    case .unavailable(let reason):
      return .failure(.unavailable(route: route.description, reason: reason))
    case .flow(let child):
      guard child.outputType == output else {
        return .failure(
          .resultTypeMismatch(route: route.description, expected: String(describing: output)))
      }
      // A child that already runs has callers of its own: refuse before adding one.
      guard child.lifecycle == .idle, child.store == nil else {
        return .failure(.coordinatorAlreadyAttached(child.name))
      }
      return .success(child)
    }
  }

  func routes(ownedBy coordinator: AnyCoordinator) -> [AnyRoute] {
    screens(of: coordinator.id)
      .compactMap { id in engine.layout.screenRecords[id].map { (id, $0) } }
      .sorted { lhs, rhs in
        (lhs.1.address.layer, lhs.1.address.stack, lhs.1.position)
          < (rhs.1.address.layer, rhs.1.address.stack, rhs.1.position)
      }
      .compactMap { id, _ in engine.layout.route(of: id) }
  }

  func selectedTabRoute(of container: AnyCoordinator) -> AnyRoute? {
    guard let layer = tabLayerIndex(of: container) else { return nil }
    return engine.layout.state.layers[layer].visibleStack?.tab
  }

  func selectTab(_ route: AnyRoute, in container: AnyCoordinator) throws(NavigationError) {
    guard container.isActive else { throw .coordinatorNotActive(container.name) }
    guard let layer = tabLayerIndex(of: container),
      let index = engine.layout.state.layers[layer].stacks.firstIndex(where: { $0.tab == route })
    else { throw .routeNotShown(route: route.description) }
    commit {
      engine.select(tab: index, inLayer: layer, cause: cause(of: container))
      return []
    }
  }
}
