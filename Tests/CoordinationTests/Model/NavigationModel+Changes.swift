import Coordination

// The model's rules for showing and removing: a change edits the state, then its follow-ups
// run in order (callbacks see the change complete; what they do is a change of its own, done
// at once). A coordinator finishes when its last screen and last child are gone, exactly once,
// and its parent is checked after its callbacks.
extension NavigationModel {
  func commit(_ step: () -> [FollowUp]) {
    var queue = step()
    var next = 0
    while next < queue.count {
      queue += perform(queue[next])
      next += 1
    }
  }

  private func perform(_ followUp: FollowUp) -> [FollowUp] {
    switch followUp {
    case .settle(let id, let cause):
      return settle(id, cause: cause)
    case .ended(let id):
      guard let coordinator = coordinators[id] else { return [] }
      let outcome = coordinator.output ?? "cancelled(\(coordinator.finishCause))"
      for handler in coordinator.handlers {
        switch handler {
        case .resume(let flow):
          resumptions.append("flow \(flow): \(outcome)")
        case .resumeThenReact(let flow, let reaction, let hub):
          resumptions.append("flow \(flow): \(outcome)")
          react(reaction, hub: hub)
        }
      }
      if let parent = coordinator.parent, coordinators[parent]?.isHub == true {
        react(onFlowEnd, hub: parent)
        react(onChildFinished, hub: parent)
      }
      return []
    }
  }

  /// The cause of what a coordinator does: while it starts, the cause that started it.
  func cause(of id: Int) -> NavigationCause {
    guard let coordinator = coordinators[id], coordinator.starting else { return .code }
    return coordinator.startCause
  }

  /// The stack a coordinator shows on: where it last pushed, while that is shown, else where
  /// it was started.
  func currentStack(of id: Int) -> Int? {
    guard let coordinator = coordinators[id], coordinator.active else { return nil }
    if let last = coordinator.last, address(of: last) != nil { return last }
    return coordinator.host
  }

  /// A new layer above everything, shown with its first screen.
  func makePendingLayer(style: PresentationStyle) -> Int {
    let stack = makeStack()
    pending[stack] = PendingLayer(id: makeLayer(), style: style, presenter: topScreen?.id)
    return stack
  }

  func appendLayer(_ layer: Layer, cause: NavigationCause) {
    layers.append(layer)
    let kind = layer.tabbed ? "tabs" : "single"
    let from = layer.presenter.map { "S\($0)" } ?? "-"
    events.append("present L\(layer.id) \(layer.style.rawValue) \(kind) from \(from) (\(cause))")
  }

  /// Shows `route` of `owner` on a stack: a screen is pushed, a flow starts as a child there.
  func place(_ route: AnyRoute, owner: Int, onto stack: Int, cause: NavigationCause)
    -> [FollowUp]
  {
    guard let coordinator = coordinators[owner] else { return [] }
    switch LabDestinations.destination(of: route, for: coordinator.kind) {
    case .screen:
      push(route, owner: owner, onto: stack, cause: cause)
      return []
    case .flow(let kind):
      return attach(kind, parent: owner, route: route, host: stack, cause: cause)
    }
  }

  func push(_ route: AnyRoute, owner: Int, onto stack: Int, cause: NavigationCause) {
    if address(of: stack) == nil, let layer = pending.removeValue(forKey: stack) {
      appendLayer(
        Layer(
          id: layer.id, style: layer.style, presenter: layer.presenter, tabbed: false,
          stacks: [Stack(id: stack, tab: nil, screens: [])], selected: 0),
        cause: cause)
    }
    guard let (l, s) = address(of: stack) else {
      events.append("ignored")
      return
    }
    let screen = Screen(id: nextScreen, route: route, owner: owner)
    nextScreen += 1
    layers[l].stacks[s].screens.append(screen)
    coordinators[owner]?.last = stack
    events.append("push S\(screen.id) \(route) by C\(owner) (\(cause))")
  }

  /// Starts a child coordinator of `kind` on `host`, with `handlers` for its end.
  func attach(
    _ kind: Kind, parent: Int?, route: AnyRoute?, host: Int, cause: NavigationCause,
    handlers: [Handler] = []
  ) -> [FollowUp] {
    let coordinator = Coordinator(
      id: nextCoordinator, kind: kind, parent: parent, route: route, host: host)
    nextCoordinator += 1
    coordinator.handlers = handlers
    coordinator.startCause = cause
    coordinators[coordinator.id] = coordinator
    if let parent { coordinators[parent]?.children.append(coordinator.id) }
    events.append("start C\(coordinator.id) \(coordinator.name) under C\(parent ?? -1)")
    var after = start(coordinator, cause: cause)
    coordinator.starting = false
    after += settle(coordinator.id, cause: cause)
    return after
  }

  private func start(_ coordinator: Coordinator, cause: NavigationCause) -> [FollowUp] {
    switch coordinator.kind {
    case .hub(let label):
      let first = label == "root" ? HubRoute.home : .page(0)
      return place(AnyRoute(first), owner: coordinator.id, onto: coordinator.host, cause: cause)
    case .login:
      return place(
        AnyRoute(LoginRoute.form), owner: coordinator.id, onto: coordinator.host, cause: cause)
    case .tabs:
      return installTabs(coordinator, cause: cause)
    }
  }

  /// A tab container's layer: the one asked for, or, on a stack already shown, a full-screen
  /// layer above everything; each tab's route is shown on its own stack.
  private func installTabs(_ coordinator: Coordinator, cause: NavigationCause) -> [FollowUp] {
    let asked =
      pending.removeValue(forKey: coordinator.host)
      ?? PendingLayer(id: makeLayer(), style: .fullScreen, presenter: topScreen?.id)
    let tabs = [HubTab.first, .second, .plain].map(AnyRoute.init)
    let stacks = tabs.map { Stack(id: makeStack(), tab: $0, screens: []) }
    appendLayer(
      Layer(
        id: asked.id, style: asked.style, presenter: asked.presenter, tabbed: true,
        stacks: stacks, selected: 0),
      cause: cause)
    coordinator.host = stacks[0].id
    coordinator.last = nil
    var after: [FollowUp] = []
    for (tab, stack) in zip(tabs, stacks) {
      after += place(tab, owner: coordinator.id, onto: stack.id, cause: cause)
    }
    return after
  }
}
