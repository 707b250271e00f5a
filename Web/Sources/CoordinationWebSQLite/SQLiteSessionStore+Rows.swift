import CoordinationWeb
import Foundation
import SQLiteNIO

extension SQLiteSessionStore {
  /// The statements of the store, on the table `coordination_sessions`.
  ///
  /// A save's values are bound by number: `?1` id, `?2` version, `?3` CSRF token, `?4`
  /// navigation, `?5` app state, `?6` expiry, `?7` whether there is an app state, `?8` the
  /// expected version. SQLite binds an empty blob as `NULL`, so an empty navigation is written
  /// as `X''` and an empty app state is told from a missing one by `?7`.
  enum SQL {
    static let createTable = """
      CREATE TABLE IF NOT EXISTS coordination_sessions (
        id TEXT PRIMARY KEY NOT NULL,
        version INTEGER NOT NULL,
        csrf TEXT NOT NULL,
        navigation BLOB NOT NULL,
        app_state BLOB,
        expires REAL NOT NULL
      )
      """
    static let createIndex = """
      CREATE INDEX IF NOT EXISTS coordination_sessions_expires ON coordination_sessions (expires)
      """
    static let load = """
      SELECT version, csrf, navigation, app_state, expires FROM coordination_sessions
      WHERE id = ?1 AND NOT (expires < ?2)
      """
    static let version = "SELECT version FROM coordination_sessions WHERE id = ?1"
    static let insert = """
      INSERT INTO coordination_sessions (id, version, csrf, navigation, app_state, expires)
      VALUES (?1, ?2, ?3, coalesce(?4, X''), CASE WHEN ?7 THEN coalesce(?5, X'') END, ?6)
      ON CONFLICT (id) DO NOTHING
      RETURNING version
      """
    static let update = """
      UPDATE coordination_sessions
      SET version = ?2, csrf = ?3, navigation = coalesce(?4, X''),
        app_state = CASE WHEN ?7 THEN coalesce(?5, X'') END, expires = ?6
      WHERE id = ?1 AND version = ?8
      RETURNING version
      """
    static let remove = "DELETE FROM coordination_sessions WHERE id = ?1"
    // The expired ones, then the earliest to expire of the rest beyond the capacity (a negative
    // LIMIT would mean none in SQLite, hence max).
    static let removeExpired = """
      DELETE FROM coordination_sessions
      WHERE expires < ?1 OR id IN (
        SELECT id FROM coordination_sessions WHERE NOT (expires < ?1)
        ORDER BY expires, id
        LIMIT max(0, (SELECT count(*) FROM coordination_sessions WHERE NOT (expires < ?1)) - ?2)
      )
      RETURNING id
      """
    static let count = "SELECT count(*) AS n FROM coordination_sessions"
  }

  /// Reads a record back from a row of ``SQL/load``.
  ///
  /// - Throws: `SessionStoreError.unreadableRecord(_:reason:)` when a column
  ///   has the wrong type or a malformed value (the navigation one that is not a snapshot).
  static func record(_ row: SQLiteRow, id: SessionID) throws(SessionStoreError) -> SessionRecord {
    let version = try version(row, id: id)
    guard case .text(let text)? = row.column("csrf"), let csrf = CSRFToken(text) else {
      throw .unreadableRecord(id, reason: "csrf is not 32 hexadecimal digits")
    }
    guard case .blob(let navigation)? = row.column("navigation") else {
      throw .unreadableRecord(id, reason: "navigation is not a blob")
    }
    let appState: Data?
    switch row.column("app_state") {
    case .null?: appState = nil
    case .blob(let bytes)?: appState = Data(bytes.readableBytesView)
    default: throw .unreadableRecord(id, reason: "app_state is neither a blob nor NULL")
    }
    let expires: Double
    switch row.column("expires") {
    case .float(let seconds)? where seconds.isFinite: expires = seconds
    case .integer(let seconds)?: expires = Double(seconds)
    default: throw .unreadableRecord(id, reason: "expires is not a number of seconds")
    }
    return SessionRecord(
      id: id, version: version, csrf: csrf,
      navigation: try SessionRecord.navigation(from: Data(navigation.readableBytesView), of: id),
      appState: appState, expires: Date(timeIntervalSince1970: expires))
  }

  /// Reads the `version` column of a row: a non-negative integer.
  static func version(_ row: SQLiteRow, id: SessionID) throws(SessionStoreError) -> UInt64 {
    guard case .integer(let value)? = row.column("version"), let version = UInt64(exactly: value)
    else { throw .unreadableRecord(id, reason: "version is not a non-negative integer") }
    return version
  }
}
