public import Coordination
public import Foundation

/// A browser session as a ``SessionStore`` keeps it: everything needed to run it again in
/// another process.
///
/// The navigation is the core's snapshot (`NavigationStore.snapshot()`), as a value: the
/// layers, stacks and coordinator tree, each screen by its route's JSON text, with the state of
/// models that keep one. A store in memory keeps the value as it is; a store that writes records
/// out writes it as ``navigationData()`` gives it and reads it back with
/// ``navigation(from:of:)``. The app's own session state (who is signed in, accounts made in
/// this session) is what the app's ``AppSessionState`` hook writes.
public struct SessionRecord: Hashable, Sendable {
  /// The session's identity, as its cookie carries it.
  public var id: SessionID
  /// How many times the session was saved: 1 for its first record. A store writes a record
  /// only over the version its writer read (``SessionStore/save(_:replacing:)``), so that two
  /// servers that serve one session never overwrite each other's change unseen.
  public var version: UInt64
  /// The token every form of the session posts back.
  public var csrf: CSRFToken
  /// The navigation, as `NavigationStore.snapshot()` gives it.
  public var navigation: NavigationSnapshot
  /// The app's own state of this session, as its ``AppSessionState`` saves it; `nil` when the
  /// app keeps none.
  public var appState: Data?
  /// When the session ends if it is not used again (wall-clock time: servers share it).
  public var expires: Date

  /// Creates a record.
  public init(
    id: SessionID, version: UInt64, csrf: CSRFToken, navigation: NavigationSnapshot,
    appState: Data?,
    expires: Date
  ) {
    self.id = id
    self.version = version
    self.csrf = csrf
    self.navigation = navigation
    self.appState = appState
    self.expires = expires
  }
}
