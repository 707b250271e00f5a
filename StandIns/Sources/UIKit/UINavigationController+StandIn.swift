/// The user's navigation actions, played by tests. Stand-in-only.
extension UINavigationController {
  /// Plays a tap on the back button; returns whether it did anything.
  ///
  /// As UIKit does internally, this calls ``popViewController(animated:)`` with `true`, so a
  /// subclass that overrides it sees the call; when the top view controller's navigation item
  /// has a `backAction` (iOS 16), that action runs instead (UINavigationItem.h). Nothing
  /// happens at the root, when the back button is hidden, or when a presentation covers the
  /// navigation controller.
  @discardableResult
  public func standInTapBack() -> Bool {
    StandInLog.record("user: tap back")
    guard !StandInTransitions.ignoresUserEvents else { return false }
    guard standInStack.count >= 2, let top = topViewController,
      !top.navigationItem.hidesBackButton, presentedViewController == nil
    else { return false }
    if let backAction = top.navigationItem.backAction {
      backAction.standInHandler(backAction)
      return true
    }
    popViewController(animated: true)
    return true
  }

  /// Plays choosing an earlier view controller in the back button's long-press menu (iOS 14);
  /// returns whether it did anything.
  ///
  /// Public reports disagree on how UIKit pops here (wikimedia/wikipedia-ios pull 3640 and
  /// dotnet/maui pull 24003: `navigationBar(_:shouldPop:)` is not called for a menu pop), so
  /// ``StandInBehavior/backMenu`` picks: one animated ``popToViewController(_:animated:)``,
  /// which a subclass sees, or a pop that no public method sees, only `willShow`/`didShow` for
  /// the new top. Nothing happens if `viewController` is not below the top.
  @discardableResult
  public func standInPopFromBackMenu(to viewController: UIViewController) -> Bool {
    StandInLog.record("user: back menu to \(viewController.standInName)")
    guard !StandInTransitions.ignoresUserEvents, !standInIsStuck else { return false }
    guard let index = standInStack.firstIndex(where: { $0 === viewController }),
      index < standInStack.count - 1, presentedViewController == nil
    else { return false }
    switch StandInBehavior.backMenu {
    case .popToViewController: popToViewController(viewController, animated: true)
    case .direct: standInChangeStack(to: Array(standInStack[...index]), animated: true)
    }
    return true
  }

  /// Plays the interactive edge swipe, the finger lifting past the middle (`completing`) or
  /// not; returns whether the swipe began.
  ///
  /// It begins when ``interactivePopGestureRecognizer`` is enabled, nothing is presented over
  /// the navigation controller, and the gesture's delegate allows it: UIKit's own delegate
  /// refuses at the root and while a transition runs (touches are not ignored for this
  /// gesture). A delegate that lets it begin at the root or during a transition leaves the
  /// navigation controller stuck (``standInIsStuck``, with a warning), as on a device
  /// (signalapp/Signal-iOS pull 3540). Otherwise UIKit calls
  /// ``popViewController(animated:)``, as here (swizzling leak detectors observe it:
  /// github.com/Tencent/MLeaksFinder/pull/2), so ``viewControllers`` already lacks the top
  /// view controller while the finger moves; the delegate gets `willShow` for the previous
  /// one with an interactive coordinator. When the finger lifts, handlers registered with
  /// `notifyWhenInteractionChanges(_:)` run, with `isCancelled` set if not `completing`.
  ///
  /// Completing, the pop ends like any other: `didShow` for the previous view controller.
  /// Cancelled, the stack is restored when the transition ends, and:
  /// - iOS 17 and earlier send no `didShow` (rdar://21137690,
  ///   github.com/lionheart/openradar-mirror/issues/1114;
  ///   github.com/Plasma/BufferedNavigationController/issues/5);
  /// - iOS 18 and later send `didShow` for the original top view controller while the
  ///   coordinator says `isCancelled` (github.com/heinzl/swift-composable-navigation/issues/17,
  ///   fixed in pull request 19), which makes code that reads `didShow` as "popped" drift.
  /// Pick the release with ``StandInBehavior/iOSVersion``.
  @discardableResult
  public func standInSwipeBack(completing: Bool) -> Bool {
    StandInLog.record("user: swipe back completing=\(completing)")
    guard !standInIsStuck, presentedViewController == nil,
      let gesture = interactivePopGestureRecognizer, gesture.isEnabled,
      gesture.delegate?.gestureRecognizerShouldBegin(gesture) ?? true
    else { return false }
    guard standInStack.count >= 2, !standInTransitionInTheWay else {
      standInIsStuck = true
      StandInTransitions.warn(
        "<\(standInName)> is stuck: a swipe back began at the root or during a transition.")
      return true
    }
    gesture.state = .began
    standInInteractivePending = true
    popViewController(animated: true)
    standInInteractivePending = false
    guard let change = standInInteractiveChange else {
      gesture.state = .possible
      return false
    }
    standInInteractiveChange = nil
    gesture.state = .changed
    gesture.state = .ended
    change.coordinator?.endInteraction(cancelled: !completing)
    if !completing, change.onScreen {
      change.newTop?.standInBeginAppearance(false, animated: true)
    }
    standInTransition = StandInTransitions.run(animated: true) { [self] in
      if completing {
        standInFinishChange(change)
      } else {
        standInFinishCancelledChange(change)
      }
    }
    gesture.state = .possible
    return true
  }
}
