#if canImport(UIKit)
  import Coordination
  public import CoordinationUIKit
  import KanjiApp
  public import UIKit

  /// The Kanji app's scene delegate, the tutorial's `ApplicationCoordinator(window:)`: loads the
  /// bundled dictionary and shows an `ApplicationCoordinator` that owns it in the scene's
  /// window. If the dictionary cannot be read, the window says why.
  ///
  /// Make it the scene's delegate class (`KanjiUIKit.SceneDelegate` in the app's Info.plist, or
  /// in the `UISceneConfiguration` the app delegate returns).
  public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, made when the scene connects.
    public var window: UIWindow?

    /// What shows the app in the window (the store, its driver and the window), once the scene
    /// has connected; `nil` if the dictionary could not be read.
    public private(set) var host: WindowHost?

    /// Makes the window and shows the list of all kanji in it.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      self.window = window
      let storage: KanjiStorage
      do {
        storage = try KanjiStorage.bundled()
      } catch {
        window.rootViewController = LaunchErrorViewController(message: error.description)
        window.makeKeyAndVisible()
        return
      }
      let root = ApplicationCoordinator(kanjiStorage: storage)
      let registry = kanjiRegistry { [weak root] query in
        root?.children(ofType: AllKanjiListCoordinator.self).first?.search(for: query)
      }
      let host = WindowHost(window: window, store: NavigationStore(root: root), registry: registry)
      host.start()
      self.host = host
    }
  }
#endif
