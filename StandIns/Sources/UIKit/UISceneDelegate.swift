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
