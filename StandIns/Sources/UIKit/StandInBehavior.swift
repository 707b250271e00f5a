/// Switches for behaviour that changed between iOS releases, for behaviour on which the public
/// sources disagree, and for the kind of device; tests run the adapters every way.
///
/// Stand-in-only API (Linux tests), not part of UIKit. ``StandInTransitions/reset()`` restores
/// every default.
@MainActor
public enum StandInBehavior {
  /// What UIKit does with a navigation or presentation call made while a transition runs.
  public enum CallDuringTransition: Sendable, Equatable, CaseIterable {
    /// The call is logged and done once the transitions in its way have ended.
    case deferred
    /// The call is logged and dropped ("the navigation stack will not be updated").
    case ignored
  }

  /// What a transition coordinator does with the completion handed to
  /// `animate(alongsideTransition:completion:)` when it answers `false` (the transition is
  /// ending, or has ended).
  public enum UnqueuedCompletion: Sendable, Equatable, CaseIterable {
    /// The completion still runs, once the transition has ended (at once if it has).
    case runs
    /// The completion never runs.
    case dropped
  }

  /// How the back button's long-press menu pops.
  public enum BackMenuPath: Sendable, Equatable, CaseIterable {
    /// Through `popToViewController(_:animated:)`, which a subclass sees.
    case popToViewController
    /// Without any public pop method: the delegate hears `willShow` and `didShow` for the new
    /// top, and nothing else tells what happened.
    case direct
  }

  /// The device simulated: it decides how an action sheet is presented.
  public enum Device: Sendable, Equatable, CaseIterable {
    /// An iPhone (a compact width): an action sheet slides up from the bottom.
    case phone
    /// An iPad at full width (a regular width): an action sheet is a popover, which UIKit
    /// refuses to present without an anchor (its `popoverPresentationController`'s
    /// `sourceView`). iPad multitasking's compact widths are not simulated.
    case pad
  }

  /// What a tap outside an action sheet shown as a popover (``Device/pad``) does; the public
  /// sources disagree (README, "Simulated behaviour").
  public enum PopoverOutsideTap: Sendable, Equatable, CaseIterable {
    /// The popover's delegate hears `presentationControllerWillDismiss(_:)`, the popover starts
    /// leaving, the cancel action's handler runs, and once it has left the delegate hears
    /// `presentationControllerDidDismiss(_:)`.
    case handlerAndDelegate
    /// The popover leaves and the cancel action's handler runs; the delegate hears nothing.
    case handlerOnly
    /// The popover's delegate hears `presentationControllerWillDismiss(_:)` and, once it has
    /// left, `presentationControllerDidDismiss(_:)`; no handler runs.
    case delegateOnly
  }

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

  /// A push, pop, `setViewControllers`, present or dismiss made while a transition runs;
  /// ``CallDuringTransition/deferred`` unless a test says otherwise.
  public static var callsDuringTransition = CallDuringTransition.deferred

  /// The completion of an alongside animation that was not queued;
  /// ``UnqueuedCompletion/runs`` unless a test says otherwise.
  public static var unqueuedCompletion = UnqueuedCompletion.runs

  /// The back menu's path; ``BackMenuPath/popToViewController`` unless a test says otherwise.
  public static var backMenu = BackMenuPath.popToViewController

  /// The device; ``Device/phone`` unless a test says otherwise.
  public static var device = Device.phone

  /// A tap outside an action sheet's popover; ``PopoverOutsideTap/handlerAndDelegate`` unless a
  /// test says otherwise.
  public static var popoverOutsideTap = PopoverOutsideTap.handlerAndDelegate

  /// Restores every default.
  static func reset() {
    iOSVersion = defaultIOSVersion
    callsDuringTransition = .deferred
    unqueuedCompletion = .runs
    backMenu = .popToViewController
    device = .phone
    popoverOutsideTap = .handlerAndDelegate
  }
}
