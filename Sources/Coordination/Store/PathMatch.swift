/// How far a path matches what is shown, walked from the root while screens, tabs, modal
/// layers and child coordinators match; the first step of applying a path. Changes nothing.
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
  var matched = 0

  /// The place to go back to: the stack that stays on top and how much of it.
  var returnPoint: NavigationStore.ReturnPoint? {
    stack.map { .init(stack: $0, keeping: position, tab: tabSelection) }
  }
}

extension NavigationStore {
  /// Walks what is shown as far as it matches `path`. What a coordinator showed while
  /// starting is kept (a path may name it or not). A coordinator in `kept` (reached, all its
  /// screens gone) is matched by its route where its stack ends, when steps for it follow.
  func match(_ path: [PathStep], keeping kept: [AnyCoordinator] = []) -> PathMatch {
    var walk = PathMatch(coordinator: root, stack: engine.node(root.id)?.hostStack)
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

  /// A step that started a tab container whose tabs lie right above goes on in its visible tab
  /// (a pushed container lays out full screen).
  private func enterTabContainer(_ walk: inout PathMatch, step: PathStep, above stack: StackID)
    -> Bool
  {
    let style: PresentationStyle =
      switch step.presentation {
      case .push: .fullScreen
      case .modal(let style): style
      }
    guard engine.screen(at: walk.position, in: stack) == nil,
      let (index, layer) = layer(above: stack), layer.isContainer, layer.style == style,
      let visible = layer.visibleStack,
      let container = engine.node(walk.coordinator.id)?.children.values.first(where: {
        $0.route == step.route && $0.containerLayout != nil && tabLayerIndex(of: $0) == index
      })
    else { return false }
    walk.coordinator = container
    walk.stack = visible.id
    walk.position = 0
    walk.matched += 1
    return true
  }

  /// A presented step goes on in the layer above when all below matched and that layer starts
  /// with what it names (a screen of the reached coordinator, or a child the route started).
  private func enterPresentedLayer(
    _ walk: inout PathMatch, step route: AnyRoute, style: PresentationStyle,
    above stack: StackID
  ) -> Bool {
    walk.position = pastInitialContent(of: walk.coordinator, from: walk.position, in: stack)
    guard engine.screen(at: walk.position, in: stack) == nil,
      let (_, layer) = layer(above: stack), layer.style == style,
      let next = layer.visibleStack, let first = next.screens.first
    else { return false }
    let owner = engine.coordinator(first.owner)
    let startsWithStep =
      (first.owner == walk.coordinator.id && first.route == route)
      || (owner?.parent === walk.coordinator && owner?.route == route)
    guard startsWithStep else { return false }
    walk.stack = next.id
    walk.position = 0
    return true
  }

  /// A step naming one of the reached container's tabs selects it and goes on in its stack.
  private func enterTab(_ walk: inout PathMatch, route: AnyRoute) -> Bool {
    guard walk.coordinator.containerLayout?.routes.contains(route) == true,
      let (layer, tab) = tab(route, of: walk.coordinator)
    else { return false }
    walk.tabSelection = (layer, tab)
    let tabStack = engine.state.layers[layer].stacks[tab]
    walk.stack = tabStack.id
    walk.position = 0
    if let first = tabStack.screens.first, let owner = engine.coordinator(first.owner),
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

  /// Matches a step on the reached stack (the coordinator's screen with this route, or a screen
  /// of the child it started), stepping over initial content; where the stack ends, a kept child.
  private func matchOnStack(_ walk: inout PathMatch, route: AnyRoute, kept: [AnyCoordinator])
    -> Bool
  {
    guard let stack = walk.stack else { return false }
    while let screen = engine.screen(at: walk.position, in: stack) {
      if screen.owner == walk.coordinator.id, screen.route == route {
        walk.position += 1
        walk.matched += 1
        return true
      }
      if let owner = engine.coordinator(screen.owner),
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
        $0.parent === walk.coordinator && $0.route == route && engine.node($0.id) != nil
      })
    else { return false }
    walk.coordinator = child
    walk.matched += 1
    return true
  }

  private func layer(above stack: StackID) -> (index: Int, layer: PresentationLayer)? {
    guard let address = engine.address(of: stack), address.layer + 1 < engine.state.layers.count
    else { return nil }
    return (address.layer + 1, engine.state.layers[address.layer + 1])
  }

  /// The child of `coordinator` that `owner` is or descends from, in O(*d*): a grandchild's
  /// screen still names the child's route first.
  func child(of coordinator: AnyCoordinator, above owner: AnyCoordinator) -> AnyCoordinator? {
    sequence(first: owner) { $0.parent }.first { $0.parent === coordinator }
  }

  /// The first position from `position` up not holding `coordinator`'s initial content.
  func pastInitialContent(
    of coordinator: AnyCoordinator, from position: Int, in stack: StackID
  ) -> Int {
    var position = position
    while let screen = engine.screen(at: position, in: stack),
      isInitialContent(screen, of: coordinator)
    {
      position += 1
    }
    return position
  }

  func isInitialContent(_ screen: Screen, of coordinator: AnyCoordinator) -> Bool {
    guard engine.record(of: screen.id)?.isInitial == true,
      var node = engine.coordinator(screen.owner)
    else { return false }
    while node !== coordinator {
      guard engine.node(node.id)?.startedWithParent == true, let parent = node.parent else {
        return false
      }
      node = parent
    }
    return true
  }
}
