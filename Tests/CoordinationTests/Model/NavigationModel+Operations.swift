import Coordination

// The operations of a sequence, as the model performs them.
extension NavigationModel {
  /// The hub that shows the top screen, or the nearest hub above its owner.
  var focusedHub: Int {
    var node = topScreen.map(\.owner)
    while let id = node, let coordinator = coordinators[id] {
      if coordinator.isHub { return id }
      node = coordinator.parent
    }
    return 0
  }

  /// A running login flow: the one on top, else the first found from the root, newest first.
  var loginFlow: Int? {
    if let owner = topScreen?.owner, coordinators[owner]?.kind == .login { return owner }
    var queue = [0]
    while let node = queue.popLast() {
      if coordinators[node]?.kind == .login { return node }
      queue += coordinators[node]?.children ?? []
    }
    return nil
  }

  func show(_ route: HubRoute, from hub: Int) {
    guard let stack = currentStack(of: hub) else { return }
    commit { place(AnyRoute(route), owner: hub, onto: stack, cause: cause(of: hub)) }
  }

  func present(_ route: HubRoute, style: PresentationStyle, from hub: Int) {
    guard coordinators[hub]?.active == true else { return }
    commit {
      let stack = makePendingLayer(style: style)
      return place(AnyRoute(route), owner: hub, onto: stack, cause: cause(of: hub))
    }
  }

  func pop(from hub: Int) {
    guard let stack = currentStack(of: hub), let (l, s) = address(of: stack) else { return }
    let count = layers[l].stacks[s].screens.count
    guard count > 1 else { return }
    commit { truncate(stack, to: count - 1, cause: cause(of: hub)) }
  }

  func popToRoot(from hub: Int) {
    guard let stack = currentStack(of: hub) else { return }
    commit { truncate(stack, to: 1, cause: cause(of: hub)) }
  }

  func dismiss(from hub: Int) {
    guard let stack = currentStack(of: hub), let (l, _) = address(of: stack) else { return }
    commit {
      if layers.count > l + 1 { return dismissLayers(from: l + 1, cause: cause(of: hub)) }
      return l > 0 ? dismissLayers(from: l, cause: cause(of: hub)) : []
    }
  }

  func finish(_ id: Int, output: String?) {
    guard let coordinator = coordinators[id], coordinator.active else { return }
    commit {
      coordinator.output = output
      return finishSubtree(id, cause: cause(of: id))
    }
  }

  /// Starts the login flow from a hub, pushed or presented, with a handler for its end.
  func run(from hub: Int, pushed: Bool, style: PresentationStyle, handler: Handler) {
    guard coordinators[hub]?.active == true else { return }
    let cause = cause(of: hub)
    commit {
      guard let host = pushed ? currentStack(of: hub) : makePendingLayer(style: style) else {
        return []
      }
      return attach(
        .login, parent: hub, route: AnyRoute(HubRoute.login), host: host, cause: cause,
        handlers: [handler])
    }
  }

  /// What a hub's callback does, within the step's budget.
  func react(_ reaction: HubReaction, hub: Int) {
    guard reaction != .nothing, coordinators[hub]?.active == true, budget > 0 else { return }
    budget -= 1
    switch reaction {
    case .nothing: break
    case .pop: pop(from: hub)
    case .push:
      pages += 1
      show(.page(pages), from: hub)
    case .startChild: show(.child("r"), from: hub)
    case .presentSettings: present(.settings, style: .sheet, from: hub)
    case .popToRoot: popToRoot(from: hub)
    case .finish: if hub != 0 { finish(hub, output: "()") }
    }
  }
}
