import Foundation

/// The system's record of one scene of the app.
@MainActor
open class UISceneSession: Hashable {
  /// The scene connected to the session, if any.
  open var scene: UIScene? { standInScene }

  weak var standInScene: UIScene?

  /// An identifier stable across launches.
  public let persistentIdentifier: String

  /// App data saved with the session (property-list types).
  open var userInfo: [String: Any]?

  init(persistentIdentifier: String) {
    self.persistentIdentifier = persistentIdentifier
  }

  /// Makes a session, as the system would for a new scene. Stand-in-only.
  public static func standInMake(persistentIdentifier: String = UUID().uuidString)
    -> UISceneSession
  {
    UISceneSession(persistentIdentifier: persistentIdentifier)
  }

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
