/// Who is signed in to one app: a service the app's coordinators are given and ask, rather
/// than a field of one coordinator.
///
/// Kept apart from the coordinators so that an app rebuilt from saved navigation (a relaunch,
/// a web session loaded on another server) finds its user: the coordinators are made again by
/// their parents, but the session is the same object, restored first. It is never written into
/// the navigation's snapshot, so no saved state or URL can sign anyone in.
public final class UserSession {
  /// The signed-in user, if any.
  public private(set) var user: User?

  /// Creates a session, signed out unless a user is given.
  public init(user: User? = nil) {
    self.user = user
  }

  /// Signs a user in.
  public func signIn(_ user: User) { self.user = user }

  /// Signs out.
  public func signOut() { user = nil }
}
