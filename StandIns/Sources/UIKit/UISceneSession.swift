import Foundation

/// The system's record of one scene of the app.
@MainActor
open class UISceneSession: Hashable {
  /// The scene connected to the session, if any.
  open var scene: UIScene? { standInScene }

  weak var standInScene: UIScene?

  /// An identifier stable across launches.
  public let persistentIdentifier: String

  /// The activity that restores the scene's state when it reconnects: what the scene
  /// delegate's `stateRestorationActivity(for:)` last gave, kept across launches.
  open var stateRestorationActivity: NSUserActivity?

  /// App data saved with the session (property-list types).
  open var userInfo: [String: Any]?

  init(persistentIdentifier: String, stateRestorationActivity: NSUserActivity?) {
    self.persistentIdentifier = persistentIdentifier
    self.stateRestorationActivity = stateRestorationActivity
  }

  /// Makes a session, as the system would for a new scene or, with the activity it saved, for
  /// a scene it reconnects at launch. Stand-in-only.
  public static func standInMake(
    persistentIdentifier: String = UUID().uuidString,
    stateRestorationActivity: NSUserActivity? = nil
  ) -> UISceneSession {
    UISceneSession(
      persistentIdentifier: persistentIdentifier,
      stateRestorationActivity: stateRestorationActivity)
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
