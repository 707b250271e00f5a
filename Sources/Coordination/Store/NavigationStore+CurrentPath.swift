// From a state back to a path: what a URL bar or a saved link names.

extension NavigationStore {
  /// The path that leads to what is shown, or `nil` when no path can name it.
  ///
  /// Every layer contributes its visible stack from the bottom up: for each screen, the routes
  /// that started the coordinators between the previous step's coordinator and the screen's
  /// owner, then the screen's own route. The first step of a modal layer carries the layer's
  /// presentation, a tabbed layer names its selected tab, and a split layer its selected column
  /// (the one the user last acted in): the other columns are not in the path. Applying the
  /// result with ``apply(steps:cause:)`` to a fresh store of the same app shows the same routes
  /// on every visible stack; applying it to this store changes nothing.
  ///
  /// ```swift
  /// let path = store.currentPath   // [home, sheet: settings, editName]
  /// ```
  ///
  /// A path only goes down the coordinator tree, so the result is `nil` when a screen belongs
  /// to a coordinator that is not below the previous screen's (a parent that pushed above its
  /// child's screens, or presented while a child's screen was on top).
  ///
  /// - Complexity: O(*s* × *d*) for *s* visible screens and coordinator depth *d*.
  public var currentPath: [PathStep]? { writePath(stoppingAt: nil) }

  /// The path that names the state in which `screen` is on top: the screens above it on its
  /// stack, and the layers above its layer, gone; its tab or column selected. `nil` when
  /// `screen` is not shown or no path can name what lies below it. A web page's back link is
  /// the path to the screen below the top one; a modal's close control, to the screen that
  /// presented it; another tab's link, to that tab's top screen.
  ///
  /// - Complexity: O(*s* × *d*) for *s* visible screens and coordinator depth *d*.
  public func path(to screen: ScreenID) -> [PathStep]? { writePath(stoppingAt: screen) }

  private func writePath(stoppingAt target: ScreenID?) -> [PathStep]? {
    var writer = PathWriter(root: root)
    for (index, layer) in engine.state.layers.enumerated() {
      // Tabs pushed from a stack are laid out full screen; a push recreates that.
      let pushed = index == 0 || (layer.isContainer && layer.style == .fullScreen)
      writer.presentation = pushed ? .push : .modal(layer.style)
      let holding = layer.stacks.first { $0.screens.contains { $0.id == target } }
      guard let stack = holding ?? layer.visibleStack else { continue }
      if layer.isContainer {
        guard let tab = stack.tab, let container = tabContainer(of: index, showing: stack),
          writer.enter(container), writer.current.containerLayout?.routes.contains(tab) == true
        else { return nil }
        writer.append(tab)
      }
      var screens = stack.screens[...]
      if layer.isContainer, let first = screens.first, let tab = stack.tab {
        // The tab's route also names its first screen, or the child started for it.
        if first.owner == writer.current.id, first.route == tab {
          screens = screens.dropFirst()
          if first.id == target { return writer.steps }
        } else if let owner = engine.coordinator(first.owner),
          let child = child(of: writer.current, above: owner), child.route == tab
        {
          writer.entered.append(child)
        }
      }
      for screen in screens {
        guard let owner = engine.coordinator(screen.owner), writer.enter(owner) else {
          return nil
        }
        writer.append(screen.route)
        if screen.id == target { return writer.steps }
      }
    }
    return target == nil ? writer.steps : nil
  }

  private func tabContainer(of layer: Int, showing stack: ScreenStack) -> AnyCoordinator? {
    let isContainer = { (coordinator: AnyCoordinator) in
      coordinator.containerLayout != nil && self.tabLayerIndex(of: coordinator) == layer
    }
    let owner = stack.screens.first.flatMap { engine.coordinator($0.owner) }
    return owner.flatMap { sequence(first: $0) { $0.parent }.first(where: isContainer) }
      ?? engine.coordinatorNodes.values.lazy.map(\.coordinator).first(where: isContainer)
  }
}

@MainActor
private struct PathWriter {
  var steps: [PathStep] = []
  var entered: [AnyCoordinator]
  var presentation = FlowPresentation.push

  init(root: AnyCoordinator) { entered = [root] }

  var current: AnyCoordinator { entered[entered.count - 1] }

  /// Goes down to `coordinator`, writing the routes that started each on the way; `false`
  /// when it is not `current` or below it.
  mutating func enter(_ coordinator: AnyCoordinator) -> Bool {
    let chain = Array(sequence(first: coordinator) { $0.parent }.prefix { $0 !== current })
    guard (chain.last?.parent ?? coordinator) === current else { return false }
    for child in chain.reversed() {
      // A tab's child is entered only through its tab: a hidden tab's modal has no path.
      guard let route = child.route, child.parent?.containerLayout?.routes.contains(route) != true
      else {
        return false
      }
      append(route)
      entered.append(child)
    }
    return true
  }

  /// Writes a step; the first step of a layer carries the layer's presentation.
  mutating func append(_ route: AnyRoute) {
    steps.append(PathStep(erased: route, presentation: presentation))
    presentation = .push
  }
}
