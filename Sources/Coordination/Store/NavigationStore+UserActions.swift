// What the user did, reconciled into the state through `handle(_:)`; going back (a pop, a
// dismissal, a path from the browser's history) is a return to a shown place
// (NavigationStore+Return.swift).

extension NavigationStore {
  /// Reconciles something the user did (the back button, a swipe, the browser's history, the
  /// tab bar) with the state: screens that left are removed, coordinators whose last screen
  /// left finish, and their awaited results are cancelled, each exactly once.
  ///
  /// ```swift
  /// // UIKit's navigation controller finished an interactive pop to `screen`:
  /// try store.handle(.popped(to: screen))
  /// ```
  ///
  /// Every change it makes has the cause ``NavigationCause/user``.
  ///
  /// - Returns: ``UserActionOutcome/refused(by:)`` when a guard refused; nothing changed and
  ///   the adapter must show the state again. The refusal is published as a
  ///   ``NavigationEvent/refused(_:by:)`` event.
  /// - Throws: ``NavigationError`` when the action names something that is not shown, or a
  ///   path that does not fit the app; nothing changes then.
  /// - Complexity: O(*k*) in the number of screens that leave (for a path, O(*p* + *k*) for a
  ///   path of *p* steps).
  @discardableResult
  public func handle(_ action: UserAction) throws(NavigationError) -> UserActionOutcome {
    if case .refused(let screen) = try execute(.user(action)) { return .refused(by: screen) }
    return .applied
  }

  /// Reconciles a user action (see ``handle(_:)``).
  func react(to action: UserAction) throws(NavigationError) -> CommandOutcome {
    switch action {
    case .popped(let target), .poppedCollapsed(let target):
      let collapsed = action == .poppedCollapsed(to: target)
      guard let point = returnPoint(showing: target, collapsed: collapsed) else {
        throw .unknownScreen(target)
      }
      return resolve(action, refusal: refusal(returningTo: point, cause: .user)) {
        returnTo(point, in: &$0)
      }
    case .dismissed(let layer):
      guard let index = engine.layerIndex(of: layer) else { throw .unknownLayer(layer) }
      guard index > 0 else { throw .cannotDismissRoot }
      let leaving = engine.state.layers[index...].flatMap { $0.stacks.flatMap(\.screens) }
      return resolve(action, refusal: refusal(among: leaving, cause: .user)) {
        dismissLayers(from: index, in: &$0)
      }
    case .followed(let path):
      guard let refusal = try follow(path, cause: .user) else { return .applied }
      return resolve(action, refusal: refusal) { _ in }
    case .selectedTab(let layer, let index):
      let layerIndex = try tabLayer(layer, index: index)
      return resolve(action, refusal: nil) {
        engine.select(tab: index, inLayer: layerIndex, cause: $0.cause)
      }
    case .reselectedTab(let layer):
      let point = try firstScreenOfSelectedTab(in: layer)
      return resolve(action, refusal: refusal(returningTo: point, cause: .user)) {
        returnTo(point, in: &$0)
      }
    case .beganInteractivePop(let stack):
      guard let address = engine.address(of: stack) else { throw .unknownStack(stack) }
      let screens = engine.screens(at: address)
      guard screens.count > 1, let top = screens.last else { throw .nothingToPop(stack) }
      return resolve(action, refusal: refusal(among: [top], cause: .user)) { _ in
        emit(.interactivePopBegan(stack))
      }
    case .answered(let layer, let button, let texts):
      return try reactToAnswer(action, layer: layer, button: button, texts: texts)
    case .cancelledInteractivePop(let stack):
      guard engine.address(of: stack) != nil else { throw .unknownStack(stack) }
      return resolve(action, refusal: nil) { _ in emit(.interactivePopCancelled(stack)) }
    case .leftFlow:
      return reactToLeavingTheFlow(action)
    }
  }

  /// The platform took the question away as the button was tapped: its layer leaves, and its
  /// flow ends with the answer.
  private func reactToAnswer(
    _ action: UserAction, layer: LayerID, button: Int, texts: [String]
  ) throws(NavigationError) -> CommandOutcome {
    let (question, value) = try answer(to: layer, button: button, texts: texts)
    return resolve(action, refusal: nil) { change in
      withExtendedLifetime(engine.setOutput(value, of: question.id)) {}
      if let index = engine.layerIndex(of: layer) { dismissLayers(from: index, in: &change) }
    }
  }

  /// The user went back past the flow's first screen: every screen shown is asked, top first,
  /// and the root flow finishes, cancelled by the user.
  private func reactToLeavingTheFlow(_ action: UserAction) -> CommandOutcome {
    guard root.isActive else { return .ignored }
    let leaving = engine.state.layers.reversed().flatMap { layer in
      layer.stacks.flatMap { $0.screens.reversed() }
    }
    return resolve(action, refusal: refusal(among: leaving, cause: .user)) {
      finishSubtree(root, in: &$0)
    }
  }

  /// Whether the user may leave a screen now: its coordinator and its model (a ``LeaveGuard``)
  /// agree. Adapters that can prevent a gesture ask this first.
  ///
  /// - Complexity: O(1).
  public func canUserLeave(_ screen: ScreenID) -> Bool {
    guard let shown = engine.screen(screen) else { return false }
    return allows(shown, cause: .user)
  }

  /// Publishes a refusal, or runs `step` as a change the user made.
  private func resolve(
    _ action: UserAction, refusal: ScreenID?, _ step: (inout Change) -> Void
  ) -> CommandOutcome {
    if let refusal {
      mutate { emit(.refused(action, by: refusal)) }
      return .refused(by: refusal)
    }
    change(.user, step)
    return .applied
  }

  /// The coordinator of the question a layer puts, and the value of its button.
  private func answer(to layer: LayerID, button: Int, texts: [String]) throws(NavigationError)
    -> (AnyCoordinator, (any Sendable)?)
  {
    guard let index = engine.layerIndex(of: layer) else { throw .unknownLayer(layer) }
    guard let screen = engine.state.layers[index].visibleStack?.screens.first,
      let model = engine.record(of: screen.id)?.model as? AlertModel,
      let question = engine.coordinator(screen.owner)
    else { throw .notAQuestion(layer) }
    guard model.buttons.indices.contains(button) else {
      throw .buttonOutOfRange(layer: layer, index: button, count: model.buttons.count)
    }
    let fields = model.textFields.map(\.text)
    let filled = texts.count == fields.count ? texts : fields
    return (question, model.value(button, filled))
  }

  /// The place where a tabbed layer's selected tab shows only its first screen.
  private func firstScreenOfSelectedTab(in layer: LayerID) throws(NavigationError) -> ReturnPoint {
    guard let layerIndex = engine.layerIndex(of: layer) else { throw .unknownLayer(layer) }
    let shown = engine.state.layers[layerIndex]
    guard shown.isTabbed, let stack = shown.visibleStack else { throw .notTabbed(layer) }
    return ReturnPoint(stack: stack.id, keeping: min(1, stack.screens.count))
  }

  /// The index of a tabbed (or split) layer in which `index` is a tab (a column).
  private func tabLayer(_ layer: LayerID, index: Int) throws(NavigationError) -> Int {
    guard let layerIndex = engine.layerIndex(of: layer) else { throw .unknownLayer(layer) }
    guard engine.state.layers[layerIndex].isContainer else { throw .notTabbed(layer) }
    let count = engine.state.layers[layerIndex].stacks.count
    guard (0..<count).contains(index) else {
      throw .tabOutOfRange(layer: layer, index: index, count: count)
    }
    return layerIndex
  }
}
