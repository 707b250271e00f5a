#if canImport(UIKit)
  import Coordination
  public import CoordinationUIKit
  import DemoAccounts
  import LoginSignupApp
  public import UIKit

  /// The Login, Signup, Forgot password app's scene delegate: shows an `AppCoordinator` in the
  /// scene's window (the tutorial's `AppCoordinator(window:)`), with an auth client holding the
  /// demo account, injected downward.
  ///
  /// Make it the scene's delegate class (`LoginSignupUIKit.SceneDelegate` in the app's
  /// Info.plist, or in the `UISceneConfiguration` the app delegate returns).
  public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, made when the scene connects.
    public var window: UIWindow?

    /// What shows the app in the window (the store, its driver and the window), once the scene
    /// has connected.
    public private(set) var host: WindowHost?

    /// Makes the window and shows the login screen in it.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let root = AppCoordinator(authClient: AccountAuthClient.demo())
      let host = WindowHost(
        window: UIWindow(windowScene: windowScene), store: NavigationStore(root: root),
        registry: loginSignupRegistry())
      host.start()
      window = host.window
      self.host = host
    }
  }
#endif
