#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import UIKit

  /// The view controller of each shown screen, and the screen each of those view controllers
  /// shows: two look-ups of one record, which only this type's edits change, both at once.
  @MainActor
  struct ScreenControllers {
    private var byScreen: [ScreenID: UIViewController] = [:]
    private var byController: [ObjectIdentifier: ScreenID] = [:]

    /// The view controller shown for a screen, if the screen is shown.
    subscript(screen: ScreenID) -> UIViewController? { byScreen[screen] }

    /// The screen a view controller shows, if it shows one.
    func screen(of controller: UIViewController) -> ScreenID? {
      byController[ObjectIdentifier(controller)]
    }

    /// Records the view controller made for a screen.
    mutating func record(_ controller: UIViewController, for screen: ScreenID) {
      byScreen[screen] = controller
      byController[ObjectIdentifier(controller)] = screen
    }

    /// Forgets the view controllers of the screens that are no longer shown.
    ///
    /// - Complexity: O(*n*) in the number of view controllers recorded.
    mutating func keep(only shown: Set<ScreenID>) {
      for (screen, controller) in byScreen where !shown.contains(screen) {
        byScreen[screen] = nil
        byController[ObjectIdentifier(controller)] = nil
      }
    }
  }
#endif
