import Coordination

// Deep links, as the model applies them (DeepLinks.md): what is shown and matches the start of
// the path stays, with its coordinators; what a coordinator showed while starting is stepped
// over; everything above the last matching screen leaves (modals first), its callbacks run;
// then the rest of the path is built, every change with the cause `.deepLink`. The link steps
// are made with no budget for callbacks that navigate, so the path is never matched again.
extension NavigationModel {
  /// Where the matched steps of a path reached.
  struct Reach {
    var coordinator: Int
    var stack: Int
    var keeping: Int
    var tab: (layer: Int, index: Int)?
  }

  func openLink(_ step: ModelStep) {
    budget = 0
    let steps = step.link
    guard var reach = rootReach() else { return }
    var next = 1
    while next < steps.count, let further = match(steps[next], from: reach) {
      reach = further
      next += 1
    }
    if next < steps.count, coordinators[reach.coordinator]?.kind == .tabs { return }
    let target = reach
    commit {
      guard let (l, _) = address(of: target.stack) else { return [] }
      var after = dismissLayers(from: l + 1, cause: .deepLink)
      if let tab = target.tab, layers[tab.layer].selected != tab.index {
        layers[tab.layer].selected = tab.index
        events.append("select L\(layers[tab.layer].id) \(tab.index) (deepLink)")
      }
      after += truncate(target.stack, to: target.keeping, collapse: false, cause: .deepLink)
      return after
    }
    build(Array(steps[next...]), from: target)
  }

  private func rootReach() -> Reach? {
    guard let stack = layers.first?.stacks.first, stack.screens.first?.owner == 0 else {
      return nil
    }
    return Reach(coordinator: 0, stack: stack.id, keeping: 1)
  }

  /// How many screens a coordinator showed while starting, at the bottom of its stack.
  private func startScreens(of id: Int) -> Int { coordinators[id]?.kind == .tabs ? 0 : 1 }

  /// The reach after one more step, if what is shown matches it.
  private func match(_ step: PathStep, from reach: Reach) -> Reach? {
    guard let (l, s) = address(of: reach.stack) else { return nil }
    let screens = layers[l].stacks[s].screens
    if coordinators[reach.coordinator]?.kind == .tabs {
      guard let index = layers[l].stacks.firstIndex(where: { $0.tab == step.route }) else {
        return nil
      }
      let stack = layers[l].stacks[index]
      let owner = stack.screens.first?.owner ?? reach.coordinator
      return Reach(
        coordinator: owner, stack: stack.id, keeping: startScreens(of: owner), tab: (l, index))
    }
    if case .modal(let style) = step.presentation {
      guard reach.keeping == screens.count, l + 1 < layers.count,
        layers[l + 1].style == style, layers[l + 1].presenter == screens.last?.id,
        let first = layers[l + 1].stacks.first?.screens.first
      else { return nil }
      var further = enter(step.route, first: first, stack: layers[l + 1].stacks[0].id, from: reach)
      further?.tab = reach.tab
      return further
    }
    guard reach.keeping < screens.count else { return nil }
    var further = enter(step.route, first: screens[reach.keeping], stack: reach.stack, from: reach)
    further?.keeping += reach.keeping
    further?.tab = reach.tab
    return further
  }

  /// The reach of a step whose first shown screen is `first`: a screen of the reached
  /// coordinator with the step's route, or the first screen of a child the route started.
  private func enter(_ route: AnyRoute, first: Screen, stack: Int, from reach: Reach) -> Reach? {
    if first.owner == reach.coordinator {
      return first.route == route
        ? Reach(coordinator: reach.coordinator, stack: stack, keeping: 1) : nil
    }
    guard let child = coordinators[first.owner], child.parent == reach.coordinator,
      child.route == route
    else {
      if let container = tabsContainer(started: route, under: reach.coordinator),
        let (l, _) = address(of: container.host),
        layers[l].stacks.contains(where: { $0.id == stack })
      {
        return Reach(coordinator: container.id, stack: container.host, keeping: 0)
      }
      return nil
    }
    return Reach(coordinator: child.id, stack: stack, keeping: startScreens(of: child.id))
  }

  /// A running tab container that `route` of `parent` started.
  private func tabsContainer(started route: AnyRoute, under parent: Int) -> Coordinator? {
    coordinators[parent]?.children.compactMap { coordinators[$0] }
      .first { $0.kind == .tabs && $0.route == route }
  }

  /// Builds the steps that are not shown, from where the matched ones reached.
  private func build(_ steps: [PathStep], from reach: Reach) {
    var coordinator = reach.coordinator
    var stack = reach.stack
    commit {
      var after: [FollowUp] = []
      for step in steps {
        if coordinators[coordinator]?.kind == .tabs {
          guard let (l, _) = address(of: stack),
            let index = layers[l].stacks.firstIndex(where: { $0.tab == step.route })
          else { break }
          if layers[l].selected != index {
            layers[l].selected = index
            events.append("select L\(layers[l].id) \(index) (deepLink)")
          }
          stack = layers[l].stacks[index].id
          coordinator = layers[l].stacks[index].screens.first?.owner ?? coordinator
          continue
        }
        var host = stack
        if case .modal(let style) = step.presentation { host = makePendingLayer(style: style) }
        let started = nextCoordinator
        after += place(step.route, owner: coordinator, onto: host, cause: .deepLink)
        if nextCoordinator > started, let child = currentStack(of: started) {
          coordinator = started
          stack = child
        } else {
          stack = host
        }
      }
      return after
    }
  }
}
