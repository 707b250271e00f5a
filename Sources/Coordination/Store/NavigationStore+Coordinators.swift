// Coordinator steps: starting one, finishing it when nothing is left of it, ending a subtree.

extension NavigationStore {
  /// Starts `child` under `parent` on `host`; false (recorded) when it already ran somewhere.
  @discardableResult
  func attach(
    _ child: AnyCoordinator, parent: AnyCoordinator?, host: StackID, createdBy route: AnyRoute?,
    handlers: [(FlowOutcome) -> Void] = [], in change: inout Change
  ) -> Bool {
    guard child.lifecycle == .idle, child.store == nil else {
      emit(.ignored(NavigationError.coordinatorAlreadyAttached(child.name).description))
      return false
    }
    let host = self.host(for: child, parent: parent, on: host, in: &change)
    let startedWithParent = parent?.lifecycle == .starting
    child.bind(
      to: self, id: CoordinatorID(rawValue: engine.makeID()), parent: parent, route: route,
      restored: false)
    engine.insert(
      child, host: host, startedWithParent: startedWithParent, cause: change.cause,
      completionHandlers: handlers)
    emit(.started(child.id, name: child.name, parent: parent?.id))
    installTabs(for: child, in: &change)  // a container's tabs come before start()
    child.start()
    if child.activate() { settle(child, in: &change) }
    return true
  }

  /// The stack a coordinator that needs a layer of its own style (an alert's) starts on:
  /// `host` when its layer has that style or was reserved for it (restyled then), else a new
  /// layer.
  private func host(
    for child: AnyCoordinator, parent: AnyCoordinator?, on host: StackID,
    in change: inout Change
  )
    -> StackID
  {
    guard let style = child.requiredStyle, engine.style(of: host) != style else {
      return host
    }
    let parentNode = parent.flatMap { engine.node($0.id) }
    let reservedForChild = parentNode?.hostStack != host && parentNode?.lastStack != host
    if reservedForChild, engine.restyleReservation(host, to: style) { return host }
    return reserveModalLayer(style: style, in: &change)
  }

  /// Finishes a coordinator left with no screen, no child and no change holding it (never the
  /// root); its parent is checked the same way once its callbacks ran.
  func settle(_ coordinator: AnyCoordinator, in change: inout Change) {
    guard coordinator !== root, coordinator.lifecycle == .active,
      engine.node(coordinator.id)?.isSpent == true,
      let ended = markFinished(coordinator, in: &change)
    else { return }
    change.then(ended)
    if let parent = coordinator.parent { change.then(.settle(parent)) }
  }

  /// Marks a coordinator finished, once, and drops it; returns its callbacks.
  private func markFinished(_ coordinator: AnyCoordinator, in change: inout Change)
    -> FollowUp?
  {
    guard coordinator.end(), let (node, given) = engine.remove(coordinator) else {
      return nil
    }
    let output: (any Sendable)? = if let given { given } else { coordinator.outputWhenTakenAway }
    let outcome: FlowOutcome = output.map { .completed($0) } ?? .cancelled(change.cause)
    let name = coordinator.name
    emit(.finished(coordinator.id, name: name, cause: change.cause, completed: output != nil))
    leakTracker?.track(coordinator, kind: .coordinator, label: name)
    return .ended(
      coordinator, parent: coordinator.parent, outcome: outcome,
      handlers: node.completionHandlers)
  }

  /// Ends a coordinator by its own call: its subtree's screens and all above them leave, then
  /// what still runs of the subtree finishes, deepest first.
  func finishSubtree(_ coordinator: AnyCoordinator, in change: inout Change) {
    let (subtree, lowest) = lowestPositions(of: coordinator)
    // The top layer first; within a layer (a tab container's tabs), its stacks in order.
    let ordered = lowest.sorted { lhs, rhs in
      let left = engine.address(of: lhs.key) ?? .init(layer: 0, stack: 0)
      let right = engine.address(of: rhs.key) ?? .init(layer: 0, stack: 0)
      return left.layer != right.layer ? left.layer > right.layer : left.stack < right.stack
    }
    for (stack, position) in ordered {
      truncate(stack, to: position, in: &change)
    }
    for node in subtree.reversed() where node.isActive {
      if let ended = markFinished(node, in: &change) { change.then(ended) }
    }
    if let parent = coordinator.parent { change.then(.settle(parent)) }
  }

  /// A coordinator with its descendants (unless `descendants` is false), parents first, and
  /// the lowest position of their screens on each stack, in O(*n*) in those screens.
  func lowestPositions(of coordinator: AnyCoordinator, descendants: Bool = true)
    -> (subtree: [AnyCoordinator], lowest: [StackID: Int])
  {
    var lowest: [StackID: Int] = [:]
    var subtree: [AnyCoordinator] = []
    var queue = [coordinator]
    while let node = queue.popLast() {
      subtree.append(node)
      guard let entry = engine.node(node.id) else { continue }
      for screen in entry.screens {
        guard let record = engine.record(of: screen) else { continue }
        let stack = engine.stackID(at: record.address)
        lowest[stack] = min(lowest[stack] ?? Int.max, record.position)
      }
      // Sorted: a dictionary's order differs between stores, and so would the events.
      if descendants { queue.append(contentsOf: entry.children.values.sorted { $0.id < $1.id }) }
    }
    return (subtree, lowest)
  }
}
