/// One change of a navigation controller's stack, from its start to its end.
@MainActor
final class StandInNavigationChange {
  let oldStack: [UIViewController]
  let newStack: [UIViewController]
  let added: [UIViewController]
  let removed: [UIViewController]
  let animated: Bool
  let onScreen: Bool
  let coordinator: StandInTransitionCoordinator?

  init(
    from oldStack: [UIViewController], to newStack: [UIViewController], animated: Bool,
    onScreen: Bool, coordinator: StandInTransitionCoordinator?
  ) {
    self.oldStack = oldStack
    self.newStack = newStack
    added = newStack.filter { new in !oldStack.contains { $0 === new } }
    removed = oldStack.filter { old in !newStack.contains { $0 === old } }
    self.animated = animated
    self.onScreen = onScreen
    self.coordinator = coordinator
  }

  var oldTop: UIViewController? { oldStack.last }
  var newTop: UIViewController? { newStack.last }
}

/// The transitions behind push, pop and `setViewControllers(_:animated:)`.
extension UINavigationController {
  /// Replaces the stack at once and runs the transition to the new top view controller.
  ///
  /// A call made while another transition runs never gets here: see `standInAdmit`.
  func standInChangeStack(to newStack: [UIViewController], animated: Bool) {
    let interactive = standInInteractivePending && animated
    let oldStack = standInStack
    let topChanges = oldStack.last !== newStack.last
    let coordinator =
      animated && topChanges
      ? StandInTransitionCoordinator(
        from: oldStack.last, to: newStack.last, interactive: interactive) : nil
    let change = StandInNavigationChange(
      from: oldStack, to: newStack, animated: animated, onScreen: standInIsVisible,
      coordinator: coordinator)
    standInStartChange(change)
    guard topChanges else {
      standInEndContainment(change)
      return
    }
    standInCoordinator = coordinator
    standInCurrentChange = change
    if let newTop = change.newTop {
      delegate?.navigationController(self, willShow: newTop, animated: animated)
    }
    if change.onScreen {
      change.oldTop?.standInBeginAppearance(false, animated: animated)
      change.newTop?.standInBeginAppearance(true, animated: animated)
    }
    coordinator?.start()
    if interactive {
      standInInteractiveChange = change
      return
    }
    standInTransition = StandInTransitions.run(animated: animated) { [self] in
      standInFinishChange(change)
    }
  }

  /// Updates the stack and starts the containment changes: `willMove(toParent:)` for the
  /// view controllers added (through `addChild(_:)`) and removed.
  private func standInStartChange(_ change: StandInNavigationChange) {
    for added in change.added {
      added.isMovingToParent = added === change.newTop
      addChild(added)
    }
    for removed in change.removed {
      removed.isMovingFromParent = removed === change.oldTop
      removed.willMove(toParent: nil)
    }
    standInStack = change.newStack
    children = change.newStack + change.removed
  }

  /// Ends the containment changes: `didMove(toParent:)` for the added, `removeFromParent()`
  /// for the removed.
  private func standInEndContainment(_ change: StandInNavigationChange) {
    for added in change.added where added.parent === self {
      added.didMove(toParent: self)
      added.isMovingToParent = false
    }
    for removed in change.removed where removed.parent === self {
      removed.removeFromParent()
      removed.isMovingFromParent = false
    }
  }

  /// Ends a completed transition.
  func standInFinishChange(_ change: StandInNavigationChange) {
    standInTransition = nil
    standInCurrentChange = nil
    change.coordinator?.beginEnding()
    if change.onScreen {
      change.oldTop?.standInEndAppearance()
      change.newTop?.standInEndAppearance()
    }
    standInEndContainment(change)
    if let newTop = change.newTop {
      standInShownTop = newTop
      delegate?.navigationController(self, didShow: newTop, animated: change.animated)
    }
    standInEndCoordinator(change)
  }

  /// Ends a cancelled interactive transition: the old top view controller stays, and, from
  /// iOS 18, the delegate hears `didShow` for it (see `standInSwipeBack(completing:)`).
  func standInFinishCancelledChange(_ change: StandInNavigationChange) {
    standInTransition = nil
    standInCurrentChange = nil
    change.coordinator?.beginEnding()
    if change.onScreen {
      change.newTop?.standInEndAppearance()
      change.oldTop?.standInBeginAppearance(true, animated: true)
      change.oldTop?.standInEndAppearance()
    }
    standInStack = change.oldStack
    children = change.oldStack
    for removed in change.removed { removed.isMovingFromParent = false }
    if StandInBehavior.iOSVersion >= 18, let oldTop = change.oldTop {
      delegate?.navigationController(self, didShow: oldTop, animated: true)
    }
    standInEndCoordinator(change)
  }

  private func standInEndCoordinator(_ change: StandInNavigationChange) {
    change.coordinator?.finish()
    if let coordinator = change.coordinator, standInCoordinator === coordinator {
      standInCoordinator = nil
    }
  }
}
