#if canImport(UIKit)
  import DemoAccounts
  public import UIKit

  /// The legacy app's scene delegate: the app's own navigation controller with its account
  /// screen, as the app had it before it used the library. Only the login flow, which the
  /// account screen starts, is driven by the library.
  public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, made when the scene connects.
    public var window: UIWindow?

    /// The app's navigation controller, made when the scene connects.
    public private(set) var navigationController: UINavigationController?

    /// Makes the window and shows the account screen in it.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      let navigation = UINavigationController(
        rootViewController: AccountViewController(authClient: AccountAuthClient.demo()))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      self.window = window
      navigationController = navigation
    }
  }
#endif
