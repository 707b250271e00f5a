/// What a scene tells its delegate about its life. Optional in UIKit; defaults do nothing.
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene was created and connected to a session: the place to make its window.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)

  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)

  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)

  /// The scene is about to become inactive.
  func sceneWillResignActive(_ scene: UIScene)

  /// The scene is asked to open URLs (a custom scheme, a file).
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)

  /// The activity that will restore the scene's state when it reconnects.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

  /// The scene is asked to continue an activity (a handoff, a universal link, an activity
  /// dispatched to its session).
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}

  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}

  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}

  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}

  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}

  /// No activity: nothing is restored.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

  /// Does nothing.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// The delegate of a window scene, which usually owns the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window; optional in UIKit, so it reads `nil` unless the delegate
  /// declares it.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, as when the delegate does not declare the property.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
