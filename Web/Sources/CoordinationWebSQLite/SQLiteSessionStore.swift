public import CoordinationWeb
public import Foundation
public import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SQLiteNIO

/// A `SessionStore` in an SQLite file: the sessions of one server outlive its
/// process, a restart or a redeployment on the same machine.
///
/// The file and its table are created when missing. The store writes in WAL mode (readers never
/// block the writer) and waits up to a busy timeout when another connection, of this process or
/// another one, holds the write lock, rather than failing at once: several processes can share one
/// file, each seeing the others' writes, as two servers share a database.
///
/// Every operation is one SQL statement, atomic by itself; a conditional write is an `UPDATE … WHERE
/// version = ?` (or an `INSERT … ON CONFLICT DO NOTHING` for a new session) whose `RETURNING`
/// clause tells whether it wrote. The store has one connection, used from any number of tasks:
/// its statements run one at a time, in the order they were asked for, on a thread of the store's
/// own, so that a statement never waits behind another one half-stepped on the same connection
/// (whose open read would hold back the other's commit) and SQLite's blocking calls, a busy wait
/// among them, never occupy a thread of the process's shared pools.
///
/// Durability: `synchronous=NORMAL` in WAL mode, so a record whose save returned survives the
/// process being killed; a power cut may lose the last commits, never the file's consistency.
/// Expiry dates are kept as seconds since 1970 in a `REAL` column: to well under a millisecond.
///
/// Call ``close()`` before the store is released (a store released open closes its connection in
/// the background).
public final class SQLiteSessionStore: SessionStore {
  /// The path of the database file.
  public let path: String
  private let connection: SQLiteConnection
  private let threadPool: NIOThreadPool
  private let lifecycle = NIOLockedValueBox(Lifecycle())

  /// Whether the store is closed, and the statements under way that ``close()`` waits for: a
  /// statement prepared on a closed SQLite handle would crash the process.
  private struct Lifecycle {
    var closed = false
    var running = 0
    var drained: CheckedContinuation<Void, Never>?
  }

  /// Opens (creating when missing) the database file at `path` and its sessions table.
  ///
  /// The file's directory must exist. The table is `coordination_sessions`; a file holding other
  /// tables too is fine.
  ///
  /// - Parameters:
  ///   - path: The database file; a relative path is taken from the current directory.
  ///   - busyTimeout: How long a statement waits for another connection's write lock before it
  ///     fails with `SessionStoreError.unavailable(_:)`.
  ///   - logger: Where SQLite's connection logs.
  /// - Throws: `SessionStoreError.unavailable(_:)` when the file cannot be
  ///   opened or the table cannot be created.
  public init(
    path: String, busyTimeout: Duration = .seconds(5),
    logger: Logger = Logger(label: "coordination.sessions.sqlite")
  ) async throws(SessionStoreError) {
    let threadPool = NIOThreadPool(numberOfThreads: 1)
    threadPool.start()
    let connection: SQLiteConnection
    do {
      connection = try await SQLiteConnection.open(
        storage: .file(path: path), threadPool: threadPool, logger: logger,
        on: MultiThreadedEventLoopGroup.singleton.any())
    } catch {
      try? await threadPool.shutdownGracefully()
      throw .unavailable("cannot open \(path): \(Self.reason(error))")
    }
    self.path = path
    self.connection = connection
    self.threadPool = threadPool
    do {
      try await prepare(busyTimeout: busyTimeout)
    } catch {
      await close()
      throw error
    }
  }

  /// Sets the connection up (WAL, busy timeout) and creates the table and its index if missing.
  private func prepare(busyTimeout: Duration) async throws(SessionStoreError) {
    let milliseconds =
      busyTimeout.components.seconds * 1000
      + busyTimeout.components.attoseconds / 1_000_000_000_000_000
    // The busy timeout first, so that the statements after it wait for another process that is
    // creating the same table. It replaces sqlite-nio's handler, which would retry for ever.
    _ = try await run("PRAGMA busy_timeout = \(max(0, milliseconds))")
    _ = try await run("PRAGMA journal_mode = WAL")
    _ = try await run("PRAGMA synchronous = NORMAL")
    _ = try await run(SQL.createTable)
    _ = try await run(SQL.createIndex)
  }

  /// Closes the connection and stops the store's thread, once the statements under way are done;
  /// later operations fail with `SessionStoreError.unavailable(_:)`. Calling
  /// it again does nothing.
  public func close() async {
    let first = lifecycle.withLockedValue { state in
      defer { state.closed = true }
      return !state.closed
    }
    guard first else { return }
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      let idle = lifecycle.withLockedValue { state in
        if state.running > 0 { state.drained = drained }
        return state.running == 0
      }
      if idle { drained.resume() }
    }
    try? await connection.close()
    try? await threadPool.shutdownGracefully()
  }

  /// Closes the connection in the background if ``close()`` was not called (sqlite-nio asserts
  /// that a connection is closed before it is released).
  deinit {
    guard !lifecycle.withLockedValue({ $0.closed }) else { return }
    let threadPool = threadPool
    connection.close().whenComplete { _ in threadPool.shutdownGracefully { _ in } }
  }

  /// The record, unless it expired before `now`.
  public func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
    let rows = try await run(
      SQL.load, [.text(id.description), .float(now.timeIntervalSince1970)])
    guard let row = rows.first else { return nil }
    return try Self.record(row, id: id)
  }

  /// The stored version.
  public func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
    let rows = try await run(SQL.version, [.text(id.description)])
    guard let row = rows.first else { return nil }
    return try Self.version(row, id: id)
  }

  /// Writes the record if the stored version is `expected`, in one statement.
  public func save(_ record: SessionRecord, replacing expected: UInt64?)
    async throws(SessionStoreError) -> SessionSaveResult
  {
    let version = try Self.integer(record.version)
    let values: [SQLiteData] = [
      .text(record.id.description), .integer(version), .text(record.csrf.description),
      .blob(ByteBuffer(bytes: try record.navigationData())),
      record.appState.map { .blob(ByteBuffer(bytes: $0)) } ?? .null,
      .float(record.expires.timeIntervalSince1970), .integer(record.appState == nil ? 0 : 1),
    ]
    let rows: [SQLiteRow]
    if let expected {
      rows = try await run(SQL.update, values + [.integer(try Self.integer(expected))])
    } else {
      rows = try await run(SQL.insert, values)
    }
    if !rows.isEmpty { return .saved }
    return .conflict(current: try await self.version(of: record.id))
  }

  /// Deletes the record.
  public func remove(_ id: SessionID) async throws(SessionStoreError) {
    _ = try await run(SQL.remove, [.text(id.description)])
  }

  /// Deletes expired records, then those that expire first beyond `capacity`, in one statement.
  ///
  /// - Complexity: O(*n* log *n*) in the number of records, through the index on `expires`.
  public func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError)
    -> Int
  {
    let rows = try await run(
      SQL.removeExpired,
      [.float(now.timeIntervalSince1970), .integer(SQLiteInt64(max(0, capacity)))])
    return rows.count
  }

  /// The number of records.
  public func count() async throws(SessionStoreError) -> Int {
    let rows = try await run(SQL.count)
    guard let value = rows.first?.column("n")?.integer else {
      throw .unavailable("COUNT(*) returned no number")
    }
    return Int(value)
  }

  /// Runs one statement on the store's connection and collects its rows.
  private func run(_ sql: String, _ binds: [SQLiteData] = []) async throws(SessionStoreError)
    -> [SQLiteRow]
  {
    let admitted = lifecycle.withLockedValue { state in
      if !state.closed { state.running += 1 }
      return !state.closed
    }
    guard admitted else { throw .unavailable("the store is closed") }
    defer { finished() }
    let rows = NIOLockedValueBox([SQLiteRow]())
    do {
      try await connection.query(sql, binds) { row in rows.withLockedValue { $0.append(row) } }
    } catch {
      throw .unavailable(Self.reason(error))
    }
    return rows.withLockedValue { $0 }
  }

  /// Counts a statement done, and lets a waiting ``close()`` go on after the last one.
  private func finished() {
    let drained = lifecycle.withLockedValue { state in
      state.running -= 1
      defer { if state.running == 0 { state.drained = nil } }
      return state.running == 0 ? state.drained : nil
    }
    drained?.resume()
  }

  /// What went wrong, for `SessionStoreError.unavailable(_:)`.
  private static func reason(_ error: any Error) -> String {
    if let error = error as? SQLiteError { return "SQLite: \(error.message) (\(error.reason))" }
    return String(describing: error)
  }

  /// A version as SQLite's signed 64-bit integer.
  private static func integer(_ version: UInt64) throws(SessionStoreError) -> SQLiteInt64 {
    guard let value = SQLiteInt64(exactly: version) else {
      throw .unavailable("version \(version) is beyond SQLite's 64-bit signed integers")
    }
    return value
  }
}
