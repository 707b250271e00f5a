/// A scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
  var standInWindows: [UIWindow] = []
  weak var standInKeyWindow: UIWindow?

  /// The scene's windows.
  open var windows: [UIWindow] { standInWindows }

  /// The scene's key window.
  open var keyWindow: UIWindow? { standInKeyWindow }

  /// Makes a connected window scene with a new session, as the system would before calling
  /// the scene delegate. Stand-in-only.
  public static func standInMake(
    session: UISceneSession = .standInMake(),
    connectionOptions: UIScene.ConnectionOptions = .standInMake()
  ) -> UIWindowScene {
    UIWindowScene(session: session, connectionOptions: connectionOptions)
  }
}
