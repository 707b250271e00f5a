#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import Foundation
  import UIKit

  /// The delegate of one stack's navigation controller and of its swipe-back gesture: the
  /// whole path of a user's back in that navigation controller reads here. Before a swipe
  /// begins it asks the store whether the top screen may leave; when a swipe is lifted halfway
  /// it reports the cancellation; when the navigation controller has shown a screen, it reads
  /// what it shows (the back button, the back menu by whatever path, a swipe that completed),
  /// reports a back once, and has the driver show the record again otherwise.
  @MainActor
  final class StackDelegate: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    private weak var driver: UIKitDriver?
    /// The stack the navigation controller shows.
    let stack: StackID
    /// The delegate UIKit gave the swipe-back gesture, asked first: it refuses at the root and
    /// while a transition runs, and a swipe that begins then can freeze the screen.
    var systemGestureDelegate: (any UIGestureRecognizerDelegate)?

    init(driver: UIKitDriver, stack: StackID) {
      self.driver = driver
      self.stack = stack
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
      guard driver.isSettled, let navigation = driver.stepNavigation(for: stack),
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
        reportsCancelledSwipe(from: leaving, in: navigationController)
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
    private func reportsCancelledSwipe(
      from leaving: UIViewController, in navigation: UINavigationController
    ) -> Bool {
      guard let driver, driver.screen(of: leaving) != nil else { return false }
      return navigation !== driver.adopted || (driver.shownScreens(of: stack)?.count ?? 0) > 1
    }

    // MARK: A screen was shown

    /// The navigation controller shows `viewController`: when it shows fewer screens than the
    /// driver put there, the user went back.
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      let forwarded = driver?.forwardedDelegate(of: navigationController)
      didShow(in: navigationController)
      #if canImport(ObjectiveC)
        forwarded?.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      #else
        forwarded?.navigationController(
          navigationController, didShow: viewController, animated: animated)
      #endif
    }

    /// What the navigation controller shows is the truth, unless the driver itself changed it.
    private func didShow(in navigation: UINavigationController) {
      guard let driver, !driver.driverCalls.contains(ObjectIdentifier(navigation)) else { return }
      if navigation === driver.adopted { driver.rootAppeared() }
      driver.whenIdle { [weak self] in self?.showed(in: navigation) }
    }

    /// Reports a back the navigation controller shows, and shows the recorded stack when it
    /// shows something else.
    private func showed(in navigation: UINavigationController) {
      guard let driver, driver.stepNavigation(for: stack) === navigation,
        !driver.hasQueuedUpdate(of: stack), let expected = driver.shownScreens(of: stack)
      else { return }
      let actual = driver.parts(of: navigation).mine.compactMap(driver.screen(of:))
      guard actual != expected.map(\.id) else {
        driver.reportForeignTop(of: navigation)
        return
      }
      if let action = driver.shown.userShows(actual, in: stack) {
        driver.report(action)  // renders the store's answer, reconciling this stack with it
      } else {
        driver.reconcile(navigation, stack: stack)
      }
    }
  }
#endif
