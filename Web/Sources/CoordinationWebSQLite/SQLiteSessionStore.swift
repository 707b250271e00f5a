public import CoordinationWeb
public import Foundation
public import Logging
import SQLiteNIO

/// A `SessionStore` in an SQLite file: the sessions of one server outlive its
/// process, a restart or a redeployment on the same machine.
///
/// The file and its table are created when missing. The store writes in WAL mode (readers never
/// block the writer). How the file is shared is the store's ``Sharing``: `.shared` (the default)
/// waits up to a busy timeout when another connection, of this process or another one, holds the
/// write lock, rather than failing at once, so several processes can share one file, each seeing
/// the others' writes, as two servers share a database; `.exclusive` locks the file for this
/// store alone, so that it knows every record's version without asking the file and a host's
/// check that its session is current costs no statement.
///
/// Every operation is one SQL statement, atomic by itself; a conditional write is an `UPDATE … WHERE
/// version = ?` (or an `INSERT … ON CONFLICT DO NOTHING` for a new session) whose `RETURNING`
/// clause tells which rows it wrote. The store has one connection, used from any number of tasks,
/// whose statements run one at a time on a thread of the store's own. Writes and version checks
/// that wait at the same moment go together in one statement (group commit): each caller is
/// answered once the statement that carried it returned, so a save is acknowledged only after it
/// was written, and a host under load runs a statement for many requests rather than one each.
///
/// Durability: `synchronous=NORMAL` in WAL mode, so a record whose save returned survives the
/// process being killed; a power cut may lose the last commits, never the file's consistency.
/// Expiry dates are kept as seconds since 1970 in a `REAL` column: to well under a millisecond.
///
/// Call ``close()`` before the store is released (a store released open closes its connection in
/// the background).
public final class SQLiteSessionStore: SessionStore {
  /// How a store shares its file with other connections.
  public enum Sharing: Hashable, Sendable {
    /// Other connections, of this process or others, may read and write the file: each version
    /// check reads it, so that a write of another server is seen.
    case shared
    /// This store alone: the file is locked while it is open, another store opening it fails
    /// with `SessionStoreError.unavailable(_:)` after the busy timeout, and version checks are
    /// answered from what this store wrote and read, without a statement. For one server that
    /// owns its file.
    case exclusive
  }

  /// The path of the database file.
  public let path: String
  /// How the file is shared.
  public let sharing: Sharing
  private let connection: SQLiteSessionConnection
  /// What this store knows of the stored versions, when it is the file's only writer.
  private let known: SQLiteKnownVersions?
  private let versions: StoreCallBatcher<SessionID, UInt64?>
  private let writes: StoreCallBatcher<PendingSessionWrite, Bool>

  /// The most calls one statement carries: well within SQLite's 32,766 bound values.
  private static let batchLimit = 100

  /// Opens (creating when missing) the database file at `path` and its sessions table.
  ///
  /// The file's directory must exist. The table is `coordination_sessions`; a file holding other
  /// tables too is fine.
  ///
  /// - Parameters:
  ///   - path: The database file; a relative path is taken from the current directory.
  ///   - sharing: Whether other connections may use the file (`.shared`), or this store alone
  ///     (`.exclusive`).
  ///   - busyTimeout: How long a statement waits for another connection's write lock before it
  ///     fails with `SessionStoreError.unavailable(_:)`.
  ///   - logger: Where SQLite's connection logs.
  /// - Throws: `SessionStoreError.unavailable(_:)` when the file cannot be
  ///   opened, the table cannot be created, or (`.exclusive`) another connection holds the file.
  public init(
    path: String, sharing: Sharing = .shared, busyTimeout: Duration = .seconds(5),
    logger: Logger = Logger(label: "coordination.sessions.sqlite")
  ) async throws(SessionStoreError) {
    let connection = try await SQLiteSessionConnection(path: path, logger: logger)
    let known = sharing == .exclusive ? SQLiteKnownVersions() : nil
    self.path = path
    self.sharing = sharing
    self.connection = connection
    self.known = known
    versions = StoreCallBatcher(
      limit: Self.batchLimit, session: { $0 },
      run: { ids in await Self.versions(of: ids, on: connection, known: known) })
    writes = StoreCallBatcher(
      limit: Self.batchLimit, session: \.id,
      run: { writes in await Self.write(writes, on: connection, known: known) })
    do {
      try await prepare(busyTimeout: busyTimeout)
    } catch {
      await close()
      guard sharing == .exclusive, case .unavailable(let reason) = error else { throw error }
      throw .unavailable(
        "\(path) could not be opened for this store alone; is another server using it? (\(reason))")
    }
  }

  /// Sets the connection up (WAL, busy timeout) and creates the table and its index if missing.
  private func prepare(busyTimeout: Duration) async throws(SessionStoreError) {
    let milliseconds =
      busyTimeout.components.seconds * 1000
      + busyTimeout.components.attoseconds / 1_000_000_000_000_000
    // The busy timeout first, so that the statements after it wait for another process that is
    // creating the same table. It replaces sqlite-nio's handler, which would retry for ever.
    _ = try await connection.run("PRAGMA busy_timeout = \(max(0, milliseconds))")
    // Before WAL, so that the WAL index is kept in this process's memory, not a shared file.
    if sharing == .exclusive { _ = try await connection.run("PRAGMA locking_mode = EXCLUSIVE") }
    _ = try await connection.run("PRAGMA journal_mode = WAL")
    _ = try await connection.run("PRAGMA synchronous = NORMAL")
    _ = try await connection.run(SQL.createTable)
    _ = try await connection.run(SQL.createIndex)
    if sharing == .exclusive {
      // Takes the write lock now, kept until the connection closes: another store opening the
      // file fails at its start, not at its first write.
      _ = try await connection.run("BEGIN EXCLUSIVE")
      _ = try await connection.run("COMMIT")
    }
  }

  /// Closes the connection and stops the store's thread, once the statements under way are done;
  /// later operations fail with `SessionStoreError.unavailable(_:)`. Calling
  /// it again does nothing.
  public func close() async {
    await connection.close()
  }

  /// The record, unless it expired before `now`.
  public func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
    let rows = try await connection.run(
      SQL.load, [.text(id.description), .float(now.timeIntervalSince1970)])
    guard let row = rows.first else { return nil }
    let record = try Self.record(row, id: id)
    known?.noteRead(id, record.version)
    return record
  }

  /// The stored version: known without a statement when the store is the file's only writer
  /// and has seen the record; otherwise read in one statement with the other version checks
  /// waiting.
  public func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
    if let known, let version = known.version(of: id) {
      guard !connection.isClosed else { throw .unavailable("the store is closed") }
      return version
    }
    return try await versions.call(id)
  }

  /// Writes the record if the stored version is `expected`, in one statement with the other
  /// writes waiting.
  public func save(_ record: SessionRecord, replacing expected: UInt64?)
    async throws(SessionStoreError) -> SessionSaveResult
  {
    let write = try PendingSessionWrite(record, replacing: expected)
    if try await writes.call(write) { return .saved }
    return .conflict(current: try await self.version(of: record.id))
  }

  /// Deletes the record.
  public func remove(_ id: SessionID) async throws(SessionStoreError) {
    _ = try await connection.run(SQL.remove, [.text(id.description)])
    known?.forget([id])
  }

  /// Deletes expired records, then those that expire first beyond `capacity`, in one statement.
  ///
  /// - Complexity: O(*n* log *n*) in the number of records, through the index on `expires`.
  public func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError)
    -> Int
  {
    let rows = try await connection.run(
      SQL.removeExpired,
      [.float(now.timeIntervalSince1970), .integer(SQLiteInt64(max(0, capacity)))])
    known?.forget(
      rows.compactMap { row in
        guard case .text(let id)? = row.column("id") else { return nil }
        return SessionID(id)
      })
    return rows.count
  }

  /// The number of records.
  public func count() async throws(SessionStoreError) -> Int {
    let rows = try await connection.run(SQL.count)
    guard let value = rows.first?.column("n")?.integer else {
      throw .unavailable("COUNT(*) returned no number")
    }
    return Int(value)
  }
}
