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
  ///
  /// The value is encoded on every save. When it is `Equatable`, the overload taken instead
  /// encodes it only when it changed.
  public static func codable<Value: Codable>(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) -> AppSessionState {
    AppSessionState(
      save: { try JSONEncoder().encode(get()) },
      restore: { set(try JSONDecoder().decode(Value.self, from: $0)) })
  }

  /// A hook over a Codable and Equatable value, written as JSON only when it changed.
  ///
  /// A server saves a session's state with every change of its navigation, which is most
  /// often all that changed: comparing the value with the one written last (or restored) is
  /// much cheaper than encoding it again, so an unchanged value's bytes are reused.
  ///
  /// - Complexity: O(*n*) in the size of the value for the comparison; the encoding only when
  ///   the value differs from the last one written or restored.
  public static func codable<Value: Codable & Equatable>(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) -> AppSessionState {
    let last = LastWrittenValue<Value>()
    return AppSessionState(
      save: {
        let value = get()
        if let data = last.data(for: value) { return data }
        let data = try JSONEncoder().encode(value)
        last.remember(value, as: data)
        return data
      },
      restore: { data in
        let value = try JSONDecoder().decode(Value.self, from: data)
        set(value)
        last.remember(value, as: data)
      })
  }
}

/// The value a hook wrote or restored last, with its bytes: one per session, written only by
/// that session's hook on the main actor.
@MainActor
private final class LastWrittenValue<Value: Equatable> {
  private var value: Value?
  private var data = Data()

  /// Made where the hook is made, off the main actor; used only on it.
  nonisolated init() {}

  /// The bytes of `value` when it is the one remembered.
  func data(for value: Value) -> Data? {
    self.value == value ? data : nil
  }

  func remember(_ value: Value, as data: Data) {
    self.value = value
    self.data = data
  }
}
