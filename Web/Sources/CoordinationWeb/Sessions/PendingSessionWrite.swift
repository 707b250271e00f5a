package import Foundation
package import NIOCore

/// A save of a ``SessionStore`` waiting for its batch (``StoreCallBatcher``), its values ready
/// for an SQL statement: a version as a signed 64-bit integer, the navigation as bytes.
package struct PendingSessionWrite: Sendable {
  package var id: SessionID
  package var version: Int64
  package var csrf: String
  package var navigation: ByteBuffer
  package var appState: ByteBuffer?
  package var expires: Date
  /// The version it replaces; `nil` for a session never saved.
  package var expected: Int64?

  /// The write of `record` over the stored version `expected`.
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when a version is beyond a signed 64-bit
  ///   integer or the navigation cannot be written.
  package init(_ record: SessionRecord, replacing expected: UInt64?) throws(SessionStoreError) {
    id = record.id
    version = try Self.integer(record.version)
    csrf = record.csrf.description
    // As ByteBuffers, which bind without a throwing conversion in both drivers.
    navigation = ByteBuffer(bytes: try record.navigationData())
    appState = record.appState.map { ByteBuffer(bytes: $0) }
    expires = record.expires
    self.expected = try expected.map { (expected) throws(SessionStoreError) in
      try Self.integer(expected)
    }
  }

  /// Whether it writes a new session (an insert) rather than over a stored version.
  package var isNew: Bool { expected == nil }

  /// Each write's answer, from the identities its statement wrote: the updates' statement and
  /// the new sessions' each have their own outcome, so an update written stays written when
  /// the insert after it fails.
  package static func answers(
    for writes: [PendingSessionWrite], updated: Result<Set<String>, SessionStoreError>,
    inserted: Result<Set<String>, SessionStoreError>
  ) -> [Result<Bool, SessionStoreError>] {
    writes.map { write in
      (write.isNew ? inserted : updated).map { $0.contains(write.id.description) }
    }
  }

  private static func integer(_ version: UInt64) throws(SessionStoreError) -> Int64 {
    guard let value = Int64(exactly: version) else {
      throw .unavailable("version \(version) is beyond a signed 64-bit integer")
    }
    return value
  }
}
