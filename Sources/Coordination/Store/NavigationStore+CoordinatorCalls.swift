// The store side of a coordinator's calls (`show`, `pop`, `finish`, `run` ...), each one change.

extension NavigationStore {
  /// Applies a call of the coordinator API. On a coordinator that does not run it is recorded
  /// as ignored, or throws where the API says so; nothing changes then.
  func carryOut(_ call: CoordinatorCall, from coordinator: AnyCoordinator) throws(NavigationError)
    -> CommandOutcome
  {
    assert(coordinator.store === self, "a coordinator calls its own store")
    if case .run(let route, let presentation, let output, let completion) = call {
      return run(
        route, presentation: presentation, expecting: output, from: coordinator, completion)
    }
    guard coordinator.isActive else {
      if call.throwsWhenNotRunning { throw .coordinatorNotActive(coordinator.name) }
      let (operation, name) = (call.name, coordinator.name)
      mutate { emit(.ignored("\(operation) on \(name), which is not running")) }
      return .ignored
    }
    let cause = cause(of: coordinator)
    let stack = currentStack(of: coordinator)
    switch call {
    case .show(let route):
      guard let stack else { return .ignored }
      change(cause) { place(route, owner: coordinator, onto: stack, in: &$0) }
    case .present(let route, let style):
      let options = coordinator.sheetOptions(forErased: route)
      change(cause) { change in
        let stack = reserveModalLayer(style: style, options: options, in: &change)
        place(route, owner: coordinator, onto: stack, in: &change)
      }
    case .setStack(let routes):
      guard let stack else { return .ignored }
      change(cause) { change in
        withHold(coordinator) { replaceStack(stack, with: routes, of: coordinator, in: &change) }
        settle(coordinator, in: &change)
      }
    case .pop, .popToRoot, .popToFirstScreen, .popTo:
      return try pop(call, of: coordinator, on: stack)
    case .dismiss:
      return dismiss(from: coordinator, on: stack)
    case .finish(let output):
      change(cause) { change in
        let replaced = engine.setOutput(output, of: coordinator.id)  // released after the step
        withExtendedLifetime(replaced) {}
        finishSubtree(coordinator, in: &change)
      }
    case .selectTab(let route):
      return try selectTab(route, in: coordinator)
    case .showInColumn(let route, let column):
      return try showInColumn(route, column, of: coordinator)
    case .run:
      return .ignored  // handled above
    }
    return .applied
  }

  /// The cause of a coordinator's call: its start's while starting, else `.code`.
  func cause(of coordinator: AnyCoordinator) -> NavigationCause {
    guard coordinator.lifecycle == .starting else { return .code }
    return engine.node(coordinator.id)?.startCause ?? .code
  }

  private func pop(
    _ call: CoordinatorCall, of coordinator: AnyCoordinator, on stack: StackID?
  ) throws(NavigationError) -> CommandOutcome {
    guard let stack, let address = engine.address(of: stack) else {
      if case .popTo(let route) = call { throw .routeNotShown(route: route.description) }
      return .ignored
    }
    let count = engine.count(at: address)
    let keep: Int?
    switch call {
    case .pop: keep = count > 1 ? count - 1 : nil
    case .popToRoot: keep = 1
    case .popToFirstScreen:
      keep = lowestPositions(of: coordinator, descendants: false).lowest[stack].map { $0 + 1 }
    case .popTo(let route):
      guard
        let index = engine.screens(at: address).lastIndex(where: {
          $0.owner == coordinator.id && $0.route == route
        })
      else { throw .routeNotShown(route: route.description) }
      keep = index + 1
    default: keep = nil  // not a pop
    }
    guard let keep else { return .ignored }
    change(cause(of: coordinator)) { truncate(stack, to: keep, in: &$0) }
    return .applied
  }

  /// Dismisses the layers above the coordinator's current stack, or else its own layer.
  private func dismiss(from coordinator: AnyCoordinator, on stack: StackID?) -> CommandOutcome {
    guard let stack, let address = engine.address(of: stack) else { return .ignored }
    let above = address.layer + 1
    let from = engine.state.layers.count > above ? above : max(address.layer, 1)
    change(cause(of: coordinator)) { dismissLayers(from: from, in: &$0) }
    return .applied
  }

  /// Starts a flow whose result (or failure to start) `completion` receives.
  private func run(
    _ route: AnyRoute, presentation: FlowPresentation, expecting output: Any.Type?,
    from coordinator: AnyCoordinator,
    _ completion: @escaping (Result<any Sendable, any Error>) -> Void
  ) -> CommandOutcome {
    let child: AnyCoordinator
    switch flow(for: route, of: coordinator, expecting: output) {
    case .success(let flow): child = flow
    case .failure(let error):
      completion(.failure(error))
      return .ignored
    }
    let handler: (FlowOutcome) -> Void = { [weak self, weak child] end in
      let result: Result<any Sendable, any Error> =
        switch end {
        case .completed(let value): .success(value)
        case .cancelled(let cause): .failure(FlowCancelled(cause: cause, route: route))
        }
      guard let self, let child else { return completion(result) }
      self.runCompletion(of: child.id) { completion(result) }
    }
    change(cause(of: coordinator)) { change in
      var host = currentStack(of: coordinator)
      if case .modal(let style) = presentation {
        let options = coordinator.sheetOptions(forErased: route)
        host = reserveModalLayer(style: style, options: options, in: &change)
      }
      guard let host,
        attach(
          child, parent: coordinator, host: host, createdBy: route, handlers: [handler], in: &change
        )
      else {
        completion(.failure(NavigationError.coordinatorAlreadyAttached(child.name)))
        return
      }
    }
    return .applied
  }

  /// The idle flow a route of `coordinator` starts, when it returns `output`.
  private func flow(
    for route: AnyRoute, of coordinator: AnyCoordinator, expecting output: Any.Type?
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
      if let output, child.outputType != output {
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
      .compactMap { id in engine.record(of: id).map { (id, $0) } }
      .sorted { lhs, rhs in
        (lhs.1.address.layer, lhs.1.address.stack, lhs.1.position)
          < (rhs.1.address.layer, rhs.1.address.stack, rhs.1.position)
      }
      .compactMap { id, _ in engine.screen(id)?.route }
  }

  private func selectTab(
    _ route: AnyRoute, in container: AnyCoordinator
  ) throws(NavigationError) -> CommandOutcome {
    guard let (layer, index) = tab(route, of: container) else {
      throw .routeNotShown(route: route.description)
    }
    change(cause(of: container)) { engine.select(tab: index, inLayer: layer, cause: $0.cause) }
    return .applied
  }

  private func showInColumn(
    _ route: AnyRoute, _ column: SplitColumn, of container: AnyCoordinator
  ) throws(NavigationError) -> CommandOutcome {
    guard let layerIndex = tabLayerIndex(of: container),
      let index = engine.state.layers[layerIndex].splitColumns?.firstIndex(of: column)
    else { throw .routeNotShown(route: column.rawValue) }
    let stack = engine.state.layers[layerIndex].stacks[index].id
    change(cause(of: container)) { change in
      engine.select(tab: index, inLayer: layerIndex, cause: change.cause)
      place(route, owner: container, onto: stack, in: &change)
    }
    return .applied
  }
}
