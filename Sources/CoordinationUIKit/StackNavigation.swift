#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  /// The driver's side of one stack's navigation controller: the navigation controller, its
  /// delegate and its swipe-back gesture's delegate (this object, which UIKit holds weakly and
  /// the driver keeps), and the driver's changes to it.
  ///
  /// The whole path of a user's back in the navigation controller reads here. Before a swipe
  /// begins it asks the store whether the top screen may leave; when a swipe is lifted halfway
  /// it reports the cancellation; when the navigation controller has shown a screen, it reads
  /// what it shows (the back button, the back menu by whatever path, a swipe that completed),
  /// reports a back once, and shows the record again otherwise. The driver's own changes are
  /// marked while they run, so the delegate calls they cause are not taken for the user's.
  @MainActor
  final class StackNavigation: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    /// The navigation controller.
    let controller: UINavigationController
    /// The stack it shows (for a split's compact column, its first column's).
    let stack: StackID
    private weak var driver: UIKitDriver?
    /// The delegate UIKit gave the swipe-back gesture, asked first: it refuses at the root and
    /// while a transition runs, and a swipe that begins then can freeze the screen.
    private var systemGestureDelegate: (any UIGestureRecognizerDelegate)?
    /// Whether the driver is changing the navigation controller now.
    private var isDriverChanging = false

    /// Becomes the delegate of `controller` and of its swipe-back gesture, keeping the one
    /// UIKit installed on the gesture to ask first.
    init(_ controller: UINavigationController, stack: StackID, driver: UIKitDriver) {
      self.controller = controller
      self.stack = stack
      self.driver = driver
      super.init()
      controller.delegate = self
      guard let gesture = controller.interactivePopGestureRecognizer else { return }
      if let current = gesture.delegate, !(current is StackNavigation) {
        systemGestureDelegate = current
      }
      gesture.delegate = self
    }

    /// Runs the driver's own change of the navigation controller: the delegate calls it causes
    /// are not the user's.
    func asDriver(_ change: () -> Void) {
      let outermost = !isDriverChanging
      isDriverChanging = true
      defer { if outermost { isDriverChanging = false } }
      change()
    }

    /// Gives an adopted navigation controller its delegates back: the app's, and UIKit's of
    /// the gesture.
    func detach(giving delegate: (any UINavigationControllerDelegate)?) {
      guard controller.delegate === self else { return }
      controller.delegate = delegate
      if let gesture = controller.interactivePopGestureRecognizer, gesture.delegate === self {
        gesture.delegate = systemGestureDelegate
      }
    }

    // MARK: The swipe begins

    /// The swipe back begins only when UIKit's own delegate lets it, no transition runs, and
    /// the store lets the user leave the top screen.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // An optional requirement of an Objective-C protocol on Apple platforms; a requirement
      // with a default in the Linux stand-in, which has no Objective-C.
      #if canImport(ObjectiveC)
        let systemAllows = systemGestureDelegate?.gestureRecognizerShouldBegin?(gestureRecognizer)
      #else
        let systemAllows = systemGestureDelegate?.gestureRecognizerShouldBegin(gestureRecognizer)
      #endif
      guard systemAllows ?? true, let driver else { return false }
      return mayBeginSwipe(driver)
    }

    /// Whether a swipe back may begin: not while any transition runs or a change of the driver
    /// waits, and only over a screen that may be left. A question, not a report: UIKit asks
    /// `gestureRecognizerShouldBegin(_:)` for touches that may never become a swipe (another
    /// recognizer can still win), so nothing changes and nothing is published.
    private func mayBeginSwipe(_ driver: UIKitDriver) -> Bool {
      guard driver.isSettled, let navigation = driver.stepNavigation(for: stack)?.controller,
        navigation.viewControllers.count > 1, navigation.transitionCoordinator == nil
      else { return false }
      // Over a view controller the driver did not make, UIKit's rules alone apply.
      guard let top = navigation.topViewController.flatMap(driver.screen(of:)) else {
        return true
      }
      if navigation === driver.compactNavigations[stack]?.controller {
        // The collapsed stack's top may be any column's: ask whether it may leave.
        return driver.shownScreens(of: stack)?.last.map { driver.store.canUserLeave($0.id) }
          ?? false
      }
      // Over an adopted flow's first screen the swipe leaves the flow; elsewhere it pops `top`.
      return driver.store.canUserLeave(top)
    }

    // MARK: The swipe is lifted halfway

    /// An interactive swipe that the user lifts halfway is reported as cancelled; on iOS 18
    /// and later UIKit then also sends `didShow` for the screen that stayed, which
    /// `didShow` below recognises as no change.
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      // An optional requirement of an Objective-C protocol on Apple platforms; a requirement
      // with a default in the Linux stand-in.
      #if canImport(ObjectiveC)
        driver?.forwardedDelegate(of: navigationController)?.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      #else
        driver?.forwardedDelegate(of: navigationController)?.navigationController(
          navigationController, willShow: viewController, animated: animated)
      #endif
      guard let coordinator = navigationController.transitionCoordinator,
        coordinator.isInteractive, let leaving = coordinator.viewController(forKey: .from),
        reportsCancelledSwipe(from: leaving)
      else { return }
      let stack = stack
      coordinator.notifyWhenInteractionChanges { [weak driver] context in
        guard context.isCancelled, let driver else { return }
        driver.whenIdle { [weak driver] in driver?.report(.cancelledInteractivePop(stack)) }
      }
    }

    /// Whether a swipe that takes `leaving` off the navigation controller and is lifted halfway
    /// is reported as cancelled: over one of the driver's screens, and not over an adopted
    /// flow's first screen, whose swipe would have left the flow rather than popped a screen.
    private func reportsCancelledSwipe(from leaving: UIViewController) -> Bool {
      guard let driver, driver.screen(of: leaving) != nil else { return false }
      return controller !== driver.adopted || (driver.shownScreens(of: stack)?.count ?? 0) > 1
    }

    // MARK: A screen was shown

    /// The navigation controller shows `viewController`: when it shows fewer screens than the
    /// driver put there, the user went back.
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      let forwarded = driver?.forwardedDelegate(of: navigationController)
      didShow()
      #if canImport(ObjectiveC)
        forwarded?.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      #else
        forwarded?.navigationController(
          navigationController, didShow: viewController, animated: animated)
      #endif
    }

    /// What the navigation controller shows is the truth, unless the driver itself changed it.
    private func didShow() {
      guard let driver, !isDriverChanging else { return }
      if controller === driver.adopted { driver.rootAppeared() }
      driver.whenIdle { [weak self] in self?.showed() }
    }

    /// Reports a back the navigation controller shows, and shows the recorded stack when it
    /// shows something else.
    private func showed() {
      guard let driver, driver.stepNavigation(for: stack) === self,
        !driver.hasQueuedUpdate(of: stack), let expected = driver.shownScreens(of: stack)
      else { return }
      let parts = parts()
      let actual = parts.mine.compactMap(driver.screen(of:))
      guard actual != expected.map(\.id) else {
        if let top = parts.above.last { driver.onForeignScreen?(top) }
        return
      }
      if let action = driver.shown.userShows(actual, in: stack) {
        driver.report(action)  // renders the store's answer, reconciling this stack with it
      } else {
        reconcile()
      }
    }
  }

  // MARK: The driver's changes: only its part, the screens it made, between the app's own
  // view controllers below them (in a navigation controller the driver adopted) and those the
  // app or an SDK pushed above them, which stay where they are.

  extension StackNavigation {
    /// A navigation controller's view controllers: the app's below the driver's screens, the
    /// driver's, and the foreign ones above.
    struct Parts {
      var below: [UIViewController]
      var mine: [UIViewController]
      var above: [UIViewController]
    }

    /// Splits what the navigation controller shows around the driver's screens. With none of
    /// them, everything is the app's below them in an adopted navigation controller, and above
    /// them in one the driver made.
    ///
    /// - Complexity: O(*n*) in the number of view controllers.
    func parts() -> Parts {
      let shown = controller.viewControllers
      let driver = driver
      let isMine: (UIViewController) -> Bool = { driver?.screen(of: $0) != nil }
      guard let first = shown.firstIndex(where: isMine), let last = shown.lastIndex(where: isMine)
      else {
        return controller === driver?.adopted
          ? Parts(below: shown, mine: [], above: [])
          : Parts(below: [], mine: [], above: shown)
      }
      return Parts(
        below: Array(shown[..<first]), mine: shown[first...last].filter(isMine),
        above: Array(shown[(last + 1)...]))
    }

    /// Makes the driver's part of the navigation controller `change`, leaving the app's view
    /// controllers below and the foreign ones above in place. Without foreign ones above, a
    /// push or a pop is UIKit's (animated when asked); with them, one change of the whole
    /// array, without animation: what the user sees on top does not change.
    func apply(_ change: StackChange, animated: Bool) {
      guard let driver else { return }
      let parts = parts()
      let navigation = controller
      asDriver {
        switch change {
        case .push(let screen) where parts.above.isEmpty:
          navigation.pushViewController(driver.controller(for: screen), animated: animated)
        case .pop(let screen) where parts.above.isEmpty:
          navigation.popToViewController(driver.controller(for: screen), animated: animated)
        case .replace(let screens) where parts.above.isEmpty:
          navigation.setViewControllers(
            parts.below + screens.map(driver.controller), animated: animated)
        case .push(let screen):
          let mine = parts.mine + [driver.controller(for: screen)]
          navigation.setViewControllers(parts.below + mine + parts.above, animated: false)
        case .pop(let screen):
          let top = driver.controller(for: screen)
          let kept = Array(parts.mine.prefix { $0 !== top }) + [top]
          navigation.setViewControllers(parts.below + kept + parts.above, animated: false)
        case .replace(let screens):
          let mine = screens.map(driver.controller)
          navigation.setViewControllers(parts.below + mine + parts.above, animated: false)
        }
      }
    }

    /// Sets the navigation controller's view controllers as the driver's own change.
    func setAsDriver(_ controllers: [UIViewController]) {
      let navigation = controller
      asDriver { navigation.setViewControllers(controllers, animated: false) }
    }

    /// Makes the navigation controller show what the driver recorded for its stack, when it
    /// shows something else and no transition runs (else once the driver has settled).
    func reconcile() {
      guard let driver else { return }
      driver.reconciliations += 1
      if let transition = controller.transitionCoordinator, driver.wait(for: transition) { return }
      guard let expected = driver.shownScreens(of: stack),
        parts().mine.map(driver.screen(of:)) != expected.map(\.id)
      else { return }
      apply(.replace(with: expected), animated: false)
    }
  }
#endif
