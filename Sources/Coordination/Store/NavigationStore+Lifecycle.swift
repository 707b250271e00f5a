// Coordinator steps: starting one, finishing it when nothing is left of it, ending a subtree.
// Each returns what is left to do once the state is complete (see `FollowUp`).

extension NavigationStore {
  /// Runs one change: `step` edits the state, then its follow-ups run in order.
  func commit(_ step: () -> [FollowUp]) {
    mutate {
      var queue = step()
      var next = 0
      while next < queue.count {
        let followUp = queue[next]
        next += 1
        queue.add(perform(followUp))
      }
    }
  }

  /// Runs one follow-up; returns the ones it leads to.
  private func perform(_ followUp: FollowUp) -> [FollowUp] {
    switch followUp {
    case .settle(let coordinator, let cause):
      return settle(coordinator, cause: cause)
    case .ended(let coordinator, let parent, let outcome, let handlers):
      // What the app does here is its own navigation (cause `.code`), nested in this change.
      for handler in handlers { handler(outcome) }
      if coordinator === root { rootFlowEnded(outcome) }
      parent?.childFlowDidEnd(route: coordinator.route, outcome: outcome)
      parent?.didFinish(child: coordinator)
      return []
    }
  }

  /// The cause of a coordinator's call: its start's while starting, else `.code`.
  func cause(of coordinator: AnyCoordinator) -> NavigationCause {
    guard coordinator.lifecycle == .starting else { return .code }
    return engine.tree.node(coordinator.id)?.startCause ?? .code
  }

  /// Starts `child` under `parent` on `host`; `nil` (recorded) when it already ran somewhere.
  func attach(
    _ child: AnyCoordinator, parent: AnyCoordinator?, host: StackID, createdBy route: AnyRoute?,
    cause: NavigationCause, handlers: [(FlowOutcome) -> Void] = []
  ) -> [FollowUp]? {
    guard child.lifecycle == .idle, child.store == nil else {
      emit(.ignored(NavigationError.coordinatorAlreadyAttached(child.name).description))
      return nil
    }
    var (host, after) = self.host(for: child, parent: parent, on: host, cause: cause)
    let startedWithParent = parent?.lifecycle == .starting
    child.bind(
      to: self, id: CoordinatorID(rawValue: engine.makeID()), parent: parent, route: route,
      restored: false)
    engine.insert(
      child, host: host, startedWithParent: startedWithParent, cause: cause,
      completionHandlers: handlers)
    emit(.started(child.id, name: child.name, parent: parent?.id))
    after.add(installTabs(for: child, cause: cause))  // a container's tabs come before start()
    child.start()
    if child.activate() {
      after.add(settle(child, cause: cause))
    }
    return after
  }

  /// The stack a coordinator that needs a layer of its own style (an alert's) starts on:
  /// `host` when its layer has that style or was reserved for it (restyled then), else a new
  /// layer.
  private func host(
    for child: AnyCoordinator, parent: AnyCoordinator?, on host: StackID, cause: NavigationCause
  ) -> (StackID, [FollowUp]) {
    guard let style = child.requiredStyle, engine.layout.style(of: host) != style else {
      return (host, [])
    }
    let parentNode = parent.flatMap { engine.tree.node($0.id) }
    let reservedForChild = parentNode?.hostStack != host && parentNode?.lastStack != host
    if reservedForChild, engine.restyleReservation(host, to: style) { return (host, []) }
    return reserveModalLayer(style: style, cause: cause)
  }

  /// Runs `body` with `coordinator` held: it does not finish by itself meanwhile (its last
  /// screen may leave only to be replaced). One not in the tree yet is not held.
  func withHold<Result>(_ coordinator: AnyCoordinator, _ body: () -> Result) -> Result {
    let held = engine.tree.node(coordinator.id) != nil
    if held { engine.hold(coordinator.id) }
    defer { if held { engine.release(coordinator.id) } }
    return body()
  }

  /// Finishes a coordinator left with no screen, no child and no change holding it (never the
  /// root); its parent is checked the same way once its callbacks ran.
  func settle(_ coordinator: AnyCoordinator, cause: NavigationCause) -> [FollowUp] {
    guard coordinator !== root, coordinator.lifecycle == .active,
      engine.tree.node(coordinator.id)?.isSpent == true
    else { return [] }
    guard let ended = markFinished(coordinator, cause: cause) else { return [] }
    guard let parent = coordinator.parent else { return [ended] }
    return [ended, .settle(parent, cause: cause)]
  }

  /// Marks a coordinator finished, once, and drops it; returns its callbacks.
  func markFinished(_ coordinator: AnyCoordinator, cause: NavigationCause) -> FollowUp? {
    guard coordinator.end(), let (node, given) = engine.remove(coordinator) else { return nil }
    let output: (any Sendable)? = if let given { given } else { coordinator.outputWhenTakenAway }
    let outcome: FlowOutcome = output.map { .completed($0) } ?? .cancelled(cause)
    let name = coordinator.name
    emit(.finished(coordinator.id, name: name, cause: cause, completed: output != nil))
    leakTracker?.track(coordinator, kind: .coordinator, label: name)
    return .ended(
      coordinator, parent: coordinator.parent, outcome: outcome,
      handlers: node.completionHandlers)
  }

  /// Ends a coordinator by its own call: its subtree's screens and all above them leave, then
  /// what still runs of the subtree finishes, deepest first.
  func finishSubtree(_ coordinator: AnyCoordinator, cause: NavigationCause) -> [FollowUp] {
    var lowest: [StackID: Int] = [:]
    var subtree: [AnyCoordinator] = []
    var queue = [coordinator]
    while let node = queue.popLast() {
      subtree.append(node)
      guard let entry = engine.tree.node(node.id) else { continue }
      for screen in entry.screens {
        guard let record = engine.layout.screenRecords[screen] else { continue }
        let stack = engine.layout.stackID(at: record.address)
        lowest[stack] = min(lowest[stack] ?? Int.max, record.position)
      }
      // Sorted: a dictionary's order differs between stores, and so would the events.
      queue.append(contentsOf: entry.children.values.sorted { $0.id < $1.id })
    }
    // The top layer first; within a layer (a tab container's tabs), its stacks in order.
    let ordered = lowest.sorted { lhs, rhs in
      let left = engine.layout.stackAddresses[lhs.key] ?? .init(layer: 0, stack: 0)
      let right = engine.layout.stackAddresses[rhs.key] ?? .init(layer: 0, stack: 0)
      return left.layer != right.layer ? left.layer > right.layer : left.stack < right.stack
    }
    var after: [FollowUp] = []
    for (stack, position) in ordered {
      after.add(truncate(stack, to: position, cause: cause))
    }
    for node in subtree.reversed() where node.isActive {
      if let ended = markFinished(node, cause: cause) { after.append(ended) }
    }
    if let parent = coordinator.parent { after.append(.settle(parent, cause: cause)) }
    return after
  }
}
