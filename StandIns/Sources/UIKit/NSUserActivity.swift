import Foundation

/// The state of a user activity: what a scene saves to be restored, and what a handoff or a
/// request for a new scene carries. Foundation's class on Apple platforms; declared here
/// because Foundation on Linux lacks it.
open class NSUserActivity: Hashable {
  /// The type the activity was created with.
  public let activityType: String

  /// A title the user may see.
  open var title: String?

  /// The app's state (property-list types).
  open var userInfo: [AnyHashable: Any]?

  /// The web page that continues the activity when no app can (a universal link).
  open var webpageURL: URL?

  /// Creates an activity of a type.
  public init(activityType: String) {
    self.activityType = activityType
  }

  /// Identity, as `NSObject` compares.
  public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
