#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import UIKit

  // The driver's part of a navigation controller: the screens it made, between the app's own
  // screens below them (in a navigation controller the driver adopted) and view controllers
  // the app or an SDK pushed above them. The driver changes only its part; the others stay
  // where they are.

  extension UIKitDriver {
    /// A navigation controller's view controllers: the app's below the driver's screens, the
    /// driver's, and the foreign ones above.
    struct NavigationParts {
      var below: [UIViewController]
      var mine: [UIViewController]
      var above: [UIViewController]
    }

    /// Runs the driver's own change of a navigation controller: the delegate calls it causes
    /// are not the user's.
    func performAsDriver(on navigation: UINavigationController, _ change: () -> Void) {
      let id = ObjectIdentifier(navigation)
      let outermost = driverCalls.insert(id).inserted
      defer { if outermost { driverCalls.remove(id) } }
      change()
    }

    /// Splits what a navigation controller shows around the driver's screens. With none of
    /// them, everything is the app's below them in an adopted navigation controller, and above
    /// them in one the driver made.
    ///
    /// - Complexity: O(*n*) in the number of view controllers.
    func parts(of navigation: UINavigationController) -> NavigationParts {
      let shown = navigation.viewControllers
      guard let first = shown.firstIndex(where: { screen(of: $0) != nil }),
        let last = shown.lastIndex(where: { screen(of: $0) != nil })
      else {
        return navigation === adopted
          ? NavigationParts(below: shown, mine: [], above: [])
          : NavigationParts(below: [], mine: [], above: shown)
      }
      return NavigationParts(
        below: Array(shown[..<first]),
        mine: shown[first...last].filter { screen(of: $0) != nil },
        above: Array(shown[(last + 1)...]))
    }

    /// Makes the driver's part of a navigation controller `screens`, leaving the app's view
    /// controllers below and the foreign ones above in place. Without foreign ones above, a
    /// push or a pop is UIKit's (animated when asked); with them, one change of the whole
    /// array, without animation: what the user sees on top does not change.
    func setDriverScreens(
      _ change: StackChange, on navigation: UINavigationController, animated: Bool
    ) {
      let parts = parts(of: navigation)
      performAsDriver(on: navigation) {
        switch change {
        case .push(let screen) where parts.above.isEmpty:
          navigation.pushViewController(controller(for: screen), animated: animated)
        case .pop(let screen) where parts.above.isEmpty:
          navigation.popToViewController(controller(for: screen), animated: animated)
        case .replace(let screens) where parts.above.isEmpty:
          navigation.setViewControllers(parts.below + screens.map(controller), animated: animated)
        case .push(let screen):
          let mine = parts.mine + [controller(for: screen)]
          navigation.setViewControllers(parts.below + mine + parts.above, animated: false)
        case .pop(let screen):
          let top = controller(for: screen)
          let kept = Array(parts.mine.prefix { $0 !== top }) + [top]
          navigation.setViewControllers(parts.below + kept + parts.above, animated: false)
        case .replace(let screens):
          let mine = screens.map(controller)
          navigation.setViewControllers(parts.below + mine + parts.above, animated: false)
        }
      }
    }

    /// Reports the view controller on top of a navigation controller when the driver did not
    /// make it and it stands above the driver's screens.
    func reportForeignTop(of navigation: UINavigationController) {
      guard let top = parts(of: navigation).above.last else { return }
      onForeignScreen?(top)
    }

    /// Reports a view controller presented over the driver's layers that the driver did not
    /// make, once while it stays.
    func reportForeignPresentation(_ controller: UIViewController) {
      guard controller !== foreignPresentation else { return }
      foreignPresentation = controller
      onForeignScreen?(controller)
    }

    /// The app's delegate of an adopted navigation controller, while the driver is attached.
    func forwardedDelegate(of navigation: UINavigationController)
      -> (any UINavigationControllerDelegate)?
    {
      navigation === adopted && isAttached ? forwardedNavigationDelegate : nil
    }

    /// Whether the driver made this presented view controller (a layer's container).
    func isOwnContainer(_ controller: UIViewController) -> Bool {
      containers.values.contains { $0.controller === controller }
    }

    /// Once the root flow has ended and UIKit shows the app's screens only, gives the adopted
    /// navigation controller its delegates back.
    ///
    /// Until then, once the flow has ended, the driver keeps itself alive: the app may let go of
    /// it when it hears of the end, while UIKit still shows the flow's screens leaving.
    func detachIfEnded() {
      guard isAttached, store.root.isFinished else { return }
      guard let navigation = adopted, !parts(of: navigation).mine.isEmpty else {
        detach()
        return
      }
      keptUntilDetached = self
    }

    /// Gives the adopted navigation controller its delegates back.
    private func detach() {
      isAttached = false
      keptUntilDetached = nil
      guard let navigation = adopted else { return }
      guard
        let delegate = navigationControllers.values.map(\.delegate).first(where: {
          navigation.delegate === $0
        })
      else { return }
      navigation.delegate = forwardedNavigationDelegate
      if let gesture = navigation.interactivePopGestureRecognizer, gesture.delegate === delegate {
        gesture.delegate = delegate.systemGestureDelegate
      }
    }
  }
#endif
