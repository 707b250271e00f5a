import CoordinationWeb
import NIOConcurrencyHelpers

/// The stored version of each record a `SQLiteSessionStore` wrote or read, kept while the store
/// is its file's only writer (`SQLiteSessionStore.Sharing.exclusive`).
///
/// No other connection can change a record then, so the version this store last wrote or read is
/// the one stored, and a host's check that its copy is current needs no statement. A record this
/// store has not seen is unknown here (not absent) and is read from the file once.
final class SQLiteKnownVersions: Sendable {
  private let versions = NIOLockedValueBox([SessionID: UInt64]())

  /// The stored version of a record this store wrote or read; `nil` when unknown.
  ///
  /// - Complexity: O(1).
  func version(of id: SessionID) -> UInt64? {
    versions.withLockedValue { $0[id] }
  }

  /// Notes the version this store just wrote.
  func noteWritten(_ id: SessionID, _ version: UInt64) {
    versions.withLockedValue { $0[id] = version }
  }

  /// Notes a version this store read. A read that started before a write of the same record
  /// may finish after it, so a read never lowers the version known (versions only grow while a
  /// record lives; a deleted one is forgotten).
  func noteRead(_ id: SessionID, _ version: UInt64) {
    versions.withLockedValue { $0[id] = max($0[id] ?? 0, version) }
  }

  /// Notes that records are gone.
  func forget(_ ids: some Sequence<SessionID>) {
    versions.withLockedValue { versions in
      for id in ids { versions[id] = nil }
    }
  }
}
