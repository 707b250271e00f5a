#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import Coordination
  public import UIKit

  /// The application's entry, in the style of the pattern's usual `AppCoordinator(window:)`: owns
  /// the window and the driver, sets the window's root view controller and makes it key and
  /// visible.
  ///
  /// ```swift
  /// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  ///   var window: UIWindow?
  ///   private var host: WindowHost?
  ///
  ///   func scene(
  ///     _ scene: UIScene, willConnectTo session: UISceneSession,
  ///     options connectionOptions: UIScene.ConnectionOptions
  ///   ) {
  ///     guard let windowScene = scene as? UIWindowScene else { return }
  ///     let host = WindowHost(
  ///       window: UIWindow(windowScene: windowScene),
  ///       store: NavigationStore(root: AppCoordinator()), registry: .app)
  ///     host.start()
  ///     window = host.window
  ///     self.host = host
  ///   }
  /// }
  /// ```
  @MainActor
  public final class WindowHost {
    /// The window shown.
    public let window: UIWindow
    /// The driver that shows the store in the window.
    public let driver: UIKitDriver

    /// Shows `store` in `window` with view controllers from `registry`; call ``start()``.
    public init(window: UIWindow, store: NavigationStore, registry: ViewControllerRegistry) {
      self.window = window
      driver = UIKitDriver(store: store, registry: registry)
    }

    /// Sets the window's root view controller and makes the window key and visible.
    public func start() {
      window.rootViewController = driver.windowRootViewController
      window.makeKeyAndVisible()
    }
  }
#endif
