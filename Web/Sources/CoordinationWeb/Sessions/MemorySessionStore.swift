public import Foundation
import NIOConcurrencyHelpers

/// A ``SessionStore`` in this process's memory: the records outlive a server (a test can start a
/// second server on the same store, as a restart), not the process.
///
/// For tests and for a single process that wants the server's save-and-load path without a
/// database. Its operations are O(1) but for ``removeExpired(now:keeping:)``, which sorts.
public final class MemorySessionStore: SessionStore {
  private let records = NIOLockedValueBox([SessionID: SessionRecord]())

  /// Creates an empty store.
  public init() {}

  /// The record, unless it expired before `now`.
  public func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
    records.withLockedValue { records in
      records[id].flatMap { $0.expires < now ? nil : $0 }
    }
  }

  /// The stored version.
  public func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
    records.withLockedValue { $0[id]?.version }
  }

  /// Writes the record if the stored version is `expected`.
  public func save(_ record: SessionRecord, replacing expected: UInt64?)
    async throws(SessionStoreError) -> SessionSaveResult
  {
    records.withLockedValue { records in
      let current = records[record.id]?.version
      guard current == expected else { return .conflict(current: current) }
      records[record.id] = record
      return .saved
    }
  }

  /// Deletes the record.
  public func remove(_ id: SessionID) async throws(SessionStoreError) {
    _ = records.withLockedValue { $0.removeValue(forKey: id) }
  }

  /// Deletes expired records, then those that expire first beyond `capacity`.
  ///
  /// - Complexity: O(*n* log *n*) in the number of records.
  public func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError)
    -> Int
  {
    records.withLockedValue { records in
      let before = records.count
      records = records.filter { $0.value.expires >= now }
      let excess = records.count - max(0, capacity)
      if excess > 0 {
        let first = records.values.sorted { $0.expires < $1.expires }.prefix(excess)
        for record in first { records[record.id] = nil }
      }
      return before - records.count
    }
  }

  /// The number of records.
  public func count() async throws(SessionStoreError) -> Int {
    records.withLockedValue { $0.count }
  }
}
