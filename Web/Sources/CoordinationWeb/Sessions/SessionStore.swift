public import Foundation

/// Where a server keeps its sessions so that they outlive its process: a restart, a
/// redeployment, or another server behind the same load balancer serving the next request.
///
/// The server saves a session after every change it commits and loads it on a request that
/// finds it missing from its memory (``LiveSessionCache``). Three stores come with the
/// library: ``MemorySessionStore`` (one process, for tests), `SQLiteSessionStore`
/// (`CoordinationWebSQLite`: one server, a file) and `PostgresSessionStore`
/// (`CoordinationWebPostgres`: several servers, one database).
///
/// Every write is conditional on the version the writer read: of two servers racing on one
/// session, one saves and the other is told ``SessionSaveResult/conflict(current:)``, so no
/// update is lost unseen. A store fails with ``SessionStoreError``, never a crash.
public protocol SessionStore: Sendable {
  /// The record of a session, or `nil` when there is none or it expired before `now`.
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the store cannot be read,
  ///   ``SessionStoreError/unreadableRecord(_:reason:)`` when the record cannot be read back.
  func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord?

  /// The version of a session's record, or `nil` when there is none: how a host checks that
  /// its copy in memory is the latest, at the cost of one small read.
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the store cannot be read.
  func version(of id: SessionID) async throws(SessionStoreError) -> UInt64?

  /// Writes a record, only if the stored record's version is `expected` (`nil`: only if none is
  /// stored). The record's own ``SessionRecord/version`` is written with it; the write is atomic.
  ///
  /// - Returns: ``SessionSaveResult/saved`` or, when another writer came first,
  ///   ``SessionSaveResult/conflict(current:)`` with the version stored now.
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the store cannot be written.
  func save(_ record: SessionRecord, replacing expected: UInt64?) async throws(SessionStoreError)
    -> SessionSaveResult

  /// Deletes a session's record, if there is one.
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the store cannot be written.
  func remove(_ id: SessionID) async throws(SessionStoreError)

  /// Deletes the records that expired before `now`, then, while more than `capacity` remain,
  /// those that expire first; returns how many it deleted. Hosts run it from time to time
  /// (a cleanup job, not a scan per request).
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the store cannot be written.
  func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError) -> Int

  /// The number of records stored, expired ones included until the next cleanup.
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the store cannot be read.
  func count() async throws(SessionStoreError) -> Int
}

/// What a conditional write of a ``SessionStore`` did.
public enum SessionSaveResult: Hashable, Sendable {
  /// The record was written.
  case saved
  /// Nothing was written: the stored record's version is `current` (`nil`: there is none any
  /// more), not the one the writer read.
  case conflict(current: UInt64?)
}
