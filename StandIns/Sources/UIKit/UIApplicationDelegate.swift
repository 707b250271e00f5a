extension UIApplication {
  /// The keys of the launch options passed to the app delegate.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The string.
    public let rawValue: String

    /// Creates a key.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")

    /// The bundle identifier of the app that launched this one.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
  }
}

/// What the app tells its delegate about its life. Optional in UIKit; defaults here.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app finished launching; returns whether it can handle the launch's URL or activity.
  /// `true` by default.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The app's main window, for apps without scenes; reads `nil` unless declared.
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  /// Lets the launch proceed.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// No window, as when the delegate does not declare the property.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
