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

    init(sourceApplication: String?, handoffUserActivityType: String?) {
      self.sourceApplication = sourceApplication
      self.handoffUserActivityType = handoffUserActivityType
    }

    /// Makes connection options, as the system would. Stand-in-only.
    public static func standInMake(
      sourceApplication: String? = nil, handoffUserActivityType: String? = nil
    ) -> UIScene.ConnectionOptions {
      ConnectionOptions(
        sourceApplication: sourceApplication, handoffUserActivityType: handoffUserActivityType)
    }
  }

  /// The session the scene represents.
  public let session: UISceneSession

  /// The scene's delegate, held strongly as UIKit does.
  open var delegate: (any UISceneDelegate)?

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
