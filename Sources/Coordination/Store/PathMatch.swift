/// How far a path matches what is shown: the first step of applying a path (then come the
/// plan of the rest, the guards, and the commit; see `NavigationStore+Paths.swift`).
///
/// The walk starts at the root coordinator and goes down step by step while the shown
/// screens, tabs, modal layers and child coordinators match; it reads the store and changes
/// nothing.
@MainActor
struct PathMatch {
  /// The coordinator the matched steps reached; the rest of the path belongs to it.
  var coordinator: AnyCoordinator
  /// The stack the matched steps reached.
  var stack: StackID?
  /// The number of screens of ``stack`` that stay.
  var position = 0
  /// The tab the path selects on the way, if any.
  var tabSelection: (layer: Int, index: Int)?
  /// The number of steps matched.
  var matched = 0

  /// The stack of the layer that stays on top and the screens of it that stay, as a place to
  /// go back to.
  var returnPoint: NavigationStore.ReturnPoint? {
    stack.map { .init(stack: $0, keeping: position, tab: tabSelection) }
  }
}

extension NavigationStore {
  /// Walks what is shown as far as it matches `path`. What a coordinator showed while
  /// starting (its first screens, the children it started then) is kept as it is: a path
  /// names only what comes after it, though it may name it too. A coordinator in `kept` (one
  /// the path reached, all of whose screens left on the way) is matched by its route where
  /// its stack ends, when steps for it follow.
  func match(_ path: [PathStep], keeping kept: [AnyCoordinator] = []) -> PathMatch {
    var walk = PathMatch(coordinator: root, stack: engine.tree.node(root.id)?.hostStack)
    while walk.matched < path.count, let stack = walk.stack {
      let step = path[walk.matched]
      if enterTabContainer(&walk, step: step, above: stack) { continue }
      if case .modal(let style) = step.presentation,
        !enterPresentedLayer(&walk, step: step.route, style: style, above: stack)
      {
        break
      }
      if enterTab(&walk, route: step.route) { continue }
      let stepsFollow = walk.matched + 1 < path.count
      guard matchOnStack(&walk, route: step.route, kept: stepsFollow ? kept : []) else { break }
    }
    if walk.matched == path.count, let stack = walk.stack {
      walk.position = pastInitialContent(of: walk.coordinator, from: walk.position, in: stack)
    }
    return walk
  }

  /// A tab container has no screen of its own: when the step started one whose layer of tabs
  /// lies right above, the walk goes on in its visible tab.
  private func enterTabContainer(_ walk: inout PathMatch, step: PathStep, above stack: StackID)
    -> Bool
  {
    guard engine.layout.screen(at: walk.position, in: stack) == nil,
      let (container, tabStack) = tabContainer(
        above: stack, startedBy: step, under: walk.coordinator)
    else { return false }
    walk.coordinator = container
    walk.stack = tabStack
    walk.position = 0
    walk.matched += 1
    return true
  }

  /// A presented step goes on in the layer above, when everything below it matched and that
  /// layer starts with what the step names: a screen of the reached coordinator with its
  /// route, or a child that the route started. What the coordinator showed while starting
  /// stays below it, as on a push.
  private func enterPresentedLayer(
    _ walk: inout PathMatch, step route: AnyRoute, style: PresentationStyle,
    above stack: StackID
  ) -> Bool {
    walk.position = pastInitialContent(of: walk.coordinator, from: walk.position, in: stack)
    guard engine.layout.screen(at: walk.position, in: stack) == nil,
      let next = presentedStack(above: stack, style: style),
      let first = next.screens.first
    else { return false }
    let startsWithStep =
      (first.owner == walk.coordinator.id && first.route == route)
      || (isChild(first, of: walk.coordinator)
        && engine.tree.coordinator(first.owner)?.route == route)
    guard startsWithStep else { return false }
    walk.stack = next.id
    walk.position = 0
    return true
  }

  /// A step naming one of the reached container's tabs selects it and goes on in its stack.
  private func enterTab(_ walk: inout PathMatch, route: AnyRoute) -> Bool {
    // The tab's index among the layer's stacks: tabs whose stack emptied are gone from it.
    guard walk.coordinator.containerLayout?.routes.contains(route) == true,
      let layer = tabLayerIndex(of: walk.coordinator),
      let tab = engine.layout.state.layers[layer].stacks.firstIndex(where: { $0.tab == route })
    else { return false }
    walk.tabSelection = (layer, tab)
    let tabStack = engine.layout.state.layers[layer].stacks[tab]
    walk.stack = tabStack.id
    walk.position = 0
    if let first = tabStack.screens.first, let owner = engine.tree.coordinator(first.owner),
      owner.parent === walk.coordinator, owner.route == route
    {
      walk.coordinator = owner
    } else if let first = tabStack.screens.first, first.owner == walk.coordinator.id,
      first.route == route || walk.coordinator.containerLayout?.splitColumns == nil
    {
      // A split container's screen other than its column's route is what it showed in
      // the column since: the path names it.
      walk.position = 1
    }
    walk.matched += 1
    return true
  }

  /// Matches a step against the screens of the reached stack: the reached coordinator's
  /// screen with this route, or a screen of the child this route started. First content is
  /// stepped over; where the stack ends, a kept child with this route is matched. Returns false
  /// where the shown state and the path part.
  private func matchOnStack(_ walk: inout PathMatch, route: AnyRoute, kept: [AnyCoordinator])
    -> Bool
  {
    guard let stack = walk.stack else { return false }
    while let screen = engine.layout.screen(at: walk.position, in: stack) {
      if screen.owner == walk.coordinator.id, screen.route == route {
        walk.position += 1
        walk.matched += 1
        return true
      }
      if let owner = engine.tree.coordinator(screen.owner),
        let child = child(of: walk.coordinator, above: owner), child.route == route
      {
        walk.coordinator = child
        walk.matched += 1
        return true
      }
      guard isInitialContent(screen, of: walk.coordinator) else { return false }
      walk.position += 1
    }
    guard
      let child = kept.first(where: {
        $0.parent === walk.coordinator && $0.route == route && engine.tree.node($0.id) != nil
      })
    else { return false }
    walk.coordinator = child
    walk.matched += 1
    return true
  }

  /// The visible stack of the layer right above `stack`'s layer, when that layer has `style`.
  private func presentedStack(above stack: StackID, style: PresentationStyle) -> ScreenStack? {
    guard let address = engine.layout.stackAddresses[stack],
      address.layer + 1 < engine.layout.state.layers.count,
      engine.layout.state.layers[address.layer + 1].style == style
    else { return nil }
    return engine.layout.state.layers[address.layer + 1].visibleStack
  }

  /// The tab container that `step` started under `parent`, when its tabbed layer lies right
  /// above `stack`'s layer, and that layer's visible stack. A pushed container lays its tabs out
  /// full screen; a presented one in the presented layer.
  private func tabContainer(
    above stack: StackID, startedBy step: PathStep, under parent: AnyCoordinator
  ) -> (AnyCoordinator, StackID)? {
    guard let address = engine.layout.stackAddresses[stack],
      address.layer + 1 < engine.layout.state.layers.count
    else {
      return nil
    }
    let layer = engine.layout.state.layers[address.layer + 1]
    let fits =
      switch step.presentation {
      case .push: layer.style == .fullScreen
      case .modal(let style): layer.style == style
      }
    guard layer.isContainer, fits, let visible = layer.visibleStack,
      let container = engine.tree.node(parent.id)?.children.values.first(where: {
        $0.route == step.route && $0.containerLayout != nil
          && tabLayerIndex(of: $0) == address.layer + 1
      })
    else { return nil }
    return (container, visible.id)
  }

  /// The child of `coordinator` that `owner` is, or descends from: a screen shown by a child's
  /// child (a coordinator with no screen of its own, such as an app that starts its list
  /// flow) still names the child's route first.
  ///
  /// - Complexity: O(*d*) in the depth of `owner` below `coordinator`.
  private func child(of coordinator: AnyCoordinator, above owner: AnyCoordinator)
    -> AnyCoordinator?
  {
    var node = owner
    while let parent = node.parent {
      if parent === coordinator { return node }
      node = parent
    }
    return nil
  }

  /// Whether a screen belongs to a direct child of `coordinator`.
  private func isChild(_ screen: Screen, of coordinator: AnyCoordinator) -> Bool {
    engine.tree.coordinator(screen.owner)?.parent === coordinator
  }

  /// The first position of `stack`, from `position` up, that does not hold what `coordinator`
  /// showed while it started.
  func pastInitialContent(
    of coordinator: AnyCoordinator, from position: Int, in stack: StackID
  ) -> Int {
    var position = position
    while let screen = engine.layout.screen(at: position, in: stack),
      isInitialContent(screen, of: coordinator)
    {
      position += 1
    }
    return position
  }

  /// Whether a screen is part of what `coordinator` showed while it started: its own first
  /// screens, or the first screens of children it started then, and so on down.
  func isInitialContent(_ screen: Screen, of coordinator: AnyCoordinator) -> Bool {
    guard engine.layout.screenRecords[screen.id]?.isInitial == true,
      var node = engine.tree.coordinator(screen.owner)
    else { return false }
    while node !== coordinator {
      guard engine.tree.node(node.id)?.startedWithParent == true, let parent = node.parent else {
        return false
      }
      node = parent
    }
    return true
  }
}
