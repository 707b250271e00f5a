#if canImport(UIKit)
  public import CoordinationUIKit
  import Coordination
  import PagesApp
  public import UIKit

  /// The First, Second, Third app's scene delegate: shows a `FirstCoordinator` in the scene's
  /// window, as the source's `SceneDelegate` started its `FirstCoordinator` with the window of
  /// the scene.
  ///
  /// Make it the scene's delegate class (`PagesUIKit.SceneDelegate` in the app's Info.plist, or
  /// in the `UISceneConfiguration` the app delegate returns).
  public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, made when the scene connects.
    public var window: UIWindow?

    /// What shows the app in the window (the store, its driver and the window), once the scene
    /// has connected.
    public private(set) var host: WindowHost?

    /// Makes the window and shows the First page in it.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let host = WindowHost(
        window: UIWindow(windowScene: windowScene),
        store: NavigationStore(root: FirstCoordinator()), registry: pagesRegistry())
      host.start()
      window = host.window
      self.host = host
    }
  }
#endif
