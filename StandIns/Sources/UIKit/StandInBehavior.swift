/// Switches for behaviour that changed between iOS releases.
///
/// Stand-in-only API (Linux tests), not part of UIKit.
@MainActor
public enum StandInBehavior {
  /// The release simulated when a test does not choose one.
  public static let defaultIOSVersion = 18

  /// The major iOS version whose behaviour is simulated, 18 unless a test says otherwise.
  ///
  /// It decides two things:
  /// - whether a cancelled interactive pop sends `navigationController(_:didShow:animated:)`
  ///   (iOS 18 and later) or not (iOS 17 and earlier); see
  ///   ``UINavigationController/standInSwipeBack(completing:)``;
  /// - what `.automatic` resolves to when `modalPresentationStyle` is read: `.formSheet` from
  ///   iOS 18, `.pageSheet` before (UIViewController.h, iOS 18 SDK).
  public static var iOSVersion = defaultIOSVersion
}
