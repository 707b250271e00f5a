/// Switches for behaviour that changed between iOS releases, and for behaviour on which the
/// public sources disagree; tests run the adapters both ways.
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

  /// Restores every default.
  static func reset() {
    iOSVersion = defaultIOSVersion
    callsDuringTransition = .deferred
    unqueuedCompletion = .runs
    backMenu = .popToViewController
  }
}
