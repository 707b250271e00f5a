#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import Coordination
  public import UIKit

  /// The application's entry, in the style of the pattern's usual `AppCoordinator(window:)`: owns
  /// the window and its ``UIKitDriver`` (the UIKit adapter), sets the window's root view
  /// controller and makes it key and visible.
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
  ///       store: NavigationStore(root: AppCoordinator()), registry: appRegistry())
  ///     host.start()
  ///     window = host.window
  ///     self.host = host
  ///   }
  /// }
  /// ```
  ///
  /// `appRegistry()` stands for the app's function that registers a view controller for each
  /// model (see ``ViewControllerRegistry/register(_:_:)``).
  @MainActor
  public final class WindowHost {
    /// The window shown.
    public let window: UIWindow
    /// The adapter that shows the store in the window, made (and the store started, unless it
    /// has started or been restored) the first time it is read: by ``start()``, or by
    /// ``connect(session:options:links:)`` once it has restored the scene's navigation, so that
    /// the root coordinator's `start()` does not run for screens a restore replaces.
    public private(set) lazy var driver = UIKitDriver(store: store, registry: registry)
    /// The store the driver will show.
    let store: NavigationStore
    private let registry: ViewControllerRegistry
    /// Keeps the activity of the screen shown current, once started.
    private lazy var advertiser = ActivityAdvertiser(store: store, window: window)

    /// Shows `store` in `window` with view controllers from `registry`; call ``start()`` (or
    /// ``connect(session:options:links:)``).
    public init(window: UIWindow, store: NavigationStore, registry: ViewControllerRegistry) {
      self.window = window
      self.store = store
      self.registry = registry
    }

    /// Sets the window's root view controller, makes the window key and visible, and from then
    /// on advertises the activity of the screen shown (see ``advertisedUserActivity``).
    public func start() {
      window.rootViewController = driver.windowRootViewController
      window.makeKeyAndVisible()
      advertiser.start()
    }

    /// The activity this scene advertises: the screen on top, as its coordinator advertises
    /// it (`ActivityAdvertising`, in CoordinationLinks); `nil` when it advertises nothing.
    ///
    /// Kept in step as the user navigates (a new object for another screen, the old one
    /// invalidated), and made the system's current activity while the scene is active and
    /// whenever the user turns to it, so Handoff offers it on the user's other devices and
    /// Spotlight indexes it when it allows. Its type is ``navigationActivityType`` (declare it
    /// in the app's `NSUserActivityTypes`); its link is in its `userInfo`, and is its
    /// `webpageURL` when it is a web address. The device that continues it opens the link with
    /// ``continueActivity(_:using:)``. A title that changes while the screen stays on top is
    /// taken at the store's next change.
    public var advertisedUserActivity: NSUserActivity? { advertiser.userActivity }
  }
#endif
