/// UIKit's own delegate of a navigation controller's swipe-back gesture: the swipe begins only
/// over a view controller that has one below it, and not while a transition runs
/// (replacing it is a known cause of frozen screens: signalapp/Signal-iOS pull 3540 "Don't start
/// interactive pop gesture for root VC", XCoordinator issue 183). The gesture's `view` is
/// `nil` in the stand-in, so the navigation controller is found through ``navigation``.
@MainActor
final class StandInPopGestureDelegate: UIGestureRecognizerDelegate {
  /// The navigation controller whose gesture this delegate answers for.
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation else { return false }
    return navigation.viewControllers.count > 1 && !navigation.standInTransitionInTheWay
  }
}
