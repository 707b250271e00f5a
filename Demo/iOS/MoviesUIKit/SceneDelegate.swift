#if canImport(UIKit)
  import Coordination
  public import CoordinationUIKit
  import MoviesApp
  public import UIKit

  /// The Movies app's scene delegate: shows a `MovieListCoordinator` over the bundled catalogue
  /// in the scene's window. If the catalogue cannot be read, the window says why.
  ///
  /// Make it the scene's delegate class (`MoviesUIKit.SceneDelegate` in the app's Info.plist,
  /// or in the `UISceneConfiguration` the app delegate returns).
  public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, made when the scene connects.
    public var window: UIWindow?

    /// What shows the app in the window (the store, its driver and the window), once the scene
    /// has connected; `nil` if the catalogue could not be read.
    public private(set) var host: WindowHost?

    /// Makes the window and shows the movie list in it.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      self.window = window
      let catalogue: MovieCatalogue
      do {
        catalogue = try MovieCatalogue.bundled()
      } catch {
        window.rootViewController = LaunchErrorViewController(message: error.description)
        window.makeKeyAndVisible()
        return
      }
      let store = NavigationStore(root: MovieListCoordinator(catalogue: catalogue))
      let host = WindowHost(window: window, store: store, registry: moviesRegistry())
      host.start()
      self.host = host
    }
  }
#endif
