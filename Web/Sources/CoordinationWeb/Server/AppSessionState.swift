public import Foundation

/// The app's own state of one browser session, saved with its navigation: what the
/// coordinators' routes do not say, such as who is signed in.
///
/// A session's navigation is saved as routes, and each coordinator is made again by its
/// parent, with the services the app injected. State those services keep (a signed-in user,
/// accounts created in this session) is saved by this hook: on a restore, ``restore`` runs on
/// the fresh services before the navigation is rebuilt, so a coordinator that asks "is anyone
/// signed in?" while it is made again gets the saved answer.
///
/// ```swift
/// WebAppSession(
///   root: AppCoordinator(session: userSession), deepLinks: links,
///   state: .codable(get: { userSession.saved }, set: { userSession.restore($0) }))
/// ```
///
/// The record stays on the server (the browser holds only the session's identity), so it may
/// hold what a snapshot written to a phone's disk should not.
public struct AppSessionState {
  /// Writes the state now.
  public var save: @MainActor () throws -> Data
  /// Takes back a saved state, into the services of a session not started yet.
  public var restore: @MainActor (Data) throws -> Void

  /// A hook from two closures over data.
  public init(
    save: @escaping @MainActor () throws -> Data,
    restore: @escaping @MainActor (Data) throws -> Void
  ) {
    self.save = save
    self.restore = restore
  }

  /// A hook over a Codable value, written as JSON.
  public static func codable<Value: Codable>(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) -> AppSessionState {
    AppSessionState(
      save: { try JSONEncoder().encode(get()) },
      restore: { set(try JSONDecoder().decode(Value.self, from: $0)) })
  }
}
