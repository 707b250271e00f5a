import CoordinationWeb
import Foundation
import NIOConcurrencyHelpers

/// A session store that counts the records it loaded, and otherwise is the store it wraps.
///
/// A host loads a session's record when the session is not live in its memory: after the
/// live-session cap (`--max-sessions`) dropped it, or after a restart. The demo prints the
/// count when it stops, so that a load check can tell that the cap made room and the sessions
/// it dropped came back from the store.
///
/// A class with a locked counter rather than an actor: an actor would add a hop onto its
/// executor to every statement of every request, the round trip's hot path.
final class CountingSessionStore: SessionStore {
  /// The real store.
  let inner: any SessionStore
  /// The records loaded so far.
  private let loadedCount = NIOLockedValueBox(0)

  /// The records loaded so far.
  var loaded: Int { loadedCount.withLockedValue { $0 } }

  /// Wraps a store.
  init(wrapping inner: any SessionStore) {
    self.inner = inner
  }

  func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
    let record = try await inner.load(id, now: now)
    if record != nil { loadedCount.withLockedValue { $0 += 1 } }
    return record
  }

  func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
    try await inner.version(of: id)
  }

  func save(_ record: SessionRecord, replacing expected: UInt64?) async throws(SessionStoreError)
    -> SessionSaveResult
  {
    try await inner.save(record, replacing: expected)
  }

  func remove(_ id: SessionID) async throws(SessionStoreError) {
    try await inner.remove(id)
  }

  func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError) -> Int {
    try await inner.removeExpired(now: now, keeping: capacity)
  }

  func count() async throws(SessionStoreError) -> Int {
    try await inner.count()
  }
}
