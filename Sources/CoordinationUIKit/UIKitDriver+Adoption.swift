#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import UIKit

  // Adopting one flow in an app's navigation controller, and what the app or an SDK shows over
  // the driver's screens: reported, never touched.

  extension UIKitDriver {
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
      guard let navigation = adoptedNavigation, !navigation.parts().mine.isEmpty else {
        detach()
        return
      }
      keptUntilDetached = self
    }

    /// The driver's side of the adopted navigation controller.
    private var adoptedNavigation: StackNavigation? {
      navigationControllers.values.first { $0.controller === adopted }
    }

    /// Gives the adopted navigation controller its delegates back.
    private func detach() {
      isAttached = false
      keptUntilDetached = nil
      adoptedNavigation?.detach(giving: forwardedNavigationDelegate)
    }
  }
#endif
