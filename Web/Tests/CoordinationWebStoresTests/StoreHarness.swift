import CoordinationWeb
import CoordinationWebSQLite
import Foundation
import SQLiteNIO
import Testing

#if PostgreSQL
  import CoordinationWebPostgres
  import PostgresNIO
#endif

/// The ``SessionStore``s that the contract runs against: all three, or memory and SQLite where
/// the package is built without its PostgreSQL trait.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case memory, sqlite
  /// SQLite with the file locked for one store, which answers version checks from memory.
  case sqliteExclusive = "sqlite exclusive"
  #if PostgreSQL
    case postgres
  #endif

  var testDescription: String { rawValue }

  /// The stores that keep records in SQL tables shared with another connection, where a test
  /// can write a malformed row.
  static let sql: [StoreKind] = allCases.filter { $0 != .memory && $0 != .sqliteExclusive }
}

/// The environment variable naming the PostgreSQL server of the tests (scripts/test.sh sets it
/// from scripts/postgres.sh). Without it, the tests start a server of their own
/// (``ThrowawayPostgres``).
let postgresURLVariable = "COORDINATION_TEST_POSTGRES_URL"

/// What the contract checks need of a store beyond the protocol.
struct StoreHarness: Sendable {
  /// The store under test.
  var store: any SessionStore
  /// A second store on the same data (the same file, the same table), as a second host; the
  /// memory store's second host is the same object.
  var second: any SessionStore
  /// Sets one column of a session's row to an SQL literal, bypassing the store; `nil` for the
  /// memory store, whose records are typed values that cannot be malformed.
  var corrupt: (@Sendable (SessionID, _ column: String, _ literal: String) async throws -> Void)?
}

/// Why a harness could not be set up.
struct HarnessError: Error, CustomStringConvertible {
  var description: String
}

/// Runs `body` with a fresh store of `kind` (its own file or table), then tears it down.
func withStore(_ kind: StoreKind, _ body: (StoreHarness) async throws -> Void) async throws {
  switch kind {
  case .memory:
    let store = MemorySessionStore()
    try await body(StoreHarness(store: store, second: store, corrupt: nil))
  case .sqlite: try await withSQLiteStore(body)
  case .sqliteExclusive: try await withExclusiveSQLiteStore(body)
  #if PostgreSQL
    case .postgres: try await withPostgresStore(body)
  #endif
  }
}

/// The path of a database file in a new temporary folder, removed after `body`.
func withTemporaryDatabase(_ body: (String) async throws -> Void) async throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("coordination-stores-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try await body(folder.appendingPathComponent("sessions.sqlite").path)
}

/// Two stores on one new SQLite file in a temporary folder.
private func withSQLiteStore(_ body: (StoreHarness) async throws -> Void) async throws {
  try await withTemporaryDatabase { path in try await withSQLiteStores(path, body) }
}

/// Two stores on the SQLite file at `path`.
private func withSQLiteStores(_ path: String, _ body: (StoreHarness) async throws -> Void)
  async throws
{
  let first = try await SQLiteSessionStore(path: path)
  let second: SQLiteSessionStore
  do {
    second = try await SQLiteSessionStore(path: path)
  } catch {
    await first.close()
    throw error
  }
  let corrupt: @Sendable (SessionID, String, String) async throws -> Void = { id, column, literal in
    let connection = try await SQLiteConnection.open(storage: .file(path: path))
    let result = await Result {
      try await connection.query(
        "UPDATE coordination_sessions SET \(column) = \(literal) WHERE id = ?1",
        [.text(id.description)]
      ) { _ in }
    }
    try await connection.close()
    try result.get()
  }
  let result = await Result {
    try await body(StoreHarness(store: first, second: second, corrupt: corrupt))
  }
  await first.close()
  await second.close()
  try result.get()
}

/// One exclusive store on a new SQLite file, which is also its own second host: no other
/// connection may open the file.
private func withExclusiveSQLiteStore(_ body: (StoreHarness) async throws -> Void) async throws {
  try await withTemporaryDatabase { path in
    let store = try await SQLiteSessionStore(path: path, sharing: .exclusive)
    let result = await Result {
      try await body(StoreHarness(store: store, second: store, corrupt: nil))
    }
    await store.close()
    try result.get()
  }
}

#if PostgreSQL
  /// Two stores on one new table of the server named by ``postgresURLVariable`` (or of the
  /// process's throwaway server), running, and a plain client for the corruptions; the table is
  /// dropped afterwards. The contract has no silently skipped store: a server that cannot be had
  /// fails the test.
  private func withPostgresStore(_ body: (StoreHarness) async throws -> Void) async throws {
    let url = try await ThrowawayPostgres.shared.url()
    var configuration = try PostgresSessionStore.configuration(url: url)
    configuration.options.maximumConnections = 6
    let table = "contract_" + SessionID.random().description.prefix(16)
    let first = try PostgresSessionStore(configuration: configuration, table: table)
    let second = try PostgresSessionStore(configuration: configuration, table: table)
    let admin = PostgresClient(configuration: configuration)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await first.run() }
      group.addTask { try await second.run() }
      group.addTask { await admin.run() }
      let corrupt: @Sendable (SessionID, String, String) async throws -> Void = {
        id, column, literal in
        try await admin.query(
          """
          UPDATE "\(unescaped: table)" SET \(unescaped: column) = \(unescaped: literal)
          WHERE id = \(id.description)
          """)
      }
      let result = await Result {
        try await body(StoreHarness(store: first, second: second, corrupt: corrupt))
      }
      _ = try? await admin.query("DROP TABLE IF EXISTS \"\(unescaped: table)\"")
      group.cancelAll()
      try result.get()
    }
  }
#endif

extension Result where Failure == any Error {
  /// The result of an async throwing closure.
  init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
