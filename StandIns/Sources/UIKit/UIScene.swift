import Foundation

/// One instance of the app's interface, connected to a session.
@MainActor
open class UIScene: UIResponder {
  /// The options a scene is connected with.
  @MainActor
  open class ConnectionOptions {
    /// The bundle identifier of the app that asked to open this one.
    public let sourceApplication: String?

    /// The type of a Handoff activity about to arrive.
    public let handoffUserActivityType: String?

    /// The URLs to open on connection.
    public let urlContexts: Set<UIOpenURLContext>

    /// The activities to handle on connection (not a handoff's, which arrives later through
    /// `scene(_:continue:)`).
    public let userActivities: Set<NSUserActivity>

    init(
      sourceApplication: String?, handoffUserActivityType: String?,
      urlContexts: Set<UIOpenURLContext>, userActivities: Set<NSUserActivity>
    ) {
      self.sourceApplication = sourceApplication
      self.handoffUserActivityType = handoffUserActivityType
      self.urlContexts = urlContexts
      self.userActivities = userActivities
    }

    /// Makes connection options, as the system would. Stand-in-only.
    public static func standInMake(
      sourceApplication: String? = nil, handoffUserActivityType: String? = nil,
      urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []
    ) -> UIScene.ConnectionOptions {
      ConnectionOptions(
        sourceApplication: sourceApplication, handoffUserActivityType: handoffUserActivityType,
        urlContexts: urlContexts, userActivities: userActivities)
    }
  }

  /// Options of a request to activate a scene session.
  @MainActor
  open class ActivationRequestOptions {
    /// The scene the user acted in to ask for the new one.
    open var requestingScene: UIScene?

    /// Creates empty options.
    public init() {}
  }

  /// Where a scene is in its life.
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and taking events.
    case foregroundActive = 0
    /// On screen, not taking events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  /// The session the scene represents.
  public let session: UISceneSession

  /// The scene's delegate, held strongly as UIKit does.
  open var delegate: (any UISceneDelegate)?

  /// Where the scene is in its life: `.unattached` until the system connects it (in these
  /// tests: until `standInSetActivationState(_:)`).
  open var activationState: UIScene.ActivationState { standInActivationState }

  private var standInActivationState = ActivationState.unattached

  /// Moves the scene to `state`, telling its delegate as UIKit does: `sceneWillResignActive`
  /// when it leaves `.foregroundActive`, `sceneDidBecomeActive` when it enters it; each is
  /// followed by its notification (`willDeactivateNotification`, `didActivateNotification`),
  /// posted with the scene as object. Which of the two UIKit does first is not documented;
  /// here the delegate, as `UIApplication` does with `applicationDidBecomeActive(_:)` and its
  /// notification. Stand-in-only.
  public func standInSetActivationState(_ state: UIScene.ActivationState) {
    let old = standInActivationState
    guard old != state else { return }
    if old == .foregroundActive {
      delegate?.sceneWillResignActive(self)
      NotificationCenter.default.post(name: Self.willDeactivateNotification, object: self)
    }
    standInActivationState = state
    if state == .foregroundActive {
      delegate?.sceneDidBecomeActive(self)
      NotificationCenter.default.post(name: Self.didActivateNotification, object: self)
    }
  }

  /// Posted when a scene has become active and takes user events; the object is the scene.
  nonisolated public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")

  /// Posted when a scene is about to resign the active state; the object is the scene.
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")

  /// A title for the scene; reads `""` when unset.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var title: String! {
    get { standInTitle ?? "" }
    set { standInTitle = newValue }
  }

  private var standInTitle: String?

  /// Creates a scene for a session; UIKit calls it, apps do not.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.standInScene = self
  }
}
