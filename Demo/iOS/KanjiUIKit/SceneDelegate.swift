#if canImport(UIKit)
  import Coordination
  import CoordinationLinks
  public import CoordinationUIKit
  import KanjiApp
  public import UIKit

  /// The Kanji app's scene delegate, the tutorial's `ApplicationCoordinator(window:)`: loads the
  /// bundled dictionary and shows an `ApplicationCoordinator` that owns it in the scene's
  /// window. If the dictionary cannot be read, the window says why.
  ///
  /// Each scene (an iPad window) has its own store: it comes back after a relaunch with the
  /// navigation it had (`stateRestorationActivity(for:)`), and a link (`kanji://kanji/日`, a
  /// handoff) goes to the window already showing that kanji, else the active one, else a new
  /// window.
  ///
  /// Make it the scene's delegate class (`KanjiUIKit.SceneDelegate` in the app's Info.plist, or
  /// in the `UISceneConfiguration` the app delegate returns); list `kanji` among the URL
  /// schemes and enable multiple windows (`UIApplicationSupportsMultipleScenes`).
  public final class SceneDelegate: UIResponder, WindowHostSceneDelegate {
    /// The scene's window, made when the scene connects.
    public var window: UIWindow?

    /// What shows the app in the window (the store, its driver and the window), once the scene
    /// has connected; `nil` if the dictionary could not be read.
    public private(set) var host: WindowHost?

    /// The app's links.
    private var links: DeepLinkMap?

    /// Makes the window, restores the scene's navigation (or shows the list of all kanji), and
    /// opens the link the scene was opened for, if any.
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
      links = try? KanjiLinks.map(in: storage)
      host.connect(session: session, options: connectionOptions, links: links)
      self.host = host
    }

    /// The scene's navigation, saved by the system and restored at the next launch.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      host?.stateRestorationActivity()
    }

    /// Opens each URL in the window that should show it.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
      guard let links else { return }
      for context in urlContexts { _ = try? host?.open(context.url, using: links) }
    }

    /// Continues a handoff (or a link handed over) in the window that should show it.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      guard let links else { return }
      _ = try? host?.continueActivity(userActivity, using: links)
    }
  }
#endif
